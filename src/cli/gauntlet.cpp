// SPDX-License-Identifier: GPL-3.0-or-later
// Gauntlets of one of our levels against an external UCI engine.
#include "rochade/cli/gauntlet.h"

#include "rochade/cli/uci_engine.h"
#include "rochade/cli/xboard_engine.h"
#include "rochade/cli/xboard_match.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <array>
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <random>

namespace rochade::cli {

namespace {

using Clock = std::chrono::steady_clock;

std::uint64_t elapsedMs(Clock::time_point since) {
    return static_cast<std::uint64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - since).count());
}

GameResult lossFor(Color loser) {
    return loser == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
}

std::optional<double> parseSeconds(std::string_view text) {
    double value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || ec != std::errc {} || end != text.data() + text.size() || value < 0
        || value > 36000)
        return std::nullopt;
    return value;
}

/// What a side was told and what it answered for one move.
struct Choice {
    Move move;
    int score = 0; ///< own point of view
    std::string failure; ///< non-empty: no move (crash, illegal move, silence)
};

/// Whoever sits at one side of the board: our level in process, or the UCI engine.
class Player {
public:
    virtual ~Player() = default;
    virtual std::string name() const = 0;
    virtual Result<bool> startGame() = 0;
    virtual Choice choose(
        const Game& game, const Opening& opening, const engine::SearchLimits& limits)
        = 0;
};

class LevelPlayer final : public Player {
public:
    LevelPlayer(engine::Level level, engine::EvaluationMode evaluation, std::size_t hashMiB,
        std::uint32_t seed)
        : m_level(level)
        , m_searcher(hashMiB)
        , m_seed(seed) {
        m_searcher.setEvaluationMode(evaluation);
    }
    std::string name() const override {
        return "Rochade " + std::string(engine::levelSettings(m_level).name);
    }
    Result<bool> startGame() override {
        m_searcher.clearHash();
        m_rng.seed(m_seed * 7919u + static_cast<std::uint32_t>(++m_games));
        return true;
    }
    Choice choose(const Game& game, const Opening&, const engine::SearchLimits& limits) override {
        const auto history = game.hashHistory();
        const bool clocked = limits.timeLeftMs[0] >= 0;
        const engine::SearchResult chosen = engine::chooseMove(m_searcher, game.position(), history,
            m_level, m_rng, clocked ? limits : limitsFor(m_level, limits));
        if (chosen.bestMove.isNull()) return { {}, 0, "Rochade produced no move" };
        return { chosen.bestMove, chosen.score, {} };
    }

private:
    engine::Level m_level;
    engine::Searcher m_searcher;
    std::uint32_t m_seed;
    std::uint32_t m_games = 0;
    std::mt19937 m_rng;
};

class UciPlayer final : public Player {
public:
    explicit UciPlayer(const GauntletOptions& options)
        : m_options(options) { }
    std::string name() const override { return m_engine ? m_engine->name() : m_options.enginePath; }
    Result<bool> startGame() override {
        m_engine.reset(); // a fresh process per game: a crash costs one game only
        auto started = UciEngine::start(m_options.enginePath, m_options.engineOptions);
        if (!started) return started.error();
        m_engine = std::move(started).value();
        if (!m_engine->newGame()) return Error { "engine '" + name() + "' did not start a game" };
        return true;
    }
    Choice choose(
        const Game& game, const Opening& opening, const engine::SearchLimits& limits) override {
        std::string position
            = opening.fen == kStartFen ? "position startpos" : "position fen " + opening.fen;
        if (!game.moves().empty()) position += " moves";
        const std::vector<Move> moves = game.moves();
        for (std::size_t ply = 0; ply < moves.size(); ++ply)
            position += ' ' + toUci(game.positionAt(static_cast<int>(ply)), moves[ply], false);
        std::string go = "go";
        std::chrono::milliseconds timeout(60000);
        if (limits.timeLeftMs[0] >= 0) {
            go += " wtime " + std::to_string(limits.timeLeftMs[0]) + " btime "
                + std::to_string(limits.timeLeftMs[1]) + " winc "
                + std::to_string(limits.incrementMs[0]) + " binc "
                + std::to_string(limits.incrementMs[1]);
            const Color mover = game.position().sideToMove();
            timeout = std::chrono::milliseconds(limits.timeLeftMs[index(mover)] + 5000);
        } else if (limits.nodes > 0) {
            go += " nodes " + std::to_string(limits.nodes);
        } else {
            go += " movetime " + std::to_string(limits.moveTimeMs);
            timeout = std::chrono::milliseconds(10 * limits.moveTimeMs + 5000);
        }
        auto answer = m_engine->think(position, go, timeout);
        if (!answer) return { {}, 0, answer.error().message };
        auto move = parseUciMove(game.position(), answer.value().move);
        if (!move) return { {}, 0, "engine played an illegal move '" + answer.value().move + "'" };
        return { move.value(), answer.value().score.value_or(0), {} };
    }

private:
    const GauntletOptions& m_options;
    std::unique_ptr<UciEngine> m_engine;
};

