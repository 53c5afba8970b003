// SPDX-License-Identifier: GPL-3.0-or-later
// Easy, Medium and Hard against an external engine: UCI_Elo or Skill Level when the engine
// offers them (Stockfish does), else only the time; and the dialogs say which.
#include "dialogs/engine_settings_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "engines/uci_engine_process.h"
#include "engines/uci_strength.h"
#include "game/game_controller.h"

#include "gui_fixture.h"

#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

using Range = UciStrengthOptions::Range;

UciStrengthOptions options(bool limit, std::optional<Range> elo, std::optional<Range> skill) {
    UciStrengthOptions o;
    o.limitStrength = limit;
    o.elo = elo;
    o.skill = skill;
    o.known = true;
    return o;
}

/// The fake engine as a program of its own (settings store a path, not arguments), with
/// `strength` ("elo", "skill" or "") advertised and every line it is sent logged.
class FakeEngine {
public:
    explicit FakeEngine(const QString& strength)
        : m_path(m_scripts.make(QStringLiteral("good"), QStringLiteral("e7e5"),
            QStringLiteral("FAKE_UCI_STRENGTH='%1' FAKE_UCI_LOG='%2' ").arg(strength, logPath()))) {
    }
    QString path() const { return m_path; }
    QString logPath() const { return m_scripts.filePath(QStringLiteral("sent.log")); }
    QStringList sent() const {
        QFile log(logPath());
        if (!log.open(QIODevice::ReadOnly)) return {};
        return QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private:
    FakeEngineScripts m_scripts;
    QString m_path;
};

/// Plays 1.e4 and waits for the engine's reply: by then it has had its options and a "go".
void playOneMoveEach(GameController& c) {
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.canHumanMove(); }, kTimeoutMs));
    ASSERT_TRUE(c.playMoveText(QStringLiteral("e4")));
    ASSERT_TRUE(QTest::qWaitFor([&] { return c.game().ply() == 2; }, kTimeoutMs));
}

qsizetype indexOf(const QStringList& lines, const QString& line, qsizetype from = 0) {
    return lines.indexOf(line, from);
}

} // namespace

namespace {

/// The UCI_Elo a level asks of an engine whose range is lo..hi: the ladder's own figure.
int eloIn(engine::Level level, int lo, int hi) {
    return std::clamp(engine::levelElo(level), lo, hi);
}

} // namespace

TEST(UciStrength, LevelsMapToEloWithinTheEnginesRangeElseToSkillElseToTimeOnly) {
    const struct {
        UciStrengthOptions options;
        UciStrengthMethod method;
        int easy, medium, hard;
    } cases[] = {
        // Stockfish 15.1: UCI_Elo 1350-2850 and Skill Level 0-20; Elo wins.
        { options(true, Range { 1350, 2850 }, Range { 0, 20 }), UciStrengthMethod::Elo,
            eloIn(engine::Level::Easy, 1350, 2850), eloIn(engine::Level::Medium, 1350, 2850),
            eloIn(engine::Level::Hard, 1350, 2850) },
        { options(true, Range { 1000, 2000 }, std::nullopt), UciStrengthMethod::Elo,
            eloIn(engine::Level::Easy, 1000, 2000), eloIn(engine::Level::Medium, 1000, 2000),
            eloIn(engine::Level::Hard, 1000, 2000) },
        // UCI_Elo without UCI_LimitStrength cannot be switched on: Skill Level instead.
        { options(false, Range { 1000, 3000 }, Range { 0, 20 }), UciStrengthMethod::SkillLevel, 0,
            8, 15 },
        { options(false, std::nullopt, Range { 1, 10 }), UciStrengthMethod::SkillLevel, 1, 4, 7 },
        { options(false, std::nullopt, std::nullopt), UciStrengthMethod::TimeOnly, 0, 0, 0 },
    };
    for (const auto& c : cases) {
        const UciLevelStrength easy = strengthFor(c.options, engine::Level::Easy);
        EXPECT_EQ(easy.method, c.method);
        EXPECT_EQ(easy.value, c.easy);
        EXPECT_EQ(strengthFor(c.options, engine::Level::Medium).value, c.medium);
        EXPECT_EQ(strengthFor(c.options, engine::Level::Hard).value, c.hard);
        EXPECT_EQ(strengthFor(c.options, engine::Level::Full).method, UciStrengthMethod::TimeOnly);
        // The whole ladder, weakest to strongest, never beyond the range.
        int previous = -1;
        for (engine::Level l : engine::kAllLevels) {
            if (l == engine::Level::Full) continue;
            const UciLevelStrength level = strengthFor(c.options, l);
            EXPECT_EQ(level.method, c.method);
            EXPECT_GE(level.value, previous);
            previous = level.value;
        }
    }
    // Stockfish's Skill Level 0..20 over Beginner, Novice, Improver and the nine levels.
    const UciStrengthOptions skill = options(false, std::nullopt, Range { 0, 20 });
    std::vector<int> skills;
    for (std::size_t i = 0; i + 1 < engine::kAllLevels.size(); ++i)
        skills.push_back(strengthFor(skill, engine::kAllLevels[i]).value);
    EXPECT_EQ(skills, (std::vector<int> { 0, 0, 0, 0, 0, 4, 8, 11, 15, 17, 18, 19 }));
}

