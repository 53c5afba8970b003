// SPDX-License-Identifier: GPL-3.0-or-later
// A fourth kind of player is one class and one line of wiring: a scripted player plays the
// computer's side through the ChessPlayer interface, and its stale answers are dropped.
#include "engines/chess_player.h"
#include "game/game_controller.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using rochade::gui::ChessPlayer;
using rochade::gui::ColorChoice;
using rochade::gui::ComputerSide;
using rochade::gui::GameController;
using rochade::gui::GameSetup;
using rochade::gui::MoveRequest;
using rochade::gui::PlayMode;
using namespace rochade::gui::test;

namespace {

/// Plays the given moves (UCI text) in turn, each from the event loop as a real player
/// answers; with `holdAnswers`, only when answerHeld() is called.
class ScriptedPlayer : public ChessPlayer {
public:
    explicit ScriptedPlayer(std::vector<std::string> moves, bool holdAnswers = false)
        : m_moves(std::move(moves))
        , m_holdAnswers(holdAnswers) { }

    bool plays(const ComputerSide&) const override { return true; }
    void startThinking(const MoveRequest& request) override {
        requests.push_back(request);
        if (!m_holdAnswers) QTimer::singleShot(0, this, [this] { answerHeld(); });
    }
    void stop(quint64) override { }
    void cancelThrough(quint64 requestId) override { cancelledThrough = requestId; }
    QString name() const override { return QStringLiteral("Script"); }

    /// Answers the latest request with the next scripted move.
    void answerHeld() {
        const MoveRequest& request = requests.back();
        engine::SearchResult result;
        const Result<Move> move = parseSan(request.position, m_moves.at(m_next++));
        if (move.ok()) result.bestMove = move.value();
        emit moveChosen(request.id, result);
    }

    std::vector<MoveRequest> requests;
    quint64 cancelledThrough = 0;

private:
    std::vector<std::string> m_moves;
    std::size_t m_next = 0;
    bool m_holdAnswers;
};

GameSetup againstTheComputer() {
    return vsComputer(ColorChoice::White, engine::Level::Full); // no minimum reply time
}

} // namespace

TEST(ScriptedPlayer, PlaysTheComputersSideWithOneLineOfWiring) {
    GameController c;
    auto* script = new ScriptedPlayer({ "e7e5", "b8c6" });
    c.computer()->addPlayer(script); // the one line of wiring
    c.newGame(againstTheComputer());
    ASSERT_EQ(c.computer()->player(), script);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("Nf3")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 4, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves(), (std::vector<std::string> { "e4", "e5", "Nf3", "Nc6" }));
    // Each request described the game as it stood: the position after the human's move,
    // reached from the start by the moves so far.
    ASSERT_EQ(script->requests.size(), 2U);
    EXPECT_EQ(toFen(script->requests[1].position),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2");
    EXPECT_EQ(script->requests[1].moves.size(), 3U);
    EXPECT_EQ(script->requests[1].history.size(), 3);
    EXPECT_NE(script->requests[0].id, script->requests[1].id);
    EXPECT_TRUE(c.canHumanMove());
}

TEST(ScriptedPlayer, AnAnswerToAnUndoneRequestIsNotPlayed) {
    GameController c;
    auto* script = new ScriptedPlayer({ "e7e5", "c7c5" }, true);
    c.computer()->addPlayer(script);
    c.newGame(againstTheComputer());
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(c.isThinking());
    ASSERT_TRUE(c.undo());
    EXPECT_EQ(script->cancelledThrough, script->requests.back().id);
    script->answerHeld(); // too late: the controller no longer waits for it
    QTest::qWait(50);
    EXPECT_EQ(c.game().ply(), 0);
    EXPECT_TRUE(c.canHumanMove());
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    script->answerHeld();
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    EXPECT_EQ(c.game().sanMoves().back(), "c5");
}

TEST(ScriptedPlayer, TheBuiltInEngineStillPlaysWhenTheScriptDoesNot) {
    // A player added later wins only for the setups it plays.
    class ExternalOnly : public ScriptedPlayer {
    public:
        ExternalOnly()
            : ScriptedPlayer({}) { }
        bool plays(const ComputerSide& side) const override {
            return side.opponent == gui::Opponent::External;
        }
    };
    GameController c;
    auto* script = new ExternalOnly();
    c.computer()->addPlayer(script);
    c.newGame(againstTheComputer());
    EXPECT_NE(c.computer()->player(), script);
    engine::SearchLimits quick;
    quick.depth = 1;
    c.computer()->setExtraSearchLimits(quick);
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    QTRY_COMPARE_WITH_TIMEOUT(c.game().ply(), 2, kTimeoutMs);
    EXPECT_TRUE(script->requests.empty());
}
