// SPDX-License-Identifier: GPL-3.0-or-later
// The evaluation bar: a score mapped to a white share, painted with fixed board colours.
#include "insight/evaluation_bar.h"

#include "insight/evaluation_history.h"

#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace rochade::gui {

namespace {

// The bar's two sides keep their colours in any palette (they stand for the pieces); only
// the frame follows the palette, so the bar reads the same in light and dark themes.
const QColor kWhiteSide(238, 236, 228);
const QColor kBlackSide(46, 46, 50);
const QColor kWhiteText(40, 40, 44);
const QColor kBlackText(236, 236, 230);

/// A pawn up shows as about two thirds of the bar; the share approaches but never reaches
/// the ends, so the losing side stays visible until a mate or a result.
double shareForCentipawns(int cp) {
    const double share = 1.0 / (1.0 + std::pow(10.0, -cp / 400.0));
    return std::clamp(share, 0.04, 0.96);
}

} // namespace

EvaluationBar::EvaluationBar(QWidget* parent)
    : QWidget(parent) {
    setObjectName(QStringLiteral("evaluationBar"));
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    setAccessibleName(tr("Evaluation bar"));
    clear();
}

void EvaluationBar::clear() {
    m_pending = false;
    setState(0.5, {}, tr("The engine's evaluation of the shown position"));
}

void EvaluationBar::setPending() {
    m_pending = true;
    setState(m_share, QStringLiteral("…"), tr("Analysing the position…"));
}

void EvaluationBar::setEvaluation(int whiteScore, int depth) {
    m_pending = false;
    const QString label = scoreLabel(whiteScore);
    double share = shareForCentipawns(whiteScore);
    QString tip;
    if (isMateScore(whiteScore)) {
        const int moves = mateInMoves(whiteScore);
        share = moves > 0 ? 1.0 : 0.0;
        tip = moves > 0 ? tr("White mates in %n move(s)", nullptr, moves)
                        : tr("Black mates in %n move(s)", nullptr, -moves);
    } else if (whiteScore > 0) {
        tip = tr("%1: White is better by %2 pawns")
                  .arg(label)
                  .arg(QLocale().toString(whiteScore / 100.0, 'f', 2));
    } else if (whiteScore < 0) {
        tip = tr("%1: Black is better by %2 pawns")
                  .arg(label)
                  .arg(QLocale().toString(-whiteScore / 100.0, 'f', 2));
    } else {
        tip = tr("%1: the position is balanced").arg(label);
    }
    if (depth > 0) tip += QLatin1Char(' ') + tr("(depth %1)").arg(depth);
    setState(share, label, tip);
}

void EvaluationBar::setResult(GameResult result) {
    m_pending = false;
    switch (result) {
    case GameResult::WhiteWins:
        setState(1.0, QStringLiteral("1-0"), tr("The game is over: White won"));
        break;
    case GameResult::BlackWins:
        setState(0.0, QStringLiteral("0-1"), tr("The game is over: Black won"));
        break;
    case GameResult::Draw:
        setState(0.5, QStringLiteral("½-½"), tr("The game is over: a draw"));
        break;
    case GameResult::Ongoing:
        clear();
        break;
    }
}

void EvaluationBar::setFlipped(bool flipped) {
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    update();
}

void EvaluationBar::setState(double share, const QString& text, const QString& tooltip) {
    m_share = std::clamp(share, 0.0, 1.0);
    m_text = text;
    setToolTip(tooltip);
    update();
}

QFont EvaluationBar::labelFont() const {
    QFont f = font();
    f.setBold(true);
    f.setPointSizeF(std::max(6.0, f.pointSizeF() * 0.8));
    return f;
}

QSize EvaluationBar::sizeHint() const {
    // Wide enough for "+9.99" and "-M12"; larger figures are rare and may touch the edges.
    const int labelWidth = QFontMetrics(labelFont()).horizontalAdvance(QStringLiteral("+9.99"));
    return { std::max(22, labelWidth + 4), 240 };
}

QSize EvaluationBar::minimumSizeHint() const {
    return { sizeHint().width(), 80 };
}

void EvaluationBar::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal radius = 3;
    QPainterPath clip;
    clip.addRoundedRect(r, radius, radius);

    // White's part from White's edge: the bottom, or the top when flipped.
    const qreal whiteHeight = r.height() * m_share;
    QRectF white = r;
    QRectF black = r;
    if (m_flipped) {
        white.setBottom(r.top() + whiteHeight);
        black.setTop(white.bottom());
    } else {
        white.setTop(r.bottom() - whiteHeight);
        black.setBottom(white.top());
    }
    p.save();
    p.setClipPath(clip);
    p.setOpacity(m_pending ? 0.55 : 1.0);
    p.fillRect(black, kBlackSide);
    p.fillRect(white, kWhiteSide);
    p.setOpacity(1.0);
    // A tick at the middle: where "even" is.
    const qreal mid = r.center().y();
    p.setPen(QPen(QColor(200, 60, 60, 170), 1.5));
    p.drawLine(QPointF(r.left(), mid), QPointF(r.left() + r.width() * 0.3, mid));
    p.drawLine(QPointF(r.right() - r.width() * 0.3, mid), QPointF(r.right(), mid));
    p.restore();

    QColor frame = palette().color(QPalette::Mid);
    p.setPen(QPen(frame, 1));
    p.setBrush(Qt::NoBrush);
    p.drawPath(clip);

    if (m_text.isEmpty()) return;
    // The label sits at the leading side's end, on that side's colour; a pending or even
    // bar puts it in the middle.
    const QFont f = labelFont();
    p.setFont(f);
    const int h = QFontMetrics(f).height() + 6;
    const bool whiteLeads = m_share > 0.5;
    const bool blackLeads = m_share < 0.5;
    QRectF label(r.left(), r.center().y() - h / 2.0, r.width(), h);
    QColor ink = kWhiteText;
    if (!m_pending && (whiteLeads || blackLeads)) {
        const bool atBottom = whiteLeads != m_flipped;
        label.moveTop(atBottom ? r.bottom() - h : r.top());
        ink = whiteLeads ? kWhiteText : kBlackText;
    } else {
        // Straddling the middle: a small plate keeps it readable on either colour.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(128, 128, 128, 200));
        p.drawRoundedRect(label.adjusted(2, 2, -2, -2), 2, 2);
        ink = Qt::white;
    }
    p.setPen(ink);
    p.drawText(label, Qt::AlignCenter, m_text);
}

} // namespace rochade::gui
