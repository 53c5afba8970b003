// SPDX-License-Identifier: GPL-3.0-or-later
// Learn ▸ Review Game from the window: marks in the record, a saved PGN that keeps them,
// cancelling, a new game meanwhile, and a second review.
#include "app/review_actions.h"
#include "engines/analysis_engine.h"
#include "files/game_files.h"
#include "gui_fixture.h"
#include "insight/evaluation_history.h"
#include "insight/game_review.h"
#include "insight/insight_controller.h"
#include "insight/statistics_dialog.h"
#include "rochade/core/pgn.h"
#include "translated_texts.h"

#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

namespace rochade::gui::test {
namespace {

// 3...Nf6?? lets White mate at once; 4.Nc3?? misses 4.Qxf7# and leaves the queen to the
// knight, which takes it. Stockfish agrees: after 3.Bc4 Nf6 it announces mate in 1 (Qxf7#),
// and after 4.Nc3 Black is a queen up.
const std::initializer_list<const char*> kBlunders
    = { "e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Nc3", "Nxh5" };
constexpr int kNf6 = 6;
constexpr int kNc3 = 7;
constexpr int kNxh5 = 8;

GameReview* reviewOf(MainWindow& w) {
    return w.reviewActions()->review();
}

/// A window with the blunder game played in hot seat, reviewed at depth `d`.
std::unique_ptr<MainWindow> blunderGame(int d = 6) {
    auto w = openWindow();
    w->startGame(hotSeat());
    play(*w->controller(), kBlunders);
    reviewOf(*w)->setLimits(depth(d));
    return w;
}

const Game::Node& moveAt(MainWindow& w, int ply) {
    return *w.controller()->game().mainLine().at(static_cast<std::size_t>(ply - 1));
}

/// Runs Learn ▸ Review Game and waits until the review is in the record.
void reviewThroughTheMenu(MainWindow& w) {
    QAction* review = action(w, "reviewAction");
    ASSERT_NE(review, nullptr);
    ASSERT_TRUE(review->isEnabled());
    QSignalSpy finished(reviewOf(w), &GameReview::finished);
    review->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 4 * kTimeoutMs);
}

std::vector<Annotation> annotations(const Game& game) {
    std::vector<Annotation> all;
    for (const Game::Node* node : game.mainLine())
        all.push_back(node->annotation);
    return all;
}

TEST(GameReview, MarksTheBlundersWithTheBetterMoveAndAnEvalOnEveryMove) {
    auto w = blunderGame();
    reviewThroughTheMenu(*w);

    const Game::Node& nc3 = moveAt(*w, kNc3);
    EXPECT_EQ(nc3.annotation.nags, std::vector<int> { 4 });
    // The better move, and why the move was bad, checked on the board by the review.
    EXPECT_EQ(nc3.annotation.comment, "Blunder. Qxf7# was best. Misses mate in 1: Qxf7#.");
    const Game::Node& nf6 = moveAt(*w, kNf6);
    EXPECT_EQ(nf6.annotation.nags, std::vector<int> { 4 });
    EXPECT_TRUE(nf6.annotation.comment.starts_with("Blunder. ")) << nf6.annotation.comment;
    EXPECT_TRUE(nf6.annotation.comment.ends_with(" Allows mate in 1: Qxf7#."))
        << nf6.annotation.comment;
    // White mates in one after Nf6, from White's view.
    EXPECT_EQ(nf6.annotation.eval, std::optional<std::string>("#1"));
    // Taking the queen was the best move.
    EXPECT_TRUE(moveAt(*w, kNxh5).annotation.nags.empty());
    EXPECT_TRUE(moveAt(*w, kNxh5).annotation.comment.empty());
    for (const Game::Node* node : w->controller()->game().mainLine())
        EXPECT_TRUE(node->annotation.eval.has_value()) << node->san;
    // Black a queen up: the eval says so.
    EXPECT_LT(std::stod(*moveAt(*w, kNxh5).annotation.eval), -5.0);

    const QString accuracy = w->reviewActions()->accuracyText();
    EXPECT_TRUE(accuracy.startsWith(QStringLiteral("Accuracy: White "))) << accuracy.toStdString();
    EXPECT_LT(*reviewOf(*w)->accuracy(Color::White), 90.0);
    EXPECT_FALSE(w->reviewActions()->progressBar()->isVisible());
}

TEST(GameReview, SavedPgnReadsBackWithTheMarks) {
    auto w = blunderGame();
    reviewThroughTheMenu(*w);

    const QString pgn = gameToPgn(w->controller()->game(), {});
    // The writer may break the line between a move's symbol and its comment.
    EXPECT_TRUE(QString(pgn).replace(u'\n', u' ').contains(QStringLiteral("Nc3 $4 {[%eval ")))
        << pgn.toStdString();
    const PgnParseResult read = parsePgn(pgn.toStdString());
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.games.size(), 1u);
    const std::vector<Annotation> written = annotations(w->controller()->game());
    EXPECT_EQ(annotations(read.games[0].game), written) << pgn.toStdString();
    EXPECT_EQ(read.games[0].game.mainLine().at(kNc3 - 1)->annotation.comment,
        "Blunder. Qxf7# was best. Misses mate in 1: Qxf7#.");
}

