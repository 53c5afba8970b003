// SPDX-License-Identifier: GPL-3.0-or-later
// Measures what a user feels of the GUI: the time from start to the first painted board, the
// longest and median event-loop stalls while the computer (Hard) thinks with the evaluation
// bar and hints searching beside it, the time from Quit to a closed window with its threads
// joined (median of several windows, engine idle and engine thinking), the sliding moves
// (frames per second, the longest event-loop stall while they slide, the cost of one frame),
// and the peak resident memory. A program, not a test: the figures depend on the machine.
// Usage: rochade_gui_bench [moves] (default 4); rochade_gui_bench --motion [slides] measures
// only the sliding moves (default 40); rochade_gui_bench --review times Game ▸ Review Game of
// a 40-move game at the default depth and the longest event-loop stall while it runs;
// rochade_gui_bench --open FILE opens a PGN file in the window and prints the chooser's first
// rows, the list's time and the resident memory (gui_open_file.h), and --make-pgn OUT GAMES
// writes such a file from pychess's puzzles; --background-review FILE [DEPTH] reviews the
// games of FILE in the background (gui_background_review.h); --own-games FILE takes the games
// of FILE as the player's with Learn ▸ These Are My Games… (gui_own_games.h).
#include "gui_background_review.h"
#include "gui_open_file.h"
#include "gui_own_games.h"
#include "thread_cpu_clock.h"

#include "app/main_window.h"
#include "app/review_actions.h"
#include "board/board_motion.h"
#include "board/board_widget.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "insight/game_review.h"
#include "rochade/core/move_generator.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QPainter>
#include <QPixmap>
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
/// The games played here are not to be saved: closing asks about unsaved changes, and the
/// question would wait for an answer no one gives.
void discardUnsaved(MainWindow& window) {
    FilePrompts discard;
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    window.setFilePrompts(discard);
}

qint64 quitMs(bool thinking, int settleMs) {
    auto* window = new MainWindow;
    discardUnsaved(*window);
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
    times.reserve(static_cast<std::size_t>(runs));
    for (int i = 0; i < runs; ++i)
        times.push_back(quitMs(thinking, 400));
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

/// Counts the board's paints while a move slides.
class SlideFrames : public QObject {
public:
    explicit SlideFrames(const BoardWidget& board)
        : m_board(board) { }
    int frames = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Paint && m_board.isAnimating()) ++frames;
        return QObject::eventFilter(watched, event);
    }

private:
    const BoardWidget& m_board;
};

/// Plays `slides` moves of a hot-seat game at the Normal speed in a shown window, each one
/// sliding to its end before the next, and prints the frames per second, the event-loop
/// gaps while they slide (a 1 ms ticker, as above) and the time one whole board frame takes
/// to paint in the middle of a slide (rendered into a pixmap, 200 times).
void measureSlides(int slides) {
    MainWindow window;
    discardUnsaved(window);
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    window.startGame(setup);
    window.resize(1180, 860);
    window.show();
    // Nothing else searches meanwhile: the figures are the slides' own.
    if (auto* bar = window.findChild<QAction*>(QStringLiteral("evaluationBarAction")))
        if (bar->isChecked()) bar->trigger();
    BoardWidget* board = window.board();
    board->setMotionDuration(motionDurationMs(MotionSpeed::Normal));
    SlideFrames counter(*board);
    board->installEventFilter(&counter);
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 300)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);

    std::vector<qint64> gaps;
    QElapsedTimer tick;
    QTimer ticker;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 gap = tick.restart();
        if (board->isAnimating()) gaps.push_back(gap);
    });
    GameController* c = window.controller();
    qint64 slidingMs = 0;
    int slid = 0;
    double frameMs = -1;
    tick.start();
    ticker.start(1);
    for (int i = 0; i < slides; ++i) {
        if (c->game().isOver()) c->newGame(setup);
        const MoveList moves = c->playableMoves();
        if (moves.empty()) break;
        c->playHumanMove(moves[static_cast<std::size_t>(i * 7) % moves.size()]);
        if (!board->isAnimating()) continue;
        QElapsedTimer slide;
        slide.start();
        tick.restart();
        if (frameMs < 0) {
            // The first slide is stopped midway to time whole frames, and not counted.
            while (board->isAnimating() && slide.elapsed() < 60)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
            QPixmap target(board->size());
            QElapsedTimer paint;
            paint.start();
            constexpr int kRenders = 200;
            for (int r = 0; r < kRenders; ++r)
                board->render(&target);
            frameMs = static_cast<double>(paint.nsecsElapsed()) / 1e6 / kRenders;
            board->finishMotion();
            counter.frames = 0;
            gaps.clear();
            continue;
        }
        while (board->isAnimating())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        slidingMs += slide.elapsed();
        ++slid;
    }
    ticker.stop();
    std::sort(gaps.begin(), gaps.end());
    const qint64 worst = gaps.empty() ? 0 : gaps.back();
    const qint64 median = gaps.empty() ? 0 : gaps[gaps.size() / 2];
    std::printf("sliding moves (Normal, %d ms): %d slides in %lld ms, %d frames, %.1f frames "
                "per second\n",
        motionDurationMs(MotionSpeed::Normal), slid, static_cast<long long>(slidingMs),
        counter.frames, slidingMs > 0 ? counter.frames * 1000.0 / slidingMs : 0.0);
    std::printf("event-loop gaps while sliding: %zu ticks, median %lld ms, longest %lld ms\n",
        gaps.size(), static_cast<long long>(median), static_cast<long long>(worst));
    std::printf("one whole board frame mid-slide (%dx%d): %.3f ms\n", board->width(),
        board->height(), frameMs);
}

