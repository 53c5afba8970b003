// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the analysis service: answers, dropped stale answers, shutting down mid-search.
#include "engines/analysis_engine.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include "gui_fixture.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using rochade::gui::AnalysisEngine;
using namespace rochade::gui::test;

TEST(AnalysisEngine, AnswersWithALegalMoveForTheRequest) {
    AnalysisEngine analysis(4);
    QSignalSpy finished(&analysis, &AnalysisEngine::finished);
    const Position pos
        = parseFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3").value();
    const quint64 id = analysis.analyse(pos, {}, depth(4));
    ASSERT_NE(id, 0u);
    EXPECT_TRUE(analysis.isBusy());
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(finished[0][0].value<quint64>(), id);
    const auto result = finished[0][1].value<engine::SearchResult>();
    EXPECT_TRUE(MoveGenerator::isLegal(pos, result.bestMove));
    EXPECT_FALSE(analysis.isBusy());
}

TEST(AnalysisEngine, ASecondRequestDropsTheFirstOnesAnswer) {
    AnalysisEngine analysis(4);
    QSignalSpy finished(&analysis, &AnalysisEngine::finished);
    QSignalSpy progress(&analysis, &AnalysisEngine::progress);
    const Position first = Position::startPosition();
    const quint64 firstId = analysis.analyse(first, {}, endless());
    // Let the first search get going, so it is cancelled while it runs, not while queued.
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    const Position second = parseFen("4k3/8/8/8/8/8/3QK3/8 b - - 0 1").value();
    const quint64 secondId = analysis.analyse(second, {}, depth(3));
    EXPECT_GT(secondId, firstId);
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() >= 1; }, kTimeoutMs));
    // The worker runs requests in order, so whatever the first search still sent arrived
    // before this answer: nothing of it may have come out.
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(finished[0][0].value<quint64>(), secondId);
    const auto result = finished[0][1].value<engine::SearchResult>();
    EXPECT_TRUE(MoveGenerator::isLegal(second, result.bestMove));
    for (const QList<QVariant>& p : progress)
        if (p[0].value<quint64>() != firstId) {
            EXPECT_EQ(p[0].value<quint64>(), secondId);
        }
}

TEST(AnalysisEngine, DestroyedWhileSearchingStopsAndJoins) {
    auto analysis = std::make_unique<AnalysisEngine>(4);
    QSignalSpy progress(analysis.get(), &AnalysisEngine::progress);
    QSignalSpy finished(analysis.get(), &AnalysisEngine::finished);
    analysis->analyse(Position::startPosition(), {}, endless());
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    ASSERT_TRUE(analysis->isRunning());
    // Must stop the endless search and join its thread (a hang fails by the test timeout).
    analysis.reset();
    QCoreApplication::processEvents();
    EXPECT_EQ(finished.count(), 0);
}

TEST(AnalysisEngine, RefusesRequestsAfterShutdown) {
    AnalysisEngine analysis(4);
    analysis.shutdown();
    EXPECT_FALSE(analysis.isRunning());
    EXPECT_EQ(analysis.analyse(Position::startPosition(), {}, depth(2)), 0u);
    analysis.shutdown(); // idempotent
}
