// SPDX-License-Identifier: GPL-3.0-or-later
// The first-time question before a rated game: how much chess the player has played.
#pragma once

#include "rochade/training/player_rating.h"

#include <QDialog>

class QPushButton;

namespace rochade::gui {

/// "How much chess have you played?" with one button an answer (new to chess, casually, in a
/// club) and Skip, which counts as casual, as does closing the dialog. The answer sets the
/// rating the player starts from (training::startingRating()). Lives in the GUI thread.
class ExperienceDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExperienceDialog(QWidget* parent = nullptr);

    /// The answer: the button pressed, Casual for Skip or a closed dialog.
    training::Experience experience() const { return m_experience; }
    QPushButton* answerButton(training::Experience experience) const;
    QPushButton* skipButton() const { return m_skip; }

private:
    training::Experience m_experience = training::Experience::Casual;
    QPushButton* m_newToChess = nullptr;
    QPushButton* m_casual = nullptr;
    QPushButton* m_club = nullptr;
    QPushButton* m_skip = nullptr;
};

} // namespace rochade::gui
