// SPDX-License-Identifier: GPL-3.0-or-later
// Edit ▸ Preferences in the real window: opened by its shortcut, changed by keys where the
// focus is, confirmed or cancelled; the board really changes, the menus follow, the settings
// are remembered.
#include "app/learn_actions.h"
#include "app/main_window.h"
#include "app/sound_actions.h"
#include "app/view_actions.h"
#include "board/board_theme.h"
#include "board/board_widget.h"
#include "dialogs/preferences_dialog.h"
#include "game/game_controller.h"
#include "panels/legal_moves_model.h"
#include "rochade/core/openings.h"
#include "sound/sound_player.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QTimer>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// A key pressed and released where the keyboard's input goes now.
void press(int key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
    QWidget* focus = QApplication::focusWidget();
    ASSERT_NE(focus, nullptr);
    QTest::keyClick(focus, static_cast<Qt::Key>(key), modifiers);
}

/// The window, active, a hot-seat game on its board (no computer replies), moves shown at
/// once, the keyboard on the board.
std::unique_ptr<MainWindow> activeWindow() {
    auto w = openWindow();
    w->startGame(hotSeat());
    action(*w, "motion-off")->trigger();
    w->activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->board()->setFocus(Qt::OtherFocusReason);
    EXPECT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->board(); }));
    return w;
}

/// Ctrl+, pressed on the board; the dialog once it is open and has the keys.
PreferencesDialog* openPreferences(MainWindow& w) {
    press(Qt::Key_Comma, Qt::ControlModifier);
    auto* d = w.findChild<PreferencesDialog*>();
    if (!d || !QTest::qWaitFor([d] { return d->isVisible(); })) return nullptr;
    EXPECT_TRUE(QTest::qWaitForWindowActive(d));
    EXPECT_TRUE(QTest::qWaitFor([d] { return d->isAncestorOf(QApplication::focusWidget()); }));
    return d;
}

/// Alt+`letter` (a mnemonic: a tab, a check box, a combo box's label), and waits for what
/// it does: a check box reached so is focused and clicks itself a moment later.
void mnemonic(PreferencesDialog* d, Qt::Key letter) {
    QWidget* before = QApplication::focusWidget();
    auto* beforeBox = qobject_cast<QCheckBox*>(before);
    const bool wasChecked = beforeBox && beforeBox->isChecked();
    const int tab = d->tabs()->currentIndex();
    press(letter, Qt::AltModifier);
    // Bounded: a mnemonic whose widget already has the focus (the first on a page just
    // shown) changes nothing to wait for; the tests check where the focus is.
    (void)QTest::qWaitFor(
        [&] {
            QWidget* now = QApplication::focusWidget();
            if (auto* box = qobject_cast<QCheckBox*>(now))
                return (box != before || box->isChecked() != wasChecked) && !box->isDown();
            return now != before || d->tabs()->currentIndex() != tab;
        },
        500);
}

/// The window active again with the keys on the board, as the window manager and a click on
/// the board make it after a dialog closed.
void backToBoard(MainWindow& w) {
    w.activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(&w));
    w.board()->setFocus(Qt::MouseFocusReason);
    EXPECT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.board(); }));
}

/// Pixels of square `s` that are not the square's own colour (letters, marks, tints).
int inkOn(BoardWidget* board, Square s) {
    const QImage image = board->grab().toImage();
    const QRect r = board->squareRect(s);
    const QColor plain = isDarkSquare(s) ? board->theme().dark : board->theme().light;
    int ink = 0;
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (image.pixelColor(x, y).rgb() != plain.rgb()) ++ink;
    return ink;
}

QCheckBox* checkBox(PreferencesDialog* d, const char* name) {
    return d->findChild<QCheckBox*>(QString::fromLatin1(name));
}

QComboBox* comboBox(PreferencesDialog* d, const char* name) {
    return d->findChild<QComboBox*>(QString::fromLatin1(name));
}

