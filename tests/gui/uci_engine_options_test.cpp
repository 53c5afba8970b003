// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of what an engine announced and what a search sets of it, from Stockfish's own
// "option" lines (copied from the output of /usr/games/stockfish 15.1 to "uci").
#include "engines/uci_engine_options.h"

#include <gtest/gtest.h>

using namespace rochade;
using namespace rochade::gui;

namespace {

constexpr const char* kStockfishOptions[] = {
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

/// Reads an "option" line as UciEngineProcess does.
void readOptionLine(UciEngineOptions& options, const char* line) {
    const std::optional<engine::UciOption> option = engine::parseUciOption(line);
    EXPECT_TRUE(option.has_value()) << line;
    if (option) options.readOption(*option);
}

UciEngineOptions announced(std::initializer_list<const char*> lines) {
    UciEngineOptions options;
    for (const char* line : lines)
        readOptionLine(options, line);
    options.markAnnounced();
    return options;
}

UciEngineOptions stockfish() {
    UciEngineOptions options;
    for (const char* line : kStockfishOptions)
        readOptionLine(options, line);
    options.markAnnounced();
    return options;
}

} // namespace

TEST(UciEngineOptions, ReadsStockfishsAnnouncedOptions) {
    const UciEngineOptions options = stockfish();
    ASSERT_TRUE(options.multiPv().has_value());
    EXPECT_EQ(options.multiPv()->defaultValue, 1);
    EXPECT_EQ(options.multiPv()->min, 1);
    EXPECT_EQ(options.multiPv()->max, 500);
    EXPECT_TRUE(options.offersChess960());
    EXPECT_TRUE(options.strength().known);
    EXPECT_TRUE(options.strength().limitStrength);
    ASSERT_TRUE(options.strength().elo.has_value());
    EXPECT_EQ(options.strength().elo->min, 1350);
    EXPECT_EQ(options.strength().elo->max, 2850);
    ASSERT_TRUE(options.strength().skill.has_value());
    EXPECT_EQ(options.strength().skill->max, 20);
}

TEST(UciEngineOptions, OptionNamesAreNotCaseSensitive) {
    const UciEngineOptions options = announced({
        "option name uci_chess960 type check default false",
        "option name multipv type spin default 2 min 1 max 4",
    });
    EXPECT_TRUE(options.offersChess960());
    ASSERT_TRUE(options.multiPv().has_value());
    EXPECT_EQ(options.multiPv()->max, 4);
}

TEST(UciEngineOptions, AnEngineWithoutOptionsOffersNeither) {
    const UciEngineOptions options
        = announced({ "option name Hash type spin default 16 min 1 max 64" });
    EXPECT_FALSE(options.offersChess960());
    EXPECT_FALSE(options.multiPv().has_value());
    EXPECT_TRUE(options.strength().known);
    // Without MultiPV the engine reports one line whatever is asked, and nothing is set.
    UciEngineOptions copy = options;
    const UciEngineOptions::SearchSetup setup = copy.setUpSearch(false, 5);
    EXPECT_EQ(setup.lineCount, 1);
    EXPECT_TRUE(setup.commands.isEmpty());
}

TEST(UciEngineOptions, IgnoresAMultiPvThatCannotReportOneLine) {
    for (const char* line : { "option name MultiPV type spin default 1 min 0 max 5",
             "option name MultiPV type spin default 1 min 5 max 2",
             "option name MultiPV type check default false" }) {
        EXPECT_FALSE(announced({ line }).multiPv().has_value()) << line;
    }
}

TEST(UciEngineOptions, MultiPvIsClampedToTheAnnouncedRangeAndSetOnlyWhenItChanges) {
    UciEngineOptions options = announced({ "option name MultiPV type spin default 1 min 1 max 3" });
    UciEngineOptions::SearchSetup setup = options.setUpSearch(false, 1);
    EXPECT_EQ(setup.lineCount, 1);
    EXPECT_TRUE(setup.commands.isEmpty()) << "1 is the engine's default";

    setup = options.setUpSearch(false, 8);
    EXPECT_EQ(setup.lineCount, 3);
    EXPECT_EQ(setup.commands, QStringList { QStringLiteral("setoption name MultiPV value 3") });

    setup = options.setUpSearch(false, 3);
    EXPECT_EQ(setup.lineCount, 3);
    EXPECT_TRUE(setup.commands.isEmpty()) << "already set";

    setup = options.setUpSearch(false, 0);
    EXPECT_EQ(setup.lineCount, 1);
    EXPECT_EQ(setup.commands, QStringList { QStringLiteral("setoption name MultiPV value 1") });
}

TEST(UciEngineOptions, Chess960IsSetBeforeMultiPvAndUnsetForAClassicalGame) {
    UciEngineOptions options = stockfish();
    UciEngineOptions::SearchSetup setup = options.setUpSearch(true, 2);
    EXPECT_EQ(setup.commands,
        (QStringList { QStringLiteral("setoption name UCI_Chess960 value true"),
            QStringLiteral("setoption name MultiPV value 2") }));
    EXPECT_TRUE(options.setUpSearch(true, 2).commands.isEmpty());
    setup = options.setUpSearch(false, 2);
    EXPECT_EQ(
        setup.commands, QStringList { QStringLiteral("setoption name UCI_Chess960 value false") });
}

TEST(UciEngineOptions, ResetForgetsTheAnnouncementsAndWhatWasSet) {
    UciEngineOptions options = stockfish();
    options.setUpSearch(true, 4);
    options.reset();
    EXPECT_FALSE(options.offersChess960());
    EXPECT_FALSE(options.multiPv().has_value());
    EXPECT_FALSE(options.strength().known);
    // A restarted engine runs with UCI_Chess960 off again: a classical search sets nothing.
    readOptionLine(options, "option name UCI_Chess960 type check default false");
    EXPECT_TRUE(options.setUpSearch(false, 1).commands.isEmpty());
}

TEST(UciEngineOptions, StrengthCommandsOnlyForALevel) {
    UciEngineOptions options = stockfish();
    EXPECT_TRUE(options.strengthCommands().isEmpty());
    options.setLevel(engine::Level::Easy);
    EXPECT_EQ(
        options.strengthCommands(), strengthCommands(options.strength(), engine::Level::Easy));
    EXPECT_TRUE(options.strengthCommands().join(' ').contains(QStringLiteral("UCI_Elo")));
}
