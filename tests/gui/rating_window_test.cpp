// SPDX-License-Identifier: GPL-3.0-or-later
// The player's rating in the window: the first-time question once, a won game against a level
// rated and written, hot-seat not rated, Adaptive's level, Learn ▸ Your Rating and Start over.
// Every test keeps its rating file in a temporary folder of its own.
#include "app/rating_actions.h"
#include "dialogs/experience_dialog.h"
#include "dialogs/new_game_dialog.h"
#include "dialogs/rating_chart.h"
#include "dialogs/rating_dialog.h"
#include "gui_fixture.h"
#include "manual_player.h"
#include "new_game_dialog_driver.h"
#include "panels/result_bar.h"
#include "rochade/training/player_rating.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>

#include <functional>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;
using training::Experience;
using training::PlayerRating;

namespace {

constexpr std::chrono::sys_days kRatingTestDay { std::chrono::year(2026) / 12 / 1 };

/// Answers every first-time question that comes up, as a user clicks: `answer`'s button.
/// Counts the questions seen.
class ExperienceAnswerer {
public:
    explicit ExperienceAnswerer(Experience answer) {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, [this, answer] {
            auto* dialog = qobject_cast<ExperienceDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr || !dialog->isVisible() || dialog == m_answering) return;
            m_answering = dialog;
            ++questions;
            QTest::mouseClick(dialog->answerButton(answer), Qt::LeftButton);
        });
        m_timer.start();
    }
    int questions = 0;

private:
    QTimer m_timer;
    QPointer<ExperienceDialog> m_answering;
};

std::string ratingFileIn(const QTemporaryDir& dir) {
    return dir.filePath(QStringLiteral("rating.txt")).toStdString();
}

/// A rating file with `rating` in `dir`; its path.
QString seededRatingFile(const QTemporaryDir& dir, const PlayerRating& rating) {
    EXPECT_TRUE(training::writePlayerRatingFile(rating, ratingFileIn(dir)).ok());
    return QString::fromStdString(ratingFileIn(dir));
}

/// A player whose last game left them at `rating` (deviation 90).
PlayerRating ratedAt(double rating) {
    PlayerRating player(Experience::Casual);
    training::RatedGame game;
    game.date = kRatingTestDay;
    game.level = engine::Level::Medium;
    game.opponentRating = engine::levelElo(engine::Level::Medium);
    game.score = 1.0;
    game.after = { rating, 90.0, 0.06 };
    player.appendRecordedGame(game);
    return player;
}

QByteArray fileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST(PlayerRatingWindow, TheFirstGameAgainstALevelAsksOnceWhereThePlayerStands) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = QString::fromStdString(ratingFileIn(dir));
    ExperienceAnswerer club(Experience::Club);
    auto w = openWindow();
    // The launch game (against Easy, nothing played) is the first against a level: asked.
    w->enableRating(path);
    w->rateLaunchGame();
    ASSERT_TRUE(QTest::qWaitFor([&] { return club.questions == 1; }, kTimeoutMs));
    ASSERT_TRUE(QTest::qWaitFor([&] { return QFile::exists(path); }, kTimeoutMs));
    const Result<PlayerRating> answered = training::readPlayerRatingFile(path.toStdString());
    ASSERT_TRUE(answered.ok()) << answered.error().message;
    EXPECT_EQ(answered.value().experience(), Experience::Club);
    EXPECT_EQ(answered.value().current().rating, 1600.0);
    EXPECT_EQ(answered.value().current().deviation, 350.0);
    EXPECT_TRUE(w->ratingActions()->countsRunningGame());

    // The next game against the computer asks nothing: the answer is kept.
    newGameThroughTheDialog(*w, [](NewGameDialog&) {});
    QTest::qWait(100);
    EXPECT_EQ(club.questions, 1);
    EXPECT_TRUE(w->controller()->isVsComputer());
    EXPECT_EQ(training::readPlayerRatingFile(path.toStdString()).value(), answered.value());
}

