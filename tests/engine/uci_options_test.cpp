// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of UCI "option" lines and the table of the options Rochade speaks of: Stockfish 15.1's
// own announcement (copied from its answer to "uci") read, and the table's lines read back.
#include "rochade/engine/level.h"
#include "rochade/engine/uci_options.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace rochade::engine {
namespace {

constexpr const char* kStockfish151Options[] = {
    "option name Debug Log File type string default",
    "option name Threads type spin default 1 min 1 max 1024",
    "option name Hash type spin default 16 min 1 max 33554432",
    "option name Clear Hash type button",
    "option name Ponder type check default false",
    "option name MultiPV type spin default 1 min 1 max 500",
    "option name Skill Level type spin default 20 min 0 max 20",
    "option name Move Overhead type spin default 10 min 0 max 5000",
    "option name Slow Mover type spin default 100 min 10 max 1000",
    "option name nodestime type spin default 0 min 0 max 10000",
    "option name UCI_Chess960 type check default false",
    "option name UCI_AnalyseMode type check default false",
    "option name UCI_LimitStrength type check default false",
    "option name UCI_Elo type spin default 1350 min 1350 max 2850",
    "option name UCI_ShowWDL type check default false",
    "option name SyzygyPath type string default <empty>",
    "option name SyzygyProbeDepth type spin default 1 min 1 max 100",
    "option name Syzygy50MoveRule type check default true",
    "option name SyzygyProbeLimit type spin default 7 min 0 max 7",
    "option name Use NNUE type check default true",
    "option name EvalFile type string default nn-ad9b42354671.nnue",
};

UciOption readOptionLine(const char* line) {
    const auto option = parseUciOption(line);
    EXPECT_TRUE(option.has_value()) << line;
    return option.value_or(UciOption {});
}

} // namespace

TEST(UciOptionLine, ReadsEveryOptionStockfishAnnounces) {
    for (const char* line : kStockfish151Options)
        EXPECT_TRUE(parseUciOption(line).has_value()) << line;
    const UciOption skill = readOptionLine(kStockfish151Options[6]);
    EXPECT_EQ(skill.name, "Skill Level");
    EXPECT_EQ(skill.type, UciOptionType::Spin);
    EXPECT_EQ(skill.defaultValue, "20");
    EXPECT_EQ(skill.min, 0);
    EXPECT_EQ(skill.max, 20);
    const UciOption log = readOptionLine(kStockfish151Options[0]);
    EXPECT_EQ(log.name, "Debug Log File");
    EXPECT_EQ(log.type, UciOptionType::String);
    EXPECT_EQ(log.defaultValue, "");
    const UciOption clear = readOptionLine(kStockfish151Options[3]);
    EXPECT_EQ(clear.type, UciOptionType::Button);
    EXPECT_EQ(clear.name, "Clear Hash");
    const UciOption hash = readOptionLine(kStockfish151Options[2]);
    EXPECT_EQ(hash.max, 33554432);
    EXPECT_EQ(readOptionLine(kStockfish151Options[17]).defaultValue, "true"); // Syzygy50MoveRule
}

TEST(UciOptionLine, ReadsComboChoicesThatHoldBlanks) {
    const UciOption style
        = readOptionLine("option name Style type combo default Very Solid var Solid var Very Solid "
                         "var Risky");
    EXPECT_EQ(style.type, UciOptionType::Combo);
    EXPECT_EQ(style.defaultValue, "Very Solid");
    EXPECT_EQ(style.choices, (std::vector<std::string> { "Solid", "Very Solid", "Risky" }));
}

TEST(UciOptionLine, RejectsLinesWithoutANameOrAType) {
    for (const char* bad : { "", "option", "option name", "option name MultiPV",
             "option name type spin", "option name Hash type", "option name Hash type dial",
             "options name Hash type spin", "option Hash type spin" }) {
        EXPECT_FALSE(parseUciOption(bad).has_value()) << bad;
    }
    // A range that is not numbers is left out, so a client does not trust it.
    const UciOption odd = readOptionLine("option name MultiPV type spin default 1 min x max 3");
    EXPECT_FALSE(odd.min.has_value());
    EXPECT_EQ(odd.max, 3);
}

