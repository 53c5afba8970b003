// SPDX-License-Identifier: GPL-3.0-or-later
// Where each game lies in a PGN file: ranges that read alone as the game the whole file
// gave, in files other tools wrote, and the same from a stream read in pieces of any size.
#include "rochade/core/pgn.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <streambuf>
#include <string>
#include <vector>

namespace rochade {
namespace {

/// A file as other tools leave them: a byte order mark, CRLF and LF, %-escape lines, a
/// tag value and comments with brackets, a comment over two lines, control bytes, a game
/// without tags, a comment standing alone, junk, and a last game without its result.
const std::string kOtherTools = "\xEF\xBB\xBF"
                                "% exported by hand [Event \"no tag\"]\r\n"
                                "[Event \"One\"]\r\n[Annotator \"x [y] z\"]\r\n\r\n"
                                "1. e4 {a [bracket] and\r\na second line} e5 ; also [one\r\n"
                                "2. Nf3 Nc6 1-0\r\n\r\n"
                                "\x01\x1A\r\n"
                                "1. d4 d5 *\n\n"
                                "Downloaded from the club's site\n\n"
                                "[Event \"Two\"]\n\n1. c4 $1 (1. Nf3) e5 1/2-1/2\n"
                                "{a comment between games}\n"
                                "%escape [\n"
                                "[Event \"Last\"]\n\n1. f4 e5 2. fxe5";

std::string rangeText(const std::string& text, PgnRange range) {
    return text.substr(range.begin, range.size());
}

std::string placedMessage(const PgnError& e) {
    return std::to_string(e.line) + ":" + std::to_string(e.column) + " game "
        + (e.game ? std::to_string(*e.game) : "-") + ": " + e.message;
}

/// All a reader gives, in words that compare: each game as written, its range and whether
/// it is complete, then the errors and warnings.
struct Reading {
    std::vector<std::string> games;
    std::vector<PgnRange> ranges;
    std::vector<bool> complete;
    std::vector<std::string> errors;
    std::vector<std::string> warnings;
};

Reading readAll(PgnReader& reader) {
    Reading r;
    while (const std::optional<PgnGame> game = reader.next()) {
        r.games.push_back(writePgn(*game));
        r.ranges.push_back(reader.lastGameRange());
        r.complete.push_back(reader.lastGameComplete());
    }
    for (const PgnError& e : reader.errors())
        r.errors.push_back(placedMessage(e));
    for (const PgnError& e : reader.warnings())
        r.warnings.push_back(placedMessage(e));
    return r;
}

Reading readText(const std::string& text) {
    PgnReader reader(text);
    return readAll(reader);
}

/// True if the byte at `at` starts a line of `text`.
bool atLineStart(const std::string& text, std::size_t at) {
    return at == 0 || text[at - 1] == '\n' || (text[at - 1] == '\r' && text[at] != '\n');
}

/// True if text[begin, end) holds nothing a reader reads: blanks, control bytes, %-escape
/// lines and the byte order mark.
bool holdsNothingRead(const std::string& text, std::size_t begin, std::size_t end) {
    if (begin == 0 && text.starts_with("\xEF\xBB\xBF")) begin = 3;
    for (std::size_t i = begin; i < end; ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        if (text[i] == '%' && atLineStart(text, i)) {
            while (i < end && text[i] != '\n')
                ++i;
            continue;
        }
        if (byte > ' ' && byte != 0x7F) return false;
    }
    return true;
}

/// Checks the ranges of `text`: in order and apart, each read alone the same game with the
/// same completeness, and, in a file without errors, nothing read between them.
void expectRangesReadAlone(const std::string& text, const std::string& name) {
    const Reading whole = readText(text);
    std::size_t previousEnd = 0;
    for (std::size_t i = 0; i < whole.games.size(); ++i) {
        const PgnRange range = whole.ranges[i];
        ASSERT_LT(range.begin, range.end) << name << " game " << i;
        ASSERT_LE(range.end, text.size()) << name << " game " << i;
        ASSERT_LE(previousEnd, range.begin) << name << " game " << i;
        if (whole.errors.empty()) {
            EXPECT_TRUE(holdsNothingRead(text, previousEnd, range.begin))
                << name << " before game " << i << ": "
                << text.substr(previousEnd, range.begin - previousEnd);
        }
        previousEnd = range.end;

        const std::string alone = rangeText(text, range);
        const Reading read = readText(alone);
        ASSERT_EQ(read.games.size(), 1U) << name << " game " << i << ":\n" << alone;
        EXPECT_EQ(read.games[0], whole.games[i]) << name << " game " << i;
        EXPECT_EQ(read.complete[0], whole.complete[i]) << name << " game " << i;
        EXPECT_EQ(read.ranges[0], (PgnRange { 0, alone.size() })) << name << " game " << i;
    }
    if (whole.errors.empty()) {
        EXPECT_TRUE(holdsNothingRead(text, previousEnd, text.size())) << name << " at the end";
    }
}

std::string fileText(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

/// The PGN files other tools wrote that this machine has: the test data, pychess's
/// collections and studies, pgn-extract's ECO file (whose first "game" is a comment).
std::vector<std::filesystem::path> filesFromOtherTools() {
    std::vector<std::filesystem::path> files;
    for (const char* dir : { ROCHADE_TEST_DATA_DIR "/pgn", "/usr/share/pychess/learn/puzzles",
             "/usr/share/pychess/learn/lessons" }) {
        if (!std::filesystem::is_directory(dir)) continue;
        for (const auto& entry : std::filesystem::directory_iterator(dir))
            if (entry.path().extension() == ".pgn") files.push_back(entry.path());
    }
    if (std::filesystem::exists("/usr/share/pgn-extract/eco.pgn"))
        files.emplace_back("/usr/share/pgn-extract/eco.pgn");
    std::sort(files.begin(), files.end());
    return files;
}

TEST(PgnRanges, EachGameRunsFromItsFirstTokenToItsResult) {
    const Reading read = readText(kOtherTools);
    ASSERT_EQ(read.games.size(), 6U);
    const std::string first = rangeText(kOtherTools, read.ranges[0]);
    EXPECT_EQ(read.ranges[0].begin, kOtherTools.find("[Event \"One\"]"));
    EXPECT_TRUE(first.ends_with("2. Nf3 Nc6 1-0")) << first;
    EXPECT_EQ(rangeText(kOtherTools, read.ranges[1]), "1. d4 d5 *");
    // Junk is an error: its words are the failed game's, up to the next game's tags.
    EXPECT_EQ(rangeText(kOtherTools, read.ranges[2]), "Downloaded from the club's site");
    EXPECT_FALSE(read.complete[2]);
    EXPECT_EQ(
        rangeText(kOtherTools, read.ranges[3]), "[Event \"Two\"]\n\n1. c4 $1 (1. Nf3) e5 1/2-1/2");
    // A comment before a game's tags is a game of its own.
    EXPECT_EQ(rangeText(kOtherTools, read.ranges[4]), "{a comment between games}");
    EXPECT_EQ(rangeText(kOtherTools, read.ranges[5]), "[Event \"Last\"]\n\n1. f4 e5 2. fxe5");
    EXPECT_FALSE(read.complete[5]);
    ASSERT_EQ(read.errors.size(), 2U);
    EXPECT_NE(read.errors[1].find("the file ends before the game's result"), std::string::npos);
    // parsePgn() gives the same ranges beside its games.
    const PgnParseResult parsed = parsePgn(kOtherTools);
    EXPECT_EQ(parsed.ranges, read.ranges);
}

TEST(PgnRanges, EachRangeOfAFileFromAnotherToolReadsAloneAsTheSameGame) {
    expectRangesReadAlone(kOtherTools, "the hand-made file");
    const std::vector<std::filesystem::path> files = filesFromOtherTools();
    // Not skipped: without pychess's files the test would prove little.
    ASSERT_GT(files.size(), 20U) << "install the Debian packages 'pychess' and 'pgn-extract'";
    for (const auto& path : files)
        expectRangesReadAlone(fileText(path), path.filename().string());
}

TEST(PgnRanges, AStreamReadInPiecesOfAnySizeGivesWhatTheWholeTextGives) {
    std::vector<std::pair<std::string, std::string>> sources { { "the hand-made file",
        kOtherTools } };
    for (const auto& path : filesFromOtherTools())
        sources.emplace_back(path.filename().string(), fileText(path));
    // A piece of one byte ends every token at the end of what is held at least once.
    for (const std::size_t piece : { std::size_t(1), std::size_t(7), std::size_t(4096) }) {
        for (const auto& [name, text] : sources) {
            std::istringstream in(text);
            PgnReader reader(in, piece);
            const Reading streamed = readAll(reader);
            const Reading whole = readText(text);
            EXPECT_EQ(streamed.games, whole.games) << name << ", pieces of " << piece;
            EXPECT_EQ(streamed.ranges, whole.ranges) << name << ", pieces of " << piece;
            EXPECT_EQ(streamed.complete, whole.complete) << name << ", pieces of " << piece;
            EXPECT_EQ(streamed.errors, whole.errors) << name << ", pieces of " << piece;
            EXPECT_EQ(streamed.warnings, whole.warnings) << name << ", pieces of " << piece;
        }
    }
}

/// `count` copies of `text` as a stream, made as they are read: the test holds one copy.
class RepeatedText : public std::streambuf {
public:
    RepeatedText(std::string text, int count)
        : m_text(std::move(text))
        , m_left(count) { }

protected:
    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (m_left == 0) return traits_type::eof();
        --m_left;
        setg(m_text.data(), m_text.data(), m_text.data() + m_text.size());
        return traits_type::to_int_type(*gptr());
    }

private:
    std::string m_text;
    int m_left;
};

TEST(PgnRanges, AReaderOfAStreamHoldsAboutOneGameNotTheFile) {
    const std::string game = "[Event \"Rated blitz game\"]\n[Site \"https://lichess.org/abc\"]\n"
                             "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"
                             "1. e4 { [%clk 0:03:00] } e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 "
                             "5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 1-0\n\n";
    constexpr int kGames = 20'000; // over 5 MB
    RepeatedText text(game, kGames);
    std::istream in(&text);
    PgnReader reader(in);
    int games = 0;
    std::size_t mostHeld = 0;
    PgnRange last;
    while (reader.next()) {
        ASSERT_TRUE(reader.lastGameComplete()) << "game " << games;
        const PgnRange range = reader.lastGameRange();
        ASSERT_EQ(range.begin, std::size_t(games) * game.size()) << "game " << games;
        ASSERT_EQ(range.size(), game.size() - 2) << "game " << games; // not its blank line
        mostHeld = std::max(mostHeld, reader.heldBytes());
        last = range;
        ++games;
    }
    EXPECT_EQ(games, kGames);
    EXPECT_TRUE(reader.errors().empty());
    EXPECT_EQ(last.end, kGames * game.size() - 2);
    EXPECT_LE(mostHeld, 3 * kPgnPieceBytes);
}

} // namespace
} // namespace rochade
