// SPDX-License-Identifier: GPL-3.0-or-later
// The rating view.
#include "dialogs/rating_dialog.h"

#include "dialogs/rating_chart.h"
#include "game/game_setup.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace rochade::gui {

QString experienceDescription(training::Experience experience) {
    const int start = int(training::startingRating(experience).rating);
    switch (experience) {
    case training::Experience::NewToChess:
        return RatingDialog::tr("new to chess (%1)").arg(start);
    case training::Experience::Casual:
        break;
    case training::Experience::Club:
        return RatingDialog::tr("a club player (%1)").arg(start);
    }
    return RatingDialog::tr("a casual player (%1)").arg(start);
}

RatingDialog::RatingDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("ratingDialog"));
    setWindowTitle(tr("Your Rating"));
    m_figure = new QLabel;
    m_figure->setObjectName(QStringLiteral("ratingFigure"));
    QFont big = m_figure->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    m_figure->setFont(big);
    m_figure->setToolTip(tr("Your rating against Rochade's levels (Glicko-2) and its deviation: "
                            "your strength lies within one deviation of the figure about two "
                            "times in three. The deviation narrows as you play."));
    m_start = new QLabel;
    m_start->setWordWrap(true);
    m_chart = new RatingChart;
    m_suggestion = new QLabel;
    m_suggestion->setObjectName(QStringLiteral("suggestedLevel"));
    m_suggestion->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    m_startOver = buttons->addButton(tr("Start &Over…"), QDialogButtonBox::ResetRole);
    m_startOver->setObjectName(QStringLiteral("startOver"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_startOver, &QPushButton::clicked, this, &RatingDialog::confirmStartOver);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_figure);
    layout->addWidget(m_start);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_suggestion);
    layout->addWidget(buttons);
    setRating(nullptr);
}

void RatingDialog::setRating(const training::PlayerRating* rating) {
    m_chart->setVisible(rating != nullptr);
    m_startOver->setEnabled(rating != nullptr);
    if (rating == nullptr) {
        m_gameCount = 0;
        m_figure->setText(tr("Not rated yet"));
        m_start->setText(tr("Your first game against one of Rochade's levels asks how much chess "
                            "you have played, and your rating starts there."));
        m_suggestion->clear();
        return;
    }
    const training::Glicko2Rating now = rating->current();
    m_gameCount = int(rating->games().size());
    m_figure->setText(
        tr("Your rating: %1 ± %2").arg(std::lround(now.rating)).arg(std::lround(now.deviation)));
    m_start->setText(tr("Started as %1; %n rated game(s) since.", nullptr, m_gameCount)
                         .arg(experienceDescription(rating->experience())));
    std::vector<training::Glicko2Rating> history { rating->start() };
    for (const training::RatedGame& game : rating->games())
        history.push_back(game.after);
    m_chart->setRatings(std::move(history));
    const engine::Level level = training::suggestedLevel(now.rating);
    m_suggestion->setText(tr("Suggested: %1. %2 Adaptive in New Game plays the level nearest "
                             "your rating each game.")
                              .arg(levelName(level), levelStrength(level)));
}

void RatingDialog::confirmStartOver() {
    const QMessageBox::StandardButton answer = QMessageBox::question(this, tr("Start Over"),
        tr("Delete your rating and its %n rated game(s)? Your next game against the computer "
           "asks again how much chess you have played.",
            nullptr, m_gameCount),
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Yes) return;
    emit startOverRequested();
}

} // namespace rochade::gui