/// An xboard engine (Phalanx, Fairy-Max, GNU Chess), kept in `force` mode except while it
/// thinks; told the clocks with `level`, `time` and `otim`, or a move time with `st`.
class XboardPlayer final : public Player {
public:
    explicit XboardPlayer(const GauntletOptions& options)
        : m_options(options) { }
    std::string name() const override { return m_engine ? m_engine->name() : m_options.enginePath; }
    Result<bool> startGame() override {
        m_engine.reset();
        auto started = XboardEngine::start(m_options.enginePath);
        if (!started) return started.error();
        m_engine = std::move(started).value();
        m_known = 0;
        for (const char* line : { "new", "easy", "post", "force" })
            m_engine->send(line);
        const GauntletLimits& limits = m_options.limits;
        if (limits.baseMs > 0) {
            const int seconds = limits.baseMs / 1000;
            char increment[32];
            std::snprintf(increment, sizeof increment, "%g", limits.incrementMs / 1000.0);
            m_engine->send("level 0 " + std::to_string(seconds / 60) + ':'
                + (seconds % 60 < 10 ? "0" : "") + std::to_string(seconds % 60) + ' ' + increment);
        } else {
            m_engine->send("st " + std::to_string(std::max(1, (limits.moveTimeMs + 500) / 1000)));
        }
        return true;
    }
    Choice choose(const Game& game, const Opening&, const engine::SearchLimits& limits) override {
        const auto& moves = game.moves();
        for (; m_known < moves.size(); ++m_known)
            m_engine->send(
                toUci(game.positionAt(static_cast<int>(m_known)), moves[m_known], false));
        const Color mover = game.position().sideToMove();
        std::chrono::milliseconds timeout(10 * m_options.limits.moveTimeMs + 5000);
        if (limits.timeLeftMs[0] >= 0) {
            m_engine->send("time " + std::to_string(limits.timeLeftMs[index(mover)] / 10));
            m_engine->send("otim " + std::to_string(limits.timeLeftMs[index(~mover)] / 10));
            timeout = std::chrono::milliseconds(limits.timeLeftMs[index(mover)] + 5000);
        }
        if (!m_engine->send("go")) return { {}, 0, "engine crashed" };
        const auto deadline = Clock::now() + timeout;
        int score = 0;
        for (;;) {
            const auto left
                = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
            auto line = left.count() > 0 ? m_engine->readLine(left) : std::nullopt;
            if (!line) return { {}, 0, "engine did not move in time or crashed" };
            if (*line == "resign" || line->starts_with("tellics resign"))
                return { {}, 0, "engine resigned" };
            if (const auto thought = xboardThinkingScore(*line)) score = *thought;
            if (!line->starts_with("move ")) continue;
            m_engine->send("force");
            const std::string text = line->substr(5);
            // Coordinate notation is the rule, but some engines (Phalanx) castle as "O-O".
            auto move = parseUciMove(game.position(), text);
            if (!move) move = parseSan(game.position(), text);
            if (!move) return { {}, 0, "engine played an illegal move '" + text + "'" };
            m_known = moves.size() + 1;
            return { move.value(), score, {} };
        }
    }

private:
    const GauntletOptions& m_options;
    std::unique_ptr<XboardEngine> m_engine;
    std::size_t m_known = 0; ///< moves of the game the engine has been told or played
};

