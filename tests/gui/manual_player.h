// SPDX-License-Identifier: GPL-3.0-or-later
// ManualPlayer: a ChessPlayer the test answers for with moves it chooses, for every test
// where the computer's side must move but the engine's choice of move is not the point. No
// search and no thread, so such a test runs in milliseconds and always plays the same game.
#pragma once

#include "engines/chess_player.h"
#include "engines/computer_side.h"
#include "game/game_controller.h"
#include "rochade/core/notation.h"

#include <QTimer>

#include <gtest/gtest.h>

#include <deque>
#include <initializer_list>
#include <string>
#include <vector>

namespace rochade::gui::test {

/// Answers a request only when told (answer()), or, given replies, each request with the
/// next of them from the event loop, as a real player's answer arrives. Records what it was
/// asked and told. Lives in the GUI thread.
class ManualPlayer : public ChessPlayer {
public:
    /// A player that answers only when told.
    ManualPlayer() = default;
    /// A player that answers each request with the next of `replies` (SAN or UCI, read in
    /// the request's position), as soon as the event loop runs; with none left it waits.
    explicit ManualPlayer(std::initializer_list<const char*> replies)
        : m_replies(replies.begin(), replies.end()) { }

    void beginGame(const ComputerSide& side) override {
        ++games;
        lastSide = side;
    }
    void release() override { ++releases; }
    void startThinking(const MoveRequest& request) override {
        asked.push_back(request);
        if (m_replies.empty()) return;
        const std::string reply = m_replies.front();
        m_replies.pop_front();
        QTimer::singleShot(0, this, [this, request, reply] { answerTo(request, reply); });
    }
    void stop(quint64 requestId) override { stopped = requestId; }
    void cancelThrough(quint64 requestId) override { cancelled = requestId; }
    void shutdown() override { shutDown = true; }
    QString name() const override { return QStringLiteral("Manual"); }

    /// Answers the latest request now with `move` (SAN or UCI), scored `score` (the
    /// player's view, in centipawns).
    void answer(const std::string& move, int score = 0) { answerTo(asked.back(), move, score); }
    /// Answers `request`, perhaps one the controller no longer waits for, with `move`.
    void answerTo(const MoveRequest& request, const std::string& move, int score = 0) {
        const Result<Move> parsed = parseSan(request.position, move);
        EXPECT_TRUE(parsed.ok()) << move;
        engine::SearchResult result;
        if (parsed.ok()) result.bestMove = parsed.value();
        result.score = score;
        emit moveChosen(request.id, result);
    }
    /// Answers request `requestId` with `move`, a move the test builds (no position needed).
    void answerId(quint64 requestId, Move move) {
        engine::SearchResult result;
        result.bestMove = move;
        emit moveChosen(requestId, result);
    }
    /// Reports a failure about `requestId` (0: about no request).
    void fail(quint64 requestId, const QString& reason) { emit failed(requestId, reason); }

    std::vector<MoveRequest> asked; ///< every request, oldest first
    quint64 stopped = 0; ///< the last request told to move now
    quint64 cancelled = 0; ///< the last request cancelled through
    int games = 0; ///< games begun
    int releases = 0; ///< times released for another player
    bool shutDown = false;
    ComputerSide lastSide; ///< as the last game began

private:
    std::deque<std::string> m_replies;
};

/// Seats `player` (handed to `c`, which owns it from then on) on the computer's side of
/// every game against `kind` from the next game on; returns it.
inline ManualPlayer* seatManualPlayer(
    GameController& c, ManualPlayer* player, Opponent kind = Opponent::BuiltIn) {
    c.computer()->addPlayer(kind, player);
    return player;
}

} // namespace rochade::gui::test
