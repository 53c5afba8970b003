// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the New game dialog and of the remembered setup.
#include "app/translations.h"
#include "dialogs/new_game_dialog.h"
#include "files/game_files.h"
#include "game/game_setup.h"
#include "game/level_mistakes.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QFile>
#include <QLabel>
#include <QRadioButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <utility>

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

TEST(NewGameDialog, TheTutorIsOffByDefaultAndItsBoxAndThresholdGoIntoTheSetup) {
    NewGameDialog dialog;
    auto* box = dialog.findChild<QCheckBox*>(QStringLiteral("tutor"));
    auto* threshold = dialog.findChild<QComboBox*>(QStringLiteral("tutorThreshold"));
    ASSERT_NE(box, nullptr);
    ASSERT_NE(threshold, nullptr);
    EXPECT_FALSE(box->isChecked());
    EXPECT_FALSE(dialog.setup().tutor);
    EXPECT_EQ(dialog.setup().tutorThreshold, review::MoveClass::Mistake);
    EXPECT_FALSE(threshold->isEnabled()); // until the tutor is on
    QTest::mouseClick(box, Qt::LeftButton, Qt::NoModifier, QPoint(4, box->height() / 2));
    EXPECT_TRUE(dialog.setup().tutor);
    EXPECT_TRUE(threshold->isEnabled());
    threshold->setCurrentIndex(threshold->findData(int(review::MoveClass::Blunder)));
    EXPECT_EQ(dialog.setup().tutorThreshold, review::MoveClass::Blunder);
    // Only against the computer.
    dialog.findChildren<QRadioButton*>().at(1)->setChecked(true);
    EXPECT_EQ(dialog.setup().mode, PlayMode::HotSeat);
    EXPECT_FALSE(box->isEnabled());
    GameSetup tutored = sample();
    tutored.tutor = true;
    tutored.tutorThreshold = review::MoveClass::Inaccuracy;
    dialog.setSetup(tutored);
    EXPECT_EQ(dialog.setup(), tutored);
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
            if (label->objectName() != QStringLiteral("levelMistakes")
                && label->text().size() > longest.size())
                longest = label->text();
        const auto expected = engine::levelSettings(level).description;
        EXPECT_EQ(longest.toStdString(), std::string(expected));
        descriptions << longest;
    }
    descriptions.removeDuplicates();
    EXPECT_EQ(descriptions.size(), 3);
}

TEST(NewGameDialog, SaysHowOftenEachLevelErrsFromItsMeasuredProfile) {
    NewGameDialog dialog;
    auto* mistakes = dialog.findChild<QLabel*>(QStringLiteral("levelMistakes"));
    ASSERT_NE(mistakes, nullptr);
    GameSetup s;
    QStringList sentences;
    for (const engine::Level level : engine::kAllLevels) {
        s.level = level;
        dialog.setSetup(s);
        EXPECT_EQ(mistakes->text(), levelMistakesText(level));
        sentences << mistakes->text();
    }
    // The words follow the measured table: a first game's opponent hangs pieces several times
    // a game (3.3 measured), Full at most every few games (0.3).
    EXPECT_TRUE(sentences.front().startsWith(QStringLiteral("Leaves a piece hanging several")))
        << sentences.front().toStdString();
    EXPECT_TRUE(sentences.back().startsWith(QStringLiteral("Leaves a piece hanging every few"))
        || sentences.back().startsWith(QStringLiteral("Rarely leaves a piece hanging")))
        << sentences.back().toStdString();
}

