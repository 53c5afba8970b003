// SPDX-License-Identifier: GPL-3.0-or-later
// The game's sentences: results, turns, draw claims and offers, fallen flags, search lines.
#include "game/game_status_text.h"

#include "board/move_explainer.h"
#include "panels/move_notation.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <QLocale>
#include <QObject>
#include <QStringList>

#include <cstdlib>

namespace rochade::gui {

QString GameStatusText::statusDescription(const GameStatus& status) {
    const bool white = status.result == GameResult::WhiteWins;
    switch (status.reason) {
    case GameEndReason::None:
        break;
    case GameEndReason::Checkmate:
        return white ? tr("White wins by checkmate.") : tr("Black wins by checkmate.");
    case GameEndReason::Stalemate:
        return tr("Draw by stalemate.");
    case GameEndReason::SeventyFiveMoveRule:
        return tr("Draw by the seventy-five-move rule.");
    case GameEndReason::FivefoldRepetition:
        return tr("Draw by fivefold repetition.");
    case GameEndReason::InsufficientMaterial:
        return tr("Draw: neither side has enough material to mate.");
    case GameEndReason::FiftyMoveRule:
        return tr("Draw by the fifty-move rule (claimed).");
    case GameEndReason::ThreefoldRepetition:
        return tr("Draw by threefold repetition (claimed).");
    case GameEndReason::Resignation:
        return white ? tr("Black resigns: White wins.") : tr("White resigns: Black wins.");
    case GameEndReason::DrawAgreed:
        return tr("Draw by agreement.");
    case GameEndReason::Timeout:
        return white ? tr("Black's time has run out: White wins on time.")
                     : tr("White's time has run out: Black wins on time.");
    case GameEndReason::TimeoutInsufficientMaterial:
        return tr("A flag has fallen, but the other side cannot mate: a draw.");
    case GameEndReason::AsRecorded:
        if (status.result == GameResult::Draw) return tr("A draw, as the record says.");
        return white ? tr("White wins, as the record says.")
                     : tr("Black wins, as the record says.");
    }
    switch (status.claimable) {
    case DrawClaim::FiftyMoves:
        return tr("The game goes on; a draw by the fifty-move rule may be claimed.");
    case DrawClaim::ThreefoldRepetition:
        return tr("The game goes on; a draw by threefold repetition may be claimed.");
    case DrawClaim::None:
        break;
    }
    return tr("The game goes on.");
}

QString GameStatusText::drawDecision(const engine::DrawDecision& decision) {
    switch (decision.reason) {
    case engine::DrawReason::DeadDraw: // always accepted
        return tr("The computer accepts your draw offer: neither side can force mate.");
    case engine::DrawReason::ClearlyWorse:
        return tr("The computer accepts your draw offer: it thinks it is clearly worse.");
    case engine::DrawReason::EqualEndingWithoutPawns:
        return tr("The computer accepts your draw offer: a level ending without pawns is a "
                  "draw.");
    case engine::DrawReason::StillOpening:
        return tr("The computer declines your draw offer: it is still the opening.");
    case engine::DrawReason::ThinksItIsBetter:
        return tr("The computer declines your draw offer: it thinks it is better.");
    case engine::DrawReason::NotClearlyWorse:
    case engine::DrawReason::NotBetter:
    case engine::DrawReason::NeedsSearch:
        break;
    }
    return tr("The computer declines your draw offer: it thinks the position is level enough "
              "to play on.");
}

QString GameStatusText::flagFell(Color loser, GameEndReason reason) {
    const bool white = loser == Color::White;
    if (reason == GameEndReason::TimeoutInsufficientMaterial)
        return white ? tr("White's time has run out (0:00), but Black cannot mate: a draw.")
                     : tr("Black's time has run out (0:00), but White cannot mate: a draw.");
    return white ? tr("White's time has run out (0:00): Black wins on time.")
                 : tr("Black's time has run out (0:00): White wins on time.");
}

QString GameStatusText::turn(const Game& game, bool vsComputer, bool computerTurn) {
    const GameStatus s = game.status();
    if (s.isOver()) return statusDescription(s);
    const Position& pos = game.position();
    QString text;
    if (computerTurn)
        text = tr("The computer is thinking…");
    else if (vsComputer)
        text = tr("Your move.");
    else
        text = tr("%1 to move.").arg(colorName(pos.sideToMove()));
    if (pos.isInCheck()) text = tr("Check! ") + text;
    return text;
}

QString GameStatusText::paused() {
    return tr("The game is paused: press P to resume.");
}

QString GameStatusText::whyNoMove(
    const Game& game, int browsedPly, bool paused, bool judgingDrawOffer, bool computerMoves) {
    if (browsedPly >= 0)
        return tr("You are looking at move %1: go back to the game to play.")
            .arg((browsedPly + 1) / 2);
    if (game.isOver())
        return tr("The game is over: %1 Start a new game or undo.")
            .arg(statusDescription(game.status()));
    if (paused) return GameStatusText::paused();
    if (judgingDrawOffer) return tr("The computer is considering your draw offer.");
    if (computerMoves) return tr("Not your turn: the computer is thinking.");
    return {};
}

QString GameStatusText::drawClaim(DrawClaim claim) {
    switch (claim) {
    case DrawClaim::ThreefoldRepetition:
        return tr("The position has occurred three times: you may claim a draw.");
    case DrawClaim::FiftyMoves:
        return tr("Fifty moves without a capture or pawn move: you may claim a draw.");
    case DrawClaim::None:
        break;
    }
    return {};
}

QString GameStatusText::score(const engine::SearchInfo& info, Color mover) {
    // QObject's context, where "White" and "Black" are translated once for the whole GUI.
    if (info.isMate) {
        const bool moverMates = info.mateInMoves > 0;
        const Color winner = moverMates ? mover : ~mover;
        return QObject::tr("%1 mates in %2")
            .arg(winner == Color::White ? QObject::tr("White") : QObject::tr("Black"))
            .arg(std::abs(info.mateInMoves));
    }
    const int white = mover == Color::White ? info.score : -info.score;
    return QStringLiteral("%1%2")
        .arg(white >= 0 ? QStringLiteral("+") : QString())
        .arg(QLocale().toString(white / 100.0, 'f', 2));
}

QString GameStatusText::lineToSan(Position pos, const std::vector<Move>& line) {
    QStringList parts;
    for (Move m : line) {
        if (parts.size() >= 12 || !MoveGenerator::isLegal(pos, m)) break;
        const int number = pos.fullmoveNumber();
        const QString san = MoveNotation::shown(toSan(pos, m));
        if (pos.sideToMove() == Color::White)
            parts << QStringLiteral("%1.%2").arg(number).arg(san);
        else if (parts.isEmpty())
            parts << QStringLiteral("%1...%2").arg(number).arg(san);
        else
            parts << san;
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace rochade::gui