/// A 40-move game (Stockfish 15 against itself at skill level 8, depth 8), so the review
/// has real mistakes to find.
constexpr const char* kFortyMoves
    = "g1f3 c7c6 d2d4 d7d6 c2c4 g8f6 b1c3 b8d7 e2e4 g7g6 h2h3 f8g7 f1e2 e7e5 d4d5 e8g8 d1c2 "
      "f6e8 g2g4 c6d5 c4d5 a7a6 a2a4 b7b6 h3h4 e8f6 h1g1 h7h5 g4g5 f6e8 b2b3 a8b8 c1a3 d8c7 "
      "a1a2 b6b5 a4b5 c7b6 a3c1 a6b5 c1e3 b6d8 c3b5 d7b6 b5a7 c8b7 e1f1 b6c8 f1g2 c8e7 g1c1 "
      "b8a8 b3b4 d8d7 c2c4 f7f5 f3d2 g8h7 f2f3 b7c8 c1h1 f5e4 f3e4 e8c7 b4b5 e7d5 e4d5 c8b7 "
      "a7c6 a8a2 c4a2 c7b5 a2b3 b7c6 d5c6 d7c6 e2f3 f8f3 d2f3 c6d7";

/// Plays kFortyMoves in a hot-seat window, runs Game ▸ Review Game at the default depth and
/// prints its time, the longest event-loop gap while it runs (a 1 ms ticker) and the marks.
int measureReview() {
    MainWindow window;
    discardUnsaved(window);
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    window.startGame(setup);
    window.resize(1180, 860);
    window.show();
    if (auto* bar = window.findChild<QAction*>(QStringLiteral("evaluationBarAction")))
        if (bar->isChecked()) bar->trigger();
    GameController* c = window.controller();
    for (const QString& move : QString::fromLatin1(kFortyMoves).split(QLatin1Char(' '))) {
        if (!c->playMoveText(move)) {
            std::printf("move %s refused\n", qPrintable(move));
            return 1;
        }
    }
    // The window paints the game first: that is not the review's time.
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 500)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    GameReview* review = window.reviewActions()->review();
    bool ended = false;
    QObject::connect(review, &GameReview::finished, [&] { ended = true; });
    QObject::connect(review, &GameReview::cancelled, [&] { ended = true; });
    std::vector<qint64> gaps;
    QElapsedTimer tick;
    QTimer ticker;
    // The GUI thread's own time between two ticks: what it spent working, whatever the other
    // processes on a loaded machine take from it (the wall-clock gap counts those too).
    std::vector<double> busy;
    double lastCpuMs = gui::bench::threadCpuMs();
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        gaps.push_back(tick.restart());
        const double now = gui::bench::threadCpuMs();
        busy.push_back(now - lastCpuMs);
        lastCpuMs = now;
    });
    QElapsedTimer reviewing;
    reviewing.start();
    tick.start();
    ticker.start(1);
    window.reviewActions()->reviewAction()->trigger();
    while (!ended)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    const qint64 ms = reviewing.elapsed();
    ticker.stop();
    std::sort(gaps.begin(), gaps.end());
    int marks[7] = {};
    for (const ReviewedMove& m : review->moves())
        ++marks[review::nagOf(m.moveClass)];
    std::printf("review of %d plies (depth %d, at most %llu nodes a position): %lld ms\n",
        static_cast<int>(review->moves().size()), GameReview::kDefaultDepth,
        static_cast<unsigned long long>(GameReview::kDefaultNodes), static_cast<long long>(ms));
    std::printf("event-loop gaps while reviewing: %zu ticks, median %lld ms, longest %lld ms\n",
        gaps.size(), static_cast<long long>(gaps.empty() ? 0 : gaps[gaps.size() / 2]),
        static_cast<long long>(gaps.empty() ? 0 : gaps.back()));
    std::printf("GUI thread's own work between two ticks: longest %.1f ms\n",
        busy.empty() ? 0.0 : *std::max_element(busy.begin(), busy.end()));
    std::printf("marks: %d inaccuracies, %d mistakes, %d blunders; %s\n", marks[6], marks[2],
        marks[4], qPrintable(window.reviewActions()->accuracyText()));
    return 0;
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
    if (argc > 1 && QByteArray(argv[1]) == "--motion") {
        measureSlides(argc > 2 ? std::max(2, std::atoi(argv[2])) : 40);
        return 0;
    }
    if (argc > 1 && QByteArray(argv[1]) == "--review") return measureReview();
    if (argc > 2 && QByteArray(argv[1]) == "--background-review")
        return bench::measureBackgroundReview(
            QString::fromLocal8Bit(argv[2]), argc > 3 ? std::atoi(argv[3]) : 0);
    if (argc > 2 && QByteArray(argv[1]) == "--own-games")
        return bench::measureOwnGames(QString::fromLocal8Bit(argv[2]));
    if (argc > 2 && QByteArray(argv[1]) == "--open")
        return bench::measureOpenFile(QString::fromLocal8Bit(argv[2]));
    if (argc > 3 && QByteArray(argv[1]) == "--make-pgn")
        return bench::makeBigPgn(QString::fromLocal8Bit(argv[2]), std::atoi(argv[3]));
    const int computerMoves = argc > 1 ? std::max(1, std::atoi(argv[1])) : 4;

    MainWindow window;
    discardUnsaved(window);
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
    measureSlides(40);
    std::printf("peak resident memory: %ld KiB\n", peakResidentKiB());
    return 0;
}
