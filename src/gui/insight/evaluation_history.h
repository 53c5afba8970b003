// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's evaluations of a game's positions, ply by ply, where they are known.
#pragma once

#include "rochade/core/game.h"

#include <QString>

#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

namespace rochade::gui {

/// Scores here are the engine's units from White's point of view: centipawns, or a mate
/// score of magnitude engine::kMateScore minus the distance in plies.
bool isMateScore(int whiteScore);
/// Moves to the mate: > 0 White mates, < 0 Black mates; 0 if not a mate score.
int mateInMoves(int whiteScore);
/// "+0.45", "-1.20", "M3" (White mates in 3), "-M3" (Black mates in 3).
QString scoreLabel(int whiteScore);
/// A side-to-move score (as the searcher reports it) seen from White.
int whiteView(int sideToMoveScore, Color sideToMove);
/// The score a PGN %eval says, as the history keeps it: pawns from White's view ("0.17",
/// "-1.20", "+3", also with a ",depth" after them as some writers add) or a mate ("#3" White
/// mates in 3, "#-3" Black does), of a position with `sideToMove` to move (a mate's distance
/// in plies depends on it). Empty for text that is neither, and for "#0".
std::optional<int> scoreOfPgnEval(std::string_view text, Color sideToMove);

/// The known evaluations of a game's positions: ply -> score, each remembered with the hash
/// of the position it judged, so entries that no longer describe the game (a different
/// move after undo, another game) are found and dropped by sync(). Lives in the GUI thread.
class EvaluationHistory {
public:
    /// Records `whiteScore` for the position after `ply` moves, whose hash is `hash`
    /// (a later judgement of the same position replaces an earlier one).
    void record(int ply, std::uint64_t hash, int whiteScore);
    /// The score of the position after `ply` moves, if known.
    std::optional<int> scoreAt(int ply) const;
    /// Records the evaluations `game`'s record carries: each move's %eval (its first, the
    /// one the PGN reader keeps) for the position after it, along the moves played and the
    /// line that may be redone. Returns true if it recorded any.
    bool recordAnnotated(const Game& game);
    const std::map<int, int>& scores() const { return m_scores; }
    bool isEmpty() const { return m_scores.empty(); }
    void clear();
    /// Keeps only entries that still describe `game`'s positions: the moves played and the
    /// line that may be redone. Returns true if anything was dropped.
    bool sync(const Game& game);

private:
    std::map<int, int> m_scores;
    std::map<int, std::uint64_t> m_hashes;
};

} // namespace rochade::gui
