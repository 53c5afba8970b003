// SPDX-License-Identifier: GPL-3.0-or-later
// The library in process: explorer and search against a brute-force count over the pychess
// collections, duplicates, lossless games and export, material search, removal, tag edits.
#include "library_test_support.h"

#include "../sanitizer_build.h"

#include "rochade/core/move_generator.h"

#include <atomic>

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::library;
using rochade::library::fixtures::LibraryFolder;

namespace {

std::unique_ptr<Library> openOrFail(const std::string& file) {
    auto opened = Library::open(file);
    EXPECT_TRUE(opened.ok()) << (opened ? "" : opened.error().message);
    return opened ? std::move(opened).value() : nullptr;
}

/// Checks explore() and findPosition() of every position the games reach against the
/// brute-force count (every `stride`-th position when there are many).
void expectAgreesWithBruteForce(
    const Library& lib, const std::vector<PgnGame>& games, std::size_t stride = 1) {
    const auto positions = fixtures::bruteForce(games);
    ASSERT_FALSE(positions.empty());
    std::size_t checked = 0;
    std::size_t at = 0;
    for (const auto& [key, brute] : positions) {
        if (at++ % stride != 0) continue;
        ++checked;
        const std::vector<ExplorerMove> moves = lib.explore(brute.position);
        ASSERT_EQ(moves.size(), brute.moves.size()) << key;
        for (const ExplorerMove& m : moves) {
            const auto found = brute.moves.find(m.san);
            ASSERT_NE(found, brute.moves.end()) << key << ' ' << m.san;
            EXPECT_EQ(m.games, found->second.games.size()) << key << ' ' << m.san;
            EXPECT_EQ(m.whiteWins, found->second.white) << key << ' ' << m.san;
            EXPECT_EQ(m.draws, found->second.draws) << key << ' ' << m.san;
            EXPECT_EQ(m.blackWins, found->second.black) << key << ' ' << m.san;
        }
        for (std::size_t i = 1; i < moves.size(); ++i)
            EXPECT_GE(moves[i - 1].games, moves[i].games);
        // The games that stand here, with the first ply: the same plies as the brute force.
        const std::vector<PositionHit> hits = lib.findPosition(brute.position, 1000000);
        ASSERT_EQ(hits.size(), brute.firstPly.size()) << key;
        std::multiset<int> plies;
        std::multiset<int> brutePlies;
        for (const PositionHit& h : hits)
            plies.insert(h.ply);
        for (const auto& [game, ply] : brute.firstPly)
            brutePlies.insert(ply);
        EXPECT_EQ(plies, brutePlies) << key;
    }
    EXPECT_GT(checked, 0u);
}

using LibraryImport = LibraryFolder;

TEST_F(LibraryImport, ExplorerAndSearchEqualABruteForceCountOverThePychessCollections) {
    const std::vector<std::string> files = fixtures::referencePgnFiles();
    ASSERT_FALSE(files.empty()) << "pychess is not installed (scripts/deps.sh test)";
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    std::size_t imported = 0;
    ImportOptions options;
    options.checkpointGames = 300; // several segments, so that merges happen too
    for (const std::string& file : files) {
        const ImportReport report = lib->importPgn(file, options);
        ASSERT_FALSE(report.failure) << report.failure->message;
        imported += report.imported;
    }
    const std::vector<PgnGame> games = fixtures::distinctGames(files);
    EXPECT_EQ(imported, games.size());
    EXPECT_EQ(lib->countGames({}), games.size());
    // Every distinct position the games reach (12,755), every fifth under the sanitizers.
    expectAgreesWithBruteForce(*lib, games, rochade::test::kSanitizedBuild ? 5 : 1);

    // A transposition is one position: 1. Nf3 d5 2. d4 and 1. d4 d5 2. Nf3.
    Position a = Position::startPosition();
    for (const char* san : { "Nf3", "d5", "d4" }) {
        UndoInfo undo;
        a.makeMove(parseSan(a, san).value(), undo);
    }
    Position b = Position::startPosition();
    for (const char* san : { "d4", "d5", "Nf3" }) {
        UndoInfo undo;
        b.makeMove(parseSan(b, san).value(), undo);
    }
    const auto viaA = lib->explore(a);
    const auto viaB = lib->explore(b);
    ASSERT_EQ(viaA.size(), viaB.size());
    for (std::size_t i = 0; i < viaA.size(); ++i)
        EXPECT_EQ(viaA[i].games, viaB[i].games);
}

const char* const kGame = "[Event \"Club\"]\n[Site \"Brno\"]\n[Date \"1992.??.??\"]\n"
                          "[Round \"1\"]\n[White \"Novak\"]\n[Black \"Svoboda\"]\n"
                          "[Result \"1-0\"]\n[WhiteElo \"2100\"]\n\n"
                          "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n\n";

TEST_F(LibraryImport, TheSameGameTwiceIsStoredOnceAndReportedWithItsPlace) {
    const std::string file = write("twice.pgn", std::string(kGame) + kGame);
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    const ImportReport first = lib->importPgn(file);
    EXPECT_EQ(first.imported, 1u);
    ASSERT_EQ(first.duplicates.size(), 1u);
    EXPECT_EQ(first.duplicates[0].line, 12);
    EXPECT_EQ(first.duplicates[0].column, 1);
    EXPECT_EQ(first.duplicates[0].file, file);
    EXPECT_EQ(first.duplicates[0].storedGame, 1);
    // The whole file again (its import was finished): both games are duplicates.
    const ImportReport again = lib->importPgn(file);
    EXPECT_EQ(again.imported, 0u);
    EXPECT_EQ(again.duplicates.size(), 2u);
    EXPECT_EQ(again.duplicateCount, 2u);
    // With a callback they are handed over as found, not collected.
    std::vector<ImportIssue> handed;
    ImportOptions options;
    options.issue = [&](const ImportIssue& issue) { handed.push_back(issue); };
    const ImportReport third = lib->importPgn(file, options);
    EXPECT_EQ(third.duplicateCount, 2u);
    EXPECT_TRUE(third.duplicates.empty());
    ASSERT_EQ(handed.size(), 2u);
    EXPECT_EQ(handed[1].line, 12);
    EXPECT_EQ(handed[1].message, "duplicate of game 1");
    EXPECT_EQ(again.resumedFrom, 0u);
    EXPECT_EQ(lib->countGames({}), 1u);
    // A game played in Rochade that is already there is refused too.
    const PgnParseResult parsed = parsePgn(kGame);
    EXPECT_FALSE(lib->addGame(parsed.games[0]).ok());
    // Another tag makes another game.
    PgnGame other = parsed.games[0];
    other.setTag("Round", "2");
    const Result<GameId> added = lib->addGame(other);
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(lib->countGames({}), 2u);
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).games, 2u);
}

