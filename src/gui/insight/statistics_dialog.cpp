// SPDX-License-Identifier: GPL-3.0-or-later
// The statistics window: material counted from the game's positions, evaluations from the
// history, drawn with Qt Charts.
#include "insight/statistics_dialog.h"

#include "game/game_controller.h"
#include "insight/evaluation_history.h"
#include "rochade/engine/evaluation.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontMetricsF>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace rochade::gui {

namespace {

constexpr std::array<PieceType, 5> kMaterialTypes { PieceType::Pawn, PieceType::Knight,
    PieceType::Bishop, PieceType::Rook, PieceType::Queen };

int materialOf(const Position& pos, Color c) {
    int sum = 0;
    for (PieceType t : kMaterialTypes)
        sum += engine::pieceValue(t) * pos.pieceCount(c, t);
    return sum;
}

QChart* makeChart(const QString& title) {
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setMargins(QMargins(4, 4, 4, 4));
    return chart;
}

QValueAxis* makeAxis(const QString& title, const QString& format) {
    auto* axis = new QValueAxis;
    axis->setTitleText(title);
    axis->setLabelFormat(format);
    return axis;
}

/// Whole plies on the x axis, with a tick count that keeps the labels on round numbers.
void setPlyRange(QValueAxis* axis, int plies) {
    const int step = 10 * std::max(1, (plies + 99) / 100);
    const int top = std::max(1, (plies + step - 1) / step) * step;
    axis->setRange(0, top);
    axis->setTickCount(top / step + 1);
}

/// How many labels `axis` (a vertical one) can show along `chart`'s plot area. Qt Charts
/// gives each label the axis' height divided by the number of ticks, less twice its padding
/// (4 px), and draws "..." instead of a label that is higher than that: nine ticks on the
/// material chart at the dialog's first size were all "...".
int statisticsLabelsFitting(const QChart* chart, const QValueAxis* axis) {
    constexpr qreal kLabelPaddingPx = 4;
    constexpr qreal kTextMarginPx = 1; // Qt Charts' text items have half a pixel each side
    const qreal perLabel
        = QFontMetricsF(axis->labelsFont()).height() + kTextMarginPx + 2 * kLabelPaddingPx + 1;
    return std::max(2, static_cast<int>(chart->plotArea().height() / perLabel));
}

} // namespace

std::vector<std::array<int, 2>> materialByPly(const Game& game) {
    std::vector<std::array<int, 2>> out;
    out.reserve(static_cast<std::size_t>(game.ply()) + 1);
    for (int ply = 0; ply <= game.ply(); ++ply) {
        const Position& pos = game.positionAt(ply);
        out.push_back({ materialOf(pos, Color::White), materialOf(pos, Color::Black) });
    }
    return out;
}

std::vector<std::array<int, 2>> piecesByPly(const Game& game) {
    std::vector<std::array<int, 2>> out;
    out.reserve(static_cast<std::size_t>(game.ply()) + 1);
    for (int ply = 0; ply <= game.ply(); ++ply) {
        const Position& pos = game.positionAt(ply);
        out.push_back({ static_cast<int>(pos.pieceSquares(Color::White).size()),
            static_cast<int>(pos.pieceSquares(Color::Black).size()) });
    }
    return out;
}

