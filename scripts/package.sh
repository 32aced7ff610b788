#!/usr/bin/env bash
# Builds the Debian package of Billing Desk and checks it with lintian.
#   scripts/package.sh              writes build-package/billing-desk_<version>-<release>_<arch>.deb
#   scripts/package.sh --from DIR   packages the build in DIR instead (CI: the build it has just
#                                   tested), which must have been configured with the flags of
#                                   scripts/hardening-flags.sh; writes DIR/billing-desk_….deb
# Installs the Debian packages it needs (scripts/install-missing.sh), builds a
# Release in build-package/ (no tests, no benchmarks) with Debian's hardening flags, runs
# cpack, and fails on any lintian error or warning (overrides: packaging/lintian-overrides).
# Works on Debian 12 and 13 alike: each package depends on its own release's packages
# (dpkg-shlibdeps for linked libraries, dpkg -S for what is loaded at run time).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build-package" from=
if [ "${1:-}" = --from ]; then
    from=$(cd "${2:?--from needs a build folder}" && pwd)
    build=$from
fi

# The run-time packages too: the package depends on whichever packages hold Qt's SVG plugins and
# libsecret on this release (cmake/Packaging.cmake asks dpkg), so they must be installed here.
"$root/scripts/install-missing.sh" g++ cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev \
    qt6-tools-dev qt6-l10n-tools qtkeychain-qt6-dev libxkbcommon-dev libqt6svg6 "qt6-svg-plugins|libqt6svg6" libsecret-1-0 \
    qt6-translations-l10n zlib1g-dev dpkg-dev file lintian help2man

# Debian's build flags with every hardening feature; they only take effect when a build folder
# is configured for the first time.
cd "$root"
. "$root/scripts/hardening-flags.sh"

if [ -n "$from" ]; then
    # A build made for the tests is packaged as it is, if it has the package's flags.
    configured=$(sed -n 's/^CMAKE_CXX_FLAGS:STRING=//p' "$from/CMakeCache.txt")
    if [ "$configured" != "$CXXFLAGS" ]; then
        echo "$from was not configured with Debian's hardening flags (scripts/hardening-flags.sh):" >&2
        echo "  it has:  $configured" >&2
        echo "  needed:  $CXXFLAGS" >&2
        exit 1
    fi
    # Configuring again finds what the packaging needs and was installed only now (help2man on a
    # new machine, whose man pages the tested build could not have made): build those too.
    cmake -S "$root" -B "$build" -DBD_PACKAGE_STRICT=ON >/dev/null
    nice cmake --build "$build" --parallel "$(nproc)" \
        --target billing-desk billing-desk-cli billing-desk-man billing-desk-cli-man
else
    # Warnings do not fail a package build (CI's build treats them as errors).
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBD_BUILD_TESTS=OFF \
          -DBD_BUILD_BENCH=OFF -DBD_WARNINGS_AS_ERRORS=OFF -DBD_PACKAGE_STRICT=ON >/dev/null
    nice cmake --build "$build" --parallel "$(nproc)"
fi
rm -f "$build"/billing-desk_*.deb
(cd "$build" && cpack -G DEB)
deb=$(ls "$build"/billing-desk_*.deb)

# The package's version must be the newest entry of packaging/changelog.
version=$(dpkg-deb -f "$deb" Version)
changelog_version=$(dpkg-parsechangelog -l "$root/packaging/changelog" -S Version)
if [ "$version" != "$changelog_version" ]; then
    echo "The package is $version but packaging/changelog's newest entry is $changelog_version" >&2
    exit 1
fi

echo "lintian $deb"
lintian --fail-on error,warning --display-info "$deb"
echo "Package ready: $deb"
