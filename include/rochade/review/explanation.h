// SPDX-License-Identifier: GPL-3.0-or-later
// Why a move was bad, in a sentence whose every claim was checked by replaying the lines.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"

#include <string>
#include <vector>

namespace rochade::review {

/// What an explanation says. Each kind is a claim that explainMove() checked on the core.
enum class ExplanationKind {
    None, ///< no simple sentence is true: only the better move and the evaluation are said
    AllowsMate, ///< the refutation is a forced mate against the mover: "allows mate in 2: ..."
    MissesMate, ///< the better move began a mate: "misses mate in 2: ..."
    LosesPiece, ///< "loses the knight on c3 after ...d4"
    /// The first reply takes a piece that stood there before the move: "leaves the bishop on
    /// c4 to be taken: ...Nxc4"
    LeavesPiece,
    LosesExchange, ///< a rook lost for a knight or bishop: "loses the exchange after ...Bb4"
    LosesPawns ///< "loses a pawn after ...Nxe4" (or two, three...)
};

/// The structured explanation of one move, so that a window can say it in its own language;
/// englishText() says it in English.
struct Explanation {
    ExplanationKind kind = ExplanationKind::None;
    /// LosesPiece and LeavesPiece: the piece lost (knight, bishop, rook or queen).
    PieceType piece = PieceType::None;
    /// LosesPiece and LeavesPiece: the square on which the refutation takes it.
    Square square = kNoSquare;
    /// AllowsMate and MissesMate: the mate's length in the mating side's moves; LosesPawns:
    /// how many pawns.
    int count = 0;
    /// The moves the sentence cites, from the position before the move for MissesMate and
    /// after it otherwise: the whole mate, or the first reply of the refutation (for
    /// LeavesPiece, the capture).
    std::vector<Move> line;
    /// `line` in SAN, blank-separated, "..." before a first move of Black's: "...d4",
    /// "Qxh7+ Kxh7 Rh3#".
    std::string lineSan;
};

/// Explains the move `played` from `before`, given the refutation (the best line after it,
/// the opponent's reply first) and the better move's line (the better move first). The
/// claims, each checked by replaying the lines on the core (a move that is not legal ends a
/// line there):
/// 1. AllowsMate: the refutation ends in checkmate of the mover;
/// 2. MissesMate: the better line ends in checkmate of the opponent and the refutation does
///    not;
/// 3. material: the move and its refutation replayed, then what is still to be taken at the
///    end settled by captures alone (each side takes or stops, whichever keeps more; pins
///    count); the better line the same. Counted from the position before the move in the
///    primer's values (1, 3, 3, 5, 9), the mover's balance is down, and by more than after
///    the better line. Then, of the pieces the mover lost and did not get as much back for
///    (a knight and a bishop count alike):
///    - a piece, the dearest, lost for at most a pawn (the queen: for at most a minor piece
///      and a pawn), and at least two pawns worse than the better line: LeavesPiece when the
///      first reply takes it where it stood before the move, else LosesPiece, naming the
///      piece the opponent took without paying as much for it on that square;
///    - a rook for a minor piece: LosesExchange;
///    - pawns alone: LosesPawns.
/// None when no claim holds, or when `played` is the better move.
Explanation explainMove(const Position& before, Move played, const std::vector<Move>& refutation,
    const std::vector<Move>& betterLine);

/// The explanation as an English sentence without the final stop, e.g. "Loses the knight on
/// c3 after ...d4"; empty for ExplanationKind::None.
std::string englishText(const Explanation& explanation);

/// `line` from `from` in SAN, blank-separated, with "..." before a first move of Black's;
/// stops at the first move that is not legal.
std::string sanLine(const Position& from, const std::vector<Move>& line);

} // namespace rochade::review
