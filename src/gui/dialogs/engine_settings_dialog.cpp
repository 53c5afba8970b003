// SPDX-License-Identifier: GPL-3.0-or-later
// The Engines dialog and the stored external engine configuration.
#include "dialogs/engine_settings_dialog.h"

#include "engines/uci_engine_process.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStandardPaths>
#include <QVBoxLayout>

namespace rochade::gui {

namespace {

/// UCI engines Debian and other systems package under these names (xboard-only engines such
/// as fairymax, and engines that need extra arguments for UCI, are not listed).
constexpr const char* kKnownEngines[]
    = { "stockfish", "lc0", "fruit", "toga2", "glaurung", "ethereal", "asymptote" };

} // namespace

QStringList detectUciEngines() {
    QStringList found;
    const QStringList extra { QStringLiteral("/usr/games"), QStringLiteral("/usr/local/games") };
    for (const char* name : kKnownEngines) {
        QString path = QStandardPaths::findExecutable(QString::fromLatin1(name));
        if (path.isEmpty()) path = QStandardPaths::findExecutable(QString::fromLatin1(name), extra);
        if (!path.isEmpty() && !found.contains(path)) found << path;
    }
    return found;
}

EngineSettingsDialog::EngineSettingsDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Engines"));

    auto* intro = new QLabel(tr("The computer opponent can be any chess engine that speaks "
                                "UCI. Choose its program; New game then offers it next to "
                                "Rochade's own engine."));
    intro->setWordWrap(true);

    m_detected = new QComboBox;
    const QStringList detected = detectUciEngines();
    if (detected.isEmpty()) {
        m_detected->addItem(tr("(none found)"));
        m_detected->setEnabled(false);
    } else {
        m_detected->addItem(tr("Choose…"));
        for (const QString& path : detected)
            m_detected->addItem(path, path);
    }

    m_path = new QLineEdit;
    m_path->setPlaceholderText(tr("/path/to/engine"));
    auto* browseButton = new QPushButton(tr("&Browse…"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);

    m_testButton = new QPushButton(tr("&Test"));
    m_result = new QLabel;
    m_result->setObjectName(QStringLiteral("engineTestResult"));
    m_result->setWordWrap(true);
    m_result->setMinimumWidth(360);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* testRow = new QHBoxLayout;
    testRow->addWidget(m_testButton);
    testRow->addWidget(m_result, 1);

    auto* form = new QFormLayout;
    form->addRow(tr("Found on this system:"), m_detected);
    auto* pathLabel = new QLabel(tr("&Program:"));
    pathLabel->setBuddy(m_path);
    form->addRow(pathLabel, pathRow);
    form->addRow(QString(), testRow);
    m_asAnalyst = new QCheckBox(tr("Also &analyse with it in the Analysis panel"));
    m_asAnalyst->setObjectName(QStringLiteral("engineAsAnalyst"));
    form->addRow(QString(), m_asAnalyst);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &EngineSettingsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(buttons);

    connect(m_detected, &QComboBox::activated, this, [this](int index) {
        const QString path = m_detected->itemData(index).toString();
        if (!path.isEmpty()) m_path->setText(path);
    });
    connect(browseButton, &QPushButton::clicked, this, &EngineSettingsDialog::browse);
    connect(m_testButton, &QPushButton::clicked, this, &EngineSettingsDialog::runTest);
    connect(m_path, &QLineEdit::textEdited, this, [this] { m_result->clear(); });

    QSettings settings;
    setConfig(ExternalEngineConfig::load(settings));
    m_asAnalyst->setChecked(
        settings.value(QLatin1String(kAnalystSettingsKey)).toString() == QLatin1String("external"));
}

EngineSettingsDialog::~EngineSettingsDialog() = default;

void EngineSettingsDialog::setConfig(const ExternalEngineConfig& config) {
    m_path->setText(config.path);
    m_testedPath = config.isSet() && !config.name.isEmpty() ? config.path : QString();
    m_testedName = config.name;
    m_testedStrength = config.strength;
    m_result->clear();
}

ExternalEngineConfig EngineSettingsDialog::config() const {
    ExternalEngineConfig c;
    c.path = m_path->text().trimmed();
    if (!c.isSet()) return c;
    const bool tested = c.path == m_testedPath;
    c.name = tested && !m_testedName.isEmpty() ? m_testedName : QFileInfo(c.path).fileName();
    if (tested) c.strength = m_testedStrength;
    return c;
}

QString EngineSettingsDialog::testResult() const {
    return m_result->text();
}

void EngineSettingsDialog::runTest() {
    const QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        finishTest(false, tr("Enter the engine's program first."));
        return;
    }
    if (!m_test) {
        m_test = new UciEngineProcess(this);
        connect(m_test, &UciEngineProcess::ready, this, [this](const QString& name) {
            m_testedPath = m_test->program();
            m_testedName = name.isEmpty() ? QFileInfo(m_testedPath).fileName() : name;
            m_testedStrength = m_test->strengthOptions();
            m_test->shutdown();
            finishTest(true,
                tr("Works: %1").arg(m_testedName) + QLatin1Char('\n')
                    + levelsSummary(m_testedStrength));
        });
        connect(m_test, &UciEngineProcess::failed, this,
            [this](quint64, UciEngineProcess::Failure, const QString& reason) {
                finishTest(false, tr("The engine %1.").arg(reason));
            });
    }
    m_test->setTimeouts(m_testTimeoutMs, m_testTimeoutMs);
    m_testButton->setEnabled(false);
    m_result->setText(tr("Testing…"));
    m_test->start(path);
}