TEST(GameReview, NextMistakeBrowsesToTheClassedMovesAndDrawsTheBetterMove) {
    auto w = blunderGame();
    reviewThroughTheMenu(*w);
    GameController* c = w->controller();
    c->browseTo(0);
    QAction* next = action(*w, "nextMistakeAction");
    QAction* previous = action(*w, "previousMistakeAction");
    ASSERT_NE(next, nullptr);
    ASSERT_NE(previous, nullptr);
    EXPECT_FALSE(previous->isEnabled());

    // Every stop is a move marked ?!, ? or ??, in order, up to the last one, 4.Nc3.
    int shown = 0;
    while (next->isEnabled() && shown < kNxh5) {
        next->trigger();
        ASSERT_GT(c->shownNode().ply, shown);
        shown = c->shownNode().ply;
        const std::vector<int>& nags = c->shownNode().annotation.nags;
        EXPECT_TRUE(!nags.empty() && (nags[0] == 2 || nags[0] == 4 || nags[0] == 6)) << shown;
        EXPECT_FALSE(w->board()->hintMove().isNull()) << shown;
    }
    EXPECT_EQ(shown, kNc3);
    EXPECT_EQ(w->board()->hintMove().from(), at("h5"));
    EXPECT_EQ(w->board()->hintMove().to(), at("f7"));
    EXPECT_FALSE(next->isEnabled());
    previous->trigger();
    EXPECT_EQ(c->shownNode().ply, kNf6);
    EXPECT_FALSE(w->board()->hintMove().isNull());
}

TEST(GameReview, ItsEvaluationsFillTheChartAndAClickThereShowsThatMove) {
    auto w = blunderGame();
    reviewThroughTheMenu(*w);
    action(*w, "statisticsAction")->trigger();
    StatisticsDialog* dialog = w->insight()->statisticsDialog();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(QTest::qWaitForWindowExposed(dialog));
    // Every ply after the start has the review's evaluation.
    int points = 0;
    for (const QLineSeries* series : dialog->evaluationSeries())
        points += static_cast<int>(series->count());
    EXPECT_GE(points, kNxh5);

    QChartView* view = dialog->evaluationView();
    QChart* chart = view->chart();
    const QPointF inChart = chart->mapToPosition(QPointF(kNc3, 0));
    const QPoint where = view->mapFromScene(chart->mapToScene(inChart));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::NoModifier, where);
    EXPECT_TRUE(w->controller()->isBrowsing());
    EXPECT_EQ(w->controller()->shownNode().ply, kNc3);
    // The better move is on the board there too.
    EXPECT_EQ(w->board()->hintMove().to(), at("f7"));
}

TEST(GameReview, ASavedReviewIsChartedAgainWhenItsFileIsOpened) {
    auto w = blunderGame();
    reviewThroughTheMenu(*w);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reviewed.pgn"));
    ASSERT_TRUE(w->savePgnFile(path));
    // What the review found, as its record says it: ply -> the chart's pawns.
    std::map<int, double> written;
    for (const Game::Node* node : w->controller()->game().mainLine()) {
        ASSERT_TRUE(node->annotation.eval.has_value()) << node->san;
        const auto score
            = scoreOfPgnEval(*node->annotation.eval, node->position.sideToMove()).value();
        // The chart draws mates and leads beyond its cap at its edge.
        constexpr double kCap = StatisticsDialog::kEvaluationCapPawns;
        written[node->ply] = isMateScore(score) ? (score > 0 ? kCap : -kCap)
                                                : std::clamp(score / 100.0, -kCap, kCap);
    }

    // Another session: a new window opens the file.
    w.reset();
    auto reopened = openWindow();
    ASSERT_TRUE(reopened->openPgnFile(path));
    action(*reopened, "statisticsAction")->trigger();
    StatisticsDialog* dialog = reopened->insight()->statisticsDialog();
    ASSERT_NE(dialog, nullptr);
    std::map<int, double> charted;
    for (const QLineSeries* series : dialog->evaluationSeries())
        for (const QPointF& point : series->points())
            charted[static_cast<int>(point.x())] = point.y();
    ASSERT_EQ(charted.size(), written.size());
    for (const auto& [ply, pawns] : written)
        EXPECT_NEAR(charted[ply], pawns, 0.005) << ply;
}