StatisticsDialog::StatisticsDialog(
    const GameController* controller, const EvaluationHistory* history, QWidget* parent)
    : QDialog(parent)
    , m_controller(controller)
    , m_history(history) {
    setObjectName(QStringLiteral("statisticsDialog"));
    setWindowTitle(tr("Game Statistics"));

    m_materialChart = makeChart(tr("Material"));
    for (Color c : { Color::White, Color::Black }) {
        auto* series = new QLineSeries;
        series->setName(c == Color::White ? tr("White") : tr("Black"));
        m_material[static_cast<std::size_t>(index(c))] = series;
        m_materialChart->addSeries(series);
    }
    m_materialX = makeAxis(tr("Half-moves played"), QStringLiteral("%d"));
    m_materialY = makeAxis(tr("Material (pawns)"), QStringLiteral("%.0f"));
    m_materialChart->addAxis(m_materialX, Qt::AlignBottom);
    m_materialChart->addAxis(m_materialY, Qt::AlignLeft);
    for (QLineSeries* s : m_material) {
        s->attachAxis(m_materialX);
        s->attachAxis(m_materialY);
    }

    m_evaluationChart = makeChart(tr("Engine evaluation (White's view)"));
    m_evaluationX = makeAxis(tr("Half-moves played"), QStringLiteral("%d"));
    m_evaluationY = makeAxis(tr("Evaluation (pawns)"), QStringLiteral("%+.1f"));
    m_evaluationChart->addAxis(m_evaluationX, Qt::AlignBottom);
    m_evaluationChart->addAxis(m_evaluationY, Qt::AlignLeft);

    m_materialView = new QChartView(m_materialChart);
    m_materialView->setObjectName(QStringLiteral("materialChart"));
    m_materialView->setRenderHint(QPainter::Antialiasing);
    m_materialView->setMinimumSize(420, 220);
    m_evaluationView = new QChartView(m_evaluationChart);
    m_evaluationView->setObjectName(QStringLiteral("evaluationChart"));
    m_evaluationView->setRenderHint(QPainter::Antialiasing);
    m_evaluationView->setMinimumSize(420, 220);
    // The number of labels that fit depends on the charts' height: fitted anew when the
    // plot areas change (after the layout that changed them, not inside it).
    connect(m_materialChart, &QChart::plotAreaChanged, this, &StatisticsDialog::fitMaterialAxis,
        Qt::QueuedConnection);
    connect(m_evaluationChart, &QChart::plotAreaChanged, this, &StatisticsDialog::fitEvaluationAxis,
        Qt::QueuedConnection);
    // A click on the evaluation goes to that move.
    m_evaluationView->viewport()->installEventFilter(this);
    m_evaluationView->viewport()->setCursor(Qt::PointingHandCursor);

    m_countPieces = new QCheckBox(tr("Count &pieces instead of material"));
    m_countPieces->setObjectName(QStringLiteral("countPieces"));
    m_countPieces->setChecked(
        QSettings().value(QStringLiteral("statistics/countPieces"), false).toBool());
    connect(m_countPieces, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("statistics/countPieces"), on);
        refresh();
    });

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_materialView, 1);
    layout->addWidget(m_countPieces);
    layout->addWidget(m_evaluationView, 1);
    layout->addWidget(buttons);
    resize(640, 620);

    applyTheme();
    refresh();
}

QLineSeries* StatisticsDialog::materialSeries(Color c) const {
    return m_material[static_cast<std::size_t>(index(c))];
}

void StatisticsDialog::setCountingPieces(bool on) {
    m_countPieces->setChecked(on);
}

bool StatisticsDialog::isCountingPieces() const {
    return m_countPieces->isChecked();
}

void StatisticsDialog::refresh() {
    const Game& game = m_controller->game();
    const bool pieces = isCountingPieces();
    // Pieces in hundredths too, so one scale serves both.
    std::vector<std::array<int, 2>> material = pieces ? piecesByPly(game) : materialByPly(game);
    if (pieces)
        for (auto& sides : material)
            for (int& n : sides)
                n *= 100;
    m_materialChart->setTitle(pieces ? tr("Pieces on the board") : tr("Material"));
    m_materialY->setTitleText(pieces ? tr("Pieces") : tr("Material (pawns)"));
    // The y axis spans the material present, not 0 to 40: a pawn's difference must show.
    int most = 0;
    int least = std::numeric_limits<int>::max();
    for (Color c : { Color::White, Color::Black }) {
        QList<QPointF> points;
        points.reserve(static_cast<qsizetype>(material.size()));
        for (std::size_t ply = 0; ply < material.size(); ++ply) {
            const int cp = material[ply][static_cast<std::size_t>(index(c))];
            most = std::max(most, cp);
            least = std::min(least, cp);
            points << QPointF(static_cast<qreal>(ply), cp / 100.0);
        }
        materialSeries(c)->replace(points);
    }
    m_materialMost = most;
    m_materialLeast = least;
    setPlyRange(m_materialX, game.ply());
    fitMaterialAxis();
    refreshEvaluation(game.ply());
}

void StatisticsDialog::fitMaterialAxis() {
    // A pawn of room above the most material and two below the least; the ticks on round
    // numbers of pawns (1, 2, 5, 10 ...), as many as have room for their labels, at most nine.
    const double high = std::ceil(m_materialMost / 100.0) + 1;
    const double low = std::max(0.0, std::floor(m_materialLeast / 100.0) - 2);
    const int maxSteps
        = std::clamp(statisticsLabelsFitting(m_materialChart, m_materialY) - 1, 1, 8);
    double bottom = low;
    double top = high;
    long steps = 1;
    for (const double step : { 1.0, 2.0, 5.0, 10.0, 20.0, 50.0 }) {
        bottom = std::floor(low / step) * step;
        top = std::ceil(high / step) * step;
        steps = std::lround((top - bottom) / step);
        if (steps <= maxSteps) break;
    }
    m_materialY->setRange(bottom, top);
    m_materialY->setTickCount(static_cast<int>(steps) + 1);
}

