// SPDX-License-Identifier: GPL-3.0-or-later
// Not a test of Rochade: the proof that a skipped test fails the full run. ctest runs this
// binary whole (both tests in one process) with ROCHADE_FAIL_ON_SKIP=1 and expects it to fail.
#include <gtest/gtest.h>

TEST(SkipCanary, Passes) {
    EXPECT_EQ(1 + 1, 2);
}

TEST(SkipCanary, IsSkipped) {
    GTEST_SKIP() << "skipped on purpose: the run must fail because of it";
}
