// SPDX-License-Identifier: GPL-3.0-or-later
// The card file survives a kill in the middle of a write: a child process saves large decks
// in a loop and is killed (SIGKILL) at a random moment, again and again; the file afterwards
// always reads, and is always one of the decks written whole.
#include "card_test_support.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/card_file.h"
#include "rochade/training/durable_file.h"

#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <random>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

using namespace rochade;
using namespace rochade::training;
using namespace rochade::training::cardtest;

namespace {

using CardFileKill = CardFolder;

/// The texts of two decks of 1,000 cards that differ in every card (the second is the first
/// with every card answered), so that no mix of the two files passes for either.
std::vector<std::string> twoLargeDeckTexts() {
    std::vector<PracticeCard> cards = generatedCards(1000);
    const std::string fresh = writeCardFile(cards);
    const FsrsScheduler scheduler;
    for (PracticeCard& card : cards) {
        card.schedule = scheduler.review(card.schedule, Recall::Good, kDay);
        card.answers.push_back({ kDay, Recall::Good, AnswerOutcome::Right, card.better[0].uci });
    }
    return { fresh, writeCardFile(cards) };
}

/// The files in `dir` other than `name`: temporary files a killed save left.
int strayFiles(const std::filesystem::path& dir, const std::string& name) {
    int count = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().filename() == name) continue;
        ++count;
        std::filesystem::remove(entry.path());
    }
    return count;
}

} // namespace

TEST_F(CardFileKill, AKillMidWriteLeavesOneOfTheDecksWritten) {
    const std::vector<std::string> texts = twoLargeDeckTexts();
    const std::string file = path("cards.txt");
    // Each deck read from the file the way the window reads it, then saved by the child.
    std::vector<CardDeck> decks;
    for (const std::string& text : texts) {
        ASSERT_TRUE(writeFileAtomically(file, text).ok());
        auto deck = CardDeck::open(file);
        ASSERT_TRUE(deck.ok()) << deck.error().message;
        decks.push_back(std::move(deck).value());
    }
    // How long one save takes here, so that the kills fall anywhere inside one.
    const auto start = std::chrono::steady_clock::now();
    ASSERT_TRUE(decks[0].save().ok());
    const auto saveTime = std::chrono::duration_cast<std::chrono::microseconds>(
        std::chrono::steady_clock::now() - start);

    std::mt19937 random(20261203);
    int killedMidWrite = 0;
    int rounds = 0;
    for (; rounds < 40 && killedMidWrite < 3; ++rounds) {
        int saved[2];
        ASSERT_EQ(::pipe(saved), 0);
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) {
            ::close(saved[0]);
            for (std::size_t i = 1;; ++i) {
                if (!decks[i % 2].save().ok()) _exit(3);
                const char byte = 1;
                if (::write(saved[1], &byte, 1) != 1) _exit(4);
            }
        }
        ::close(saved[1]);
        // Let it finish 0 or 1 saves, then kill it at a random moment of the next one.
        const int wholeSaves = static_cast<int>(random() % 2);
        char byte = 0;
        for (int i = 0; i < wholeSaves; ++i)
            ASSERT_EQ(::read(saved[0], &byte, 1), 1);
        std::this_thread::sleep_for(
            std::chrono::microseconds(random() % static_cast<std::uint64_t>(saveTime.count() + 1)));
        ::kill(child, SIGKILL);
        int status = 0;
        ASSERT_EQ(::waitpid(child, &status, 0), child);
        ::close(saved[0]);
        ASSERT_TRUE(WIFSIGNALED(status)) << "the child ended by itself: " << status;

        const std::string bytes = readFileBytes(file);
        EXPECT_TRUE(bytes == texts[0] || bytes == texts[1])
            << "round " << rounds << ": the file is neither deck (" << bytes.size() << " bytes)";
        const auto reopened = CardDeck::open(file);
        EXPECT_TRUE(reopened.ok()) << reopened.error().message;
        killedMidWrite += strayFiles(m_dir, "cards.txt") > 0 ? 1 : 0;
    }
    // The test saw what it is about: kills that landed inside a save.
    EXPECT_GE(killedMidWrite, 1) << rounds << " rounds; a save took " << saveTime.count() << " us";
}
