# Sourced, not run: exports CXXFLAGS and LDFLAGS with Debian's build flags and every hardening
# feature (fortify, stack protector, PIE, RELRO and BINDNOW), as a Debian package build gets
# them, without -g (a package's binaries are stripped anyway). CMake takes them when it first
# configures a build folder. Used by scripts/package.sh, and by .ci/run for the build it tests
# and then packages.
export DEB_BUILD_MAINT_OPTIONS=hardening=+all DEB_CXXFLAGS_MAINT_STRIP=-g
CXXFLAGS="$(dpkg-buildflags --get CPPFLAGS) $(dpkg-buildflags --get CXXFLAGS)"
LDFLAGS="$(dpkg-buildflags --get LDFLAGS)"
export CXXFLAGS LDFLAGS