/// Slides a piece from `from` to `to` with the button held, as a hand does.
void drag(BoardWidget* board, Square from, Square to) {
    const QPoint a = board->squareRect(from).center();
    const QPoint b = board->squareRect(to).center();
    QTest::mousePress(board, Qt::LeftButton, Qt::NoModifier, a);
    for (int i = 1; i <= 4; ++i)
        QTest::mouseMove(board, a + (b - a) * i / 4);
    QTest::mouseRelease(board, Qt::LeftButton, Qt::NoModifier, b);
}

} // namespace

TEST(Preferences, CoordinatesTurnedOffLeaveTheEdgeSquaresBlankAndStayOff) {
    {
        auto w = activeWindow();
        BoardWidget* board = w->board();
        ASSERT_GT(inkOn(board, at("a4")), 0) << "the rank number 4";
        PreferencesDialog* d = openPreferences(*w);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ(d->tabs()->currentIndex(), 0); // Board
        QCheckBox* box = checkBox(d, "showCoordinatesBox");
        ASSERT_NE(box, nullptr);
        EXPECT_TRUE(box->isChecked());
        mnemonic(d, Qt::Key_C);
        EXPECT_EQ(QApplication::focusWidget(), box);
        EXPECT_FALSE(box->isChecked());
        EXPECT_TRUE(board->displayOptions().coordinates) << "nothing changes before OK";
        press(Qt::Key_Return); // the default button: OK
        ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
        EXPECT_EQ(d->result(), QDialog::Accepted);
        EXPECT_FALSE(board->displayOptions().coordinates);
        EXPECT_EQ(inkOn(board, at("a4")), 0);
        EXPECT_EQ(inkOn(board, at("a5")), 0);
        EXPECT_FALSE(action(*w, "showCoordinates")->isChecked());
        EXPECT_EQ(QSettings().value(QStringLiteral("view/coordinates")), QVariant(false));
    }
    auto again = openWindow(); // the next start
    EXPECT_FALSE(again->board()->displayOptions().coordinates);
    EXPECT_EQ(inkOn(again->board(), at("a4")), 0);
}

TEST(Preferences, LegalMoveMarksTurnedOffMarkNoTargets) {
    auto w = activeWindow();
    BoardWidget* board = w->board();
    clickSquare(board, at("e2"));
    ASSERT_EQ(board->selectedSquare(), at("e2"));
    ASSERT_GT(inkOn(board, at("e3")), 0) << "a target mark";
    clickSquare(board, at("e2")); // put down again

    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_L);
    EXPECT_FALSE(checkBox(d, "showLegalMoveMarksBox")->isChecked());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));

    clickSquare(board, at("e2"));
    EXPECT_EQ(board->selectedSquare(), at("e2")) << "the piece is still picked up";
    EXPECT_EQ(inkOn(board, at("e3")), 0);
    EXPECT_EQ(inkOn(board, at("e4")), 0);
    EXPECT_FALSE(action(*w, "showLegalMoveMarks")->isChecked());
    EXPECT_EQ(QSettings().value(QStringLiteral("view/legalMoveMarks")), QVariant(false));
    clickSquare(board, at("e4")); // and still plays
    EXPECT_EQ(w->controller()->game().ply(), 1);
}

TEST(Preferences, LastMoveHighlightTurnedOffLeavesTheFromSquarePlain) {
    auto w = activeWindow();
    BoardWidget* board = w->board();
    clickMove(board, "e2", "e4");
    ASSERT_EQ(w->controller()->game().ply(), 1);
    ASSERT_GT(inkOn(board, at("e2")), 0) << "the last move's tint";

    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_M);
    EXPECT_FALSE(checkBox(d, "showLastMoveBox")->isChecked());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(inkOn(board, at("e2")), 0);
    EXPECT_FALSE(action(*w, "showLastMove")->isChecked());
    EXPECT_EQ(QSettings().value(QStringLiteral("view/lastMoveHighlight")), QVariant(false));
}

