// SPDX-License-Identifier: GPL-3.0-or-later
// The player panel.
#include "panels/player_panel.h"

#include "panels/clock_label.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>

#include <algorithm>

namespace rochade::gui {

namespace {

constexpr std::array<int, 7> kValue = { 0, 1, 3, 3, 5, 9, 0 };
/// U+200B ZERO WIDTH SPACE: invisible, but a place where a wrapped line may break.
constexpr QChar kLineBreakChance(0x200B);

/// The Unicode chess symbol of a piece (U+2654 white king ... U+265F black pawn).
QChar capturedGlyph(Color c, PieceType t) {
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
    QFont bold = font();
    bold.setBold(true);
    QFont small = font();
    small.setItalic(true);
    for (Color c : { Color::Black, Color::White }) {
        Row& r = m_rows[static_cast<std::size_t>(index(c))];
        r.turn = new QLabel;
        r.turn->setFixedWidth(fontMetrics().horizontalAdvance(QStringLiteral("▶ ")) + 4);
        // The name has a row of its own, the whole width of the panel, and wraps rather
        // than being cut: "Computer (Medium)" in Russian is wider than the room left beside
        // a clock.
        r.name = new QLabel;
        r.name->setFont(bold);
        r.name->setTextFormat(Qt::PlainText);
        r.name->setWordWrap(true);
        r.name->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        r.state = new QLabel;
        r.state->setFont(small);
        r.state->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        r.state->setMinimumHeight(QFontMetrics(small).height()); // no jump when it shows
        r.material = new QLabel;
        r.material->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        // Fifteen taken pieces are wider than the panel: the row wraps between glyphs (a
        // zero-width space after each is where a line may break) rather than being cut.
        r.captured = new QLabel;
        r.captured->setFont(glyphFont);
        r.captured->setTextFormat(Qt::PlainText);
        r.captured->setWordWrap(true);
        r.captured->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        r.captured->setMinimumHeight(QFontMetrics(glyphFont).height());
        r.clock = new ClockLabel;
        // The taken pieces and the material lead share a row the whole width of the panel:
        // beside a clock ("израсходовано 0:00") fifteen pieces had room for three a line.
        r.takenRow = new QWidget;
        auto* taken = new QHBoxLayout(r.takenRow);
        taken->setContentsMargins(0, 0, 0, 0);
        taken->addWidget(r.captured, 1);
        taken->addWidget(r.material, 0, Qt::AlignRight | Qt::AlignTop);
        place(r, c == Color::Black ? 0 : kRowsPerPlayer, grid);
    }
    m_grid = grid;
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void PlayerPanel::place(Row& r, int firstRow, QGridLayout* grid) {
    // name                          (the whole width)
    // thinking…                clock
    // captured pieces      +material (the whole width)
    grid->addWidget(r.turn, firstRow, 0);
    grid->addWidget(r.name, firstRow, 1, 1, 2);
    grid->addWidget(r.state, firstRow + 1, 1);
    grid->addWidget(r.clock, firstRow + 1, 2);
    grid->addWidget(r.takenRow, firstRow + 2, 1, 1, 2);
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
        const QString name = QString(capturedGlyph(c, PieceType::King)) + QLatin1Char(' ')
            + (c == Color::White ? whiteName : blackName);
        r.name->setText(name);
        r.state->setText(toMove && thinking ? tr("thinking…") : QString());
        QString taken;
        const auto missing = missingPieces(pos, start, ~c);
        for (PieceType t : { PieceType::Queen, PieceType::Rook, PieceType::Bishop,
                 PieceType::Knight, PieceType::Pawn })
            for (int n = missing[static_cast<std::size_t>(index(t))]; n > 0; --n)
                taken += QString(capturedGlyph(~c, t)) + kLineBreakChance;
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
        for (QWidget* w : { static_cast<QWidget*>(r.turn), static_cast<QWidget*>(r.name),
                 r.takenRow, static_cast<QWidget*>(r.state), static_cast<QWidget*>(r.clock) })
            m_grid->removeWidget(w);
    }
    for (Color c : { Color::White, Color::Black }) {
        const bool top = (c == Color::Black) != flipped;
        place(m_rows[static_cast<std::size_t>(index(c))], top ? 0 : kRowsPerPlayer, m_grid);
    }
}

ClockLabel* PlayerPanel::clockLabel(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].clock;
}

const QLabel* PlayerPanel::nameLabel(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].name;
}

QString PlayerPanel::stateText(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].state->text();
}

QString PlayerPanel::capturedText(Color capturer) const {
    return m_rows[static_cast<std::size_t>(index(capturer))].captured->text().remove(
        kLineBreakChance);
}

const QLabel* PlayerPanel::capturedLabel(Color capturer) const {
    return m_rows[static_cast<std::size_t>(index(capturer))].captured;
}

bool PlayerPanel::isTurnMarked(Color side) const {
    return !m_rows[static_cast<std::size_t>(index(side))].turn->text().isEmpty();
}

QString PlayerPanel::materialText(Color side) const {
    return m_rows[static_cast<std::size_t>(index(side))].material->text();
}

} // namespace rochade::gui
