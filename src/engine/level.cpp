// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels, defined in one place, and move choice with controlled randomness.
#include "rochade/engine/level.h"

#include "rochade/engine/evaluation.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdlib>
#include <utility>

namespace rochade::engine {

namespace {

// The one table of levels. Easy looks two plies ahead plus captures, so it does not leave a
// piece en prise or walk into a mate in one, and picks at random among the moves within
// 60 cp of its best: a beginner who sees the board but has no plan, the same from the
// first move to the last (no deep move followed by a blunder). Medium sees four plies and
// wavers only between nearly equal moves. Hard and Full always play their best move.
// minReplyMs stays within the reply targets (Easy 0.3 s, Medium 1 s) so the GUI's pause
// never makes a level slower than promised.
constexpr std::array<LevelSettings, 4> kLevels { {
    { Level::Easy, "Easy",
        "A beginner: looks only two half-moves ahead and picks freely among reasonable "
        "moves, with no plan; it guards its pieces against simple captures and always "
        "takes a mate in one.",
        2, 200, 60, 250 },
    { Level::Medium, "Medium",
        "A club player on a quick day: looks four half-moves ahead and varies only between "
        "moves of nearly equal value.",
        4, 800, 15, 250 },
    { Level::Hard, "Hard",
        "Always plays the best move it finds, typically looking eight or more half-moves "
        "ahead.",
        kMaxDepth, 2700, 0, 0 },
    { Level::Full, "Full",
        "Full strength: no caps, uses whatever time the clock or the caller allows.", kMaxDepth, 0,
        0, 0 },
} };

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x))
            == std::tolower(static_cast<unsigned char>(y));
    });
}

} // namespace

const LevelSettings& levelSettings(Level level) {
    return kLevels[static_cast<std::size_t>(level)];
}

std::optional<Level> parseLevel(std::string_view name) {
    for (const LevelSettings& s : kLevels)
        if (equalsIgnoringCase(name, s.name)) return s.level;
    return std::nullopt;
}

int levelElo(Level level) {
    // See docs/levels.md for the matches behind these estimates.
    switch (level) {
    case Level::Easy:
        return 1350;
    case Level::Medium:
        return 1600;
    case Level::Hard:
        return 2150;
    case Level::Full:
        return 2300;
    }
    return kMaxLevelElo;
}

Level levelForElo(int elo) {
    Level best = Level::Easy;
    for (const LevelSettings& s : kLevels)
        if (std::abs(levelElo(s.level) - elo) < std::abs(levelElo(best) - elo)) best = s.level;
    return best;
}

SearchResult chooseMove(Searcher& searcher, const Position& pos,
    std::span<const std::uint64_t> history, Level level, std::mt19937& rng,
    const SearchLimits& extraLimits, const Searcher::ProgressCallback& onProgress,
    std::stop_token stop) {
    const LevelSettings& settings = levelSettings(level);
    // 1. The level's caps, tightened further by the caller's limits.
    SearchLimits limits = extraLimits;
    limits.depth = limits.depth > 0 ? std::min(limits.depth, settings.maxDepth) : settings.maxDepth;
    if (settings.moveTimeMs > 0) {
        limits.moveTimeMs = limits.moveTimeMs > 0 ? std::min(limits.moveTimeMs, settings.moveTimeMs)
                                                  : settings.moveTimeMs;
        limits.infinite = false;
    }
    limits.rootScoreMarginCp = settings.randomMarginCp > 0 ? settings.randomMarginCp : -1;

    SearchResult result = searcher.search(pos, history, limits, onProgress, std::move(stop));
    if (result.noLegalMove || settings.randomMarginCp <= 0 || result.depth == 0) return result;

    // 2. Controlled randomness: any move within the margin of the best. A mate, for or
    // against, is never gambled with: the best move is played.
    const std::vector<Searcher::ScoredMove> scores = searcher.lastRootScores();
    if (scores.empty() || std::abs(scores.front().score) >= kMateThreshold) return result;
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
