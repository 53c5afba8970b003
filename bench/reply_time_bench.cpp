// SPDX-License-Identifier: GPL-3.0-or-later
// The window's reply times per level, as the policy gives them for real searches: every level
// searches each position of the PGN files given (or pychess's game collections), takes a book
// move where the window would, and the policy turns what it saw into a reply time. Prints one
// line a level: mean, standard deviation, 10th, 50th and 90th percentile, slowest (ms).
// Usage: rochade_reply_time_bench [--positions N] [FILE.pgn...]
#include "rochade/core/openings.h"
#include "rochade/core/pgn.h"
#include "rochade/engine/book_move.h"
#include "rochade/engine/level.h"
#include "rochade/engine/reply_time.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <optional>
#include <string>
#include <vector>

namespace {

using namespace rochade;

struct BenchPosition {
    Position pos;
    std::vector<std::uint64_t> history;
    std::optional<Square> justCapturedOn;
};

// Every `step`-th position of the games' main lines, up to `count`.
std::vector<BenchPosition> readPositions(const std::vector<std::string>& files, std::size_t count) {
    std::vector<BenchPosition> all;
    for (const std::string& file : files) {
        std::ifstream in(file, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), {});
        for (const PgnGame& game : parsePgn(text).games) {
            Position pos = game.start();
            std::vector<std::uint64_t> history;
            int capturedOn = -1; // an int, not an optional: GCC then sees it set
            for (Move m : game.moves()) {
                all.push_back({ pos, history,
                    capturedOn >= 0 ? std::optional<Square>(static_cast<Square>(capturedOn))
                                    : std::nullopt });
                capturedOn = m.isCapture() ? m.to() : -1;
                history.push_back(pos.hash());
                UndoInfo undo;
                pos.makeMove(m, undo);
            }
        }
    }
    std::vector<BenchPosition> chosen;
    const std::size_t step = std::max<std::size_t>(1, all.size() / count);
    for (std::size_t i = 0; i < all.size() && chosen.size() < count; i += step)
        chosen.push_back(all[i]);
    return chosen;
}

} // namespace

int main(int argc, char** argv) {
    std::size_t count = 200;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--positions" && i + 1 < argc)
            count = static_cast<std::size_t>(std::stoul(argv[++i]));
        else
            files.push_back(arg);
    }
    if (files.empty())
        files = { "/usr/share/pychess/learn/lessons/"
                  "lichess_study_beautiful-chess-studies-1_by_thijscom_2018.03.05.pgn",
            "/usr/share/pychess/learn/puzzles/mate_in_4.pgn" };
    const std::vector<BenchPosition> positions = readPositions(files, count);
    std::printf("# %zu positions\n", positions.size());
    std::printf("level\tmean_ms\tsd_ms\tp10\tp50\tp90\tmax\tforced\tbook\n");
    engine::Searcher searcher(16);
    for (engine::Level level : engine::kAllLevels) {
        std::mt19937 rng(2026);
        std::vector<int> times;
        int forced = 0;
        int book = 0;
        for (const BenchPosition& b : positions) {
            engine::SearchLimits limits;
            if (level == engine::Level::Full) limits.nodes = 200000; // the window's clock
            engine::SearchResult result;
            if (const std::optional<Move> move
                = engine::pickBookMoveAtLevel(OpeningCatalogue::builtin(), b.pos, level, rng)) {
                result.bestMove = *move;
            } else {
                result = engine::chooseMove(searcher, b.pos, b.history, level, rng, limits);
            }
            if (result.bestMove.isNull()) continue;
            const engine::ReplyFacts facts = engine::replyFacts(b.pos, result, b.justCapturedOn);
            forced += facts.onlyMove || facts.recapture;
            book += facts.bookMove;
            // The search's own time counts: the window shows the reply at the later of the two.
            times.push_back(std::max(engine::replyTimeMs(level, facts, rng), result.timeMs));
        }
        std::sort(times.begin(), times.end());
        double sum = 0;
        for (int t : times)
            sum += t;
        const double mean = sum / static_cast<double>(times.size());
        double squares = 0;
        for (int t : times)
            squares += (t - mean) * (t - mean);
        const auto at = [&times](double q) {
            return times[static_cast<std::size_t>(q * static_cast<double>(times.size() - 1))];
        };
        std::printf("%s\t%.0f\t%.0f\t%d\t%d\t%d\t%d\t%d\t%d\n", engine::levelLabel(level).c_str(),
            mean, std::sqrt(squares / static_cast<double>(times.size())), at(0.1), at(0.5), at(0.9),
            times.back(), forced, book);
    }
    return 0;
}
