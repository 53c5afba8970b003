// SPDX-License-Identifier: GPL-3.0-or-later
// The board editor's position settings: radio buttons, castling check boxes, en passant, move
// number.
#include "editor/position_settings_panel.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rochade::gui {

namespace {

constexpr std::array<CastlingRight, 4> kRights = { CastlingRight::WhiteKingside,
    CastlingRight::WhiteQueenside, CastlingRight::BlackKingside, CastlingRight::BlackQueenside };

std::size_t slot(CastlingRight r) {
    for (std::size_t i = 0; i < kRights.size(); ++i)
        if (kRights[i] == r) return i;
    return 0;
}

} // namespace

PositionSettingsPanel::PositionSettingsPanel(PositionDraft& draft, QWidget* parent)
    : QWidget(parent)
    , m_draft(draft) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(createSideBox());
    column->addWidget(createCastlingBox());

    auto* form = new QFormLayout;
    m_enPassant = new QComboBox;
    m_enPassant->setToolTip(tr("The square a pawn may capture onto en passant: only squares "
                               "behind a pawn that can just have made a double step"));
    connect(m_enPassant, &QComboBox::activated, this, [this](int index) {
        m_draft.setEnPassant(static_cast<Square>(m_enPassant->itemData(index).toInt()));
        emit draftEdited();
    });
    form->addRow(tr("En passant:"), m_enPassant);
    m_moveNumber = new QSpinBox;
    m_moveNumber->setRange(1, 9999);
    connect(m_moveNumber, &QSpinBox::valueChanged, this, [this](int n) {
        m_draft.setFullmoveNumber(n);
        emit draftEdited();
    });
    form->addRow(tr("Move number:"), m_moveNumber);
    column->addLayout(form);
}

PositionSettingsPanel::~PositionSettingsPanel() {
    // QWidget's destructor, which deletes the controls after this one, can still make a
    // control signal (losing the focus, say); that must not reach a panel that is no longer
    // a PositionSettingsPanel.
    for (const QObject* control : findChildren<QObject*>())
        disconnect(control, nullptr, this, nullptr);
}

QWidget* PositionSettingsPanel::createSideBox() {
    auto* box = new QGroupBox(tr("Side to move"));
    auto* row = new QHBoxLayout(box);
    m_white = new QRadioButton(tr("White"));
    m_black = new QRadioButton(tr("Black"));
    row->addWidget(m_white);
    row->addWidget(m_black);
    auto* sides = new QButtonGroup(this);
    sides->addButton(m_white);
    sides->addButton(m_black);
    connect(m_white, &QRadioButton::toggled, this, [this](bool white) {
        m_draft.setSideToMove(white ? Color::White : Color::Black);
        emit draftEdited();
    });
    return box;
}

QWidget* PositionSettingsPanel::createCastlingBox() {
    auto* group = new QGroupBox(tr("Castling rights"));
    auto* grid = new QGridLayout(group);
    grid->addWidget(new QLabel(tr("White")), 0, 0);
    grid->addWidget(new QLabel(tr("Black")), 1, 0);
    const std::array<QString, 4> tips = {
        tr("White may still castle kingside (king on e1, rook on h1)"),
        tr("White may still castle queenside (king on e1, rook on a1)"),
        tr("Black may still castle kingside (king on e8, rook on h8)"),
        tr("Black may still castle queenside (king on e8, rook on a8)"),
    };
    for (std::size_t i = 0; i < kRights.size(); ++i) {
        auto* box = new QCheckBox(i % 2 == 0 ? tr("O-O") : tr("O-O-O"));
        box->setToolTip(tips[i]);
        box->setAccessibleName(tips[i]);
        const CastlingRight right = kRights[i];
        connect(box, &QCheckBox::toggled, this, [this, right](bool on) {
            m_draft.setCastling(right, on);
            emit draftEdited();
        });
        grid->addWidget(box, static_cast<int>(i / 2), static_cast<int>(i % 2) + 1);
        m_castling[i] = box;
    }
    m_chess960 = new QCheckBox(tr("Chess960 castling"));
    m_chess960->setToolTip(tr("King anywhere on its back rank, castling with the outermost rook "
                              "of each wing (Fischer's random chess)"));
    connect(m_chess960, &QCheckBox::toggled, this, [this](bool on) {
        m_draft.setChess960(on);
        emit draftEdited();
    });
    grid->addWidget(m_chess960, 2, 0, 1, 3);
    return group;
}

QCheckBox* PositionSettingsPanel::castlingBox(CastlingRight r) const {
    return m_castling[slot(r)];
}

void PositionSettingsPanel::showDraft() {
    const Position& pos = m_draft.position();
    {
        const QSignalBlocker blockWhite(m_white);
        const QSignalBlocker blockBlack(m_black);
        (pos.sideToMove() == Color::White ? m_white : m_black)->setChecked(true);
    }
    {
        const QSignalBlocker block(m_chess960);
        m_chess960->setChecked(m_draft.isChess960());
    }
    for (std::size_t i = 0; i < kRights.size(); ++i) {
        const QSignalBlocker block(m_castling[i]);
        m_castling[i]->setEnabled(m_draft.canCastle(kRights[i]));
        m_castling[i]->setChecked(pos.hasCastlingRight(kRights[i]));
    }
    {
        const QSignalBlocker block(m_enPassant);
        m_enPassant->clear();
        m_enPassant->addItem(tr("None"), 0);
        for (Square s : m_draft.enPassantSquares())
            m_enPassant->addItem(QString::fromStdString(squareName(s)), static_cast<int>(s));
        m_enPassant->setCurrentIndex(
            std::max(0, m_enPassant->findData(static_cast<int>(pos.enPassantSquare()))));
        m_enPassant->setEnabled(m_enPassant->count() > 1);
    }
    const QSignalBlocker block(m_moveNumber);
    m_moveNumber->setValue(pos.fullmoveNumber());
}

} // namespace rochade::gui
