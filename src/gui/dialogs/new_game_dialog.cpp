// SPDX-License-Identifier: GPL-3.0-or-later
// The New game dialog.
#include "dialogs/new_game_dialog.h"

#include "dialogs/time_control_chooser.h"
#include "engines/external_engine_config.h"
#include "game/level_mistakes.h"
#include "game/level_reply.h"
#include "rochade/core/chess960.h"
#include "rochade/engine/level.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace rochade::gui {

namespace {

/// The level list's data for Adaptive: no level's number (levels are 0 and up).
constexpr int kAdaptiveLevelData = -1;

} // namespace

NewGameDialog::NewGameDialog(QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("New Game"));

    auto* opponentBox = new QGroupBox(tr("Opponent"));
    m_vsComputer = new QRadioButton(tr("Play against the &computer"));
    m_hotSeat = new QRadioButton(tr("Two players on this computer (&hot-seat)"));
    auto* opponentLayout = new QVBoxLayout(opponentBox);
    opponentLayout->addWidget(m_vsComputer);
    opponentLayout->addWidget(m_hotSeat);

    auto* computerBox = new QGroupBox(tr("Against the computer"));
    m_color = new QComboBox;
    m_color->addItem(tr("White (you move first)"), int(ColorChoice::White));
    m_color->addItem(tr("Black"), int(ColorChoice::Black));
    m_color->addItem(tr("Random"), int(ColorChoice::Random));
    m_opponent = new QComboBox;
    m_opponent->addItem(tr("Rochade (built-in)"), QString());
    m_level = new QComboBox;
    m_level->setObjectName(QStringLiteral("level"));
    m_moreLevels = new QCheckBox(tr("&More levels"));
    m_moreLevels->setObjectName(QStringLiteral("moreLevels"));
    m_moreLevels->setToolTip(
        tr("Choose from every level: Beginner, Novice, Improver, the nine levels of the "
           "ladder and full strength, not only Beginner, Easy, Medium and "
           "Hard."));
    fillLevels(engine::Level::Easy, false);
    auto* levelRow = new QHBoxLayout;
    levelRow->addWidget(m_level, 1);
    levelRow->addWidget(m_moreLevels);
    m_levelDescription = new QLabel;
    m_levelDescription->setWordWrap(true);
    m_levelDescription->setMinimumWidth(320);
    // Room for the longest description, so switching levels does not reflow the dialog.
    m_levelDescription->setMinimumHeight(m_levelDescription->fontMetrics().lineSpacing() * 5);
    m_levelDescription->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* computerLayout = new QFormLayout(computerBox);
    computerLayout->addRow(tr("You play:"), m_color);
    computerLayout->addRow(tr("&Engine:"), m_opponent);
    auto* levelLabel = new QLabel(tr("&Level:"));
    levelLabel->setBuddy(m_level);
    computerLayout->addRow(levelLabel, levelRow);
    computerLayout->addRow(QString(), m_levelDescription);
    m_levelMistakes = new QLabel;
    m_levelMistakes->setObjectName(QStringLiteral("levelMistakes"));
    m_levelMistakes->setWordWrap(true);
    // Two lines for the longest sentence, so switching levels does not reflow the dialog.
    m_levelMistakes->setMinimumHeight(m_levelMistakes->fontMetrics().lineSpacing() * 2);
    m_levelMistakes->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    computerLayout->addRow(QString(), m_levelMistakes);
    m_levelStrength = new QLabel;
    m_levelStrength->setObjectName(QStringLiteral("levelStrength"));
    computerLayout->addRow(QString(), m_levelStrength);
    m_levelReply = new QLabel;
    m_levelReply->setObjectName(QStringLiteral("levelReply"));
    computerLayout->addRow(QString(), m_levelReply);
    computerLayout->addRow(QString(), createTutorRow());

    auto* namesBox = new QGroupBox(tr("Players"));
    m_whiteName = new QLineEdit;
    m_blackName = new QLineEdit;
    m_whiteName->setMaxLength(64);
    m_blackName->setMaxLength(64);
    m_whiteName->setPlaceholderText(tr("default name"));
    m_blackName->setPlaceholderText(tr("default name"));
    auto* namesLayout = new QFormLayout(namesBox);
    namesLayout->addRow(tr("&White:"), m_whiteName);
    namesLayout->addRow(tr("&Black:"), m_blackName);

    auto* clockBox = new QGroupBox(tr("Clock"));
    m_timeControl = new TimeControlChooser;
    auto* clockLayout = new QFormLayout(clockBox);
    clockLayout->addRow(tr("&Time control:"), m_timeControl);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start game"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(opponentBox);
    layout->addWidget(computerBox);
    layout->addWidget(namesBox);
    layout->addWidget(clockBox);
    layout->addWidget(createVariantBox());
    layout->addWidget(buttons);

    connect(m_vsComputer, &QRadioButton::toggled, this, &NewGameDialog::updateEnabled);
    connect(m_tutor, &QCheckBox::toggled, this, &NewGameDialog::updateEnabled);
    connect(m_level, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelDescription);
    connect(m_moreLevels, &QCheckBox::toggled, this,
        [this] { fillLevels(currentLevel(), isAdaptive()); });
    connect(
        m_opponent, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateLevelDescription);
    QSettings settings;
    if (const ExternalEngineConfig external = ExternalEngineConfig::load(settings);
        external.isSet())
        setExternalEngine(external.path, external.name);
    setSetup(GameSetup {});
}

