// SPDX-License-Identifier: GPL-3.0-or-later
// View ▸ Notation in the real window: moves shown and typed in German, Czech and Russian
// letters and in figurines, the choice remembered, files kept in English SAN.
#include "app/main_window.h"
#include "app/notation_actions.h"
#include "app/translations.h"
#include "app/view_actions.h"
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "insight/analysis_lines_model.h"
#include "panels/legal_moves_model.h"
#include "panels/legal_moves_view.h"
#include "panels/move_notation.h"
#include "panels/record_view.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QFontMetrics>
#include <QLineEdit>
#include <QSettings>
#include <QTest>
#include <QTranslator>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// Each test starts from empty settings and English letters.
class NotationWindow : public ::testing::Test {
protected:
    void SetUp() override { QSettings().clear(); }
    void TearDown() override {
        QSettings().clear();
        removeTranslations();
        MoveNotation::instance().setLetters(PieceLetters::English);
    }

    /// A hot-seat window in the interface language `language`, as the program starts when
    /// it was chosen in View ▸ Language: the translations installed first.
    std::unique_ptr<MainWindow> windowIn(const char* language) {
        removeTranslations();
        QSettings().setValue(QLatin1String(kLanguageSettingKey), QString::fromLatin1(language));
        installTranslations(*qApp);
        EXPECT_EQ(interfaceLanguage(), QString::fromLatin1(language));
        auto w = openWindow();
        w->startGame(hotSeat());
        return w;
    }

    /// The next test starts in English again.
    static void removeTranslations() {
        for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        // English installs no catalogue, and interfaceLanguage() says "en" again.
        QSettings().setValue(QLatin1String(kLanguageSettingKey), QStringLiteral("en"));
        installTranslations(*qApp);
        QSettings().remove(QLatin1String(kLanguageSettingKey));
    }
};

/// The legal-moves rows' texts.
QStringList legalMoveTexts(const LegalMovesModel& model) {
    QStringList texts;
    for (int g = 0; g < model.rowCount(); ++g) {
        const QModelIndex group = model.index(g, 0);
        for (int r = 0; r < model.rowCount(group); ++r)
            texts << model.index(r, 0, group).data().toString();
    }
    return texts;
}

/// Types `text` and Enter into the move field, with the keyboard focus moved there first.
void typeMove(MainWindow& w, const QString& text) {
    w.moveEntry()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.moveEntry(); }));
    for (const QChar c : text) {
        // A letter outside ASCII (Cyrillic from a Russian layout) arrives as a key event with
        // its text, the way QTest::keyClicks() cannot send it.
        if (c.unicode() < 0x80)
            QTest::keyClick(QApplication::focusWidget(), c.toLatin1());
        else
            QTest::sendKeyEvent(
                QTest::Click, QApplication::focusWidget(), Qt::Key_unknown, QString(c), {});
    }
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

/// Pastes `text` into the move field with Ctrl+V (focus moved there first) and presses Enter.
void pasteMove(MainWindow& w, const QString& text) {
    QApplication::clipboard()->setText(text);
    w.moveEntry()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w.moveEntry(); }));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_V, Qt::ControlModifier);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
}

QString recordText(MainWindow& w) {
    return w.recordView()->toPlainText().simplified();
}

TEST_F(NotationWindow, GermanInterfaceShowsAndReadsGermanLetters) {
    auto w = windowIn("de");
    EXPECT_TRUE(action(*w, "notation-local")->isChecked());
    EXPECT_TRUE(w->moveEntry()->placeholderText().startsWith(QStringLiteral("Zug eingeben")));
    EXPECT_TRUE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("Sf3")));
    EXPECT_FALSE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("Nf3")));
    EXPECT_TRUE(w->moveEntry()->placeholderText().contains(QStringLiteral("Sf3")));

    typeMove(*w, QStringLiteral("Sf3"));
    ASSERT_EQ(w->controller()->game().ply(), 1) << w->statusText().toStdString();
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("f3")), Piece::WhiteKnight);
    EXPECT_TRUE(w->moveEntry()->text().isEmpty());
    typeMove(*w, QStringLiteral("d5"));
    typeMove(*w, QStringLiteral("g3"));
    typeMove(*w, QStringLiteral("Lg4"));
    // English letters are read as well.
    typeMove(*w, QStringLiteral("Bg2"));
    ASSERT_EQ(w->controller()->game().ply(), 5) << w->statusText().toStdString();
    EXPECT_EQ(recordText(*w), QStringLiteral("1. Sf3 d5 2. g3 Lg4 3. Lg2"));
    // The record and its file keep English SAN.
    EXPECT_EQ(w->controller()->game().nodeAt(1).san, "Nf3");
    EXPECT_TRUE(w->currentPgn().contains(QStringLiteral("1. Nf3 d5 2. g3 Bg4 3. Bg2")))
        << w->currentPgn().toStdString();
}

TEST_F(NotationWindow, CzechBishopIsTheLetterS) {
    auto w = windowIn("cs");
    play(*w->controller(), { "e4", "e5" });
    // In Czech S is the bishop (střelec): Sc4 plays the bishop, Jf3 the knight.
    typeMove(*w, QStringLiteral("Sc4"));
    ASSERT_EQ(w->controller()->game().ply(), 3) << w->statusText().toStdString();
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("c4")), Piece::WhiteBishop);
    typeMove(*w, QStringLiteral("Jc6"));
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("c6")), Piece::BlackKnight);
    EXPECT_EQ(recordText(*w), QStringLiteral("1. e4 e5 2. Sc4 Jc6"));
}

