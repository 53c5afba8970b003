// SPDX-License-Identifier: GPL-3.0-or-later
// When the computer takes a draw: an offer from its opponent, or a claim the rules allow it.
#include "rochade/engine/draw_offer.h"

namespace rochade::engine {

// The policy, as a chess player would put it:
//
// - A dead draw (no pawns, nothing that can force mate) is a draw whatever anyone does:
//   take it, offer or claim, at any move.
// - An offer in the opening is declined. A draw agreed before move 20 with most pieces on
//   the board is no game at all (tournaments forbid it: the "Sofia rule" asks for 30 or 40
//   moves), and a few centipawns either way this early are the search's noise, not a
//   verdict. The user who offered can still play for the win.
// - Later, an offer is accepted when the computer's own search says it is clearly worse:
//   -150 cp, a pawn and a half, is more than the ups and downs of one move and roughly
//   where a club player stops hoping; the draw then saves a half point it expects to lose.
//   A level pawnless ending (R v R, Q v Q, within 40 cp) is a book draw: accepted too.
//   Otherwise it plays on, and says whether it thinks it is better or just not worse.
// - A claim (threefold repetition, fifty moves) is a draw the rules already grant; the side
//   that may claim takes it unless its search says it is better (score > 0). Repetition
//   scores 0 in the search, so a side that is better avoids it anyway; one at 0 or below
//   only risks losing by playing on.

namespace {

constexpr int kStartPieces = 14; ///< queens, rooks, bishops and knights of both sides
constexpr int kOpeningMinPieces = 10; ///< at most two pairs traded

int pieces(const Position& pos, Color c) {
    return pos.pieceCount(c, PieceType::Knight) + pos.pieceCount(c, PieceType::Bishop)
        + pos.pieceCount(c, PieceType::Rook) + pos.pieceCount(c, PieceType::Queen);
}

bool hasPawns(const Position& pos) {
    return pos.pieceCount(Color::White, PieceType::Pawn)
        + pos.pieceCount(Color::Black, PieceType::Pawn)
        > 0;
}

/// No queen or rook, and one minor piece at most or two knights alone: no forced mate.
bool cannotForceMate(const Position& pos, Color c) {
    if (pos.pieceCount(c, PieceType::Queen) + pos.pieceCount(c, PieceType::Rook) > 0) return false;
    const int knights = pos.pieceCount(c, PieceType::Knight);
    const int bishops = pos.pieceCount(c, PieceType::Bishop);
    return knights + bishops <= 1 || (knights == 2 && bishops == 0);
}

bool sameMaterial(const Position& pos) {
    for (PieceType t : { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen })
        if (pos.pieceCount(Color::White, t) != pos.pieceCount(Color::Black, t)) return false;
    return true;
}

} // namespace

static_assert(kOpeningMinPieces < kStartPieces);

bool isOpeningPhase(const Position& pos) {
    return pos.fullmoveNumber() < kOpeningMoves
        && pieces(pos, Color::White) + pieces(pos, Color::Black) >= kOpeningMinPieces;
}

bool isDeadDraw(const Position& pos) {
    return !hasPawns(pos) && cannotForceMate(pos, Color::White)
        && cannotForceMate(pos, Color::Black);
}

DrawDecision decideDraw(DrawKind kind, const Position& pos, std::optional<int> ownScoreCp) {
    if (isDeadDraw(pos)) return { true, DrawReason::DeadDraw };
    if (kind == DrawKind::Claim) {
        if (!ownScoreCp) return { false, DrawReason::NeedsSearch };
        return *ownScoreCp <= 0 ? DrawDecision { true, DrawReason::NotBetter }
                                : DrawDecision { false, DrawReason::ThinksItIsBetter };
    }
    if (isOpeningPhase(pos)) return { false, DrawReason::StillOpening };
    if (!ownScoreCp) return { false, DrawReason::NeedsSearch };
    const int score = *ownScoreCp;
    if (score <= kAcceptOfferAtOrBelowCp) return { true, DrawReason::ClearlyWorse };
    if (!hasPawns(pos) && sameMaterial(pos) && score <= kLevelEndingCp)
        return { true, DrawReason::EqualEndingWithoutPawns };
    if (score > kLevelEndingCp) return { false, DrawReason::ThinksItIsBetter };
    return { false, DrawReason::NotClearlyWorse };
}

} // namespace rochade::engine
