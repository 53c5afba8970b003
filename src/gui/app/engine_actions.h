// SPDX-License-Identifier: GPL-3.0-or-later
// The window's external engine part: the Engines dialog and what follows a failure.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QWidget;

namespace rochade::gui {

class GameController;
struct UciStrengthOptions;

/// Owns the Engines… action and answers an external engine's failure. Lives in the GUI
/// thread.
class EngineActions : public QObject {
    Q_OBJECT
public:
    /// Switches `controller` (not owned) back to the built-in engine when asked; dialogs are
    /// children of `window`.
    EngineActions(GameController* controller, QWidget* window);

    QAction* enginesAction() const { return m_enginesAction; }

public slots:
    void showEngineSettings();
    /// Keeps what the engine `program` advertised when it last played, for the New game
    /// dialog.
    void rememberStrength(const QString& program, const UciStrengthOptions& strength);
    /// Asks whether to continue with the built-in engine (not modal).
    void onExternalEngineFailed(const QString& name, const QString& reason);

signals:
    /// The Engines dialog was closed with OK: the engine or the analyst may have changed.
    void settingsChanged();

private:
    GameController* m_controller;
    QWidget* m_window;
    QAction* m_enginesAction = nullptr;
};

} // namespace rochade::gui
