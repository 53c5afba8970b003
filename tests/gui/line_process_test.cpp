// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of LineProcess with real child programs (sh): lines as written, in order, with either
// line end; an endless line refused; a program that ignores its input stopped in time.
#include "engines/line_process.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

using rochade::gui::LineProcess;

namespace {

constexpr int kLineTimeoutMs = 10000;
const QString kShell = QStringLiteral("/bin/sh");

} // namespace

TEST(LineProcess, SplitsOutputIntoLinesWithEitherLineEndAndReportsTheExit) {
    LineProcess process;
    QSignalSpy lines(&process, &LineProcess::lineReceived);
    QSignalSpy finished(&process, &LineProcess::finished);
    // Reads one line, then answers in pieces: CRLF, LF, a line split across two writes.
    process.start(kShell,
        { QStringLiteral("-c"),
            QStringLiteral("read x; printf 'one\\r\\ntwo\\nthr'; sleep 0.1; printf \"ee $x\\n\"; "
                           "exit 3") });
    process.send(QStringLiteral("hello"));
    ASSERT_TRUE(finished.wait(kLineTimeoutMs));
    ASSERT_EQ(lines.size(), 3);
    EXPECT_EQ(lines[0][0].toString(), QStringLiteral("one"));
    EXPECT_EQ(lines[1][0].toString(), QStringLiteral("two"));
    EXPECT_EQ(lines[2][0].toString(), QStringLiteral("three hello"));
    EXPECT_EQ(finished[0][0].toInt(), 3);
}

TEST(LineProcess, RefusesALineWithoutEnd) {
    LineProcess process;
    QSignalSpy tooLong(&process, &LineProcess::lineTooLong);
    QSignalSpy lines(&process, &LineProcess::lineReceived);
    process.start(
        kShell, { QStringLiteral("-c"), QStringLiteral("while :; do printf xxxxxxxx; done") });
    ASSERT_TRUE(tooLong.wait(kLineTimeoutMs));
    EXPECT_EQ(lines.size(), 0);
    process.stop(QString(), 100);
    EXPECT_FALSE(process.isStarted());
}

TEST(LineProcess, StopsAProgramThatIgnoresItsInputWithinTheGraceAndEmitsNothingAfter) {
    LineProcess process;
    QSignalSpy started(&process, &LineProcess::started);
    QSignalSpy finished(&process, &LineProcess::finished);
    process.start(kShell, { QStringLiteral("-c"), QStringLiteral("exec sleep 30") });
    ASSERT_TRUE(started.wait(kLineTimeoutMs));
    EXPECT_GT(process.lastProcessId(), 0);
    QElapsedTimer timer;
    timer.start();
    process.stop(QStringLiteral("quit"), 100);
    EXPECT_LT(timer.elapsed(), 2000);
    QTest::qWait(200);
    EXPECT_EQ(finished.size(), 0);
}

TEST(LineProcess, ReportsAProgramThatCannotBeRun) {
    LineProcess process;
    QSignalSpy errors(&process, &LineProcess::errorOccurred);
    process.start(QStringLiteral("/nonexistent/engine"), {});
    ASSERT_TRUE(errors.size() > 0 || errors.wait(kLineTimeoutMs));
    EXPECT_EQ(errors[0][0].value<QProcess::ProcessError>(), QProcess::FailedToStart);
    EXPECT_FALSE(errors[0][1].toString().isEmpty());
}
