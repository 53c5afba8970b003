// SPDX-License-Identifier: GPL-3.0-or-later
// The clock's widgets and settings: the label's formats, the time control chooser, the
// setup stored in QSettings, and the PGN TimeControl tag.
#include "dialogs/new_game_dialog.h"
#include "dialogs/time_control_chooser.h"
#include "files/game_files.h"
#include "game/game_setup.h"
#include "panels/clock_label.h"
#include "rochade/core/pgn.h"

#include <QComboBox>
#include <QSettings>
#include <QSpinBox>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

TEST(ClockLabel, FormatsTheRemainingTime) {
    EXPECT_EQ(ClockLabel::formatRemaining(300000), "5:00");
    EXPECT_EQ(ClockLabel::formatRemaining(299999), "4:59");
    EXPECT_EQ(ClockLabel::formatRemaining(10000), "0:10");
    EXPECT_EQ(ClockLabel::formatRemaining(9999), "0:09.9");
    EXPECT_EQ(ClockLabel::formatRemaining(9400), "0:09.4");
    EXPECT_EQ(ClockLabel::formatRemaining(50), "0:00.0");
    EXPECT_EQ(ClockLabel::formatRemaining(-5), "0:00.0");
    EXPECT_EQ(ClockLabel::formatRemaining(3723000), "1:02:03");
    EXPECT_EQ(ClockLabel::formatElapsed(3500), "0:03");
    EXPECT_EQ(ClockLabel::formatElapsed(760000), "12:40");
}

TEST(ClockLabel, ShowsFlagRunningAndUntimed) {
    ClockLabel label;
    label.setReading(0, 61000, true, false, true);
    EXPECT_EQ(label.remainingText(), "0:00");
    EXPECT_EQ(label.elapsedText(), "1:01");
    EXPECT_FALSE(label.isHighlighted());
    label.setReading(5300, 2000, true, true, false);
    EXPECT_EQ(label.remainingText(), "0:05.3");
    EXPECT_TRUE(label.isHighlighted());
    label.setReading(0, 2000, false, true, false);
    EXPECT_TRUE(label.remainingText().isEmpty());
    EXPECT_TRUE(label.text().contains("0:02"));
}

TEST(TimeControlChooser, OffersPresetsAndCustom) {
    TimeControlChooser chooser;
    EXPECT_TRUE(chooser.timeControl().isNone()); // "No clock" first
    EXPECT_EQ(chooser.comboBox()->count(), 7);
    EXPECT_FALSE(chooser.minutesBox()->isEnabled());
    for (const TimeControl& tc : TimeControlChooser::presets()) {
        chooser.setTimeControl(tc);
        EXPECT_EQ(chooser.timeControl(), tc);
        EXPECT_FALSE(chooser.minutesBox()->isEnabled());
    }
    chooser.setTimeControl(TimeControl::fromMinutes(7, 4));
    EXPECT_TRUE(chooser.minutesBox()->isEnabled());
    EXPECT_EQ(chooser.minutesBox()->value(), 7);
    EXPECT_EQ(chooser.incrementBox()->value(), 4);
    chooser.minutesBox()->setValue(12);
    EXPECT_EQ(chooser.timeControl(), TimeControl::fromMinutes(12, 4));
    chooser.setTimeControl(TimeControl::none());
    EXPECT_TRUE(chooser.timeControl().isNone());
}

TEST(TimeControlChooser, TheNewGameDialogCarriesTheTimeControl) {
    NewGameDialog dialog;
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    setup.timeControl = TimeControl::fromMinutes(15, 10);
    dialog.setSetup(setup);
    EXPECT_EQ(dialog.setup().timeControl, setup.timeControl);
    EXPECT_EQ(dialog.setup(), setup);
    dialog.timeControlChooser()->setTimeControl(TimeControl::fromMinutes(1, 0));
    EXPECT_EQ(dialog.setup().timeControl, TimeControl::fromMinutes(1, 0));
}

TEST(GameSetupClock, StoresTheTimeControl) {
    QSettings settings;
    GameSetup setup;
    setup.timeControl = TimeControl::fromMinutes(3, 2);
    setup.save(settings, QStringLiteral("clockTest"));
    EXPECT_EQ(GameSetup::load(settings, QStringLiteral("clockTest")).timeControl,
        TimeControl::fromMinutes(3, 2));
    settings.setValue(QStringLiteral("clockTest/timeControl"), QStringLiteral("garbage+"));
    EXPECT_TRUE(GameSetup::load(settings, QStringLiteral("clockTest")).timeControl.isNone());
    settings.remove(QStringLiteral("clockTest"));
    EXPECT_TRUE(GameSetup::load(settings, QStringLiteral("clockTest")).timeControl.isNone());
}

TEST(GameSetupClock, PgnCarriesTheTimeControlTag) {
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    setup.timeControl = TimeControl::fromMinutes(5, 3);
    const auto tags = gameTags(setup, Color::White, "A", "B", QDate(2026, 1, 2));
    const QString pgn = gameToPgn(Game(), tags);
    EXPECT_TRUE(pgn.contains(QStringLiteral("[TimeControl \"300+3\"]"))) << pgn.toStdString();
    const PgnParseResult parsed = parsePgn(pgn.toStdString());
    ASSERT_TRUE(parsed.ok());
    ASSERT_EQ(parsed.games.size(), 1u);
    EXPECT_EQ(toRecord(parsed.games[0]).setup.timeControl, setup.timeControl);

    setup.timeControl = TimeControl::none();
    const QString untimed
        = gameToPgn(Game(), gameTags(setup, Color::White, "A", "B", QDate(2026, 1, 2)));
    EXPECT_FALSE(untimed.contains(QStringLiteral("TimeControl")));
}