TEST_F(LibraryImport, ABadGameIsSkippedWithItsPlaceAndTheOthersAreImported) {
    const std::string file = write("bad.pgn",
        std::string(kGame) + "[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n\n"
            + "[Event \"Good\"]\n\n1. d4 d5 *\n\n");
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    const ImportReport report = lib->importPgn(file);
    EXPECT_EQ(report.imported, 2u);
    EXPECT_EQ(report.skipped, 1u);
    ASSERT_FALSE(report.errors.empty());
    EXPECT_EQ(report.errors[0].line, 14);
    EXPECT_EQ(report.errors[0].column, 13);
    EXPECT_FALSE(lib->importPgn(path("missing.pgn")).failure == std::nullopt);
}

TEST_F(LibraryImport, ACancelledImportKeepsWhatItCommittedAndResumesWhereItStopped) {
    std::string text;
    for (int i = 0; i < 30; ++i) {
        PgnGame g = parsePgn(kGame).games[0];
        g.setTag("Round", std::to_string(i));
        text += writePgn(g);
    }
    text += "[Event \"Bad\"]\n\n1. e4 e5 2. Ke3 *\n\n";
    const std::string file = write("thirty.pgn", text);
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    std::atomic<bool> cancel = false;
    ImportOptions options;
    options.checkpointGames = 10;
    options.cancel = &cancel;
    std::vector<std::size_t> progress;
    options.progress = [&](std::size_t games, std::uint64_t) {
        progress.push_back(games);
        cancel = true; // after the first checkpoint
    };
    const ImportReport first = lib->importPgn(file, options);
    EXPECT_TRUE(first.cancelled);
    EXPECT_EQ(first.imported, 10u);
    EXPECT_EQ(lib->countGames({}), 10u);
    cancel = false;
    options.progress = nullptr;
    const ImportReport second = lib->importPgn(file, options);
    EXPECT_FALSE(second.cancelled);
    EXPECT_GT(second.resumedFrom, 0u);
    EXPECT_EQ(second.imported, 20u);
    EXPECT_TRUE(second.duplicates.empty());
    // The bad game's place counts the lines before the resumed offset too.
    ASSERT_EQ(second.skipped, 1u);
    ASSERT_FALSE(second.errors.empty());
    EXPECT_EQ(second.errors[0].line, 30 * 11 + 3);
    EXPECT_EQ(second.errors[0].column, 13);
    EXPECT_EQ(lib->countGames({}), 30u);
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).games, 30u);
}

