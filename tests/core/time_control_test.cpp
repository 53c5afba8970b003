// SPDX-License-Identifier: GPL-3.0-or-later
// Time controls as tables of text -> (base, increment) or error, both notations.
#include "rochade/core/time_control.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade {
namespace {

struct Parsed {
    const char* text;
    std::int64_t baseMs;
    std::int64_t incrementMs;
};

TEST(TimeControl, ParsesMinutesPlusSeconds) {
    const std::vector<Parsed> cases = {
        { "5+3", 300000, 3000 },
        { "1+0", 60000, 0 },
        { "15+10", 900000, 10000 },
        { "30", 1800000, 0 },
        { " 3 + 2 ", 180000, 2000 },
        { "0.5+1", 30000, 1000 },
        { "1.25+0.5", 75000, 500 },
        { "1440+3600", 86400000, 3600000 },
    };
    for (const Parsed& c : cases) {
        const Result<TimeControl> tc = parseTimeControl(c.text);
        ASSERT_TRUE(tc.ok()) << c.text << ": " << tc.error().message;
        EXPECT_EQ(tc.value().baseMs, c.baseMs) << c.text;
        EXPECT_EQ(tc.value().incrementMs, c.incrementMs) << c.text;
    }
}

TEST(TimeControl, ReadsNoneAsNoClock) {
    for (const char* text : { "", "none", "-", "  " }) {
        const Result<TimeControl> tc = parseTimeControl(text);
        ASSERT_TRUE(tc.ok()) << '"' << text << '"';
        EXPECT_TRUE(tc.value().isNone()) << '"' << text << '"';
    }
}

TEST(TimeControl, RejectsBadTextWithAMessage) {
    for (const char* text : { "abc", "5+", "+3", "-5+3", "5+-3", "0+3", "5+3+1", "5.+3", "5 3",
             "1441+0", "5+3601", "99999999999999999999+0", "5+3x", "\x01" }) {
        const Result<TimeControl> tc = parseTimeControl(text);
        ASSERT_FALSE(tc.ok()) << text;
        EXPECT_FALSE(tc.error().message.empty()) << text;
    }
}

TEST(TimeControl, FormatsWhatItParses) {
    const std::vector<std::pair<TimeControl, std::string>> cases = {
        { TimeControl::fromMinutes(5, 3), "5+3" },
        { TimeControl::fromMinutes(30, 0), "30+0" },
        { TimeControl { 30000, 1500 }, "0.5+1.5" },
        { TimeControl { 61001, 0 }, "1.01668+0" },
        { TimeControl { 119999, 1 }, "1.99998+0.001" },
        { TimeControl::none(), "none" },
    };
    for (const auto& [tc, text] : cases) {
        EXPECT_EQ(formatTimeControl(tc), text);
        const Result<TimeControl> back = parseTimeControl(text);
        ASSERT_TRUE(back.ok()) << text;
        EXPECT_EQ(back.value(), tc) << text;
    }
}

TEST(TimeControl, ReadsPgnTags) {
    const std::vector<Parsed> cases = {
        { "300+3", 300000, 3000 },
        { "180", 180000, 0 },
        { "60+0", 60000, 0 },
        { " 900+10 ", 900000, 10000 },
    };
    for (const Parsed& c : cases) {
        const Result<TimeControl> tc = parsePgnTimeControl(c.text);
        ASSERT_TRUE(tc.ok()) << c.text << ": " << tc.error().message;
        EXPECT_EQ(tc.value(), (TimeControl { c.baseMs, c.incrementMs })) << c.text;
    }
    const Result<TimeControl> none = parsePgnTimeControl("-");
    ASSERT_TRUE(none.ok());
    EXPECT_TRUE(none.value().isNone());
}

TEST(TimeControl, RefusesPgnTagsItCannotPlay) {
    for (const char* text : { "?", "", "40/7200:3600", "*60", "5.5+3", "abc", "0", "300+x" }) {
        const Result<TimeControl> tc = parsePgnTimeControl(text);
        ASSERT_FALSE(tc.ok()) << text;
        EXPECT_FALSE(tc.error().message.empty()) << text;
    }
}

TEST(TimeControl, WritesPgnTags) {
    EXPECT_EQ(toPgnTimeControl(TimeControl::fromMinutes(5, 3)), "300+3");
    EXPECT_EQ(toPgnTimeControl(TimeControl::fromMinutes(3, 0)), "180");
    EXPECT_EQ(toPgnTimeControl(TimeControl::none()), "-");
    const TimeControl tc = TimeControl::fromMinutes(15, 10);
    const Result<TimeControl> back = parsePgnTimeControl(toPgnTimeControl(tc));
    ASSERT_TRUE(back.ok());
    EXPECT_EQ(back.value(), tc);
}

} // namespace
} // namespace rochade
