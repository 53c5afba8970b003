// SPDX-License-Identifier: GPL-3.0-or-later
// Game-end rules: mate, stalemate, the move-count and repetition draws, dead positions.
#include "rochade/core/game_status.h"

#include "rochade/core/move_generator.h"

#include <algorithm>

namespace rochade {

namespace {

constexpr int kFiftyMovePlies = 100;
constexpr int kSeventyFiveMovePlies = 150;

/// Material of one side beyond its king, as far as mating chances are concerned.
struct Material {
    int queens = 0;
    int rooks = 0;
    int pawns = 0;
    int knights = 0;
    int lightBishops = 0;
    int darkBishops = 0;

    int minors() const { return knights + lightBishops + darkBishops; }
    bool onlyKing() const { return queens == 0 && rooks == 0 && pawns == 0 && minors() == 0; }
};

Material materialOf(const Position& pos, Color side) {
    Material m;
    for (Square s : pos.pieceSquares(side)) {
        switch (pieceType(pos.pieceAt(s))) {
        case PieceType::King:
            break;
        case PieceType::Queen:
            ++m.queens;
            break;
        case PieceType::Knight:
            ++m.knights;
            break;
        case PieceType::Bishop:
            ++(isDarkSquare(s) ? m.darkBishops : m.lightBishops);
            break;
        case PieceType::Rook:
            ++m.rooks;
            break;
        default:
            ++m.pawns;
            break;
        }
    }
    return m;
}

/// How many earlier positions equal the current one, as far back as a repetition is
/// possible: only positions with the same side to move (every second entry) and none
/// before the last capture or pawn move (the halfmove clock).
int repetitions(const Position& pos, std::span<const std::uint64_t> history) {
    int count = 0;
    const auto size = static_cast<int>(history.size());
    const int reach = std::min(pos.halfmoveClock(), size);
    for (int back = 2; back <= reach; back += 2)
        if (history[static_cast<std::size_t>(size - back)] == pos.hash()) ++count;
    return count;
}

} // namespace

std::string resultString(GameResult r) {
    switch (r) {
    case GameResult::WhiteWins:
        return "1-0";
    case GameResult::BlackWins:
        return "0-1";
    case GameResult::Draw:
        return "1/2-1/2";
    case GameResult::Ongoing:
        break;
    }
    return "*";
}

std::string reasonText(GameEndReason r) {
    switch (r) {
    case GameEndReason::None:
        return "";
    case GameEndReason::Checkmate:
        return "checkmate";
    case GameEndReason::Stalemate:
        return "stalemate";
    case GameEndReason::SeventyFiveMoveRule:
        return "the seventy-five-move rule";
    case GameEndReason::FivefoldRepetition:
        return "fivefold repetition";
    case GameEndReason::InsufficientMaterial:
        return "insufficient material";
    case GameEndReason::FiftyMoveRule:
        return "the fifty-move rule";
    case GameEndReason::ThreefoldRepetition:
        return "threefold repetition";
    case GameEndReason::Resignation:
        return "resignation";
    case GameEndReason::DrawAgreed:
        return "agreement";
    case GameEndReason::Timeout:
        return "timeout";
    case GameEndReason::TimeoutInsufficientMaterial:
        return "timeout against insufficient material";
    case GameEndReason::AsRecorded:
        return "the record's result";
    }
    return "";
}

std::string statusText(const GameStatus& status) {
    switch (status.result) {
    case GameResult::Ongoing:
        switch (status.claimable) {
        case DrawClaim::FiftyMoves:
            return "The game goes on; a draw by the fifty-move rule may be claimed.";
        case DrawClaim::ThreefoldRepetition:
            return "The game goes on; a draw by threefold repetition may be claimed.";
        case DrawClaim::None:
            break;
        }
        return "The game goes on.";
    case GameResult::WhiteWins:
        if (status.reason == GameEndReason::AsRecorded) return "White wins, as recorded.";
        return "White wins by " + reasonText(status.reason) + ".";
    case GameResult::BlackWins:
        if (status.reason == GameEndReason::AsRecorded) return "Black wins, as recorded.";
        return "Black wins by " + reasonText(status.reason) + ".";
    case GameResult::Draw:
        if (status.reason == GameEndReason::AsRecorded) return "Draw, as recorded.";
        return "Draw by " + reasonText(status.reason) + ".";
    }
    return "";
}

bool cannotMate(const Position& pos, Color side) {
    const Material own = materialOf(pos, side);
    if (own.onlyKing()) return true;
    if (own.queens > 0 || own.rooks > 0 || own.pawns > 0) return false;
    const Material their = materialOf(pos, ~side);
    // A lone knight mates only when the defender's own men take its king's flight squares.
    // Queens are not counted as such men: a queen standing next to its king can take the
    // checking knight in every mating pattern (checked by hand for the corner, where the
    // king has the fewest flight squares), so K+N against K and queens is judged dead.
    if (own.knights == 1 && own.minors() == 1)
        return their.pawns == 0 && their.rooks == 0 && their.minors() == 0;
    // Bishops that all run on one colour give check only to a king on that colour, one
    // bishop at a time (a bishop that uncovers another's check moves along a line parallel
    // to the king's other diagonal, so double check is impossible). The check passes
    // through (or comes from) a square D diagonally next to the king. The two squares next
    // to both the king and D are of the other colour, so no bishop covers them, and the
    // attacking king cannot cover both: the only squares next to both are the king's and
    // D, both next to the enemy king. So one of them must hold a man of the defender's
    // own. A rook or queen there always steps onto D, taking the bishop or blocking the
    // check (it cannot be pinned: it stands orthogonally next to its king, and only
    // bishops attack), and a man leaving a square of the other colour opens no bishop's
    // line. So only a pawn, a knight or a bishop of the other colour can be that man:
    // rooks and queens never help, however many (FIDE 6.9; python-chess judges alike).
    if (own.knights == 0) {
        const bool allLight = own.darkBishops == 0;
        const bool allDark = own.lightBishops == 0;
        const bool noBlockers = their.pawns == 0 && their.knights == 0;
        if (allLight && noBlockers && their.darkBishops == 0) return true;
        if (allDark && noBlockers && their.lightBishops == 0) return true;
    }
    return false;
}

bool isInsufficientMaterial(const Position& pos) {
    return cannotMate(pos, Color::White) && cannotMate(pos, Color::Black);
}

GameStatus evaluateStatus(const Position& pos, std::span<const std::uint64_t> history) {
    GameStatus status;
    // 1. No legal move: mate or stalemate, which take precedence over every count.
    if (!MoveGenerator::hasLegalMove(pos)) {
        if (pos.isInCheck()) {
            status.result
                = pos.sideToMove() == Color::White ? GameResult::BlackWins : GameResult::WhiteWins;
            status.reason = GameEndReason::Checkmate;
        } else {
            status.result = GameResult::Draw;
            status.reason = GameEndReason::Stalemate;
        }
        return status;
    }
    // 2. The automatic draws.
    const int repeated = repetitions(pos, history) + 1; // + the current occurrence
    if (isInsufficientMaterial(pos))
        status.reason = GameEndReason::InsufficientMaterial;
    else if (repeated >= 5)
        status.reason = GameEndReason::FivefoldRepetition;
    else if (pos.halfmoveClock() >= kSeventyFiveMovePlies)
        status.reason = GameEndReason::SeventyFiveMoveRule;
    if (status.reason != GameEndReason::None) {
        status.result = GameResult::Draw;
        return status;
    }
    // 3. The draws a player may claim.
    if (repeated >= 3)
        status.claimable = DrawClaim::ThreefoldRepetition;
    else if (pos.halfmoveClock() >= kFiftyMovePlies)
        status.claimable = DrawClaim::FiftyMoves;
    return status;
}

} // namespace rochade