// "These are my games" needs the id of every game of a file, whether the import stored it
// now or found it stored before: the ids the `stored` callback hands over are the ones the
// library's own table gives for those games.
TEST_F(LibraryImport, EachGameIsHandedOverWithItsIdAlsoWhenTheLibraryHeldItAlready) {
    std::string text;
    for (int i = 0; i < 12; ++i) {
        PgnGame g = parsePgn(kGame).games[0];
        g.setTag("Round", "r" + std::to_string(i));
        text += writePgn(g);
    }
    text += kGame;
    text += kGame; // repeated within the file
    const std::string file = write("twelve.pgn", text);
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    struct Handed {
        GameId id;
        std::string round;
        bool duplicate;
    };
    std::vector<Handed> handed;
    ImportOptions options;
    options.stored = [&](GameId id, const PgnGame& game, bool duplicate) {
        handed.push_back({ id, std::string(game.tag("Round").value_or("")), duplicate });
    };
    // Cancelled after the first checkpoint of 5 games: those are committed.
    std::atomic<bool> cancel = false;
    options.cancel = &cancel;
    options.checkpointGames = 5;
    options.progress = [&](std::size_t, std::uint64_t) { cancel = true; };
    const ImportReport first = lib->importPgn(file, options);
    ASSERT_TRUE(first.cancelled);
    ASSERT_EQ(handed.size(), 5u);
    EXPECT_EQ(lib->countGames({}), 5u);

    // From the start, not resumed: the first five are found, the rest stored, the repeat
    // within the file found as the game it repeats.
    handed.clear();
    cancel = false;
    options.progress = nullptr;
    options.resume = false;
    const ImportReport second = lib->importPgn(file, options);
    EXPECT_EQ(second.resumedFrom, 0u);
    EXPECT_EQ(second.imported, 8u);
    EXPECT_EQ(second.duplicateCount, 6u);
    ASSERT_EQ(handed.size(), 14u);
    for (std::size_t i = 0; i < 5; ++i)
        EXPECT_TRUE(handed[i].duplicate) << i;
    for (std::size_t i = 5; i < 13; ++i)
        EXPECT_FALSE(handed[i].duplicate) << i;
    EXPECT_TRUE(handed[13].duplicate);
    EXPECT_EQ(handed[13].id, handed[12].id);
    // Each id is the library's game with that round, as its table lists it.
    const std::vector<GameRow> rows = lib->games({}, GameOrder::Id, 0, 100);
    ASSERT_EQ(rows.size(), 13u);
    for (const Handed& h : handed) {
        const auto row = std::find_if(
            rows.begin(), rows.end(), [&](const GameRow& r) { return r.id == h.id; });
        ASSERT_NE(row, rows.end());
        EXPECT_EQ(row->round, h.round);
    }

    // Imported again (the import finished): every game found, none added.
    handed.clear();
    const ImportReport third = lib->importPgn(file, options);
    EXPECT_EQ(third.imported, 0u);
    EXPECT_EQ(third.duplicateCount, 14u);
    EXPECT_EQ(handed.size(), 14u);
    EXPECT_EQ(lib->countGames({}), 13u);
}

