// SPDX-License-Identifier: GPL-3.0-or-later
// The player panel.
#include "rochade/gui/player_panel.h"

#include "rochade/gui/clock_label.h"

#include <QGridLayout>
#include <QLabel>

#include <algorithm>

namespace rochade::gui {

namespace {

constexpr std::array<int, 7> kValue = { 0, 1, 3, 3, 5, 9, 0 };

/// Unicode chess glyph of a piece (U+2654 white king ... U+265F black pawn).
QChar glyph(Color c, PieceType t) {
    // King, Queen, Rook, Bishop, Knight, Pawn from U+2654; our PieceType order differs.
    static constexpr std::array<int, 7> kOffset = { 0, 5, 4, 3, 2, 1, 0 };
    const int base = c == Color::White ? 0x2654 : 0x265A;
    return QChar(base + kOffset[static_cast<std::size_t>(index(t))]);
}

} // namespace

PlayerPanel::PlayerPanel(QWidget* parent)
    : QWidget(parent) {
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(6, 6, 6, 6);
    grid->setColumnStretch(1, 1);
    QFont glyphFont = font();
    glyphFont.setPointSizeF(glyphFont.pointSizeF() * 1.4);
    for (Color c : { Color::Black, Color::White }) {
        Row& r = m_rows[static_cast<std::size_t>(index(c))];
        const int row = c == Color::Black ? 0 : 2;
        r.turn = new QLabel;
        r.turn->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("▶ ")) + 4);
        r.name = new QLabel;
        QFont bold = font();
        bold.setBold(true);
        r.name->setFont(bold);
        r.name->setTextFormat(Qt::PlainText);
        r.name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        r.material = new QLabel;
        r.material->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        r.captured = new QLabel;
        r.captured->setFont(glyphFont);
        r.captured->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        r.captured->setMinimumHeight(QFontMetrics(glyphFont).height());
        grid->addWidget(r.turn, row, 0);
        grid->addWidget(r.name, row, 1);
        grid->addWidget(r.material, row, 2);
        grid->addWidget(r.captured, row + 1, 1, 1, 2);
        r.clock = new ClockLabel;
        grid->addWidget(r.clock, row, 3, 2, 1);
    }
    m_grid = grid;
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

std::array<int, 7> PlayerPanel::missingPieces(
    const Position& pos, const Position& start, Color victim) {
    std::array<int, 7> missing {};
    int promoted = 0;
    for (PieceType t :
        { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen }) {
        const int d = start.pieceCount(victim, t) - pos.pieceCount(victim, t);
        missing[static_cast<std::size_t>(index(t))] = std::max(0, d);
        promoted += std::max(0, -d);
    }
    // A pawn that promoted is not a captured pawn, and its new piece not an extra one.
    const int pawns = start.pieceCount(victim, PieceType::Pawn)
        - pos.pieceCount(victim, PieceType::Pawn) - promoted;
    missing[static_cast<std::size_t>(index(PieceType::Pawn))] = std::max(0, pawns);
    return missing;
}

int PlayerPanel::material(const Position& pos, Color side) {
    int sum = 0;
    for (int t = 1; t <= 5; ++t)
        sum += kValue[static_cast<std::size_t>(t)]
            * pos.pieceCount(side, static_cast<PieceType>(t));
    return sum;
}

void PlayerPanel::showPosition(const Position& pos, const Position& start, const QString& whiteName,
    const QString& blackName, std::optional<Color> turn, bool thinking) {
    const int diff = material(pos, Color::White) - material(pos, Color::Black);
    for (Color c : { Color::White, Color::Black }) {
        Row& r = m_rows[static_cast<std::size_t>(index(c))];
        const bool toMove = turn == c;
        r.turn->setText(toMove ? QStringLiteral("▶") : QString());
        QString name = QString(glyph(c, PieceType::King)) + QLatin1Char(' ')
            + (c == Color::White ? whiteName : blackName);
        if (toMove && thinking) name += tr(" — thinking…");
        r.name->setText(name);
        r.name->setToolTip(name);
        QString taken;
        const auto missing = missingPieces(pos, start, ~c);
        for (PieceType t : { PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                 PieceType::Knight, PieceType::Pawn })
            taken += QString(missing[static_cast<std::size_t>(index(t))], glyph(~c, t));
        r.captured->setText(taken);
        const int mine = c == Color::White ? diff : -diff;
        r.material->setText(mine > 0 ? QStringLiteral("+%1").arg(mine) : QString());
    }
}

void PlayerPanel::setFlipped(bool flipped) {
    if (flipped == m_flipped) return;
    m_flipped = flipped;
    for (Color c : { Color::White, Color::Black }) {
        Row& r = m_rows[static_cast<std::size_t>(index(c))];
        const bool top = (c == Color::Black) != flipped;
        const int row = top ? 0 : 2;
        for (QWidget* w : { r.turn, r.name, r.material, r.captured, static_cast<QLabel*>(r.clock) })
            m_grid->removeWidget(w);
        m_grid->addWidget(r.turn, row, 0);
        m_grid->addWidget(r.name, row, 1);
        m_grid->addWidget(r.material, row, 2);
        m_grid->addWidget(r.captured, row + 1, 1, 1, 2);
        m_grid->addWidget(r.clock, row, 3, 2, 1);
    }
}

ClockLabel* PlayerPanel::clockLabel(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].clock;
}

QString PlayerPanel::capturedText(Color capturer) const {
    return m_rows[static_cast<std::size_t>(index(capturer))].captured->text();
}

bool PlayerPanel::isTurnMarked(Color side) const {
    return !m_rows[static_cast<std::size_t>(index(side))].turn->text().isEmpty();
}

QString PlayerPanel::materialText(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].material->text();
}

} // namespace rochade::gui
