// SPDX-License-Identifier: GPL-3.0-or-later
// Matches of one of our levels against an external xboard engine.
#include "rochade/cli/xboard_match.h"

#include "rochade/cli/xboard_engine.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <charconv>
#include <chrono>
#include <random>

namespace rochade::cli {

namespace {

struct GameOutcome {
    GameResult result = GameResult::Ongoing;
    std::string reason;
    bool adjudicated = false;
};

std::uint64_t elapsedMs(std::chrono::steady_clock::time_point since) {
    return static_cast<std::uint64_t>(std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::steady_clock::now() - since)
                                          .count());
}

GameResult lossFor(Color loser) {
    return loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
}

} // namespace

std::optional<int> xboardThinkingScore(std::string_view line) {
    const auto skipSpaces = [](std::string_view& text) {
        while (!text.empty() && (text.front() == ' ' || text.front() == '\t'))
            text.remove_prefix(1);
    };
    skipSpaces(line); // engines right-align the columns
    if (line.empty() || line.front() < '0' || line.front() > '9') return std::nullopt;
    const auto firstEnd = line.find_first_of(" \t");
    if (firstEnd == line.npos) return std::nullopt;
    line.remove_prefix(firstEnd);
    skipSpaces(line);
    int score = 0;
    const auto [end, ec] = std::from_chars(line.data(), line.data() + line.size(), score);
    if (ec != std::errc {} || (end != line.data() + line.size() && *end != ' ' && *end != '\t'))
        return std::nullopt;
    return score;
}

namespace {

/// Asks the engine for a move in the current position; it plays the side to move.
/// `lastScore` gets the score of its last thinking line, if it sent any.
Result<Move> engineMove(XboardEngine& engine, const Position& pos, int moveTimeMs, int& lastScore) {
    if (!engine.send("go")) return Error { "engine crashed" };
    const auto timeout = std::chrono::milliseconds(10 * moveTimeMs + 5000);
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    for (;;) {
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
            deadline - std::chrono::steady_clock::now());
        if (left.count() <= 0) return Error { "engine did not move in time" };
        auto line = engine.readLine(left);
        if (!line) return Error { "engine did not move in time or crashed" };
        if (*line == "resign" || line->starts_with("tellics resign"))
            return Error { "engine resigned" };
        if (line->starts_with("Illegal move")) return Error { "engine rejected a move: " + *line };
        if (const auto score = xboardThinkingScore(*line)) lastScore = *score;
        if (!line->starts_with("move "))
            continue; // thinking output, claims, comments: our rules judge the game
        engine.send("force");
        const std::string text = line->substr(5);
        auto move = parseUciMove(pos, text);
        if (!move) return Error { "engine played an illegal move '" + text + "'" };
        return move;
    }
}

