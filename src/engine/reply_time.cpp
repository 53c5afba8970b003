// SPDX-License-Identifier: GPL-3.0-or-later
// The computer's reply time: a player's pace, from the level's table and the position.
#include "rochade/engine/reply_time.h"

#include "rochade/core/move_generator.h"

#include <algorithm>
#include <cmath>

namespace rochade::engine {

namespace {

// A game's phase as evaluations count it: 24 with every piece on the board.
constexpr int kFullPhase = 24;

double piecesOnBoard(const Position& pos) {
    int phase = 0;
    for (Color c : { Color::White, Color::Black })
        phase += pos.pieceCount(c, PieceType::Knight) + pos.pieceCount(c, PieceType::Bishop)
            + 2 * pos.pieceCount(c, PieceType::Rook) + 4 * pos.pieceCount(c, PieceType::Queen);
    return std::min(1.0, static_cast<double>(phase) / kFullPhase);
}

// A factor from `low` at `from` to `high` at `to`, linear between and flat beyond.
double scaled(double value, double from, double to, double low, double high) {
    const double t = std::clamp((value - from) / (to - from), 0.0, 1.0);
    return low + t * (high - low);
}

// Uniform in [low, high], from rng() alone so that a seed gives the same times with any
// standard library (its distributions differ between them).
double drawBetween(std::mt19937& rng, double low, double high) {
    constexpr std::uint32_t kSteps = 1000;
    return low + (high - low) * static_cast<double>(rng() % (kSteps + 1)) / kSteps;
}

} // namespace

ReplyFacts replyFacts(
    const Position& pos, const SearchResult& result, std::optional<Square> justCapturedOn) {
    ReplyFacts facts;
    facts.legalMoves = static_cast<int>(MoveGenerator::legalMoves(pos).size());
    facts.onlyMove = facts.legalMoves == 1;
    facts.recapture = justCapturedOn && !result.bestMove.isNull() && result.bestMove.isCapture()
        && result.bestMove.to() == *justCapturedOn;
    facts.bookMove = !result.bestMove.isNull() && result.depth == 0 && result.lines.empty();
    if (!result.lines.empty()) {
        const SearchLine& best = result.lines.front();
        facts.mateInOne = best.isMate && best.mateInMoves == 1;
        if (result.lines.size() >= 2)
            facts.rootGapCp = result.lines[0].score - result.lines[1].score;
    }
    if (!facts.rootGapCp) facts.rootGapCp = result.rootGapCp;
    facts.pieces = piecesOnBoard(pos);
    return facts;
}

int replyTimeMs(Level level, const ReplyFacts& facts, std::mt19937& rng) {
    const ReplyPace& pace = levelSettings(level).pace;
    if (pace.typicalMs <= 0) return 0;
    const double quick = pace.quickMs;
    const double typical = pace.typicalMs;
    double ms = 0;
    if (facts.onlyMove || facts.recapture) {
        // Nothing to weigh: a player moves almost at once, but not in no time.
        ms = quick * drawBetween(rng, 1.0, 1.3);
    } else if (facts.mateInOne || facts.bookMove) {
        // Seen at a glance or known by heart, yet looked at once more before playing.
        ms = (quick + 0.35 * (typical - quick)) * drawBetween(rng, 0.8, 1.2);
    } else {
        // The more there is to weigh, the longer: 10 moves or fewer to 40 or more, kings and
        // pawns to a full board, a clearly best move (200 cp ahead) to near equals (15 cp).
        const double choice = scaled(facts.legalMoves, 10, 40, 0.8, 1.2);
        const double richness = scaled(facts.pieces, 0, 1, 0.8, 1.15);
        const double doubt = facts.rootGapCp ? scaled(*facts.rootGapCp, 15, 200, 1.2, 0.75) : 1.0;
        ms = typical * choice * richness * doubt * drawBetween(rng, 0.8, 1.2);
    }
    return static_cast<int>(
        std::lround(std::clamp(ms, quick, static_cast<double>(pace.slowestMs))));
}

int replyTimeOnClock(int targetMs, int timeLeftMs) {
    if (timeLeftMs < 0) return targetMs;
    return std::min(targetMs, timeLeftMs / kReplyClockShare);
}

int slowestReplyMs(Level level) {
    const LevelSettings& s = levelSettings(level);
    if (s.moveTimeMs <= 0) return 0;
    return std::max(s.moveTimeMs, s.pace.slowestMs);
}

} // namespace rochade::engine
