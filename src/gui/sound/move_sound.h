// SPDX-License-Identifier: GPL-3.0-or-later
// Which of Rochade's sounds a move, a game's end or a moment of the game calls for.
#pragma once

#include "rochade/core/game_status.h"
#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <QString>

#include <optional>

namespace rochade::gui {

/// Every sound Rochade plays; each is one WAV file in resources/sounds/.
enum class SoundEvent {
    Move,
    Capture,
    Castle,
    Check,
    Promotion,
    Win,
    Loss,
    Draw,
    LowTime, ///< under ten seconds left on a human's clock
    Illegal, ///< the board refused a move (the "bump")
};

inline constexpr SoundEvent kAllSoundEvents[] = { SoundEvent::Move, SoundEvent::Capture,
    SoundEvent::Castle, SoundEvent::Check, SoundEvent::Promotion, SoundEvent::Win, SoundEvent::Loss,
    SoundEvent::Draw, SoundEvent::LowTime, SoundEvent::Illegal };

/// The sound of `m` played in `before` (precondition: `m` is legal there), read from the
/// move and the position it leads to, one sound a move: a check wins over a promotion, a
/// promotion over castling, castling over a capture (en passant is a capture), and a plain
/// move gets Move.
SoundEvent moveSound(const Position& before, Move m);
/// The sound of a game that ended with `result` (not Ongoing). `human` is the human's colour
/// against the computer: Win or Loss from the human's side; without one (two people at one
/// board) a decisive result is a Win for the winner at the board. A draw is Draw.
SoundEvent endSound(GameResult result, std::optional<Color> human);
/// The event's file in the resources: ":/sounds/move.wav", ...
QString soundResource(SoundEvent event);

} // namespace rochade::gui