TEST(PlayerRatingWindow, HotSeatAsksNothingAndIsNotRated) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    ExperienceAnswerer casual(Experience::Casual);
    auto w = openWindow();
    w->startGame(hotSeat());
    const QString path = QString::fromStdString(ratingFileIn(dir));
    w->enableRating(path);
    w->startGame(hotSeat());
    play(*w->controller(), { "f3", "e5", "g4", "Qh4#" });
    ASSERT_TRUE(w->controller()->game().isOver());
    QTest::qWait(50);
    EXPECT_EQ(casual.questions, 0);
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_FALSE(w->statusText().contains(QStringLiteral("Your rating")));

    // With a rating, too: the file is not touched.
    const QString seeded = seededRatingFile(dir, ratedAt(1300));
    const QByteArray before = fileBytes(seeded);
    w->enableRating(seeded);
    w->startGame(hotSeat());
    play(*w->controller(), { "f3", "e5", "g4", "Qh4#" });
    ASSERT_TRUE(w->controller()->game().isOver());
    EXPECT_EQ(fileBytes(seeded), before);
    EXPECT_FALSE(w->statusText().contains(QStringLiteral("Your rating")));
}

TEST(PlayerRatingWindow, AWonGameAgainstALevelRaisesTheRatingAndWritesTheFile) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = seededRatingFile(dir, PlayerRating(Experience::Casual));
    auto w = openWindow();
    w->enableRating(path);
    GameController* c = w->controller();
    // The computer's side answers with the moves that walk into the fool's mate's mirror.
    seatManualPlayer(*c, new ManualPlayer({ "f6", "g5" }));
    w->startGame(vsComputer(ColorChoice::White, engine::Level::Medium));
    ASSERT_TRUE(w->ratingActions()->countsRunningGame());
    clickMove(w->board(), "e2", "e4");
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 2; }, kTimeoutMs));
    clickMove(w->board(), "d2", "d4");
    ASSERT_TRUE(QTest::qWaitFor([&] { return c->game().ply() == 4; }, kTimeoutMs));
    clickMove(w->board(), "d1", "h5");
    ASSERT_TRUE(c->game().isOver());

    // One Glicko-2 period of one won game against Medium's figure.
    const training::Glicko2Game won { double(engine::levelElo(engine::Level::Medium)),
        training::kLevelDeviation, 1.0 };
    const training::Glicko2Rating expected
        = training::ratePeriod(training::startingRating(Experience::Casual), std::span(&won, 1));
    const Result<PlayerRating> written = training::readPlayerRatingFile(path.toStdString());
    ASSERT_TRUE(written.ok()) << written.error().message;
    ASSERT_EQ(written.value().games().size(), 1u);
    const training::RatedGame& game = written.value().games().front();
    EXPECT_EQ(game.level, engine::Level::Medium);
    EXPECT_EQ(game.score, 1.0);
    EXPECT_EQ(game.after, expected);
    EXPECT_GT(expected.rating, 1200.0);
    const long shown = std::lround(expected.rating);
    EXPECT_TRUE(w->statusText().contains(
        QStringLiteral("Your rating: %1 (+%2)").arg(shown).arg(shown - 1200)))
        << w->statusText().toStdString();
    // And in the result bar, where it stays while later messages take the status line.
    EXPECT_TRUE(w->resultBar()->reason().endsWith(
        QStringLiteral("Your rating: %1 (+%2)").arg(shown).arg(shown - 1200)))
        << w->resultBar()->reason().toStdString();

    // Taken back and ended again, the game is not rated twice.
    ASSERT_TRUE(c->undo());
    clickMove(w->board(), "d1", "h5");
    ASSERT_TRUE(c->game().isOver());
    EXPECT_EQ(training::readPlayerRatingFile(path.toStdString()).value().games().size(), 1u);
}