void NewGameDialog::setExternalEngine(const QString& path, const QString& name) {
    while (m_opponent->count() > 1)
        m_opponent->removeItem(1);
    m_opponent->addItem(tr("%1 (external engine)").arg(name.isEmpty() ? path : name), path);
    m_opponent->setItemData(1, name, Qt::UserRole + 1);
}

void NewGameDialog::setSetup(const GameSetup& setup) {
    (setup.mode == PlayMode::HotSeat ? m_hotSeat : m_vsComputer)->setChecked(true);
    m_color->setCurrentIndex(std::max(0, m_color->findData(int(setup.humanColor))));
    const bool named
        = std::find(engine::kNamedLevels.begin(), engine::kNamedLevels.end(), setup.level)
        != engine::kNamedLevels.end();
    if (!named && !setup.adaptive) m_moreLevels->setChecked(true); // refills the list
    fillLevels(setup.level, setup.adaptive);
    if (setup.opponent == Opponent::External && m_opponent->findData(setup.enginePath) < 0)
        setExternalEngine(setup.enginePath, setup.engineName);
    m_opponent->setCurrentIndex(setup.opponent == Opponent::External
            ? std::max(0, m_opponent->findData(setup.enginePath))
            : 0);
    m_whiteName->setText(setup.whiteName);
    m_blackName->setText(setup.blackName);
    m_timeControl->setTimeControl(setup.timeControl);
    m_chess960->setChecked(setup.chess960);
    m_chess960Random->setChecked(setup.chess960Number < 0);
    if (setup.chess960Number >= 0) m_chess960Number->setValue(setup.chess960Number);
    m_tutor->setChecked(setup.tutor);
    m_tutorThreshold->setCurrentIndex(
        std::max(0, m_tutorThreshold->findData(int(setup.tutorThreshold))));
    updateVariant();
    updateEnabled();
    updateLevelDescription();
}

GameSetup NewGameDialog::setup() const {
    GameSetup s;
    s.mode = m_hotSeat->isChecked() ? PlayMode::HotSeat : PlayMode::VsComputer;
    s.humanColor = static_cast<ColorChoice>(m_color->currentData().toInt());
    s.level = currentLevel();
    s.adaptive = isAdaptive();
    if (const QString path = m_opponent->currentData().toString(); !path.isEmpty()) {
        s.opponent = Opponent::External;
        s.enginePath = path;
        s.engineName = m_opponent->currentData(Qt::UserRole + 1).toString();
    }
    s.whiteName = m_whiteName->text().trimmed();
    s.blackName = m_blackName->text().trimmed();
    s.timeControl = m_timeControl->timeControl();
    s.chess960 = m_chess960->isChecked();
    s.chess960Number = m_chess960Random->isChecked() ? -1 : m_chess960Number->value();
    s.tutor = m_tutor->isChecked();
    s.tutorThreshold = static_cast<review::MoveClass>(m_tutorThreshold->currentData().toInt());
    return s;
}

