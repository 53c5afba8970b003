// SPDX-License-Identifier: GPL-3.0-or-later
// The analysis dock: the engine's best lines for the shown position, live.
#pragma once

#include "engines/external_engine_config.h"
#include "rochade/core/game.h"
#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <QObject>

#include <memory>

class QAction;
class QComboBox;
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
/// source's thread (by default the built-in engine's own, apart from the computer opponent)
/// or in the external engine's process when the user chose it as the analyst.
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
    /// The analyst chooser: "Built-in" and, if one is set up, the external engine.
    QComboBox* analystBox() const { return m_analyst; }
    /// The text under the lines: "Depth 12", "Checkmate", "Analysis is off" and the like.
    QString statusText() const;
    /// Why the analyst failed (an engine that is missing or crashed); empty while it works.
    QString errorText() const;

    /// The settings key of the analyst the user chose: "builtin" or "external".
    static constexpr const char* kAnalystKey = kAnalystSettingsKey;

    /// The analyst: the one chosen in analystBox() (kept in QSettings), the built-in engine
    /// when no external engine is set up. Created when first needed.
    AnalysisSource* source();
    /// Replaces the analyst (the old one is shut down); restarts if analysing.
    void setSource(std::unique_ptr<AnalysisSource> source);
    /// Reads the external engine's settings again (the Engines dialog may have changed them)
    /// and follows the remembered choice; called each time the dock is shown.
    void refreshAnalysts();
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
    void onAnalystChosen();
    void onSourceFailed(const QString& message);
    /// The program of the chosen analyst: empty for the built-in engine.
    QString chosenProgram() const;
    std::unique_ptr<AnalysisSource> createSource() const;
    QList<quint64> historyOf(const Game::Node& node) const;

    GameController* m_controller;
    QDockWidget* m_dock = nullptr; // a child of the window, which outlives this panel
    AnalysisLinesModel* m_model = nullptr;
    QTreeView* m_view = nullptr;
    QSpinBox* m_lineCount = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_error = nullptr;
    QComboBox* m_analyst = nullptr;
    std::unique_ptr<AnalysisSource> m_source;
    QString m_sourceProgram; ///< chosenProgram() when m_source was made
    bool m_active = false;
    bool m_shutDown = false;
    /// The node whose position is analysed (or shown as over): a key, never dereferenced
    /// after the game changes.
    const Game::Node* m_node = nullptr;
    std::uint64_t m_hash = 0;
};

} // namespace rochade::gui
