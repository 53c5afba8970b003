// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the Analysis dock in the real window: its lines are legal, follow the shown
// position (never the old one's), stop when the dock is hidden, and find Stockfish's mates.
#include "app/main_window.h"
#include "board/board_widget.h"
#include "engines/analysis_engine.h"
#include "files/game_files.h"
#include "game/game_controller.h"
#include "insight/analysis_lines_model.h"
#include "insight/analysis_panel.h"
#include "insight/analysis_source.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "analysis_fixture.h"
#include "gui_fixture.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTreeView>

#include <gtest/gtest.h>

#include <set>
#include <vector>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

/// CPU time (in clock ticks) used so far by the threads named like the analysis engine's
/// ("rochade-analysis", cut to the kernel's 15 characters), read from /proc.
long analysisThreadTicks() {
    long ticks = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(tid + QStringLiteral("/comm")));
        if (!comm.open(QIODevice::ReadOnly)
            || !QString::fromLatin1(comm.readAll()).startsWith(QStringLiteral("rochade-analysi")))
            continue;
        QFile stat(tasks.filePath(tid + QStringLiteral("/stat")));
        if (!stat.open(QIODevice::ReadOnly)) continue;
        // The fields after the name in parentheses; utime and stime are the 14th and 15th.
        const QString text = QString::fromLatin1(stat.readAll());
        const QStringList fields
            = text.mid(text.lastIndexOf(QLatin1Char(')')) + 2).split(QLatin1Char(' '));
        if (fields.size() > 12) ticks += fields[11].toLong() + fields[12].toLong();
    }
    return ticks;
}

/// CPU ticks the analysis threads use within `ms` of waiting.
long analysisTicksOver(int ms) {
    const long before = analysisThreadTicks();
    QTest::qWait(ms);
    return analysisThreadTicks() - before;
}

} // namespace

TEST(AnalysisLinesModel, WritesScoresFromWhitesView) {
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(35, false, 0, Color::White), "+0.35");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(120, false, 0, Color::Black), "-1.20");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(-7, false, 0, Color::Black), "+0.07");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(0, false, 0, Color::Black), "0.00");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(0, true, 3, Color::White), "#3");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(0, true, 3, Color::Black), "#-3");
    EXPECT_EQ(AnalysisLinesModel::whiteScoreText(0, true, -2, Color::Black), "#2");
}

TEST(AnalysisLinesModel, CutsALineAtItsFirstIllegalMoveAndDropsOneThatStartsIllegal) {
    AnalysisLinesModel model;
    QAbstractItemModelTester tester(&model);
    const Position start = Position::startPosition();
    const Move e4 = parseSan(start, "e4").value();
    Position afterE4 = start;
    UndoInfo undo;
    afterE4.makeMove(e4, undo);
    const Move e5 = parseSan(afterE4, "e5").value();
    engine::SearchInfo info;
    info.depth = 7;
    // e4 e5 e4: the last is not legal; e5 first: Black's move with White to move.
    info.lines.push_back({ 25, false, 0, { e4, e5, e4 } });
    info.lines.push_back({ 10, false, 0, { e5, e4 } });
    model.setLines(start, info);
    ASSERT_EQ(model.rowCount(), 1);
    EXPECT_EQ(model.lines()[0].moves, (std::vector<Move> { e4, e5 }));
    EXPECT_EQ(model.data(model.index(0, AnalysisLinesModel::LineColumn), Qt::DisplayRole),
        QStringLiteral("1. e4 e5"));
    EXPECT_EQ(model.data(model.index(0, AnalysisLinesModel::ScoreColumn), Qt::DisplayRole),
        QStringLiteral("+0.25"));
    EXPECT_EQ(model.data(model.index(0, AnalysisLinesModel::DepthColumn), Qt::DisplayRole), 7);
}

