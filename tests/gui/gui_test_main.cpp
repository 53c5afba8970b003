// SPDX-License-Identifier: GPL-3.0-or-later
// main() of the GUI test binaries: offscreen platform, a QApplication, then GoogleTest.
#include <QApplication>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>

#include <gtest/gtest.h>

int main(int argc, char* argv[]) {
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
    QSettings().clear();
    ::testing::InitGoogleTest(&argc, argv);
    const int status = RUN_ALL_TESTS();
    QFile::remove(QSettings().fileName());
    return status;
}