TEST(UciStrength, ReadsTheOptionsStockfishAdvertises) {
    if (!QFileInfo(kStockfish).isExecutable()) GTEST_SKIP() << "no /usr/games/stockfish";
    // The reference: Stockfish's own "uci" answer, read here line by line.
    QProcess reference;
    reference.start(kStockfish, {});
    ASSERT_TRUE(reference.waitForStarted());
    reference.write("uci\nquit\n");
    ASSERT_TRUE(reference.waitForFinished(kTimeoutMs));
    const QString text = QString::fromUtf8(reference.readAllStandardOutput());
    const QRegularExpression eloLine(
        QStringLiteral("option name UCI_Elo type spin default \\d+ min (\\d+) max (\\d+)"));
    const QRegularExpressionMatch elo = eloLine.match(text);
    ASSERT_TRUE(elo.hasMatch()) << text.toStdString();

    UciEngineProcess process;
    QSignalSpy ready(&process, &UciEngineProcess::ready);
    process.start(kStockfish);
    ASSERT_TRUE(ready.wait(kTimeoutMs));
    const UciStrengthOptions& o = process.strengthOptions();
    EXPECT_TRUE(o.known);
    EXPECT_EQ(
        o.limitStrength, text.contains(QLatin1String("option name UCI_LimitStrength type check")));
    ASSERT_TRUE(o.elo.has_value());
    EXPECT_EQ(o.elo->min, elo.captured(1).toInt());
    EXPECT_EQ(o.elo->max, elo.captured(2).toInt());
    EXPECT_EQ(
        o.skill.has_value(), text.contains(QLatin1String("option name Skill Level type spin")));
    process.shutdown();
}

TEST(UciStrength, TheGamesLevelReachesAnEngineWithUciEloBeforeItSearches) {
    FakeEngine fake(QStringLiteral("elo"));
    GameController c;
    seatEngines(c);
    c.newGame(external(fake.path(), engine::Level::Easy));
    playOneMoveEach(c);
    QStringList sent = fake.sent();
    const qsizetype limit
        = indexOf(sent, QStringLiteral("setoption name UCI_LimitStrength value true"));
    const qsizetype elo = indexOf(sent,
        QStringLiteral("setoption name UCI_Elo value %1")
            .arg(eloIn(engine::Level::Easy, 1000, 2000)));
    ASSERT_GE(limit, 0) << sent.join(QLatin1Char('|')).toStdString();
    ASSERT_GE(elo, 0);
    // After "uci", before the first "isready" and long before any "go".
    EXPECT_LT(indexOf(sent, QStringLiteral("uci")), limit);
    EXPECT_LT(elo, indexOf(sent, QStringLiteral("isready")));

    // The next game at Hard: set again, before its "ucinewgame" (the fake's range ends at 2000).
    c.newGame(external(fake.path(), engine::Level::Hard));
    playOneMoveEach(c);
    sent = fake.sent();
    const qsizetype newGame = indexOf(sent, QStringLiteral("ucinewgame"));
    ASSERT_GE(newGame, 0);
    const qsizetype hard = indexOf(sent,
        QStringLiteral("setoption name UCI_Elo value %1")
            .arg(eloIn(engine::Level::Hard, 1000, 2000)));
    ASSERT_GE(hard, 0) << sent.join(QLatin1Char('|')).toStdString();
    EXPECT_LT(hard, newGame);
    EXPECT_GT(hard, elo);
}