TEST(GameReview, CancelLeavesTheRecordAsItWas) {
    auto w = blunderGame();
    GameReview* review = reviewOf(*w);
    review->setLimits(endless());
    const std::vector<Annotation> before = annotations(w->controller()->game());
    action(*w, "reviewAction")->trigger();
    ASSERT_TRUE(review->isRunning());
    EXPECT_TRUE(w->reviewActions()->progressBar()->isVisible());
    // The game stays usable meanwhile: browsing works.
    w->controller()->browseTo(2);
    EXPECT_EQ(w->controller()->shownNode().ply, 2);

    QAction* cancel = action(*w, "cancelReviewAction");
    ASSERT_NE(cancel, nullptr);
    ASSERT_TRUE(cancel->isEnabled());
    cancel->trigger();
    EXPECT_FALSE(review->isRunning());
    EXPECT_FALSE(w->reviewActions()->progressBar()->isVisible());
    // The abandoned search reports nothing, and nothing is written later.
    QTRY_VERIFY_WITH_TIMEOUT(!review->analysisEngine()->isBusy(), kTimeoutMs);
    QTest::qWait(300);
    EXPECT_EQ(annotations(w->controller()->game()), before);
    EXPECT_TRUE(review->moves().empty());
    EXPECT_TRUE(action(*w, "reviewAction")->isEnabled());
}

TEST(GameReview, ANewGameDuringTheReviewGetsNoMarks) {
    auto w = blunderGame(4);
    GameReview* review = reviewOf(*w);
    QSignalSpy cancelled(review, &GameReview::cancelled);
    QSignalSpy finished(review, &GameReview::finished);
    action(*w, "reviewAction")->trigger();
    ASSERT_TRUE(review->isRunning());
    // The same moves in a new game: the positions match the reviewed ones, the game does not.
    w->startGame(hotSeat());
    play(*w->controller(), kBlunders);
    EXPECT_EQ(cancelled.count(), 1);
    EXPECT_FALSE(review->isRunning());
    // Long enough for the old review to have finished had it gone on.
    QTest::qWait(2000);
    EXPECT_EQ(finished.count(), 0);
    for (const Annotation& a : annotations(w->controller()->game()))
        EXPECT_TRUE(a.isEmpty());
}

TEST(GameReview, MovesChangedDuringTheReviewGetNoMarks) {
    auto w = blunderGame();
    GameReview* review = reviewOf(*w);
    QSignalSpy cancelled(review, &GameReview::cancelled);
    action(*w, "reviewAction")->trigger();
    ASSERT_TRUE(review->isRunning());
    // Hot seat goes on meanwhile: 4.Nc3 Nxh5 taken back, 4.Qxf7# played instead.
    GameController* c = w->controller();
    ASSERT_TRUE(c->undo());
    ASSERT_TRUE(c->undo());
    play(*c, { "Qxf7#" });
    QTRY_COMPARE_WITH_TIMEOUT(cancelled.count(), 1, 4 * kTimeoutMs);
    EXPECT_TRUE(review->moves().empty());
    for (const Annotation& a : annotations(c->game()))
        EXPECT_TRUE(a.isEmpty());
}

TEST(GameReview, ASecondReviewReplacesTheFirstsMarksAndKeepsTheUsers) {
    auto w = blunderGame();
    RecordEditor* record = w->controller()->record();
    ASSERT_TRUE(record->setComment(moveAt(*w, kNc3), QStringLiteral("my own words")));
    ASSERT_TRUE(record->setMoveNag(moveAt(*w, kNxh5), 3)); // !! by the user
    reviewThroughTheMenu(*w);
    reviewThroughTheMenu(*w);

    const Game::Node& nc3 = moveAt(*w, kNc3);
    EXPECT_EQ(
        nc3.annotation.comment, "Blunder. Qxf7# was best. Misses mate in 1: Qxf7#. my own words");
    EXPECT_EQ(nc3.annotation.nags, std::vector<int> { 4 });
    EXPECT_EQ(moveAt(*w, kNf6).annotation.nags, std::vector<int> { 4 });
    EXPECT_EQ(moveAt(*w, kNxh5).annotation.nags, std::vector<int> { 3 });
    for (const Game::Node* node : w->controller()->game().mainLine()) {
        const std::string& text = node->annotation.comment;
        const auto first = text.find("was best.");
        EXPECT_TRUE(
            first == std::string::npos || text.find("was best.", first + 1) == std::string::npos)
            << text;
        EXPECT_LE(std::ranges::count_if(
                      node->annotation.nags, [](int n) { return n == 2 || n == 4 || n == 6; }),
            1);
    }
}

