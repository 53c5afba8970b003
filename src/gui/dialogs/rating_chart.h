// SPDX-License-Identifier: GPL-3.0-or-later
// A small chart of the player's rating over their rated games, painted with QPainter.
#pragma once

#include "rochade/training/glicko2.h"

#include <QWidget>

#include <vector>

namespace rochade::gui {

/// The rating before the first game and after each one, left to right, as a line with a
/// dot a game, over a shaded band of one deviation either side (how sure the figure is).
/// The vertical scale fits the ratings and bands shown, in round steps. Lives in the GUI
/// thread.
class RatingChart : public QWidget {
    Q_OBJECT
public:
    explicit RatingChart(QWidget* parent = nullptr);

    /// The ratings to show: the start first, then one after each game.
    void setRatings(std::vector<training::Glicko2Rating> ratings);
    const std::vector<training::Glicko2Rating>& ratings() const { return m_ratings; }

    QSize sizeHint() const override { return { 420, 200 }; }
    QSize minimumSizeHint() const override { return { 240, 120 }; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::vector<training::Glicko2Rating> m_ratings;
};

} // namespace rochade::gui
