// SPDX-License-Identifier: GPL-3.0-or-later
// How Easy, Medium and Hard weaken an external UCI engine: by the options it advertises.
#include "engines/uci_strength.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <array>

namespace rochade::gui {

namespace {

/// The spin option's range, if the line has a sane one.
std::optional<UciStrengthOptions::Range> strengthRange(const engine::UciOption& option) {
    const auto range = engine::uciSpinRange(option);
    if (!range) return std::nullopt;
    return UciStrengthOptions::Range { range->min, range->max };
}

/// "setoption name <the table's name of `id`> value <value>".
QString strengthCommand(engine::UciOptionId id, const QString& value) {
    return QString::fromStdString(
        engine::uciSetOptionCommand(engine::uciOption(id).name, value.toStdString()));
}

/// Where a level sits between the weakest and the strongest setting, in fortieths: Beginner,
/// Novice, Improver and levels 1 and 2 (Easy) at the bottom, Medium two fifths up, Hard three
/// quarters, levels 8 and 9 just short of the top (Stockfish's Skill Level: 0, 0, 0, 0, 0, 4, 8,
/// 11, 15, 17, 18, 19, 20).
int skillFor(const UciStrengthOptions::Range& r, engine::Level level) {
    static constexpr std::array<int, engine::kLevelCount> kFortieths { 0, 0, 0, 0, 0, 8, 16, 23, 30,
        35, 37, 39, 40 };
    return r.min + (r.max - r.min) * kFortieths[static_cast<std::size_t>(level)] / 40;
}

/// The ladder's own figure: levelElo() is measured on Stockfish's UCI_Elo scale, so an
/// engine set to it plays about as strongly as the built-in engine at that level.
int eloFor(const UciStrengthOptions::Range& r, engine::Level level) {
    return std::clamp(engine::levelElo(level), r.min, r.max);
}

} // namespace

void UciStrengthOptions::readOption(const engine::UciOption& option) {
    const std::optional<engine::UciOptionId> id = engine::knownUciOption(option);
    if (id == engine::UciOptionId::LimitStrength)
        limitStrength = true; // a check, as the table says
    else if (id == engine::UciOptionId::Elo)
        elo = strengthRange(option);
    else if (id == engine::UciOptionId::SkillLevel)
        skill = strengthRange(option);
}

UciStrengthOptions UciStrengthOptions::load(QSettings& settings, const QString& prefix) {
    UciStrengthOptions o;
    o.known = settings.value(prefix + QStringLiteral("known"), false).toBool();
    o.limitStrength = settings.value(prefix + QStringLiteral("limitStrength"), false).toBool();
    const auto range = [&](const QString& key) -> std::optional<Range> {
        const QStringList parts = settings.value(prefix + key).toString().split(QLatin1Char(':'));
        if (parts.size() != 2) return std::nullopt;
        bool okMin = false;
        bool okMax = false;
        const Range r { parts[0].toInt(&okMin), parts[1].toInt(&okMax) };
        if (!okMin || !okMax || r.min > r.max) return std::nullopt;
        return r;
    };
    o.elo = range(QStringLiteral("elo"));
    o.skill = range(QStringLiteral("skill"));
    return o;
}

void UciStrengthOptions::save(QSettings& settings, const QString& prefix) const {
    settings.setValue(prefix + QStringLiteral("known"), known);
    settings.setValue(prefix + QStringLiteral("limitStrength"), limitStrength);
    const auto text = [](const std::optional<Range>& r) {
        return r ? QStringLiteral("%1:%2").arg(r->min).arg(r->max) : QString();
    };
    settings.setValue(prefix + QStringLiteral("elo"), text(elo));
    settings.setValue(prefix + QStringLiteral("skill"), text(skill));
}

UciLevelStrength strengthFor(const UciStrengthOptions& options, engine::Level level) {
    if (level == engine::Level::Full) return {};
    if (options.limitStrength && options.elo)
        return { UciStrengthMethod::Elo, eloFor(*options.elo, level) };
    if (options.skill) return { UciStrengthMethod::SkillLevel, skillFor(*options.skill, level) };
    return {};
}

QStringList strengthCommands(const UciStrengthOptions& options, engine::Level level) {
    const UciLevelStrength s = strengthFor(options, level);
    QStringList commands;
    if (options.limitStrength)
        commands << strengthCommand(engine::UciOptionId::LimitStrength,
            s.method == UciStrengthMethod::Elo ? QStringLiteral("true") : QStringLiteral("false"));
    if (s.method == UciStrengthMethod::Elo)
        commands << strengthCommand(engine::UciOptionId::Elo, QString::number(s.value));
    // Skill Level is set whenever offered: to the level's value, or back to the strongest
    // when UCI_Elo does the weakening (or at Full), so an earlier game's level does not stay.
    if (options.skill)
        commands << strengthCommand(engine::UciOptionId::SkillLevel,
            QString::number(
                s.method == UciStrengthMethod::SkillLevel ? s.value : options.skill->max));
    return commands;
}

QString describeStrength(
    const UciStrengthOptions& options, engine::Level level, const QString& name, int moveTimeMs) {
    const QString seconds = QLocale().toString(moveTimeMs / 1000.0, 'f', 1);
    if (!options.known)
        return QCoreApplication::translate("UciStrength",
            "Whether %1 can play weaker is not known yet: Test it under Game ▸ "
            "Engines…. Until then it plays at full strength, %2 s per move when there is "
            "no clock.")
            .arg(name, seconds);
    const UciLevelStrength s = strengthFor(options, level);
    switch (s.method) {
    case UciStrengthMethod::Elo:
        return QCoreApplication::translate("UciStrength",
            "%1 is set to play at about %2 Elo (its UCI_Elo option, %3–%4) and thinks "
            "%5 s per move when there is no clock.")
            .arg(name)
            .arg(s.value)
            .arg(options.elo->min)
            .arg(options.elo->max)
            .arg(seconds);
    case UciStrengthMethod::SkillLevel:
        return QCoreApplication::translate("UciStrength",
            "%1 is set to its Skill Level %2 (of %3–%4) and thinks %5 s per move when "
            "there is no clock.")
            .arg(name)
            .arg(s.value)
            .arg(options.skill->min)
            .arg(options.skill->max)
            .arg(seconds);
    case UciStrengthMethod::TimeOnly:
        break;
    }
    return QCoreApplication::translate("UciStrength",
        "%1 offers no way to play weaker: it plays at full strength, and the level only "
        "sets its time, %2 s per move when there is no clock.")
        .arg(name, seconds);
}

int externalMoveTimeMs(engine::Level level) {
    // The built-in level's time cap; Full (uncapped) gets Hard's.
    const int cap = engine::levelSettings(level).moveTimeMs;
    return cap > 0 ? cap : engine::levelSettings(engine::Level::Hard).moveTimeMs;
}

} // namespace rochade::gui
