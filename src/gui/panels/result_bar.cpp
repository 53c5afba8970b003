// SPDX-License-Identifier: GPL-3.0-or-later
// The game-over bar above the board.
#include "panels/result_bar.h"

#include "panels/colour_scheme.h"
#include "panels/eliding_label.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace rochade::gui {

ResultBar::ResultBar(QWidget* parent)
    : QFrame(parent) {
    setObjectName(QStringLiteral("resultBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setPalette(noticePalette(palette()));
    m_headline = new QLabel;
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.25);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setTextFormat(Qt::PlainText);
    m_reason = new ElidingLabel;
    m_newGame = new QPushButton(tr("&New game…"));
    m_undo = new QPushButton;
    m_close = new QPushButton(tr("Close"));
    m_close->setToolTip(tr("Hide this bar: the final position and the moves stay to look at."));
    m_newGame->setObjectName(QStringLiteral("resultNewGame"));
    m_undo->setObjectName(QStringLiteral("resultUndo"));
    m_close->setObjectName(QStringLiteral("resultClose"));
    connect(m_newGame, &QPushButton::clicked, this, &ResultBar::newGameRequested);
    connect(m_undo, &QPushButton::clicked, this, &ResultBar::undoRequested);
    connect(m_close, &QPushButton::clicked, this, &ResultBar::closeRequested);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 2);
    layout->addWidget(m_headline);
    layout->addSpacing(6);
    layout->addWidget(m_reason, 1);
    layout->addWidget(m_newGame);
    layout->addWidget(m_undo);
    layout->addWidget(m_close);
}

void ResultBar::setResult(const QString& headline, const QString& reason, bool againstComputer) {
    m_headline->setText(headline);
    m_reason->setFullText(reason);
    if (againstComputer) {
        m_undo->setText(tr("&Take back my last move"));
        m_undo->setToolTip(
            tr("Takes back your last move, and the computer's reply if it made one."));
    } else {
        m_undo->setText(tr("&Take back the last move"));
        m_undo->setToolTip(tr("Takes back the move that ended the game."));
    }
}

QString ResultBar::headline() const {
    return m_headline->text();
}

QString ResultBar::reason() const {
    return m_reason->fullText();
}

} // namespace rochade::gui
