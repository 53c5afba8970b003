// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels, defined in one place, and move choice with controlled randomness.
#include "rochade/engine/level.h"

#include "glance.h"

#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <utility>

namespace rochade::engine {

namespace {

// The one table of levels. Strength comes down the way a player's does. The two lowest rungs
// do not search: they glance at each move and the captures in reply (glance.h) and, at the
// rates of their HumanErrors, overlook what a beginner overlooks; Beginner's rates are those of
// a first game, Novice's half of them. Improver searches as level 1 does but glances, with
// Novice's blind spots, at two moves in five: no glance, however careful, came within 250 Elo of
// the weakest search. The numbered rungs see less (depth and node caps) and choose less
// exactly (a random move among those within the margin of their best), but every one of them
// searches captures to the end, so none leaves a piece en prise to a one-move capture or misses
// a mate in one, and each is the same from the first move to the last (no deep move followed by
// a blunder). The node cap decides the strength, so a level plays alike on a busy or an idle
// machine; the time cap only guards a slow one.
// The caps are spaced on one outside scale: every rung played its neighbours, Stockfish at fixed
// node counts and the random mover, and one maximum-likelihood fit over all those games, anchored
// at Stockfish UCI_Elo 1350 at 20,000 nodes a move, gave each its Elo (docs/levels.md, "The
// outside-scale ladder"; scripts/ladder-fit.sh plays it again). The rungs stand 120-194 Elo
// apart there, all twelve steps within 100-200 (Medium to Full is some 900 Elo: with four rungs
// between them two steps stayed above 200, hence level 9), Beginner to Full (at 50,000 nodes a
// move) some 1,970; in self-play a rung scores 72-88% against the one below, which exaggerates.
// Beginner's rates were also set until it scored at most 30% against the level 1 of the time (a
// depth-2, 400-node rung, now Easy) and at least 90% against a random mover (docs/levels.md,
// "Beginner": 1.8% and 100%). The glancing rungs' depth cap is the glance's one ply, their margin
// the glance's; the time cap only names their reply time (a glance takes about a millisecond). The
// window shows a reply at a player's pace (reply_time.h), which grows with the level as a stronger
// player's thinking does: an instant reply reads as "it did not think", so no level above Easy
// averages under half a second, and even Beginner takes a moment; the slowest pace is at least the
// time cap, so the New Game dialog's "within" stays true. minReplyMs, the only pause with "Fast
// replies", keeps the quick levels from answering instantly even then.
constexpr std::array<LevelSettings, kLevelCount> kLevels { {
    { Level::Beginner, 0, "Beginner", 1, 0, 200, 25, 300, { 400, 700, 1200 }, 1, 490,
        "A first game's opponent: looks at its own move and what can be taken back at once, "
        "often leaves a piece where it can be taken, overlooks threats and now and then a mate "
        "in one, and likes to bring its pieces out.",
        true, { 0.25, 0.3, 0.25, 0.15 } },
    { Level::Novice, 0, "Novice", 1, 0, 200, 25, 300, { 400, 750, 1300 }, 1, 660,
        "Has just learned the rules and played a few games: looks at its own move and what can "
        "be taken back at once, now and then leaves a piece where it can be taken or overlooks "
        "a threat, and brings its pieces out.",
        true, { 0.125, 0.15, 0.125, 0.15 } },
    { Level::Improver, 0, "Improver", 2, 200, 200, 80, 300, { 400, 775, 1350 }, 1, 810,
        "Knows the rules and has a few dozen games behind it: usually looks at its move and "
        "the captures that follow, but now and then moves at first sight and leaves a piece "
        "where it can be taken or overlooks a threat.",
        false, { 0.125, 0.15, 0.125, 0.15 }, 0.4 },
    { Level::One, 1, "", 2, 200, 200, 80, 300, { 400, 800, 1400 }, 2, 1000,
        "A newcomer with a few games behind it: sees little beyond its next move and the "
        "captures that follow, and often picks a weaker move." },
    { Level::Two, 2, "Easy", 2, 450, 250, 55, 300, { 450, 900, 1600 }, 4, 1175,
        "A learner: looks only a move or two ahead and picks freely among reasonable "
        "moves, with no plan; it guards its pieces against simple captures and always "
        "takes a mate in one." },
    { Level::Three, 3, "", 3, 820, 400, 40, 300, { 500, 1100, 2000 }, 6, 1365,
        "A casual player: sees simple threats and sometimes settles for a slightly weaker "
        "move." },
    { Level::Four, 4, "Medium", 4, 1500, 600, 30, 250, { 550, 1300, 2400 }, 8, 1545,
        "A club player on a quick day: looks a few moves ahead and varies only between "
        "moves of nearly equal value." },
    { Level::Five, 5, "", 5, 2350, 1000, 18, 0, { 600, 1500, 2800 }, 10, 1725,
        "A solid club player: looks further ahead and rarely strays from its best move." },
    { Level::Six, 6, "Hard", 7, 3900, 2000, 9, 0, { 700, 1700, 3000 }, 12, 1870,
        "A strong club player: always plays the best move it finds in a short think." },
    { Level::Seven, 7, "", kMaxDepth, 7000, 3000, 0, 0, { 800, 1900, 3500 }, 14, 2050,
        "A tournament player: thinks longer than Hard before each move." },
    { Level::Eight, 8, "", kMaxDepth, 12500, 3500, 0, 0, { 850, 2000, 3800 }, 17, 2185,
        "A strong tournament player: thinks longer than level 7 before each move." },
    { Level::Nine, 9, "", kMaxDepth, 23000, 4000, 0, 0, { 900, 2100, 4000 }, 20, 2305,
        "A seasoned tournament player: thinks longer still before each move." },
    { Level::Full, 0, "Full", kMaxDepth, 0, 0, 0, 0, { 1000, 2300, 4500 }, kWholeBook, 2460,
        "Full strength: no caps, uses whatever time the clock or the caller allows." },
} };

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

std::optional<Level> levelNumbered(std::string_view digits) {
    int number = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), number);
    if (error != std::errc {} || end != digits.data() + digits.size()) return std::nullopt;
    for (const LevelSettings& s : kLevels)
        if (s.number > 0 && s.number == number) return s.level;
    return std::nullopt;
}

} // namespace

