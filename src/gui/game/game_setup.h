// SPDX-License-Identifier: GPL-3.0-or-later
// What a new game is: who plays (hot-seat or against the computer), colours, level, names.
#pragma once

#include "engines/computer_side.h"
#include "rochade/core/position.h"
#include "rochade/core/time_control.h"
#include "rochade/core/types.h"
#include "rochade/engine/level.h"
#include "rochade/review/review_classifier.h"

#include <QSettings>
#include <QString>

#include <optional>

namespace rochade::gui {

enum class PlayMode {
    HotSeat,
    VsComputer
};

/// The colour the human asks for against the computer; Random is decided at game start.
enum class ColorChoice {
    White,
    Black,
    Random
};

/// The settings of one game, as chosen in the New game dialog.
struct GameSetup {
    PlayMode mode = PlayMode::VsComputer;
    ColorChoice humanColor = ColorChoice::White;
    /// The level played; with `adaptive`, the one nearest the player's rating, chosen anew as
    /// each game starts (the record names this level, the one actually played).
    engine::Level level = engine::Level::Easy;
    /// Adaptive: each game against the built-in engine at the level nearest the player's
    /// rating (training::suggestedLevel()).
    bool adaptive = false;
    QString whiteName; ///< empty: a default name ("White", "You", "Computer")
    QString blackName;
    Opponent opponent = Opponent::BuiltIn;
    QString enginePath; ///< the external engine's program (Opponent::External)
    QString engineName; ///< its "id name", shown as the computer's name
    TimeControl timeControl; ///< none: no clock
    bool chess960 = false; ///< a Chess960 game from start position chess960Number
    int chess960Number = -1; ///< 0..959; -1: a random one, drawn at game start
    /// The tutor (against the computer only): after each of the human's moves that loses at
    /// least `tutorThreshold`'s worth of winning chances, a note with Take back / Play on
    /// before the computer replies (insight/tutor.h). Off by default.
    bool tutor = false;
    review::MoveClass tutorThreshold = review::MoveClass::Mistake; ///< never Good

    friend bool operator==(const GameSetup&, const GameSetup&) = default;

    /// The computer's side of this game as its player is told it (Opponent is declared with
    /// it, in engines/computer_side.h); nullopt in hot-seat, where nobody plays it.
    std::optional<ComputerSide> computerSide() const {
        if (mode != PlayMode::VsComputer) return std::nullopt;
        return ComputerSide { opponent, enginePath, engineName, level };
    }

    /// Reads the setup stored by save() under `group`; missing or malformed values fall back
    /// to the first-launch defaults (White against the computer at Easy).
    static GameSetup load(QSettings& settings, const QString& group = QStringLiteral("newGame"));
    void save(QSettings& settings, const QString& group = QStringLiteral("newGame")) const;
};

/// The tutor's threshold as settings store it: "inaccuracy", "mistake" or "blunder" (Good,
/// which is no threshold, as "mistake").
QString tutorThresholdKey(review::MoveClass threshold);
/// The threshold as the New Game dialog and Preferences offer it: "from mistakes on".
QString tutorThresholdName(review::MoveClass threshold);
/// The threshold stored as `key`; anything else is the default, Mistake.
review::MoveClass tutorThresholdFromKey(const QString& key);

/// The human's colour in a game of `setup`: White in hot-seat; against the computer the
/// colour chosen, a Random one drawn now.
Color humanSide(const GameSetup& setup);
/// The start position of a game of `setup`: the standard one, or the Chess960 position of
/// its number (a random number drawn now when it is -1).
Position startPositionFor(const GameSetup& setup);

/// "Hot-seat", "White", "Random" ... for display.
QString colorChoiceName(ColorChoice c);
/// The level's name ("Easy") and plain-words description in the user's language. The
/// engine layer's table (engine::levelSettings()) holds the English source texts; these are
/// the same texts through tr(), so the GUI never shows the untranslated engine strings.
/// Levels without a name of their own are "Level 3".
QString levelName(engine::Level level);
/// The name in the full ladder: "Level 2: Easy", "Level 3", "Full".
QString levelLadderName(engine::Level level);
QString levelDescription(engine::Level level);
/// "Plays at about 1500 Elo." (engine::levelElo(): measured, approximate).
QString levelStrength(engine::Level level);

/// The name shown for `c` when none was entered: "White"/"Black" in hot-seat, "You" and
/// "Computer (Easy)" against the computer (`human` is the human's resolved colour).
QString defaultPlayerName(const GameSetup& setup, Color human, Color c);
/// True if `name` is what defaultPlayerName() gives `c` in English or in any language the
/// interface speaks ("Weiß", "Computer (Leicht)"): a default name written into a record in
/// one language is no name the user entered, and follows the language it is read in.
bool isDefaultPlayerNameInAnyLanguage(
    const QString& name, const GameSetup& setup, Color human, Color c);

} // namespace rochade::gui
