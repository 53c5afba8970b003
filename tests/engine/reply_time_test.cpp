// SPDX-License-Identifier: GPL-3.0-or-later
// The reply-time policy as a pure function: forced moves quick, rich positions slower, the
// pace growing with the level, never beyond the level's promise, never an instant reply
// above Easy; with a fixed seed over the positions of real games.
#include "engine_test_helpers.h"

#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/pgn.h"
#include "rochade/engine/reply_time.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace rochade::engine {
namespace {

using test::fromFen;

/// A searched answer `san` in `pos` (one line, so not taken for a book move).
SearchResult searchedAnswer(const Position& pos, std::string_view san, int score = 0) {
    const Result<Move> move = parseSan(pos, san);
    EXPECT_TRUE(move.ok()) << san;
    SearchResult result;
    result.bestMove = move.ok() ? move.value() : Move {};
    result.depth = 3;
    result.lines = { SearchLine { score, false, 0, { result.bestMove } } };
    return result;
}

/// Every position of the main lines of the test data's games, each with the move played
/// there as the searched answer and the square the move before it captured on.
struct GamePosition {
    Position pos;
    SearchResult answer;
    std::optional<Square> justCapturedOn;
};

std::vector<GamePosition> gamePositions() {
    // Whole games of the test data, and middlegames from real games that pychess's mates in
    // two begin in (the first 60: enough, and quick).
    constexpr std::size_t kPuzzles = 60;
    std::vector<GamePosition> out;
    for (const std::string& path : { std::string(ROCHADE_TEST_DATA_DIR) + "/pgn/mixed.pgn",
             std::string(ROCHADE_TEST_DATA_DIR) + "/pgn/opera.pgn",
             std::string("/usr/share/pychess/learn/puzzles/mate_in_2.pgn") }) {
        std::ifstream in(path, std::ios::binary);
        EXPECT_TRUE(in) << path;
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        std::vector<PgnGame> games = parsePgn(text).games;
        if (games.size() > kPuzzles) games.resize(kPuzzles);
        for (const PgnGame& game : games) {
            Position pos = game.start();
            int capturedOn = -1; // an int, not an optional: GCC then sees it set
            for (Move m : game.moves()) {
                SearchResult answer;
                answer.bestMove = m;
                answer.depth = 3;
                answer.lines = { SearchLine { 0, false, 0, { m } } };
                out.push_back({ pos, answer,
                    capturedOn >= 0 ? std::optional<Square>(static_cast<Square>(capturedOn))
                                    : std::nullopt });
                capturedOn = m.isCapture() ? m.to() : -1;
                UndoInfo undo;
                pos.makeMove(m, undo);
            }
        }
    }
    return out;
}

double averageReplyMs(Level level, const std::vector<GamePosition>& positions) {
    std::mt19937 rng(23);
    double sum = 0;
    for (const GamePosition& g : positions)
        sum += replyTimeMs(level, replyFacts(g.pos, g.answer, g.justCapturedOn), rng);
    return sum / static_cast<double>(positions.size());
}

// A middlegame with all but a bishop and two pawns on the board and over 30 moves to choose from.
constexpr const char* kRichMiddlegame
    = "r1bq1rk1/pp2bppp/2n1pn2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9";

TEST(ReplyTime, TheGamesGiveEnoughPositions) {
    EXPECT_GE(gamePositions().size(), 150U);
}

TEST(ReplyTime, ForcedMovesComeQuickerThanARichMiddlegame) {
    // Black has just taken on d4 (exd4); White takes back. Then a king with one square to
    // go to. Then the rich middlegame with near-equal choices.
    const Position recapturePos
        = fromFen("r1bqkb1r/pppp1ppp/2n2n2/8/3pP3/2N2N2/PPP2PPP/R1BQKB1R w KQkq - 0 5");
    const Position onlyMovePos = fromFen("k7/8/8/8/8/8/r7/7K w - - 0 1");
    ASSERT_EQ(MoveGenerator::legalMoves(onlyMovePos).size(), 1U);
    const Position richPos = fromFen(kRichMiddlegame);
    ASSERT_GT(MoveGenerator::legalMoves(richPos).size(), 30U);

    SearchResult nearEqual = searchedAnswer(richPos, "O-O", 20);
    nearEqual.lines.push_back(SearchLine { 12, false, 0, {} });
    const ReplyFacts rich = replyFacts(richPos, nearEqual, std::nullopt);
    EXPECT_EQ(rich.rootGapCp, 8);
    EXPECT_GT(rich.pieces, 0.9); // all but a bishop
    const ReplyFacts recapture
        = replyFacts(recapturePos, searchedAnswer(recapturePos, "Nxd4"), makeSquare(3, 3));
    ASSERT_TRUE(recapture.recapture);
    EXPECT_FALSE(
        replyFacts(recapturePos, searchedAnswer(recapturePos, "Nxd4"), std::nullopt).recapture);
    const ReplyFacts only = replyFacts(onlyMovePos, searchedAnswer(onlyMovePos, "Kg1"), {});
    EXPECT_TRUE(only.onlyMove);

    for (Level level : kAllLevels) {
        std::mt19937 rng(7);
        int slowestForced = 0;
        int quickestRich = 1 << 30;
        for (int i = 0; i < 100; ++i) {
            slowestForced = std::max({ slowestForced, replyTimeMs(level, recapture, rng),
                replyTimeMs(level, only, rng) });
            quickestRich = std::min(quickestRich, replyTimeMs(level, rich, rng));
        }
        EXPECT_LT(slowestForced, quickestRich) << levelLabel(level);
        EXPECT_GE(slowestForced, levelSettings(level).pace.quickMs) << "never instant";
    }
}

TEST(ReplyTime, AClearlyBestMoveComesSoonerThanAChoiceBetweenNearEquals) {
    const Position pos = fromFen(kRichMiddlegame);
    SearchResult clear = searchedAnswer(pos, "O-O", 250);
    clear.lines.push_back(SearchLine { 0, false, 0, {} });
    SearchResult close = searchedAnswer(pos, "O-O", 10);
    close.lines.push_back(SearchLine { 5, false, 0, {} });
    for (Level level : { Level::Easy, Level::Medium, Level::Hard }) {
        std::mt19937 a(1);
        std::mt19937 b(1); // the same draws: only the facts differ
        EXPECT_LT(replyTimeMs(level, replyFacts(pos, clear, {}), a),
            replyTimeMs(level, replyFacts(pos, close, {}), b))
            << levelLabel(level);
    }
}

TEST(ReplyTime, TheAverageGrowsWithTheLevelAndNoneAboveEasyIsUnderHalfASecond) {
    const std::vector<GamePosition> positions = gamePositions();
    ASSERT_FALSE(positions.empty());
    double previous = 0;
    for (Level level : kAllLevels) {
        const double average = averageReplyMs(level, positions);
        EXPECT_GE(average, previous) << levelLabel(level);
        previous = average;
        if (level > Level::Easy) {
            EXPECT_GE(average, 500) << levelLabel(level);
        }
        // Beginner and Easy may be quick-ish, but not instant.
        EXPECT_GE(average, 300) << levelLabel(level);
    }
}

TEST(ReplyTime, NeverBeyondTheLevelsPromiseNorSoonerThanItsQuickest) {
    const std::vector<GamePosition> positions = gamePositions();
    for (Level level : kAllLevels) {
        const LevelSettings& s = levelSettings(level);
        // Capped levels promise slowestReplyMs(); Full, whose search takes what the clock
        // allows, is held no longer than its pace's slowest.
        const int promise = s.moveTimeMs > 0 ? slowestReplyMs(level) : s.pace.slowestMs;
        EXPECT_GE(promise, s.moveTimeMs) << "the search's own cap is within the promise";
        std::mt19937 rng(99);
        for (const GamePosition& g : positions) {
            ReplyFacts facts = replyFacts(g.pos, g.answer, g.justCapturedOn);
            for (std::optional<int> gap : { std::optional<int> {}, std::optional<int> { 0 } }) {
                facts.rootGapCp = gap;
                const int ms = replyTimeMs(level, facts, rng);
                EXPECT_LE(ms, promise) << levelLabel(level);
                EXPECT_GE(ms, s.pace.quickMs) << levelLabel(level);
                EXPECT_GE(ms, s.minReplyMs) << "no sooner than with Fast replies";
            }
        }
    }
}

TEST(ReplyTime, ASeedGivesTheSameTimesAndTheTimesVary) {
    const ReplyFacts facts
        = replyFacts(fromFen(kRichMiddlegame), searchedAnswer(fromFen(kRichMiddlegame), "O-O"), {});
    std::mt19937 a(5);
    std::mt19937 b(5);
    std::vector<int> times;
    for (int i = 0; i < 20; ++i) {
        times.push_back(replyTimeMs(Level::Medium, facts, a));
        EXPECT_EQ(times.back(), replyTimeMs(Level::Medium, facts, b));
    }
    std::sort(times.begin(), times.end());
    EXPECT_GT(times.back() - times.front(), 100) << "a little random, not mechanical";
}

TEST(ReplyTime, BookMovesAndMatesInOneAreTold) {
    const Position start = Position::startPosition();
    SearchResult book;
    book.bestMove = parseSan(start, "e4").value(); // no search: depth 0, no lines
    EXPECT_TRUE(replyFacts(start, book, {}).bookMove);
    EXPECT_FALSE(replyFacts(start, searchedAnswer(start, "e4"), {}).bookMove);

    const Position mate = fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    SearchResult mating = searchedAnswer(mate, "Ra8#");
    mating.lines.front().isMate = true;
    mating.lines.front().mateInMoves = 1;
    const ReplyFacts facts = replyFacts(mate, mating, {});
    EXPECT_TRUE(facts.mateInOne);
    // Seen at once, but looked at: between the quickest and a middlegame's typical time.
    std::mt19937 rng(3);
    for (int i = 0; i < 50; ++i) {
        const int ms = replyTimeMs(Level::Hard, facts, rng);
        EXPECT_GE(ms, levelSettings(Level::Hard).pace.quickMs);
        EXPECT_LT(ms, levelSettings(Level::Hard).pace.typicalMs);
    }
}

TEST(ReplyTime, AnEasierLevelsSearchTellsHowClearItsChoiceWas) {
    // White takes a queen for nothing: the best move by far. Easy scores its root moves
    // within its margin (45 cp), so the gap is at least that.
    const Position pos = fromFen("4k3/8/8/3q4/8/8/8/3QK3 w - - 0 1");
    Searcher searcher(1);
    std::mt19937 rng(1);
    const SearchResult result = chooseMove(searcher, pos, {}, Level::Easy, rng);
    ASSERT_EQ(toSan(pos, result.bestMove), "Qxd5");
    ASSERT_TRUE(result.rootGapCp.has_value());
    EXPECT_GE(*result.rootGapCp, levelSettings(Level::Easy).randomMarginCp);
    EXPECT_EQ(replyFacts(pos, result, std::nullopt).rootGapCp, result.rootGapCp);
}

TEST(ReplyTime, LittleTimeOnTheClockCutsThePauseToASmallShare) {
    EXPECT_EQ(replyTimeOnClock(1500, -1), 1500); // no clock
    EXPECT_EQ(replyTimeOnClock(1500, 10 * 60 * 1000), 1500); // plenty of time
    EXPECT_EQ(replyTimeOnClock(1500, 20 * 1000), 20 * 1000 / kReplyClockShare);
    EXPECT_EQ(replyTimeOnClock(1500, 0), 0);
}

TEST(ReplyTime, TheLevelTableSetsAPaceThatGrowsWithTheLevel) {
    const ReplyPace* previous = nullptr;
    for (Level level : kAllLevels) {
        const ReplyPace& pace = levelSettings(level).pace;
        EXPECT_GT(pace.quickMs, 0);
        EXPECT_LT(pace.quickMs, pace.typicalMs);
        EXPECT_LT(pace.typicalMs, pace.slowestMs);
        if (previous) {
            EXPECT_GE(pace.quickMs, previous->quickMs) << levelLabel(level);
            EXPECT_GE(pace.typicalMs, previous->typicalMs) << levelLabel(level);
            EXPECT_GE(pace.slowestMs, previous->slowestMs) << levelLabel(level);
        }
        previous = &pace;
    }
}

} // namespace
} // namespace rochade::engine
