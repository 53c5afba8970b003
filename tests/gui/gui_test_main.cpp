// SPDX-License-Identifier: GPL-3.0-or-later
// main() of every GUI test binary: offscreen platform, one QApplication, settings of the
// process's own that each test starts without, then GoogleTest. The set-up the tests share
// beyond this lives in gui_fixture.h.
#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

#include "binary_directory.h"
#include "fail_on_skip.h"

namespace {

/// Every test starts from empty settings, as it does under ctest (one process a test), also
/// when a binary runs all its tests in one process; but with "Fast replies" on, so that a
/// window's computer does not pause like a player (up to seconds a move) in the many tests
/// that play against it. The tests of the pace and of the preference's default remove it.
void startSettings() {
    QSettings().clear();
    QSettings().setValue(QStringLiteral("game/fastReplies"), true);
}

class SettingsCleaner : public ::testing::EmptyTestEventListener {
    void OnTestStart(const ::testing::TestInfo&) override { startSettings(); }
};

} // namespace

int main(int argc, char* argv[]) {
    if (!rochade::test::enterBinaryDirectory()) return 1;
    // Before the QApplication: test discovery and CI run without a display. The end-to-end
    // test asks for the real (X11) platform instead and is run under xvfb-run.
    if (!qEnvironmentVariableIsSet("ROCHADE_TEST_REAL_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Settings go to a throw-away location, never the user's own.
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RochadeTests"));
    // One settings file per process: ctest runs test processes in parallel, and one clearing
    // the settings another is reading back makes both flaky.
    QApplication::setApplicationName(
        QStringLiteral("RochadeTests-%1").arg(QCoreApplication::applicationPid()));
    startSettings();
    ::testing::InitGoogleTest(&argc, argv);
    ::testing::UnitTest::GetInstance()->listeners().Append(new SettingsCleaner);
    const rochade::test::FailOnSkip* skips = rochade::test::installFailOnSkip();
    const int status = RUN_ALL_TESTS();
    QFile::remove(QSettings().fileName());
    return skips ? skips->exitStatus(status) : status;
}
