// SPDX-License-Identifier: GPL-3.0-or-later
// Game as a tree: variations as siblings, promotion, deletion, annotations, null moves, copies.
#include "rochade/core/game.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace rochade {
namespace {

Move treeSan(const Position& pos, std::string_view text) {
    const Result<Move> m = parseSan(pos, text);
    EXPECT_TRUE(m.ok()) << text;
    return m.ok() ? m.value() : Move();
}

void playTree(Game& game, std::initializer_list<const char*> moves) {
    for (const char* text : moves)
        EXPECT_TRUE(game.playMove(treeSan(game.position(), text)).ok()) << text;
}

std::vector<std::string> sanOf(const std::vector<const Game::Node*>& line) {
    std::vector<std::string> out;
    for (const Game::Node* n : line)
        out.push_back(n->san);
    return out;
}

std::vector<std::string> treeChildrenSan(const Game::Node& node) {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < node.childCount(); ++i)
        out.push_back(node.child(i).san);
    return out;
}

TEST(GameTree, AddVariationKeepsTheMainLineAndEntersTheNewMove) {
    Game game;
    playTree(game, { "e4", "e5", "Nf3" });
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.addVariation(treeSan(game.position(), "c5")).ok());
    EXPECT_EQ(game.currentNode().san, "c5");
    EXPECT_FALSE(game.currentNode().isMainLine());
    EXPECT_EQ(game.sanMoves(), (std::vector<std::string> { "e4", "c5" }));
    EXPECT_EQ(sanOf(game.mainLine()), (std::vector<std::string> { "e4", "e5", "Nf3" }));
    EXPECT_EQ(treeChildrenSan(game.nodeAt(1)), (std::vector<std::string> { "e5", "c5" }));

    // Moves inside the variation extend it; undo and redo walk it, not the main line.
    playTree(game, { "Nf3" });
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.redo());
    EXPECT_EQ(game.currentNode().san, "c5");

    // Entering a continuation that exists adds nothing.
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.addVariation(treeSan(game.position(), "e5")).ok());
    EXPECT_TRUE(game.currentNode().isMainLine());
    EXPECT_EQ(game.nodeAt(1).childCount(), 2u);
    ASSERT_EQ(game.redoLine().size(), 1u);
    EXPECT_EQ(game.redoLine().front()->san, "Nf3");
}

TEST(GameTree, PlayMoveReplacesOnlyTheRedoLineAndKeepsVariations) {
    Game game;
    playTree(game, { "e4", "e5", "Nf3" });
    game.jumpToPly(1);
    ASSERT_TRUE(game.addVariation(treeSan(game.position(), "c5")).ok());
    ASSERT_TRUE(game.undo()); // redo would replay c5
    playTree(game, { "e6" }); // replaces the c5 variation, not the main line
    EXPECT_EQ(treeChildrenSan(game.nodeAt(1)), (std::vector<std::string> { "e5", "e6" }));
    EXPECT_FALSE(game.canRedo());
    ASSERT_TRUE(game.undo());
    ASSERT_TRUE(game.goTo(game.nodeAt(1).child(0)));
    ASSERT_TRUE(game.undo()); // now redo would replay e5
    playTree(game, { "d5" });
    EXPECT_EQ(treeChildrenSan(game.nodeAt(1)), (std::vector<std::string> { "d5", "e6" }));
    EXPECT_EQ(sanOf(game.mainLine()), (std::vector<std::string> { "e4", "d5" }));
}

TEST(GameTree, PromoteAndMakeMainLineReorderSiblings) {
    Game game;
    playTree(game, { "d4" });
    const Game::Node& root = game.root();
    for (const char* alternative : { "e4", "c4", "Nf3" }) {
        ASSERT_TRUE(game.addMove(root, treeSan(root.position, alternative)).ok());
    }
    EXPECT_EQ(treeChildrenSan(root), (std::vector<std::string> { "d4", "e4", "c4", "Nf3" }));
    EXPECT_TRUE(game.promoteVariation(root.child(3)));
    EXPECT_EQ(treeChildrenSan(root), (std::vector<std::string> { "d4", "e4", "Nf3", "c4" }));
    EXPECT_FALSE(game.promoteVariation(root.child(0)));
    EXPECT_FALSE(game.promoteVariation(root));

    // A node deep in a variation: it and each node on the way become main.
    const Game::Node& c4 = root.child(3);
    const Game::Node* e5 = game.addMove(c4, treeSan(c4.position, "e5")).value();
    const Game::Node* nc3 = game.addMove(*e5, treeSan(e5->position, "Nc3")).value();
    ASSERT_TRUE(game.addMove(c4, treeSan(c4.position, "c5")).ok());
    EXPECT_TRUE(game.makeMainLine(*nc3));
    EXPECT_EQ(sanOf(game.mainLine()), (std::vector<std::string> { "c4", "e5", "Nc3" }));
    EXPECT_EQ(treeChildrenSan(root), (std::vector<std::string> { "c4", "d4", "e4", "Nf3" }));
    EXPECT_TRUE(nc3->isMainLine());
}

