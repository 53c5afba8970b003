// SPDX-License-Identifier: GPL-3.0-or-later
// The practice card file at the sizes a player reaches: 1,000 and 10,000 cards, each with a
// few answers. Text written and read, and the whole atomic save (fsync included) to a file
// in the temporary directory.
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/card_file.h"
#include "rochade/training/durable_file.h"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <set>
#include <unistd.h>

using namespace rochade;
using namespace rochade::training;

namespace {

constexpr std::chrono::sys_days kBenchDay
    = std::chrono::year_month_day { std::chrono::year { 2026 }, std::chrono::month { 12 },
          std::chrono::day { 3 } };

/// `count` different cards from pseudo-random games, each answered three times.
std::vector<PracticeCard> benchCards(std::size_t count) {
    std::vector<PracticeCard> cards;
    std::set<std::string> keys;
    std::uint64_t state = 7;
    const auto next = [&state](std::size_t bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::size_t>((state >> 33) % bound);
    };
    const FsrsScheduler scheduler;
    Position position = Position::startPosition();
    while (cards.size() < count) {
        const MoveList legal = MoveGenerator::legalMoves(position);
        if (legal.size() < 2 || position.fullmoveNumber() > 60) {
            position = Position::startPosition();
            continue;
        }
        const Move played = legal[next(legal.size())];
        const Move better = legal[played == legal[0] ? 1 : 0];
        PracticeCard card;
        card.position = positionKeyOfFen(toFen(position));
        card.played = { toUci(played), toSan(position, played) };
        card.better = { { toUci(better), toSan(position, better) } };
        card.bestLine = { toUci(better) };
        card.evalBefore = "0.35";
        card.evalAfter = "-1.20";
        card.explanation = "Loses the knight on c3 after ...d4.";
        CardSource source;
        source.path = "/home/player/games/all-my-games-2026.pgn";
        source.gameIndex = static_cast<std::int64_t>(cards.size());
        source.byteOffset = source.gameIndex * 1200;
        source.ply = position.fullmoveNumber() * 2;
        source.white = "Player, Some";
        source.black = "Opponent, Another";
        source.date = "2026.11.30";
        source.event = "Club championship";
        card.sources = { source };
        card.added = kBenchDay;
        std::chrono::sys_days day = kBenchDay;
        for (const Recall recall : { Recall::Again, Recall::Good, Recall::Good }) {
            card.schedule = scheduler.review(card.schedule, recall, day);
            card.answers.push_back({ day, recall, AnswerOutcome::Right, card.better[0].uci });
            day = card.schedule.due;
        }
        if (keys.insert(card.key()).second) cards.push_back(std::move(card));
        UndoInfo undo;
        position.makeMove(played, undo);
    }
    return cards;
}

void BM_CardFileWrite(benchmark::State& state) {
    const auto cards = benchCards(static_cast<std::size_t>(state.range(0)));
    std::size_t bytes = 0;
    for (auto _ : state) {
        const std::string text = writeCardFile(cards);
        bytes = text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
}

void BM_CardFileRead(benchmark::State& state) {
    const std::string text = writeCardFile(benchCards(static_cast<std::size_t>(state.range(0))));
    for (auto _ : state) {
        auto cards = parseCardFile(text);
        if (!cards) state.SkipWithError(cards.error().message.c_str());
        benchmark::DoNotOptimize(cards);
    }
}

void BM_CardDeckSave(benchmark::State& state) {
    const std::string path = (std::filesystem::temp_directory_path()
        / ("rochade_cards_bench_" + std::to_string(::getpid()) + ".txt"))
                                 .string();
    // Read from a file, as the window has it: the cards with their answers.
    if (!writeFileAtomically(
            path, writeCardFile(benchCards(static_cast<std::size_t>(state.range(0))))))
        state.SkipWithError("cannot write the file");
    CardDeck deck = CardDeck::open(path).value();
    for (auto _ : state)
        if (!deck.save()) state.SkipWithError("save failed");
    std::filesystem::remove(path);
}

} // namespace

BENCHMARK(BM_CardFileWrite)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CardFileRead)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_CardDeckSave)->Arg(1000)->Arg(10000)->Unit(benchmark::kMillisecond);