TEST(AnalysisPanel, ShownThroughItsActionListsThreeDistinctLegalLinesForTheStartPosition) {
    auto w = openWithAnalysis(true);
    AnalysisPanel* panel = w->analysisPanel();
    EXPECT_TRUE(panel->dock()->isVisible());
    EXPECT_EQ(panel->lineCountBox()->value(), 3);
    ASSERT_TRUE(waitForLines(*w, 3));
    // Wait for a few iterations so the lines are the engine's real choice, not depth 1's.
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return !panel->model()->lines().empty() && panel->model()->lines()[0].depth >= 4; },
        kTimeoutMs));

    const Position start = Position::startPosition();
    const QRegularExpression scoreShape(QStringLiteral("^([+-]\\d+\\.\\d\\d|0\\.00|#-?\\d+)$"));
    std::set<std::uint32_t> firstMoves;
    const auto lines = panel->model()->lines();
    ASSERT_EQ(lines.size(), 3u);
    for (const auto& line : lines) {
        ASSERT_FALSE(line.moves.empty());
        EXPECT_TRUE(isLegalLine(start, line.moves));
        EXPECT_TRUE(scoreShape.match(line.score).hasMatch()) << line.score.toStdString();
        EXPECT_GE(line.depth, 1);
        EXPECT_TRUE(line.san.startsWith(
            QStringLiteral("1. ") + QString::fromStdString(toSan(start, line.moves.front()))))
            << line.san.toStdString();
        firstMoves.insert(line.moves.front().raw());
    }
    EXPECT_EQ(firstMoves.size(), 3u);
}

TEST(AnalysisPanel, FollowsMovesFromTheBoardAndTheMoveFieldAndNeverShowsAnOldLine) {
    auto w = openWithAnalysis(true);
    GameController* c = w->controller();
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_TRUE(waitForLines(*w, 3));

    // Every line that reaches the panel, and every state of the table, is checked against
    // the position on the board at that moment.
    int updates = 0;
    int staleUpdates = 0;
    QObject::connect(panel->source(), &AnalysisSource::linesUpdated, w.get(),
        [&](const engine::SearchInfo& info) {
            ++updates;
            for (const auto& line : info.lines)
                if (!isLegalLine(c->displayedPosition(), line.principalVariation)) ++staleUpdates;
        });
    int resets = 0;
    int staleTables = 0;
    QObject::connect(panel->model(), &QAbstractItemModel::modelReset, w.get(), [&] {
        ++resets;
        const Position& shown = c->displayedPosition();
        if (panel->model()->position().hash() != shown.hash()) ++staleTables;
        for (const auto& line : panel->model()->lines())
            if (!isLegalLine(shown, line.moves)) ++staleTables;
    });

    // The first move on the board, the rest typed; each the instant the panel has its
    // first lines, while the engine races through the shallow iterations.
    clickMove(w->board(), "e2", "e4");
    ASSERT_EQ(c->game().ply(), 1);
    EXPECT_EQ(panel->model()->rowCount(), 0); // the old lines went with the old position
    w->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(w.get()));
    w->moveEntry()->setFocus(Qt::MouseFocusReason);
    ASSERT_TRUE(QTest::qWaitFor([&] { return QApplication::focusWidget() == w->moveEntry(); }));
    for (const char* san : { "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7", "Re1",
             "b5", "Bb3", "d6", "c3", "O-O" }) {
        // The spy's loop ends at the first report; the next iterations' reports, only
        // microseconds behind at these depths, are still queued when the move is typed.
        QSignalSpy reports(panel->source(), &AnalysisSource::linesUpdated);
        ASSERT_TRUE(reports.wait(kTimeoutMs)) << san;
        QTest::keyClicks(QApplication::focusWidget(), san);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        EXPECT_EQ(c->game().sanMoves().back(), san);
    }
    ASSERT_EQ(c->game().ply(), 16);
    ASSERT_TRUE(waitForLines(*w, 3));
    QTest::qWait(300); // time for any late answer to show itself

    EXPECT_GT(updates, 0);
    EXPECT_GT(resets, 0);
    EXPECT_EQ(staleUpdates, 0);
    EXPECT_EQ(staleTables, 0);
    for (const auto& line : panel->model()->lines())
        EXPECT_TRUE(isLegalLine(c->game().position(), line.moves));
}

