# SPDX-License-Identifier: GPL-3.0-or-later
# ctest -P script: the view library (src/gui/board and src/gui/panels) depends on core and Qt
# alone. Fails, naming the file and line, if one of its files includes the engine, the cli or
# another GUI group. Run as: cmake -DGUI_DIR=<src/gui> -P view_library_check.cmake
file(GLOB_RECURSE view_files "${GUI_DIR}/board/*" "${GUI_DIR}/panels/*")
set(problems "")
foreach(path IN LISTS view_files)
    file(STRINGS "${path}" includes REGEX "^#include \"")
    foreach(line IN LISTS includes)
        if(line MATCHES "\"rochade/(engine|cli)/" OR line MATCHES "\"(engines|game|files|dialogs|insight|app)/")
            string(APPEND problems "${path}: ${line}\n")
        endif()
    endforeach()
endforeach()
list(LENGTH view_files count)
if(count LESS 20)
    message(FATAL_ERROR "only ${count} files found under ${GUI_DIR}/board and panels")
endif()
if(problems)
    message(FATAL_ERROR "the view library must depend on core and Qt only:\n${problems}")
endif()
message(STATUS "${count} view library files include core and Qt only")
