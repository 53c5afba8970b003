// SPDX-License-Identifier: GPL-3.0-or-later
// The card file's text: every field read back as written, and a damaged file refused with
// the line and column of the damage, never read as another deck.
#include "card_test_support.h"
#include "rochade/training/card_file.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::training;
using namespace rochade::training::cardtest;

namespace {

constexpr const char* kAfterQh5
    = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 3 3";
constexpr const char* kAfterNf6
    = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4";

/// Two cards using every field: escapes in names, a library source, answers with the
/// schedule FSRS gave them, evaluations and an explanation.
std::vector<PracticeCard> fullCards() {
    PracticeCard blunder = cardOf(kAfterQh5, "g8f6", "g7g6");
    blunder.mistakeClass = MistakeClass::Blunder;
    blunder.bestLine = { "g7g6", "h5f3", "g8f6" };
    blunder.better.push_back({ "d8e7", "Qe7" });
    blunder.evalBefore = "0.20";
    blunder.evalAfter = "#1";
    blunder.explanation = "Allows mate in 1:\tQxf7#.\nA back\\slash.";
    blunder.sources.front().white = "Ann \"Tab\"\tExample";
    blunder.sources.front().event = "Line\nbreak";
    CardSource library;
    library.kind = CardSource::Kind::Library;
    library.libraryGameId = 123456789;
    library.ply = 6;
    library.white = "Dora";
    library.black = "Ann";
    blunder.sources.push_back(library);
    const FsrsScheduler scheduler;
    blunder.schedule = scheduler.review(blunder.schedule, Recall::Again, kDay);
    blunder.answers.push_back({ kDay, Recall::Again, AnswerOutcome::Wrong, "f8c5" });
    blunder.schedule = scheduler.review(blunder.schedule, Recall::Good, blunder.schedule.due);
    blunder.answers.push_back({ kDay + days { 1 }, Recall::Good, AnswerOutcome::Right, "g7g6" });

    PracticeCard missedMate = cardOf(kAfterNf6, "h5f3", "h5f7", 2);
    missedMate.mistakeClass = MistakeClass::MissedMate;
    missedMate.evalBefore = "#1";
    missedMate.evalAfter = "-0.5";
    missedMate.schedule = scheduler.review(missedMate.schedule, Recall::Easy, kDay);
    missedMate.answers.push_back({ kDay, Recall::Easy, AnswerOutcome::Right, "" });
    return { blunder, missedMate };
}

/// The 1-based number of the first line of `text` that begins with `prefix`.
int lineStarting(const std::string& text, const std::string& prefix, int occurrence = 1) {
    int number = 1;
    for (std::size_t start = 0; start < text.size(); ++number) {
        if (text.compare(start, prefix.size(), prefix) == 0 && --occurrence == 0) return number;
        start = text.find('\n', start);
        if (start == std::string::npos) break;
        ++start;
    }
    return 0;
}

/// `text` with the line `number` (1-based) replaced by `line`.
std::string replacedLine(const std::string& text, int number, const std::string& line) {
    std::size_t start = 0;
    for (int n = 1; n < number; ++n)
        start = text.find('\n', start) + 1;
    const std::size_t end = text.find('\n', start);
    return text.substr(0, start) + line + text.substr(end);
}

} // namespace

TEST(CardFile, ReadsBackEveryFieldAsWritten) {
    const std::vector<PracticeCard> cards = fullCards();
    const std::string text = writeCardFile(cards);
    const auto read = parseCardFile(text);
    ASSERT_TRUE(read.ok()) << read.error().message << "\n" << text;
    ASSERT_EQ(read.value().size(), cards.size());
    for (std::size_t i = 0; i < cards.size(); ++i)
        EXPECT_TRUE(read.value()[i] == cards[i]) << "card " << i << "\n" << text;
    EXPECT_EQ(writeCardFile(read.value()), text);
    // One record per card, readable in an editor: the fields a player looks for by name.
    EXPECT_EQ(text.rfind("rochade-cards\t1\n", 0), 0u);
    EXPECT_NE(text.find("\nplayed\tg8f6\tNf6\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\nline\tg7g6 h5f3 g8f6\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\tAnn \"Tab\"\\tExample\t"), std::string::npos) << text;
    EXPECT_NE(text.find("\nanswer\t2026-12-03\tagain\twrong\tf8c5\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\ncount\t2\n"), std::string::npos) << text;
}

