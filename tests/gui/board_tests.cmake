# SPDX-License-Identifier: GPL-3.0-or-later
# The board widget's tests: included by tests/gui/CMakeLists.txt. A custom main() sets the
# offscreen platform before the QApplication, so no display is needed.
add_executable(rochade_board_tests
    ${CMAKE_CURRENT_LIST_DIR}/board_widget_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/board_keyboard_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/board_looks_test.cpp
    ${CMAKE_CURRENT_LIST_DIR}/move_explainer_test.cpp
)
target_link_libraries(rochade_board_tests PRIVATE rochade_gui Qt6::Test GTest::gtest
    rochade_warnings)
gtest_discover_tests(rochade_board_tests DISCOVERY_TIMEOUT 60
    PROPERTIES LABELS "gui" ENVIRONMENT QT_QPA_PLATFORM=offscreen)
