// SPDX-License-Identifier: GPL-3.0-or-later
// The opening catalogue: known lines, transpositions, the whole data set, leaving the book
// and malformed tables.
#include "rochade/core/chess960.h"
#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/core/openings.h"

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace rochade {
namespace {

/// A game of `moves` (SAN) from the initial position, its last move current.
Game playLine(const std::vector<std::string>& moves) {
    Game game;
    for (const std::string& san : moves) {
        const auto node = game.addSanMove(game.currentNode(), san);
        EXPECT_TRUE(node.ok()) << san;
        if (node.ok()) game.goTo(*node.value());
    }
    return game;
}

/// "C00 French Defense", or "none".
std::string describe(const OpeningEntry* entry) {
    return entry ? entry->eco + " " + entry->name : std::string("none");
}

std::string classifyLine(const std::vector<std::string>& moves) {
    const Game game = playLine(moves);
    return describe(OpeningCatalogue::builtin().classify(game.currentNode()));
}

TEST(OpeningCatalogue, AChess960GameHasNoStandardOpeningName) {
    // Number 518 is the standard set-up, so without the variant check 1. e4 e6 would read as
    // the French Defense.
    Game game(chess960StartPosition(kStandardChess960Number).value());
    for (const std::string san : { "e4", "e6" }) {
        const auto node = game.addSanMove(game.currentNode(), san);
        ASSERT_TRUE(node.ok()) << san;
        game.goTo(*node.value());
    }
    EXPECT_EQ(describe(OpeningCatalogue::builtin().classify(game.currentNode())), "none");
    EXPECT_EQ(classifyLine({ "e4", "e6" }), "C00 French Defense"); // the standard game still is
}

TEST(OpeningCatalogue, KnownLinesGiveTheirCodeAndName) {
    EXPECT_EQ(classifyLine({ "e4", "e6" }), "C00 French Defense");
    EXPECT_EQ(classifyLine({ "e4", "c5" }), "B20 Sicilian Defense");
    EXPECT_EQ(classifyLine({ "e4", "e5", "Nf3", "Nc6", "Bb5" }), "C60 Ruy Lopez");
    EXPECT_EQ(classifyLine({ "d4", "d5", "c4" }), "D06 Queen's Gambit");
}

TEST(OpeningCatalogue, TheStartPositionHasNoName) {
    const Game game;
    EXPECT_EQ(OpeningCatalogue::builtin().classify(game.currentNode()), nullptr);
}

TEST(OpeningCatalogue, ATranspositionFindsTheEntryOfTheBookOrder) {
    // The table has the Nimzo-Indian as 1.d4 Nf6 2.c4 e6 3.Nc3 Bb4 only; the English move
    // order reaches the same position through positions of other names.
    const std::string book = classifyLine({ "d4", "Nf6", "c4", "e6", "Nc3", "Bb4" });
    EXPECT_EQ(book, "E20 Nimzo-Indian Defense");
    EXPECT_EQ(classifyLine({ "c4", "e6", "Nc3", "Nf6", "d4", "Bb4" }), book);
    EXPECT_EQ(classifyLine({ "Nf3", "Nf6", "c4", "e6", "Nc3", "Bb4", "d4" }),
        "E21 Nimzo-Indian Defense: Three Knights Variation");
}

TEST(OpeningCatalogue, SameMovesInAnotherOrderFindTheSamePosition) {
    const Game queenFirst = playLine({ "d4", "Nf6", "c4", "e6" });
    const Game englishFirst = playLine({ "c4", "e6", "d4", "Nf6" });
    ASSERT_TRUE(queenFirst.position().samePositionAs(englishFirst.position()));
    EXPECT_EQ(OpeningCatalogue::builtin().find(queenFirst.position()),
        OpeningCatalogue::builtin().find(englishFirst.position()));
}

TEST(OpeningCatalogue, MoveCountersDoNotMatter) {
    // The French Defense two moves late: the knights went out and back.
    const Game late = playLine({ "Nf3", "Nf6", "Ng1", "Ng8", "e4", "e6" });
    ASSERT_EQ(late.position().fullmoveNumber(), 4);
    EXPECT_EQ(describe(OpeningCatalogue::builtin().find(late.position())), "C00 French Defense");
}

TEST(OpeningCatalogue, AnEnPassantSquareNoPawnCanUseIsIgnored) {
    // A FEN writer that always names the square behind a double step: no black pawn can take
    // on e3, so this is the position after 1.e4.
    const Result<Position> pos
        = parseFen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(describe(OpeningCatalogue::builtin().find(pos.value())), "B00 King's Pawn Game");
}

TEST(OpeningCatalogue, LeavingTheBookKeepsTheLastName) {
    const std::string inBook = classifyLine({ "e4", "e5", "Nf3", "Nc6", "Bb5" });
    const Game game = playLine({ "e4", "e5", "Nf3", "Nc6", "Bb5", "h6", "h3", "Rh7", "Rh2" });
    // Out of the book: neither of the last four positions is named.
    for (int ply = 6; ply <= game.ply(); ++ply)
        ASSERT_EQ(OpeningCatalogue::builtin().find(game.positionAt(ply)), nullptr) << ply;
    EXPECT_EQ(describe(OpeningCatalogue::builtin().classify(game.currentNode())), inBook);
}

TEST(OpeningCatalogue, AVariationIsClassifiedByItsOwnLine) {
    Game game = playLine({ "e4", "e6" });
    const Game::Node& afterE4 = game.nodeAt(1);
    const auto sicilian = game.addSanMove(afterE4, "c5");
    ASSERT_TRUE(sicilian.ok());
    EXPECT_EQ(
        describe(OpeningCatalogue::builtin().classify(*sicilian.value())), "B20 Sicilian Defense");
    EXPECT_EQ(
        describe(OpeningCatalogue::builtin().classify(game.currentNode())), "C00 French Defense");
}

/// The data lines of one table file, counted without the catalogue: every non-empty line
/// after the header.
int dataLinesIn(const std::string& path) {
    std::ifstream in(path);
    EXPECT_TRUE(in.good()) << path;
    int count = 0;
    bool header = true;
    for (std::string line; std::getline(in, line);) {
        if (header) {
            EXPECT_EQ(line, "eco\tname\tpgn") << path;
            header = false;
        } else if (!line.empty()) {
            ++count;
        }
    }
    return count;
}

TEST(OpeningCatalogue, EveryLineOfTheDataIsLoaded) {
    int lines = 0;
    for (const char* name : { "a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv" })
        lines += dataLinesIn(std::string(ROCHADE_OPENINGS_DIR) + "/" + name);
    ASSERT_GT(lines, 3000);
    const OpeningCatalogue& catalogue = OpeningCatalogue::builtin();
    for (const OpeningTableError& e : catalogue.errors())
        ADD_FAILURE() << e.source << ":" << e.line << ": " << e.message;
    EXPECT_EQ(catalogue.errors().size(), 0U);
    EXPECT_EQ(catalogue.entryCount(), static_cast<std::size_t>(lines));
}

TEST(OpeningCatalogue, EveryLineOfTheDataFindsItsOwnName) {
    // Each line, replayed through Game (not the catalogue's replay), ends on a position the
    // catalogue names with that line's code and name. The data names each position once;
    // where two lines shared one, the first would keep it and this test would say which.
    for (const char* file : { "a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv" }) {
        std::ifstream in(std::string(ROCHADE_OPENINGS_DIR) + "/" + file);
        std::string line;
        std::getline(in, line); // the header
        for (int number = 2; std::getline(in, line); ++number) {
            std::istringstream columns(line);
            std::string eco, name, pgn;
            std::getline(columns, eco, '\t');
            std::getline(columns, name, '\t');
            std::getline(columns, pgn);
            Game game;
            std::istringstream words(pgn);
            for (std::string word; words >> word;) {
                if (word.back() == '.') continue;
                const auto node = game.addSanMove(game.currentNode(), word);
                ASSERT_TRUE(node.ok()) << file << ":" << number << ": " << word;
                game.goTo(*node.value());
            }
            EXPECT_EQ(describe(OpeningCatalogue::builtin().find(game.position())), eco + " " + name)
                << file << ":" << number;
        }
    }
}

// --- Book moves ------------------------------------------------------------------------------

/// "e2e4: 2" for each book move of the position after `moves`.
std::vector<std::string> bookAfter(
    const OpeningCatalogue& catalogue, const std::vector<std::string>& moves) {
    std::vector<std::string> result;
    const Game game = playLine(moves);
    for (const BookMove& b : catalogue.bookMoves(game.currentNode().position))
        result.push_back(toUci(b.move) + ": " + std::to_string(b.lines));
    return result;
}

TEST(OpeningBook, CountsTheLinesThatPlayEachMoveMostPlayedFirst) {
    OpeningCatalogue catalogue;
    catalogue.addTable("eco\tname\tpgn\n"
                       "A40\tQueen's Pawn Game\t1. d4\n"
                       "C20\tKing's Pawn Game\t1. e4 e5\n"
                       "B20\tSicilian Defense\t1. e4 c5\n"
                       "C40\tKing's Knight Opening\t1. e4 e5 2. Nf3\n"
                       "B20\tBroken\t1. e4 c5 2. Ke3\n",
        "test.tsv");
    ASSERT_EQ(catalogue.errors().size(), 1U);
    // e4 is played by three lines, d4 by one; a line that does not replay counts for nothing.
    EXPECT_EQ(bookAfter(catalogue, {}), (std::vector<std::string> { "e2e4: 3", "d2d4: 1" }));
    EXPECT_EQ(bookAfter(catalogue, { "e4" }), (std::vector<std::string> { "e7e5: 2", "c7c5: 1" }));
    EXPECT_EQ(bookAfter(catalogue, { "e4", "e5" }), (std::vector<std::string> { "g1f3: 1" }));
    // The end of every line, and a position off the lines, offer nothing.
    EXPECT_TRUE(bookAfter(catalogue, { "e4", "e5", "Nf3" }).empty());
    EXPECT_TRUE(bookAfter(catalogue, { "a3" }).empty());
    EXPECT_EQ(catalogue.bookPositionCount(), 3U);
}

TEST(OpeningBook, ATranspositionIntoALineFindsItsMoves) {
    OpeningCatalogue catalogue;
    catalogue.addTable("eco\tname\tpgn\n"
                       "D02\tQueen's Pawn Game: Symmetrical\t1. d4 d5 2. Nf3 Nf6\n",
        "test.tsv");
    EXPECT_EQ(
        bookAfter(catalogue, { "Nf3", "d5", "d4" }), (std::vector<std::string> { "g8f6: 1" }));
}

TEST(OpeningBook, TheBuiltinCountsMatchTheTablesFirstMoves) {
    // Counted here from the files' text: the lines whose moves start "1. e4 " (or are just
    // "1. e4"), and so on, against what the book offers from the initial position.
    std::map<std::string, int> byText;
    for (const char* name : { "a.tsv", "b.tsv", "c.tsv", "d.tsv", "e.tsv" }) {
        std::ifstream in(std::string(ROCHADE_OPENINGS_DIR) + "/" + name);
        std::string line;
        std::getline(in, line); // the header
        while (std::getline(in, line)) {
            const std::string pgn = line.substr(line.rfind('\t') + 1);
            std::istringstream words(pgn);
            std::string number, first;
            words >> number >> first;
            if (!first.empty()) ++byText[first];
        }
    }
    const auto book = OpeningCatalogue::builtin().bookMoves(Position::startPosition());
    ASSERT_EQ(book.size(), byText.size());
    for (const BookMove& b : book)
        EXPECT_EQ(b.lines, byText[toSan(Position::startPosition(), b.move)]) << toUci(b.move);
    EXPECT_TRUE(book.front().move == parseSan(Position::startPosition(), "e4").value()
        || book.front().move == parseSan(Position::startPosition(), "d4").value());
}

TEST(OpeningBook, FollowingTheMainMovesEndsOnANamedPosition) {
    const OpeningCatalogue& catalogue = OpeningCatalogue::builtin();
    Position pos = Position::startPosition();
    int plies = 0;
    for (auto moves = catalogue.bookMoves(pos); !moves.empty(); moves = catalogue.bookMoves(pos)) {
        UndoInfo undo;
        pos.makeMove(moves.front().move, undo);
        ++plies;
    }
    EXPECT_GT(plies, 4);
    EXPECT_NE(catalogue.find(pos), nullptr) << plies;
}

TEST(OpeningCatalogue, MalformedLinesAreReportedWithTheirNumbersAndSkipped) {
    OpeningCatalogue catalogue;
    catalogue.addTable("eco\tname\tpgn\n"
                       "C00\tFrench Defense\t1. e4 e6\n"
                       "C00 French Defense 1. e4 e6\n"
                       "Z99\tNo Such Volume\t1. e4\n"
                       "B20\tSicilian Defense\t1. e4 c5 2. Ke3\n"
                       "\n"
                       "B01\tScandinavian Defense\n"
                       "A00\t\t1. g4\n"
                       "A00\tNothing Played\t\n"
                       "B10\tCaro-Kann Defense\t1. e4 c6\r\n",
        "test.tsv");
    ASSERT_EQ(catalogue.errors().size(), 6U);
    const std::vector<int> lines { 3, 4, 5, 7, 8, 9 };
    for (std::size_t i = 0; i < lines.size(); ++i) {
        EXPECT_EQ(catalogue.errors()[i].source, "test.tsv");
        EXPECT_EQ(catalogue.errors()[i].line, lines[i]) << catalogue.errors()[i].message;
    }
    EXPECT_NE(catalogue.errors()[0].message.find("three tab-separated columns"), std::string::npos);
    EXPECT_NE(catalogue.errors()[1].message.find("'Z99'"), std::string::npos);
    EXPECT_NE(catalogue.errors()[2].message.find("move 3"), std::string::npos)
        << catalogue.errors()[2].message;
    EXPECT_NE(catalogue.errors()[4].message.find("name is empty"), std::string::npos);
    EXPECT_NE(catalogue.errors()[5].message.find("no moves"), std::string::npos);

    // The good lines around them are kept, the one with a Windows line end too.
    EXPECT_EQ(catalogue.entryCount(), 2U);
    EXPECT_EQ(
        describe(catalogue.classify(playLine({ "e4", "e6" }).currentNode())), "C00 French Defense");
    EXPECT_EQ(describe(catalogue.classify(playLine({ "e4", "c6" }).currentNode())),
        "B10 Caro-Kann Defense");
    EXPECT_EQ(catalogue.classify(playLine({ "e4", "c5" }).currentNode()), nullptr);
}

TEST(OpeningCatalogue, ATableWithoutItsHeaderIsNotRead) {
    OpeningCatalogue catalogue;
    catalogue.addTable("C00\tFrench Defense\t1. e4 e6\n", "headless.tsv");
    ASSERT_EQ(catalogue.errors().size(), 1U);
    EXPECT_EQ(catalogue.errors()[0].line, 1);
    EXPECT_NE(catalogue.errors()[0].message.find("header"), std::string::npos);
    EXPECT_EQ(catalogue.entryCount(), 0U);
}

TEST(OpeningCatalogue, AnEmptyTableIsAnError) {
    OpeningCatalogue catalogue;
    catalogue.addTable("", "empty.tsv");
    ASSERT_EQ(catalogue.errors().size(), 1U);
    EXPECT_EQ(catalogue.entryCount(), 0U);
}

} // namespace
} // namespace rochade