void StatisticsDialog::refreshEvaluation(int plies) {
    for (QLineSeries* s : m_evaluation) {
        m_evaluationChart->removeSeries(s);
        delete s;
    }
    m_evaluation.clear();

    // One line per run of consecutive known plies: a gap where nothing is known.
    double extreme = 2.0;
    QList<QPointF> run;
    int previous = -2;
    const auto flush = [&] {
        if (run.isEmpty()) return;
        auto* series = new QLineSeries;
        series->setName(tr("Evaluation"));
        series->setPointsVisible(true); // a lone known ply still shows as a dot
        series->replace(run);
        m_evaluationChart->addSeries(series);
        series->attachAxis(m_evaluationX);
        series->attachAxis(m_evaluationY);
        if (!m_evaluation.isEmpty()) {
            series->setColor(m_evaluation.first()->color());
            for (QLegendMarker* marker : m_evaluationChart->legend()->markers(series))
                marker->setVisible(false); // one legend entry for all runs
        }
        m_evaluation << series;
        run.clear();
    };
    for (const auto& [ply, score] : m_history->scores()) {
        if (ply > plies) break;
        double pawns = isMateScore(score) ? (score > 0 ? kEvaluationCapPawns : -kEvaluationCapPawns)
                                          : score / 100.0;
        pawns = std::clamp(pawns, -kEvaluationCapPawns, kEvaluationCapPawns);
        extreme = std::max(extreme, std::abs(pawns));
        if (ply != previous + 1) flush();
        run << QPointF(ply, pawns);
        previous = ply;
    }
    flush();
    setPlyRange(m_evaluationX, plies);
    m_evaluationBound = 2 * std::ceil(extreme / 2); // even, so the 5 ticks fall on whole pawns
    fitEvaluationAxis();
    m_evaluationChart->setTitle(m_evaluation.isEmpty()
            ? tr("Engine evaluation: none yet (turn on the evaluation bar)")
            : tr("Engine evaluation (White's view)"));
}

void StatisticsDialog::fitEvaluationAxis() {
    // Five ticks (-b, -b/2, 0, b/2, b) where their labels have room, else three, else two.
    const int fitting = statisticsLabelsFitting(m_evaluationChart, m_evaluationY);
    m_evaluationY->setRange(-m_evaluationBound, m_evaluationBound);
    m_evaluationY->setTickCount(fitting >= 5 ? 5 : fitting >= 3 ? 3 : 2);
}

std::optional<int> StatisticsDialog::evaluationPlyAt(QPoint viewportPos) const {
    const QPointF inChart
        = m_evaluationChart->mapFromScene(m_evaluationView->mapToScene(viewportPos));
    if (!m_evaluationChart->plotArea().contains(inChart)) return std::nullopt;
    const int ply = static_cast<int>(std::lround(m_evaluationChart->mapToValue(inChart).x()));
    if (ply < 0 || ply > m_controller->game().ply()) return std::nullopt;
    return ply;
}

bool StatisticsDialog::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_evaluationView->viewport() && event->type() == QEvent::MouseButtonPress) {
        const auto* press = static_cast<QMouseEvent*>(event);
        if (press->button() == Qt::LeftButton) {
            if (const auto ply = evaluationPlyAt(press->position().toPoint())) {
                emit plyClicked(*ply);
                return true;
            }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void StatisticsDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) applyTheme();
}

void StatisticsDialog::applyTheme() {
    // Follow a dark palette with the charts' dark theme so they do not glare.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const QChart::ChartTheme theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    for (QChart* chart : { m_materialChart, m_evaluationChart }) {
        if (chart->theme() == theme) continue;
        chart->setTheme(theme);
    }
    // The theme picks series colours; White and Black get their own, readable either way.
    materialSeries(Color::White)->setColor(dark ? QColor(235, 235, 225) : QColor(190, 150, 60));
    materialSeries(Color::Black)->setColor(dark ? QColor(120, 160, 230) : QColor(40, 40, 48));
    // White's line is drawn wider, under Black's, so it still shows where both are equal.
    for (Color c : { Color::White, Color::Black }) {
        QLineSeries* s = materialSeries(c);
        QPen pen = s->pen();
        pen.setWidthF(c == Color::White ? 6.0 : 2.0);
        s->setPen(pen);
    }
}

} // namespace rochade::gui
