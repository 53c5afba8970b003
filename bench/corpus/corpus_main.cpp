// SPDX-License-Identifier: GPL-3.0-or-later
// rochade_corpus: writes N games of PGN from a seed, the same bytes for the same seed (and
// any number of threads), for the game library's benchmark. Not installed.
//
//   rochade_corpus --games 1000000 --seed 1 --out /tmp/corpus.pgn [--threads 2]
//                  [--sample-fens 1000 [--fens-out /tmp/corpus.fens]]
#include "corpus_game.h"
#include "corpus_world.h"
#include "rochade/cli/arguments.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace {

using rochade::corpus::CorpusRandom;
using rochade::corpus::CorpusWorld;

/// Games written by one thread at a time: big enough that handing chunks out costs nothing,
/// small enough that memory stays flat (a few hundred kilobytes of text each).
constexpr std::uint64_t kGamesPerChunk = 256;
constexpr std::uint64_t kFenStream = 0x66656E73ULL; // "fens"

/// A position to sample: game number, and where in the game (a fraction of its length).
struct FenSample {
    std::uint64_t game = 0;
    double fraction = 0;
};

/// `count` positions drawn from the games: the game uniformly, the ply uniformly within it;
/// sorted by game so that each chunk finds its own.
std::vector<FenSample> drawFenSamples(
    std::uint64_t seed, std::uint64_t games, std::uint64_t count) {
    std::vector<FenSample> samples;
    if (games == 0) return samples;
    CorpusRandom random = CorpusRandom::forStream(seed, kFenStream);
    for (std::uint64_t i = 0; i < count; ++i) {
        const std::uint64_t game = random.below(games);
        samples.push_back({ game, random.unit() });
    }
    std::stable_sort(samples.begin(), samples.end(),
        [](const FenSample& a, const FenSample& b) { return a.game < b.game; });
    return samples;
}

/// What one chunk of games became.
struct CorpusChunk {
    std::string pgn;
    std::vector<std::string> fens;
};

void writeChunk(const CorpusWorld& world, std::uint64_t seed, std::uint64_t first,
    std::uint64_t end, const std::vector<FenSample>& samples, CorpusChunk& chunk) {
    chunk.pgn.clear();
    chunk.fens.clear();
    auto sample = std::lower_bound(samples.begin(), samples.end(), first,
        [](const FenSample& s, std::uint64_t game) { return s.game < game; });
    std::vector<double> fractions;
    for (std::uint64_t game = first; game < end; ++game) {
        fractions.clear();
        for (; sample != samples.end() && sample->game == game; ++sample)
            fractions.push_back(sample->fraction);
        rochade::corpus::writeCorpusGame(world, seed, game, fractions, chunk.pgn, chunk.fens);
    }
}

/// The chunks between the threads that write them and the one that writes them out, in a
/// ring of slots: chunk n goes into slot n % size once chunk n - size has been written out,
/// so at most `size` chunks are held whatever the corpus's size, and the output keeps the
/// chunks' order whichever thread finishes first.
class ChunkRing {
public:
    explicit ChunkRing(std::size_t size)
        : m_slots(size) {
        for (std::size_t i = 0; i < size; ++i)
            m_slots[i].number = i;
    }
    /// For a thread that was given chunk `number`: its slot, once free.
    CorpusChunk& claim(std::uint64_t number) {
        std::unique_lock lock(m_mutex);
        Slot& slot = slotOf(number);
        m_changed.wait(lock, [&] { return slot.number == number; });
        return slot.chunk;
    }
    /// Chunk `number` is written into its slot.
    void fill(std::uint64_t number) {
        const std::lock_guard lock(m_mutex);
        slotOf(number).ready = true;
        m_changed.notify_all();
    }
    /// For the thread that writes the chunks out: chunk `number`, once filled.
    const CorpusChunk& take(std::uint64_t number) {
        std::unique_lock lock(m_mutex);
        Slot& slot = slotOf(number);
        m_changed.wait(lock, [&] { return slot.number == number && slot.ready; });
        return slot.chunk;
    }
    /// Chunk `number` is written out: its slot is chunk number + size's.
    void release(std::uint64_t number) {
        const std::lock_guard lock(m_mutex);
        Slot& slot = slotOf(number);
        slot.ready = false;
        slot.number = number + m_slots.size();
        m_changed.notify_all();
    }

private:
    struct Slot {
        CorpusChunk chunk;
        std::uint64_t number = 0; ///< the chunk this slot holds or is to hold
        bool ready = false;
    };
    Slot& slotOf(std::uint64_t number) { return m_slots[number % m_slots.size()]; }

    std::vector<Slot> m_slots;
    std::mutex m_mutex;
    std::condition_variable m_changed;
};

