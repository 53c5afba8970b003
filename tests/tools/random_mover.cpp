// SPDX-License-Identifier: GPL-3.0-or-later
// A UCI engine that answers every `go` with a uniformly random legal move: the floor of the
// strength scale, for measuring the weakest level. Seeded by `--seed N` on the command line or
// the `Seed` option, so a run can be repeated.
#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/core/position.h"

#include <charconv>
#include <cstdint>
#include <iostream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace rochade;

constexpr std::uint32_t kDefaultSeed = 1;

std::optional<std::uint32_t> parseSeed(std::string_view text) {
    std::uint32_t seed = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), seed);
    if (error != std::errc {} || end != text.data() + text.size()) return std::nullopt;
    return seed;
}

/// Uniform over 0..count-1: draws that fall in the incomplete last block of `count` are drawn
/// again, so no move is favoured by the remainder (rng() % count alone would be).
std::size_t uniformIndex(std::size_t count, std::mt19937& rng) {
    const std::uint64_t range = std::uint64_t { std::mt19937::max() } + 1;
    const std::uint64_t limit = range - range % count;
    std::uint64_t draw = rng();
    while (draw >= limit)
        draw = rng();
    return static_cast<std::size_t>(draw % count);
}

/// The position a `position` command describes; the old one if the command is malformed.
Position readPosition(std::istringstream& words, const Position& current) {
    std::string word;
    words >> word;
    Position pos;
    if (word == "startpos") {
        pos = Position::startPosition();
        words >> word;
    } else if (word == "fen") {
        std::string fen;
        while (words >> word && word != "moves")
            fen += (fen.empty() ? "" : " ") + word;
        auto parsed = parseFen(fen);
        if (!parsed) {
            std::cout << "info string bad fen: " << parsed.error().message << std::endl;
            return current;
        }
        pos = parsed.value();
    } else {
        return current;
    }
    if (word != "moves") return pos;
    while (words >> word) {
        auto move = parseUciMove(pos, word);
        if (!move) {
            std::cout << "info string illegal move " << word << std::endl;
            return pos;
        }
        UndoInfo undo;
        pos.makeMove(move.value(), undo);
    }
    return pos;
}

} // namespace

int main(int argc, char** argv) {
    std::uint32_t seed = kDefaultSeed;
    const std::vector<std::string_view> args(argv + 1, argv + argc);
    for (std::size_t i = 0; i < args.size(); ++i) {
        const auto value = i + 1 < args.size() ? parseSeed(args[i + 1]) : std::nullopt;
        if (args[i] != "--seed" || !value) {
            std::cerr << "usage: rochade_random_mover [--seed N]\n";
            return 2;
        }
        seed = *value;
        ++i;
    }
    std::mt19937 rng(seed);
    Position pos = Position::startPosition();
    for (std::string line; std::getline(std::cin, line);) {
        std::istringstream words(line);
        std::string command;
        words >> command;
        if (command == "uci") {
            std::cout << "id name Rochade random mover\nid author the Rochade authors\n"
                      << "option name Seed type spin default " << kDefaultSeed
                      << " min 0 max 2147483647\nuciok" << std::endl;
        } else if (command == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (command == "setoption") {
            std::string name, value, word;
            words >> word >> name >> word >> value; // name Seed value N
            if (name == "Seed" && parseSeed(value)) rng.seed(*parseSeed(value));
        } else if (command == "position") {
            pos = readPosition(words, pos);
        } else if (command == "go") {
            const MoveList moves = MoveGenerator::legalMoves(pos);
            std::cout << "bestmove "
                      << (moves.empty() ? std::string("0000")
                                        : toUci(moves[uniformIndex(moves.size(), rng)]))
                      << std::endl;
        } else if (command == "quit") {
            return 0;
        }
    }
    return 0;
}