TEST(UciStrength, AnEngineWithSkillLevelGetsItAndOneWithNothingGetsNoOption) {
    {
        FakeEngine fake(QStringLiteral("skill"));
        GameController c;
        seatEngines(c);
        c.newGame(external(fake.path(), engine::Level::Medium));
        playOneMoveEach(c);
        EXPECT_GE(indexOf(fake.sent(), QStringLiteral("setoption name Skill Level value 4")), 0)
            << fake.sent().join(QLatin1Char('|')).toStdString();
    }
    {
        FakeEngine fake { QString() };
        GameController c;
        seatEngines(c);
        c.newGame(external(fake.path(), engine::Level::Easy));
        playOneMoveEach(c);
        for (const QString& line : fake.sent())
            EXPECT_FALSE(line.startsWith(QLatin1String("setoption"))) << line.toStdString();
    }
}

TEST(UciStrength, TheDialogsSayWhatEachLevelDoesToTheEngine) {
    // The Engines dialog's test finds the options and says what the levels do; the New game
    // dialog then describes each level for that engine.
    FakeEngine fake(QStringLiteral("elo"));
    EngineSettingsDialog engines;
    QSignalSpy finished(&engines, &EngineSettingsDialog::testFinished);
    engines.setConfig({ fake.path(), QString(), {} });
    engines.runTest();
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    EXPECT_TRUE(engines.testResult().contains(QStringLiteral("%1, %2 and %3 Elo")
                                                  .arg(eloIn(engine::Level::Easy, 1000, 2000))
                                                  .arg(eloIn(engine::Level::Medium, 1000, 2000))
                                                  .arg(eloIn(engine::Level::Hard, 1000, 2000))))
        << engines.testResult().toStdString();
    engines.accept(); // stores the configuration with its options

    NewGameDialog dialog;
    QStringList texts;
    for (engine::Level level :
        { engine::Level::Easy, engine::Level::Medium, engine::Level::Hard }) {
        GameSetup s = external(fake.path(), level);
        s.engineName = QStringLiteral("Fake");
        dialog.setSetup(s);
        QString description;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (label->text().startsWith(QLatin1String("Fake "))) description = label->text();
        texts << description;
    }
    for (int i = 0; i < 3; ++i)
        EXPECT_TRUE(texts[i].contains(
            QStringLiteral("about %1 Elo")
                .arg(eloIn(std::array { engine::Level::Easy, engine::Level::Medium,
                               engine::Level::Hard }[static_cast<std::size_t>(i)],
                    1000, 2000))))
            << texts[i].toStdString();

    // An engine that offers nothing: the levels only set its time, and the dialog says so.
    FakeEngine plain { QString() };
    engines.setConfig({ plain.path(), QString(), {} });
    engines.runTest();
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    EXPECT_TRUE(engines.testResult().contains(QLatin1String("only set its time")));
    engines.accept();
    GameSetup s = external(plain.path(), engine::Level::Easy);
    s.engineName = QStringLiteral("Fake");
    dialog.setSetup(s);
    bool saysTimeOnly = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        saysTimeOnly |= label->text().contains(QLatin1String("full strength"));
    EXPECT_TRUE(saysTimeOnly);
    QSettings settings;
    ExternalEngineConfig {}.save(settings);
}
