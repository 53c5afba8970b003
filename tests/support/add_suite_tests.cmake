# SPDX-License-Identifier: GPL-3.0-or-later
# Run by ctest before it runs anything (a TEST_INCLUDE_FILES script, see
# rochade_discover_test_suites in tests/CMakeLists.txt): asks a GoogleTest binary for its
# tests and adds one ctest test for each of its suites, `binary --gtest_filter=Suite.*`.
# Expects: suite_binary, suite_labels, suite_timeout, suite_cost, suite_directory, suite_target.
if(NOT EXISTS "${suite_binary}")
    # Not built (a preset builds only some targets): a test that says so and fails.
    add_test("${suite_target}_NOT_BUILT" "${suite_target}_NOT_BUILT")
    return()
endif()
execute_process(COMMAND "${suite_binary}" --gtest_list_tests
    WORKING_DIRECTORY "${suite_directory}"
    OUTPUT_VARIABLE listing ERROR_VARIABLE errors RESULT_VARIABLE status TIMEOUT 60)
if(NOT status EQUAL 0)
    message(FATAL_ERROR "${suite_binary} --gtest_list_tests failed (${status}):\n${errors}")
endif()
string(REPLACE "\n" ";" lines "${listing}")
foreach(line IN LISTS lines)
    # A suite's line starts in the first column ("Suite." or "Prefix/Suite.  # TypeParam"),
    # its tests' lines are indented.
    if(line MATCHES "^([^ #]+)\\.")
        set(suite "${CMAKE_MATCH_1}")
        add_test("${suite}" "${suite_binary}" "--gtest_filter=${suite}.*")
        set_tests_properties("${suite}" PROPERTIES LABELS "${suite_labels}"
            TIMEOUT "${suite_timeout}" COST "${suite_cost}" WORKING_DIRECTORY "${suite_directory}")
    endif()
endforeach()
