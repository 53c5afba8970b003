// SPDX-License-Identifier: GPL-3.0-or-later
// The New game dialog: hot-seat or against the computer, colour, level, player names,
// standard chess or Chess960.
#pragma once

#include "game/game_setup.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QGroupBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QRadioButton;
class QSpinBox;

namespace rochade::gui {

class TimeControlChooser;

/// What Adaptive plays now: the level nearest the player's rating (or the rating a casual
/// player starts from, before the first answer).
struct AdaptivePick {
    engine::Level level = engine::Level::Easy;
    int rating = 1200;
    bool rated = false; ///< false: no rating yet (the first game asks)
};

/// Shows a GameSetup for editing; accept() means "start this game". Each level is described
/// in plain words (from LevelSettings::description, and its measured mistakes). Lives in the GUI
/// thread.
class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    explicit NewGameDialog(QWidget* parent = nullptr);

    /// Fills the controls from `setup` (the running game's settings).
    void setSetup(const GameSetup& setup);
    /// The setup the controls describe now.
    GameSetup setup() const;
    /// Offers `path` (shown as `name`) as the opponent next to the built-in engine, in place
    /// of the one configured in the Engines dialog (read from QSettings at construction).
    void setExternalEngine(const QString& path, const QString& name);
    /// The level Adaptive plays this game, as the level list's Adaptive entry describes it.
    void setAdaptivePick(const AdaptivePick& pick);
    TimeControlChooser* timeControlChooser() const { return m_timeControl; }

private:
    void updateEnabled();
    void updateLevelDescription();
    /// The level chosen; for Adaptive, the level it picked.
    engine::Level currentLevel() const;
    bool isAdaptive() const;
    /// The level list: Beginner, Easy, Medium and Hard, or with "More levels" all of the
    /// ladder and Full, then Adaptive; selects Adaptive if `adaptive`, else `keep` (or the
    /// nearest level below it that the list holds).
    void fillLevels(engine::Level keep, bool adaptive);
    /// The Chess960 choice: the check box, the start number (or random) and its back rank.
    QGroupBox* createVariantBox();
    /// The tutor's check box and threshold, in the computer's box.
    QWidget* createTutorRow();
    void updateVariant();

    QRadioButton* m_hotSeat = nullptr;
    QRadioButton* m_vsComputer = nullptr;
    QComboBox* m_color = nullptr;
    QComboBox* m_level = nullptr; ///< data: int(engine::Level), or kAdaptiveLevelData
    AdaptivePick m_adaptivePick;
    QCheckBox* m_moreLevels = nullptr;
    QComboBox* m_opponent = nullptr; ///< data: the engine's path, empty for the built-in one
    QLabel* m_levelDescription = nullptr;
    /// The level's measured mistakes in a sentence (level_mistakes.h).
    QLabel* m_levelMistakes = nullptr;
    QLabel* m_levelStrength = nullptr; ///< "Plays at about 1500 Elo."
    QLabel* m_levelReply = nullptr; ///< how fast the built-in engine replies at the level
    QLineEdit* m_whiteName = nullptr;
    QLineEdit* m_blackName = nullptr;
    TimeControlChooser* m_timeControl = nullptr;
    QCheckBox* m_chess960 = nullptr;
    QCheckBox* m_chess960Random = nullptr; ///< a number drawn at the start instead
    QSpinBox* m_chess960Number = nullptr;
    QLabel* m_chess960Preview = nullptr; ///< the chosen number's back rank, "BBQNNRKR"
    QCheckBox* m_tutor = nullptr;
    QComboBox* m_tutorThreshold = nullptr; ///< data: int(review::MoveClass)
};

} // namespace rochade::gui
