// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the UCI engine process: the handshake and searches with Stockfish, and every way
// a misbehaving engine (tests/data/fake_uci_engine.sh) can fail.
#include "engines/uci_engine_process.h"
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

#include <gtest/gtest.h>

#include <memory>
#include <set>

using namespace rochade;
using Failure = rochade::gui::UciEngineProcess::Failure;
using namespace rochade::gui;
using namespace rochade::gui::test;

namespace {

engine::SearchLimits moveTime(int ms) {
    engine::SearchLimits limits;
    limits.moveTimeMs = ms;
    return limits;
}

/// A fake engine in `mode`, its handshake done.
std::unique_ptr<UciEngineProcess> readyFake(const QStringList& arguments) {
    auto engine = std::make_unique<UciEngineProcess>();
    engine->setTimeouts(500, 300);
    QSignalSpy ready(engine.get(), &UciEngineProcess::ready);
    engine->start(kFake, arguments);
    EXPECT_TRUE(ready.wait(kTimeoutMs)) << arguments.join(QLatin1Char(' ')).toStdString();
    return engine;
}

} // namespace

TEST(UciEngineProcess, HandshakeWithStockfishReadsItsName) {
    if (!haveStockfish()) GTEST_SKIP() << "no " << kStockfish.toStdString();
    UciEngineProcess engine;
    QSignalSpy ready(&engine, &UciEngineProcess::ready);
    QSignalSpy failed(&engine, &UciEngineProcess::failed);
    engine.start(kStockfish);
    ASSERT_TRUE(ready.wait(kTimeoutMs));
    EXPECT_TRUE(ready.first().at(0).toString().contains(QLatin1String("Stockfish")));
    EXPECT_EQ(engine.engineName(), ready.first().at(0).toString());
    EXPECT_TRUE(engine.isIdle());
    const qint64 pid = engine.lastProcessId();
    engine.shutdown();
    EXPECT_FALSE(engine.isRunning());
    EXPECT_TRUE(processGone(pid));
    EXPECT_EQ(failed.count(), 0);
}

TEST(UciEngineProcess, StockfishAnswersALegalMoveAfterTheGamesMoves) {
    if (!haveStockfish()) GTEST_SKIP() << "no " << kStockfish.toStdString();
    UciEngineProcess engine;
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    QSignalSpy progress(&engine, &UciEngineProcess::progress);
    engine.start(kStockfish);
    // Asked before the handshake is done: the request waits for it.
    const Position start = Position::startPosition();
    Position pos = start;
    std::vector<Move> moves;
    for (const char* text : { "e2e4", "e7e5", "g1f3" }) {
        const Move m = parseUciMove(pos, text).value();
        moves.push_back(m);
        UndoInfo undo;
        pos.makeMove(m, undo);
    }
    engine.startSearch(7, start, moves, moveTime(50));
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    EXPECT_EQ(finished.first().at(0).toULongLong(), 7u);
    const auto result = finished.first().at(1).value<engine::SearchResult>();
    EXPECT_TRUE(MoveGenerator::isLegal(pos, result.bestMove));
    EXPECT_GE(progress.count(), 1);
}

TEST(UciEngineProcess, StockfishMovesFromASetUpPositionAndStopsOnRequest) {
    if (!haveStockfish()) GTEST_SKIP() << "no " << kStockfish.toStdString();
    UciEngineProcess engine;
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    engine.start(kStockfish);
    // Kb1 is the only legal move here.
    const Position pos = parseFen("k7/8/8/8/8/8/6q1/K7 w - - 0 1").value();
    engine::SearchLimits infinite;
    infinite.infinite = true;
    engine.startSearch(3, pos, {}, infinite);
    QTest::qWait(100);
    engine.stop(3); // "move now"
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    const auto result = finished.first().at(1).value<engine::SearchResult>();
    EXPECT_TRUE(MoveGenerator::isLegal(pos, result.bestMove));
}

struct FailureCase {
    const char* mode;
    Failure kind;
};

class FakeEngineFailure : public ::testing::TestWithParam<FailureCase> { };