QWidget* NewGameDialog::createTutorRow() {
    m_tutor = new QCheckBox(tr("T&utor: warn me about my mistakes"));
    m_tutor->setObjectName(QStringLiteral("tutor"));
    m_tutor->setToolTip(tr("After each of your moves the engine judges it briefly; a move that "
                           "loses too much is explained beside the board, and you may take it "
                           "back before the computer replies."));
    m_tutorThreshold = new QComboBox;
    m_tutorThreshold->setObjectName(QStringLiteral("tutorThreshold"));
    m_tutorThreshold->addItem(
        tutorThresholdName(review::MoveClass::Inaccuracy), int(review::MoveClass::Inaccuracy));
    m_tutorThreshold->addItem(
        tutorThresholdName(review::MoveClass::Mistake), int(review::MoveClass::Mistake));
    m_tutorThreshold->addItem(
        tutorThresholdName(review::MoveClass::Blunder), int(review::MoveClass::Blunder));
    m_tutorThreshold->setAccessibleName(tr("Tutor warns from"));
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tutor);
    layout->addWidget(m_tutorThreshold);
    layout->addStretch(1);
    return row;
}

QGroupBox* NewGameDialog::createVariantBox() {
    auto* box = new QGroupBox(tr("Variant"));
    m_chess960 = new QCheckBox(tr("Chess&960: the pieces behind the pawns shuffled"));
    m_chess960->setObjectName(QStringLiteral("chess960"));
    m_chess960->setToolTip(tr("Fischer's random chess: one of 960 start positions, the same "
                              "for both sides; the king castles by moving onto its rook."));
    m_chess960Number = new QSpinBox;
    m_chess960Number->setObjectName(QStringLiteral("chess960Number"));
    m_chess960Number->setRange(0, kChess960Positions - 1);
    m_chess960Number->setValue(kStandardChess960Number);
    m_chess960Random = new QCheckBox(tr("&Random"));
    m_chess960Random->setObjectName(QStringLiteral("chess960Random"));
    m_chess960Preview = new QLabel;
    m_chess960Preview->setObjectName(QStringLiteral("chess960Preview"));
    auto* numberRow = new QHBoxLayout;
    numberRow->addWidget(m_chess960Random);
    numberRow->addWidget(m_chess960Number);
    numberRow->addWidget(m_chess960Preview, 1);
    auto* form = new QFormLayout(box);
    form->addRow(m_chess960);
    auto* numberLabel = new QLabel(tr("Start &position:"));
    numberLabel->setBuddy(m_chess960Number);
    form->addRow(numberLabel, numberRow);
    connect(m_chess960, &QCheckBox::toggled, this, &NewGameDialog::updateVariant);
    connect(m_chess960Random, &QCheckBox::toggled, this, &NewGameDialog::updateVariant);
    connect(m_chess960Number, &QSpinBox::valueChanged, this, &NewGameDialog::updateVariant);
    return box;
}

void NewGameDialog::updateVariant() {
    const bool on = m_chess960->isChecked();
    m_chess960Random->setEnabled(on);
    m_chess960Number->setEnabled(on && !m_chess960Random->isChecked());
    m_chess960Preview->setEnabled(on);
    const int number = m_chess960Random->isChecked() ? -1 : m_chess960Number->value();
    if (number < 0) {
        m_chess960Preview->setText(tr("drawn when the game starts"));
        return;
    }
    QString rank;
    for (PieceType type : chess960BackRank(number))
        rank += QLatin1Char(pieceTypeLetter(type));
    m_chess960Preview->setText(rank);
}

void NewGameDialog::setAdaptivePick(const AdaptivePick& pick) {
    m_adaptivePick = pick;
    updateLevelDescription();
}

