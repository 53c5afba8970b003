// SPDX-License-Identifier: GPL-3.0-or-later
// External UCI and xboard engines as match players.
#include "rochade/cli/engine_players.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <chrono>
#include <cstdio>

namespace rochade::cli {

namespace {
using Clock = std::chrono::steady_clock;
} // namespace

UciPlayer::UciPlayer(std::string path, std::vector<std::pair<std::string, std::string>> options)
    : m_path(std::move(path))
    , m_options(std::move(options)) {
}

std::string UciPlayer::name() const {
    return m_engine ? m_engine->name() : m_path;
}

Result<bool> UciPlayer::startGame(int, const Opening&, const Game&) {
    m_engine.reset(); // a fresh process per game: a crash costs one game only
    auto started = UciEngine::start(m_path, m_options);
    if (!started) return started.error();
    m_engine = std::move(started).value();
    if (!m_engine->newGame()) return Error { "engine '" + name() + "' did not start a game" };
    return true;
}

MoveChoice UciPlayer::chooseMove(const Game& game, const engine::SearchLimits& limits) {
    std::chrono::milliseconds timeout(60000);
    if (limits.timeLeftMs[0] >= 0) {
        const Color mover = game.position().sideToMove();
        timeout = std::chrono::milliseconds(limits.timeLeftMs[index(mover)] + 5000);
    } else if (limits.nodes == 0) {
        timeout = std::chrono::milliseconds(10 * limits.moveTimeMs + 5000);
    }
    // The whole game from its start, so the engine sees repetitions.
    auto answer = m_engine->think(game.startPosition(), game.moves(), limits, timeout);
    if (!answer) return MoveChoice::failed(answer.error().message);
    return { answer.value().move, answer.value().score, {} };
}

XboardPlayer::XboardPlayer(Options options)
    : m_options(std::move(options)) {
}

Result<bool> XboardPlayer::checkOpenings(const std::vector<Opening>& openings) {
    for (const Opening& opening : openings)
        if (opening.fen != kStartFen)
            return Error { "opening '" + opening.name
                + "' starts from a FEN; xboard engines get move lines from the start position" };
    return true;
}

std::string XboardPlayer::name() const {
    return m_engine ? m_engine->name() : m_options.path;
}

Result<bool> XboardPlayer::startGame(int, const Opening&, const Game& game) {
    m_engine.reset(); // a fresh process per game: a crash costs one game only
    auto started = XboardEngine::start(m_options.path);
    if (!started) return started.error();
    m_engine = std::move(started).value();
    m_engine->send("new");
    m_engine->send("easy"); // no pondering on the opponent's time
    m_engine->send("post"); // thinking output: its scores decide its draw claims
    m_engine->send("force");
    if (m_options.baseMs > 0) {
        const int seconds = m_options.baseMs / 1000;
        char increment[32];
        std::snprintf(increment, sizeof increment, "%g", m_options.incrementMs / 1000.0);
        m_engine->send("level 0 " + std::to_string(seconds / 60) + ':'
            + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60) + ' ' + increment);
    } else {
        m_engine->send("st " + std::to_string(m_options.stSeconds));
    }
    for (const std::string& move : toUciMoves(game.startPosition(), game.moves(), false))
        m_engine->send(move);
    return true;
}

std::string XboardPlayer::opponentMoved(const Game& game) {
    const Move last = game.currentNode().move;
    if (!m_engine->send(toUci(game.positionAt(game.ply() - 1), last, false)))
        return "engine crashed";
    return {};
}

MoveChoice XboardPlayer::chooseMove(const Game& game, const engine::SearchLimits& limits) {
    const Color mover = game.position().sideToMove();
    std::chrono::milliseconds timeout(10 * m_options.moveTimeMs + 5000);
    if (limits.timeLeftMs[0] >= 0) {
        m_engine->send("time " + std::to_string(limits.timeLeftMs[index(mover)] / 10));
        m_engine->send("otim " + std::to_string(limits.timeLeftMs[index(~mover)] / 10));
        timeout = std::chrono::milliseconds(limits.timeLeftMs[index(mover)] + 5000);
    }
    if (!m_engine->send("go")) return MoveChoice::failed("engine crashed");
    const auto deadline = Clock::now() + timeout;
    std::optional<int> score;
    for (;;) {
        const auto left
            = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0) return MoveChoice::failed("engine did not move in time");
        auto line = m_engine->readLine(left);
        if (!line) return MoveChoice::failed("engine did not move in time or crashed");
        if (*line == "resign" || line->starts_with("tellics resign"))
            return MoveChoice::failed("engine resigned");
        if (line->starts_with("Illegal move")) {
            MoveChoice voided = MoveChoice::failed("engine rejected a move: " + *line);
            voided.voidsGame = true;
            return voided;
        }
        if (const auto thought = xboardThinkingScore(*line)) score = *thought;
        const auto moveText = xboardMoveText(*line);
        if (!moveText) continue; // thinking output, claims, comments: our rules judge the game
        m_engine->send("force");
        const std::string text(*moveText);
        // Coordinate notation is the rule, but some engines (Phalanx) castle as "O-O".
        auto move = parseUciMove(game.position(), text);
        if (!move) move = parseSan(game.position(), text);
        if (!move) return MoveChoice::failed("engine played an illegal move '" + text + "'");
        return { move.value(), score, {} };
    }
}

void XboardPlayer::finishGame(GameResult result, const std::string& reason) {
    if (m_engine) m_engine->send("result " + resultString(result) + " {" + reason + "}");
}

} // namespace rochade::cli