TEST_F(LibraryImport, AFileThatIsNotALibraryIsRefused) {
    const std::string notLibrary = write("text.sqlite", "hello, not a database at all\n");
    EXPECT_FALSE(Library::open(notLibrary).ok());
    EXPECT_FALSE(Library::open(m_dir).ok());
    EXPECT_FALSE(Library::open(m_dir / "no" / "such" / "dir" / "lib.sqlite").ok());
}

TEST_F(LibraryImport, GamesComeBackLosslessAndExportIsWhatTheWriterWrites) {
    // Tags in an odd order, a tag twice, a rating that is not a plain number, comments,
    // NAGs, variations, clock and evaluation, a set-up position, a null move.
    const std::string text
        = std::string("[White \"B, A\"]\n[Event \"Odd\"]\n[WhiteElo \"02100\"]\n[Black \"C\"]\n"
                      "[Annotator \"X\"]\n[Annotator \"Y\"]\n[Result \"0-1\"]\n\n"
                      "1. e4 {best by test} c5 $1 (1... e5 2. Nf3 {[%clk 0:01:00]}) 2. Nf3 "
                      "{[%eval 0.3]} d6 0-1\n\n")
        + "[Event \"Setup\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n"
          "1. e4 Kd7 2. -- Ke6 1/2-1/2\n\n"
        + kGame;
    const std::string file = write("annotated.pgn", text);
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    const ImportReport report = lib->importPgn(file);
    ASSERT_EQ(report.imported, 3u);
    const PgnParseResult parsed = parsePgn(text);
    std::string expected;
    for (std::size_t i = 0; i < parsed.games.size(); ++i) {
        const Result<PgnGame> back = lib->game(static_cast<GameId>(i + 1));
        ASSERT_TRUE(back.ok()) << back.error().message;
        EXPECT_EQ(back.value().tags, parsed.games[i].tags);
        EXPECT_EQ(writePgn(back.value()), writePgn(parsed.games[i]));
        expected += writePgn(parsed.games[i]);
    }
    std::ostringstream exported;
    const ExportReport written = lib->exportPgn({}, exported);
    EXPECT_FALSE(written.failure);
    EXPECT_EQ(written.games, 3u);
    EXPECT_EQ(exported.str(), expected);
    // The null-move game's positions are indexed; the explorer lists no move for the pass.
    Position afterKd7 = parseFen("8/3k4/8/8/4P3/8/8/4K3 w - - 1 2").value();
    EXPECT_EQ(lib->findPosition(afterKd7, 10).size(), 1u);
    EXPECT_TRUE(lib->explore(afterKd7).empty());

    GameFilter onlyB;
    onlyB.player = "B, A";
    std::ostringstream one;
    EXPECT_EQ(lib->exportPgn(onlyB, one).games, 1u);
    EXPECT_EQ(one.str(), writePgn(parsed.games[0]));
}

TEST_F(LibraryImport, MaterialSearchFindsWhatReplayingEveryGameFinds) {
    std::vector<std::string> files;
    for (const std::string& f : fixtures::referencePgnFiles())
        if (f.find("/learn/") != std::string::npos) files.push_back(f);
    ASSERT_FALSE(files.empty());
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    for (const std::string& f : files)
        ASSERT_FALSE(lib->importPgn(f).failure);
    const std::vector<PgnGame> games = fixtures::distinctGames(files);
    for (const char* text : { "KRPKR", "KQKR", "KPK", "KBNK" }) {
        const MaterialPattern pattern = MaterialPattern::parse(text).value();
        std::size_t expected = 0;
        for (const PgnGame& g : games) {
            bool found = false;
            for (const Game::Node* n = &g.game.root(); n && !found; n = n->mainChild())
                found = pattern.matches(n->position);
            expected += found ? 1 : 0;
        }
        const auto hits = lib->findMaterial(pattern, 1000000);
        EXPECT_EQ(hits.size(), expected) << text;
        for (const PositionHit& h : hits) {
            const PgnGame g = lib->game(h.game).value();
            EXPECT_TRUE(pattern.matches(g.game.positionAt(h.ply))) << text << ' ' << h.game;
        }
    }
    EXPECT_FALSE(MaterialPattern::parse("RPKR").ok());
    EXPECT_FALSE(MaterialPattern::parse("KXK").ok());
    const MaterialPattern vs = MaterialPattern::parse("KRP vs KR", true).value();
    EXPECT_EQ(vs.counts[0][index(PieceType::Rook)], 1);
    EXPECT_EQ(vs.counts[0][index(PieceType::Pawn)], 1);
    EXPECT_EQ(vs.counts[1][index(PieceType::Pawn)], 0);
}

