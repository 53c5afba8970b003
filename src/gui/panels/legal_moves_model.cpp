// SPDX-License-Identifier: GPL-3.0-or-later
// The grouped legal moves model.
#include "panels/legal_moves_model.h"

#include "board/move_explainer.h"
#include "panels/move_notation.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>

namespace rochade::gui {

namespace {

// internalId of a move row: its group + 1; of a group row: 0.
constexpr quintptr kGroupId = 0;

constexpr std::array<PieceType, 6> kGroupOrder = { PieceType::King, PieceType::Queen,
    PieceType::Rook, PieceType::Bishop, PieceType::Knight, PieceType::Pawn };

/// Queen, rook, bishop, knight: the order a promotion is listed in.
int promotionRank(PieceType t) {
    constexpr std::array<PieceType, 4> kOrder
        = { PieceType::Queen, PieceType::Rook, PieceType::Bishop, PieceType::Knight };
    return static_cast<int>(std::find(kOrder.begin(), kOrder.end(), t) - kOrder.begin());
}

QString countText(int count) {
    return count == 1 ? LegalMovesModel::tr("1 move") : LegalMovesModel::tr("%1 moves").arg(count);
}

QString groupName(PieceType t, int count) {
    return LegalMovesModel::tr("%1 — %2").arg(translatedPieceName(t), countText(count));
}

} // namespace

LegalMovesModel::LegalMovesModel(QObject* parent)
    : QAbstractItemModel(parent) {
    // The moves are kept in English SAN and written in the notation when shown.
    connect(&MoveNotation::instance(), &MoveNotation::lettersChanged, this, [this] {
        for (int row = 0; row < rowCount(); ++row) {
            const QModelIndex group = index(row, 0);
            emit dataChanged(index(0, 0, group), index(rowCount(group) - 1, 0, group));
        }
    });
}

void LegalMovesModel::setPosition(const Position& pos) {
    std::vector<Group> groups;
    const MoveList moves = MoveGenerator::legalMoves(pos);
    for (PieceType type : kGroupOrder) {
        Group g { type, {} };
        for (Move m : moves)
            if (pieceType(pos.pieceAt(m.from())) == type)
                g.moves.push_back({ m, QString::fromStdString(toSan(pos, m)) });
        std::sort(g.moves.begin(), g.moves.end(), [](const Entry& a, const Entry& b) {
            if (a.move.from() != b.move.from())
                return toIndex64(a.move.from()) < toIndex64(b.move.from());
            // The four promotions on one square: queen first, as players choose them.
            if (a.move.to() == b.move.to() && a.move.isPromotion() && b.move.isPromotion())
                return promotionRank(a.move.promotion()) < promotionRank(b.move.promotion());
            return a.san < b.san;
        });
        if (!g.moves.empty()) groups.push_back(std::move(g));
    }
    beginResetModel();
    m_groups = std::move(groups);
    m_total = static_cast<int>(moves.size());
    endResetModel();
}

void LegalMovesModel::clear() {
    beginResetModel();
    m_groups.clear();
    m_total = 0;
    endResetModel();
}

Move LegalMovesModel::moveAt(const QModelIndex& index) const {
    if (!index.isValid() || index.model() != this || index.internalId() == kGroupId) return {};
    const auto& group = m_groups[index.internalId() - 1];
    return group.moves[static_cast<std::size_t>(index.row())].move;
}

QModelIndexList LegalMovesModel::indexesFrom(Square from) const {
    QModelIndexList result;
    for (std::size_t g = 0; g < m_groups.size(); ++g)
        for (std::size_t i = 0; i < m_groups[g].moves.size(); ++i)
            if (m_groups[g].moves[i].move.from() == from)
                result << createIndex(static_cast<int>(i), 0, static_cast<quintptr>(g) + 1);
    return result;
}

QModelIndex LegalMovesModel::index(int row, int column, const QModelIndex& parent) const {
    if (row < 0 || column != 0) return {};
    if (!parent.isValid())
        return row < static_cast<int>(m_groups.size()) ? createIndex(row, 0, kGroupId)
                                                       : QModelIndex();
    if (parent.internalId() != kGroupId || parent.row() >= static_cast<int>(m_groups.size()))
        return {};
    const auto& group = m_groups[static_cast<std::size_t>(parent.row())];
    if (row >= static_cast<int>(group.moves.size())) return {};
    return createIndex(row, 0, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex LegalMovesModel::parent(const QModelIndex& child) const {
    if (!child.isValid() || child.internalId() == kGroupId) return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, kGroupId);
}

int LegalMovesModel::rowCount(const QModelIndex& parent) const {
    if (!parent.isValid()) return static_cast<int>(m_groups.size());
    if (parent.column() != 0 || parent.internalId() != kGroupId) return 0;
    return static_cast<int>(m_groups[static_cast<std::size_t>(parent.row())].moves.size());
}

int LegalMovesModel::columnCount(const QModelIndex&) const {
    return 1;
}

QVariant LegalMovesModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid)) return {};
    if (index.internalId() == kGroupId) {
        const auto& group = m_groups[static_cast<std::size_t>(index.row())];
        if (role == Qt::DisplayRole)
            return groupName(group.type, static_cast<int>(group.moves.size()));
        if (role == PieceTypeRole) return static_cast<int>(group.type);
        return {};
    }
    const auto& group = m_groups[index.internalId() - 1];
    const Entry& e = group.moves[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return MoveNotation::shown(e.san);
    case Qt::ToolTipRole:
        return tr("Play %1").arg(MoveNotation::shown(e.san));
    case MoveRole:
        return static_cast<quint32>(e.move.raw());
    case PieceTypeRole:
        return static_cast<int>(group.type);
    default:
        return {};
    }
}

QVariant LegalMovesModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (section == 0 && orientation == Qt::Horizontal && role == Qt::DisplayRole)
        return m_total == 1 ? tr("1 legal move") : tr("%1 legal moves").arg(m_total);
    return {};
}

} // namespace rochade::gui
