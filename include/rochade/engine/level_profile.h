// SPDX-License-Identifier: GPL-3.0-or-later
// Each level's error profile as measured (`rochade-cli profile`, docs/levels.md) and the
// plain words the New Game dialog makes of it: how often it leaves a piece hanging, misses
// a mate in one and blunders.
#pragma once

#include "rochade/engine/level.h"

namespace rochade::engine {

/// The figures `rochade-cli profile` printed for a level (self-play, judged by Stockfish;
/// the table, the command and the date are in docs/levels.md).
struct LevelErrorProfile {
    double acpl = 0; ///< average centipawn loss a move
    double blundersPer40 = 0; ///< moves dropping its winning chances by 0.3, per 40 moves
    double enPrisePerGame = 0; ///< moves leaving a piece en prise, per game
    double missedMatesPerGame = 0; ///< mates in one it did not play, per game
    double bookShare = 0; ///< share of its moves from the opening book
};

/// The measured profile of `level`.
const LevelErrorProfile& levelErrorProfile(Level level);

/// How often a mistake comes, in the words a player would use.
enum class MistakeFrequency : std::uint8_t {
    Rarely, ///< less than once in ten games
    EveryFewGames, ///< once in two to ten games
    AboutOnceAGame, ///< about once a game (0.5-1.5)
    SeveralTimesAGame, ///< 1.5 a game or more
};

/// The frequency of a mistake made `perGame` times a game on average (thresholds 0.1, 0.5,
/// 1.5).
MistakeFrequency mistakeFrequency(double perGame);

/// The three mistakes the New Game dialog names, each with its frequency.
struct LevelMistakes {
    MistakeFrequency hangsPiece; ///< levelErrorProfile().enPrisePerGame
    MistakeFrequency missesMateInOne; ///< levelErrorProfile().missedMatesPerGame
    /// blundersPer40 counted per game: a game has about 40 moves of each side.
    MistakeFrequency blunders;
};

/// The mistakes of `level` from its measured profile.
LevelMistakes levelMistakes(Level level);

} // namespace rochade::engine