TEST(GameTree, DeleteVariationMovesTheCurrentNodeOutOfIt) {
    Game game;
    playTree(game, { "e4", "e5", "Nf3", "Nc6" });
    game.jumpToPly(2);
    ASSERT_TRUE(game.addVariation(treeSan(game.position(), "Bc4")).ok());
    playTree(game, { "Nf6" });
    const Game::Node& bc4 = game.nodeAt(2).child(1);
    EXPECT_TRUE(game.deleteVariation(bc4));
    EXPECT_EQ(game.ply(), 2);
    EXPECT_EQ(game.currentNode().san, "e5");
    EXPECT_EQ(game.nodeAt(2).childCount(), 1u);
    // Redo follows the main line again.
    ASSERT_EQ(game.redoLine().size(), 2u);
    EXPECT_EQ(game.redoLine()[0]->san, "Nf3");

    // Deleting the line that redo would replay leaves redo empty, the position unchanged.
    EXPECT_TRUE(game.deleteVariation(*game.redoLine()[0]));
    EXPECT_FALSE(game.canRedo());
    EXPECT_EQ(game.currentNode().san, "e5");
    EXPECT_FALSE(game.deleteVariation(game.root()));

    Game other;
    playTree(other, { "e4" });
    EXPECT_FALSE(game.deleteVariation(other.nodeAt(1)));
    EXPECT_FALSE(game.addMove(other.root(), treeSan(other.root().position, "d4")).ok());
    EXPECT_FALSE(game.goTo(other.nodeAt(1)));
}

TEST(GameTree, AnnotationsBelongToTheirNodeAndCopiesAreIndependent) {
    Game game;
    playTree(game, { "e4", "e5" });
    Annotation a;
    a.comment = "the king's pawn";
    a.nags = { 1, 146 };
    a.clock = std::chrono::milliseconds(179'500);
    a.eval = "0.17";
    ASSERT_TRUE(game.annotate(game.nodeAt(1), a));
    EXPECT_EQ(game.nodeAt(1).annotation, a);

    Game copy = game;
    EXPECT_EQ(copy.ply(), 2);
    EXPECT_EQ(copy.nodeAt(1).annotation, a);
    EXPECT_NE(&copy.nodeAt(1), &game.nodeAt(1));
    copy.annotate(copy.nodeAt(1), Annotation {});
    ASSERT_TRUE(copy.undo());
    ASSERT_TRUE(copy.addVariation(treeSan(copy.position(), "c5")).ok());
    EXPECT_EQ(game.nodeAt(1).annotation, a);
    EXPECT_EQ(game.nodeAt(1).childCount(), 1u);
    EXPECT_EQ(copy.nodeAt(1).childCount(), 2u);
    // The copy keeps the original's redo line as its own.
    Game undone = game;
    ASSERT_TRUE(undone.undo());
    Game redoCopy = undone;
    ASSERT_TRUE(redoCopy.redo());
    EXPECT_EQ(redoCopy.currentNode().san, "e5");
    EXPECT_EQ(&redoCopy.currentNode(), &redoCopy.nodeAt(1).child(0));
}

TEST(GameTree, NullMovePassesTheTurnAndCountsTheMoveNumber) {
    Game game;
    playTree(game, { "e4" });
    const Result<const Game::Node*> pass = game.addNullMove(game.currentNode());
    ASSERT_TRUE(pass.ok());
    const Game::Node& node = *pass.value();
    EXPECT_TRUE(node.isNullMove());
    EXPECT_EQ(node.san, "--");
    EXPECT_EQ(toFen(node.position), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    ASSERT_TRUE(game.goTo(node));
    playTree(game, { "d4" });
    EXPECT_EQ(game.ply(), 3);

    Game check(parseFen("4k3/8/8/8/8/8/4q3/4K3 w - - 0 1").value());
    EXPECT_FALSE(check.addNullMove(check.root()).ok());
}

} // namespace
} // namespace rochade
