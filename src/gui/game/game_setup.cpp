// SPDX-License-Identifier: GPL-3.0-or-later
// Storing and reading the game setup in QSettings.
#include "game/game_setup.h"

#include "board/move_explainer.h" // colorName()
#include "rochade/core/chess960.h"

#include <QCoreApplication>
#include <QDir>
#include <QObject>
#include <QRandomGenerator>
#include <QTranslator>

#include <memory>
#include <string>
#include <vector>

namespace rochade::gui {

GameSetup GameSetup::load(QSettings& settings, const QString& group) {
    GameSetup s;
    settings.beginGroup(group);
    const QString mode = settings.value(QStringLiteral("mode")).toString();
    if (mode == QLatin1String("hotseat")) s.mode = PlayMode::HotSeat;
    const QString color = settings.value(QStringLiteral("color")).toString();
    if (color == QLatin1String("black"))
        s.humanColor = ColorChoice::Black;
    else if (color == QLatin1String("random"))
        s.humanColor = ColorChoice::Random;
    const QString level = settings.value(QStringLiteral("level")).toString();
    // "Easy", "Medium", "Hard" and "Full" as older versions wrote them, or a ladder number.
    if (const auto parsed = engine::parseLevel(level.toStdString())) s.level = *parsed;
    s.adaptive = settings.value(QStringLiteral("adaptive")).toString() == QLatin1String("true");
    s.whiteName = settings.value(QStringLiteral("whiteName")).toString().left(64);
    s.blackName = settings.value(QStringLiteral("blackName")).toString().left(64);
    s.enginePath = settings.value(QStringLiteral("enginePath")).toString();
    s.engineName = settings.value(QStringLiteral("engineName")).toString().left(80);
    if (settings.value(QStringLiteral("opponent")).toString() == QLatin1String("external")
        && !s.enginePath.isEmpty())
        s.opponent = Opponent::External;
    if (const Result<TimeControl> tc
        = parseTimeControl(settings.value(QStringLiteral("timeControl")).toString().toStdString());
        tc.ok())
        s.timeControl = tc.value();
    s.chess960 = settings.value(QStringLiteral("chess960")).toString() == QLatin1String("true");
    bool numberOk = false;
    const int number = settings.value(QStringLiteral("chess960Number")).toInt(&numberOk);
    if (numberOk && number >= 0 && number < kChess960Positions) s.chess960Number = number;
    s.tutor = settings.value(QStringLiteral("tutor")).toString() == QLatin1String("true");
    s.tutorThreshold
        = tutorThresholdFromKey(settings.value(QStringLiteral("tutorThreshold")).toString());
    settings.endGroup();
    return s;
}

void GameSetup::save(QSettings& settings, const QString& group) const {
    settings.beginGroup(group);
    settings.setValue(QStringLiteral("mode"),
        mode == PlayMode::HotSeat ? QStringLiteral("hotseat") : QStringLiteral("computer"));
    settings.setValue(QStringLiteral("color"),
        humanColor == ColorChoice::White       ? QStringLiteral("white")
            : humanColor == ColorChoice::Black ? QStringLiteral("black")
                                               : QStringLiteral("random"));
    const auto name = engine::levelTag(level);
    settings.setValue(QStringLiteral("level"),
        QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())));
    settings.setValue(
        QStringLiteral("adaptive"), adaptive ? QStringLiteral("true") : QStringLiteral("false"));
    settings.setValue(QStringLiteral("whiteName"), whiteName);
    settings.setValue(QStringLiteral("blackName"), blackName);
    settings.setValue(QStringLiteral("opponent"),
        opponent == Opponent::External ? QStringLiteral("external") : QStringLiteral("builtin"));
    settings.setValue(QStringLiteral("enginePath"), enginePath);
    settings.setValue(QStringLiteral("engineName"), engineName);
    settings.setValue(
        QStringLiteral("timeControl"), QString::fromStdString(formatTimeControl(timeControl)));
    settings.setValue(
        QStringLiteral("chess960"), chess960 ? QStringLiteral("true") : QStringLiteral("false"));
    settings.setValue(QStringLiteral("chess960Number"), chess960Number);
    settings.setValue(
        QStringLiteral("tutor"), tutor ? QStringLiteral("true") : QStringLiteral("false"));
    settings.setValue(QStringLiteral("tutorThreshold"), tutorThresholdKey(tutorThreshold));
    settings.endGroup();
}

