// SPDX-License-Identifier: GPL-3.0-or-later
// One mate scale: the same engine's "score mate N" reaches the window (UciEngineProcess) and
// rochade-cli's gauntlets (cli::UciEngine) as the same score, the Searcher's own. The one
// test binary that links rochade_cli beside the GUI, to put the two paths side by side.
#include "engines/engine_worker.h" // the engine types as Qt meta-types
#include "engines/uci_engine_process.h"
#include "rochade/cli/uci_engine.h"
#include "rochade/core/notation.h"
#include "rochade/engine/uci_client_protocol.h"

#include "gui_fixture.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

struct ScoreThroughBothPaths {
    std::optional<int> window; ///< UciEngineProcess's progress and result
    std::optional<int> windowResult;
    std::optional<int> cli; ///< cli::UciEngine's answer
};

/// What each client makes of a fake engine that answers 1.e4 with `info` and then e7e5.
ScoreThroughBothPaths scoresOf(const QString& info) {
    FakeEngineScripts scripts;
    const QString path = scripts.make(QStringLiteral("good"), QStringLiteral("e7e5"),
        QStringLiteral("FAKE_UCI_INFO='%1' ").arg(info));
    const Position start = Position::startPosition();
    const std::vector<Move> moves { parseUciMove(start, "e2e4").value() };
    engine::SearchLimits limits;
    limits.moveTimeMs = 50;
    ScoreThroughBothPaths scores;

    UciEngineProcess window;
    QSignalSpy ready(&window, &UciEngineProcess::ready);
    QSignalSpy progress(&window, &UciEngineProcess::progress);
    QSignalSpy finished(&window, &UciEngineProcess::searchFinished);
    window.start(path);
    EXPECT_TRUE(ready.wait(kTimeoutMs));
    window.startSearch(1, start, moves, limits);
    EXPECT_TRUE(finished.wait(kTimeoutMs));
    if (!progress.isEmpty())
        scores.window = progress.last().at(1).value<engine::SearchInfo>().score;
    if (!finished.isEmpty())
        scores.windowResult = finished.last().at(1).value<engine::SearchResult>().score;

    auto gauntletEngine = cli::UciEngine::start(path.toStdString(), {});
    EXPECT_TRUE(gauntletEngine.ok()) << (gauntletEngine.ok() ? "" : gauntletEngine.error().message);
    if (gauntletEngine.ok()) {
        auto answer = gauntletEngine.value()->think(start, moves, limits, std::chrono::seconds(5));
        EXPECT_TRUE(answer.ok()) << (answer.ok() ? "" : answer.error().message);
        if (answer.ok()) scores.cli = answer.value().score;
    }
    return scores;
}

} // namespace

TEST(UciScorePaths, AMateScoreIsTheSameInTheWindowAndInRochadeCli) {
    const struct {
        const char* info;
        int mateInMoves;
    } cases[] = {
        { "info depth 5 seldepth 6 multipv 1 score mate 3 nodes 900 nps 90000 time 10 pv e7e5", 3 },
        { "info depth 5 score mate -2 pv e7e5", -2 },
    };
    for (const auto& c : cases) {
        const ScoreThroughBothPaths scores = scoresOf(QString::fromLatin1(c.info));
        const int expected = engine::uciMateScore(c.mateInMoves);
        EXPECT_EQ(scores.window, expected) << c.info;
        EXPECT_EQ(scores.windowResult, expected) << c.info;
        EXPECT_EQ(scores.cli, expected) << c.info;
    }
    // The scale is the Searcher's: mate in 3 is five plies from the mate score.
    EXPECT_EQ(engine::uciMateScore(3), engine::kMateScore - 5);
    EXPECT_EQ(engine::uciMateScore(-2), -(engine::kMateScore - 4));
}

TEST(UciScorePaths, ACentipawnScoreIsTheSameInTheWindowAndInRochadeCli) {
    const ScoreThroughBothPaths scores
        = scoresOf(QStringLiteral("info depth 9 score cp -37 upperbound pv e7e5"));
    // A bound is no score to show or to claim a draw on: neither path takes it.
    EXPECT_EQ(scores.window, std::nullopt);
    EXPECT_EQ(scores.cli, std::nullopt);
    const ScoreThroughBothPaths exact
        = scoresOf(QStringLiteral("info depth 9 score cp -37 pv e7e5"));
    EXPECT_EQ(exact.window, -37);
    EXPECT_EQ(exact.windowResult, -37);
    EXPECT_EQ(exact.cli, -37);
}