engine::Level NewGameDialog::currentLevel() const {
    if (isAdaptive()) return m_adaptivePick.level;
    return static_cast<engine::Level>(m_level->currentData().toInt());
}

bool NewGameDialog::isAdaptive() const {
    return m_level->currentData().toInt() == kAdaptiveLevelData;
}

void NewGameDialog::fillLevels(engine::Level keep, bool adaptive) {
    const QSignalBlocker blocker(m_level);
    m_level->clear();
    const bool all = m_moreLevels->isChecked();
    const auto add = [this, all](engine::Level level) {
        m_level->addItem(all ? levelLadderName(level) : levelName(level), int(level));
        m_level->setItemData(m_level->count() - 1, levelExplanation(level), Qt::ToolTipRole);
    };
    if (all) {
        for (engine::Level level : engine::kAllLevels)
            add(level);
    } else {
        for (engine::Level level : engine::kNamedLevels)
            add(level);
    }
    // Without "More levels" a level between the named ones shows as the nearest named one
    // below it, so the list never silently jumps to a stronger opponent.
    int index = 0;
    for (int i = 0; i < m_level->count(); ++i)
        if (m_level->itemData(i).toInt() <= int(keep)) index = i;
    m_level->addItem(tr("Adaptive"), kAdaptiveLevelData);
    m_level->setItemData(m_level->count() - 1,
        tr("Each game, the level nearest your rating, so that the games stay even."),
        Qt::ToolTipRole);
    if (adaptive) index = m_level->count() - 1;
    m_level->setCurrentIndex(index);
    updateLevelDescription();
}

void NewGameDialog::updateEnabled() {
    const bool computer = m_vsComputer->isChecked();
    m_color->setEnabled(computer);
    m_level->setEnabled(computer);
    m_moreLevels->setEnabled(computer);
    m_opponent->setEnabled(computer);
    m_levelDescription->setEnabled(computer);
    m_levelMistakes->setEnabled(computer);
    m_levelReply->setEnabled(computer);
    m_levelStrength->setEnabled(computer);
    m_tutor->setEnabled(computer);
    m_tutorThreshold->setEnabled(computer && m_tutor->isChecked());
}

void NewGameDialog::updateLevelDescription() {
    if (m_levelReply == nullptr) return; // still being built
    const engine::Level level = currentLevel();
    if (!m_opponent->currentData().toString().isEmpty()) {
        // What the level does to that engine: its UCI_Elo, its Skill Level, or only its time
        // (as tested under Engines…, or seen when it last played).
        QSettings settings;
        const ExternalEngineConfig config = ExternalEngineConfig::load(settings);
        const QString path = m_opponent->currentData().toString();
        QString name = m_opponent->currentData(Qt::UserRole + 1).toString();
        if (name.isEmpty()) name = path;
        const QString strength
            = describeStrength(config.path == path ? config.strength : UciStrengthOptions {}, level,
                name, externalMoveTimeMs(level));
        m_levelDescription->setText(strength);
        m_levelReply->clear(); // the strength text gives that engine's time
        m_levelMistakes->clear(); // measured for the built-in engine only
        m_levelStrength->clear();
        m_level->setWhatsThis(strength);
        return;
    }
    if (isAdaptive()) {
        const QString rating = m_adaptivePick.rated
            ? tr("your rating: %1").arg(m_adaptivePick.rating)
            : tr("a casual player's start: %1; your first game asks where you stand")
                  .arg(m_adaptivePick.rating);
        m_levelDescription->setText(
            tr("Adaptive: each game, the level nearest your rating, so that the games stay "
               "even. This game: %1 (%2).")
                .arg(levelName(level), rating));
    } else {
        m_levelDescription->setText(levelDescription(level));
    }
    m_levelMistakes->setText(levelMistakesText(level));
    m_levelStrength->setText(levelStrength(level));
    m_levelReply->setText(levelReplyTime(level));
    m_level->setWhatsThis(levelExplanation(level));
}

} // namespace rochade::gui
