// SPDX-License-Identifier: GPL-3.0-or-later
// The list of a file's games read on its worker thread, as the thread tests check threads
// (under ASan and TSan too): rows handed over in batches, a reading cancelled, replaced by
// another, and the list destroyed while its thread reads.
#include "files/game_list_model.h"

#include "../sanitizer_build.h"
#include "gui_fixture.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>

using namespace rochade;
using namespace rochade::gui;

namespace {

/// mate_in_2.pgn of pychess `copies` times over: 166 games a copy.
QString writeRepeatedPuzzles(const QTemporaryDir& dir, int copies) {
    QFile puzzles(QStringLiteral("/usr/share/pychess/learn/puzzles/mate_in_2.pgn"));
    if (!puzzles.open(QIODevice::ReadOnly)) return {};
    const QByteArray games = puzzles.readAll() + "\n\n";
    const QString path = dir.filePath(QStringLiteral("puzzles.pgn"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly)) return {};
    for (int i = 0; i < copies; ++i)
        out.write(games);
    return path;
}

constexpr int kPuzzleCopies = rochade::test::kSanitizedBuild ? 3 : 12;

} // namespace

TEST(GameListThread, RowsArriveInBatchesUntilTheEndOfTheFile) {
    QTemporaryDir dir;
    const QString path = writeRepeatedPuzzles(dir, kPuzzleCopies);
    ASSERT_FALSE(path.isEmpty()) << "pychess is missing";
    GameListModel games;
    QSignalSpy finished(&games, &GameListModel::readingFinished);
    int batches = 0;
    QObject::connect(&games, &GameListModel::rowsInserted, [&] { ++batches; });
    ASSERT_TRUE(games.read(path));
    EXPECT_TRUE(games.isReading());
    ASSERT_TRUE(finished.wait(rochade::gui::test::kTimeoutMs));
    EXPECT_EQ(games.gameCount(), 166 * kPuzzleCopies);
    EXPECT_GE(batches, 2); // the first two games at once, then the rest
    EXPECT_FALSE(games.isReading());
    EXPECT_TRUE(games.listsFileAsItIs());
    EXPECT_EQ(games.bytesRead(), games.fileSize());
}

TEST(GameListThread, ACancelledOrReplacedReadingHandsNothingOverAfterwards) {
    QTemporaryDir dir;
    const QString path = writeRepeatedPuzzles(dir, kPuzzleCopies);
    ASSERT_FALSE(path.isEmpty()) << "pychess is missing";
    GameListModel games;
    ASSERT_TRUE(games.read(path));
    ASSERT_TRUE(
        QTest::qWaitFor([&] { return games.gameCount() > 0; }, rochade::gui::test::kTimeoutMs));
    games.cancel();
    const int listed = games.gameCount();
    EXPECT_TRUE(games.wasCancelled());
    QTest::qWait(20);
    EXPECT_EQ(games.gameCount(), listed);

    // Read again, and again before the first of the two is done: only the last one lists.
    QSignalSpy finished(&games, &GameListModel::readingFinished);
    ASSERT_TRUE(games.read(path));
    ASSERT_TRUE(games.read(path));
    ASSERT_TRUE(finished.wait(rochade::gui::test::kTimeoutMs));
    EXPECT_EQ(games.gameCount(), 166 * kPuzzleCopies);
    EXPECT_EQ(finished.count(), 1);
}

TEST(GameListThread, AListDestroyedWhileItsThreadReadsStopsIt) {
    QTemporaryDir dir;
    const QString path = writeRepeatedPuzzles(dir, kPuzzleCopies);
    ASSERT_FALSE(path.isEmpty()) << "pychess is missing";
    for (int i = 0; i < 5; ++i) {
        auto games = std::make_unique<GameListModel>();
        ASSERT_TRUE(games->read(path));
        if (i % 2 == 1) QTest::qWait(1); // some batches posted and not yet received
        games.reset(); // joins the thread; what it posted is dropped with the mailbox
    }
    QTest::qWait(10); // nothing posted to a list destroyed runs
}
