// SPDX-License-Identifier: GPL-3.0-or-later
// The game-over dialog.
#include "rochade/gui/result_dialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rochade::gui {

ResultDialog::ResultDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Game Over"));
    setModal(false);
    m_headline = new QLabel;
    QFont big = m_headline->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_headline->setFont(big);
    m_headline->setAlignment(Qt::AlignCenter);
    m_reason = new QLabel;
    m_reason->setWordWrap(true);
    m_reason->setAlignment(Qt::AlignCenter);

    auto* buttons = new QDialogButtonBox;
    m_newGame = buttons->addButton(tr("&New game…"), QDialogButtonBox::AcceptRole);
    m_undo = buttons->addButton(tr("&Undo last move"), QDialogButtonBox::ActionRole);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_newGame->setDefault(true);
    connect(m_newGame, &QPushButton::clicked, this, [this] {
        hide();
        emit newGameRequested();
    });
    connect(m_undo, &QPushButton::clicked, this, [this] {
        hide();
        emit undoRequested();
    });
    connect(m_close, &QPushButton::clicked, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_reason);
    layout->addSpacing(8);
    layout->addWidget(buttons);
    setMinimumWidth(340);
}

void ResultDialog::setResult(const QString& headline, const QString& reason) {
    m_headline->setText(headline);
    m_reason->setText(reason);
}

QString ResultDialog::headline() const {
    return m_headline->text();
}

QString ResultDialog::reason() const {
    return m_reason->text();
}

} // namespace rochade::gui