/// One explanation of every kind (every piece, one pawn and several), as the review makes them.
std::vector<review::Explanation> everyExplanation() {
    std::vector<review::Explanation> all;
    review::Explanation e;
    e.lineSan = "...Qd1+ Rxd1 Rxd1#";
    e.count = 2;
    e.square = makeSquare(2, 2); // c3
    for (review::ExplanationKind kind :
        { review::ExplanationKind::AllowsMate, review::ExplanationKind::MissesMate,
            review::ExplanationKind::LosesExchange, review::ExplanationKind::LosesPawns }) {
        e.kind = kind;
        all.push_back(e);
    }
    e.count = 1;
    all.push_back(e);
    e.lineSan = "...d4";
    for (review::ExplanationKind kind :
        { review::ExplanationKind::LosesPiece, review::ExplanationKind::LeavesPiece }) {
        e.kind = kind;
        for (PieceType piece :
            { PieceType::Knight, PieceType::Bishop, PieceType::Rook, PieceType::Queen }) {
            e.piece = piece;
            all.push_back(e);
        }
    }
    return all;
}

TEST(GameReview, ExplanationsAreTranslated) {
    expectEveryTextTranslated([] {
        QStringList texts;
        for (const review::Explanation& e : everyExplanation())
            texts << GameReview::explanationText(e);
        return texts;
    });
}

// In every language, a second review finds the first one's whole sentence, explanation
// included, so that it replaces it and keeps the words the user wrote after it.
TEST(GameReview, EveryLanguagesSentencesAreRecognised) {
    QStringList languages = supportedLanguages();
    for (const QString& language : languages) {
        QTranslator translator;
        if (language != QLatin1String("en")) {
            ASSERT_TRUE(loadRochadeTranslation(translator, language)) << language.toStdString();
            QCoreApplication::installTranslator(&translator);
        }
        const QRegularExpression pattern = GameReview::sentencePattern();
        for (const review::Explanation& e : everyExplanation()) {
            const QString sentence
                = GameReview::sentence(review::MoveClass::Mistake, QStringLiteral("Nf3")) + u' '
                + GameReview::explanationText(e);
            const QRegularExpressionMatch match
                = pattern.match(sentence + QStringLiteral(" my words"));
            EXPECT_TRUE(match.hasMatch()) << sentence.toStdString();
            EXPECT_EQ(match.capturedLength(), sentence.size() + 1) << sentence.toStdString();
        }
        QCoreApplication::removeTranslator(&translator);
    }
}

TEST(GameReview, IsRefusedAgainstARunningComputer) {
    auto w = openWindow();
    w->startGame(vsComputer(ColorChoice::White));
    thinkForever(*w->controller());
    ASSERT_TRUE(w->controller()->playMoveText(QStringLiteral("e4")));
    EXPECT_FALSE(action(*w, "reviewAction")->isEnabled());
    EXPECT_FALSE(reviewOf(*w)->start());
    EXPECT_FALSE(reviewOf(*w)->isRunning());
}

TEST(GameReview, ClosingTheWindowDuringAReviewIsSafe) {
    auto w = blunderGame();
    reviewOf(*w)->setLimits(endless());
    action(*w, "reviewAction")->trigger();
    ASSERT_TRUE(reviewOf(*w)->isRunning());
    // The unsaved game is let go without a dialog.
    FilePrompts prompts;
    prompts.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(std::move(prompts));
    rochade::gui::GameReview* review = reviewOf(*w);
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(review->isRunning()); // closing ended the review, its search with it
    const QString before = w->currentPgn();
    QTest::qWait(200); // a late answer of the cancelled search writes nothing
    EXPECT_EQ(w->currentPgn(), before);
    w.reset(); // destroying the closed window is clean too
}

} // namespace
} // namespace rochade::gui::test
