// SPDX-License-Identifier: GPL-3.0-or-later
// The rating chart's painting.
#include "dialogs/rating_chart.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace rochade::gui {

namespace {

/// A step for the rating axis's lines that gives three to six of them over `span`.
double ratingAxisStep(double span) {
    for (double step : { 50.0, 100.0, 200.0, 250.0, 500.0 })
        if (span / step <= 6) return step;
    return 1000.0;
}

} // namespace

RatingChart::RatingChart(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("ratingChart"));
    setAccessibleName(tr("Rating history"));
}

void RatingChart::setRatings(std::vector<training::Glicko2Rating> ratings) {
    m_ratings = std::move(ratings);
    update();
}

void RatingChart::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette& pal = palette();
    painter.fillRect(rect(), pal.base());
    if (m_ratings.empty()) return;

    // The vertical range: every band, widened to round steps.
    double low = m_ratings.front().rating;
    double high = low;
    for (const training::Glicko2Rating& r : m_ratings) {
        low = std::min(low, r.rating - r.deviation);
        high = std::max(high, r.rating + r.deviation);
    }
    const double step = ratingAxisStep(std::max(100.0, high - low));
    low = std::floor(low / step) * step;
    high = std::ceil(high / step) * step;
    if (high - low < step) high = low + step;

    const QFontMetrics metrics(font());
    const int labelWidth = metrics.horizontalAdvance(QStringLiteral("-0000")) + 6;
    const QRectF plot = QRectF(rect()).adjusted(
        labelWidth, metrics.height() / 2.0 + 4, -12, -(metrics.height() + 8));
    const std::size_t last = m_ratings.size() - 1;
    const auto x = [&](std::size_t i) {
        return last == 0 ? plot.center().x()
                         : plot.left() + plot.width() * double(i) / double(last);
    };
    const auto y = [&](double rating) {
        return plot.bottom() - plot.height() * (rating - low) / (high - low);
    };

    // The rating lines and their labels.
    QColor gridColour = pal.color(QPalette::Text);
    gridColour.setAlpha(40);
    for (double value = low; value <= high + 0.5; value += step) {
        painter.setPen(gridColour);
        painter.drawLine(QPointF(plot.left(), y(value)), QPointF(plot.right(), y(value)));
        painter.setPen(pal.color(QPalette::Text));
        const QRectF label(0, y(value) - metrics.height() / 2.0, labelWidth - 6, metrics.height());
        painter.drawText(label, Qt::AlignRight | Qt::AlignVCenter, QString::number(int(value)));
    }
    painter.setPen(pal.color(QPalette::Text));
    const QString games = m_ratings.size() == 1
        ? tr("No rated games yet")
        : tr("%n rated game(s)", nullptr, int(m_ratings.size() - 1));
    painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), metrics.height() + 4),
        Qt::AlignHCenter | Qt::AlignTop, games);

    // One deviation either side: wide at first, narrowing as the games say more.
    QPainterPath band;
    band.moveTo(x(0), y(m_ratings[0].rating + m_ratings[0].deviation));
    for (std::size_t i = 1; i <= last; ++i)
        band.lineTo(x(i), y(m_ratings[i].rating + m_ratings[i].deviation));
    for (std::size_t i = last + 1; i-- > 0;)
        band.lineTo(x(i), y(m_ratings[i].rating - m_ratings[i].deviation));
    band.closeSubpath();
    QColor bandColour = pal.color(QPalette::Highlight);
    bandColour.setAlpha(50);
    painter.fillPath(band, bandColour);

    QPen linePen(pal.color(QPalette::Highlight), 2);
    painter.setPen(linePen);
    QPainterPath line;
    line.moveTo(x(0), y(m_ratings[0].rating));
    for (std::size_t i = 1; i <= last; ++i)
        line.lineTo(x(i), y(m_ratings[i].rating));
    painter.drawPath(line);
    painter.setBrush(pal.color(QPalette::Highlight));
    const double dot = last > 60 ? 1.5 : 3.0;
    for (std::size_t i = 0; i <= last; ++i)
        painter.drawEllipse(QPointF(x(i), y(m_ratings[i].rating)), dot, dot);
}

} // namespace rochade::gui