TEST(NewGameDialog, OffersFourNamedLevelsAndTheWholeLadderWithMoreLevels) {
    NewGameDialog dialog;
    dialog.setSetup(GameSetup {}); // Easy
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    dialog.activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&dialog));
    auto* levels = dialog.findChild<QComboBox*>(QStringLiteral("level"));
    auto* more = dialog.findChild<QCheckBox*>(QStringLiteral("moreLevels"));
    auto* strength = dialog.findChild<QLabel*>(QStringLiteral("levelStrength"));
    ASSERT_NE(levels, nullptr);
    ASSERT_NE(more, nullptr);
    ASSERT_NE(strength, nullptr);
    // The levels listed; Adaptive, always the last entry, is no level of its own.
    const auto shown = [&] {
        QList<engine::Level> list;
        for (int i = 0; i + 1 < levels->count(); ++i)
            list << static_cast<engine::Level>(levels->itemData(i).toInt());
        return list;
    };
    EXPECT_EQ(levels->itemText(levels->count() - 1), QStringLiteral("Adaptive"));
    EXPECT_EQ(shown(),
        (QList<engine::Level> { engine::Level::Beginner, engine::Level::Easy, engine::Level::Medium,
            engine::Level::Hard }));
    EXPECT_EQ(levels->itemText(0), QStringLiteral("Beginner"));
    EXPECT_EQ(levels->currentText(), QStringLiteral("Easy"));
    EXPECT_EQ(strength->text(), levelStrength(engine::Level::Easy));

    // A click on "More levels" lists the ladder and Full; Easy stays chosen.
    QTest::mouseClick(more, Qt::LeftButton, {}, more->rect().center());
    ASSERT_TRUE(more->isChecked());
    EXPECT_EQ(shown(), QList<engine::Level>(engine::kAllLevels.begin(), engine::kAllLevels.end()));
    EXPECT_EQ(dialog.setup().level, engine::Level::Easy);
    EXPECT_EQ(levels->currentText(), QStringLiteral("Level 2: Easy"));

    // One step down from the keyboard is level 3, with its own words and strength.
    levels->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == levels; }));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
    EXPECT_EQ(dialog.setup().level, engine::Level::Three);
    EXPECT_EQ(strength->text(), levelStrength(engine::Level::Three));
    bool described = false;
    for (const QLabel* label : dialog.findChildren<QLabel*>())
        described |= label->text() == levelDescription(engine::Level::Three);
    EXPECT_TRUE(described);

    // Back to the four: level 3 becomes the named level below it, never a stronger one.
    QTest::mouseClick(more, Qt::LeftButton, {}, more->rect().center());
    ASSERT_FALSE(more->isChecked());
    EXPECT_EQ(levels->count(), 5); // and Adaptive
    EXPECT_EQ(dialog.setup().level, engine::Level::Easy);

    // A setup with an unnamed level opens with the whole ladder shown.
    GameSetup seven;
    seven.level = engine::Level::Seven;
    dialog.setSetup(seven);
    EXPECT_TRUE(more->isChecked());
    EXPECT_EQ(levels->count(), static_cast<int>(engine::kAllLevels.size()) + 1); // and Adaptive
    EXPECT_EQ(dialog.setup().level, engine::Level::Seven);

    // Level 1 lies between Beginner and Easy: without "More levels" it shows as Beginner.
    GameSetup one;
    one.level = engine::Level::One;
    dialog.setSetup(one);
    ASSERT_TRUE(more->isChecked());
    EXPECT_EQ(levels->currentText(), QStringLiteral("Level 1"));
    QTest::mouseClick(more, Qt::LeftButton, {}, more->rect().center());
    EXPECT_EQ(levels->currentText(), QStringLiteral("Beginner"));
    EXPECT_EQ(dialog.setup().level, engine::Level::Beginner);
}

TEST(GameSetup, IsRememberedInSettings) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("setup.ini"), QSettings::IniFormat);
    EXPECT_EQ(GameSetup::load(settings), GameSetup {}); // first launch: White v Easy
    sample().save(settings);
    EXPECT_EQ(GameSetup::load(settings), sample());
    GameSetup tutored = sample();
    tutored.tutor = true;
    for (review::MoveClass threshold :
        { review::MoveClass::Inaccuracy, review::MoveClass::Mistake, review::MoveClass::Blunder }) {
        tutored.tutorThreshold = threshold;
        tutored.save(settings);
        EXPECT_EQ(GameSetup::load(settings), tutored);
    }
    settings.setValue("newGame/tutorThreshold", "good");
    EXPECT_EQ(GameSetup::load(settings).tutorThreshold, review::MoveClass::Mistake);
}

TEST(GameSetup, AnOlderSettingsFileStillLoadsItsLevel) {
    // Written the way the four-level versions wrote it, by hand rather than through save().
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const auto& [text, level] : { std::pair { "Medium", engine::Level::Medium },
             std::pair { "Easy", engine::Level::Easy }, std::pair { "Hard", engine::Level::Hard },
             std::pair { "Full", engine::Level::Full }, std::pair { "3", engine::Level::Three } }) {
        // A file of its own each: QSettings caches what it read from a path.
        const QString path = dir.filePath(QStringLiteral("old-%1.ini").arg(QLatin1String(text)));
        {
            QFile file(path);
            ASSERT_TRUE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray("[newGame]\nmode=computer\ncolor=black\nlevel=") + text
                + "\nwhiteName=Ann\n");
        }
        QSettings settings(path, QSettings::IniFormat);
        const GameSetup s = GameSetup::load(settings);
        EXPECT_EQ(s.level, level) << text;
        EXPECT_EQ(s.humanColor, ColorChoice::Black) << text;
        EXPECT_EQ(s.whiteName, QStringLiteral("Ann")) << text;
    }
}

