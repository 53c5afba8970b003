// SPDX-License-Identifier: GPL-3.0-or-later
// How Easy, Medium and Hard weaken an external UCI engine: by the options it advertises.
#pragma once

#include "rochade/engine/level.h"
#include "rochade/engine/uci_options.h"

#include <QSettings>
#include <QString>
#include <QStringList>

#include <optional>

namespace rochade::gui {

/// The options an engine advertises (UCI "option" lines) that can make it play weaker.
struct UciStrengthOptions {
    struct Range {
        int min = 0;
        int max = 0;
        bool operator==(const Range&) const = default;
    };
    bool limitStrength = false; ///< "UCI_LimitStrength", a check: UCI_Elo applies only when on
    std::optional<Range> elo; ///< "UCI_Elo", a spin
    std::optional<Range> skill; ///< "Skill Level", a spin (Stockfish and others)
    bool known = false; ///< false until an engine's "uciok" (or stored settings) said

    /// Takes in one option the engine announced; other options, and a spin without a sane
    /// range, are ignored. Names and types are the table's (engine/uci_options.h).
    void readOption(const engine::UciOption& option);
    bool operator==(const UciStrengthOptions&) const = default;

    /// Kept in QSettings under `prefix` (e.g. "engines/strength/").
    static UciStrengthOptions load(QSettings& settings, const QString& prefix);
    void save(QSettings& settings, const QString& prefix) const;
};

/// How a level weakens the engine.
enum class UciStrengthMethod {
    Elo, ///< UCI_LimitStrength on, UCI_Elo = value
    SkillLevel, ///< Skill Level = value
    TimeOnly ///< nothing to set: only its thinking time differs
};

struct UciLevelStrength {
    UciStrengthMethod method = UciStrengthMethod::TimeOnly;
    int value = 0;
};

/// UCI_Elo (engine::levelElo(), clamped to the engine's range) when the engine offers it with
/// UCI_LimitStrength, else Skill Level, else time only. Level::Full (and TimeOnly) leaves the
/// engine at full strength.
UciLevelStrength strengthFor(const UciStrengthOptions& options, engine::Level level);
/// The "setoption" commands for `level`, to send while the engine is idle (before "isready"):
/// they also undo a weaker level of an earlier game.
QStringList strengthCommands(const UciStrengthOptions& options, engine::Level level);
/// The move time an external engine gets at `level` when there is no clock.
int externalMoveTimeMs(engine::Level level);

/// What `level` does to the engine `name`, in words for the New game dialog; `moveTimeMs`
/// is its thinking time per move without a clock.
QString describeStrength(
    const UciStrengthOptions& options, engine::Level level, const QString& name, int moveTimeMs);

} // namespace rochade::gui
