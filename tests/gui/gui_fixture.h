// SPDX-License-Identifier: GPL-3.0-or-later
// The set-up every GUI test shares, written once: squares and positions from text, clicks
// where a user clicks, the usual games (hot seat, against the computer, against an external
// engine), the real engines for a controller on its own, a shown window, a computer that
// thinks until told to stop, and the fake UCI engine. The QApplication, its platform and its
// throw-away settings come from gui_test_main.cpp, linked into every GUI test binary.
#pragma once

#include "app/computer_players.h"
#include "app/main_window.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "game/game_setup.h"
#include "rochade/core/fen.h"
#include "rochade/core/square.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSize>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <cerrno>
#include <initializer_list>
#include <memory>
#include <signal.h>
#include <string_view>

namespace rochade::gui::test {

/// How long a test waits for the computer or the window before it fails.
inline constexpr int kTimeoutMs = 20000;

// --- Squares and positions -------------------------------------------------------------

/// The square named like "e4"; the test's own text is trusted.
inline Square at(std::string_view name) {
    return parseSquare(name).value();
}

/// The position of `fen`; a test whose FEN does not parse fails, and gets the start position.
inline Position fromFen(std::string_view fen) {
    auto result = parseFen(fen);
    EXPECT_TRUE(result.ok()) << fen;
    return result.ok() ? result.value() : Position::startPosition();
}

// --- Input where a user's input goes ------------------------------------------------------

/// A left click in the middle of square `s`, as a user would do it.
inline void clickSquare(BoardWidget* board, Square s) {
    QTest::mouseClick(board, Qt::LeftButton, Qt::NoModifier, board->squareRect(s).center());
}

/// Click-click: the piece, then its target.
inline void clickMove(BoardWidget* board, std::string_view from, std::string_view to) {
    clickSquare(board, at(from));
    clickSquare(board, at(to));
}

/// A double-click at `pos` in `widget` as the window system delivers one: press, release,
/// press, release through the widget's window, which turns the second press into a
/// double-click event (QTest::mouseDClick on a widget would send the double-click alone).
inline void doubleClick(QWidget* widget, QPoint pos) {
    QWidget* top = widget->window();
    QTest::mouseDClick(
        top->windowHandle(), Qt::LeftButton, Qt::NoModifier, widget->mapTo(top, pos));
}

/// Plays `moves` (SAN or UCI, as typed into the move field) through the controller's rules.
inline void play(GameController& c, std::initializer_list<const char*> moves) {
    for (const char* m : moves)
        ASSERT_TRUE(c.playMoveText(QString::fromLatin1(m))) << m;
}

// --- Games ----------------------------------------------------------------------------------

/// Two people at one board; named players if `white` and `black` are given.
inline GameSetup hotSeat(const QString& white = {}, const QString& black = {}) {
    GameSetup s;
    s.mode = PlayMode::HotSeat;
    s.whiteName = white;
    s.blackName = black;
    return s;
}

/// Two people at one board, with clocks.
inline GameSetup timedHotSeat(TimeControl tc) {
    GameSetup s = hotSeat();
    s.timeControl = tc;
    return s;
}

/// The human plays `human` against the built-in engine at `level`.
inline GameSetup vsComputer(ColorChoice human, engine::Level level = engine::Level::Easy) {
    GameSetup s;
    s.mode = PlayMode::VsComputer;
    s.humanColor = human;
    s.level = level;
    return s;
}

/// White against the built-in engine at `level`.
inline GameSetup vsComputer(engine::Level level) {
    return vsComputer(ColorChoice::White, level);
}

/// The human plays `human` against the external UCI engine at `path`, at `level`.
inline GameSetup external(
    const QString& path, ColorChoice human, engine::Level level = engine::Level::Easy) {
    GameSetup s = vsComputer(human, level);
    s.opponent = Opponent::External;
    s.enginePath = path;
    s.engineName = QStringLiteral("Test engine");
    return s;
}

/// White against the external UCI engine at `path`, at `level`.
inline GameSetup external(const QString& path, engine::Level level) {
    return external(path, ColorChoice::White, level);
}

/// Searches to depth `d`: quick, and the same answer every time.
inline engine::SearchLimits depth(int d) {
    engine::SearchLimits limits;
    limits.depth = d;
    return limits;
}

/// A search that runs until it is stopped; a test acting on it never waits for its end.
inline engine::SearchLimits endless() {
    engine::SearchLimits limits;
    limits.infinite = true;
    return limits;
}

/// Hands `c` the players the window hands its own controller (Rochade's engine on its
/// thread, the external engine's player), for a test of a controller on its own whose point
/// is the real engine; a test that only needs the computer's side to move seats a
/// ManualPlayer (manual_player.h) instead.
inline void seatEngines(GameController& c) {
    handComputerPlayersTo(c);
}

/// A computer that thinks until told to stop, so tests can act while it thinks.
inline void thinkForever(GameController& c) {
    c.computer()->setExtraSearchLimits(endless());
}

// --- The window -----------------------------------------------------------------------------

/// A shown window; the board gets a real size so squareRect() maps clicks.
inline std::unique_ptr<MainWindow> openWindow(QSize size = QSize(1000, 700)) {
    auto w = std::make_unique<MainWindow>();
    w->resize(size);
    w->show();
    EXPECT_TRUE(QTest::qWaitForWindowExposed(w.get()));
    return w;
}

/// Walks the board's keyboard focus square to `target` with the arrow keys and presses Enter,
/// each key sent to the widget that has the focus, as a keyboard user would.
inline void keyToSquare(BoardWidget* board, Square target) {
    for (int guard = 0; guard < 16 && board->focusSquare() != target; ++guard) {
        const int right = fileOf(target) - fileOf(board->focusSquare());
        const int up = rankOf(target) - rankOf(board->focusSquare());
        const int sign = board->isFlipped() ? -1 : 1;
        Qt::Key key = Qt::Key_Down;
        if (right * sign > 0)
            key = Qt::Key_Right;
        else if (right != 0)
            key = Qt::Key_Left;
        else if (up * sign > 0)
            key = Qt::Key_Up;
        QTest::keyClick(QApplication::focusWidget(), key);
    }
    ASSERT_EQ(board->focusSquare(), target);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

/// The window's action named `objectName` (a menu entry); null if there is none.
inline QAction* action(MainWindow& w, const char* objectName) {
    return w.findChild<QAction*>(QString::fromLatin1(objectName));
}

// --- External engines -----------------------------------------------------------------------

/// A UCI engine that misbehaves on purpose (tests/data/fake_uci_engine.sh: its first
/// argument names how).
inline const QString kFake = QStringLiteral(ROCHADE_TEST_DATA_DIR "/fake_uci_engine.sh");
inline const QString kStockfish = QStringLiteral("/usr/games/stockfish");

inline bool haveStockfish() {
    return QFileInfo(kStockfish).isExecutable();
}

/// Stockfish's best move for `fen` in UCI (depth 12), asked in a session of its own; empty if
/// it did not answer.
inline QString stockfishBestMove(const QString& fen) {
    QProcess sf;
    sf.start(kStockfish, {});
    if (!sf.waitForStarted(5000)) return {};
    sf.write(QStringLiteral("uci\nisready\nposition fen %1\ngo depth 12\n").arg(fen).toUtf8());
    QString out;
    const QRegularExpression best(
        QStringLiteral("^bestmove (\\S+)"), QRegularExpression::MultilineOption);
    QString move;
    while (move.isEmpty() && sf.waitForReadyRead(10000)) {
        out += QString::fromUtf8(sf.readAll());
        const auto found = best.match(out);
        if (found.hasMatch()) move = found.captured(1);
    }
    sf.write("quit\n");
    sf.waitForFinished(5000);
    return move;
}

/// True once no process with `pid` exists any more (QProcess reaps its children).
inline bool processGone(qint64 pid) {
    return QTest::qWaitFor(
        [pid] { return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH; }, 3000);
}

/// The fake engine as programs of their own, since the settings store a program path, not
/// arguments: each make() writes a one-line script, kept as long as this object.
class FakeEngineScripts {
public:
    /// A script that runs the fake engine in `mode` with `moves`; `environment` (shell
    /// assignments such as "FAKE_UCI_LOG='/tmp/x' ") goes before the command.
    QString make(const QString& mode, const QString& moves = QStringLiteral("e2e4"),
        const QString& environment = {}) const {
        const QString path = filePath(mode + QStringLiteral(".sh"));
        QFile file(path);
        EXPECT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("#!/bin/sh\n%1exec '%2' %3 %4\n")
                       .arg(environment, kFake, mode, moves)
                       .toUtf8());
        file.close();
        file.setPermissions(file.permissions() | QFileDevice::ExeOwner);
        return path;
    }
    /// A file `name` in the scripts' folder, for what a script writes.
    QString filePath(const QString& name) const { return m_dir.filePath(name); }

private:
    QTemporaryDir m_dir;
};

} // namespace rochade::gui::test