TEST_P(FakeEngineFailure, ReportsItOnceAndLeavesNoProcess) {
    const FailureCase c = GetParam();
    UciEngineProcess engine;
    engine.setTimeouts(500, 300);
    QSignalSpy failed(&engine, &UciEngineProcess::failed);
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    engine.start(kFake, { QString::fromLatin1(c.mode), QStringLiteral("e2e4") });
    engine.startSearch(1, Position::startPosition(), {}, moveTime(50));
    ASSERT_TRUE(failed.wait(kTimeoutMs)) << c.mode;
    EXPECT_EQ(failed.first().at(0).toULongLong(), 1u);
    EXPECT_EQ(failed.first().at(1).value<Failure>(), c.kind) << c.mode;
    EXPECT_FALSE(failed.first().at(2).toString().isEmpty());
    EXPECT_FALSE(engine.isRunning());
    EXPECT_TRUE(processGone(engine.lastProcessId()));
    QTest::qWait(50);
    EXPECT_EQ(failed.count(), 1);
    EXPECT_EQ(finished.count(), 0);
}

INSTANTIATE_TEST_SUITE_P(Modes, FakeEngineFailure,
    ::testing::Values(FailureCase { "crash", Failure::Crashed },
        FailureCase { "hang", Failure::Hung }, FailureCase { "garbage", Failure::Garbage },
        FailureCase { "illegal", Failure::IllegalMove },
        FailureCase { "nouciok", Failure::Handshake }),
    [](const auto& info) { return std::string(info.param.mode); });

TEST(UciEngineProcess, AProgramThatCannotStartFails) {
    UciEngineProcess engine;
    QSignalSpy failed(&engine, &UciEngineProcess::failed);
    engine.start(QStringLiteral("/nonexistent/engine"));
    ASSERT_TRUE(failed.wait(kTimeoutMs));
    EXPECT_EQ(failed.first().at(1).value<Failure>(), Failure::StartFailed);
    EXPECT_FALSE(engine.isRunning());
    // A search asked of a dead engine fails too, and says which request.
    engine.startSearch(5, Position::startPosition(), {}, moveTime(50));
    ASSERT_TRUE(failed.wait(kTimeoutMs));
    EXPECT_EQ(failed.last().at(0).toULongLong(), 5u);
}

TEST(UciEngineProcess, ACancelledSearchsLateBestMoveIsDropped) {
    // The fake answers its first "go" with e2e4 and its second with d2d4, each late.
    auto engine
        = readyFake({ QStringLiteral("sequence"), QStringLiteral("e2e4"), QStringLiteral("d2d4") });
    QSignalSpy finished(engine.get(), &UciEngineProcess::searchFinished);
    QSignalSpy failed(engine.get(), &UciEngineProcess::failed);
    engine->startSearch(1, Position::startPosition(), {}, moveTime(50));
    engine->cancelThrough(1);
    engine->startSearch(2, Position::startPosition(), {}, moveTime(50));
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    QTest::qWait(300);
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(finished.first().at(0).toULongLong(), 2u);
    const auto result = finished.first().at(1).value<engine::SearchResult>();
    EXPECT_EQ(toUci(result.bestMove), "d2d4");
    EXPECT_EQ(failed.count(), 0);
}

TEST(UciEngineProcess, ANewGameDuringACancelledSearchWaitsForItsBestMove) {
    auto engine
        = readyFake({ QStringLiteral("sequence"), QStringLiteral("e2e4"), QStringLiteral("g1f3") });
    QSignalSpy finished(engine.get(), &UciEngineProcess::searchFinished);
    QSignalSpy failed(engine.get(), &UciEngineProcess::failed);
    engine->startSearch(1, Position::startPosition(), {}, moveTime(50));
    engine->cancelThrough(1);
    engine->newGame();
    engine->startSearch(2, Position::startPosition(), {}, moveTime(50));
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    ASSERT_EQ(finished.count(), 1);
    EXPECT_EQ(finished.first().at(0).toULongLong(), 2u);
    EXPECT_EQ(toUci(finished.first().at(1).value<engine::SearchResult>().bestMove), "g1f3");
    EXPECT_TRUE(engine->isIdle());
    EXPECT_EQ(failed.count(), 0);
}

