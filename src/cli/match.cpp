// SPDX-License-Identifier: GPL-3.0-or-later
// Self-play matches between two engine levels.
#include "rochade/cli/match.h"

#include "rochade/engine/draw_offer.h"

#include <array>
#include <memory>
#include <random>

namespace rochade::cli {

namespace {

std::string engineName(engine::Level level) {
    return "Rochade " + std::string(engine::levelSettings(level).name);
}

} // namespace

bool shouldClaimDraw(DrawClaim claimable, const Position& pos, int lastOwnScore) {
    return claimable != DrawClaim::None
        && engine::decideDraw(engine::DrawKind::Claim, pos, lastOwnScore).accept;
}

engine::SearchLimits limitsFor(engine::Level level, const engine::SearchLimits& limits) {
    engine::SearchLimits result = limits;
    if (level == engine::Level::Full && limits.depth == 0 && limits.nodes == 0
        && limits.moveTimeMs == 0)
        result.moveTimeMs = kFullLevelMoveTimeMs;
    return result;
}

namespace {

struct Player {
    engine::Level level;
    std::unique_ptr<engine::Searcher> searcher;
    int lastScore = 0; ///< of its last search in the current game, own point of view
};

MatchGame playGame(const MatchOptions& options, const Opening& opening, int number,
    std::array<Player, 2>& players, const std::string& date) {
    MatchGame record;
    record.number = number;
    record.firstIsWhite = number % 2 == 1;
    record.openingName = opening.name;

    auto prepared = openingGame(opening);
    // Openings are validated when loaded; a broken one still must not crash a long match.
    Game game = prepared ? std::move(prepared).value() : Game();

    // Each game gets its own stream derived from the seed, so game N is reproducible alone.
    std::mt19937 rng(options.seed * 7919u + static_cast<std::uint32_t>(number));
    for (Player& p : players) {
        p.searcher->clearHash();
        p.lastScore = 0;
    }

    std::string reason;
    GameResult result = GameResult::Ongoing;
    bool adjudicated = false;
    for (;;) {
        const GameStatus status = game.status();
        if (status.isOver()) {
            result = status.result;
            reason = reasonText(status.reason);
            break;
        }
        const Color mover = game.position().sideToMove();
        const bool firstToMove = (mover == Color::White) == record.firstIsWhite;
        Player& player = players[firstToMove ? 0 : 1];
        if (shouldClaimDraw(status.claimable, game.position(), player.lastScore)
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
        const auto history = game.hashHistory();
        const engine::SearchResult chosen = engine::chooseMove(*player.searcher, game.position(),
            history, player.level, rng, limitsFor(player.level, options.limits));
        player.lastScore = chosen.score;
        if (chosen.bestMove.isNull() || !game.playMove(chosen.bestMove).ok()) {
            // Only an engine defect gets here; count it against the mover.
            result = mover == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
            reason = "engine produced no legal move";
            break;
        }
    }
    record.result = result;
    record.reason = reason;

    PgnGame& pgn = record.pgn;
    pgn.tags = {
        { "Event", "Rochade self-play match" },
        { "Site", "rochade-cli" },
        { "Date", date },
        { "Round", std::to_string(number) },
        { "White", engineName(players[record.firstIsWhite ? 0 : 1].level) },
        { "Black", engineName(players[record.firstIsWhite ? 1 : 0].level) },
        { "Termination", adjudicated ? "adjudication" : "normal" },
    };
    pgn.game = game;
    pgn.result = resultString(result);
    return record;
}

} // namespace

void MatchResult::add(MatchGame game) {
    if (game.result == GameResult::Ongoing)
        ++aborted;
    else if (game.result == GameResult::Draw)
        ++draws;
    else if ((game.result == GameResult::WhiteWins) == game.firstIsWhite)
        ++wins;
    else
        ++losses;
    games.push_back(std::move(game));
}

const Opening& openingForGame(const std::vector<Opening>& openings, int number) {
    return openings[static_cast<std::size_t>((number - 1) / 2) % openings.size()];
}

MatchResult playMatch(
    const MatchOptions& options, const std::function<void(const MatchGame&)>& onGameFinished) {
    const std::vector<Opening>& openings
        = options.openings.empty() ? builtinOpenings() : options.openings;
    std::array<Player, 2> players {
        Player { options.first, std::make_unique<engine::Searcher>(options.hashMiB) },
        Player { options.second, std::make_unique<engine::Searcher>(options.hashMiB) },
    };
    const std::string date = pgnDateToday();

    MatchResult result;
    for (int number = 1; number <= options.games; ++number) {
        MatchGame game = playGame(options, openingForGame(openings, number), number, players, date);
        if (onGameFinished) onGameFinished(game);
        result.add(std::move(game));
    }
    return result;
}

} // namespace rochade::cli
