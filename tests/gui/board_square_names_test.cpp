// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of BoardSquareNames: the squares in words as a screen reader speaks them, in English
// and translated in every catalogue the program ships.
#include "board/board_square_names.h"
#include "rochade/core/fen.h"

#include "translated_texts.h"

#include <gtest/gtest.h>

using namespace rochade;
using rochade::gui::BoardSquareNames;

namespace {

Square squareNamed(const char* name) {
    return makeSquare(name[0] - 'a', name[1] - '1');
}

/// Everything BoardSquareNames says about the start position, in the language installed now.
QStringList everyWord() {
    const Position start = Position::startPosition();
    QStringList out;
    for (const char* square :
        { "a1", "b1", "c1", "d1", "e1", "e2", "a8", "b8", "c8", "d8", "e8", "e7", "e4" })
        out << BoardSquareNames::square(start, squareNamed(square));
    out << BoardSquareNames::state(true, false) << BoardSquareNames::state(false, true)
        << BoardSquareNames::focusDescription(start, squareNamed("e2"), kNoSquare)
        << BoardSquareNames::focusDescription(start, squareNamed("e2"), squareNamed("e2"))
        << BoardSquareNames::focusDescription(start, squareNamed("e4"), squareNamed("e2"));
    return out;
}

} // namespace

TEST(BoardSquareNames, SaysWhatStandsOnASquareAndWhereTheFocusIs) {
    const Position start = Position::startPosition();
    EXPECT_EQ(
        BoardSquareNames::square(start, squareNamed("g1")), QStringLiteral("g1, white knight"));
    EXPECT_EQ(
        BoardSquareNames::square(start, squareNamed("d8")), QStringLiteral("d8, black queen"));
    EXPECT_EQ(BoardSquareNames::square(start, squareNamed("e4")), QStringLiteral("e4, empty"));
    EXPECT_EQ(BoardSquareNames::square(start, kNoSquare), QString());
    EXPECT_EQ(BoardSquareNames::state(false, false), QString());
    EXPECT_EQ(BoardSquareNames::focusDescription(start, squareNamed("e4"), squareNamed("e2")),
        QStringLiteral("e4, empty; selected: e2, white pawn. Arrow keys move, Space or Enter "
                       "selects and moves, Esc cancels."));
}

TEST(BoardSquareNames, EveryWordIsTranslatedInEveryCatalogue) {
    gui::test::expectEveryTextTranslated(everyWord);
}
