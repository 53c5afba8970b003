// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli profile`: a level's games, played with its book moves and judged move by move.
#include "rochade/cli/profile.h"

#include "rochade/cli/game_runner.h"
#include "rochade/cli/uci_engine.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/openings.h"
#include "rochade/engine/book_move.h"

#include <chrono>
#include <set>

namespace rochade::cli {

namespace {

/// One of our levels as the window's computer plays it: a book move while the level's book
/// plies last and the book knows the position, else the level's own choice. Remembers
/// which plies of the current game came from the book.
class BookLevelPlayer final : public GamePlayer {
public:
    BookLevelPlayer(LevelPlayer::Options options, std::mt19937& searchRng, std::uint32_t bookSeed)
        : m_level(options.level)
        , m_player(std::move(options), searchRng)
        , m_bookSeed(bookSeed) { }

    std::string name() const override { return m_player.name(); }

    Result<bool> startGame(int number, const Opening& opening, const Game& game) override {
        m_bookPlies.clear();
        m_bookRng.seed(m_bookSeed * 7919u + static_cast<std::uint32_t>(number));
        return m_player.startGame(number, opening, game);
    }

    MoveChoice chooseMove(const Game& game, const engine::SearchLimits& limits) override {
        const auto book = engine::pickBookMoveAtLevel(
            OpeningCatalogue::builtin(), game.position(), m_level, m_bookRng);
        if (!book) return m_player.chooseMove(game, limits);
        m_bookPlies.insert(game.ply());
        return { *book, 0, {} }; // the window's computer scores its book moves 0, too
    }

    const std::set<int>& bookPlies() const { return m_bookPlies; }

private:
    engine::Level m_level;
    LevelPlayer m_player;
    std::uint32_t m_bookSeed;
    std::mt19937 m_bookRng;
    std::set<int> m_bookPlies;
};

/// The judge's score of the position after `moves`, from its side to move's view, on the
/// profile's centipawn scale; a position without a legal move is scored by the rules.
Result<int> judgedScore(UciEngine& judge, const Game& game, std::size_t plies, int depth) {
    const Position& pos = game.positionAt(static_cast<int>(plies));
    if (!MoveGenerator::hasLegalMove(pos)) return pos.isInCheck() ? -kProfileMateCp : 0;
    const std::vector<Move> all = game.moves();
    const std::vector<Move> moves(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(plies));
    engine::SearchLimits limits;
    limits.depth = depth;
    auto answer = judge.think(game.startPosition(), moves, limits, std::chrono::minutes(2));
    if (!answer) return Error { "the judge failed: " + answer.error().message };
    // A judge that sends no score says nothing about the position: count it as level.
    return profileCentipawns(answer.value().score.value_or(0));
}

/// The profiled side's moves of `game`, judged.
Result<std::vector<JudgedMove>> judgeGame(UciEngine& judge, const MatchGame& record, bool selfPlay,
    const std::set<int>& firstBook, const std::set<int>& secondBook, int depth) {
    if (!judge.newGame()) return Error { "the judge did not start a new game" };
    const Game& game = record.pgn.game;
    const std::vector<Move> moves = game.moves();
    std::vector<std::optional<int>> scores(moves.size() + 1);
    const auto scoreAt = [&](std::size_t ply) -> Result<int> {
        if (!scores[ply]) {
            auto score = judgedScore(judge, game, ply, depth);
            if (!score) return score.error();
            scores[ply] = score.value();
        }
        return *scores[ply];
    };
    const Color profiledColor = record.firstIsWhite ? Color::White : Color::Black;
    std::vector<JudgedMove> judged;
    for (std::size_t ply = 0; ply < moves.size(); ++ply) {
        const Position& before = game.positionAt(static_cast<int>(ply));
        const bool firstMoves = (before.sideToMove() == profiledColor);
        if (!selfPlay && !firstMoves) continue;
        auto scoreBefore = scoreAt(ply);
        if (!scoreBefore) return scoreBefore.error();
        auto scoreAfter = scoreAt(ply + 1);
        if (!scoreAfter) return scoreAfter.error();
        JudgedMove move;
        move.beforeCp = scoreBefore.value();
        move.afterCp = -scoreAfter.value(); // the judge scores the position for its mover
        move.fromBook = (firstMoves ? firstBook : secondBook).contains(static_cast<int>(ply));
        move.hadMateInOne = hasMateInOne(before);
        move.mated = givesMate(before, moves[ply]);
        move.leftPieceEnPrise = leavesPieceEnPrise(before, moves[ply]);
        judged.push_back(move);
    }
    return judged;
}

} // namespace

Result<std::vector<ProfiledGame>> playAndJudge(
    const ProfileOptions& options, const std::function<void(const ProfiledGame&)>& onGame) {
    auto started = UciEngine::start(options.judgePath, { { "Threads", "1" }, { "Hash", "16" } });
    if (!started) return started.error();
    UciEngine& judge = *started.value();

    // Both levels draw their search randomness from one stream, as in every self-play match;
    // each has its own book stream, so the two sides do not open alike.
    std::mt19937 searchRng;
    const auto levelOptions = [&](engine::Level level) {
        return LevelPlayer::Options { level, std::nullopt, options.hashMiB, options.seed };
    };
    BookLevelPlayer first(levelOptions(options.level), searchRng, options.seed * 2u);
    BookLevelPlayer second(
        levelOptions(options.opponent.value_or(options.level)), searchRng, options.seed * 2u + 1u);

    // The window's computer opens from the start position with its book, so the profile does
    // too: the share of book moves is then the one a player meets.
    const std::vector<Opening> startOnly { { "start position", std::string(kStartFen), {} } };
    MatchPlan plan;
    plan.openings = &startOnly;
    plan.games = options.games;
    plan.maxPlies = options.maxPlies;
    plan.perMove = options.perMove;
    plan.site = "rochade-cli profile";
    plan.event = [](const std::string&, const std::string&) {
        return std::string("Rochade error profile");
    };
    plan.countsThinkingTime = false;

    std::vector<ProfiledGame> profiled;
    std::optional<Error> judgeFailure;
    auto played = playMatchGames(first, second, plan, [&](const MatchGame& record) {
        if (judgeFailure) return;
        auto judged = judgeGame(judge, record, !options.opponent, first.bookPlies(),
            second.bookPlies(), options.judgeDepth);
        if (!judged) {
            judgeFailure = judged.error();
            return;
        }
        profiled.push_back({ record, std::move(judged).value() });
        if (onGame) onGame(profiled.back());
    });
    if (!played) return played.error();
    if (judgeFailure) return *judgeFailure;
    return profiled;
}

} // namespace rochade::cli
