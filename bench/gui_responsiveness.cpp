// SPDX-License-Identifier: GPL-3.0-or-later
// Measures what a user feels of the GUI: the time from start to the first painted board, the
// longest and median event-loop stalls while the computer (Hard) thinks with the evaluation
// bar and hints searching beside it, the time from Quit to a closed window with its threads
// joined (median of several windows, engine idle and engine thinking), and the peak resident
// memory. A program, not a test: the figures depend on the machine.
// Usage: rochade_gui_bench [moves] (default 4).
#include "app/main_window.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "rochade/core/move_generator.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace rochade;
using namespace rochade::gui;

namespace {

/// Notes the time of the first paint of the watched widget.
class FirstPaint : public QObject {
public:
    explicit FirstPaint(const QElapsedTimer& clock)
        : m_clock(clock) { }
    qint64 ms = -1;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && ms < 0) ms = m_clock.elapsed();
        return QObject::eventFilter(watched, event);
    }

private:
    const QElapsedTimer& m_clock;
};

/// Opens a window (a game against the computer at Hard), lets it settle for `settleMs`, and
/// times Quit: the close event (settings written, searches stopped, threads joined) and the
/// window's destruction. `thinking`: the human moves first, so the computer is searching.
qint64 quitMs(bool thinking, int settleMs) {
    auto* window = new MainWindow;
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.level = engine::Level::Hard;
    window->startGame(setup);
    window->resize(1180, 860);
    window->show();
    if (thinking) {
        const MoveList moves = window->controller()->playableMoves();
        window->controller()->playHumanMove(moves[0]);
    }
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < settleMs)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    QElapsedTimer quit;
    quit.start();
    window->close();
    delete window;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    return quit.elapsed();
}

qint64 medianQuitMs(bool thinking, int runs) {
    std::vector<qint64> times;
    for (int i = 0; i < runs; ++i)
        times.push_back(quitMs(thinking, 400));
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

long peakResidentKiB() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:")) return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

} // namespace

int main(int argc, char* argv[]) {
    QElapsedTimer sinceStart;
    sinceStart.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Rochade"));
    QApplication::setApplicationName(QStringLiteral("RochadeBench")); // settings of its own
    const int computerMoves = argc > 1 ? std::max(1, std::atoi(argv[1])) : 4;

    MainWindow window;
    FirstPaint firstPaint(sinceStart);
    window.board()->installEventFilter(&firstPaint);
    GameSetup setup;
    setup.mode = PlayMode::VsComputer;
    setup.level = engine::Level::Hard;
    window.startGame(setup);
    window.resize(1180, 860);
    window.show();
    if (auto* bar = window.findChild<QAction*>(QStringLiteral("evaluationBarAction")))
        if (!bar->isChecked()) bar->trigger();
    QAction* hint = window.findChild<QAction*>(QStringLiteral("hintAction"));

    // The ticker: every gap between two 1 ms ticks beyond 1 ms is time the loop was busy.
    std::vector<qint64> gaps;
    QElapsedTimer tick;
    tick.start();
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] { gaps.push_back(tick.restart()); });
    ticker.start(1);

    GameController* c = window.controller();
    int replies = 0;
    QObject::connect(c, &GameController::moveMade, [&] {
        if (c->isVsComputer() && c->game().position().sideToMove() == c->humanColor()) ++replies;
    });
    // The human plays the first legal move of each position, after asking for a hint.
    QTimer human;
    QObject::connect(&human, &QTimer::timeout, [&] {
        if (replies >= computerMoves || c->game().isOver()) {
            app.quit();
            return;
        }
        if (!c->canHumanMove()) return;
        if (hint) hint->trigger();
        const MoveList moves = c->playableMoves();
        if (!moves.empty()) c->playHumanMove(moves[moves.size() / 2]);
    });
    human.start(300);
    QElapsedTimer played;
    played.start();
    app.exec();

    std::sort(gaps.begin(), gaps.end());
    const qint64 median = gaps.empty() ? 0 : gaps[gaps.size() / 2];
    const qint64 p99 = gaps.empty() ? 0 : gaps[gaps.size() * 99 / 100];
    const qint64 worst = gaps.empty() ? 0 : gaps.back();
    std::printf("first board paint after start: %lld ms\n", static_cast<long long>(firstPaint.ms));
    std::printf("computer replies (Hard, evaluation bar and hints on): %d in %lld ms\n", replies,
        static_cast<long long>(played.elapsed()));
    std::printf("event-loop gaps: %zu ticks, median %lld ms, 99th percentile %lld ms, longest "
                "%lld ms\n",
        gaps.size(), static_cast<long long>(median), static_cast<long long>(p99),
        static_cast<long long>(worst));
    constexpr int kQuitRuns = 7;
    const qint64 idleQuit = medianQuitMs(false, kQuitRuns);
    const qint64 thinkingQuit = medianQuitMs(true, kQuitRuns);
    std::printf("quit (close and destroy the window), median of %d: engine idle %lld ms, "
                "computer thinking %lld ms\n",
        kQuitRuns, static_cast<long long>(idleQuit), static_cast<long long>(thinkingQuit));
    std::printf("peak resident memory: %ld KiB\n", peakResidentKiB());
    return 0;
}