const LevelSettings& levelSettings(Level level) {
    return kLevels[static_cast<std::size_t>(level)];
}

std::string_view levelTag(Level level) {
    static constexpr std::array<std::string_view, kLadder.size()> kNumbers { "1", "2", "3", "4",
        "5", "6", "7", "8", "9" };
    const LevelSettings& s = levelSettings(level);
    return s.name.empty() ? kNumbers[static_cast<std::size_t>(s.number - 1)] : s.name;
}

std::string levelLabel(Level level) {
    const LevelSettings& s = levelSettings(level);
    return s.name.empty() ? "Level " + std::to_string(s.number) : std::string(s.name);
}

std::optional<Level> parseLevel(std::string_view text) {
    for (const LevelSettings& s : kLevels)
        if (!s.name.empty() && equalsIgnoringCase(text, s.name)) return s.level;
    constexpr std::string_view kPrefix = "level";
    if (text.size() > kPrefix.size()
        && equalsIgnoringCase(text.substr(0, kPrefix.size()), kPrefix)) {
        text.remove_prefix(kPrefix.size());
        if (text.front() == ' ') text.remove_prefix(1);
    }
    return levelNumbered(text);
}

int levelElo(Level level) {
    return levelSettings(level).elo;
}

Level levelForElo(int elo) {
    Level best = Level::Beginner;
    for (const LevelSettings& s : kLevels)
        if (std::abs(s.elo - elo) < std::abs(levelElo(best) - elo)) best = s.level;
    return best;
}

SearchResult chooseMove(Searcher& searcher, const Position& pos,
    std::span<const std::uint64_t> history, Level level, std::mt19937& rng,
    const SearchLimits& extraLimits, const Searcher::ProgressCallback& onProgress,
    std::stop_token stop) {
    const LevelSettings& settings = levelSettings(level);
    if (settings.glances
        || (settings.glanceShare > 0 && chanceComesUp(settings.glanceShare, rng))) {
        // No search: one look at each move, with this move's blind spots (glance.h).
        const BlindSpots blind = drawBlindSpots(settings.errors, rng);
        SearchResult result = glanceForMove(
            pos, history, blind, settings.randomMarginCp, extraLimits.searchMoves, rng);
        if (onProgress && !result.noLegalMove) {
            SearchInfo info;
            info.depth = info.selectiveDepth = result.depth;
            info.score = result.score;
            info.isMate = result.lines.front().isMate;
            info.mateInMoves = result.lines.front().mateInMoves;
            info.nodes = result.nodes;
            info.principalVariation = result.principalVariation;
            info.lines = result.lines;
            onProgress(info);
        }
        return result;
    }
    // 1. The level's caps, tightened further by the caller's limits.
    SearchLimits limits = extraLimits;
    limits.depth = limits.depth > 0 ? std::min(limits.depth, settings.maxDepth) : settings.maxDepth;
    if (settings.maxNodes > 0) {
        limits.nodes
            = limits.nodes > 0 ? std::min(limits.nodes, settings.maxNodes) : settings.maxNodes;
        limits.infinite = false;
    }
    if (settings.moveTimeMs > 0) {
        limits.moveTimeMs = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, settings.moveTimeMs)
                                                  : settings.moveTimeMs;
        limits.infinite = false;
    }
    limits.rootScoreMarginCp = settings.randomMarginCp > 0 ? settings.randomMarginCp : -1;
    // Only Full uses more than one thread: the others' strength is measured on one thread
    // under their node caps (docs/levels.md), and more threads would change it.
    if (level != Level::Full) limits.threads = 1;

    SearchResult result = searcher.search(pos, history, limits, onProgress, std::move(stop));
    if (result.noLegalMove || settings.randomMarginCp <= 0 || result.depth == 0) return result;

    // 2. Controlled randomness: any move within the margin of the best. A mate, for or
    // against, is never gambled with: the best move is played.
    const std::vector<Searcher::ScoredMove> scores = searcher.lastRootScores();
    if (scores.empty() || std::abs(scores.front().score) >= kMateThreshold) return result;
    if (scores.size() >= 2) result.rootGapCp = scores[0].score - scores[1].score;
    const int bar = scores.front().score - settings.randomMarginCp;
    std::vector<Searcher::ScoredMove> candidates;
    for (const auto& s : scores)
        if (s.score >= bar) candidates.push_back(s);
    // rng() % n rather than a std distribution: the result must not depend on the library.
    const auto& chosen = candidates[static_cast<std::size_t>(rng() % candidates.size())];
    if (chosen.move != result.bestMove) {
        result.bestMove = chosen.move;
        result.score = chosen.score;
        result.principalVariation = { chosen.move };
        result.ponderMove = Move {};
        result.lines = { SearchLine { chosen.score, false, 0, { chosen.move } } };
    }
    return result;
}

} // namespace rochade::engine
