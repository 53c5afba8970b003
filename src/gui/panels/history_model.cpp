// SPDX-License-Identifier: GPL-3.0-or-later
// The history table model.
#include "panels/history_model.h"

#include "board/move_explainer.h"
#include "rochade/core/square.h"

#include <QLocale>

#include <functional>

namespace rochade::gui {

HistoryModel::HistoryModel(QObject* parent)
    : QAbstractTableModel(parent) {
}

QString HistoryModel::timeText(qint64 ms) {
    ms = std::max<qint64>(0, ms);
    if (ms < 60000) return tr("%1 s").arg(QLocale().toString(ms / 1000.0, 'f', 1));
    const qint64 seconds = ms / 1000;
    if (seconds < 3600)
        return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2:%3")
        .arg(seconds / 3600)
        .arg(seconds / 60 % 60, 2, 10, QLatin1Char('0'))
        .arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

QString HistoryModel::stateText(const Game& game, int ply) {
    // Only the last move can have ended the game; resignation, agreement and time are
    // not states a move caused, so that row then shows what the board shows.
    if (ply == game.ply() && game.isOver()) {
        switch (game.status().reason) {
        case GameEndReason::Checkmate:
            return tr("checkmate");
        case GameEndReason::Stalemate:
            return tr("stalemate");
        case GameEndReason::SeventyFiveMoveRule:
            return tr("draw (75-move rule)");
        case GameEndReason::FivefoldRepetition:
            return tr("draw (fivefold repetition)");
        case GameEndReason::InsufficientMaterial:
            return tr("draw (insufficient material)");
        case GameEndReason::FiftyMoveRule:
            return tr("draw claimed (50-move rule)");
        case GameEndReason::ThreefoldRepetition:
            return tr("draw claimed (threefold repetition)");
        default:
            break;
        }
    }
    return game.positionAt(ply).isInCheck() ? tr("check") : QString();
}

void HistoryModel::setGame(
    const Game& game, const std::function<std::optional<qint64>(int ply)>& moveTimeMs) {
    std::vector<Entry> entries;
    entries.reserve(static_cast<std::size_t>(game.ply()));
    for (int ply = 1; ply <= game.ply(); ++ply) {
        const Position& before = game.positionAt(ply - 1);
        const Move m = game.nodeAt(ply).move;
        Entry e;
        e.ply = ply;
        e.moveNumber = before.fullmoveNumber();
        e.side = before.sideToMove();
        e.piece = pieceType(before.pieceAt(m.from()));
        e.from = m.from();
        e.to = m.to();
        e.castling = m.isCastling();
        e.enPassant = m.isEnPassant();
        e.promotion = m.promotion();
        if (m.isEnPassant())
            e.captured = PieceType::Pawn;
        else if (!m.isCastling() && isPiece(before.pieceAt(m.to())))
            e.captured = pieceType(before.pieceAt(m.to()));
        if (moveTimeMs) e.timeMs = moveTimeMs(ply);
        e.state = stateText(game, ply);
        entries.push_back(std::move(e));
    }

    // Keep the rows both lists share from the start; replace the rest.
    std::size_t same = 0;
    while (same < entries.size() && same < m_entries.size() && entries[same] == m_entries[same])
        ++same;
    if (same < m_entries.size()) {
        beginRemoveRows({}, static_cast<int>(same), static_cast<int>(m_entries.size()) - 1);
        m_entries.resize(same);
        endRemoveRows();
    }
    if (same < entries.size()) {
        beginInsertRows({}, static_cast<int>(same), static_cast<int>(entries.size()) - 1);
        m_entries = std::move(entries);
        endInsertRows();
    }
}

int HistoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int HistoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HistoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount) return {};
    const Entry& e = entry(index.row());
    if (role == PlyRole) return e.ply;
    if (role == Qt::TextAlignmentRole && index.column() == TimeColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) return {};
    const auto square = [](Square s) { return QString::fromStdString(squareName(s)); };
    switch (index.column()) {
    case NumberColumn:
        return e.moveNumber;
    case SideColumn:
        return e.side == Color::White ? tr("White") : tr("Black");
    case PieceColumn:
        if (e.castling)
            return e.to > e.from ? tr("King (castles short)") : tr("King (castles long)");
        if (e.promotion != PieceType::None)
            return tr("Pawn → %1").arg(translatedPieceName(e.promotion));
        return translatedPieceName(e.piece);
    case FromColumn:
        return square(e.from);
    case ToColumn:
        return square(e.to);
    case CapturedColumn:
        if (e.captured == PieceType::None) return QString();
        return e.enPassant ? tr("Pawn (en passant)") : translatedPieceName(e.captured);
    case TimeColumn:
        return e.timeMs ? timeText(*e.timeMs) : QString();
    case StateColumn:
        return e.state;
    default:
        break;
    }
    return {};
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal) return {};
    switch (section) {
    case NumberColumn:
        return tr("No.");
    case SideColumn:
        return tr("Side");
    case PieceColumn:
        return tr("Piece");
    case FromColumn:
        return tr("From");
    case ToColumn:
        return tr("To");
    case CapturedColumn:
        return tr("Captured");
    case TimeColumn:
        return tr("Time");
    case StateColumn:
        return tr("State");
    default:
        break;
    }
    return {};
}

} // namespace rochade::gui
