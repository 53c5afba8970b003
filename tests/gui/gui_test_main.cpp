// SPDX-License-Identifier: GPL-3.0-or-later
// main() of the GUI test binaries: offscreen platform, a QApplication, then GoogleTest.
#include <QApplication>
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
    QApplication::setApplicationName(QStringLiteral("RochadeTests"));
    QSettings().clear();
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