TEST(PlayerRatingWindow, AdaptivePicksTheLevelNearestTheRatingAndTheRecordNamesIt) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // Just above level 3's figure: nearer to it than to any other level's.
    const double rating = engine::levelElo(engine::Level::Three) + 10;
    const engine::Level nearest = training::suggestedLevel(rating);
    ASSERT_EQ(nearest, engine::Level::Three);
    auto w = openWindow();
    w->enableRating(seededRatingFile(dir, ratedAt(rating)));
    QString described;
    newGameThroughTheDialog(*w, [&](NewGameDialog& dialog) {
        auto* levels = dialog.findChild<QComboBox*>(QStringLiteral("level"));
        ASSERT_NE(levels, nullptr);
        // Adaptive is the last entry: the End key from the level list, as a user picks it.
        levels->setFocus(Qt::TabFocusReason);
        ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == levels; }));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
        EXPECT_EQ(levels->currentText(), QStringLiteral("Adaptive"));
        for (const QLabel* label : dialog.findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Adaptive"))) described = label->text();
    });
    EXPECT_TRUE(described.contains(
        QStringLiteral("This game: Level 3 (your rating: %1)").arg(std::lround(rating))))
        << described.toStdString();
    const GameSetup& played = w->controller()->setup();
    EXPECT_TRUE(played.adaptive);
    EXPECT_EQ(played.level, engine::Level::Three);
    EXPECT_TRUE(w->currentPgn().contains(QStringLiteral("[Level \"3\"]")))
        << w->currentPgn().toStdString();
    EXPECT_TRUE(w->ratingActions()->countsRunningGame());
}

TEST(PlayerRatingWindow, TheRatingViewShowsTheHistoryAndStartsOverWhenAsked) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    PlayerRating rating(Experience::NewToChess);
    rating.recordGame(engine::Level::Beginner, 1.0, kRatingTestDay);
    rating.recordGame(engine::Level::Beginner, 1.0, kRatingTestDay);
    rating.recordGame(engine::Level::One, 0.5, kRatingTestDay);
    const QString path = seededRatingFile(dir, rating);
    auto w = openWindow();
    w->enableRating(path);
    action(*w, "ratingAction")->trigger();
    RatingDialog* view = w->ratingActions()->ratingDialog();
    ASSERT_NE(view, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(view));
    const training::Glicko2Rating now = rating.current();
    EXPECT_EQ(view->figureLabel()->text(),
        QStringLiteral("Your rating: %1 ± %2")
            .arg(std::lround(now.rating))
            .arg(std::lround(now.deviation)));
    EXPECT_EQ(view->chart()->ratings().size(), 4u); // the start and three games
    EXPECT_EQ(view->chart()->ratings().back(), now);
    EXPECT_TRUE(view->suggestionLabel()->text().startsWith(
        QStringLiteral("Suggested: %1.").arg(levelName(training::suggestedLevel(now.rating)))));

    // Start over asks first; Cancel keeps everything.
    const auto answerStartOver = [](QMessageBox::StandardButton button) {
        QTimer::singleShot(0, [button] {
            QMessageBox* box = nullptr;
            ASSERT_TRUE(QTest::qWaitFor([&] {
                box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
                return box != nullptr && box->isVisible();
            }));
            QTest::mouseClick(box->button(button), Qt::LeftButton);
        });
    };
    answerStartOver(QMessageBox::Cancel);
    QTest::mouseClick(view->startOverButton(), Qt::LeftButton);
    EXPECT_TRUE(QFile::exists(path));
    ASSERT_NE(w->ratingActions()->rating(), nullptr);

    answerStartOver(QMessageBox::Yes);
    QTest::mouseClick(view->startOverButton(), Qt::LeftButton);
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_EQ(w->ratingActions()->rating(), nullptr);
    EXPECT_EQ(view->figureLabel()->text(), QStringLiteral("Not rated yet"));
    // And the next game against a level asks again.
    ExperienceAnswerer casual(Experience::Casual);
    w->startGame(vsComputer(ColorChoice::White, engine::Level::Easy));
    EXPECT_EQ(casual.questions, 1);
    EXPECT_EQ(training::readPlayerRatingFile(path.toStdString()).value().experience(),
        Experience::Casual);
}
