// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's help from the engine: hint, evaluation bar, statistics.
#include "rochade/gui/board_area.h"
#include "rochade/gui/board_widget.h"
#include "rochade/gui/evaluation_bar.h"
#include "rochade/gui/insight_controller.h"
#include "rochade/gui/main_window.h"

#include <QAction>
#include <QLayout>
#include <QMenu>
#include <QSettings>
#include <QToolBar>

namespace rochade::gui {

namespace {

const QString kBarKey = QStringLiteral("view/evaluationBar");

/// The menu that holds `action` (the menus are built elsewhere; this finds them by content).
QMenu* menuOf(const QAction* action) {
    for (QObject* o : action->associatedObjects())
        if (auto* menu = qobject_cast<QMenu*>(o)) return menu;
    return nullptr;
}

} // namespace

void MainWindow::createInsight() {
    // Connected after the window's own slots, so the board already shows the new position
    // when the insight controller puts its arrow back on it.
    m_insight = new InsightController(m_controller, m_board, this);
    connect(m_insight, &InsightController::statusMessage, this, &MainWindow::setStatus);

    // The board moves into an area that keeps the evaluation bar flush beside it.
    auto* area = new BoardArea;
    if (QLayout* layout = m_board->parentWidget() ? m_board->parentWidget()->layout() : nullptr)
        delete layout->replaceWidget(m_board, area);
    area->setBoard(m_board);
    auto* bar = new EvaluationBar;
    area->setSideWidget(bar);
    m_insight->setEvaluationBar(bar);
    const auto followBoard = [this, bar] { bar->setFlipped(m_board->isFlipped()); };
    connect(m_flipAction, &QAction::toggled, this, followBoard);
    connect(m_autoFlipAction, &QAction::toggled, this, followBoard);

    QAction* hint = m_insight->hintAction();
    QAction* barAction = m_insight->evaluationBarAction();
    QAction* statistics = m_insight->statisticsAction();
    connect(statistics, &QAction::triggered, this, [this] { m_insight->showStatistics(this); });

    if (QMenu* game = menuOf(m_resignAction)) {
        game->insertAction(m_resignAction, hint);
        game->insertAction(m_resignAction, statistics);
        game->insertSeparator(m_resignAction);
    }
    if (QMenu* view = menuOf(m_queenAction)) {
        const QList<QAction*> actions = view->actions();
        const qsizetype at = actions.indexOf(m_queenAction);
        view->insertAction(at + 1 < actions.size() ? actions[at + 1] : nullptr, barAction);
    }
    m_toolBar->addAction(hint);

    QSettings settings;
    barAction->setChecked(settings.value(kBarKey, false).toBool());
    connect(barAction, &QAction::toggled, this, [](bool on) { QSettings().setValue(kBarKey, on); });
}

} // namespace rochade::gui
