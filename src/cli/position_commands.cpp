// SPDX-License-Identifier: GPL-3.0-or-later
// The perft and moves commands: rules-core queries on one position.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/core/fen.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <chrono>
#include <utility>
#include <vector>

namespace rochade::cli {

namespace {

constexpr int kMaxPerftDepth = 20;

/// The --fen option, "startpos" or absent meaning the initial position. With --chess960 the
/// FEN is read as Chess960 (X-FEN 'K'/'Q' name the outermost rook). A castling right the
/// position cannot have is dropped with a warning on `err`, prefixed by `command`.
Result<Position> positionArgument(
    const Arguments& arguments, std::string_view command, std::ostream& err) {
    const auto fen = arguments.value("fen");
    if (!fen || *fen == "startpos") return Position::startPosition();
    std::vector<std::string> warnings;
    auto pos = parseFen(
        *fen, arguments.has("chess960") ? FenVariant::Chess960 : FenVariant::Detect, warnings);
    if (!pos) return Error { "invalid FEN '" + *fen + "': " + pos.error().message };
    for (const std::string& warning : warnings)
        err << "rochade-cli " << command << ": warning: FEN: " << warning << '\n';
    return pos;
}

std::uint64_t countLeaves(Position& pos, int depth) {
    return depth == 0 ? 1 : perft(pos, depth);
}

/// Legal moves sorted by their UCI text, so output is stable whatever the generator order.
/// With `chess960`, castling is written as the king moving onto its rook (UCI_Chess960).
std::vector<std::pair<std::string, Move>> sortedMoves(const Position& pos, bool chess960) {
    std::vector<std::pair<std::string, Move>> moves;
    for (Move m : MoveGenerator::legalMoves(pos))
        moves.emplace_back(toUci(pos, m, chess960), m);
    std::sort(
        moves.begin(), moves.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    return moves;
}

} // namespace

int runPerftCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "fen", "depth" }, { "divide", "chess960" }, { "fen" }, 0 };
    auto arguments = Arguments::parse(args, spec);
    if (!arguments) {
        err << "rochade-cli perft: " << arguments.error().message << '\n';
        return kExitUsage;
    }
    if (!arguments.value().has("depth")) {
        err << "rochade-cli perft: --depth N is required\n";
        return kExitUsage;
    }
    auto depth = arguments.value().intValue("depth", 0, kMaxPerftDepth, 0);
    if (!depth) {
        err << "rochade-cli perft: " << depth.error().message << '\n';
        return kExitUsage;
    }
    auto start = positionArgument(arguments.value(), "perft", err);
    if (!start) {
        err << "rochade-cli perft: " << start.error().message << '\n';
        return kExitUsage;
    }
    Position pos = start.value();
    const int d = static_cast<int>(depth.value());

    const auto began = std::chrono::steady_clock::now();
    std::uint64_t total = 0;
    if (arguments.value().has("divide") && d > 0) {
        // A Chess960 FEN (X-FEN or Shredder-FEN rights) writes castling as Stockfish does
        // with UCI_Chess960; --chess960 asks for that form in any position.
        const bool chess960 = pos.isChess960() || arguments.value().has("chess960");
        for (const auto& [text, move] : sortedMoves(pos, chess960)) {
            UndoInfo undo;
            pos.makeMove(move, undo);
            const std::uint64_t nodes = countLeaves(pos, d - 1);
            pos.unmakeMove(move, undo);
            out << text << ": " << nodes << '\n';
            total += nodes;
        }
        out << '\n';
    } else {
        total = countLeaves(pos, d);
    }
    const auto elapsed = std::chrono::steady_clock::now() - began;
    out << "Nodes searched: " << total << '\n' << std::flush;

    const auto us = std::chrono::duration_cast<std::chrono::microseconds>(elapsed).count();
    const auto nps = us > 0
        ? static_cast<std::uint64_t>(static_cast<double>(total) * 1e6 / static_cast<double>(us))
        : 0;
    err << "Time: " << us / 1000 << " ms, " << nps << " nodes/s\n";
    return kExitOk;
}

int runMovesCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "fen" }, { "chess960" }, { "fen" }, 0 };
    auto arguments = Arguments::parse(args, spec);
    if (!arguments) {
        err << "rochade-cli moves: " << arguments.error().message << '\n';
        return kExitUsage;
    }
    auto start = positionArgument(arguments.value(), "moves", err);
    if (!start) {
        err << "rochade-cli moves: " << start.error().message << '\n';
        return kExitUsage;
    }
    const Position& pos = start.value();
    const auto moves = sortedMoves(pos, pos.isChess960() || arguments.value().has("chess960"));
    for (const auto& [text, move] : moves) {
        std::string san = toSan(pos, move);
        if (san.size() < 8) san.resize(8, ' ');
        out << san << ' ' << text << '\n';
    }
    out << "Legal moves: " << moves.size();
    if (moves.empty()) out << " (" << (pos.isInCheck() ? "checkmate" : "stalemate") << ')';
    out << '\n';
    return kExitOk;
}

} // namespace rochade::cli
