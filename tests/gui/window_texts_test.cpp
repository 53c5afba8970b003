// SPDX-License-Identifier: GPL-3.0-or-later
// Texts the user must be able to read whole at the default window size, in English and in
// Russian (long words): the players' names in the Game panel, the status bar's messages and
// the captured pieces, the Engines dialog's test result.
#include "app/main_window.h"
#include "app/translations.h"
#include "dialogs/engine_settings_dialog.h"
#include "game/game_controller.h"
#include "game/game_status_text.h"
#include "panels/eliding_label.h"
#include "panels/player_panel.h"
#include "rochade/core/fen.h"

#include "gui_fixture.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTest>
#include <QTranslator>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// True if `label` has the room to draw all of its text (wrapped if it wraps).
bool showsWholeText(const QLabel* label) {
    const QRect room = label->contentsRect();
    const int flags = int(label->alignment()) | (label->wordWrap() ? Qt::TextWordWrap : 0);
    const QRect needed = label->fontMetrics().boundingRect(
        room.x(), room.y(), room.width(), 100000, flags, label->text());
    return needed.width() <= room.width() && needed.height() <= room.height();
}

/// A window at the size of the first start, in `language` ("en": no translation).
struct Window {
    QTranslator translator;
    std::unique_ptr<MainWindow> w;
    explicit Window(const QString& language) {
        if (language != QLatin1String("en")) {
            EXPECT_TRUE(loadRochadeTranslation(translator, language));
            QCoreApplication::installTranslator(&translator);
        }
        w = openWindow(QSize(1100, 760)); // MainWindow's size when no geometry is remembered
    }
    ~Window() {
        w.reset();
        QCoreApplication::removeTranslator(&translator);
    }
    void settle() { QTest::qWait(50); }
};

const QString kLanguages[] = { QStringLiteral("en"), QStringLiteral("ru") };

} // namespace

TEST(WindowTexts, ThePlayersNamesAreShownWholeWhileTheComputerThinks) {
    for (const QString& language : kLanguages) {
        Window win(language);
        thinkForever(*win.w->controller());
        for (engine::Level level : { engine::Level::Easy, engine::Level::Medium }) {
            win.w->startGame(vsComputer(level));
            ASSERT_TRUE(win.w->controller()->playMoveText(QStringLiteral("e4")));
            ASSERT_TRUE(win.w->controller()->isThinking());
            win.settle();
            const PlayerPanel* panel = win.w->playerPanel();
            for (Color c : { Color::White, Color::Black }) {
                const QLabel* name = panel->nameLabel(c);
                EXPECT_TRUE(name->text().endsWith(win.w->controller()->playerName(c)));
                EXPECT_TRUE(showsWholeText(name))
                    << language.toStdString() << ": " << name->text().toStdString() << " in "
                    << name->contentsRect().width() << " px";
            }
            EXPECT_FALSE(panel->stateText(Color::Black).isEmpty());
        }
    }
}

TEST(WindowTexts, ALongEnteredNameWrapsRatherThanBeingCut) {
    for (const QString& language : kLanguages) {
        Window win(language);
        GameSetup s;
        s.mode = PlayMode::HotSeat;
        s.whiteName = QStringLiteral("Alexandra Konstantinovna Ivanova-Petrova");
        s.blackName = QStringLiteral("Александра Константиновна Иванова-Петрова");
        win.w->startGame(s);
        win.settle();
        for (Color c : { Color::White, Color::Black })
            EXPECT_TRUE(showsWholeText(win.w->playerPanel()->nameLabel(c)))
                << language.toStdString() << ": "
                << win.w->playerPanel()->nameLabel(c)->text().toStdString();
    }
}

TEST(WindowTexts, EveryCapturedPieceIsShownEvenWhenFifteenAreTaken) {
    // White has taken all fifteen of Black's pieces but the king: the longest row there is.
    const Position start = Position::startPosition();
    const Position bare = parseFen("4k3/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1").value();
    for (const QString& language : kLanguages) {
        Window win(language);
        PlayerPanel* panel = win.w->playerPanel();
        panel->showPosition(
            bare, start, QStringLiteral("White"), QStringLiteral("Black"), Color::White, false);
        win.settle();
        EXPECT_EQ(panel->capturedText(Color::White).size(), 15);
        EXPECT_EQ(panel->materialText(Color::White), QStringLiteral("+39"));
        const QLabel* row = panel->capturedLabel(Color::White);
        EXPECT_TRUE(showsWholeText(row))
            << language.toStdString() << ": " << row->contentsRect().width() << " x "
            << row->contentsRect().height() << " px";
    }
}

TEST(WindowTexts, TheEnginesDialogShowsItsTestsWholeAnswer) {
    // The longest answers: an engine that works, with what the levels do to it (two lines),
    // and one that never finishes the handshake.
    FakeEngineScripts scripts;
    const QString works = scripts.make(QStringLiteral("good"), QStringLiteral("e2e4"),
        QStringLiteral("FAKE_UCI_STRENGTH='skill' "));
    const QString silent = scripts.make(QStringLiteral("nouciok"));
    for (const QString& language : kLanguages) {
        Window win(language);
        EngineSettingsDialog dialog(win.w.get());
        dialog.setTestTimeoutMs(500);
        dialog.show(); // at the size it opens with
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
        const auto* result = dialog.findChild<QLabel*>(QStringLiteral("engineTestResult"));
        ASSERT_NE(result, nullptr);
        for (const QString& engine : { works, silent }) {
            QSignalSpy finished(&dialog, &EngineSettingsDialog::testFinished);
            dialog.setConfig({ engine, QString(), {} });
            dialog.runTest();
            ASSERT_TRUE(finished.wait(kTimeoutMs));
            win.settle();
            EXPECT_GE(result->text().count(QLatin1Char(' ')), 10);
            EXPECT_TRUE(showsWholeText(result))
                << language.toStdString() << ": " << result->text().toStdString() << " in "
                << result->contentsRect().width() << " x " << result->contentsRect().height()
                << " px";
        }
    }
}

TEST(WindowTexts, ALongStatusMessageEndsInAnEllipsisWithTheWholeTextOnHover) {
    for (const QString& language : kLanguages) {
        Window win(language);
        GameController* c = win.w->controller();
        auto* status = win.w->findChild<ElidingLabel*>(QStringLiteral("status"));
        ASSERT_NE(status, nullptr);
        // The longest sentence the computer says when it declines a draw, twice over.
        const QString sentence
            = GameStatusText::drawDecision({ false, engine::DrawReason::NotClearlyWorse });
        const QString longText
            = sentence + QLatin1Char(' ') + sentence + QLatin1Char(' ') + sentence;
        emit c->statusMessage(longText);
        win.settle();
        EXPECT_EQ(win.w->statusText(), longText);
        EXPECT_TRUE(status->isElided()) << language.toStdString();
        EXPECT_TRUE(status->text().endsWith(QChar(0x2026)));
        EXPECT_TRUE(showsWholeText(status)); // the cut text itself is not cut again
        EXPECT_EQ(status->toolTip(), longText);
        // A short message is shown as it is, with no tooltip to repeat it.
        emit c->statusMessage(sentence);
        win.settle();
        EXPECT_FALSE(status->isElided()) << language.toStdString();
        EXPECT_TRUE(status->toolTip().isEmpty());
    }
}