TEST(AnalysisPanel, BrowsingBackAnalysesTheEarlierPosition) {
    auto w = openWithAnalysis(true);
    GameController* c = w->controller();
    play(*c, { "e4", "e5", "Nf3" });
    ASSERT_TRUE(waitForLines(*w, 3));
    const Position afterE4 = c->game().positionAt(1);

    c->browseTo(1);
    ASSERT_TRUE(c->isBrowsing());
    ASSERT_TRUE(waitForLines(*w, 3));
    AnalysisLinesModel* model = w->analysisPanel()->model();
    EXPECT_EQ(model->position().hash(), afterE4.hash());
    for (const auto& line : model->lines()) {
        EXPECT_TRUE(isLegalLine(afterE4, line.moves));
        EXPECT_TRUE(line.san.startsWith(QStringLiteral("1... "))) << line.san.toStdString();
    }
}

TEST(AnalysisPanel, HidingTheDockOrClosingTheWindowStopsTheSearch) {
    auto w = openWithAnalysis(true);
    AnalysisPanel* panel = w->analysisPanel();
    ASSERT_TRUE(waitForLines(*w, 3));
    auto* source = dynamic_cast<EngineAnalysisSource*>(panel->source());
    ASSERT_NE(source, nullptr);
    // The start position is far from searched out at the deep limit: it is still running.
    ASSERT_TRUE(source->engine()->isBusy());
    // The positive control: while shown, the analysis keeps a core busy.
    EXPECT_GT(analysisTicksOver(1000), 5);

    action(*w, "analysisAction")->trigger();
    EXPECT_FALSE(panel->dock()->isVisible());
    EXPECT_FALSE(panel->isActive());
    EXPECT_FALSE(source->isBusy());
    AnalysisEngine* engine = source->engine();
    EXPECT_FALSE(engine->isBusy());
    // The worker really stops: after a moment to reach its next poll, no CPU goes to it.
    QTest::qWait(100);
    EXPECT_LE(analysisTicksOver(500), 2);
    QSignalSpy tableChanges(panel->model(), &QAbstractItemModel::modelReset);
    play(*w->controller(), { "d4" }); // a hidden panel does not follow
    EXPECT_LE(analysisTicksOver(300), 2);
    EXPECT_EQ(tableChanges.count(), 0);
    EXPECT_FALSE(engine->isBusy());

    // Shown again, it analyses the new position; closing the window stops it for good.
    action(*w, "analysisAction")->trigger();
    ASSERT_TRUE(waitForLines(*w, 3));
    EXPECT_TRUE(engine->isBusy());
    FilePrompts discard; // the game played here is not to be saved
    discard.askSaveChanges = [](const QString&) { return SaveChoice::Discard; };
    w->setFilePrompts(discard);
    EXPECT_TRUE(w->close());
    EXPECT_FALSE(engine->isBusy());
    EXPECT_FALSE(engine->isRunning()); // the thread is joined
}

TEST(AnalysisPanel, FewerLinesWhenAskedForAndWhenThePositionHasFewerMoves) {
    auto w = openWithAnalysis(true);
    AnalysisPanel* panel = w->analysisPanel();
    panel->lineCountBox()->setValue(1);
    ASSERT_TRUE(waitForLines(*w, 1));
    panel->lineCountBox()->setValue(5);
    ASSERT_TRUE(waitForLines(*w, 5));
    // Black in check with four ways out: four lines, not five.
    ASSERT_TRUE(w->pasteFen(QStringLiteral("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1")));
    ASSERT_EQ(MoveGenerator::legalMoves(w->controller()->displayedPosition()).size(), 4u);
    ASSERT_TRUE(waitForLines(*w, 4));
}

