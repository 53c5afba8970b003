// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock: the engine's best lines for the shown position, live.
#pragma once

#include "rochade/core/game.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QSpinBox;
class QTreeView;
class QWidget;

namespace rochade::gui {

class AnalysisLinesModel;
class AnalysisSource;
class GameController;

/// The "Analysis" dock and its View-menu action. While the dock is shown, the position on
/// the board (the game's, or the one being browsed, a variation's too) is analysed for its
/// best lines (lineCount(), 1..5), and the table follows each completed iteration; every
/// change of the shown position abandons the old analysis first. While the dock is hidden,
/// and after shutdown(), nothing is searched. A double-click on a line plays its first move
/// when the human may move in that position. Lives in the GUI thread; the search runs on the
/// source's thread (by default the built-in engine's own, apart from the computer opponent).
class AnalysisPanel : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultLineCount = 3;
    static constexpr int kMaxLineCount = 5;

    /// Follows `controller` (not owned); the dock is a child of `window`, hidden.
    AnalysisPanel(GameController* controller, QWidget* window, QObject* parent = nullptr);
    /// Calls shutdown().
    ~AnalysisPanel() override;

    QDockWidget* dock() const { return m_dock; }
    /// View ▸ Analysis: shows and hides the dock.
    QAction* toggleAction() const;
    AnalysisLinesModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    QSpinBox* lineCountBox() const { return m_lineCount; }
    /// The text under the lines: "Depth 12", "Checkmate", "Analysis is off" and the like.
    QString statusText() const;

    /// The analyst; the built-in engine unless replaced. Created when first needed.
    AnalysisSource* source();
    /// Replaces the analyst (the old one is shut down); restarts if analysing.
    void setSource(std::unique_ptr<AnalysisSource> source);
    /// True while the dock is shown and the panel follows the position.
    bool isActive() const { return m_active; }

    /// Stops for good (the window closes): no analysis runs after this. Idempotent.
    void shutdown();

private:
    void setActive(bool on);
    void onPositionChanged();
    void restart();
    void onLinesUpdated(const engine::SearchInfo& info);
    void onLineActivated(int row);
    QList<quint64> historyOf(const Game::Node& node) const;

    GameController* m_controller;
    QDockWidget* m_dock = nullptr; // a child of the window, which outlives this panel
    AnalysisLinesModel* m_model = nullptr;
    QTreeView* m_view = nullptr;
    QSpinBox* m_lineCount = nullptr;
    QLabel* m_status = nullptr;
    std::unique_ptr<AnalysisSource> m_source;
    bool m_active = false;
    bool m_shutDown = false;
    /// The node whose position is analysed (or shown as over): a key, never dereferenced
    /// after the game changes.
    const Game::Node* m_node = nullptr;
    std::uint64_t m_hash = 0;
};

} // namespace rochade::gui
