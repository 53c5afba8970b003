// SPDX-License-Identifier: GPL-3.0-or-later
// The Engines dialog: which external UCI engine may play as the computer, tested on the spot.
#pragma once

#include "engines/external_engine_config.h"

#include <QDialog>
#include <QSettings>
#include <QString>
#include <QStringList>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace rochade::gui {

class UciEngineProcess;

/// Well-known UCI engines that exist on this system (in PATH and /usr/games), by path.
QStringList detectUciEngines();

/// Edits the ExternalEngineConfig: a path typed, browsed or picked from the detected
/// engines, and a Test button that runs the UCI handshake in the background (the dialog
/// stays responsive) and shows the engine's name or what went wrong. Lives in the GUI
/// thread; accept() stores the configuration in QSettings.
class EngineSettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit EngineSettingsDialog(QWidget* parent = nullptr);
    ~EngineSettingsDialog() override;

    void setConfig(const ExternalEngineConfig& config);
    ExternalEngineConfig config() const;
    /// The test's outcome as shown ("Stockfish 15.1", or the error); empty before a test.
    QString testResult() const;
    /// "Analyse with it": the engine is the Analysis panel's analyst (saved on OK).
    QCheckBox* analystBox() const { return m_asAnalyst; }
    /// Runs the handshake with the path entered (what the Test button does).
    void runTest();
    /// What Easy, Medium and Hard do to an engine with `options`, in one sentence.
    static QString levelsSummary(const UciStrengthOptions& options);
    /// Handshake timeout of the test (tests shorten it).
    void setTestTimeoutMs(int ms) { m_testTimeoutMs = ms; }

signals:
    /// A test ended; `ok` when the handshake succeeded.
    void testFinished(bool ok);

public slots:
    void accept() override;

private:
    void browse();
    void finishTest(bool ok, const QString& text);
    /// Grows the dialog to the height its texts need at its width, if it is lower.
    void makeRoomForResult();

    QLineEdit* m_path = nullptr;
    QComboBox* m_detected = nullptr;
    QPushButton* m_testButton = nullptr;
    QLabel* m_result = nullptr;
    QCheckBox* m_asAnalyst = nullptr;
    UciEngineProcess* m_test = nullptr;
    QString m_testedPath; ///< the path the last successful test ran
    QString m_testedName;
    UciStrengthOptions m_testedStrength;
    int m_testTimeoutMs = 5000;
};

} // namespace rochade::gui
