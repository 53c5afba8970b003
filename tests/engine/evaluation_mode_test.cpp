// SPDX-License-Identifier: GPL-3.0-or-later
// The two evaluation modes: Reference is the thesis's evaluation unchanged; Full is tested
// in full_evaluation_test.cpp.
#include "engine_test_helpers.h"

#include "rochade/engine/evaluation.h"
#include "rochade/engine/search.h"

#include <gtest/gtest.h>

#include <string_view>

namespace rochade::engine {
namespace {

using test::fromFen;
using test::mirrored;

constexpr std::string_view kPositions[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "4k3/8/8/3P4/8/8/8/4K3 w - - 0 1",
};

TEST(EvaluationMode, ReferenceIsTheThesisEvaluationTermForTerm) {
    for (std::string_view fen : kPositions) {
        const Position pos = fromFen(fen);
        const EvaluationTerms t = evaluateTerms(pos);
        EXPECT_EQ(evaluate(pos, EvaluationMode::Reference), t.total()) << fen;
        EXPECT_EQ(t.total(), t.material + positionalTerms(pos).total() + spaceTerm(pos)) << fen;
        EXPECT_EQ(spaceTerm(pos), spaceTermReference(pos)) << fen;
    }
}

TEST(EvaluationMode, FullIsColourSymmetric) {
    for (std::string_view fen : kPositions) {
        const Position pos = fromFen(fen);
        EXPECT_EQ(
            evaluate(mirrored(pos), EvaluationMode::Full), -evaluate(pos, EvaluationMode::Full))
            << "mirrored " << fen;
    }
}

TEST(EvaluationMode, ParsesTheNames) {
    EXPECT_EQ(parseEvaluationMode("Reference"), EvaluationMode::Reference);
    EXPECT_EQ(parseEvaluationMode("full"), EvaluationMode::Full);
    EXPECT_EQ(parseEvaluationMode("best"), std::nullopt);
    EXPECT_EQ(evaluationModeName(EvaluationMode::Reference), "Reference");
}

TEST(EvaluationMode, SearcherUsesFullUnlessToldOtherwise) {
    const Position pos = fromFen(kPositions[2]);
    SearchLimits limits;
    limits.depth = 4;
    Searcher full(1);
    EXPECT_EQ(full.evaluationMode(), EvaluationMode::Full);
    const SearchResult byDefault = full.search(pos, {}, limits);
    Searcher reference(1);
    reference.setEvaluationMode(EvaluationMode::Reference);
    const SearchResult withReference = reference.search(pos, {}, limits);
    // A different evaluation searches a different tree; switching back gives the same again.
    EXPECT_NE(withReference.nodes, byDefault.nodes);
    reference.setEvaluationMode(EvaluationMode::Full);
    reference.clearHash();
    EXPECT_EQ(reference.search(pos, {}, limits).nodes, byDefault.nodes);
}

} // namespace
} // namespace rochade::engine