TEST(GameSetup, EveryLevelIsSavedAndReadBack) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    QSettings settings(dir.filePath("setup.ini"), QSettings::IniFormat);
    for (engine::Level level : engine::kAllLevels) {
        GameSetup s = sample();
        s.level = level;
        s.save(settings);
        EXPECT_EQ(GameSetup::load(settings).level, level) << int(level);
    }
    // The named levels keep the words older versions read, and Beginner is stored by its name.
    GameSetup medium = sample();
    medium.save(settings);
    EXPECT_EQ(settings.value("newGame/level").toString(), QStringLiteral("Medium"));
    GameSetup beginner = sample();
    beginner.level = engine::Level::Beginner;
    beginner.save(settings);
    EXPECT_EQ(settings.value("newGame/level").toString(), QStringLiteral("Beginner"));
    // What older versions wrote (names and ladder numbers, never the enum's value) reads as
    // the same level, now that Beginner stands below level 1.
    for (const auto& [written, level] : { std::pair { "1", engine::Level::One },
             std::pair { "Easy", engine::Level::Easy }, std::pair { "3", engine::Level::Three },
             std::pair { "Hard", engine::Level::Hard }, std::pair { "8", engine::Level::Eight },
             std::pair { "9", engine::Level::Nine }, std::pair { "Full", engine::Level::Full } }) {
        settings.setValue("newGame/level", written);
        EXPECT_EQ(GameSetup::load(settings).level, level) << written;
    }
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
    for (const char* beyond : { "10", "0", "Level 10" }) {
        settings.setValue("newGame/level", beyond);
        EXPECT_EQ(GameSetup::load(settings).level, engine::Level::Easy) << beyond;
    }
}

TEST(LevelNames, TheEnglishTextsAreTheEngineTables) {
    for (engine::Level level : engine::kAllLevels) {
        EXPECT_EQ(levelName(level).toStdString(), engine::levelLabel(level));
        EXPECT_EQ(levelDescription(level).toStdString(),
            std::string(engine::levelSettings(level).description));
    }
    EXPECT_EQ(levelLadderName(engine::Level::Easy), QStringLiteral("Level 2: Easy"));
    EXPECT_EQ(levelLadderName(engine::Level::Three), QStringLiteral("Level 3"));
    EXPECT_EQ(levelLadderName(engine::Level::Full), QStringLiteral("Full"));
    EXPECT_EQ(levelLadderName(engine::Level::Beginner), QStringLiteral("Beginner"));
}

TEST(LevelNames, EveryLevelOfTheEnginesTableIsTranslated) {
    // The engine's table is the source text: a level added or reworded there without a
    // translation would show in English.
    for (const char* language : { "de", "cs", "ru" }) {
        QTranslator translator;
        ASSERT_TRUE(loadRochadeTranslation(translator, QString::fromLatin1(language)));
        QCoreApplication::installTranslator(&translator);
        for (engine::Level level : engine::kAllLevels) {
            const engine::LevelSettings& s = engine::levelSettings(level);
            EXPECT_NE(levelDescription(level).toStdString(), std::string(s.description))
                << language << " " << s.description;
            EXPECT_NE(levelName(level).toStdString(), engine::levelLabel(level)) << language;
            EXPECT_TRUE(levelStrength(level).contains(QString::number(s.elo))) << language;
        }
        QCoreApplication::removeTranslator(&translator);
    }
}

TEST(LevelNames, TheDialogAndTheComputersNameShowThemInTheUsersLanguage) {
    const struct {
        const char* language;
        QString beginner;
        QString easy;
        QString computer;
    } expected[] = {
        { "de", QStringLiteral("Anfänger"), QStringLiteral("Leicht"),
            QStringLiteral("Computer (Leicht)") },
        { "cs", QStringLiteral("Začátečník"), QStringLiteral("Lehká"),
            QStringLiteral("Počítač (Lehká)") },
        { "ru", QStringLiteral("Новичок"), QStringLiteral("Лёгкий"),
            QStringLiteral("Компьютер (Лёгкий)") },
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
        EXPECT_EQ(levels->itemText(0), e.beginner) << e.language;
        EXPECT_EQ(levels->itemText(1), e.easy) << e.language;
        EXPECT_EQ(levels->currentText(), e.easy) << e.language;
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
