// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the New game dialog and of the remembered setup.
#include "app/translations.h"
#include "dialogs/new_game_dialog.h"
#include "files/game_files.h"
#include "game/game_setup.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

namespace {

GameSetup sample() {
    GameSetup s;
    s.mode = PlayMode::VsComputer;
    s.humanColor = ColorChoice::Random;
    s.level = engine::Level::Medium;
    s.whiteName = "Ann";
    s.blackName = "Bob";
    return s;
}

} // namespace

TEST(NewGameDialog, ShowsTheSetupItIsGivenAndReturnsIt) {
    NewGameDialog dialog;
    dialog.setSetup(sample());
    EXPECT_EQ(dialog.setup(), sample());
    GameSetup hotSeat;
    hotSeat.mode = PlayMode::HotSeat;
    dialog.setSetup(hotSeat);
    EXPECT_EQ(dialog.setup().mode, PlayMode::HotSeat);
}

TEST(NewGameDialog, DescribesEachLevelInWords) {
    NewGameDialog dialog;
    GameSetup s;
    QStringList descriptions;
    for (engine::Level level :
        { engine::Level::Easy, engine::Level::Medium, engine::Level::Hard }) {
        s.level = level;
        dialog.setSetup(s);
        QString longest;
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (label->text().size() > longest.size()) longest = label->text();
        const auto expected = engine::levelSettings(level).description;
        EXPECT_EQ(longest.toStdString(), std::string(expected));
        descriptions << longest;
    }
    descriptions.removeDuplicates();
    EXPECT_EQ(descriptions.size(), 3);
}

TEST(GameSetup, IsRememberedInSettings) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("setup.ini"), QSettings::IniFormat);
    EXPECT_EQ(GameSetup::load(settings), GameSetup {}); // first launch: White v Easy
    sample().save(settings);
    EXPECT_EQ(GameSetup::load(settings), sample());
}

TEST(GameSetup, MalformedSettingsFallBackToDefaults) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("setup.ini"), QSettings::IniFormat);
    settings.setValue("newGame/mode", "chess960");
    settings.setValue("newGame/level", "grandmaster");
    settings.setValue("newGame/color", 42);
    const GameSetup s = GameSetup::load(settings);
    EXPECT_EQ(s.mode, PlayMode::VsComputer);
    EXPECT_EQ(s.level, engine::Level::Easy);
    EXPECT_EQ(s.humanColor, ColorChoice::White);
}

TEST(LevelNames, TheEnglishTextsAreTheEngineTables) {
    for (engine::Level level :
        { engine::Level::Easy, engine::Level::Medium, engine::Level::Hard, engine::Level::Full }) {
        EXPECT_EQ(levelName(level).toStdString(), std::string(engine::levelSettings(level).name));
        EXPECT_EQ(levelDescription(level).toStdString(),
            std::string(engine::levelSettings(level).description));
    }
}

TEST(LevelNames, TheDialogAndTheComputersNameShowThemInTheUsersLanguage) {
    const struct {
        const char* language;
        QString easy;
        QString computer;
    } expected[] = {
        { "de", QStringLiteral("Leicht"), QStringLiteral("Computer (Leicht)") },
        { "cs", QStringLiteral("Lehká"), QStringLiteral("Počítač (Lehká)") },
        { "ru", QStringLiteral("Лёгкий"), QStringLiteral("Компьютер (Лёгкий)") },
    };
    for (const auto& e : expected) {
        QTranslator translator;
        ASSERT_TRUE(loadRochadeTranslation(translator, QString::fromLatin1(e.language)));
        QCoreApplication::installTranslator(&translator);
        NewGameDialog dialog;
        GameSetup s;
        s.level = engine::Level::Easy;
        dialog.setSetup(s);
        const auto* levels = dialog.findChild<QComboBox*>(QStringLiteral("level"));
        ASSERT_NE(levels, nullptr);
        EXPECT_EQ(levels->itemText(0), e.easy) << e.language;
        const QString english
            = QString::fromUtf8(engine::levelSettings(engine::Level::Easy).description.data());
        bool describedInEnglish = false;
        bool describedTranslated = false;
        for (const QLabel* label : dialog.findChildren<QLabel*>()) {
            describedInEnglish |= label->text() == english;
            describedTranslated |= label->text() == levelDescription(engine::Level::Easy);
        }
        EXPECT_FALSE(describedInEnglish) << e.language;
        EXPECT_TRUE(describedTranslated) << e.language;
        EXPECT_EQ(defaultPlayerName(s, Color::White, Color::Black), e.computer) << e.language;
        QCoreApplication::removeTranslator(&translator);
    }
}
