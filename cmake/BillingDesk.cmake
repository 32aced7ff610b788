# Project-wide helpers: warnings, layer checks, one-line test registration.

function(bd_set_warnings target)
    target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor
                                             -Wold-style-cast -Wcast-align -Woverloaded-virtual)
    if(BD_WARNINGS_AS_ERRORS)
        target_compile_options(${target} PRIVATE -Werror)
    endif()
    target_compile_definitions(${target} PRIVATE QT_DISABLE_DEPRECATED_UP_TO=0x060400)
endfunction()

# Product code: every user-visible string goes through tr() or an explicit conversion.
function(bd_set_strict_strings target)
    target_compile_definitions(${target} PRIVATE QT_NO_CAST_FROM_ASCII QT_NO_CAST_TO_ASCII
                                                 QT_NO_URL_CAST_FROM_STRING QT_STRICT_ITERATORS)
endfunction()

# bd_add_library(name SOURCES ... LINK ...): one layer library with the project's warnings.
function(bd_add_library name)
    cmake_parse_arguments(L "" "" "SOURCES;PUBLIC;PRIVATE" ${ARGN})
    add_library(${name} STATIC ${L_SOURCES})
    target_include_directories(${name} PUBLIC ${PROJECT_SOURCE_DIR}/src) # includes name their layer
    target_link_libraries(${name} PUBLIC ${L_PUBLIC} PRIVATE ${L_PRIVATE})
    bd_set_warnings(${name})
    bd_set_strict_strings(${name})
endfunction()

# Collects every library a target links, transitively (targets and plain library names).
function(_bd_collect_links target out)
    set(seen ${${out}})
    if(NOT TARGET ${target} OR ${target} IN_LIST seen)
        set(${out} ${seen} PARENT_SCOPE)
        return()
    endif()
    list(APPEND seen ${target})
    get_target_property(type ${target} TYPE)
    set(links "")
    if(NOT type STREQUAL "INTERFACE_LIBRARY")
        get_target_property(direct ${target} LINK_LIBRARIES)
        if(direct)
            list(APPEND links ${direct})
        endif()
    endif()
    get_target_property(iface ${target} INTERFACE_LINK_LIBRARIES)
    if(iface)
        list(APPEND links ${iface})
    endif()
    foreach(lib IN LISTS links)
        string(REGEX REPLACE "^\\$<LINK_ONLY:(.*)>$" "\\1" lib "${lib}")
        if(NOT TARGET "${lib}" AND NOT "${lib}" IN_LIST seen)
            list(APPEND seen "${lib}")
        endif()
        _bd_collect_links("${lib}" seen)
    endforeach()
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

# Fails the configure step when one of the targets reaches a library matching `pattern`.
function(_bd_assert_not_linked pattern why)
    foreach(target IN LISTS ARGN)
        set(all "")
        _bd_collect_links(${target} all)
        foreach(lib IN LISTS all)
            if(lib MATCHES "${pattern}")
                message(FATAL_ERROR "Layer violation: ${target} links ${lib}; ${why}")
            endif()
        endforeach()
    endforeach()
endfunction()

# Fails the configure step when a core layer links Qt Widgets (widgets -> models -> api -> domain).
function(bd_assert_no_widgets)
    _bd_assert_not_linked("Widgets" "the core layers must not use Qt Widgets" ${ARGN})
endfunction()

# Fails the configure step when a target links Qt Gui (or Widgets, which brings Gui): the
# command-line tool and what it links must run where no display exists.
function(bd_assert_no_gui)
    _bd_assert_not_linked("Qt6?::(Gui|Widgets|OpenGL)|Qt6?(Gui|Widgets)" "it must run without Qt Gui (no display)" ${ARGN})
endfunction()

# bd_add_test(name SOURCES a.cpp [LIBS ...]) registers a Qt Test executable as one ctest.
function(bd_add_test name)
    cmake_parse_arguments(T "" "TIMEOUT" "SOURCES;LIBS" ${ARGN})
    if(NOT T_TIMEOUT)
        set(T_TIMEOUT 120)
    endif()
    add_executable(${name} ${T_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test ${T_LIBS})
    target_compile_definitions(${name} PRIVATE BD_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
                                               BD_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    bd_set_warnings(${name})
    # Test code itself compiles at -Og with line tables, the code under test with the build
    # type's flags: at -O2 -g the test files were three quarters of a build's compile time
    # (tst_tenantscreen.cpp: 24 s at -O2 -g, 12 s at -Og -g1), and CI builds three times.
    target_compile_options(${name} PRIVATE "$<$<NOT:$<CONFIG:Debug>>:-Og;-g1>")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES TIMEOUT ${T_TIMEOUT}
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;XDG_RUNTIME_DIR=${CMAKE_BINARY_DIR}/xdg-runtime;QT_LOGGING_RULES=*.debug=false")
endfunction()