MatchGame playGame(const GauntletOptions& options, const Opening& opening, int number,
    std::array<Player*, 2> players, const std::string& date, MatchResult& times) {
    MatchGame record;
    record.number = number;
    record.firstIsWhite = number % 2 == 1;
    record.openingName = opening.name;
    auto prepared = openingGame(opening);
    Game game = prepared ? std::move(prepared).value() : Game();

    const bool clocked = options.limits.baseMs > 0;
    std::array<int, 2> clock { options.limits.baseMs, options.limits.baseMs }; // by colour
    std::array<int, 2> lastScore { 0, 0 }; // by player, own point of view
    GameResult result = GameResult::Ongoing;
    std::string reason;
    bool adjudicated = false;
    for (;;) {
        const GameStatus status = game.status();
        if (status.isOver()) {
            result = status.result;
            reason = reasonText(status.reason);
            break;
        }
        const Color mover = game.position().sideToMove();
        const int side = (mover == Color::White) == record.firstIsWhite ? 0 : 1;
        if (shouldClaimDraw(
                status.claimable, game.position(), lastScore[static_cast<std::size_t>(side)])
            && game.claimDraw()) {
            result = GameResult::Draw;
            reason = reasonText(game.status().reason) + " (claimed)";
            break;
        }
        if (game.ply() >= options.maxPlies) {
            result = GameResult::Draw;
            reason = "adjudicated after " + std::to_string(options.maxPlies) + " plies";
            adjudicated = true;
            break;
        }
        engine::SearchLimits limits;
        if (clocked) {
            limits.timeLeftMs = clock;
            limits.incrementMs = { options.limits.incrementMs, options.limits.incrementMs };
        } else {
            limits.nodes = options.limits.nodes;
            limits.moveTimeMs = options.limits.nodes > 0 ? 0 : options.limits.moveTimeMs;
        }
        const auto began = Clock::now();
        const Choice choice
            = players[static_cast<std::size_t>(side)]->choose(game, opening, limits);
        const auto spent = elapsedMs(began);
        (side == 0 ? times.firstThinkMs : times.secondThinkMs) += spent;
        ++(side == 0 ? times.firstMoves : times.secondMoves);
        if (clocked) { // the flag falls before any move is looked at
            int& left = clock[index(mover)];
            left -= static_cast<int>(spent);
            if (left < -options.clockMarginMs) {
                result = lossFor(mover);
                reason = "lost on time";
                break;
            }
            left = std::max(left, 0) + options.limits.incrementMs;
        }
        if (!choice.failure.empty()) {
            result = lossFor(mover);
            reason = choice.failure;
            break;
        }
        if (!game.playMove(choice.move).ok()) {
            result = lossFor(mover);
            reason = "move refused by the rules";
            break;
        }
        lastScore[static_cast<std::size_t>(side)] = choice.score;
    }
    record.result = result;
    record.reason = reason;
    PgnGame& pgn = record.pgn;
    pgn.tags = {
        { "Event", players[0]->name() + " vs " + players[1]->name() },
        { "Site", "rochade-cli gauntlet" },
        { "Date", date },
        { "Round", std::to_string(number) },
        { "White", players[record.firstIsWhite ? 0 : 1]->name() },
        { "Black", players[record.firstIsWhite ? 1 : 0]->name() },
        { "Termination", adjudicated ? "adjudication" : "normal" },
    };
    pgn.game = game;
    pgn.result = resultString(result);
    return record;
}

} // namespace

Result<GauntletLimits> parseTimeControl(const std::string& text) {
    const auto plus = text.find('+');
    const auto base = parseSeconds(std::string_view(text).substr(0, plus));
    const auto increment = plus == std::string::npos
        ? std::optional<double>(0.0)
        : parseSeconds(std::string_view(text).substr(plus + 1));
    if (!base || !increment || *base <= 0)
        return Error { "time control '" + text + "' is not SECONDS[+INCREMENT], e.g. 10+0.1" };
    GauntletLimits limits;
    limits.baseMs = static_cast<int>(std::lround(*base * 1000));
    limits.incrementMs = static_cast<int>(std::lround(*increment * 1000));
    return limits;
}

Result<MatchResult> playGauntlet(
    const GauntletOptions& options, const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::vector<Opening>& openings
        = options.openings.empty() ? builtinOpenings() : options.openings;
    LevelPlayer ours(options.level, options.evaluation, options.hashMiB, options.seed);
    if (options.protocol == EngineProtocol::Xboard) {
        if (options.limits.nodes > 0)
            return Error { "xboard engines take a clock or a move time, not a node count" };
        for (const Opening& opening : openings)
            if (opening.fen != kStartFen)
                return Error { "opening '" + opening.name
                    + "' starts from a FEN; xboard engines get move lines from the start" };
        if (!options.engineOptions.empty()) return Error { "--option is for UCI engines" };
    }
    UciPlayer uci(options);
    XboardPlayer xboard(options);
    Player& theirs = options.protocol == EngineProtocol::Xboard ? static_cast<Player&>(xboard)
                                                                : static_cast<Player&>(uci);
    const std::string date = pgnDateToday();
    MatchResult result;
    for (int number = 1; number <= options.games; ++number) {
        for (Player* player : std::array<Player*, 2> { &ours, &theirs }) {
            auto started = player->startGame();
            if (!started) return started.error();
        }
        MatchGame game = playGame(
            options, openingForGame(openings, number), number, { &ours, &theirs }, date, result);
        if (onGameFinished) onGameFinished(game);
        result.add(std::move(game));
    }
    return result;
}

} // namespace rochade::cli