QString EngineSettingsDialog::levelsSummary(const UciStrengthOptions& options) {
    const auto value = [&](engine::Level level) { return strengthFor(options, level).value; };
    switch (strengthFor(options, engine::Level::Easy).method) {
    case UciStrengthMethod::Elo:
        return tr("Easy, Medium and Hard set it to play at about %1, %2 and %3 Elo (UCI_Elo).")
            .arg(value(engine::Level::Easy))
            .arg(value(engine::Level::Medium))
            .arg(value(engine::Level::Hard));
    case UciStrengthMethod::SkillLevel:
        return tr("Easy, Medium and Hard set its Skill Level to %1, %2 and %3 (of %4–%5).")
            .arg(value(engine::Level::Easy))
            .arg(value(engine::Level::Medium))
            .arg(value(engine::Level::Hard))
            .arg(options.skill->min)
            .arg(options.skill->max);
    case UciStrengthMethod::TimeOnly:
        break;
    }
    return tr("It offers no way to play weaker: Easy, Medium and Hard only set its time.");
}

void EngineSettingsDialog::finishTest(bool ok, const QString& text) {
    m_testButton->setEnabled(true);
    m_result->setText(text);
    makeRoomForResult();
    emit testFinished(ok);
}

void EngineSettingsDialog::makeRoomForResult() {
    // A window does not grow by itself when a word-wrapped label gains lines (its layout's
    // minimum size knows one line), so the answer's second and third lines were cut off.
    layout()->activate();
    const int needed = heightForWidth(width());
    if (needed > height()) resize(width(), needed);
}

void EngineSettingsDialog::browse() {
    const QString start = m_path->text().isEmpty() ? QStringLiteral("/usr/games") : m_path->text();
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI engine"), start);
    if (path.isEmpty()) return;
    m_path->setText(path);
    m_result->clear();
}

void EngineSettingsDialog::accept() {
    QSettings settings;
    config().save(settings);
    settings.setValue(QLatin1String(kAnalystSettingsKey),
        m_asAnalyst->isChecked() ? QStringLiteral("external") : QStringLiteral("builtin"));
    QDialog::accept();
}

} // namespace rochade::gui