/// A mate in one for each side: the table says "#1" (or "#-1") with the mating move first,
/// the move Stockfish plays.
class AnalysisMate : public ::testing::TestWithParam<std::pair<const char*, const char*>> { };

TEST_P(AnalysisMate, ShowsTheMateWithStockfishsMoveFirst) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish at " << kStockfish.toStdString();
    const auto [fen, score] = GetParam();
    auto w = openWithAnalysis(true);
    ASSERT_TRUE(w->pasteFen(QString::fromLatin1(fen)));
    AnalysisLinesModel* model = w->analysisPanel()->model();
    ASSERT_TRUE(QTest::qWaitFor(
        [&] {
            return model->position().hash() == fromFen(fen).hash() && model->rowCount() > 0
                && model->lines()[0].score == QLatin1String(score);
        },
        kTimeoutMs))
        << (model->rowCount() > 0 ? model->lines()[0].score.toStdString() : "no lines");
    const QString reference = stockfishBestMove(QString::fromLatin1(fen));
    ASSERT_FALSE(reference.isEmpty());
    EXPECT_EQ(QString::fromStdString(toUci(model->lines()[0].moves.front())), reference);
}

INSTANTIATE_TEST_SUITE_P(BothSides, AnalysisMate,
    ::testing::Values(std::pair { "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1", "#1" },
        std::pair { "r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1", "#-1" }));

TEST(AnalysisPanel, DoubleClickingALinePlaysItsFirstMoveOnTheHumansTurn) {
    auto w = openWithAnalysis(true);
    ASSERT_TRUE(waitForLines(*w, 3));
    AnalysisLinesModel* model = w->analysisPanel()->model();
    // The lines change with each iteration: the one that counts is the second line as it
    // stood when the click arrived, the table's last state for the start position.
    Move second;
    const auto remember = [&] {
        if (model->position().hash() == Position::startPosition().hash() && model->rowCount() > 1)
            second = model->lines()[1].moves.front();
    };
    remember();
    QObject::connect(model, &QAbstractItemModel::modelReset, w.get(), remember);
    QTreeView* view = w->analysisPanel()->view();
    doubleClick(view->viewport(),
        view->visualRect(model->index(1, AnalysisLinesModel::LineColumn)).center());
    ASSERT_EQ(w->controller()->game().ply(), 1);
    EXPECT_EQ(w->controller()->game().nodeAt(1).move, second);
}

TEST(AnalysisPanel, TheViewMenuListsItsToggle) {
    auto w = test::openWindow();
    QAction* toggle = action(*w, "analysisAction");
    ASSERT_NE(toggle, nullptr);
    bool listed = false;
    for (QAction* menu : w->menuBar()->actions()) {
        if (!menu->menu()) continue;
        for (QAction* entry : menu->menu()->actions())
            listed = listed || entry == toggle;
    }
    EXPECT_TRUE(listed);
    EXPECT_TRUE(toggle->isVisible());
    EXPECT_TRUE(toggle->isEnabled());
    EXPECT_EQ(toggle->text(), QStringLiteral("Anal&ysis"));
    EXPECT_EQ(toggle->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
}

TEST(AnalysisPanel, AMatedPositionSaysCheckmateAndSearchesNothing) {
    auto w = openWithAnalysis(true);
    ASSERT_TRUE(waitForLines(*w, 3));
    // Fool's mate: White is mated.
    ASSERT_TRUE(w->pasteFen(
        QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")));
    AnalysisPanel* panel = w->analysisPanel();
    EXPECT_EQ(panel->statusText(), QStringLiteral("Checkmate"));
    EXPECT_EQ(panel->model()->rowCount(), 0);
    EXPECT_FALSE(panel->source()->isBusy());
    QTest::qWait(200);
    EXPECT_EQ(panel->model()->rowCount(), 0);
}
