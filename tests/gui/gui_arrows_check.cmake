# SPDX-License-Identifier: GPL-3.0-or-later
# ctest -P script: the arrows between the GUI's folders follow one table. Reads every .h and
# .cpp under src/gui and fails, naming the file, the line and the arrow, if a file includes a
# GUI folder or a rochade/ library its folder's row does not name. Fails too if the table has
# a cycle (so the code, which may only use the table's arrows, has none), if a folder under
# src/gui has no row, or if the view library's folders reach outside it.
# Run as: cmake -DGUI_DIR=<src/gui> [-DPRINT_GRAPH=ON] -P gui_arrows_check.cmake
# (PRINT_GRAPH lists the arrows the code really uses, with how many includes each.)
cmake_minimum_required(VERSION 3.25)

# The table: a folder, the GUI folders it may include from, the rochade/ libraries it may
# include from (core, engine, cli, library, puzzles, training, review). Top to bottom as
# docs/architecture.md draws them; a new arrow is a change here and there.
set(gui_arrows
    # folder |  GUI folders                                                   | libraries
    "app     | insight sound dialogs editor library puzzles files game engines panels board base | core engine library training review"
    "puzzles | engines panels board                                          | core engine puzzles training"
    "library | files engines panels                                            | core library"
    "insight | game engines panels board                                       | core engine review"
    "sound   | game                                                            | core"
    "dialogs | files game engines panels                                       | core engine training"
    "editor  | game board                                                      | core"
    "files   | game engines                                                    | core engine"
    "game    | engines panels board                                            | core engine review"
    "engines | base                                                            | core engine"
    "panels  | board                                                           | core"
    "board   | base                                                            | core"
    "base    |                                                                 | core")
# The folders of the view library (rochade_gui_view): their rows name only each other, and
# core.
set(view_library base board panels)
list(JOIN view_library ", " view_library_text)

if(NOT GUI_DIR OR NOT IS_DIRECTORY "${GUI_DIR}")
    message(FATAL_ERROR "GUI_DIR must name src/gui (is '${GUI_DIR}')")
endif()

# 1. Read the table.
set(folders "")
set(table_problems "")
foreach(row IN LISTS gui_arrows)
    if(NOT row MATCHES "^([a-z_]+) *\\|([a-z_ ]*)\\|([a-z_ ]*)$")
        message(FATAL_ERROR "malformed row in the table: '${row}'")
    endif()
    set(folder "${CMAKE_MATCH_1}")
    set(gui_column "${CMAKE_MATCH_2}")
    set(lib_column "${CMAKE_MATCH_3}")
    string(REGEX MATCHALL "[a-z_]+" gui_to_${folder} "${gui_column}")
    string(REGEX MATCHALL "[a-z_]+" lib_to_${folder} "${lib_column}")
    if(folder IN_LIST folders)
        string(APPEND table_problems "  two rows for ${folder}\n")
    endif()
    list(APPEND folders ${folder})
    foreach(lib IN LISTS lib_to_${folder})
        if(NOT lib MATCHES "^(core|engine|cli|library|puzzles|training|review)$")
            string(APPEND table_problems "  ${folder}: no library rochade/${lib}\n")
        endif()
    endforeach()
endforeach()
foreach(folder IN LISTS folders)
    foreach(to IN LISTS gui_to_${folder})
        if(NOT to IN_LIST folders)
            string(APPEND table_problems "  ${folder} -> ${to}: ${to} has no row\n")
        elseif(to STREQUAL folder)
            string(APPEND table_problems "  ${folder} -> ${folder}: its own files need no arrow\n")
        endif()
    endforeach()
endforeach()
foreach(folder IN LISTS view_library)
    foreach(to IN LISTS gui_to_${folder})
        if(NOT to IN_LIST view_library)
            string(APPEND table_problems "  ${folder} -> ${to}: the view library "
                "(${view_library_text}) includes only itself\n")
        endif()
    endforeach()
    if(NOT "${lib_to_${folder}}" STREQUAL "core")
        list(JOIN lib_to_${folder} " " libs)
        string(APPEND table_problems "  ${folder}: the view library includes rochade/core "
            "alone, not '${libs}'\n")
    endif()
endforeach()

# 2. The table is acyclic: take away, again and again, the folders that point to no folder
# still there and those no folder still there points to; what is left lies on a cycle.
set(remaining ${folders})
set(removed_one TRUE)
while(removed_one)
    set(removed_one FALSE)
    foreach(folder IN LISTS remaining)
        set(points_to_remaining FALSE)
        set(pointed_at FALSE)
        foreach(other IN LISTS remaining)
            if(other IN_LIST gui_to_${folder})
                set(points_to_remaining TRUE)
            endif()
            if(folder IN_LIST gui_to_${other})
                set(pointed_at TRUE)
            endif()
        endforeach()
        if(NOT points_to_remaining OR NOT pointed_at)
            list(REMOVE_ITEM remaining ${folder})
            set(removed_one TRUE)
        endif()
    endforeach()