TEST(UciSpinRange, NeedsASaneRangeAndClampsTheDefault) {
    const auto multiPv = uciSpinRange(readOptionLine(kStockfish151Options[5]));
    EXPECT_EQ(multiPv, (UciSpinRange { 1, 1, 500 }));
    EXPECT_EQ(uciSpinRange(readOptionLine("option name MultiPV type spin default 9 min 1 max 4")),
        (UciSpinRange { 4, 1, 4 }));
    EXPECT_EQ(uciSpinRange(readOptionLine("option name MultiPV type spin min 2 max 4")),
        (UciSpinRange { 2, 2, 4 }));
    for (const char* bad : { "option name MultiPV type check default false",
             "option name MultiPV type spin default 1 min 5 max 2",
             "option name MultiPV type spin default 1 min x max 3",
             "option name MultiPV type spin default 1",
             "option name MultiPV type spin default one min 1 max 3",
             "option name Hash type spin default 1 min 1 max 99999999999" }) {
        EXPECT_FALSE(uciSpinRange(readOptionLine(bad)).has_value()) << bad;
    }
}

TEST(UciOptionTable, EveryOptionHasOneRowAndItsLineReadsBackUnchanged) {
    std::set<UciOptionId> seen;
    std::set<std::string> names;
    for (const UciOptionRow& row : uciOptionTable()) {
        EXPECT_TRUE(seen.insert(row.id).second) << row.declaration.name;
        EXPECT_TRUE(names.insert(row.declaration.name).second) << row.declaration.name;
        const std::string line = uciOptionLine(row.declaration);
        EXPECT_EQ(parseUciOption(line), row.declaration) << line;
        EXPECT_EQ(knownUciOption(row.declaration), row.id) << line;
        EXPECT_EQ(&uciOption(row.id), &row.declaration);
        if (row.declaration.type == UciOptionType::Spin) {
            EXPECT_TRUE(uciSpinRange(row.declaration).has_value()) << line;
        }
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(UciOptionId::SkillLevel) + 1);
}

TEST(UciOptionTable, ItsLevelOptionOffersEveryLevelByTheNameParseLevelReads) {
    const UciOption& level = uciOption(UciOptionId::Level);
    ASSERT_EQ(level.choices.size(), kAllLevels.size());
    for (std::size_t i = 0; i < kAllLevels.size(); ++i)
        EXPECT_EQ(parseLevel(level.choices[i]), kAllLevels[i]) << level.choices[i];
    EXPECT_EQ(parseLevel(level.defaultValue), Level::Full);
}

TEST(UciOptionTable, RecognisesAnotherEnginesOptionsByNameInAnyCaseAndByType) {
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[5])), UciOptionId::MultiPv);
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[6])), UciOptionId::SkillLevel);
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[12])), UciOptionId::LimitStrength);
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[13])), UciOptionId::Elo);
    EXPECT_EQ(knownUciOption(readOptionLine("option name uci_chess960 type check default false")),
        UciOptionId::Chess960);
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[1])), UciOptionId::Threads);
    EXPECT_EQ(knownUciOption(readOptionLine(kStockfish151Options[3])), std::nullopt); // Clear Hash
    // The right name with the wrong type is not the option this program knows.
    EXPECT_EQ(knownUciOption(readOptionLine("option name MultiPV type check default false")),
        std::nullopt);
    EXPECT_EQ(uciOptionNamed("skill level"), UciOptionId::SkillLevel);
    EXPECT_EQ(uciOptionNamed("Skill"), std::nullopt);
    EXPECT_TRUE(isSameUciOptionName("UCI_Elo", "uci_elo"));
    EXPECT_FALSE(isSameUciOptionName("UCI_Elo", "UCI_Elo "));
}

TEST(UciOptionCommands, SetOptionNamesTheOptionAndItsValue) {
    EXPECT_EQ(uciSetOptionCommand("Skill Level", "3"), "setoption name Skill Level value 3");
    EXPECT_EQ(uciSetOptionCommand("Clear Hash", ""), "setoption name Clear Hash");
}

} // namespace rochade::engine
