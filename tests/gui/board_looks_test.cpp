// SPDX-License-Identifier: GPL-3.0-or-later
// Board themes, the second piece set and dark palettes, checked on painted pixels.
#include "board/board_display_options.h"
#include "board/board_theme.h"
#include "board/board_widget.h"
#include "board/piece_set.h"
#include "panels/colour_scheme.h"
#include "panels/record_view.h"
#include "rochade/core/game.h"
#include "rochade/core/notation.h"

#include "gui_fixture.h"

#include <QApplication>
#include <QImage>
#include <QRegularExpression>
#include <QSet>

#include <gtest/gtest.h>

namespace rochade::gui {
namespace {

using namespace test;

/// The painted colour in the middle of square `s` (empty squares only: no piece there).
QColor paintedCentre(BoardWidget& board, Square s) {
    const QImage image = board.grab().toImage();
    const QPointF c = QRectF(board.squareRect(s)).center() * image.devicePixelRatio();
    return image.pixelColor(c.toPoint());
}

TEST(BoardThemes, ThereAreAtLeastFourWithDistinctIdsAndColours) {
    const auto& themes = boardThemes();
    ASSERT_GE(themes.size(), 4);
    QSet<QString> ids;
    QSet<QRgb> darks;
    for (const BoardTheme& t : themes) {
        ids.insert(t.id);
        darks.insert(t.dark.rgb());
        EXPECT_FALSE(t.displayName().isEmpty());
    }
    EXPECT_EQ(ids.size(), themes.size());
    EXPECT_EQ(darks.size(), themes.size());
    EXPECT_EQ(boardTheme(QStringLiteral("no such theme")).id, defaultBoardTheme().id);
}

TEST(BoardThemes, SwitchingRepaintsTheSquaresAtOnce) {
    BoardWidget board;
    board.resize(320, 320);
    board.show();
    QSet<QRgb> seen;
    for (const BoardTheme& t : boardThemes()) {
        board.setTheme(t);
        // d5 is a light square and d4 a dark one, both empty at the start.
        const QColor light = paintedCentre(board, at("d5"));
        const QColor dark = paintedCentre(board, at("d4"));
        EXPECT_EQ(light.rgb(), t.light.rgb()) << t.id.toStdString();
        EXPECT_EQ(dark.rgb(), t.dark.rgb()) << t.id.toStdString();
        seen.insert(light.rgb());
    }
    EXPECT_GE(seen.size(), 3); // not the same board under four names
}

TEST(BoardThemes, CoordinatesContrastWithTheirSquaresAndHighContrastIsStrongest) {
    // The coordinates are painted in the other square colour, so the two must differ
    // clearly; the low-vision theme must beat every other one.
    double best = 0;
    QString bestId;
    for (const BoardTheme& t : boardThemes()) {
        const double ratio = contrastRatio(t.light, t.dark);
        EXPECT_GE(ratio, 2.2) << t.id.toStdString();
        if (ratio > best) {
            best = ratio;
            bestId = t.id;
        }
    }
    EXPECT_EQ(bestId, QStringLiteral("high-contrast"));
    EXPECT_GE(best, 4.5);
}

/// The share of the opaque pixels of an image that are lighter than `lightness` (0..255).
double shareLighterThan(const QImage& image, int lightness) {
    int opaque = 0;
    int lighter = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            const QColor px = image.pixelColor(x, y);
            if (px.alpha() < 200) continue;
            ++opaque;
            if (px.lightness() > lightness) ++lighter;
        }
    }
    return opaque > 0 ? static_cast<double>(lighter) / opaque : 0;
}

TEST(PieceSets, TheGeometricSetLoadsAllTwelvePieces) {
    ASSERT_GE(PieceSet::sets().size(), 2);
    const PieceSet::Info& info = PieceSet::set(QStringLiteral("geometric"));
    ASSERT_EQ(info.id, QStringLiteral("geometric"));
    PieceSet set(info.directory);
    EXPECT_TRUE(set.isComplete());
    PieceSet classic(PieceSet::sets().front().directory);
    for (int t = index(PieceType::Pawn); t <= index(PieceType::King); ++t) {
        const Piece white = makePiece(Color::White, static_cast<PieceType>(t));
        const Piece black = makePiece(Color::Black, static_cast<PieceType>(t));
        const std::string name = PieceSet::fileName(white).toStdString();
        const QImage w = set.pixmap(white, 128, 1.0).toImage();
        const QImage b = set.pixmap(black, 128, 1.0).toImage();
        EXPECT_GT(w.pixelColor(64, 64).alpha(), 200) << name;
        EXPECT_GT(b.pixelColor(64, 64).alpha(), 200) << name;
        // A white piece is mostly light and a black one mostly dark.
        // (Outlines and detail lines take a good part of a small piece like the queen.)
        EXPECT_GT(shareLighterThan(w, 200), 0.35) << name;
        EXPECT_LT(shareLighterThan(b, 60), 0.4) << name;
        // Its own drawing, not the classic one under another name.
        EXPECT_NE(w, classic.pixmap(white, 128, 1.0).toImage()) << name;
        EXPECT_NE(b, classic.pixmap(black, 128, 1.0).toImage()) << name;
    }
}

TEST(PieceSets, PixmapsCarryThePixelRatioForCrispHighDpi) {
    PieceSet set(PieceSet::set(QStringLiteral("geometric")).directory);
    const QPixmap pm = set.pixmap(makePiece(Color::White, PieceType::Knight), 40, 2.0);
    EXPECT_EQ(pm.width(), 80);
    EXPECT_DOUBLE_EQ(pm.devicePixelRatio(), 2.0);
    const QPixmap odd = set.pixmap(makePiece(Color::White, PieceType::Knight), 40, 1.5);
    EXPECT_EQ(odd.width(), 60);
}

