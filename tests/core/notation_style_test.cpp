// SPDX-License-Identifier: GPL-3.0-or-later
// SAN in figurines and German, Czech and Russian letters: writing, reading back, the rules
// where letters could mean two things.
#include "rochade/core/notation_style.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include "random_games.h"

#include <gtest/gtest.h>

#include <array>
#include <string>

namespace rochade {
namespace {

constexpr std::array kAllLetters = { PieceLetters::English, PieceLetters::Figurine,
    PieceLetters::German, PieceLetters::Czech, PieceLetters::Russian };

Position styledPositionFrom(std::string_view fen) {
    const Result<Position> pos = parseFen(fen);
    EXPECT_TRUE(pos.ok()) << fen;
    return pos.ok() ? pos.value() : Position::startPosition();
}

/// The move `typed` names in `pos` when read in `letters`, in English SAN ("" if none).
std::string readAs(std::string_view fen, std::string_view typed, PieceLetters letters) {
    const Position pos = styledPositionFrom(fen);
    const Result<Move> move = parseSan(pos, englishSan(typed, letters));
    return move.ok() ? toSan(pos, move.value()) : std::string();
}

// The letters as the languages' chess literature writes them (FIDE handbook, Czech and
// Russian chess books), not as this code writes them.
TEST(NotationStyle, WritesEachLanguagesPieceLetters) {
    EXPECT_EQ(styledSan("Nf3", PieceLetters::German), "Sf3");
    EXPECT_EQ(styledSan("Bb5", PieceLetters::German), "Lb5");
    EXPECT_EQ(styledSan("Rxe1", PieceLetters::German), "Txe1");
    EXPECT_EQ(styledSan("Qxd8+", PieceLetters::German), "Dxd8+");
    EXPECT_EQ(styledSan("Kg1", PieceLetters::German), "Kg1");

    EXPECT_EQ(styledSan("Nf3", PieceLetters::Czech), "Jf3");
    EXPECT_EQ(styledSan("Bb5", PieceLetters::Czech), "Sb5");
    EXPECT_EQ(styledSan("Rxe1", PieceLetters::Czech), "Vxe1");
    EXPECT_EQ(styledSan("Qd8#", PieceLetters::Czech), "Dd8#");
    EXPECT_EQ(styledSan("Ke2", PieceLetters::Czech), "Ke2");

    EXPECT_EQ(styledSan("Nf3", PieceLetters::Russian), "Кf3");
    EXPECT_EQ(styledSan("Bb5", PieceLetters::Russian), "Сb5");
    EXPECT_EQ(styledSan("Rxe1", PieceLetters::Russian), "Лxe1");
    EXPECT_EQ(styledSan("Qd8", PieceLetters::Russian), "Фd8");
    EXPECT_EQ(styledSan("Kg1", PieceLetters::Russian), "Крg1");

    EXPECT_EQ(styledSan("Nf3", PieceLetters::Figurine), "♘f3");
    EXPECT_EQ(styledSan("Nbd7", PieceLetters::Figurine), "♘bd7");
    EXPECT_EQ(styledSan("Kxf2", PieceLetters::Figurine), "♔xf2");
    EXPECT_EQ(styledSan("Nf3", PieceLetters::English), "Nf3");
}

TEST(NotationStyle, PromotionsTakeTheLanguagesLetter) {
    EXPECT_EQ(styledSan("e8=Q", PieceLetters::German), "e8=D");
    EXPECT_EQ(styledSan("exd1=N+", PieceLetters::German), "exd1=S+");
    EXPECT_EQ(styledSan("b8=R", PieceLetters::Czech), "b8=V");
    EXPECT_EQ(styledSan("a1=Q#", PieceLetters::Russian), "a1=Ф#");
    EXPECT_EQ(styledSan("g8=B", PieceLetters::Figurine), "g8=♗");
}

TEST(NotationStyle, CastlingAndPawnMovesStayAsTheyAre) {
    for (const PieceLetters letters : kAllLetters) {
        for (const char* san : { "O-O", "O-O-O+", "e4", "exd5", "bxc3", "dxe6", "h8=Q" }) {
            const std::string styled = styledSan(san, letters);
            if (std::string_view(san) == "h8=Q") {
                EXPECT_TRUE(styled.starts_with("h8=")) << styled;
            } else {
                EXPECT_EQ(styled, san);
            }
        }
    }
}

TEST(NotationStyle, WritesAWholeLineWithMoveNumbers) {
    EXPECT_EQ(styledSan("12.Nf3 Bc5 13.O-O Qe7", PieceLetters::German), "12.Sf3 Lc5 13.O-O De7");
    EXPECT_EQ(styledSan("3...Nc6 4.Bb5", PieceLetters::Russian), "3...Кc6 4.Сb5");
}

// Every legal move of many positions: written in each notation and read back, the same
// SAN and the same move; and no English letter but the king's survives a language's.
TEST(NotationStyle, EveryLegalMoveRoundTripsInEveryNotation) {
    int checked = 0;
    testing::forEachPlayoutPosition(1414, 60, 80, [&](const Position& pos) {
        const MoveList legal = MoveGenerator::legalMoves(pos);
        for (const Move m : legal) {
            const std::string san = toSan(pos, m, legal);
            for (const PieceLetters letters : kAllLetters) {
                const std::string styled = styledSan(san, letters);
                ASSERT_EQ(englishSan(styled, letters), san) << styled;
                const Result<Move> back = parseSan(pos, englishSan(styled, letters), legal);
                ASSERT_TRUE(back.ok()) << styled << " in " << toFen(pos);
                ASSERT_EQ(back.value(), m) << styled << " in " << toFen(pos);
                if (letters != PieceLetters::English) {
                    EXPECT_EQ(styled.find_first_of("QRBN"), std::string::npos) << styled;
                }
                ++checked;
            }
        }
    });
    EXPECT_GT(checked, 50000);
}

// In Czech "S" is the bishop (střelec), in German the knight (Springer): the chosen
// language's letters win.
TEST(NotationStyle, TheChosenLanguagesLettersWin) {
    // A knight on b1 (it reaches c3, not c4) and a bishop on f1 (it reaches c4, not c3).
    const char* const fen = "4k3/8/8/8/8/8/8/1N2KB2 w - - 0 1";
    EXPECT_EQ(readAs(fen, "Sc4", PieceLetters::Czech), "Bc4");
    EXPECT_EQ(readAs(fen, "Sc3", PieceLetters::German), "Nc3");
    EXPECT_EQ(readAs(fen, "Jc3", PieceLetters::Czech), "Nc3");
    EXPECT_EQ(readAs(fen, "Lc4", PieceLetters::German), "Bc4");
    // Not read as a language's letter outside that language.
    EXPECT_EQ(readAs(fen, "Sc3", PieceLetters::English), "");
    EXPECT_EQ(readAs(fen, "Sc4", PieceLetters::German), "");
}

TEST(NotationStyle, EnglishLettersAreStillReadInALanguage) {
    const char* const start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    for (const PieceLetters letters : kAllLetters) {
        EXPECT_EQ(readAs(start, "Nf3", letters), "Nf3");
        EXPECT_EQ(readAs(start, "e4", letters), "e4");
        EXPECT_EQ(readAs(start, "g1f3", letters), "Nf3");
    }
}

TEST(NotationStyle, RussianKingIsReadBeforeTheKnight) {
    // King on e1, knight on g1: "Кр" moves the king, "К" the knight.
    const char* const fen = "4k3/8/8/8/8/8/8/4K1N1 w - - 0 1";
    EXPECT_EQ(readAs(fen, "Крe2", PieceLetters::Russian), "Ke2");
    EXPECT_EQ(readAs(fen, "крd1", PieceLetters::Russian), "Kd1");
    EXPECT_EQ(readAs(fen, "Кe2", PieceLetters::Russian), "Ne2");
    EXPECT_EQ(readAs(fen, "кf3", PieceLetters::Russian), "Nf3");
    // A Latin K stays the English king.
    EXPECT_EQ(readAs(fen, "Kf2", PieceLetters::Russian), "Kf2");
}

TEST(NotationStyle, FigurinesOfEitherColourAreReadInEveryNotation) {
    const char* const fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1";
    for (const PieceLetters letters : kAllLetters) {
        EXPECT_EQ(readAs(fen, "♞f6", letters), "Nf6");
        EXPECT_EQ(readAs(fen, "♘c6", letters), "Nc6");
    }
}

TEST(NotationStyle, PromotionsAreReadInTheLanguage) {
    const char* const fen = "3r4/4P3/8/8/8/8/k7/4K3 w - - 0 1";
    EXPECT_EQ(readAs(fen, "e8=D", PieceLetters::German), "e8=Q");
    EXPECT_EQ(readAs(fen, "e8S", PieceLetters::German), "e8=N");
    EXPECT_EQ(readAs(fen, "exd8=V", PieceLetters::Czech), "exd8=R");
    EXPECT_EQ(readAs(fen, "exd8=К", PieceLetters::Russian), "exd8=N");
    EXPECT_EQ(readAs(fen, "e8=♕", PieceLetters::Figurine), "e8=Q");
}

TEST(NotationStyle, TextThatIsNoMoveStaysAsItWas) {
    EXPECT_EQ(englishSan("hello", PieceLetters::German), "hello");
    EXPECT_EQ(englishSan("", PieceLetters::Russian), "");
    EXPECT_EQ(englishSan("Zf3", PieceLetters::Czech), "Zf3");
    // A lone byte of a broken UTF-8 sequence is copied, not swallowed.
    EXPECT_EQ(englishSan("\xd0", PieceLetters::Russian), "\xd0");
}

TEST(NotationStyle, PieceLetterNamesEachPiece) {
    EXPECT_EQ(pieceLetter(PieceType::Knight, PieceLetters::German), "S");
    EXPECT_EQ(pieceLetter(PieceType::King, PieceLetters::Russian), "Кр");
    EXPECT_EQ(pieceLetter(PieceType::Queen, PieceLetters::Figurine), "♕");
    EXPECT_EQ(pieceLetter(PieceType::Pawn, PieceLetters::Czech), "");
}

} // namespace
} // namespace rochade