QString tutorThresholdKey(review::MoveClass threshold) {
    switch (threshold) {
    case review::MoveClass::Inaccuracy:
        return QStringLiteral("inaccuracy");
    case review::MoveClass::Blunder:
        return QStringLiteral("blunder");
    case review::MoveClass::Good:
    case review::MoveClass::Mistake:
        break;
    }
    return QStringLiteral("mistake");
}

QString tutorThresholdName(review::MoveClass threshold) {
    switch (threshold) {
    case review::MoveClass::Inaccuracy:
        return QCoreApplication::translate("Tutor", "from inaccuracies on");
    case review::MoveClass::Blunder:
        return QCoreApplication::translate("Tutor", "only about blunders");
    case review::MoveClass::Good:
    case review::MoveClass::Mistake:
        break;
    }
    return QCoreApplication::translate("Tutor", "from mistakes on");
}

review::MoveClass tutorThresholdFromKey(const QString& key) {
    if (key == QLatin1String("inaccuracy")) return review::MoveClass::Inaccuracy;
    if (key == QLatin1String("blunder")) return review::MoveClass::Blunder;
    return review::MoveClass::Mistake;
}

Color humanSide(const GameSetup& setup) {
    if (setup.mode != PlayMode::VsComputer) return Color::White;
    switch (setup.humanColor) {
    case ColorChoice::White:
        break;
    case ColorChoice::Black:
        return Color::Black;
    case ColorChoice::Random:
        return QRandomGenerator::global()->bounded(2) ? Color::Black : Color::White;
    }
    return Color::White;
}

Position startPositionFor(const GameSetup& setup) {
    if (!setup.chess960) return Position::startPosition();
    const int number = setup.chess960Number >= 0 && setup.chess960Number < kChess960Positions
        ? setup.chess960Number
        : static_cast<int>(QRandomGenerator::global()->bounded(kChess960Positions));
    // A number in range always gives a position (chess960StartPosition checks only the range).
    return chess960StartPosition(number).value();
}

QString colorChoiceName(ColorChoice c) {
    switch (c) {
    case ColorChoice::White:
        return QObject::tr("White");
    case ColorChoice::Black:
        return QObject::tr("Black");
    case ColorChoice::Random:
        return QObject::tr("Random");
    }
    return {};
}

namespace {

// lupdate collects the levels' English texts only from literals, so they are listed here
// once more; at run time the engine's table is what gets translated, and a test checks
// that every name and description in that table is one of these and has a translation.
[[maybe_unused]] constexpr const char* kLevelTextsForLupdate[] = {
    QT_TRANSLATE_NOOP("Level", "Beginner"),
    QT_TRANSLATE_NOOP("Level", "Novice"),
    QT_TRANSLATE_NOOP("Level", "Improver"),
    QT_TRANSLATE_NOOP("Level", "Easy"),
    QT_TRANSLATE_NOOP("Level", "Medium"),
    QT_TRANSLATE_NOOP("Level", "Hard"),
    QT_TRANSLATE_NOOP("Level", "Full"),
    QT_TRANSLATE_NOOP("Level",
        "A first game's opponent: looks at its own move and what can be taken back at once, often "
        "leaves a piece where it can be taken, overlooks threats and now and then a mate in one, "
        "and likes to bring its pieces out."),
    QT_TRANSLATE_NOOP("Level",
        "Has just learned the rules and played a few games: looks at its own move and what can be "
        "taken back at once, now and then leaves a piece where it can be taken or overlooks a "
        "threat, and brings its pieces out."),
    QT_TRANSLATE_NOOP("Level",
        "Knows the rules and has a few dozen games behind it: usually looks at its move and the "
        "captures that follow, but now and then moves at first sight and leaves a piece where it "
        "can be taken or overlooks a threat."),
    QT_TRANSLATE_NOOP("Level",
        "A newcomer with a few games behind it: sees little beyond its next move and the captures "
        "that follow, and often picks a weaker move."),
    QT_TRANSLATE_NOOP("Level",
        "A learner: looks only a move or two ahead and picks freely among reasonable moves, with "
        "no plan; it guards its pieces against simple captures and always takes a mate in one."),
    QT_TRANSLATE_NOOP("Level",
        "A casual player: sees simple threats and sometimes settles for a slightly weaker move."),
    QT_TRANSLATE_NOOP("Level",
        "A club player on a quick day: looks a few moves ahead and varies only between moves of "
        "nearly equal value."),
    QT_TRANSLATE_NOOP(
        "Level", "A solid club player: looks further ahead and rarely strays from its best move."),
    QT_TRANSLATE_NOOP(
        "Level", "A strong club player: always plays the best move it finds in a short think."),
    QT_TRANSLATE_NOOP("Level", "A tournament player: thinks longer than Hard before each move."),
    QT_TRANSLATE_NOOP(
        "Level", "A strong tournament player: thinks longer than level 7 before each move."),
    QT_TRANSLATE_NOOP(
        "Level", "A seasoned tournament player: thinks longer still before each move."),
    QT_TRANSLATE_NOOP(
        "Level", "Full strength: no caps, uses whatever time the clock or the caller allows."),
};

QString translatedLevelText(std::string_view english) {
    const std::string source(english);
    return QCoreApplication::translate("Level", source.c_str());
}

} // namespace