TEST(Preferences, DragOnlyRefusesClickClickButTakesADrag) {
    {
        auto w = activeWindow();
        BoardWidget* board = w->board();
        PreferencesDialog* d = openPreferences(*w);
        ASSERT_NE(d, nullptr);
        mnemonic(d, Qt::Key_P); // the Playing tab
        mnemonic(d, Qt::Key_M); // Move pieces by:
        QComboBox* combo = comboBox(d, "moveInputCombo");
        ASSERT_EQ(QApplication::focusWidget(), combo);
        press(Qt::Key_End);
        EXPECT_EQ(combo->currentText(), QStringLiteral("Drag Only"));
        press(Qt::Key_Return);
        ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
        EXPECT_EQ(board->moveInput(), MoveInput::DragOnly);
        EXPECT_TRUE(action(*w, "moveInput-drag")->isChecked());
        EXPECT_EQ(QSettings().value(QStringLiteral("view/moveInput")).toString(), "drag");

        clickSquare(board, at("e2"));
        EXPECT_TRUE(w->statusText().contains(QLatin1String("Drag")))
            << w->statusText().toStdString();
        clickSquare(board, at("e4"));
        EXPECT_EQ(w->controller()->game().ply(), 0);
        EXPECT_TRUE(isPiece(board->position().pieceAt(at("e2"))));
        drag(board, at("e2"), at("e4"));
        EXPECT_EQ(w->controller()->game().ply(), 1);
        EXPECT_TRUE(isPiece(board->position().pieceAt(at("e4"))));
    }
    auto again = openWindow();
    EXPECT_EQ(again->board()->moveInput(), MoveInput::DragOnly);
}

TEST(Preferences, ClickOnlyIgnoresADragButTakesClickClick) {
    auto w = activeWindow();
    BoardWidget* board = w->board();
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_M);
    press(Qt::Key_Home);
    press(Qt::Key_Down); // Click Only
    EXPECT_EQ(comboBox(d, "moveInputCombo")->currentText(), QStringLiteral("Click Only"));
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));

    drag(board, at("e2"), at("e4"));
    EXPECT_EQ(w->controller()->game().ply(), 0);
    clickMove(board, "d2", "d4");
    EXPECT_EQ(w->controller()->game().ply(), 1);
    EXPECT_TRUE(isPiece(board->position().pieceAt(at("d4"))));
}

TEST(Preferences, CancelChangesNothing) {
    auto w = activeWindow();
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_C); // coordinates off
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_M);
    press(Qt::Key_End); // drag only
    mnemonic(d, Qt::Key_Q); // always queen on
    EXPECT_TRUE(d->isModified());
    EXPECT_TRUE(d->applyButton()->isEnabled());
    press(Qt::Key_Escape);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(d->result(), QDialog::Rejected);

    EXPECT_TRUE(w->board()->displayOptions().coordinates);
    EXPECT_EQ(w->board()->moveInput(), MoveInput::ClickOrDrag);
    EXPECT_FALSE(w->board()->alwaysPromoteToQueen());
    EXPECT_TRUE(action(*w, "showCoordinates")->isChecked());
    EXPECT_FALSE(action(*w, "moveInput-drag")->isChecked());
    EXPECT_FALSE(QSettings().contains(QStringLiteral("view/coordinates")));
    EXPECT_FALSE(QSettings().contains(QStringLiteral("view/moveInput")));
    clickMove(w->board(), "e2", "e4");
    EXPECT_EQ(w->controller()->game().ply(), 1) << "clicks still move";

    // Opened again, it shows the settings as they are, not the cancelled choices.
    backToBoard(*w);
    ASSERT_EQ(openPreferences(*w), d);
    EXPECT_TRUE(checkBox(d, "showCoordinatesBox")->isChecked());
    EXPECT_FALSE(checkBox(d, "alwaysQueenBox")->isChecked());
    EXPECT_FALSE(d->isModified());
    press(Qt::Key_Escape);
}

