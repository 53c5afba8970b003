// SPDX-License-Identifier: GPL-3.0-or-later
// The opening beside the move list, and the ECO and Opening tags of a saved game, through
// the real window: moves typed into the move field, browsing by clicks, Save to a file that
// the core's PGN reader reads back.
#include "app/main_window.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "panels/opening_label.h"
#include "panels/record_view.h"
#include "rochade/core/pgn.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A shown, active window with a hot-seat game and the keyboard focus in the move field,
/// where a user clicks before typing.
std::unique_ptr<MainWindow> windowReadyForTyping() {
    auto w = openWindow();
    w->activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->startGame(hotSeat());
    w->moveEntry()->setFocus(Qt::MouseFocusReason);
    EXPECT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->moveEntry(); }));
    return w;
}

/// Types `move` and Return where the keyboard focus is.
void typeMoveIntoFocus(const char* move) {
    QTest::keyClicks(QApplication::focusWidget(), QString::fromLatin1(move));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

QString openingShown(const MainWindow& w) {
    const auto* label = w.findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
    EXPECT_NE(label, nullptr);
    if (label == nullptr) return {};
    // Just after start the catalogue may still be built on its pool thread.
    EXPECT_TRUE(QTest::qWaitFor([&] { return !label->isWaitingForCatalogue(); }));
    return label->fullText();
}

/// The games of the PGN file at `path`, read by the core's reader.
PgnParseResult readBack(const QString& path) {
    QFile file(path);
    EXPECT_TRUE(file.open(QIODevice::ReadOnly)) << path.toStdString();
    const QByteArray bytes = file.readAll();
    return parsePgn(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
}

} // namespace

TEST(OpeningLabel, NamesTheOpeningOfTheTypedMovesBesideTheMoveList) {
    auto w = windowReadyForTyping();
    const auto* label = w->findChild<OpeningLabel*>(QStringLiteral("openingLabel"));
    ASSERT_NE(label, nullptr);
    EXPECT_TRUE(label->isVisible());
    // In the game dock, with the move list.
    const auto* dock = w->findChild<QDockWidget*>(QStringLiteral("gameDock"));
    ASSERT_NE(dock, nullptr);
    EXPECT_TRUE(dock->isAncestorOf(label));
    EXPECT_TRUE(dock->isAncestorOf(w->recordView()));
    EXPECT_EQ(openingShown(*w), OpeningLabel::openingText(nullptr));

    typeMoveIntoFocus("e4");
    EXPECT_EQ(openingShown(*w), "B00 King's Pawn Game");
    typeMoveIntoFocus("e6");
    EXPECT_EQ(openingShown(*w), "C00 French Defense");
    typeMoveIntoFocus("d4");
    typeMoveIntoFocus("d5");
    typeMoveIntoFocus("e5");
    EXPECT_EQ(openingShown(*w), "C02 French Defense: Advance Variation");
    // Out of the book: the last name stays.
    typeMoveIntoFocus("h6");
    typeMoveIntoFocus("h3");
    EXPECT_EQ(w->controller()->game().ply(), 7);
    EXPECT_EQ(openingShown(*w), "C02 French Defense: Advance Variation");
}

TEST(OpeningLabel, FollowsThePositionShownWhileBrowsing) {
    auto w = windowReadyForTyping();
    for (const char* m : { "e4", "c5", "Nf3", "d6" })
        typeMoveIntoFocus(m);
    EXPECT_EQ(openingShown(*w), "B50 Sicilian Defense: Modern Variations");
    // A click on 1...c5 in the move list shows that position, and its name.
    RecordView* view = w->recordView();
    const QRect c5 = view->moveRect(w->controller()->game().nodeAt(2));
    ASSERT_FALSE(c5.isEmpty());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, c5.center());
    ASSERT_TRUE(w->controller()->isBrowsing());
    EXPECT_EQ(openingShown(*w), "B20 Sicilian Defense");
    auto* back = w->findChild<QPushButton*>(QStringLiteral("backToGame"));
    ASSERT_NE(back, nullptr);
    QTest::mouseClick(back, Qt::LeftButton);
    EXPECT_EQ(openingShown(*w), "B50 Sicilian Defense: Modern Variations");
    // A new game starts unnamed again.
    w->startGame(hotSeat());
    EXPECT_EQ(openingShown(*w), OpeningLabel::openingText(nullptr));
}

TEST(OpeningLabel, ASavedGameCarriesItsEcoAndOpeningTags) {
    QTemporaryDir dir;
    auto w = windowReadyForTyping();
    // The Nimzo-Indian by the English move order: found by position.
    for (const char* m : { "c4", "e6", "Nc3", "Nf6", "d4", "Bb4", "a3", "Bxc3+", "bxc3", "h6" })
        typeMoveIntoFocus(m);
    const QString path = dir.filePath(QStringLiteral("nimzo.pgn"));
    ASSERT_TRUE(w->savePgnFile(path));
    const PgnParseResult read = readBack(path);
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1U);
    const PgnGame& game = read.games.front();
    EXPECT_EQ(game.tag("ECO").value_or("none"), "E24");
    EXPECT_EQ(game.tag("Opening").value_or("none"), "Nimzo-Indian Defense: Sämisch Variation");
    EXPECT_EQ(game.game.mainLine().size(), 10U);

    // A game with no named position on its line is saved without them.
    w->startGame(hotSeat());
    const QString empty = dir.filePath(QStringLiteral("empty.pgn"));
    ASSERT_TRUE(w->savePgnFile(empty));
    const PgnParseResult none = readBack(empty);
    ASSERT_TRUE(none.ok());
    ASSERT_EQ(none.games.size(), 1U);
    EXPECT_FALSE(none.games.front().tag("ECO").has_value());
    EXPECT_FALSE(none.games.front().tag("Opening").has_value());
}
