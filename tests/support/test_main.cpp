// SPDX-License-Identifier: GPL-3.0-or-later
// main() of every test binary without a window (the GUI's is tests/gui/gui_test_main.cpp).
#include "binary_directory.h"
#include "fail_on_skip.h"

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
    if (!rochade::test::enterBinaryDirectory()) return 1;
    ::testing::InitGoogleTest(&argc, argv);
    const rochade::test::FailOnSkip* skips = rochade::test::installFailOnSkip();
    const int status = RUN_ALL_TESTS();
    return skips ? skips->exitStatus(status) : status;
}
