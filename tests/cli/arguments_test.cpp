// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the command-line argument parser.
#include "rochade/cli/arguments.h"

#include <gtest/gtest.h>

using rochade::cli::Arguments;
using rochade::cli::ArgumentSpec;
using rochade::cli::parseInteger;

namespace {

const ArgumentSpec kSpec { { "fen", "depth" }, { "divide" }, { "fen" }, 1 };

rochade::Result<Arguments> parse(std::vector<std::string> words) {
    return Arguments::parse(words, kSpec);
}

} // namespace

TEST(Arguments, ReadsValuesFlagsAndPositionals) {
    auto args = parse({ "--depth", "3", "--divide", "extra" });
    ASSERT_TRUE(args.ok()) << args.error().message;
    EXPECT_EQ(args.value().value("depth"), "3");
    EXPECT_TRUE(args.value().has("divide"));
    EXPECT_FALSE(args.value().has("fen"));
    ASSERT_EQ(args.value().positional().size(), 1u);
    EXPECT_EQ(args.value().positional()[0], "extra");
}

TEST(Arguments, JoinsAnUnquotedFenUpToTheNextOption) {
    auto args = parse({ "--fen", "8/8/8/8/8/8/8/K6k", "w", "-", "-", "0", "1", "--depth", "2" });
    ASSERT_TRUE(args.ok()) << args.error().message;
    EXPECT_EQ(args.value().value("fen"), "8/8/8/8/8/8/8/K6k w - - 0 1");
    EXPECT_EQ(args.value().value("depth"), "2");
}

TEST(Arguments, AcceptsNameEqualsValue) {
    auto args = parse({ "--depth=4" });
    ASSERT_TRUE(args.ok());
    EXPECT_EQ(args.value().intValue("depth", 0, 10, 0).value(), 4);
}

TEST(Arguments, RejectsUnknownDuplicateAndValuelessOptions) {
    auto unknown = parse({ "--deep", "3" });
    ASSERT_FALSE(unknown.ok());
    EXPECT_NE(unknown.error().message.find("--deep"), std::string::npos);

    auto twice = parse({ "--depth", "3", "--depth", "4" });
    ASSERT_FALSE(twice.ok());
    EXPECT_NE(twice.error().message.find("twice"), std::string::npos);

    auto missing = parse({ "--depth" });
    ASSERT_FALSE(missing.ok());
    EXPECT_NE(missing.error().message.find("needs a value"), std::string::npos);

    auto flagWithValue = parse({ "--divide=yes" });
    EXPECT_FALSE(flagWithValue.ok());
}

TEST(Arguments, RejectsTooManyPositionals) {
    auto args = parse({ "one", "two" });
    ASSERT_FALSE(args.ok());
    EXPECT_NE(args.error().message.find("'two'"), std::string::npos);
}

TEST(Arguments, IntValueChecksRangeAndFallsBack) {
    auto args = parse({ "--depth", "99" });
    ASSERT_TRUE(args.ok());
    EXPECT_FALSE(args.value().intValue("depth", 0, 20, 0).ok());
    auto none = parse({});
    ASSERT_TRUE(none.ok());
    EXPECT_EQ(none.value().intValue("depth", 0, 20, 7).value(), 7);
}

TEST(ParseInteger, RejectsNonNumbersAndOverflow) {
    EXPECT_EQ(parseInteger("-12", -100, 100, "x").value(), -12);
    EXPECT_FALSE(parseInteger("", 0, 10, "x").ok());
    EXPECT_FALSE(parseInteger("3x", 0, 10, "x").ok());
    EXPECT_FALSE(parseInteger(" 3", 0, 10, "x").ok());
    EXPECT_FALSE(parseInteger("99999999999999999999999", 0, 10, "x").ok());
    auto outOfRange = parseInteger("11", 0, 10, "--depth");
    ASSERT_FALSE(outOfRange.ok());
    EXPECT_NE(outOfRange.error().message.find("--depth"), std::string::npos);
}

TEST(Arguments, KeepsEveryValueOfARepeatableOption) {
    const ArgumentSpec spec { { "games" }, {}, {}, 0, { "option" } };
    const std::vector<std::string> words { "--option", "UCI_Elo=1350", "--games", "2",
        "--option=Hash=8" };
    auto args = Arguments::parse(words, spec);
    ASSERT_TRUE(args.ok()) << args.error().message;
    EXPECT_EQ(
        args.value().values("option"), (std::vector<std::string> { "UCI_Elo=1350", "Hash=8" }));
    EXPECT_TRUE(args.value().values("games").empty());
    const std::vector<std::string> twice { "--games", "2", "--games", "3" };
    EXPECT_FALSE(Arguments::parse(twice, spec).ok());
    const std::vector<std::string> missing { "--option" };
    EXPECT_FALSE(Arguments::parse(missing, spec).ok());
}
