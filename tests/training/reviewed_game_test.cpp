// SPDX-License-Identifier: GPL-3.0-or-later
// Cards from reviewed games: tests/data/cards/reviewed_games.pgn holds three short games in
// the form a review writes (%eval on every move, $4/$2/$6 with "X was best."), checked by
// hand: Ann Example's blunder 3...Nf6?? (twice, as Black), her missed mate 4.Qf3?? (as
// White, Qxf7# was mate in one), her inaccuracy 5.Nc3?! (no card), her 6.Qg3? whose comment
// names no better move (skipped), and the opponents' mistakes (no card).
#include "card_test_support.h"
#include "rochade/core/pgn.h"
#include "rochade/training/player_name.h"
#include "rochade/training/reviewed_game.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace rochade;
using namespace rochade::training;
using namespace rochade::training::cardtest;

namespace {

/// After 1. e4 e5 2. Bc4 Nc6 3. Qh5 (Black to move) and after 3... Nf6 (White to move).
constexpr const char* kBeforeNf6 = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq -";
constexpr const char* kBeforeQf3
    = "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq -";

std::vector<PgnGame> reviewedGames() {
    const std::string text
        = readFileBytes(std::string(ROCHADE_TEST_DATA_DIR) + "/cards/reviewed_games.pgn");
    PgnParseResult parsed = parsePgn(text);
    EXPECT_TRUE(parsed.ok());
    EXPECT_EQ(parsed.games.size(), 3u);
    return std::move(parsed.games);
}

CardSource fileSource(std::int64_t index) {
    CardSource where;
    where.path = "/games/reviewed_games.pgn";
    where.gameIndex = index;
    where.byteOffset = index * 100;
    return where;
}

} // namespace

TEST(ReviewedGameCards, ABlunderOfThePlayerWithTheBetterMoveAndItsLine) {
    const std::vector<PgnGame> games = reviewedGames();
    const ReviewedGameCards found = cardsFromReviewedGame(games[0], "Ann Example", fileSource(0));
    EXPECT_TRUE(found.playerFound);
    EXPECT_TRUE(found.skipped.empty());
    ASSERT_EQ(found.cards.size(), 1u);
    const PracticeCard& card = found.cards[0];
    EXPECT_EQ(card.position, kBeforeNf6);
    EXPECT_EQ(card.side(), Color::Black);
    EXPECT_EQ(card.played, (CardMove { "g8f6", "Nf6" }));
    ASSERT_EQ(card.better.size(), 1u);
    EXPECT_EQ(card.better[0], (CardMove { "g7g6", "g6" }));
    // The variation beginning with the better move is the best line.
    EXPECT_EQ(card.bestLine, (std::vector<std::string> { "g7g6", "h5f3", "g8f6" }));
    EXPECT_EQ(card.mistakeClass, MistakeClass::Blunder);
    EXPECT_EQ(card.evalBefore, "0.20");
    EXPECT_EQ(card.evalAfter, "#1");
    EXPECT_EQ(card.explanation, "Allows mate in 1: Qxf7#.");
    ASSERT_EQ(card.sources.size(), 1u);
    const CardSource& source = card.sources[0];
    EXPECT_EQ(source.ply, 6);
    EXPECT_EQ(source.gameIndex, 0);
    EXPECT_EQ(source.path, "/games/reviewed_games.pgn");
    EXPECT_EQ(source.white, "Bob Builder");
    EXPECT_EQ(source.black, "Ann Example");
    EXPECT_EQ(source.date, "2026.11.02");
    EXPECT_EQ(source.event, "Club evening");
    EXPECT_TRUE(card.isNew());
    EXPECT_TRUE(card.answers.empty());
}

TEST(ReviewedGameCards, OnlyThePlayersMistakesAndBlundersAMissedMateNamedSo) {
    const std::vector<PgnGame> games = reviewedGames();
    // Ann is White here, named in other case with a trailing space; Carl's ?? and ? are his.
    const ReviewedGameCards found = cardsFromReviewedGame(games[1], "ANN EXAMPLE", fileSource(1));
    EXPECT_TRUE(found.playerFound);
    ASSERT_EQ(found.cards.size(), 1u);
    const PracticeCard& card = found.cards[0];
    EXPECT_EQ(card.position, kBeforeQf3);
    EXPECT_EQ(card.side(), Color::White);
    EXPECT_EQ(card.played, (CardMove { "h5f3", "Qf3" }));
    // "Qxf7# was\nbest." wrapped over two lines is still read.
    EXPECT_EQ(card.better[0], (CardMove { "h5f7", "Qxf7#" }));
    EXPECT_EQ(card.bestLine, std::vector<std::string> { "h5f7" });
    EXPECT_EQ(card.mistakeClass, MistakeClass::MissedMate);
    EXPECT_EQ(card.evalBefore, "#1");
    EXPECT_EQ(card.evalAfter, "0.50");
    EXPECT_EQ(card.sources[0].ply, 7);
    // 6. Qg3? names no better move: skipped, and said so.
    ASSERT_EQ(found.skipped.size(), 1u);
    EXPECT_NE(found.skipped[0].find("ply 11 (Qg3?)"), std::string::npos) << found.skipped[0];

    // Carl's own mistakes are his cards, not Ann's.
    const ReviewedGameCards carl = cardsFromReviewedGame(games[1], "Carl", fileSource(1));
    ASSERT_EQ(carl.cards.size(), 2u);
    EXPECT_EQ(carl.cards[0].played.san, "Nf6");
    EXPECT_EQ(carl.cards[1].played.san, "Bg4");
    EXPECT_EQ(carl.cards[1].mistakeClass, MistakeClass::Mistake);
}

