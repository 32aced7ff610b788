# Desktop integration and the Debian package: installs the desktop entry, AppStream metainfo,
# icons, man pages, copyright and changelog, and configures CPack for a lintian-clean .deb.
# Included at the end of the top CMakeLists.txt, once every target exists.
# scripts/package.sh builds the package; scripts/check-packaging.sh validates the metadata.

include(GNUInstallDirs)

set(BD_APP_ID io.github.billingdesk.BillingDesk)
set(BD_PACKAGE_CONTACT "The Billing Desk developers <maintainers@billingdesk.example.org>")
set(BD_HOMEPAGE "https://billingdesk.example.org/")
set(BD_PACKAGING_DIR ${PROJECT_SOURCE_DIR}/packaging)
set(BD_DOC_DIR ${CMAKE_INSTALL_DATADIR}/doc/billing-desk)

# The release date, for dates written into generated files (reproducible builds): the
# SOURCE_DATE_EPOCH of the environment, else the date of the newest changelog entry.
if(DEFINED ENV{SOURCE_DATE_EPOCH})
    set(BD_SOURCE_DATE_EPOCH $ENV{SOURCE_DATE_EPOCH})
else()
    file(STRINGS ${BD_PACKAGING_DIR}/changelog trailers REGEX "^ -- .*>  .+$")
    list(GET trailers 0 newest)
    string(REGEX REPLACE "^ -- .*>  " "" newest "${newest}")
    execute_process(COMMAND date -u -d "${newest}" +%s OUTPUT_VARIABLE BD_SOURCE_DATE_EPOCH
                    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
endif()

# For every installed program: full RELRO (lintian's hardening checks; the other hardening
# flags come from dpkg-buildflags in scripts/package.sh); no run path (qt_standard_project_setup
# sets $ORIGIN/../lib for programs that ship their own libraries; ours links its libraries
# statically and finds Qt in the system's directories); and when installing stripped (cpack),
# the compiler's .comment and .note sections go too, as dh_strip does for Debian's packages.
function(bd_package_program target)
    target_link_options(${target} PRIVATE LINKER:-z,relro LINKER:-z,now)
    set_target_properties(${target} PROPERTIES INSTALL_RPATH "")
    if(CMAKE_OBJCOPY)
        install(CODE "
            if(CMAKE_INSTALL_DO_STRIP)
                execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment --remove-section=.note
                    \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/$<TARGET_FILE_NAME:${target}>\"
                    COMMAND_ERROR_IS_FATAL ANY)
            endif()")
    endif()
endfunction()

# bd_add_man_page(target NAME "what it is"): man page from `target --help` by help2man,
# installed as man1/<target>.1.gz. The program runs with the offscreen platform (it may create
# a QApplication before parsing --help), in the C locale (English text, not the builder's
# language), and is found on PATH so the usage line names it without the build directory.
find_program(BD_HELP2MAN help2man)
find_program(BD_GZIP gzip)
function(bd_add_man_page target)
    cmake_parse_arguments(M "" "NAME" "" ${ARGN})
    if(NOT BD_HELP2MAN OR NOT BD_GZIP)
        message(STATUS "help2man or gzip not found: no man page for ${target}")
        return()
    endif()
    set(dir ${CMAKE_BINARY_DIR}/man)
    set(page ${dir}/${target}.1)
    add_custom_command(OUTPUT ${page}.gz
        COMMAND ${CMAKE_COMMAND} -E make_directory ${dir}/runtime
        COMMAND ${CMAKE_COMMAND} -E env
                "PATH=$<TARGET_FILE_DIR:${target}>:$ENV{PATH}" QT_QPA_PLATFORM=offscreen
                LC_ALL=C.UTF-8 LANG=C.UTF-8 LANGUAGE= HOME=${dir} XDG_RUNTIME_DIR=${dir}/runtime
                SOURCE_DATE_EPOCH=${BD_SOURCE_DATE_EPOCH}
                ${BD_HELP2MAN} --no-info --section=1 "--name=${M_NAME}"
                "--version-string=${PROJECT_VERSION}" --output=${page} ${target}
        COMMAND ${BD_GZIP} -9nf ${page}
        DEPENDS ${target}
        COMMENT "Writing the man page of ${target}"
        VERBATIM)
    add_custom_target(${target}-man ALL DEPENDS ${page}.gz)
    install(FILES ${page}.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endfunction()

# The desktop program.
bd_package_program(billing-desk)
bd_add_man_page(billing-desk NAME "desktop client for the Billing and Catalog Service")
install(FILES ${BD_PACKAGING_DIR}/billing-desk.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${BD_PACKAGING_DIR}/${BD_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/billing-desk.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
foreach(size 16 22 24 32 48 64 128 256 512)
    install(FILES ${PROJECT_SOURCE_DIR}/resources/icons/hicolor/${size}x${size}/apps/billing-desk.png
            DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps)
endforeach()

# The command-line tool, once it exists.
if(TARGET billing-desk-cli)
    install(TARGETS billing-desk-cli RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
    bd_package_program(billing-desk-cli)
    bd_add_man_page(billing-desk-cli NAME "command-line client for the Billing and Catalog Service")
    install(FILES ${BD_PACKAGING_DIR}/billing-desk-cli.bash-completion
            DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME billing-desk-cli)
endif()

# Debian's documentation files: copyright (DEP-5) and the changelog, compressed as policy wants
# (gzip -9n: no name or time stamp inside, so the package is reproducible).
install(FILES ${BD_PACKAGING_DIR}/copyright DESTINATION ${BD_DOC_DIR})
if(EXISTS ${BD_PACKAGING_DIR}/lintian-overrides)
    install(FILES ${BD_PACKAGING_DIR}/lintian-overrides DESTINATION ${CMAKE_INSTALL_DATADIR}/lintian/overrides
            RENAME billing-desk)
endif()
if(BD_GZIP)
    set(changelog ${CMAKE_BINARY_DIR}/packaging/changelog.Debian)
    add_custom_command(OUTPUT ${changelog}.gz
        COMMAND ${CMAKE_COMMAND} -E copy ${BD_PACKAGING_DIR}/changelog ${changelog}
        COMMAND ${BD_GZIP} -9nf ${changelog}
        DEPENDS ${BD_PACKAGING_DIR}/changelog
        VERBATIM)
    add_custom_target(billing-desk-changelog ALL DEPENDS ${changelog}.gz)
    install(FILES ${changelog}.gz DESTINATION ${BD_DOC_DIR})
endif()

# CPack: one binary package, billing-desk_<version>-<release>_<arch>.deb.
set(CPACK_GENERATOR DEB)
set(CPACK_SOURCE_GENERATOR "")
set(CPACK_PACKAGE_NAME billing-desk)
set(CPACK_PACKAGE_VENDOR "The Billing Desk developers")
set(CPACK_PACKAGE_CONTACT "${BD_PACKAGE_CONTACT}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${BD_HOMEPAGE}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${PROJECT_DESCRIPTION}")
# Debian's extended description: lines of at most 80 characters, an empty line between paragraphs.
set(CPACK_PACKAGE_DESCRIPTION [=[
Billing Desk is a desktop client for the Billing and Catalog Service, a
subscription billing and revenue service with a JSON-over-HTTPS API.

Sales staff browse the published product catalog: prices per currency and
unit, tiers, features and bundle options, with search as you type, filters
and export to CSV or JSON. Support staff look contacts up and correct them;
only the changed fields are sent. Secrets are kept in the system keyring
(Secret Service), never in plain files.

The built-in demo (billing-desk --demo) starts a local sandbox service with
sample data, so everything can be tried without an account.]=])
string(STRIP "${CPACK_PACKAGE_DESCRIPTION}" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS
    OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)

set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
# No "office" section in Debian; a client of a network service goes in "net".
set(CPACK_DEBIAN_PACKAGE_SECTION net)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# Loaded at run time, so dpkg-shlibdeps cannot see them: Qt's SVG plugins (the icons), the
# Secret Service client library QtKeychain opens, Qt's SQLite driver (the contact save history)
# and Qt's own translations (its buttons and file dialog in German and French:
# qt6-translations-l10n). Which packages hold them differs between
# releases (the plugins are in libqt6svg6 on Debian 12, in qt6-svg-plugins on Debian 13), so dpkg
# is asked which package installed each file on the building machine, as dpkg-shlibdeps does for
# linked libraries. BD_PACKAGE_STRICT (scripts/package.sh) makes a missing file an error.
# The keyring itself is a recommendation (without one the app keeps secrets for the session only).
option(BD_PACKAGE_STRICT "Fail to configure when a run-time dependency of the package is not installed" OFF)
find_program(BD_DPKG_QUERY dpkg-query)
find_library(BD_LIBSECRET NAMES libsecret-1.so.0 secret-1)
set(bd_runtime_files
    "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}/iconengines/libqsvgicon.so"
    "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}/imageformats/libqsvg.so"
    "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_PLUGINS}/sqldrivers/libqsqlite.so"
    "${BD_LIBSECRET}"
    "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_TRANSLATIONS}/qtbase_de.qm")
set(bd_runtime_packages "")
foreach(runtime_file IN LISTS bd_runtime_files)
    set(owner "")
    if(BD_DPKG_QUERY AND EXISTS "${runtime_file}")
        # The real path: dpkg knows /usr/lib/..., not /lib/... of a merged /usr, nor symlinks' targets.
        file(REAL_PATH "${runtime_file}" real)
        execute_process(COMMAND ${BD_DPKG_QUERY} -S "${real}" OUTPUT_VARIABLE owner RESULT_VARIABLE rc
                        ERROR_QUIET OUTPUT_STRIP_TRAILING_WHITESPACE)
        # "libqt6svg6:amd64: /usr/lib/..." -> libqt6svg6
        string(REGEX REPLACE "^([^:, ]+).*" "\\1" owner "${owner}")
        if(NOT rc EQUAL 0)
            set(owner "")
        endif()
    endif()
    if(owner)
        list(APPEND bd_runtime_packages ${owner})
    elseif(BD_PACKAGE_STRICT)
        message(FATAL_ERROR "No installed package provides ${runtime_file} (run scripts/setup.sh)")
    else()
        message(STATUS "No installed package provides ${runtime_file}: the package will not depend on it")
    endif()
endforeach()
list(REMOVE_DUPLICATES bd_runtime_packages)
list(JOIN bd_runtime_packages ", " CPACK_DEBIAN_PACKAGE_DEPENDS)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "gnome-keyring")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_COMPRESSION_TYPE xz)

include(CPack)
