// SPDX-License-Identifier: GPL-3.0-or-later
// SAN with other piece letters: figurines and the letters of German, Czech and Russian.
#pragma once

#include "rochade/core/types.h"

#include <string>
#include <string_view>

namespace rochade {

/// How the pieces of a SAN move are written. English is SAN itself (and what PGN files
/// hold); the others are for people: figurines (U+2654..U+2658, the outline set for both
/// sides, as printed books use one set for both colours) and the letters of a language.
enum class PieceLetters : std::uint8_t {
    English, ///< K Q R B N
    Figurine, ///< ♔ ♕ ♖ ♗ ♘
    German, ///< K D T L S (König, Dame, Turm, Läufer, Springer)
    Czech, ///< K D V S J (král, dáma, věž, střelec, jezdec)
    Russian, ///< Кр Ф Л С К (король, ферзь, ладья, слон, конь)
};

/// The piece letter of `type` (UTF-8) in `letters`; empty for a pawn and for None.
std::string_view pieceLetter(PieceType type, PieceLetters letters);

/// `san`, English SAN of one move or a line of them with move numbers ("12.Nf3 O-O"), with
/// every piece letter (the moving piece and a promotion's piece) written in `letters`;
/// castling, squares, pawn moves and everything else unchanged. UTF-8.
std::string styledSan(std::string_view san, PieceLetters letters);

/// Typed or pasted text (UTF-8) with the piece letters of `letters`, figurines of either
/// colour, or English letters, back in English SAN for parseSan(); anything else is left as
/// it is (so a mistake still gets parseSan()'s error).
///
/// The rule where letters could mean two things: the chosen language's letters are read
/// first, so in Czech "S" is a bishop (střelec) and in German a knight (Springer); English
/// letters are read as English wherever they are not one of the chosen language's. Russian
/// "Кр" (king) is read before "К" (knight), and Cyrillic letters count in either case
/// (neither clashes with a file); Latin local letters only in capitals, as "d" and "b" are
/// files. In English and figurine notation only English letters and figurines are read.
std::string englishSan(std::string_view text, PieceLetters letters);

} // namespace rochade