TEST(Preferences, ViewMenuAndDialogFollowEachOther) {
    auto w = activeWindow();
    // Opened once and closed, then the menu: the dialog shows what the View menu chose.
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    press(Qt::Key_Escape);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    action(*w, "theme-sea")->trigger();
    backToBoard(*w);
    ASSERT_EQ(openPreferences(*w), d);
    QComboBox* theme = comboBox(d, "themeCombo");
    ASSERT_NE(theme, nullptr);
    const int seaIndex = theme->currentIndex();
    EXPECT_EQ(theme->currentText(), boardTheme(QStringLiteral("sea")).displayName());
    EXPECT_FALSE(d->isModified());
    EXPECT_FALSE(d->applyButton()->isEnabled());

    // Then the dialog: Apply changes the menu and the board, and the dialog stays open.
    mnemonic(d, Qt::Key_K); // the Looks tab
    mnemonic(d, Qt::Key_T); // Board theme:
    ASSERT_EQ(QApplication::focusWidget(), theme);
    press(seaIndex == 0 ? Qt::Key_End : Qt::Key_Home);
    const QString chosenId = boardThemes().at(theme->currentIndex()).id;
    ASSERT_NE(chosenId, QStringLiteral("sea"));
    mnemonic(d, Qt::Key_P); // the Playing tab
    mnemonic(d, Qt::Key_Q); // Always promote to a queen
    EXPECT_TRUE(d->applyButton()->isEnabled());
    QTest::mouseClick(d->applyButton(), Qt::LeftButton);
    EXPECT_TRUE(d->isVisible());
    EXPECT_FALSE(d->applyButton()->isEnabled()) << "nothing left to apply";
    EXPECT_EQ(w->board()->theme().id, chosenId);
    EXPECT_TRUE(
        action(*w, (QStringLiteral("theme-") + chosenId).toLatin1().constData())->isChecked());
    EXPECT_FALSE(action(*w, "theme-sea")->isChecked());
    EXPECT_EQ(QSettings().value(QStringLiteral("view/boardTheme")).toString(), chosenId);
    EXPECT_TRUE(w->board()->alwaysPromoteToQueen());
    EXPECT_TRUE(w->findChild<ViewActions*>()->queenAction()->isChecked()) << "the View menu's";
    press(Qt::Key_Escape); // nothing is undone: Apply was applied
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(w->board()->theme().id, chosenId);
    EXPECT_TRUE(w->board()->alwaysPromoteToQueen());
    w->close(); // the View menu's toggles are written when the window closes
    EXPECT_EQ(QSettings().value(QStringLiteral("view/alwaysQueen")), QVariant(true));
}

TEST(Preferences, PlaySoundsIsTheMuteActionTheOtherWayRound) {
    auto w = activeWindow();
    auto* sound = w->findChild<SoundActions*>();
    ASSERT_NE(sound, nullptr);
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_S); // the Sound tab
    QCheckBox* play = checkBox(d, "playSoundsBox");
    EXPECT_TRUE(play->isChecked());
    EXPECT_TRUE(comboBox(d, "volumeCombo")->isEnabled());
    mnemonic(d, Qt::Key_O); // Play sounds off
    EXPECT_FALSE(play->isChecked());
    EXPECT_FALSE(comboBox(d, "volumeCombo")->isEnabled());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_TRUE(sound->muteAction()->isChecked());
    EXPECT_TRUE(sound->player()->settings().muted);
    EXPECT_EQ(QSettings().value(QStringLiteral("sound/muted")), QVariant(true));
}