TEST(ReviewedGameCards, AGameWithoutThePlayerMakesNoCard) {
    const std::vector<PgnGame> games = reviewedGames();
    const ReviewedGameCards found = cardsFromReviewedGame(games[0], "Ann", fileSource(0));
    EXPECT_FALSE(found.playerFound);
    EXPECT_TRUE(found.cards.empty());
}

TEST(ReviewedGameCards, TheBetterMoveFromAVariationWhenTheCommentNamesNone) {
    // A reviewed game from another program: the NAG and a variation, no sentence.
    const PgnParseResult parsed
        = parsePgn("[White \"Ann\"]\n[Black \"Bob\"]\n\n"
                   "1. e4 e5 2. Nf3 f6 $2 (2... Nc6 3. Bb5) (2... d6) 3. Nxe5 *\n");
    ASSERT_TRUE(parsed.ok());
    const ReviewedGameCards found = cardsFromReviewedGame(parsed.games[0], "Bob", fileSource(0));
    ASSERT_EQ(found.cards.size(), 1u);
    EXPECT_EQ(found.cards[0].better[0].san, "Nc6");
    EXPECT_EQ(found.cards[0].bestLine, (std::vector<std::string> { "b8c6", "f1b5" }));
    EXPECT_EQ(found.cards[0].mistakeClass, MistakeClass::Mistake);
    EXPECT_TRUE(found.cards[0].evalBefore.empty());
    EXPECT_TRUE(found.cards[0].explanation.empty());
}

namespace {

TEST(PlayerName, SurnameFirstOrLastAndAnyCaseNameTheSamePlayer) {
    EXPECT_TRUE(sameName("Carlsen, Magnus", "Magnus Carlsen"));
    EXPECT_TRUE(sameName("magnus  CARLSEN ", "Carlsen,Magnus"));
    EXPECT_FALSE(sameName("Carlsen, Magnus", "Carlsen"));
    EXPECT_FALSE(sameName("Magnus Carlsen", "Magnus Carlson"));
    EXPECT_FALSE(sameName("", "")) << "an empty name is nobody's";
    EXPECT_EQ(nameWords("Carlsen, Magnus"), (std::vector<std::string> { "carlsen", "magnus" }));
}

TEST(ReviewedGameCards, ASideChosenByTheCallerAndALookupForAnUntranslatedSentence) {
    // The window's review in German: a sentence the reader cannot read, no variation; the
    // review itself knows the line 2...Nc6 3.Bb5.
    const PgnParseResult parsed = parsePgn("[White \"Ann\"]\n[Black \"Bob\"]\n\n"
                                           "1. e4 e5 2. Nf3 f6 $2 {Fehler. Sc6 war am besten.} "
                                           "3. Nxe5 $4 {Patzer.} *\n");
    ASSERT_TRUE(parsed.ok());
    const PgnGame& game = parsed.games[0];
    const BetterLineLookup lookup = [](const Game::Node& node) {
        const Position& before = node.previous->position;
        if (node.ply != 4) return std::vector<Move> {};
        const Move nc6 = parseSan(before, "Nc6").value();
        Position after = before;
        UndoInfo undo;
        after.makeMove(nc6, undo);
        return std::vector<Move> { nc6, parseSan(after, "Bb5").value() };
    };
    const ReviewedGameCards black = cardsOfSide(game, Color::Black, fileSource(0), lookup);
    EXPECT_TRUE(black.playerFound);
    ASSERT_EQ(black.cards.size(), 1u);
    EXPECT_EQ(black.cards[0].played.san, "f6");
    EXPECT_EQ(black.cards[0].better[0].san, "Nc6");
    EXPECT_EQ(black.cards[0].bestLine, (std::vector<std::string> { "b8c6", "f1b5" }));
    // White's 3.Nxe5?? names nothing the lookup knows: skipped.
    const ReviewedGameCards white = cardsOfSide(game, Color::White, fileSource(0), lookup);
    EXPECT_TRUE(white.cards.empty());
    EXPECT_EQ(white.skipped.size(), 1u);
}

} // namespace
