// SPDX-License-Identifier: GPL-3.0-or-later
// `rochade-cli library` as a user runs it: the real binary as a child process, killed in the
// middle of an import, and its output read line by line.
#include "../support/program_run.h"
#include "library_test_support.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace rochade;
using namespace rochade::library;
using rochade::library::fixtures::LibraryFolder;

namespace {

struct CliRun {
    int status = -1;
    std::string out;
    std::string err;
};

/// Runs rochade-cli with `args`; with `killAfter`, kills it (SIGKILL) as soon as its stderr
/// shows that text.
CliRun runCli(const std::vector<std::string>& args, const std::string& killAfter = {}) {
    int outPipe[2];
    int errPipe[2];
    if (pipe(outPipe) != 0 || pipe(errPipe) != 0) return {};
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(outPipe[1], 1);
        dup2(errPipe[1], 2);
        close(outPipe[0]);
        close(errPipe[0]);
        std::vector<char*> argv;
        std::string program = ROCHADE_CLI_PATH;
        argv.push_back(program.data());
        std::vector<std::string> copies = args;
        for (std::string& a : copies)
            argv.push_back(a.data());
        argv.push_back(nullptr);
        execv(program.c_str(), argv.data());
        _exit(127);
    }
    close(outPipe[1]);
    close(errPipe[1]);
    CliRun run;
    // stderr first (the progress lines), then what stdout holds.
    char buffer[4096];
    bool killed = false;
    for (ssize_t n; (n = read(errPipe[0], buffer, sizeof buffer)) > 0;) {
        run.err.append(buffer, static_cast<std::size_t>(n));
        if (!killed && !killAfter.empty() && run.err.find(killAfter) != std::string::npos) {
            kill(pid, SIGKILL);
            killed = true;
        }
    }
    for (ssize_t n; (n = read(outPipe[0], buffer, sizeof buffer)) > 0;)
        run.out.append(buffer, static_cast<std::size_t>(n));
    close(outPipe[0]);
    close(errPipe[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    run.status = WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
    return run;
}

/// A file of `count` distinct games: pychess's games again and again, each with its own
/// Round tag.
std::string manyGames(std::size_t count) {
    const std::vector<PgnGame> games = fixtures::distinctGames(fixtures::referencePgnFiles());
    std::string text;
    for (std::size_t i = 0; i < count && !games.empty(); ++i) {
        PgnGame g = games[i % games.size()];
        g.setTag("Round", "copy " + std::to_string(i));
        text += writePgn(g);
    }
    return text;
}

std::string integrityCheck(const std::string& file) {
    sqlite3* db = nullptr;
    std::string answer;
    if (sqlite3_open_v2(file.c_str(), &db, SQLITE_OPEN_READONLY, nullptr) == SQLITE_OK) {
        sqlite3_stmt* q = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA integrity_check", -1, &q, nullptr);
        while (q && sqlite3_step(q) == SQLITE_ROW)
            answer += reinterpret_cast<const char*>(sqlite3_column_text(q, 0));
        sqlite3_finalize(q);
    }
    sqlite3_close(db);
    return answer;
}

/// Runs one statement on `file` with SQLite itself, as another program would.
void executeSql(const std::string& file, const char* sql) {
    sqlite3* db = nullptr;
    ASSERT_EQ(sqlite3_open(file.c_str(), &db), SQLITE_OK);
    EXPECT_EQ(sqlite3_exec(db, sql, nullptr, nullptr, nullptr), SQLITE_OK) << sqlite3_errmsg(db);
    sqlite3_close(db);
}

using LibraryCli = LibraryFolder;

TEST_F(LibraryCli, ALibraryOfOtherPositionKeysOrANewerFormatIsRefused) {
    const std::string db = path("lib.sqlite");
    ASSERT_TRUE(Library::open(db).ok());
    executeSql(db, "UPDATE meta SET value = '12345' WHERE key = 'zobrist'");
    const auto otherKeys = Library::open(db);
    ASSERT_FALSE(otherKeys.ok());
    EXPECT_NE(otherKeys.error().message.find("other position keys"), std::string::npos);
    EXPECT_EQ(runCli({ "library", "stats", "--db", db }).status, 2);

    const std::string newer = path("newer.sqlite");
    ASSERT_TRUE(Library::open(newer).ok());
    executeSql(newer, "UPDATE meta SET value = '2' WHERE key = 'schema_version'");
    EXPECT_FALSE(Library::open(newer).ok());
    // A database of another program is not taken for a library either.
    const std::string other = path("other.sqlite");
    executeSql(other, "CREATE TABLE notes(text TEXT)");
    EXPECT_FALSE(Library::open(other).ok());
}

TEST_F(LibraryCli, AnImportKilledMidwayLosesNothingCommittedAndResumes) {
    constexpr std::size_t kGames = 4000;
    const std::string file = write("many.pgn", manyGames(kGames));
    const std::string db = path("lib.sqlite");
    const CliRun killed
        = runCli({ "library", "import", file, "--db", db, "--checkpoint", "200" }, "progress\t");
    ASSERT_EQ(killed.status, -SIGKILL) << killed.err;

    EXPECT_EQ(integrityCheck(db), "ok");
    std::size_t committed = 0;
    {
        auto lib = Library::open(db);
        ASSERT_TRUE(lib.ok()) << lib.error().message;
        committed = lib.value()->countGames({});
        EXPECT_GE(committed, 200u);
        EXPECT_LT(committed, kGames);
        EXPECT_EQ(committed % 200, 0u) << "a checkpoint commits whole batches";
        // Every committed game is fully indexed.
        std::vector<PgnGame> stored;
        for (const GameRow& row : lib.value()->games({}, GameOrder::Id, 0, committed))
            stored.push_back(lib.value()->game(row.id).value());
        const auto positions = fixtures::bruteForce(stored);
        std::size_t at = 0;
        for (const auto& [key, brute] : positions) {
            if (at++ % 7 != 0) continue;
            const auto moves = lib.value()->explore(brute.position);
            ASSERT_EQ(moves.size(), brute.moves.size()) << key;
            for (const ExplorerMove& m : moves)
                EXPECT_EQ(m.games, brute.moves.at(m.san).games.size()) << key << m.san;
            EXPECT_EQ(
                lib.value()->findPosition(brute.position, 100000).size(), brute.firstPly.size())
                << key;
        }
    }

    const CliRun resumed = runCli({ "library", "import", file, "--db", db, "--checkpoint", "200" });
    ASSERT_EQ(resumed.status, 0) << resumed.err;
    const auto lines = rochade::program_run::linesOf(resumed.out);
    ASSERT_EQ(lines.size(), 2u) << resumed.out;
    const auto row = rochade::program_run::tabFields(lines[0]);
    ASSERT_EQ(row.size(), 5u);
    EXPECT_EQ(std::stoul(row[1]), kGames - committed) << "imported on resuming";
    EXPECT_EQ(row[2], "0") << "nothing read twice";
    EXPECT_NE(row[4], "0") << "resumed from an offset";
    EXPECT_EQ(lines[1],
        "# " + std::to_string(kGames - committed) + " games imported, 0 duplicates, 0 skipped");
    auto lib = Library::open(db);
    ASSERT_TRUE(lib.ok());
    EXPECT_EQ(lib.value()->countGames({}), kGames);
    EXPECT_EQ(integrityCheck(db), "ok");
}

TEST_F(LibraryCli, ImportNamesBadGamesAndDuplicatesAndExploreAndSearchPrintLines) {
    const std::string game
        = "[Event \"A\"]\n[White \"W\"]\n[Black \"B\"]\n[Date \"2000.01.02\"]\n\n"
          "1. e4 e5 2. Nf3 Nc6 1-0\n\n";
    const std::string file
        = write("in.pgn", game + "[Event \"Bad\"]\n\n1. e4 Ke7 *\n\n" + game + "1. d4 *\n\n");
    const std::string db = path("lib.sqlite");
    const CliRun imported = runCli({ "library", "import", file, "--db", db });
    EXPECT_EQ(imported.status, 0) << imported.err;
    EXPECT_NE(imported.err.find(file + ":10:7:"), std::string::npos) << imported.err;
    EXPECT_NE(imported.err.find(file + ":12:1: duplicate of game 1"), std::string::npos)
        << imported.err;
    EXPECT_EQ(rochade::program_run::linesOf(imported.out).back(),
        "# 2 games imported, 1 duplicates, 1 skipped");

    const CliRun explore = runCli({ "library", "explore", "--db", db });
    EXPECT_EQ(explore.status, 0) << explore.err;
    EXPECT_EQ(explore.out, "d4\t1\t0\t0\t0\ne4\t1\t1\t0\t0\n# 2 moves, 2 games\n");
    const CliRun afterE4 = runCli({ "library", "explore", "--db", db, "e4", "e5" });
    EXPECT_EQ(afterE4.out, "Nf3\t1\t1\t0\t0\n# 1 move, 1 game\n");

    const CliRun search = runCli({ "library", "search", "--db", db, "--fen",
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3" });
    EXPECT_EQ(search.status, 0) << search.err;
    EXPECT_EQ(search.out, "1\tW\tB\t1-0\t2000.01.02\t4\n# 1 game\n");

    const std::string fens = write("fens.txt",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n"
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n");
    const CliRun timed = runCli({ "library", "explore", "--db", db, "--fens", fens, "--quiet" });
    EXPECT_EQ(timed.status, 0) << timed.err;
    EXPECT_EQ(timed.out.rfind("# 2 positions, median ", 0), 0u) << timed.out;

    const std::string out = path("out.pgn");
    const CliRun exported
        = runCli({ "library", "export", "--db", db, "--player", "W", "--out", out });
    EXPECT_EQ(exported.status, 0) << exported.err;
    EXPECT_EQ(exported.out, "# 1 game exported\n");
    const PgnParseResult back = parsePgn(fixtures::readText(out));
    ASSERT_TRUE(back.ok());
    ASSERT_EQ(back.games.size(), 1u);
    EXPECT_EQ(writePgn(back.games[0]), writePgn(parsePgn(game).games[0]));
}

TEST_F(LibraryCli, ExportOfThePychessGamesIsLosslessAndPgnExtractReadsIt) {
    std::vector<std::string> files;
    for (const std::string& f : fixtures::referencePgnFiles())
        if (f.find("/learn/") != std::string::npos) files.push_back(f);
    ASSERT_FALSE(files.empty());
    const std::string db = path("lib.sqlite");
    std::vector<std::string> args { "library", "import" };
    args.insert(args.end(), files.begin(), files.end());
    args.insert(args.end(), { "--db", db });
    ASSERT_EQ(runCli(args).status, 0);
    const std::string out = path("all.pgn");
    ASSERT_EQ(runCli({ "library", "export", "--db", db, "--out", out }).status, 0);
    std::string expected;
    const std::vector<PgnGame> games = fixtures::distinctGames(files);
    for (const PgnGame& g : games)
        expected += writePgn(g);
    EXPECT_EQ(fixtures::readText(out), expected);

    const std::string extracted = path("extracted.pgn");
    const std::string log = path("extract.log");
    const std::string command
        = "/usr/games/pgn-extract '" + out + "' -o '" + extracted + "' > '" + log + "' 2>&1";
    ASSERT_EQ(std::system(command.c_str()), 0) << fixtures::readText(log);
    // pgn-extract reads every game; what it remarks on is only the records' own results
    // ("*" where the puzzle ends in mate), which the export keeps as they were.
    const std::string report = fixtures::readText(log);
    const std::string all = std::to_string(games.size());
    EXPECT_NE(report.find(all + " games matched out of " + all + "."), std::string::npos) << report;
    for (const std::string& line : rochade::program_run::linesOf(report)) {
        if (line.rfind("Warning:", 0) == 0) {
            EXPECT_NE(line.find("is inconsistent with"), std::string::npos) << line;
        }
        EXPECT_EQ(line.find("Unknown"), std::string::npos) << line;
        EXPECT_EQ(line.find("llegal"), std::string::npos) << line;
    }
}

TEST_F(LibraryCli, BadArgumentsAndUnopenableFilesExitWithTwo) {
    const std::string db = path("lib.sqlite");
    EXPECT_EQ(runCli({ "library", "import", path("missing.pgn"), "--db", db }).status, 2);
    EXPECT_EQ(
        runCli({ "library", "import", write("a.pgn", "1. e4 *\n"), "--db", m_dir.string() }).status,
        2);
    EXPECT_EQ(runCli({ "library", "explore", "--db", path("no/such/dir/lib.sqlite") }).status, 2);
    // Only an import makes a new library.
    const CliRun absent
        = runCli({ "library", "search", "--db", path("absent.sqlite"), "--fen", "startpos" });
    EXPECT_EQ(absent.status, 2);
    EXPECT_NE(absent.err.find("there is no library"), std::string::npos) << absent.err;
    EXPECT_FALSE(std::filesystem::exists(path("absent.sqlite")));
    EXPECT_EQ(runCli({ "library", "explore", "--db", db, "e5" }).status, 2);
    EXPECT_EQ(runCli({ "library", "search", "--db", db, "--fen", "nonsense" }).status, 2);
    EXPECT_EQ(runCli({ "library", "frobnicate", "--db", db }).status, 2);
    EXPECT_EQ(runCli({ "library", "export", "--db", db }).status, 2);
    EXPECT_EQ(runCli({ "library", "import", "--db", db }).status, 2);
    const CliRun material = runCli({ "library", "material", "--db", db, "KRPKR" });
    EXPECT_EQ(material.status, 0) << material.err;
    EXPECT_EQ(material.out, "# 0 games\n");
}

} // namespace
