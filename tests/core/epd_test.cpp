// SPDX-License-Identifier: GPL-3.0-or-later
// EPD lines as test suites write them: operations, quoted operands, clocks, errors.
#include "rochade/core/epd.h"
#include "rochade/core/fen.h"

#include <gtest/gtest.h>

namespace rochade {
namespace {

TEST(Epd, ReadsThePositionAndEveryOperationInOrder) {
    const Result<EpdRecord> record = parseEpd(
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - bm Bb5 Bc4; am Nxe5;"
        " id \"Ruy; or Italian\";");
    ASSERT_TRUE(record.ok()) << record.error().message;
    EXPECT_EQ(toFen(record.value().position),
        "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 1");
    ASSERT_EQ(record.value().operations.size(), 3u);
    EXPECT_EQ(record.value().operations[0].opcode, "bm");
    EXPECT_EQ(record.value().operations[0].operands, (std::vector<std::string> { "Bb5", "Bc4" }));
    EXPECT_EQ(record.value().find("am")->operands, (std::vector<std::string> { "Nxe5" }));
    // A quoted operand keeps its blanks and its ';'.
    EXPECT_EQ(
        record.value().find("id")->operands, (std::vector<std::string> { "Ruy; or Italian" }));
    EXPECT_EQ(record.value().find("c0"), nullptr);
}

TEST(Epd, AcceptsFenClocksAndALastOperationWithoutSemicolon) {
    const Result<EpdRecord> record = parseEpd("8/8/8/4k3/8/8/4P3/4K3 w - - 3 40 bm e4");
    ASSERT_TRUE(record.ok()) << record.error().message;
    EXPECT_EQ(record.value().position.halfmoveClock(), 3);
    EXPECT_EQ(record.value().position.fullmoveNumber(), 40);
    EXPECT_EQ(record.value().find("bm")->operands, (std::vector<std::string> { "e4" }));
}

TEST(Epd, HmvcAndFmvnSetTheClocks) {
    const Result<EpdRecord> record = parseEpd("8/8/8/4k3/8/8/4P3/4K3 b - - hmvc 7; fmvn 12;");
    ASSERT_TRUE(record.ok()) << record.error().message;
    EXPECT_EQ(record.value().position.halfmoveClock(), 7);
    EXPECT_EQ(record.value().position.fullmoveNumber(), 12);
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 b - - hmvc seven;").ok());
}

TEST(Epd, RejectsWhatIsNoRecord) {
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 w -").ok()) << "three position fields";
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 x - - bm e4;").ok()) << "side to move";
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 w - - bm e4; id \"open").ok()) << "string";
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 w - - ; bm e4;").ok()) << "empty operation";
    EXPECT_FALSE(parseEpd("8/8/8/4k3/8/8/4P3/4K3 w - - 4bm e4;").ok()) << "opcode";
}

TEST(Epd, BlankAndCommentLinesHoldNoRecord) {
    EXPECT_TRUE(isEpdBlankOrComment(""));
    EXPECT_TRUE(isEpdBlankOrComment("  \t\r"));
    EXPECT_TRUE(isEpdBlankOrComment("  # a comment"));
    EXPECT_FALSE(isEpdBlankOrComment("8/8/8/4k3/8/8/4P3/4K3 w - - bm e4;"));
}

} // namespace
} // namespace rochade