TEST_F(LibraryImport, RemovedGamesLeaveTheExplorerAndSearchAndTagsCanBeEdited) {
    const std::string file = write("two.pgn",
        std::string(kGame) + "[Event \"Other\"]\n[White \"Svoboda\"]\n\n1. e4 c5 0-1\n\n");
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    ASSERT_EQ(lib->importPgn(file).imported, 2u);
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).games, 2u);
    const LibraryStats before = lib->stats();
    const std::vector<GameId> first { 1 };
    ASSERT_TRUE(lib->removeGames(first).ok());
    // Its entries are gone from the file, not only skipped: one per position of its main
    // line, plies 0 to 6 (entries are per game, so the start it shares counts too).
    EXPECT_LT(lib->stats().indexBytes, before.indexBytes);
    EXPECT_EQ(lib->stats().indexEntries, before.indexEntries - 7);
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).games, 1u);
    EXPECT_EQ(lib->findPosition(Position::startPosition(), 10).size(), 1u);
    EXPECT_FALSE(lib->game(1).ok());

    std::vector<PgnTag> tags { { "Event", "Renamed" }, { "White", "Kral" }, { "Extra", "x" } };
    ASSERT_TRUE(lib->setTags(2, tags).ok());
    EXPECT_EQ(lib->game(2).value().tags, tags);
    GameFilter kral;
    kral.player = "Kral";
    EXPECT_EQ(lib->countGames(kral), 1u);
    const auto rows = lib->games(kral, GameOrder::Id, 0, 10);
    ASSERT_EQ(rows.size(), 1u);
    EXPECT_EQ(rows[0].event, "Renamed");
    EXPECT_EQ(rows[0].result, StoredResult::BlackWins);

    // Reopened: the facts are read back from the file.
    lib.reset();
    lib = openOrFail(path("lib.sqlite"));
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).games, 1u);
    EXPECT_EQ(lib->explore(Position::startPosition()).at(0).blackWins, 1u);
}

TEST_F(LibraryImport, FiltersLimitTheExplorer) {
    const std::string text = std::string(kGame)
        + "[Event \"Later\"]\n[Date \"2001.05.01\"]\n[White \"Svoboda\"]\n[Black \"Kral\"]\n"
          "[WhiteElo \"1500\"]\n[BlackElo \"1700\"]\n\n1. d4 d5 1/2-1/2\n\n";
    const std::string file = write("filters.pgn", text);
    auto lib = openOrFail(path("lib.sqlite"));
    ASSERT_TRUE(lib);
    lib->importPgn(file);
    const auto start = Position::startPosition();
    GameFilter f;
    f.player = "Svoboda";
    EXPECT_EQ(lib->explore(start, f).size(), 2u);
    f.color = Color::White;
    ASSERT_EQ(lib->explore(start, f).size(), 1u);
    EXPECT_EQ(lib->explore(start, f)[0].san, "d4");
    GameFilter dates;
    dates.dateFrom = "2000";
    ASSERT_EQ(lib->explore(start, dates).size(), 1u);
    EXPECT_EQ(lib->explore(start, dates)[0].lastYear, 2001);
    EXPECT_EQ(lib->explore(start, dates)[0].averageRating, 1600);
    dates.dateFrom = "1992";
    dates.dateTo = "1992";
    ASSERT_EQ(lib->explore(start, dates).size(), 1u);
    EXPECT_EQ(lib->explore(start, dates)[0].san, "e4");
    GameFilter rated;
    rated.minRating = 2000;
    ASSERT_EQ(lib->explore(start, rated).size(), 1u);
    EXPECT_EQ(lib->explore(start, rated)[0].san, "e4");
    GameFilter mine;
    mine.myName = "Kral";
    ASSERT_EQ(lib->explore(start, mine).size(), 1u);
    EXPECT_EQ(lib->explore(start, mine)[0].draws, 1u);
}

} // namespace
