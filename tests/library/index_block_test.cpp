// SPDX-License-Identifier: GPL-3.0-or-later
// The position index's block codec: every entry comes back, whatever the gaps and repeats.
#include "index_block.h"
#include "position_index.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>

using namespace rochade::library;

namespace {

void expectRoundTrip(std::vector<IndexEntry> entries) {
    sortEntries(entries);
    const std::vector<std::uint8_t> data = encodeBlock(entries);
    const std::vector<IndexEntry> back = decodeBlock(entries.front().hash, data);
    ASSERT_EQ(back.size(), entries.size());
    for (std::size_t i = 0; i < entries.size(); ++i) {
        EXPECT_EQ(back[i].hash, entries[i].hash) << i;
        EXPECT_EQ(back[i].game, entries[i].game) << i;
        EXPECT_EQ(back[i].next, entries[i].next) << i;
    }
}

TEST(IndexBlock, RandomHashesComeBackInTheSignedOrder) {
    std::mt19937_64 rng(11);
    std::vector<IndexEntry> entries;
    for (int i = 0; i < 500; ++i)
        entries.push_back({ rng(), static_cast<std::uint32_t>(rng() % 1000000),
            static_cast<std::uint8_t>(rng() % 256) });
    expectRoundTrip(entries);
}

TEST(IndexBlock, OnePositionOfManyGamesAndAGameTwiceWithTwoMoves) {
    std::vector<IndexEntry> entries;
    for (std::uint32_t g = 1; g < 700; g += 1 + g % 5)
        entries.push_back({ 0x1234567890abcdefULL, g, static_cast<std::uint8_t>(g % 20) });
    entries.push_back({ 0x1234567890abcdefULL, 3, 200 });
    entries.push_back({ 0x1234567890abcdf0ULL, 4000000000u, 255 });
    expectRoundTrip(entries);
}

TEST(IndexBlock, HugeAndTinyGapsTogetherUseTheEscape) {
    // The mean gap is large, so most small gaps have a quotient of 0, and the two extremes
    // of the signed range give a quotient past the escape.
    std::vector<IndexEntry> entries {
        { static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::min()), 1, 0 },
        { static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::min()) + 1, 2, 1 },
        { static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::min()) + 3, 2, 1 },
        { 0, 5, 7 },
        { 1, 5, 8 },
        { static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()), 9, 9 },
    };
    for (std::uint64_t i = 0; i < 100; ++i)
        entries.push_back({ 1000 + i * 3, static_cast<std::uint32_t>(i), 4 });
    expectRoundTrip(entries);
}

TEST(IndexBlock, ADamagedBlockReadsNoFurtherThanItsBytes) {
    std::vector<IndexEntry> entries;
    for (std::uint64_t i = 0; i < 50; ++i)
        entries.push_back({ i * 1000003, static_cast<std::uint32_t>(i), 1 });
    const std::vector<std::uint8_t> data = encodeBlock(entries);
    for (std::size_t cut = 0; cut < data.size(); ++cut) {
        const std::vector<std::uint8_t> part(data.begin(), data.begin() + static_cast<long>(cut));
        EXPECT_LE(decodeBlock(0, part).size(), entries.size());
    }
}

} // namespace
