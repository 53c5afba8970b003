// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's external engine parts: the Engines dialog and what follows a failure.
#include "rochade/gui/engine_settings_dialog.h"
#include "rochade/gui/game_controller.h"
#include "rochade/gui/main_window.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

namespace rochade::gui {

void MainWindow::addEngineActions(QMenu* menu) {
    menu->addSeparator();
    QAction* engines = menu->addAction(tr("&Engines…"));
    engines->setObjectName(QStringLiteral("enginesAction"));
    engines->setStatusTip(tr("Choose an external UCI engine as the computer opponent"));
    connect(engines, &QAction::triggered, this, &MainWindow::showEngineSettings);
    // What the engine advertised when it last played is kept for the New game dialog.
    connect(m_controller, &GameController::externalEngineReady, this,
        [](const QString& program, const UciStrengthOptions& strength) {
            QSettings settings;
            ExternalEngineConfig config = ExternalEngineConfig::load(settings);
            if (config.path.trimmed() != program || config.strength == strength) return;
            config.strength = strength;
            config.save(settings);
        });
    connect(m_controller, &GameController::playerFailed, this, &MainWindow::onExternalEngineFailed);
}

void MainWindow::showEngineSettings() {
    EngineSettingsDialog dialog(this);
    dialog.exec();
}

void MainWindow::onExternalEngineFailed(const QString& name, const QString& reason) {
    // Not modal: the failure arrives from the engine's process signals, and the user may
    // also answer by starting a new game or taking a move back instead.
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Engine failed"),
        tr("The engine %1 %2.\n\nContinue with Rochade's built-in engine?").arg(name, reason),
        QMessageBox::Yes | QMessageBox::No, this);
    box->setObjectName(QStringLiteral("engineFailedBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setDefaultButton(QMessageBox::Yes);
    connect(box, &QMessageBox::finished, this, [this](int result) {
        if (result == QMessageBox::Yes) m_controller->switchToBuiltInEngine();
    });
    box->open();
}

} // namespace rochade::gui