/// The lines the fake engine logged (FAKE_UCI_LOG), in order.
QStringList sentLines(const QString& logPath) {
    QFile log(logPath);
    if (!log.open(QIODevice::ReadOnly)) return {};
    return QString::fromUtf8(log.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

/// Runs searches asking for each of `lineCounts` lines on a fake engine that advertises
/// MultiPV up to `announcedMax` (none if 0); returns what the engine was sent.
QStringList sentForMultiPv(int announcedMax, std::initializer_list<int> lineCounts) {
    FakeEngineScripts scripts;
    const QString log = scripts.filePath(QStringLiteral("sent.log"));
    QString environment = QStringLiteral("FAKE_UCI_LOG='%1' ").arg(log);
    if (announcedMax > 0) environment += QStringLiteral("FAKE_UCI_MULTIPV=%1 ").arg(announcedMax);
    UciEngineProcess engine;
    engine.setTimeouts(2000, 1000);
    QSignalSpy ready(&engine, &UciEngineProcess::ready);
    engine.start(scripts.make(QStringLiteral("good"), QStringLiteral("e2e4"), environment));
    EXPECT_TRUE(ready.wait(kTimeoutMs));
    EXPECT_EQ(engine.multiPvOption().has_value(), announcedMax > 0);
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    quint64 id = 0;
    for (const int lines : lineCounts) {
        engine::SearchLimits limits = moveTime(50);
        limits.multiPv = lines;
        engine.startSearch(++id, Position::startPosition(), {}, limits);
        EXPECT_TRUE(finished.wait(kTimeoutMs));
    }
    engine.shutdown();
    return sentLines(log);
}

TEST(UciEngineProcess, SetsMultiPvOnlyIfAnnouncedClampedToItsRangeAndOnlyWhenItChanges) {
    const QStringList without = sentForMultiPv(0, { 3 });
    EXPECT_TRUE(without.filter(QStringLiteral("MultiPV")).isEmpty())
        << without.join(QStringLiteral(" ")).toStdString();
    EXPECT_EQ(without.filter(QStringLiteral("go ")).size(), 1);

    const QStringList sent = sentForMultiPv(2, { 5, 2, 1, 1 });
    const QStringList options = sent.filter(QStringLiteral("setoption name MultiPV"));
    EXPECT_EQ(options,
        (QStringList { QStringLiteral("setoption name MultiPV value 2"),
            QStringLiteral("setoption name MultiPV value 1") }))
        << sent.join(QStringLiteral(" | ")).toStdString();
    // Each is sent while the engine waits, before the position of its search.
    const qsizetype first = sent.indexOf(QStringLiteral("setoption name MultiPV value 2"));
    ASSERT_GE(first, 0);
    EXPECT_TRUE(sent[first + 1].startsWith(QStringLiteral("position ")))
        << sent.join(QStringLiteral(" | ")).toStdString();
    EXPECT_EQ(sent.filter(QStringLiteral("go ")).size(), 4);
}

TEST(UciEngineProcess, ReportsStockfishsMultiPvLinesAsOneSetBestFirst) {
    if (!haveStockfish()) GTEST_SKIP() << "no Stockfish";
    UciEngineProcess engine;
    QSignalSpy ready(&engine, &UciEngineProcess::ready);
    engine.start(kStockfish);
    ASSERT_TRUE(ready.wait(kTimeoutMs));
    QSignalSpy progress(&engine, &UciEngineProcess::progress);
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    engine::SearchLimits limits;
    limits.depth = 8;
    limits.multiPv = 5;
    // Black in check with four ways out: four lines, never more than there are moves.
    const Position pos = fromFen("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1");
    const std::size_t legal = MoveGenerator::legalMoves(pos).size();
    ASSERT_EQ(legal, 4u);
    engine.startSearch(1, pos, {}, limits);
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    ASSERT_GE(progress.count(), 8);
    for (const QList<QVariant>& report : progress) {
        const auto info = report.at(1).value<engine::SearchInfo>();
        ASSERT_EQ(info.lines.size(), legal);
        std::set<std::uint32_t> firsts;
        for (std::size_t i = 0; i < info.lines.size(); ++i) {
            ASSERT_FALSE(info.lines[i].principalVariation.empty());
            firsts.insert(info.lines[i].principalVariation.front().raw());
            if (i > 0) {
                EXPECT_LE(info.lines[i].score, info.lines[i - 1].score);
            }
        }
        EXPECT_EQ(firsts.size(), legal);
        EXPECT_EQ(info.principalVariation, info.lines[0].principalVariation);
    }
}

TEST(UciEngineProcess, DestroyingItWhileTheEngineThinksEndsTheProcess) {
    auto engine = readyFake({ QStringLiteral("hang") });
    engine::SearchLimits infinite;
    infinite.infinite = true;
    engine->startSearch(1, Position::startPosition(), {}, infinite);
    QTest::qWait(50);
    const qint64 pid = engine->lastProcessId();
    engine.reset();
    EXPECT_TRUE(processGone(pid));
}

TEST(UciEngineProcess, DestroyingItWhileStockfishThinksEndsTheProcess) {
    if (!haveStockfish()) GTEST_SKIP() << "no " << kStockfish.toStdString();
    auto engine = std::make_unique<UciEngineProcess>();
    QSignalSpy progress(engine.get(), &UciEngineProcess::progress);
    engine->start(kStockfish);
    engine::SearchLimits infinite;
    infinite.infinite = true;
    engine->startSearch(1, Position::startPosition(), {}, infinite);
    ASSERT_TRUE(progress.wait(kTimeoutMs));
    const qint64 pid = engine->lastProcessId();
    engine.reset();
    EXPECT_TRUE(processGone(pid));
}

TEST(UciEngineProcess, AChess960GameSwitchesUciChess960OnAndOffBeforeItsPosition) {
    FakeEngineScripts scripts;
    const QString log = scripts.filePath(QStringLiteral("sent.log"));
    UciEngineProcess engine;
    engine.setTimeouts(2000, 1000);
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    engine.start(scripts.make(QStringLiteral("good"), QStringLiteral("e7e5"),
        QStringLiteral("FAKE_UCI_LOG='%1' FAKE_UCI_CHESS960=1 ").arg(log)));
    // King d1, rooks b1 and f1: O-O is the king onto f1.
    const Position chess960 = fromFen("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1");
    ASSERT_TRUE(chess960.isChess960());
    engine.startSearch(1, chess960, { parseUciMove(chess960, "d1f1").value() }, moveTime(50));
    ASSERT_TRUE(finished.wait(kTimeoutMs));
    const Position standard = Position::startPosition();
    engine.startSearch(2, standard, { parseUciMove(standard, "e2e4").value() }, moveTime(50));
    ASSERT_TRUE(QTest::qWaitFor([&] { return finished.count() == 2; }, kTimeoutMs));
    engine.shutdown();

    QFile file(log);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QStringList sent = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    const auto indexOf = [&](const QString& line) { return sent.indexOf(line); };
    const qsizetype on = indexOf(QStringLiteral("setoption name UCI_Chess960 value true"));
    const qsizetype first = indexOf(QStringLiteral(
        "position fen 1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1 moves d1f1"));
    const qsizetype off = indexOf(QStringLiteral("setoption name UCI_Chess960 value false"));
    const qsizetype second = indexOf(QStringLiteral("position startpos moves e2e4"));
    EXPECT_GE(on, 0) << sent.join(QLatin1Char('|')).toStdString();
    EXPECT_GT(first, on);
    EXPECT_GT(off, first);
    EXPECT_GT(second, off);
}

TEST(UciEngineProcess, AnEngineWithoutUciChess960IsNotSentAChess960Game) {
    FakeEngineScripts scripts;
    const QString log = scripts.filePath(QStringLiteral("sent.log"));
    UciEngineProcess engine;
    engine.setTimeouts(2000, 1000);
    QSignalSpy failed(&engine, &UciEngineProcess::failed);
    QSignalSpy finished(&engine, &UciEngineProcess::searchFinished);
    engine.start(scripts.make(QStringLiteral("good"), QStringLiteral("e7e5"),
        QStringLiteral("FAKE_UCI_LOG='%1' ").arg(log)));
    const Position chess960 = fromFen("1r1k1r2/pppppppp/8/8/8/8/PPPPPPPP/1R1K1R2 w KQkq - 0 1");
    engine.startSearch(1, chess960, { parseUciMove(chess960, "d1f1").value() }, moveTime(50));
    ASSERT_TRUE(failed.wait(kTimeoutMs));
    EXPECT_EQ(failed.first().at(0).toULongLong(), 1u);
    EXPECT_EQ(failed.first().at(1).value<UciEngineProcess::Failure>(),
        UciEngineProcess::Failure::Unsupported);
    EXPECT_TRUE(failed.first().at(2).toString().contains(QLatin1String("Chess960")));
    EXPECT_EQ(finished.count(), 0);
    QFile file(log);
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    const QString sent = QString::fromUtf8(file.readAll());
    EXPECT_FALSE(sent.contains(QLatin1String("1R1K1R2"))) << sent.toStdString();
    EXPECT_FALSE(sent.contains(QLatin1String("UCI_Chess960"))) << sent.toStdString();
}