/// A file written under `path`.tmp and renamed over `path` when complete, so a reader never
/// sees half a corpus.
class CorpusFile {
public:
    explicit CorpusFile(std::string path)
        : m_path(std::move(path))
        , m_tmp(m_path + ".tmp")
        , m_file(m_tmp, std::ios::binary | std::ios::trunc) { }
    ~CorpusFile() {
        if (m_done) return;
        m_file.close();
        std::error_code ec;
        std::filesystem::remove(m_tmp, ec);
    }
    bool isOpen() const { return m_file.is_open(); }
    void write(const std::string& text) {
        m_file.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
    bool commit() {
        m_file.close();
        if (!m_file) return false;
        std::error_code ec;
        std::filesystem::rename(m_tmp, m_path, ec);
        m_done = !ec;
        return m_done;
    }
    const std::string& tmpPath() const { return m_tmp; }

private:
    std::string m_path;
    std::string m_tmp;
    std::ofstream m_file;
    bool m_done = false;
};

int usage(const std::string& message) {
    std::cerr << "rochade_corpus: " << message << "\n"
              << "usage: rochade_corpus --games N --seed S --out FILE [--threads T]\n"
              << "                      [--sample-fens N [--fens-out FILE]]\n";
    return 2;
}

} // namespace

int main(int argc, char** argv) {
    using rochade::cli::Arguments;
    const std::vector<std::string> args(argv + 1, argv + argc);
    const rochade::cli::ArgumentSpec spec {
        { "games", "seed", "out", "threads", "sample-fens", "fens-out" }, {}, {}, 0
    };
    const auto parsed = Arguments::parse(args, spec);
    if (!parsed) return usage(parsed.error().message);
    const Arguments& arguments = parsed.value();
    const auto games = arguments.intValue("games", 0, 1'000'000'000, 1000);
    const auto seed = arguments.intValue("seed", 0, INT64_MAX, 1);
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const auto threads = arguments.intValue("threads", 1, 256, cores);
    const auto sampleCount = arguments.intValue("sample-fens", 0, 10'000'000, 0);
    for (const auto* value : { &games, &seed, &threads, &sampleCount })
        if (!*value) return usage(value->error().message);
    const std::optional<std::string> outPath = arguments.value("out");
    if (!outPath) return usage("--out FILE is required");
    std::string fensPath = arguments.value("fens-out").value_or("");
    if (sampleCount.value() > 0 && fensPath.empty())
        fensPath = std::filesystem::path(*outPath).replace_extension(".fens").string();
    if (sampleCount.value() == 0 && !fensPath.empty())
        return usage("--fens-out needs --sample-fens N");

    const auto started = std::chrono::steady_clock::now();
    const auto gameTotal = static_cast<std::uint64_t>(games.value());
    const auto corpusSeed = static_cast<std::uint64_t>(seed.value());
    const CorpusWorld world(corpusSeed);
    const std::vector<FenSample> samples
        = drawFenSamples(corpusSeed, gameTotal, static_cast<std::uint64_t>(sampleCount.value()));

    CorpusFile pgn(*outPath);
    if (!pgn.isOpen()) return usage("cannot open '" + pgn.tmpPath() + "' for writing");
    std::optional<CorpusFile> fenFile;
    if (!fensPath.empty()) {
        fenFile.emplace(fensPath);
        if (!fenFile->isOpen())
            return usage("cannot open '" + fenFile->tmpPath() + "' for writing");
    }

    // The threads take chunk numbers in turn; this thread writes the chunks out in order.
    const auto workers = static_cast<std::size_t>(threads.value());
    const std::uint64_t chunkCount = (gameTotal + kGamesPerChunk - 1) / kGamesPerChunk;
    ChunkRing ring(2 * workers);
    std::atomic<std::uint64_t> nextChunk { 0 };
    std::vector<std::thread> pool;
    for (std::size_t w = 0; w < workers; ++w) {
        pool.emplace_back([&] {
            for (std::uint64_t number; (number = nextChunk.fetch_add(1)) < chunkCount;) {
                CorpusChunk& chunk = ring.claim(number);
                const std::uint64_t first = number * kGamesPerChunk;
                writeChunk(world, corpusSeed, first, std::min(gameTotal, first + kGamesPerChunk),
                    samples, chunk);
                ring.fill(number);
            }
        });
    }
    std::uint64_t bytes = 0;
    for (std::uint64_t number = 0; number < chunkCount; ++number) {
        const CorpusChunk& chunk = ring.take(number);
        pgn.write(chunk.pgn);
        bytes += chunk.pgn.size();
        if (fenFile)
            for (const std::string& fen : chunk.fens)
                fenFile->write(fen + '\n');
        ring.release(number);
    }
    for (std::thread& thread : pool)
        thread.join();
    if (!pgn.commit()) return usage("cannot write '" + *outPath + "'");
    if (fenFile && !fenFile->commit()) return usage("cannot write '" + fensPath + "'");
    const double seconds
        = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::fprintf(stderr, "# %llu games, %llu bytes, %zu positions sampled, %.1f s, %zu threads\n",
        static_cast<unsigned long long>(gameTotal), static_cast<unsigned long long>(bytes),
        samples.size(), seconds, workers);
    return 0;
}
