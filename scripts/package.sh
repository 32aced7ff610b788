#!/usr/bin/env bash
# Builds the Debian package of Billing Desk and checks it with lintian.
#   scripts/package.sh      writes build-package/billing-desk_<version>-<release>_<arch>.deb
# Installs the Debian packages it needs (scripts/install-missing.sh), builds a
# Release in build-package/ (no tests, no benchmarks) with Debian's hardening flags, runs
# cpack, and fails on any lintian error or warning (overrides: packaging/lintian-overrides).
# Works on Debian 12 and 13 alike: each package depends on its own release's packages
# (dpkg-shlibdeps for linked libraries, dpkg -S for what is loaded at run time).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build-package"

# The run-time packages too: the package depends on whichever packages hold Qt's SVG plugins and
# libsecret on this release (cmake/Packaging.cmake asks dpkg), so they must be installed here.
"$root/scripts/install-missing.sh" g++ cmake ninja-build qt6-base-dev qt6-charts-dev libqt6opengl6-dev \
    qt6-tools-dev qt6-l10n-tools qtkeychain-qt6-dev libxkbcommon-dev libqt6svg6 "qt6-svg-plugins|libqt6svg6" libsecret-1-0 \
    zlib1g-dev dpkg-dev file lintian help2man

# Debian's build flags with every hardening feature (fortify, stack protector, PIE, RELRO and
# BINDNOW), as a Debian package build gets them; without -g, the binaries are stripped anyway.
# They only take effect when build-package/ is configured for the first time.
cd "$root"
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
CXXFLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
export CXXFLAGS LDFLAGS

# Warnings do not fail a package build (CI's build treats them as errors).
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBD_BUILD_TESTS=OFF \
      -DBD_BUILD_BENCH=OFF -DBD_WARNINGS_AS_ERRORS=OFF -DBD_PACKAGE_STRICT=ON >/dev/null
nice cmake --build "$build" --parallel "$(nproc)"
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