MatchGame playOne(const XboardMatchOptions& options, const Opening& opening, int number,
    engine::Searcher& searcher, const std::string& date, Result<bool>& fatal, MatchResult& times) {
    MatchGame record;
    record.number = number;
    record.firstIsWhite = number % 2 == 1;
    record.openingName = opening.name;

    auto prepared = openingGame(opening);
    Game game = prepared ? std::move(prepared).value() : Game();
    auto started = XboardEngine::start(options.enginePath);
    if (!started) {
        fatal = started.error();
        return record;
    }
    XboardEngine& engine = *started.value();
    const int seconds = options.engineStSeconds > 0
        ? options.engineStSeconds
        : std::max(1, (options.moveTimeMs + 500) / 1000);
    engine.send("new");
    engine.send("easy"); // no pondering on our time
    engine.send("post"); // thinking output: its scores decide its draw claims
    engine.send("force");
    engine.send("st " + std::to_string(seconds));
    const std::vector<Move> moves = game.moves();
    for (std::size_t ply = 0; ply < moves.size(); ++ply)
        engine.send(toUci(game.positionAt(static_cast<int>(ply)), moves[ply], false));

    std::mt19937 rng(options.seed * 7919u + static_cast<std::uint32_t>(number));
    searcher.clearHash();
    engine::SearchLimits limits;
    limits.moveTimeMs = options.moveTimeMs;

    GameOutcome outcome;
    int ourLastScore = 0; // each side's last search score, own point of view
    int theirLastScore = 0;
    for (;;) {
        const GameStatus status = game.status();
        if (status.isOver()) {
            outcome = { status.result, reasonText(status.reason), false };
            break;
        }
        const Color mover = game.position().sideToMove();
        const bool oursToMove = (mover == Color::White) == record.firstIsWhite;
        if (shouldClaimDraw(
                status.claimable, game.position(), oursToMove ? ourLastScore : theirLastScore)
            && game.claimDraw()) {
            outcome = { GameResult::Draw, reasonText(game.status().reason) + " (claimed)", false };
            break;
        }
        if (game.ply() >= options.maxPlies) {
            outcome = { GameResult::Draw,
                "adjudicated after " + std::to_string(options.maxPlies) + " plies", true };
            break;
        }
        if (oursToMove) {
            const auto history = game.hashHistory();
            const auto began = std::chrono::steady_clock::now();
            const engine::SearchResult chosen = engine::chooseMove(
                searcher, game.position(), history, options.level, rng, limits);
            times.firstThinkMs += elapsedMs(began);
            ourLastScore = chosen.score;
            ++times.firstMoves;
            if (chosen.bestMove.isNull() || !game.playMove(chosen.bestMove).ok()) {
                outcome = { lossFor(mover), "Rochade produced no legal move", false };
                break;
            }
            if (!engine.send(toUci(chosen.bestMove))) {
                outcome = { lossFor(~mover), "engine crashed", false };
                break;
            }
        } else {
            const auto began = std::chrono::steady_clock::now();
            auto move = engineMove(engine, game.position(), options.moveTimeMs, theirLastScore);
            times.secondThinkMs += elapsedMs(began);
            ++times.secondMoves;
            if (!move && move.error().message.starts_with("engine rejected")) {
                // A protocol disagreement, not a chess result: the game does not count.
                outcome = { GameResult::Ongoing, move.error().message, false };
                break;
            }
            if (!move || !game.playMove(move.value()).ok()) {
                outcome = { lossFor(mover),
                    move ? std::string("engine move refused by the rules") : move.error().message,
                    false };
                break;
            }
        }
    }
    engine.send("result " + resultString(outcome.result) + " {" + outcome.reason + "}");

    record.result = outcome.result;
    record.reason = outcome.reason;
    const std::string ours = "Rochade " + std::string(engine::levelSettings(options.level).name);
    PgnGame& pgn = record.pgn;
    pgn.tags = {
        { "Event", "Rochade vs " + engine.name() },
        { "Site", "rochade-cli xmatch" },
        { "Date", date },
        { "Round", std::to_string(number) },
        { "White", record.firstIsWhite ? ours : engine.name() },
        { "Black", record.firstIsWhite ? engine.name() : ours },
        { "Termination", outcome.adjudicated ? "adjudication" : "normal" },
    };
    pgn.game = game;
    pgn.result = resultString(outcome.result);
    return record;
}

} // namespace

Result<MatchResult> playXboardMatch(const XboardMatchOptions& options,
    const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::vector<Opening>& openings
        = options.openings.empty() ? builtinOpenings() : options.openings;
    for (const Opening& opening : openings) {
        if (opening.fen != kStartFen)
            return Error { "opening '" + opening.name
                + "' starts from a FEN; xboard matches need move lines from the start position" };
    }
    engine::Searcher searcher(options.hashMiB);
    const std::string date = pgnDateToday();
    MatchResult result;
    for (int number = 1; number <= options.games; ++number) {
        Result<bool> fatal = true;
        MatchGame game = playOne(
            options, openingForGame(openings, number), number, searcher, date, fatal, result);
        if (!fatal) return fatal.error();
        if (onGameFinished) onGameFinished(game);
        result.add(std::move(game));
    }
    return result;
}

} // namespace rochade::cli
