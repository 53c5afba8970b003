// SPDX-License-Identifier: GPL-3.0-or-later
// How a game stands: going on, or over with a result and the rule that ended it.
#pragma once

#include "rochade/core/position.h"

#include <cstdint>
#include <span>
#include <string>

namespace rochade {

enum class GameResult : std::uint8_t {
    Ongoing,
    WhiteWins,
    BlackWins,
    Draw
};

enum class GameEndReason : std::uint8_t {
    None,
    Checkmate,
    Stalemate,
    SeventyFiveMoveRule, ///< automatic: 150 plies without capture or pawn move
    FivefoldRepetition, ///< automatic
    InsufficientMaterial, ///< automatic: no sequence of legal moves can mate
    FiftyMoveRule, ///< claimed
    ThreefoldRepetition, ///< claimed
    Resignation,
    DrawAgreed,
    Timeout, ///< the flag fell and the opponent can still mate
    TimeoutInsufficientMaterial, ///< the flag fell but the opponent cannot mate: a draw
    /// The result a record gives (a PGN file's "1-0"), for a reason it does not name or names
    /// in words Rochade has no rule for ("Normal", "Abandoned"): never guessed.
    AsRecorded,
};

/// A draw the side to move may claim (or none).
enum class DrawClaim : std::uint8_t {
    None,
    FiftyMoves,
    ThreefoldRepetition
};

struct GameStatus {
    GameResult result = GameResult::Ongoing;
    GameEndReason reason = GameEndReason::None;
    /// Set while the game goes on and the side to move may claim a draw.
    DrawClaim claimable = DrawClaim::None;

    bool isOver() const { return result != GameResult::Ongoing; }
    friend bool operator==(const GameStatus&, const GameStatus&) = default;
};

/// "1-0", "0-1", "1/2-1/2" or "*".
std::string resultString(GameResult r);
/// "checkmate", "threefold repetition", ...
std::string reasonText(GameEndReason r);
/// A sentence for the status bar: "White wins by checkmate.", "Draw by stalemate.", "White
/// wins, as recorded."
std::string statusText(const GameStatus& status);

/// True if neither side can ever mate: K v K, K+minor v K, or kings with bishops that all
/// stand on squares of one colour.
bool isInsufficientMaterial(const Position& pos);
/// True if `side` has no material that could ever mate (used when its opponent's flag falls).
bool cannotMate(const Position& pos, Color side);

/// The status of `pos` reached through `history` (hashes of the earlier positions, oldest
/// first, not including pos). Decides mate, stalemate, the automatic draws and the
/// claimable ones. Repetitions are counted by hash among positions with the same side to
/// move since the last irreversible move.
GameStatus evaluateStatus(const Position& pos, std::span<const std::uint64_t> history);

} // namespace rochade