QString levelName(engine::Level level) {
    const engine::LevelSettings& s = engine::levelSettings(level);
    if (s.name.empty()) return QCoreApplication::translate("Level", "Level %1").arg(s.number);
    return translatedLevelText(s.name);
}

QString levelLadderName(engine::Level level) {
    const engine::LevelSettings& s = engine::levelSettings(level);
    if (s.number == 0 || s.name.empty()) return levelName(level);
    return QCoreApplication::translate("Level", "Level %1: %2").arg(s.number).arg(levelName(level));
}

QString levelDescription(engine::Level level) {
    return translatedLevelText(engine::levelSettings(level).description);
}

QString levelStrength(engine::Level level) {
    return QCoreApplication::translate("Level", "Plays at about %1 Elo.")
        .arg(engine::levelElo(level));
}

namespace {

/// Every catalogue compiled in (qt_add_translations puts them under ":/i18n"), loaded once,
/// in the GUI thread; none of them is installed.
const std::vector<std::unique_ptr<QTranslator>>& everyPlayerNameCatalogue() {
    static const std::vector<std::unique_ptr<QTranslator>> catalogues = [] {
        std::vector<std::unique_ptr<QTranslator>> loaded;
        const QDir dir(QStringLiteral(":/i18n"));
        for (const QString& file :
            dir.entryList({ QStringLiteral("rochade_*.qm") }, QDir::Files, QDir::Name)) {
            auto catalogue = std::make_unique<QTranslator>();
            if (catalogue->load(dir.filePath(file))) loaded.push_back(std::move(catalogue));
        }
        return loaded;
    }();
    return catalogues;
}

/// defaultPlayerName() in the words of `catalogue` (English without one). The texts are
/// those defaultPlayerName(), colorName() and levelName() mark for translation.
QString defaultPlayerNameFromCatalogue(
    const QTranslator* catalogue, const GameSetup& setup, Color human, Color c) {
    const auto words = [catalogue](const char* context, const char* source) {
        const QString translated
            = catalogue != nullptr ? catalogue->translate(context, source) : QString();
        return translated.isEmpty() ? QString::fromUtf8(source) : translated;
    };
    if (setup.mode != PlayMode::VsComputer)
        return words("MoveExplainer", c == Color::White ? "White" : "Black");
    if (c == human) return words("QObject", "You");
    if (setup.opponent == Opponent::External)
        return setup.engineName.isEmpty() ? words("QObject", "External engine") : setup.engineName;
    const engine::LevelSettings& level = engine::levelSettings(setup.level);
    const std::string levelSource(level.name);
    const QString levelWords = level.name.empty() ? words("Level", "Level %1").arg(level.number)
                                                  : words("Level", levelSource.c_str());
    return words("QObject", "Computer (%1)").arg(levelWords);
}

} // namespace

bool isDefaultPlayerNameInAnyLanguage(
    const QString& name, const GameSetup& setup, Color human, Color c) {
    if (name == defaultPlayerName(setup, human, c)) return true;
    if (name == defaultPlayerNameFromCatalogue(nullptr, setup, human, c)) return true;
    for (const auto& catalogue : everyPlayerNameCatalogue())
        if (name == defaultPlayerNameFromCatalogue(catalogue.get(), setup, human, c)) return true;
    return false;
}

QString defaultPlayerName(const GameSetup& setup, Color human, Color c) {
    if (setup.mode != PlayMode::VsComputer) return colorName(c);
    if (c == human) return QObject::tr("You");
    if (setup.opponent == Opponent::External)
        return setup.engineName.isEmpty() ? QObject::tr("External engine") : setup.engineName;
    return QObject::tr("Computer (%1)").arg(levelName(setup.level));
}

} // namespace rochade::gui
