// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A skipped test is a test that did not run: in the full test run (ROCHADE_FAIL_ON_SKIP=1,
// set by scripts/test.sh) every skip fails its process, however many tests that process
// runs. ctest's own "(Skipped)" only sees skips of tests it runs one a process; a binary run
// whole, or a test that runs several, would otherwise pass with a skip inside.
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

namespace rochade::test {

/// Collects the skipped tests of this process, and turns their number into its exit status.
class FailOnSkip : public ::testing::EmptyTestEventListener {
public:
    static bool enabled() {
        const char* value = std::getenv("ROCHADE_FAIL_ON_SKIP");
        return value && std::string(value) == "1";
    }

    void OnTestEnd(const ::testing::TestInfo& info) override {
        if (info.result() && info.result()->Skipped())
            m_skipped.push_back(std::string(info.test_suite_name()) + "." + info.name());
    }

    /// RUN_ALL_TESTS()'s status, made a failure when a test was skipped.
    int exitStatus(int status) const {
        if (m_skipped.empty()) return status;
        for (const std::string& name : m_skipped)
            std::cerr << "error: skipped (ROCHADE_FAIL_ON_SKIP=1): " << name << '\n';
        return status == 0 ? 1 : status;
    }

private:
    std::vector<std::string> m_skipped;
};

/// Appends a FailOnSkip to GoogleTest's listeners when the run asks for it (the listeners
/// own it); nullptr otherwise.
inline FailOnSkip* installFailOnSkip() {
    if (!FailOnSkip::enabled()) return nullptr;
    auto* listener = new FailOnSkip;
    ::testing::UnitTest::GetInstance()->listeners().Append(listener);
    return listener;
}

} // namespace rochade::test