TEST(Preferences, ResignAsksFirstUnlessTurnedOff) {
    auto w = activeWindow();
    // Answers any question box that comes up with No, and counts them.
    int questions = 0;
    QTimer answer;
    answer.setInterval(20);
    QObject::connect(&answer, &QTimer::timeout, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            ++questions;
            box->button(QMessageBox::No)->click();
        }
    });
    answer.start();
    action(*w, "resign")->trigger();
    EXPECT_EQ(questions, 1);
    EXPECT_FALSE(w->controller()->game().isOver()) << "No keeps playing";

    backToBoard(*w);
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_R); // Ask before resigning off
    EXPECT_FALSE(checkBox(d, "confirmResignBox")->isChecked());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(QSettings().value(QStringLiteral("game/confirmResign")), QVariant(false));

    action(*w, "resign")->trigger();
    EXPECT_EQ(questions, 1) << "no second question";
    EXPECT_TRUE(w->controller()->game().isOver());
}

TEST(Preferences, BookMovesTurnedOffTheComputerSearchesItsFirstReply) {
    QSettings().remove(QStringLiteral("game/openingBook"));
    // Built now, as the window's pool thread builds it at start, so the first reply finds it.
    ASSERT_GT(OpeningCatalogue::builtin().bookPositionCount(), 0U);
    auto w = activeWindow();
    GameController* c = w->controller();
    // Whether a search made the computer's reply to 1.e4 at level 8: a search reports every
    // iteration it completes, a book move comes without one.
    const auto searchedReply = [&] {
        w->startGame(vsComputer(engine::Level::Eight));
        QSignalSpy progress(c->computer(), &ComputerOpponent::progress);
        EXPECT_TRUE(c->playMoveText(QStringLiteral("e4")));
        EXPECT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
        return !progress.isEmpty();
    };
    EXPECT_FALSE(searchedReply()) << "on by default: a move of the book";

    backToBoard(*w);
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    QCheckBox* book = checkBox(d, "openingBookBox");
    ASSERT_NE(book, nullptr);
    EXPECT_TRUE(book->isChecked());
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_O); // Computer plays opening book moves off
    EXPECT_FALSE(book->isChecked());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(QSettings().value(QStringLiteral("game/openingBook")), QVariant(false));

    EXPECT_TRUE(searchedReply()) << "off: the computer searches, as before there was a book";
    QSettings().remove(QStringLiteral("game/openingBook"));
}

TEST(Preferences, FastRepliesIsOffByDefaultAndItsBoxTurnsItOn) {
    QSettings().remove(QStringLiteral("game/fastReplies")); // the tests' main turns it on
    auto w = activeWindow();
    const ComputerOpponent* computer = w->controller()->computer();
    EXPECT_FALSE(computer->fastReplies()) << "off by default: the computer keeps a player's pace";
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    QCheckBox* fast = checkBox(d, "fastRepliesBox");
    ASSERT_NE(fast, nullptr);
    EXPECT_FALSE(fast->isChecked());
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_F); // Fast replies on
    EXPECT_TRUE(fast->isChecked());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_TRUE(computer->fastReplies());
    EXPECT_EQ(QSettings().value(QStringLiteral("game/fastReplies")), QVariant(true));
}

// Your name, typed on the Playing page after its mnemonic; Apply lights up, OK keeps it, and
// the window's game of that name is recognised (Learn from This Game's side).
TEST(Preferences, YourNameIsTypedOnThePlayingPageAndFindsYourSide) {
    QSettings().remove(QStringLiteral("player/yourName"));
    auto w = activeWindow();
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    auto* name = d->findChild<QLineEdit*>(QStringLiteral("yourNameEdit"));
    ASSERT_NE(name, nullptr);
    EXPECT_TRUE(name->text().isEmpty());
    mnemonic(d, Qt::Key_P);
    mnemonic(d, Qt::Key_Y);
    ASSERT_EQ(QApplication::focusWidget(), name);
    QTest::keyClicks(name, QStringLiteral("Ann Example"));
    EXPECT_TRUE(d->applyButton()->isEnabled());
    press(Qt::Key_Return);
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_EQ(LearnActions::yourName(), QStringLiteral("Ann Example"));

    ASSERT_TRUE(w->loadPgnText(
        QStringLiteral("[White \"Bob\"]\n[Black \"EXAMPLE, Ann\"]\n\n1. e4 e5 *\n")));
    EXPECT_EQ(w->learnActions()->knownSide(), Color::Black);
    QSettings().remove(QStringLiteral("player/yourName"));
}