TEST(CardFile, AnEmptyDeckIsAFileToo) {
    const auto read = parseCardFile(writeCardFile({}));
    ASSERT_TRUE(read.ok()) << read.error().message;
    EXPECT_TRUE(read.value().empty());
}

TEST(CardFile, AFileCutShortAnywhereIsRefused) {
    // A torn write must never read as a smaller deck: every cut but the last newline fails.
    const std::string text = writeCardFile(fullCards());
    for (std::size_t size = 0; size + 1 < text.size(); ++size)
        EXPECT_FALSE(parseCardFile(text.substr(0, size)).ok()) << "cut after " << size << " bytes";
}

TEST(CardFile, DamageIsNamedByLineAndColumn) {
    const std::string text = writeCardFile(fullCards());
    const int position2 = lineStarting(text, "position\t", 2);
    const int played1 = lineStarting(text, "played\t");
    const int card1 = lineStarting(text, "card\t");
    const int schedule1 = lineStarting(text, "schedule\t");
    const int source1 = lineStarting(text, "source\t");
    const int answer1 = lineStarting(text, "answer\t");
    struct Damage {
        int line;
        std::string replacement;
        std::string where; ///< expected "line L, column C"
        std::string why; ///< expected in the message
    };
    const std::vector<Damage> damages {
        { 1, "rochade-cards\t2", "line 1, column 15", "newer Rochade" },
        { 1, "rochade-chards\t1", "line 1, column 1", "not a Rochade card file" },
        { position2, "position\tr1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR x KQkq -",
            "line " + std::to_string(position2) + ", column 10", "not a position" },
        { played1, "played\tg8g6\tNg6", "line " + std::to_string(played1) + ", column 8",
            "not a legal move" },
        { played1, "played\tg8f6\tNh6", "line " + std::to_string(played1) + ", column 13",
            "not the SAN" },
        { card1, "card\t0123456789abcdef", "line " + std::to_string(card1) + ", column 6",
            "the card's id is" },
        { played1, "plaid\tg8f6\tNf6", "line " + std::to_string(played1) + ", column 1",
            "unknown line 'plaid'" },
        { schedule1, "schedule\t2026-12-04\t2026-12-03\tabc\t5\t1\t0",
            "line " + std::to_string(schedule1) + ", column 32", "not a number" },
        { schedule1, "schedule\t2026-02-30\t2026-12-03\t1\t5\t1\t0",
            "line " + std::to_string(schedule1) + ", column 10", "not a date" },
        { source1, "source\tfile\t10\t/x\\q\t0\t0\tAnn\tBob\t?\t?",
            "line " + std::to_string(source1) + ", column 18", "unknown escape" },
        { answer1, "answer\t2026-12-03\tsometimes\twrong\tf8c5",
            "line " + std::to_string(answer1) + ", column 19", "not again, hard, good or easy" },
        { card1 + 1, "played\tg8f6\tNf6", "line " + std::to_string(card1 + 1) + ", column 1",
            "before the card's 'position' line" },
    };
    for (const Damage& damage : damages) {
        const std::string damaged = replacedLine(text, damage.line, damage.replacement);
        const auto read = parseCardFile(damaged);
        ASSERT_FALSE(read.ok()) << damage.replacement;
        EXPECT_EQ(read.error().message.rfind(damage.where + ": ", 0), 0u)
            << read.error().message << " (expected " << damage.where << ")";
        EXPECT_NE(read.error().message.find(damage.why), std::string::npos) << read.error().message;
    }
}

TEST(CardFile, TheSameCardTwiceIsRefused) {
    const PracticeCard card = fullCards().front();
    const auto read = parseCardFile(writeCardFile({ card, card }));
    ASSERT_FALSE(read.ok());
    EXPECT_NE(read.error().message.find("appears twice"), std::string::npos)
        << read.error().message;
}
