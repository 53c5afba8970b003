// SPDX-License-Identifier: GPL-3.0-or-later
// The row above the board: browsing banner, draw claim and result bar.
#include "app/banner.h"

#include "game/game_controller.h"
#include "panels/colour_scheme.h"
#include "panels/result_bar.h"

#include <QApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>

#include <algorithm>

namespace rochade::gui {

Banner::Banner(GameController* controller, QObject* parent)
    : QObject(parent)
    , m_controller(controller) {
    m_banner = new QFrame;
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setFrameShape(QFrame::StyledPanel);
    m_banner->setAutoFillBackground(true);
    followPalette(); // amber, light or dark as the window
    m_label = new QLabel;
    QFont bold = m_label->font();
    bold.setBold(true);
    m_label->setFont(bold);
    m_label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_back = new QPushButton(tr("&Back to game"));
    m_claim = new QPushButton(tr("&Claim draw"));
    m_decline = new QPushButton(tr("Play on"));
    m_back->setObjectName(QStringLiteral("backToGame"));
    m_claim->setObjectName(QStringLiteral("claimDraw"));
    m_decline->setObjectName(QStringLiteral("declineDraw"));
    auto* layout = new QHBoxLayout(m_banner);
    layout->setContentsMargins(8, 2, 8, 2);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_back);
    layout->addWidget(m_claim);
    layout->addWidget(m_decline);
    // One fixed height whatever the slot shows (or when it shows nothing).
    m_resultBar = new ResultBar;
    m_empty = new QWidget;
    m_slot = new QStackedWidget;
    m_slot->addWidget(m_empty);
    m_slot->addWidget(m_banner);
    m_slot->addWidget(m_resultBar);
    m_slot->setFixedHeight(
        std::max(m_banner->sizeHint().height(), m_resultBar->sizeHint().height()));
    m_slot->setCurrentWidget(m_empty);

    connect(m_back, &QPushButton::clicked, m_controller, &GameController::returnToGame);
    connect(m_claim, &QPushButton::clicked, m_controller->drawTalk(), &DrawTalk::claimDraw);
    connect(
        m_decline, &QPushButton::clicked, m_controller->drawTalk(), &DrawTalk::declineDrawClaim);
    connect(m_resultBar, &ResultBar::newGameRequested, this, &Banner::newGameRequested);
    connect(m_resultBar, &ResultBar::undoRequested, m_controller, &GameController::undo);
    connect(m_resultBar, &ResultBar::closeRequested, this, [this] {
        m_resultDismissed = true;
        refresh();
    });
}

QWidget* Banner::row() const {
    return m_slot;
}

QString Banner::text() const {
    return m_banner->isVisible() ? m_label->text() : QString();
}

void Banner::followPalette() {
    m_banner->setPalette(noticePalette(QApplication::palette()));
}

void Banner::dismissResult() {
    m_resultDismissed = true;
}

void Banner::refresh() {
    const GameController& c = *m_controller;
    const bool browsing = c.isBrowsing();
    const bool claim = !browsing && !m_drawClaimText.isEmpty() && c.canClaimDraw();
    if (browsing) {
        // The move is named as the record numbers it (a game set up from a FEN starts at
        // its own move number).
        const Game::Node& node = c.shownNode();
        QString which = tr("Viewing the start position");
        if (node.previous) {
            const Position& before = node.previous->position;
            const QString black = before.sideToMove() == Color::Black ? tr(" (Black)") : QString();
            which = c.isViewingSideLine()
                ? tr("Viewing a side line at move %1%2").arg(before.fullmoveNumber()).arg(black)
                : tr("Viewing move %1%2").arg(before.fullmoveNumber()).arg(black);
        }
        m_label->setText(which + tr(" — the game is not changed"));
    } else if (claim) {
        m_label->setText(m_drawClaimText);
    }
    m_back->setVisible(browsing);
    m_claim->setVisible(claim);
    m_decline->setVisible(claim);
    // Browsing a finished game shows the browsing banner; back at its end, the result again.
    QWidget* shown = m_empty;
    if (browsing || claim)
        shown = m_banner;
    else if (c.game().isOver() && !m_resultDismissed)
        shown = m_resultBar;
    m_slot->setCurrentWidget(shown);
}

void Banner::onGameOver(const QString& text) {
    const GameController& c = *m_controller;
    const GameStatus s = c.status();
    QString headline = tr("Draw");
    if (s.result == GameResult::WhiteWins || s.result == GameResult::BlackWins) {
        const Color winner = s.result == GameResult::WhiteWins ? Color::White : Color::Black;
        if (c.isVsComputer())
            headline = winner == c.humanColor() ? tr("You win!") : tr("The computer wins");
        else
            headline = tr("%1 wins").arg(c.playerName(winner));
    }
    m_resultBar->setResult(headline, text, c.isVsComputer());
    m_resultDismissed = false;
}

void Banner::onDrawClaimChanged(const QString& text) {
    m_drawClaimText = text;
    refresh();
}

} // namespace rochade::gui