TEST_F(NotationWindow, RussianKingAndKnightAreTold) {
    auto w = windowIn("ru");
    play(*w->controller(), { "e4", "e5" });
    typeMove(*w, QStringLiteral("Крe2"));
    ASSERT_EQ(w->controller()->game().ply(), 3) << w->statusText().toStdString();
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("e2")), Piece::WhiteKing);
    typeMove(*w, QStringLiteral("Кc6"));
    EXPECT_EQ(w->controller()->game().position().pieceAt(at("c6")), Piece::BlackKnight);
    EXPECT_EQ(recordText(*w), QStringLiteral("1. e4 e5 2. Крe2 Кc6"));
    EXPECT_TRUE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("Фe1")));
}

TEST_F(NotationWindow, EnglishInterfaceRefusesGermanLetters) {
    auto w = windowIn("en");
    EXPECT_TRUE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("Nf3")));
    typeMove(*w, QStringLiteral("Sf3"));
    EXPECT_EQ(w->controller()->game().ply(), 0);
    EXPECT_TRUE(w->statusText().contains(QStringLiteral("Sf3"))) << w->statusText().toStdString();
    EXPECT_EQ(w->moveEntry()->text(), QStringLiteral("Sf3")); // kept, to be corrected
}

TEST_F(NotationWindow, FigurinesAreChosenShownAndRemembered) {
    {
        auto w = windowIn("de");
        play(*w->controller(), { "Nf3" });
        action(*w, "notation-figurine")->trigger();
        EXPECT_EQ(QSettings().value(QLatin1String(NotationActions::kNotationKey)).toString(),
            QStringLiteral("figurine"));
        EXPECT_EQ(recordText(*w), QStringLiteral("1. ♘f3"));
        EXPECT_TRUE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("♘c6")));
        // The fonts the record and the list are drawn in have the figurines.
        EXPECT_TRUE(QFontMetrics(w->recordView()->font()).inFontUcs4(0x2658));
        EXPECT_TRUE(QFontMetrics(w->legalMovesView()->font()).inFontUcs4(0x265e));
        // A figurine pasted into the field is read, of either colour.
        pasteMove(*w, QStringLiteral("♞c6"));
        EXPECT_EQ(w->controller()->game().ply(), 2) << w->statusText().toStdString();
    }
    auto again = windowIn("de");
    EXPECT_TRUE(action(*again, "notation-figurine")->isChecked());
    EXPECT_FALSE(action(*again, "notation-local")->isChecked());
    EXPECT_TRUE(legalMoveTexts(*again->legalMovesModel()).contains(QStringLiteral("♘f3")));
}

TEST_F(NotationWindow, CheckingAnActionOfTheGroupAppliesIt) {
    // As a preferences dialog bound to the group would: setChecked, no menu click.
    auto w = windowIn("de");
    QActionGroup* group = w->findChild<ViewActions*>()->notationActions()->group();
    ASSERT_EQ(group->actions().size(), 3);
    action(*w, "notation-english")->setChecked(true);
    EXPECT_EQ(group->checkedAction(), action(*w, "notation-english"));
    EXPECT_TRUE(legalMoveTexts(*w->legalMovesModel()).contains(QStringLiteral("Nf3")));
    EXPECT_EQ(QSettings().value(QLatin1String(NotationActions::kNotationKey)).toString(),
        QStringLiteral("english"));
}

TEST_F(NotationWindow, ComputerLinesAndAnalysisAreInTheNotation) {
    MoveNotation::instance().setLetters(PieceLetters::German);
    const Position start = Position::startPosition();
    std::vector<Move> line;
    Position pos = start;
    for (const char* san : { "Nf3", "d5", "g3", "Bg4" }) {
        const Move m = parseSan(pos, san).value();
        line.push_back(m);
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    EXPECT_EQ(GameStatusText::lineToSan(start, line), QStringLiteral("1.Sf3 d5 2.g3 Lg4"));

    AnalysisLinesModel model;
    engine::SearchInfo info;
    info.depth = 3;
    info.lines.push_back({ 20, false, 0, line });
    model.setLines(start, info);
    const QModelIndex cell = model.index(0, AnalysisLinesModel::LineColumn);
    EXPECT_EQ(cell.data().toString(), QStringLiteral("1. Sf3 d5 2. g3 Lg4"));
    MoveNotation::instance().setLetters(PieceLetters::Figurine);
    EXPECT_EQ(cell.data().toString(), QStringLiteral("1. ♘f3 d5 2. g3 ♗g4"));
}

TEST_F(NotationWindow, LocalLettersFollowTheLanguage) {
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("local"), QStringLiteral("de")),
        PieceLetters::German);
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("local"), QStringLiteral("cs")),
        PieceLetters::Czech);
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("local"), QStringLiteral("ru")),
        PieceLetters::Russian);
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("local"), QStringLiteral("en")),
        PieceLetters::English);
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("english"), QStringLiteral("ru")),
        PieceLetters::English);
    // A value no version wrote follows the language, as no value does.
    EXPECT_EQ(NotationActions::lettersFor(QStringLiteral("klingon"), QStringLiteral("de")),
        PieceLetters::German);
}

} // namespace