TEST(PieceSets, TheBoardSwitchesSetsAndPaintsTheNewPieces) {
    BoardWidget board;
    board.resize(320, 320);
    board.show();
    const QImage before = board.grab().toImage();
    board.setPieceSet(QStringLiteral("geometric"));
    EXPECT_EQ(board.pieceSetId(), QStringLiteral("geometric"));
    EXPECT_NE(board.grab().toImage(), before);
    board.setPieceSet(QStringLiteral("unknown"));
    EXPECT_EQ(board.pieceSetId(), PieceSet::sets().front().id);
}

class DarkPaletteTest : public ::testing::Test {
protected:
    void SetUp() override {
        saved = QApplication::palette();
        QApplication::setPalette(darkPalette());
    }
    void TearDown() override { QApplication::setPalette(saved); }
    QPalette saved;
};

TEST_F(DarkPaletteTest, TheDarkPaletteIsDarkAndReadable) {
    const QPalette p = QApplication::palette();
    EXPECT_TRUE(isDarkPalette(p));
    EXPECT_FALSE(isDarkPalette(lightPalette()));
    EXPECT_GE(contrastRatio(p.color(QPalette::Window), p.color(QPalette::WindowText)), 7.0);
    EXPECT_GE(contrastRatio(p.color(QPalette::Base), p.color(QPalette::Text)), 7.0);
}

TEST_F(DarkPaletteTest, TheCurrentMoveStaysReadableInTheMoveList) {
    Game game;
    ASSERT_TRUE(game.addSanMove(game.root(), "e4").ok());
    RecordView view;
    view.setGame(game, game.root().child(0));
    // The mark's colours, as the view wrote them for the dark palette.
    const QRegularExpression mark(
        QStringLiteral("color:(#[0-9a-f]{6}); background-color:(#[0-9a-f]{6}); font-weight:bold"));
    const QRegularExpressionMatch found = mark.match(view.html());
    ASSERT_TRUE(found.hasMatch()) << view.html().toStdString();
    EXPECT_GE(contrastRatio(QColor(found.captured(2)), QColor(found.captured(1))), 4.5);
}

TEST_F(DarkPaletteTest, TheBannerIsReadableInBothPalettes) {
    for (const QPalette& base : { darkPalette(), lightPalette() }) {
        const QPalette notice = noticePalette(base);
        EXPECT_GE(
            contrastRatio(notice.color(QPalette::Window), notice.color(QPalette::WindowText)), 7.0);
    }
}

TEST_F(DarkPaletteTest, BoardCoordinatesContrastWithTheirSquare) {
    // The board paints its own squares, so a dark window must not change them: the "a"
    // of the a1 square is drawn in the light colour on the dark square.
    BoardWidget board;
    board.resize(400, 400);
    board.show();
    const BoardTheme& theme = board.theme();
    const QImage image = board.grab().toImage();
    const QRect a1 = board.squareRect(at("a1"));
    // Bottom-right corner of a1 holds the file letter: find its lightest pixel.
    double best = 1;
    for (int y = a1.bottom() - a1.height() / 3; y < a1.bottom(); ++y)
        for (int x = a1.right() - a1.width() / 3; x < a1.right(); ++x)
            best = std::max(best, contrastRatio(image.pixelColor(x, y), theme.dark));
    EXPECT_GE(best, 2.0);
    EXPECT_EQ(image.pixelColor(a1.topLeft() + QPoint(2, a1.height() / 2)).rgb(), theme.dark.rgb());
}

} // namespace
} // namespace rochade::gui

namespace rochade::gui {
namespace {

/// The board after 1.e4 with the last move given, shown with `options`.
struct BoardAfterE4 {
    explicit BoardAfterE4(const BoardDisplayOptions& options) {
        Position pos = Position::startPosition();
        const Move e4 = parseUciMove(pos, "e2e4").value();
        UndoInfo undo;
        pos.makeMove(e4, undo);
        board.resize(400, 400);
        board.setMotionDuration(0); // the pawn stands on e4 at once, not sliding over e2
        board.setPosition(pos, e4);
        board.setDisplayOptions(options);
    }
    BoardWidget board;
};

TEST(BoardDisplayOptions, TheLastMoveIsTintedOnlyWhileItsOptionIsOn) {
    BoardDisplayOptions off;
    off.lastMove = false;
    BoardAfterE4 shown { BoardDisplayOptions {} };
    BoardAfterE4 hidden { off };
    const BoardTheme& theme = shown.board.theme();
    // e2 is a light square, empty after 1.e4.
    EXPECT_EQ(paintedCentre(hidden.board, at("e2")).rgb(), theme.light.rgb());
    EXPECT_NE(paintedCentre(shown.board, at("e2")).rgb(), theme.light.rgb());
    EXPECT_NE(paintedCentre(shown.board, at("e2")), paintedCentre(hidden.board, at("e2")));
}

TEST(BoardDisplayOptions, SwitchingAnOptionRepaintsAndReadsBack) {
    BoardAfterE4 b { BoardDisplayOptions {} };
    const QColor tinted = paintedCentre(b.board, at("e2"));
    BoardDisplayOptions off;
    off.lastMove = false;
    b.board.setDisplayOptions(off);
    EXPECT_EQ(b.board.displayOptions(), off);
    EXPECT_NE(paintedCentre(b.board, at("e2")), tinted);
    b.board.setDisplayOptions(BoardDisplayOptions {});
    EXPECT_EQ(paintedCentre(b.board, at("e2")), tinted);
}

} // namespace
} // namespace rochade::gui
