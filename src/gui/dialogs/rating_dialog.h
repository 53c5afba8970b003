// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Your Rating: the player's rating, its history as a chart, the level it suggests.
#pragma once

#include "rochade/training/player_rating.h"

#include <QDialog>

class QLabel;
class QPushButton;

namespace rochade::gui {

class RatingChart;

/// Shows a PlayerRating: the figure with its deviation, the chart of its history, the
/// suggested level (the one Adaptive plays), and Start over, which asks first and then emits
/// startOverRequested(). Lives in the GUI thread.
class RatingDialog : public QDialog {
    Q_OBJECT
public:
    explicit RatingDialog(QWidget* parent = nullptr);

    /// Shows `rating`, or that there is none yet (null).
    void setRating(const training::PlayerRating* rating);

    QLabel* figureLabel() const { return m_figure; }
    QLabel* suggestionLabel() const { return m_suggestion; }
    RatingChart* chart() const { return m_chart; }
    QPushButton* startOverButton() const { return m_startOver; }

signals:
    /// The player confirmed Start over: the rating and its history are to be deleted.
    void startOverRequested();

private:
    void confirmStartOver();

    QLabel* m_figure = nullptr;
    QLabel* m_start = nullptr;
    RatingChart* m_chart = nullptr;
    QLabel* m_suggestion = nullptr;
    QPushButton* m_startOver = nullptr;
    int m_gameCount = 0;
};

/// The words for how a rating began: "a casual player (1200)".
QString experienceDescription(training::Experience experience);

} // namespace rochade::gui
