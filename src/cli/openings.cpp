// SPDX-License-Identifier: GPL-3.0-or-later
// Opening lines for self-play matches.
#include "rochade/cli/openings.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <fstream>
#include <sstream>

namespace rochade::cli {

namespace {

std::vector<std::string> splitWords(const std::string& text) {
    std::istringstream stream(text);
    std::vector<std::string> words;
    for (std::string word; stream >> word;)
        words.push_back(word);
    return words;
}

Opening makeOpening(std::string name, const std::string& moves) {
    return Opening { std::move(name), std::string(kStartFen), splitWords(moves) };
}

} // namespace

const std::vector<Opening>& builtinOpenings() {
    // Main lines in which neither side is known to stand clearly better; short, so that
    // the engines, not the book, decide the game.
    static const std::vector<Opening> openings = {
        makeOpening("Ruy Lopez", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6"),
        makeOpening("Italian Game", "e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 c2c3 g8f6"),
        makeOpening("Petrov Defence", "e2e4 e7e5 g1f3 g8f6 f3e5 d7d6 e5f3 f6e4"),
        makeOpening("Scotch Game", "e2e4 e7e5 g1f3 b8c6 d2d4 e5d4 f3d4 g8f6"),
        makeOpening("Four Knights", "e2e4 e7e5 g1f3 b8c6 b1c3 g8f6 f1b5 f8b4"),
        makeOpening("Sicilian Najdorf", "e2e4 c7c5 g1f3 d7d6 d2d4 c5d4 f3d4 g8f6 b1c3 a7a6"),
        makeOpening("Sicilian Taimanov", "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4 f3d4 b8c6"),
        makeOpening("Closed Sicilian", "e2e4 c7c5 b1c3 b8c6 g2g3 g7g6 f1g2 f8g7"),
        makeOpening("French Defence", "e2e4 e7e6 d2d4 d7d5 b1c3 g8f6 c1g5 f8e7"),
        makeOpening("Caro-Kann Defence", "e2e4 c7c6 d2d4 d7d5 b1c3 d5e4 c3e4 c8f5"),
        makeOpening("Pirc Defence", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6 g1f3 f8g7"),
        makeOpening("Scandinavian Defence", "e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 d2d4 g8f6"),
        makeOpening("Queen's Gambit Declined", "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5 f8e7"),
        makeOpening("Slav Defence", "d2d4 d7d5 c2c4 c7c6 g1f3 g8f6 b1c3 d5c4"),
        makeOpening("Queen's Gambit Accepted", "d2d4 d7d5 c2c4 d5c4 g1f3 g8f6 e2e3 e7e6"),
        makeOpening("Nimzo-Indian Defence", "d2d4 g8f6 c2c4 e7e6 b1c3 f8b4 e2e3 e8g8"),
        makeOpening("Queen's Indian Defence", "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6 g2g3 c8b7"),
        makeOpening("King's Indian Defence", "d2d4 g8f6 c2c4 g7g6 b1c3 f8g7 e2e4 d7d6"),
        makeOpening("Grunfeld Defence", "d2d4 g8f6 c2c4 g7g6 b1c3 d7d5 c4d5 f6d5"),
        makeOpening("London System", "d2d4 d7d5 g1f3 g8f6 c1f4 c7c5 e2e3 b8c6"),
        makeOpening("Dutch Defence", "d2d4 f7f5 g2g3 g8f6 f1g2 e7e6 g1f3 f8e7"),
        makeOpening("English Opening", "c2c4 e7e5 b1c3 g8f6 g1f3 b8c6 g2g3 d7d5"),
        makeOpening("Symmetrical English", "c2c4 c7c5 g1f3 g8f6 b1c3 b8c6 g2g3 g7g6"),
        makeOpening("Reti Opening", "g1f3 d7d5 g2g3 g8f6 f1g2 c7c6 e1g1 c8g4"),
    };
    return openings;
}

Result<Game> openingGame(const Opening& opening) {
    auto start = parseFen(opening.fen);
    if (!start) return Error { "bad FEN '" + opening.fen + "': " + start.error().message };
    Game game(start.value());
    for (std::size_t i = 0; i < opening.uciMoves.size(); ++i) {
        const std::string& text = opening.uciMoves[i];
        auto move = parseUciMove(game.position(), text);
        if (!move)
            return Error { "move " + std::to_string(i + 1) + " '" + text
                + "': " + move.error().message };
        auto played = game.playMove(move.value());
        if (!played)
            return Error { "move " + std::to_string(i + 1) + " '" + text
                + "': " + played.error().message };
    }
    if (game.isOver()) return Error { "the game is already over after the opening" };
    return game;
}

Result<std::vector<Opening>> parseOpenings(std::istream& in) {
    std::vector<Opening> openings;
    int lineNumber = 0;
    for (std::string line; std::getline(in, line);) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos || line[first] == '#') continue;
        Opening opening;
        opening.name = "line " + std::to_string(lineNumber);
        if (line.find('/') != std::string::npos) {
            const auto movesAt = line.find(" moves ");
            opening.fen = line.substr(
                first, movesAt == std::string::npos ? std::string::npos : movesAt - first);
            if (movesAt != std::string::npos)
                opening.uciMoves = splitWords(line.substr(movesAt + 7));
        } else {
            opening.fen = std::string(kStartFen);
            opening.uciMoves = splitWords(line);
        }
        auto game = openingGame(opening);
        if (!game)
            return Error { "openings line " + std::to_string(lineNumber) + ": "
                + game.error().message };
        openings.push_back(std::move(opening));
    }
    if (openings.empty())
        return Error { "no openings found (expected FEN lines or UCI move lines)" };
    return openings;
}

Result<std::vector<Opening>> loadOpenings(const std::string& path) {
    std::ifstream file(path);
    if (!file) return Error { "cannot read openings file '" + path + "'" };
    auto openings = parseOpenings(file);
    if (!openings) return Error { path + ": " + openings.error().message };
    return openings;
}

} // namespace rochade::cli