endwhile()
if(remaining)
    set(cycle_arrows "")
    foreach(folder IN LISTS remaining)
        foreach(to IN LISTS gui_to_${folder})
            if(to IN_LIST remaining)
                string(APPEND cycle_arrows "  ${folder} -> ${to}\n")
            endif()
        endforeach()
    endforeach()
    list(JOIN remaining ", " cycle_folders)
    string(APPEND table_problems
        "  a cycle: the arrows between ${cycle_folders} go round in a circle:\n${cycle_arrows}")
endif()
if(table_problems)
    message(FATAL_ERROR "the table of GUI arrows in ${CMAKE_CURRENT_LIST_FILE} is wrong:\n"
        "${table_problems}")
endif()

# 3. Every folder under src/gui has a row.
file(GLOB entries LIST_DIRECTORIES true RELATIVE "${GUI_DIR}" "${GUI_DIR}/*")
foreach(entry IN LISTS entries)
    if(IS_DIRECTORY "${GUI_DIR}/${entry}" AND NOT entry IN_LIST folders)
        message(FATAL_ERROR "${GUI_DIR}/${entry} is a GUI folder without a row in the table of "
            "${CMAKE_CURRENT_LIST_FILE}: add one (and to docs/architecture.md)")
    endif()
endforeach()

# 4. Every include of every file, against its folder's row.
file(GLOB_RECURSE gui_files RELATIVE "${GUI_DIR}" "${GUI_DIR}/*.h" "${GUI_DIR}/*.cpp")
list(LENGTH gui_files file_count)
if(file_count LESS 100)
    message(FATAL_ERROR "only ${file_count} files found under ${GUI_DIR}")
endif()
set(problems "")
set(used_arrows "")
foreach(file IN LISTS gui_files)
    if(NOT file MATCHES "^([^/]+)/")
        string(APPEND problems "${GUI_DIR}/${file}: a GUI file outside the group folders\n")
        continue()
    endif()
    set(from "${CMAKE_MATCH_1}")
    file(STRINGS "${GUI_DIR}/${file}" include_lines REGEX "^[ \t]*#[ \t]*include")
    set(content "")
    foreach(line IN LISTS include_lines)
        if(NOT line MATCHES "^[ \t]*#[ \t]*include[ \t]*([\"<])([^\">]*)[\">]")
            continue()
        endif()
        set(quoted "${CMAKE_MATCH_1}")
        set(target "${CMAKE_MATCH_2}")
        set(arrow "")
        set(allowed TRUE)
        if(target MATCHES "^rochade/([^/]+)/")
            set(arrow "${from} -> rochade/${CMAKE_MATCH_1}")
            if(NOT CMAKE_MATCH_1 IN_LIST lib_to_${from})
                set(allowed FALSE)
            endif()
        elseif(target MATCHES "^([^/]+)/")
            set(to "${CMAKE_MATCH_1}")
            if(to IN_LIST folders)
                if(NOT to STREQUAL from)
                    set(arrow "${from} -> ${to}")
                    if(NOT to IN_LIST gui_to_${from})
                        set(allowed FALSE)
                    endif()
                endif()
            elseif(quoted STREQUAL "\"")
                set(arrow "${from} -> ${to}")
                set(allowed FALSE)
            endif()
        endif()
        if(arrow)
            list(APPEND used_arrows "${arrow}")
        endif()
        if(NOT allowed)
            # The line number: the newlines before the include's first occurrence.
            if(NOT content)
                file(READ "${GUI_DIR}/${file}" content)
            endif()
            string(FIND "${content}" "${line}" offset)
            string(SUBSTRING "${content}" 0 ${offset} before)
            string(REGEX MATCHALL "\n" newlines "${before}")
            list(LENGTH newlines line_number)
            math(EXPR line_number "${line_number} + 1")
            list(JOIN gui_to_${from} " " may_gui)
            list(JOIN lib_to_${from} " " may_lib)
            if(NOT may_gui)
                set(may_gui "no GUI folder")
            endif()
            string(APPEND problems "${GUI_DIR}/${file}:${line_number}: ${line}\n"
                "    forbidden arrow ${arrow}: ${from}/ may include from ${may_gui} "
                "and rochade/ ${may_lib}\n")
        endif()
    endforeach()
endforeach()

if(PRINT_GRAPH)
    list(SORT used_arrows)
    set(counted "")
    foreach(arrow IN LISTS used_arrows)
        if(NOT arrow IN_LIST counted)
            list(APPEND counted "${arrow}")
            set(same ${used_arrows})
            list(FILTER same INCLUDE REGEX "^${arrow}$")
            list(LENGTH same n)
            message(STATUS "${arrow} (${n})")
        endif()
    endforeach()
endif()
if(problems)
    message(FATAL_ERROR "includes outside the table of GUI arrows "
        "(${CMAKE_CURRENT_LIST_FILE}; docs/architecture.md, \"The GUI's house\"):\n${problems}")
endif()
list(LENGTH folders folder_count)
message(STATUS "${file_count} files in ${folder_count} GUI folders follow the table of arrows")
