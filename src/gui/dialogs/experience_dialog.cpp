// SPDX-License-Identifier: GPL-3.0-or-later
// The first-time question before a rated game.
#include "dialogs/experience_dialog.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace rochade::gui {

ExperienceDialog::ExperienceDialog(QWidget* parent)
    : QDialog(parent) {
    setObjectName(QStringLiteral("experienceDialog"));
    setWindowTitle(tr("Your Rating"));
    auto* question = new QLabel(tr("<b>How much chess have you played?</b>"));
    auto* why = new QLabel(tr("Rochade keeps a rating from your games against its levels and "
                              "suggests the level that suits you. Your answer is where it "
                              "starts; your games move it from there."));
    why->setWordWrap(true);
    m_newToChess = new QPushButton(tr("I'm &new to chess"));
    m_newToChess->setObjectName(QStringLiteral("newToChess"));
    m_casual = new QPushButton(tr("I play &casually"));
    m_casual->setObjectName(QStringLiteral("casual"));
    m_club = new QPushButton(tr("I play in a c&lub"));
    m_club->setObjectName(QStringLiteral("club"));
    m_skip = new QPushButton(tr("&Skip"));
    m_skip->setObjectName(QStringLiteral("skip"));
    m_skip->setToolTip(tr("Start as a casual player"));
    m_skip->setFlat(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(question);
    layout->addWidget(why);
    layout->addSpacing(6);
    layout->addWidget(m_newToChess);
    layout->addWidget(m_casual);
    layout->addWidget(m_club);
    layout->addWidget(m_skip, 0, Qt::AlignRight);
    setMinimumWidth(360);

    const auto answer = [this](QPushButton* button, training::Experience experience) {
        connect(button, &QPushButton::clicked, this, [this, experience] {
            m_experience = experience;
            accept();
        });
    };
    answer(m_newToChess, training::Experience::NewToChess);
    answer(m_casual, training::Experience::Casual);
    answer(m_club, training::Experience::Club);
    answer(m_skip, training::Experience::Casual);
    m_casual->setDefault(true);
    m_casual->setFocus();
}

QPushButton* ExperienceDialog::answerButton(training::Experience experience) const {
    switch (experience) {
    case training::Experience::NewToChess:
        return m_newToChess;
    case training::Experience::Casual:
        break;
    case training::Experience::Club:
        return m_club;
    }
    return m_casual;
}

} // namespace rochade::gui
