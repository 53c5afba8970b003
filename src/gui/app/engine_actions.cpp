// SPDX-License-Identifier: GPL-3.0-or-later
// The Engines dialog and what follows an external engine's failure.
#include "app/engine_actions.h"

#include "dialogs/engine_settings_dialog.h"
#include "game/game_controller.h"

#include <QAction>
#include <QMessageBox>
#include <QSettings>

namespace rochade::gui {

EngineActions::EngineActions(GameController* controller, QWidget* window)
    : QObject(window)
    , m_controller(controller)
    , m_window(window) {
    m_enginesAction = new QAction(tr("&Engines…"), this);
    m_enginesAction->setObjectName(QStringLiteral("enginesAction"));
    m_enginesAction->setStatusTip(tr("Choose an external UCI engine as the computer opponent"));
    connect(m_enginesAction, &QAction::triggered, this, &EngineActions::showEngineSettings);
}

void EngineActions::showEngineSettings() {
    EngineSettingsDialog dialog(m_window);
    if (dialog.exec() == QDialog::Accepted) emit settingsChanged();
}

void EngineActions::rememberStrength(const QString& program, const UciStrengthOptions& strength) {
    QSettings settings;
    ExternalEngineConfig config = ExternalEngineConfig::load(settings);
    if (config.path.trimmed() != program || config.strength == strength) return;
    config.strength = strength;
    config.save(settings);
}

void EngineActions::onExternalEngineFailed(const QString& name, const QString& reason) {
    // Not modal: the failure arrives from the engine's process signals, and the user may
    // also answer by starting a new game or taking a move back instead.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Engine failed"),
        tr("The engine %1 %2.\n\nContinue with Rochade's built-in engine?").arg(name, reason),
        QMessageBox::Yes | QMessageBox::No, m_window);
    box->setObjectName(QStringLiteral("engineFailedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Yes);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes) m_controller->switchToBuiltInEngine();
    });
    box->open();
}

} // namespace rochade::gui
