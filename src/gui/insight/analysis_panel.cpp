// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock: follows the shown position while visible, idle while hidden.
#include "insight/analysis_panel.h"

#include "game/game_controller.h"
#include "insight/analysis_lines_model.h"
#include "insight/analysis_source.h"
#include "insight/external_analysis_source.h"
#include "rochade/core/move_generator.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QTreeView>
#include <QVBoxLayout>

namespace rochade::gui {

AnalysisPanel::AnalysisPanel(GameController* controller, QWidget* window, QObject* parent)
    : QObject(parent)
    , m_controller(controller) {
    m_dock = new QDockWidget(tr("Analysis"), window);
    m_dock->setObjectName(QStringLiteral("analysisDock"));
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* analystRow = new QHBoxLayout;
    auto* analystLabel = new QLabel(tr("A&nalyst:"));
    m_analyst = new QComboBox;
    m_analyst->setObjectName(QStringLiteral("analysisAnalyst"));
    m_analyst->setToolTip(
        tr("Which engine analyses: Rochade's own or the external engine chosen under Engines"));
    analystLabel->setBuddy(m_analyst);
    analystRow->addWidget(analystLabel);
    analystRow->addWidget(m_analyst, 1);
    layout->addLayout(analystRow);
    m_error = new QLabel;
    m_error->setObjectName(QStringLiteral("analysisError"));
    m_error->setWordWrap(true);
    m_error->hide();
    layout->addWidget(m_error);

    auto* row = new QHBoxLayout;
    auto* label = new QLabel(tr("&Lines:"));
    m_lineCount = new QSpinBox;
    m_lineCount->setObjectName(QStringLiteral("analysisLineCount"));
    m_lineCount->setRange(1, kMaxLineCount);
    m_lineCount->setValue(kDefaultLineCount);
    m_lineCount->setToolTip(tr("How many of the best lines to show"));
    label->setBuddy(m_lineCount);
    m_status = new QLabel;
    m_status->setObjectName(QStringLiteral("analysisStatus"));
    m_status->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    row->addWidget(label);
    row->addWidget(m_lineCount);
    row->addStretch(1);
    row->addWidget(m_status);
    layout->addLayout(row);

    m_model = new AnalysisLinesModel(this);
    m_view = new QTreeView;
    m_view->setObjectName(QStringLiteral("analysisLines"));
    m_view->setModel(m_model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setWordWrap(false);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setToolTip(tr("Double-click a line to play its first move"));
    QHeaderView* header = m_view->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(AnalysisLinesModel::ScoreColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(AnalysisLinesModel::DepthColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);
    m_dock->setWidget(content);
    m_dock->hide();

    QAction* toggle = m_dock->toggleViewAction();
    toggle->setText(tr("Anal&ysis"));
    toggle->setObjectName(QStringLiteral("analysisAction"));
    toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    toggle->setToolTip(tr("Show the engine's best lines for the position on the board"));

    connect(m_dock, &QDockWidget::visibilityChanged, this, &AnalysisPanel::setActive);
    refreshAnalysts();
    connect(m_analyst, &QComboBox::activated, this, &AnalysisPanel::onAnalystChosen);
    connect(m_lineCount, &QSpinBox::valueChanged, this, [this] {
        if (m_active) restart();
    });
    connect(m_view, &QTreeView::doubleClicked, this,
        [this](const QModelIndex& index) { onLineActivated(index.row()); });
    connect(
        m_controller, &GameController::positionChanged, this, &AnalysisPanel::onPositionChanged);
    m_status->setText(tr("Analysis is off"));
}

AnalysisPanel::~AnalysisPanel() {
    shutdown();
}

QAction* AnalysisPanel::toggleAction() const {
    return m_dock->toggleViewAction();
}

QString AnalysisPanel::statusText() const {
    return m_status->text();
}

QString AnalysisPanel::errorText() const {
    return m_error->isHidden() ? QString() : m_error->text();
}

AnalysisSource* AnalysisPanel::source() {
    if (!m_source && !m_shutDown) setSource(createSource());
    return m_source.get();
}

void AnalysisPanel::setSource(std::unique_ptr<AnalysisSource> source) {
    if (m_source) m_source->shutdown();
    m_source = std::move(source);
    m_sourceProgram = chosenProgram();
    m_error->hide();
    if (!m_source) return;
    connect(m_source.get(), &AnalysisSource::linesUpdated, this, &AnalysisPanel::onLinesUpdated);
    connect(m_source.get(), &AnalysisSource::failed, this, &AnalysisPanel::onSourceFailed);
    if (m_active) restart();
}

void AnalysisPanel::refreshAnalysts() {
    QSettings settings;
    const ExternalEngineConfig config = ExternalEngineConfig::load(settings);
    const bool external
        = settings.value(QLatin1String(kAnalystKey)).toString() == QLatin1String("external");
    {
        const QSignalBlocker blocker(m_analyst);
        m_analyst->clear();
        m_analyst->addItem(tr("Built-in"), QString());
        if (config.isSet()) {
            const QString path = config.path.trimmed();
            m_analyst->addItem(
                config.name.isEmpty() ? QFileInfo(path).fileName() : config.name, path);
        }
        m_analyst->setCurrentIndex(external && m_analyst->count() > 1 ? 1 : 0);
    }
    // Another engine was set up (or none is any more): the analyst follows.
    if (m_source && m_sourceProgram != chosenProgram()) setSource(createSource());
}

QString AnalysisPanel::chosenProgram() const {
    return m_analyst->currentData().toString();
}

std::unique_ptr<AnalysisSource> AnalysisPanel::createSource() const {
    const QString program = chosenProgram();
    if (program.isEmpty()) return std::make_unique<EngineAnalysisSource>();
    return std::make_unique<ExternalAnalysisSource>(program, m_analyst->currentText());
}

void AnalysisPanel::onAnalystChosen() {
    QSettings settings;
    settings.setValue(QLatin1String(kAnalystKey),
        chosenProgram().isEmpty() ? QStringLiteral("builtin") : QStringLiteral("external"));
    if (m_shutDown || (m_source && m_sourceProgram == chosenProgram())) return;
    setSource(createSource());
}

void AnalysisPanel::onSourceFailed(const QString& message) {
    // Nothing is shown rather than an old line; the next position tries the engine again.
    m_model->clear(m_model->position());
    m_error->setText(message);
    m_error->show();
    m_status->setText(tr("No analysis"));
}

void AnalysisPanel::shutdown() {
    m_shutDown = true;
    m_active = false;
    if (m_source) m_source->shutdown();
}

void AnalysisPanel::setActive(bool on) {
    on = on && !m_shutDown;
    if (on == m_active) return;
    // Before it counts as active: a changed analyst is made here, started once below.
    if (on) refreshAnalysts();
    m_active = on;
    if (on) {
        restart();
        return;
    }
    // Hidden: no search burns a core for a table nobody sees.
    if (m_source) m_source->stop();
    m_node = nullptr;
    m_status->setText(tr("Analysis is off"));
}

void AnalysisPanel::onPositionChanged() {
    if (!m_active) return;
    // Repaints that keep the position (a clock tick, a draw offer) keep the analysis.
    const Game::Node* node = &m_controller->shownNode();
    if (node == m_node && m_controller->displayedPosition().hash() == m_hash) return;
    restart();
}

QList<quint64> AnalysisPanel::historyOf(const Game::Node& node) const {
    QList<quint64> hashes;
    for (const Game::Node* n = node.previous; n != nullptr; n = n->previous)
        hashes.prepend(n->position.hash());
    return hashes;
}

void AnalysisPanel::restart() {
    AnalysisSource* analyst = source();
    // The old analysis is abandoned before anything else: none of its lines comes back.
    if (analyst) analyst->stop();
    const Game::Node& node = m_controller->shownNode();
    const Position& pos = m_controller->displayedPosition();
    m_node = &node;
    m_hash = pos.hash();
    m_model->clear(pos);
    m_error->hide();
    if (!MoveGenerator::hasLegalMove(pos)) {
        m_status->setText(pos.isInCheck() ? tr("Checkmate") : tr("Stalemate"));
        return;
    }
    AnalysisRequest request;
    request.position = pos;
    request.history = historyOf(node);
    request.lineCount = m_lineCount->value();
    // The moves since the start, or since the last null move (UCI has none to send).
    for (const Game::Node* n = &node; n != nullptr; n = n->previous) {
        if (n->previous == nullptr || n->move.isNull()) {
            request.lineStart = n->position;
            break;
        }
        request.moves.insert(request.moves.begin(), n->move);
    }
    if (!analyst || !analyst->start(request)) {
        m_status->setText(tr("The engine cannot analyse now"));
        return;
    }
    m_status->setText(tr("Analysing…"));
}

void AnalysisPanel::onLinesUpdated(const engine::SearchInfo& info) {
    if (!m_active) return;
    m_model->setLines(m_model->position(), info);
    m_status->setText(tr("Depth %1").arg(info.depth));
}

void AnalysisPanel::onLineActivated(int row) {
    if (row < 0 || row >= m_model->rowCount()) return;
    // Only a line of the game's own position, on the human's turn, becomes a move.
    if (!m_controller->canHumanMove() || m_controller->isBrowsing()) return;
    if (m_controller->game().position().hash() != m_model->position().hash()) return;
    const Move first = m_model->lines()[static_cast<std::size_t>(row)].moves.front();
    m_controller->playHumanMove(first);
}

} // namespace rochade::gui
