// SPDX-License-Identifier: GPL-3.0-or-later
// The deck of practice cards: one card per mistake, due on the day FSRS says (a fake date
// passed in), answers recorded, the file written and read back, a damaged file left alone.
#include "card_test_support.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/card_file.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::training;
using namespace rochade::training::cardtest;

namespace {

using CardDeckTest = CardFolder;

/// After 1. e4 e5 2. Nf3, Black to move; the same position at another move number below.
constexpr const char* kAfterNf3 = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
constexpr const char* kAfterNf3Later
    = "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 5 4";

std::vector<std::string> idsOf(const std::vector<const PracticeCard*>& cards) {
    std::vector<std::string> ids;
    for (const PracticeCard* card : cards)
        ids.push_back(card->id());
    return ids;
}

CardDeck openDeck(const std::string& path) {
    auto deck = CardDeck::open(path);
    EXPECT_TRUE(deck.ok()) << deck.error().message;
    return std::move(deck).value();
}

} // namespace

TEST_F(CardDeckTest, NoFileYetIsAnEmptyDeck) {
    CardDeck deck = openDeck(path("cards.txt"));
    EXPECT_TRUE(deck.cards().empty());
    EXPECT_EQ(deck.counts(kDay).total, 0u);
    EXPECT_FALSE(std::filesystem::exists(path("cards.txt")));
}

TEST_F(CardDeckTest, TheSameMistakeFromTwoGamesIsOneCardWithBothSources) {
    CardDeck deck = openDeck(path("cards.txt"));
    const CardsAdded first = deck.add({ cardOf(kAfterNf3, "f7f6", "b8c6", 0) }, kDay);
    EXPECT_EQ(first.added, 1u);
    // The same position at another move number, the same move, from game 3.
    const CardsAdded second
        = deck.add({ cardOf(kAfterNf3Later, "f7f6", "b8c6", 3) }, kDay + days { 2 });
    EXPECT_EQ(second.added, 0u);
    EXPECT_EQ(second.merged, 1u);
    ASSERT_EQ(deck.cards().size(), 1u);
    ASSERT_EQ(deck.cards()[0].sources.size(), 2u);
    EXPECT_EQ(deck.cards()[0].sources[1].gameIndex, 3);
    EXPECT_EQ(deck.cards()[0].added, kDay); // the first time it was seen
    // Game 3 again: nothing new.
    const CardsAdded third = deck.add({ cardOf(kAfterNf3Later, "f7f6", "b8c6", 3) }, kDay);
    EXPECT_EQ(third.known, 1u);
    EXPECT_EQ(deck.cards()[0].sources.size(), 2u);
    // Another move in the same position is another mistake.
    EXPECT_EQ(deck.add({ cardOf(kAfterNf3, "d8h4", "b8c6", 0) }, kDay).added, 1u);
    EXPECT_EQ(deck.cards().size(), 2u);
    EXPECT_NE(deck.cards()[0].id(), deck.cards()[1].id());
}

TEST_F(CardDeckTest, AnsweredGoodTodayIsDueOnTheDayFsrsSaysAndNotBefore) {
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add({ cardOf(kAfterNf3, "f7f6", "b8c6") }, kDay);
    const std::string id = deck.cards()[0].id();
    const FsrsCard before = deck.cards()[0].schedule;
    EXPECT_EQ(idsOf(deck.due(kDay)), std::vector<std::string> { id }); // new: due at once
    EXPECT_TRUE(deck.due(kDay - days { 1 }).empty()); // not before it was made

    ASSERT_TRUE(
        deck.answer(id, recallFor(AnswerOutcome::Right), AnswerOutcome::Right, kDay, "b8c6").ok());
    const FsrsCard expected = FsrsScheduler {}.review(before, Recall::Good, kDay);
    ASSERT_GT(expected.due, kDay + days { 1 }); // a real interval, not tomorrow by default
    EXPECT_EQ(deck.cards()[0].schedule.due, expected.due);
    EXPECT_DOUBLE_EQ(deck.cards()[0].schedule.stability, expected.stability);
    for (sys_days day = kDay; day < expected.due; day += days { 1 })
        EXPECT_TRUE(deck.due(day).empty()) << isoDate(day);
    EXPECT_EQ(idsOf(deck.due(expected.due)), std::vector<std::string> { id });
    EXPECT_EQ(deck.counts(expected.due - days { 1 }).due, 0u);
    EXPECT_EQ(deck.counts(expected.due).due, 1u);
    EXPECT_EQ(deck.counts(expected.due).fresh, 0u);

    // The same after the file was written and read again.
    ASSERT_TRUE(deck.save().ok());
    CardDeck reopened = openDeck(path("cards.txt"));
    EXPECT_TRUE(reopened.due(expected.due - days { 1 }).empty());
    EXPECT_EQ(idsOf(reopened.due(expected.due)), std::vector<std::string> { id });
    ASSERT_EQ(reopened.cards()[0].answers.size(), 1u);
    EXPECT_EQ(reopened.cards()[0].answers[0],
        (CardAnswer { kDay, Recall::Good, AnswerOutcome::Right, "b8c6" }));
}