TEST(Preferences, NotationIsChosenOnTheLooksPage) {
    QSettings().remove(QStringLiteral("view/notation"));
    auto w = activeWindow();
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    QComboBox* notation = comboBox(d, "notationCombo");
    ASSERT_NE(notation, nullptr);
    EXPECT_EQ(notation->count(), 3); // English letters, figurines, the language's letters
    mnemonic(d, Qt::Key_K); // the Looks tab
    mnemonic(d, Qt::Key_N); // Notation:
    ASSERT_EQ(QApplication::focusWidget(), notation);
    // The figurines, found by keys as a user does: from the top, down until they show.
    press(Qt::Key_Home);
    for (int i = 0; i < notation->count() && !notation->currentText().contains(QChar(0x2658)); ++i)
        press(Qt::Key_Down);
    ASSERT_TRUE(notation->currentText().contains(QChar(0x2658))) << "no Figurines (\u2658f3) item";
    press(Qt::Key_Return); // OK
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_TRUE(action(*w, "notation-figurine")->isChecked()) << "the View menu's";
    EXPECT_EQ(QSettings().value(QStringLiteral("view/notation")).toString(), "figurine");
    const LegalMovesModel& model = *w->legalMovesModel();
    QStringList texts;
    for (int g = 0; g < model.rowCount(); ++g)
        for (int r = 0; r < model.rowCount(model.index(g, 0)); ++r)
            texts << model.index(r, 0, model.index(g, 0)).data().toString();
    EXPECT_TRUE(texts.contains(QStringLiteral("\u2658f3"))) << texts.join(' ').toStdString();
    QSettings().remove(QStringLiteral("view/notation"));
}

TEST(Preferences, TheTutorIsSwitchedOnThePlayingPageForThisGameAndTheNext) {
    QSettings().remove(QStringLiteral("newGame"));
    auto w = openWindow();
    w->startGame(vsComputer(ColorChoice::White));
    w->activateWindow();
    EXPECT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->board()->setFocus(Qt::OtherFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->board(); }));
    QAction* tutor = action(*w, "tutorAction");
    ASSERT_NE(tutor, nullptr);
    EXPECT_FALSE(tutor->isChecked()) << "off by default";
    PreferencesDialog* d = openPreferences(*w);
    ASSERT_NE(d, nullptr);
    QCheckBox* box = checkBox(d, "tutorBox");
    QComboBox* threshold = comboBox(d, "tutorThresholdCombo");
    ASSERT_NE(box, nullptr);
    ASSERT_NE(threshold, nullptr);
    EXPECT_FALSE(box->isChecked());
    EXPECT_EQ(threshold->currentText(), tutorThresholdName(review::MoveClass::Mistake));
    mnemonic(d, Qt::Key_P); // the Playing tab
    mnemonic(d, Qt::Key_T); // Tutor on
    EXPECT_TRUE(box->isChecked());
    mnemonic(d, Qt::Key_W); // Tutor warns:
    ASSERT_EQ(QApplication::focusWidget(), threshold);
    press(Qt::Key_End); // only about blunders
    EXPECT_EQ(threshold->currentText(), tutorThresholdName(review::MoveClass::Blunder));
    press(Qt::Key_Return); // OK
    ASSERT_TRUE(QTest::qWaitFor([d] { return !d->isVisible(); }));
    EXPECT_TRUE(tutor->isChecked());
    // The next game's default: what the New Game dialog starts from.
    QSettings settings;
    const GameSetup stored = GameSetup::load(settings);
    EXPECT_TRUE(stored.tutor);
    EXPECT_EQ(stored.tutorThreshold, review::MoveClass::Blunder);
    QSettings().remove(QStringLiteral("newGame"));
}
