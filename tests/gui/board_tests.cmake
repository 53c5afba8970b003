# SPDX-License-Identifier: GPL-3.0-or-later
# The board widget's tests: included by tests/gui/CMakeLists.txt, built like every GUI test
# (the shared main() in gui_test_main.cpp, the fixtures in gui_fixture.h).
rochade_add_gui_test(rochade_board_tests
    SOURCES board_widget_test.cpp board_keyboard_test.cpp board_looks_test.cpp
        move_explainer_test.cpp board_square_names_test.cpp board_keys_test.cpp
        board_selection_test.cpp board_motion_test.cpp
        board_focus_test.cpp)