TEST_F(CardDeckTest, RightWrongAndHintsBecomeFsrsAnswers) {
    EXPECT_EQ(recallFor(AnswerOutcome::Wrong), Recall::Again);
    EXPECT_EQ(recallFor(AnswerOutcome::RightWithHint), Recall::Hard);
    EXPECT_EQ(recallFor(AnswerOutcome::Right), Recall::Good);

    const FsrsScheduler scheduler;
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add({ cardOf(kAfterNf3, "f7f6", "b8c6") }, kDay);
    const std::string id = deck.cards()[0].id();
    FsrsCard expected = scheduler.review(deck.cards()[0].schedule, Recall::Again, kDay);
    ASSERT_TRUE(
        deck.answer(id, recallFor(AnswerOutcome::Wrong), AnswerOutcome::Wrong, kDay, "d7d6").ok());
    const sys_days next = expected.due;
    expected = scheduler.review(expected, Recall::Hard, next);
    ASSERT_TRUE(deck.answer(id, recallFor(AnswerOutcome::RightWithHint),
                        AnswerOutcome::RightWithHint, next, "b8c6")
                    .ok());
    const PracticeCard& card = deck.cards()[0];
    EXPECT_EQ(card.schedule.due, expected.due);
    EXPECT_DOUBLE_EQ(card.schedule.difficulty, expected.difficulty);
    EXPECT_EQ(card.schedule.reviews, 2);
    ASSERT_EQ(card.answers.size(), 2u);
    EXPECT_EQ(card.answers[0].recall, Recall::Again);
    EXPECT_EQ(card.answers[0].triedMove, "d7d6");
    EXPECT_EQ(card.answers[1].outcome, AnswerOutcome::RightWithHint);

    EXPECT_FALSE(deck.answer("0000000000000000", Recall::Good, AnswerOutcome::Right, kDay).ok());
}

TEST_F(CardDeckTest, DueCardsComeMostOverdueFirst) {
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add(generatedCards(3), kDay);
    const std::string a = deck.cards()[0].id();
    const std::string b = deck.cards()[1].id();
    const std::string c = deck.cards()[2].id();
    // b answered wrong on the first day comes back the next day; a stays new (due since
    // the first day); c answered Easy comes back much later.
    ASSERT_TRUE(deck.answer(b, Recall::Again, AnswerOutcome::Wrong, kDay).ok());
    ASSERT_TRUE(deck.answer(c, Recall::Easy, AnswerOutcome::Right, kDay).ok());
    const sys_days cDue = deck.find(c)->schedule.due;
    EXPECT_EQ(idsOf(deck.due(cDue)), (std::vector<std::string> { a, b, c }));
    EXPECT_EQ(idsOf(deck.due(kDay)), (std::vector<std::string> { a }));
    const DeckCounts counts = deck.counts(kDay);
    EXPECT_EQ(counts.due, 1u);
    EXPECT_EQ(counts.fresh, 1u);
    EXPECT_EQ(counts.total, 3u);
}

TEST_F(CardDeckTest, ARemovedCardIsGoneFromTheFile) {
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add(generatedCards(3), kDay);
    const std::string removed = deck.cards()[1].id();
    EXPECT_TRUE(deck.remove(removed));
    EXPECT_FALSE(deck.remove(removed));
    ASSERT_TRUE(deck.save().ok());
    CardDeck reopened = openDeck(path("cards.txt"));
    EXPECT_EQ(reopened.cards().size(), 2u);
    EXPECT_EQ(reopened.find(removed), nullptr);
}

TEST_F(CardDeckTest, SavedDeckReadsBackAndLeavesNoTemporaryFile) {
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add(generatedCards(50), kDay);
    ASSERT_TRUE(deck.answer(deck.cards()[7].id(), Recall::Good, AnswerOutcome::Right, kDay).ok());
    ASSERT_TRUE(deck.save().ok());
    ASSERT_TRUE(deck.save().ok()); // over the file it wrote
    CardDeck reopened = openDeck(path("cards.txt"));
    ASSERT_EQ(reopened.cards().size(), deck.cards().size());
    for (std::size_t i = 0; i < deck.cards().size(); ++i)
        EXPECT_TRUE(reopened.cards()[i] == deck.cards()[i]) << i;
    const auto entries = std::distance(
        std::filesystem::directory_iterator(m_dir), std::filesystem::directory_iterator {});
    EXPECT_EQ(entries, 1);
}

TEST_F(CardDeckTest, ADamagedFileIsRefusedWithItsLineAndLeftAsItWas) {
    CardDeck deck = openDeck(path("cards.txt"));
    deck.add(generatedCards(3), kDay);
    ASSERT_TRUE(deck.save().ok());
    // A hand edit gone wrong: the third card's played move made illegal.
    std::string text = readFileBytes(path("cards.txt"));
    std::size_t at = 0;
    for (int i = 0; i < 3; ++i)
        at = text.find("\nplayed\t", at + 1);
    text.replace(at + 8, 4, "a1a8");
    std::ofstream(path("cards.txt"), std::ios::binary) << text;
    const int line
        = static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at) + 1, '\n'))
        + 1;

    const auto opened = CardDeck::open(path("cards.txt"));
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().message.rfind(
                  path("cards.txt") + ": line " + std::to_string(line) + ", column 8: ", 0),
        0u)
        << opened.error().message;
    EXPECT_EQ(readFileBytes(path("cards.txt")), text);
}
