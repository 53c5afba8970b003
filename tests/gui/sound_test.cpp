// SPDX-License-Identifier: GPL-3.0-or-later
// The sounds: which one each move and each game end calls for (against positions), and in a
// real window with a sink that writes down what it is asked to play: mute, volume, the bump,
// keeping quiet while minimised, low time once; the Qt Multimedia sink on a machine without
// any audio device, and the committed WAV files.
#include "app/sound_actions.h"
#include "board/board_widget.h"
#include "rochade/core/notation.h"
#include "sound/move_sound.h"
#include "sound/sound_player.h"
#include "sound/sound_sink.h"

#include "gui_fixture.h"

#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QSoundEffect>
#include <QTest>
#include <QUrl>

#include <gtest/gtest.h>

#include <algorithm>

#include <ostream>
#include <utility>
#include <vector>

namespace rochade::gui {
namespace {

using namespace test;

// --- Which sound --------------------------------------------------------------------------

struct MoveSoundCase {
    const char* fen;
    const char* move; ///< UCI
    SoundEvent expected;
};

void PrintTo(const MoveSoundCase& c, std::ostream* os) {
    *os << c.fen << " " << c.move;
}

class MoveSoundTest : public ::testing::TestWithParam<MoveSoundCase> { };

TEST_P(MoveSoundTest, FromTheMoveAndThePositionItLeadsTo) {
    const MoveSoundCase& c = GetParam();
    const Position pos = fromFen(c.fen);
    const auto m = parseUciMove(pos, c.move);
    ASSERT_TRUE(m.ok()) << c.move;
    EXPECT_EQ(moveSound(pos, m.value()), c.expected) << c.fen << " " << c.move;
}

INSTANTIATE_TEST_SUITE_P(Positions, MoveSoundTest,
    ::testing::Values(
        // A quiet move, a pawn's double step, a knight.
        MoveSoundCase {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "e2e4", SoundEvent::Move },
        MoveSoundCase {
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "g1f3", SoundEvent::Move },
        // Captures, en passant among them (its target square is empty).
        MoveSoundCase { "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5",
            SoundEvent::Capture },
        MoveSoundCase { "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2", "e5d6", SoundEvent::Capture },
        // Castling, both wings.
        MoveSoundCase { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1", SoundEvent::Castle },
        MoveSoundCase { "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", SoundEvent::Castle },
        // Check, also when it is a capture, a castling or discovered.
        MoveSoundCase { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "h1h8", SoundEvent::Check },
        MoveSoundCase { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", SoundEvent::Castle },
        MoveSoundCase { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", SoundEvent::Check },
        MoveSoundCase { "4k3/4r3/8/8/8/8/8/4QK2 w - - 0 1", "e1e7", SoundEvent::Check },
        MoveSoundCase { "4k3/8/8/8/4N3/8/8/4RK2 w - - 0 1", "e4c3", SoundEvent::Check },
        // Promotion, to a knight too and with a capture; a promotion that checks is a check.
        MoveSoundCase { "8/P7/8/8/8/1k6/8/7K w - - 0 1", "a7a8q", SoundEvent::Promotion },
        MoveSoundCase { "8/P7/8/8/8/1k6/8/7K w - - 0 1", "a7a8n", SoundEvent::Promotion },
        MoveSoundCase { "1r6/P7/8/8/8/1k6/8/7K w - - 0 1", "a7b8n", SoundEvent::Promotion },
        MoveSoundCase { "1r6/P7/8/8/8/1k6/8/7K w - - 0 1", "a7b8q", SoundEvent::Check }));

TEST(EndSound, WinAndLossFromTheHumansSideADrawIsADraw) {
    EXPECT_EQ(endSound(GameResult::WhiteWins, Color::White), SoundEvent::Win);
    EXPECT_EQ(endSound(GameResult::WhiteWins, Color::Black), SoundEvent::Loss);
    EXPECT_EQ(endSound(GameResult::BlackWins, Color::Black), SoundEvent::Win);
    EXPECT_EQ(endSound(GameResult::BlackWins, Color::White), SoundEvent::Loss);
    EXPECT_EQ(endSound(GameResult::Draw, Color::White), SoundEvent::Draw);
    // Two people at one board: someone at it won.
    EXPECT_EQ(endSound(GameResult::BlackWins, std::nullopt), SoundEvent::Win);
    EXPECT_EQ(endSound(GameResult::Draw, std::nullopt), SoundEvent::Draw);
}

// --- In a window, through a sink that listens ------------------------------------------------

/// Writes down what it is asked to play, and at which volume.
class RecordingSink : public SoundSink {
public:
    explicit RecordingSink(std::vector<std::pair<SoundEvent, double>>& played)
        : m_played(played) { }
    void play(SoundEvent event, double volume) override { m_played.emplace_back(event, volume); }

private:
    std::vector<std::pair<SoundEvent, double>>& m_played;
};

class SoundWindowTest : public ::testing::Test {
protected:
    void SetUp() override { open(hotSeat()); }

    void open(const GameSetup& setup) {
        window = openWindow();
        window->startGame(setup);
        sounds = window->findChild<SoundActions*>();
        ASSERT_NE(sounds, nullptr);
        sounds->player()->setSink(std::make_unique<RecordingSink>(played));
        board = window->board();
        c = window->controller();
        played.clear();
    }

    std::vector<SoundEvent> events() const {
        std::vector<SoundEvent> out;
        for (const auto& p : played)
            out.push_back(p.first);
        return out;
    }

    std::vector<std::pair<SoundEvent, double>> played;
    std::unique_ptr<MainWindow> window;
    SoundActions* sounds = nullptr;
    BoardWidget* board = nullptr;
    GameController* c = nullptr;
};

TEST_F(SoundWindowTest, EachMoveOnTheBoardIsHeardAndAMateOnlyAsTheWin) {
    clickMove(board, "e2", "e4");
    clickMove(board, "e7", "e5");
    play(*c, { "Qh5", "Nc6", "Bc4", "Nf6" });
    ASSERT_EQ(played.size(), 6u);
    EXPECT_EQ(events(), std::vector<SoundEvent>(6, SoundEvent::Move));
    EXPECT_DOUBLE_EQ(played.front().second, 0.8); // the default volume
    played.clear();
    clickMove(board, "h5", "f7"); // Qxf7#: a capture with check, and the game's end
    ASSERT_TRUE(c->game().isOver());
    EXPECT_EQ(events(), std::vector<SoundEvent> { SoundEvent::Win });
}

TEST_F(SoundWindowTest, CapturesCastlingAndChecksOnTheBoard) {
    play(*c, { "e4", "d5" });
    played.clear();
    clickMove(board, "e4", "d5");
    play(*c, { "Qxd5", "Nf3", "Qe4+" });
    clickMove(board, "f1", "e2"); // blocks the check
    play(*c, { "Nf6" });
    clickMove(board, "e1", "g1");
    const std::vector<SoundEvent> expected { SoundEvent::Capture, SoundEvent::Capture,
        SoundEvent::Move, SoundEvent::Check, SoundEvent::Move, SoundEvent::Move,
        SoundEvent::Castle };
    EXPECT_EQ(events(), expected);
}

TEST_F(SoundWindowTest, TheComputerWinningIsALossAndResigningToo) {
    open(vsComputer(ColorChoice::White));
    c->resign();
    ASSERT_TRUE(c->game().isOver());
    EXPECT_EQ(events(), std::vector<SoundEvent> { SoundEvent::Loss });
}

TEST_F(SoundWindowTest, MuteAndVolumeAreObeyedAndRemembered) {
    sounds->muteAction()->trigger();
    clickMove(board, "e2", "e4");
    EXPECT_TRUE(played.empty());
    EXPECT_TRUE(QSettings().value(QStringLiteral("sound/muted")).toBool());

    sounds->muteAction()->trigger();
    QAction* quarter = action(*window, "soundVolume25");
    ASSERT_NE(quarter, nullptr);
    quarter->trigger();
    clickMove(board, "e7", "e5");
    ASSERT_EQ(played.size(), 1u);
    EXPECT_DOUBLE_EQ(played[0].second, 0.25);
    EXPECT_EQ(QSettings().value(QStringLiteral("sound/volume")).toInt(), 25);

    // The next start hears the same.
    const auto again = openWindow();
    auto* next = again->findChild<SoundActions*>();
    EXPECT_EQ(next->player()->settings().volumePercent, 25);
    EXPECT_FALSE(next->player()->settings().muted);
    EXPECT_TRUE(action(*again, "soundVolume25")->isChecked());
    EXPECT_FALSE(next->muteAction()->isChecked());
}

TEST_F(SoundWindowTest, TheBumpForARefusedMoveIsOffUntilAsked) {
    clickMove(board, "e2", "e5"); // a pawn cannot go there
    EXPECT_TRUE(played.empty());
    EXPECT_FALSE(sounds->bumpAction()->isChecked());

    sounds->bumpAction()->trigger();
    clickMove(board, "g1", "g3");
    EXPECT_EQ(events(), std::vector<SoundEvent> { SoundEvent::Illegal });
    EXPECT_TRUE(QSettings().value(QStringLiteral("sound/illegalBump")).toBool());
    played.clear();
    clickSquare(board, at("e5")); // an empty square, nothing in hand: no move tried
    EXPECT_TRUE(played.empty());
}

TEST_F(SoundWindowTest, QuietWhileMinimisedWhenAsked) {
    window->showMinimized();
    ASSERT_TRUE(window->isMinimized());
    play(*c, { "e4" });
    EXPECT_EQ(played.size(), 1u); // not asked yet

    sounds->quietWhenMinimisedAction()->trigger();
    play(*c, { "e5" });
    EXPECT_EQ(played.size(), 1u);
    window->showNormal();
    play(*c, { "Nf3" });
    EXPECT_EQ(played.size(), 2u);
}

TEST(SoundClock, LowTimeSoundsOnceUnderTenSecondsOnTheHumansClock) {
    std::vector<std::pair<SoundEvent, double>> played;
    qint64 now = 0;
    const auto w = openWindow();
    w->controller()->clockKeeper()->setTimeSource([&now] { return now; });
    w->startGame(timedHotSeat({ 30'000, 0 }));
    w->findChild<SoundActions*>()->player()->setSink(std::make_unique<RecordingSink>(played));
    GameController* c = w->controller();
    const auto lowTimes = [&] {
        return std::count_if(played.begin(), played.end(),
            [](const auto& p) { return p.first == SoundEvent::LowTime; });
    };
    ASSERT_TRUE(c->playMoveText("e4"));
    now = 19'000; // Black: 11 s left
    QTest::qWait(300);
    EXPECT_EQ(lowTimes(), 0);
    now = 21'000; // 9 s
    ASSERT_TRUE(QTest::qWaitFor([&] { return lowTimes() == 1; }, kTimeoutMs));
    now = 25'000;
    QTest::qWait(300);
    EXPECT_EQ(lowTimes(), 1); // once
    ASSERT_TRUE(c->playMoveText("e5"));
    now = 25'000 + 22'000; // White: 8 s
    ASSERT_TRUE(QTest::qWaitFor([&] { return lowTimes() == 2; }, kTimeoutMs));
}

TEST(SoundClock, TheComputersClockIsNotWarned) {
    std::vector<std::pair<SoundEvent, double>> played;
    qint64 now = 0;
    const auto w = openWindow();
    GameController* c = w->controller();
    c->clockKeeper()->setTimeSource([&now] { return now; });
    thinkForever(*c);
    GameSetup setup = vsComputer(ColorChoice::White);
    setup.timeControl = { 30'000, 0 };
    w->startGame(setup);
    w->findChild<SoundActions*>()->player()->setSink(std::make_unique<RecordingSink>(played));
    ASSERT_TRUE(c->playMoveText("e4"));
    ASSERT_TRUE(c->isThinking());
    now = 25'000; // the computer's 5 s
    QTest::qWait(400);
    for (const auto& p : played)
        EXPECT_NE(p.first, SoundEvent::LowTime);
}

// --- Qt Multimedia, and the files ----------------------------------------------------------

TEST(SoundEffectSink, PlaysWithoutAnAudioDeviceAndNothingHappens) {
    // The test machine has no sound card and no sound server (QT_QPA_PLATFORM=offscreen):
    // the real sink is made, asked for every sound, and the program goes on.
    SoundEffectSink sink;
    for (SoundEvent e : kAllSoundEvents)
        sink.play(e, 1.0);
    QTest::qWait(200);
    if (sink.isLoaded()) {
        // With a device, each effect plays its own file.
        EXPECT_EQ(sink.effect(SoundEvent::Castle)->source(), QUrl("qrc:/sounds/castle.wav"));
    } else {
        EXPECT_EQ(sink.effect(SoundEvent::Castle), nullptr);
    }
    // And a window with the real sink plays a move.
    const auto w = openWindow();
    w->startGame(hotSeat());
    EXPECT_TRUE(w->controller()->playMoveText("e4"));
}

/// The little-endian number of `bytes` bytes at `offset`.
quint32 field(const QByteArray& data, int offset, int bytes) {
    quint32 v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | static_cast<quint8>(data[offset + i]);
    return v;
}

TEST(SoundFiles, EveryEventHasAShortPcmWaveCompiledIn) {
    SoundEffectSink sink; // registers the resources
    for (SoundEvent e : kAllSoundEvents) {
        QFile file(soundResource(e));
        ASSERT_TRUE(file.open(QIODevice::ReadOnly)) << file.fileName().toStdString();
        const QByteArray data = file.readAll();
        ASSERT_GT(data.size(), 44) << file.fileName().toStdString();
        EXPECT_EQ(data.left(4), "RIFF");
        EXPECT_EQ(data.mid(8, 4), "WAVE");
        EXPECT_EQ(data.mid(12, 4), "fmt ");
        EXPECT_EQ(field(data, 20, 2), 1u); // PCM
        EXPECT_EQ(field(data, 22, 2), 1u); // mono
        EXPECT_EQ(field(data, 24, 4), 44100u);
        EXPECT_EQ(field(data, 34, 2), 16u);
        // Between 50 ms and 1.5 s of sound.
        const double seconds = (data.size() - 44) / (44100.0 * 2);
        EXPECT_GT(seconds, 0.05) << file.fileName().toStdString();
        EXPECT_LT(seconds, 1.5) << file.fileName().toStdString();
    }
}

} // namespace
} // namespace rochade::gui
