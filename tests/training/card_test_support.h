// SPDX-License-Identifier: GPL-3.0-or-later
// What the practice card tests share: a temporary folder per test (never the real data
// directory), cards made from real positions, a file's bytes.
#pragma once

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"
#include "rochade/training/practice_card.h"

#include <gtest/gtest.h>

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <unistd.h>
#include <vector>

namespace rochade::training::cardtest {

using namespace std::chrono;

constexpr sys_days kDay = year_month_day { year { 2026 }, month { 12 }, day { 3 } };

/// A fixture with its own empty folder, removed afterwards.
class CardFolder : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path()
            / ("rochade_cards_" + std::to_string(::getpid()) + "_" + info->test_suite_name() + "_"
                + info->name());
        std::filesystem::remove_all(m_dir);
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override {
        std::error_code ec;
        std::filesystem::remove_all(m_dir, ec);
    }
    std::string path(const std::string& name) const { return (m_dir / name).string(); }
    std::filesystem::path m_dir;
};

inline std::string readFileBytes(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream text;
    text << file.rdbuf();
    return text.str();
}

/// A card for playing `played` instead of `better` in `fen` (both legal there), from game
/// `gameIndex` of games.pgn.
inline PracticeCard cardOf(const std::string& fen, const std::string& played,
    const std::string& better, std::int64_t gameIndex = 0) {
    const Position position = parseFen(fen).value();
    PracticeCard card;
    card.position = positionKeyOfFen(toFen(position));
    const Move playedMove = parseUciMove(position, played).value();
    const Move betterMove = parseUciMove(position, better).value();
    card.played = { played, toSan(position, playedMove) };
    card.better = { { better, toSan(position, betterMove) } };
    card.bestLine = { better };
    card.mistakeClass = MistakeClass::Mistake;
    CardSource source;
    source.path = "/home/ann/games.pgn";
    source.gameIndex = gameIndex;
    source.byteOffset = gameIndex * 1000;
    source.ply = 10;
    source.white = "Ann";
    source.black = "Bob";
    source.date = "2026.11.30";
    source.event = "Club";
    card.sources = { source };
    card.added = kDay;
    card.schedule.due = kDay;
    return card;
}

/// `count` different cards from the positions of pseudo-random games (a fixed seed), each
/// with one move played and another as the better one.
inline std::vector<PracticeCard> generatedCards(std::size_t count, std::uint64_t seed = 1) {
    std::vector<PracticeCard> cards;
    std::set<std::string> keys;
    std::uint64_t state = seed;
    const auto next = [&state](std::size_t bound) {
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::size_t>((state >> 33) % bound);
    };
    Position position = Position::startPosition();
    while (cards.size() < count) {
        const MoveList legal = MoveGenerator::legalMoves(position);
        if (legal.size() < 2 || position.fullmoveNumber() > 60) {
            position = Position::startPosition();
            continue;
        }
        const Move played = legal[next(legal.size())];
        Move better = legal[next(legal.size())];
        if (better == played) better = legal[played == legal[0] ? 1 : 0];
        PracticeCard card = cardOf(
            toFen(position), toUci(played), toUci(better), static_cast<std::int64_t>(cards.size()));
        if (keys.insert(card.key()).second) cards.push_back(std::move(card));
        UndoInfo undo;
        position.makeMove(played, undo);
    }
    return cards;
}

} // namespace rochade::training::cardtest
