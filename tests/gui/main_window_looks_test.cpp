// SPDX-License-Identifier: GPL-3.0-or-later
// The View menu's looks: board theme, piece set and colours, applied and remembered; and
// a hot-seat game in the real window played from the keyboard alone.
#include "app/main_window.h"
#include "app/translations.h"
#include "board/board_theme.h"
#include "board/board_widget.h"
#include "game/game_controller.h"
#include "panels/colour_scheme.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"

#include <QAction>
#include <QApplication>
#include <QSettings>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// Each test starts from empty settings (the process's own file: see gui_test_main.cpp).
class MainWindowLooks : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override { QSettings().clear(); }
};

TEST_F(MainWindowLooks, ThemeAndPieceSetAreAppliedAndRemembered) {
    {
        auto w = openWindow();
        EXPECT_EQ(w->board()->theme().id, defaultBoardTheme().id);
        QAction* sea = action(*w, "theme-sea");
        ASSERT_NE(sea, nullptr);
        EXPECT_FALSE(sea->isChecked());
        sea->trigger();
        EXPECT_TRUE(sea->isChecked());
        EXPECT_EQ(w->board()->theme().id, QStringLiteral("sea"));
        QAction* geometric = action(*w, "pieces-geometric");
        ASSERT_NE(geometric, nullptr);
        geometric->trigger();
        EXPECT_EQ(w->board()->pieceSetId(), QStringLiteral("geometric"));
    }
    auto again = openWindow(); // the next start
    EXPECT_EQ(again->board()->theme().id, QStringLiteral("sea"));
    EXPECT_EQ(again->board()->pieceSetId(), QStringLiteral("geometric"));
    EXPECT_TRUE(action(*again, "theme-sea")->isChecked());
    EXPECT_FALSE(action(*again, "theme-walnut")->isChecked());
}

TEST_F(MainWindowLooks, LanguageChoiceIsStoredForTheNextStart) {
    {
        auto w = openWindow();
        EXPECT_TRUE(action(*w, "language-system")->isChecked());
        action(*w, "language-cs")->trigger();
        EXPECT_EQ(QSettings().value(QLatin1String(kLanguageSettingKey)).toString(), "cs");
        EXPECT_TRUE(w->statusText().contains(QLatin1String("next start")));
    }
    auto again = openWindow();
    EXPECT_TRUE(action(*again, "language-cs")->isChecked());
    EXPECT_FALSE(action(*again, "language-system")->isChecked());
    // What the next start does with the stored choice, whatever the system's language.
    EXPECT_EQ(resolveLanguage(QSettings().value(QLatin1String(kLanguageSettingKey)).toString(),
                  { QStringLiteral("de-DE") }),
        "cs");
    action(*again, "language-system")->trigger();
    EXPECT_EQ(resolveLanguage(QSettings().value(QLatin1String(kLanguageSettingKey)).toString(),
                  { QStringLiteral("de-DE") }),
        "de");
}

TEST_F(MainWindowLooks, DarkColoursCanBeChosenAndUndone) {
    auto w = openWindow();
    QAction* dark = action(*w, "colours-dark");
    QAction* system = action(*w, "colours-system");
    ASSERT_NE(dark, nullptr);
    ASSERT_NE(system, nullptr);
    EXPECT_TRUE(system->isChecked());
    const QPalette before = QApplication::palette();
    dark->trigger();
    EXPECT_TRUE(isDarkPalette(QApplication::palette()));
    EXPECT_EQ(QSettings().value(QStringLiteral("view/colours")).toString(), QStringLiteral("dark"));
    system->trigger();
    EXPECT_EQ(QApplication::palette().color(QPalette::Window), before.color(QPalette::Window));
}

TEST_F(MainWindowLooks, TheBoardHasTheKeysAtStartAndAGameIsPlayableFromThem) {
    auto w = openWindow();
    GameSetup setup;
    setup.mode = PlayMode::HotSeat;
    w->startGame(setup);
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    BoardWidget* board = w->board();
    EXPECT_TRUE(board->hasFocus());
    // Fool's mate from the keyboard: the focus starts on e2.
    const auto keys = [&](std::initializer_list<Qt::Key> list) {
        for (Qt::Key k : list)
            QTest::keyClick(board, k);
    };
    keys({ Qt::Key_Right, Qt::Key_Space, Qt::Key_Up, Qt::Key_Return }); // f2-f3
    keys({ Qt::Key_Left, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Space,
        Qt::Key_Down, Qt::Key_Down, Qt::Key_Return }); // e7-e5
    keys({ Qt::Key_Right, Qt::Key_Right, Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Space,
        Qt::Key_Up, Qt::Key_Up, Qt::Key_Return }); // g2-g4
    keys({ Qt::Key_Left, Qt::Key_Left, Qt::Key_Left, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Up,
        Qt::Key_Space, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right, Qt::Key_Down,
        Qt::Key_Down, Qt::Key_Down, Qt::Key_Down, Qt::Key_Return }); // Qd8-h4
    const Position& end = w->controller()->game().position();
    EXPECT_TRUE(end.isInCheck());
    EXPECT_FALSE(MoveGenerator::hasLegalMove(end));
    EXPECT_EQ(w->controller()->game().ply(), 4);
}

} // namespace
