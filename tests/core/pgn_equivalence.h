// SPDX-License-Identifier: GPL-3.0-or-later
// Whether two PGN games say the same: tags, start, moves, variations, comments, NAGs, clocks.
#pragma once

#include "rochade/core/fen.h"
#include "rochade/core/pgn.h"

#include <algorithm>
#include <array>
#include <sstream>
#include <string>
#include <string_view>

namespace rochade::testing {

/// A comment as it must come back: the same words (wrapping changes the spaces between them),
/// without the '}' that no PGN comment can hold.
inline std::string normalizedComment(std::string_view text) {
    std::string kept;
    for (char c : text)
        if (c != '}') kept += c;
    std::istringstream in(kept);
    std::string out;
    for (std::string word; in >> word;) {
        if (!out.empty()) out += ' ';
        out += word;
    }
    return out;
}

/// An empty string if the subtrees under `a` and `b` match, else where they first differ.
inline std::string treeDifference(const Game::Node& a, const Game::Node& b) {
    const std::string at = "after ply " + std::to_string(a.ply) + " (" + a.san + "): ";
    const Annotation& x = a.annotation;
    const Annotation& y = b.annotation;
    if (normalizedComment(x.comment) != normalizedComment(y.comment))
        return at + "comment '" + x.comment + "' vs '" + y.comment + "'";
    if (normalizedComment(x.commentBefore) != normalizedComment(y.commentBefore))
        return at + "comment before '" + x.commentBefore + "' vs '" + y.commentBefore + "'";
    if (x.nags != y.nags) return at + "NAGs differ";
    if (x.clock != y.clock) return at + "clocks differ";
    if (x.eval != y.eval) return at + "evaluations differ";
    if (a.childCount() != b.childCount())
        return at + std::to_string(a.childCount()) + " vs " + std::to_string(b.childCount())
            + " continuations";
    for (std::size_t i = 0; i < a.childCount(); ++i) {
        if (!(a.child(i).move == b.child(i).move) || a.child(i).san != b.child(i).san)
            return at + "continuation " + std::to_string(i) + " is " + a.child(i).san + " vs "
                + b.child(i).san;
        std::string deeper = treeDifference(a.child(i), b.child(i));
        if (!deeper.empty()) return deeper;
    }
    return {};
}

/// The tags that are not the seven-tag roster, SetUp or FEN (which the writer renews).
inline std::vector<PgnTag> otherTags(const PgnGame& game) {
    constexpr std::array<std::string_view, 9> kRenewed
        = { "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN" };
    std::vector<PgnTag> out;
    for (const PgnTag& t : game.tags)
        if (std::find(kRenewed.begin(), kRenewed.end(), t.name) == kRenewed.end()) out.push_back(t);
    return out;
}

/// An empty string if `back`, read from what was written of `original`, says the same.
inline std::string gameDifference(const PgnGame& original, const PgnGame& back) {
    if (toFen(original.start()) != toFen(back.start())) return "start positions differ";
    if (original.result != back.result) return "results differ";
    for (std::string_view name : { "Event", "Site", "Date", "Round", "White", "Black" })
        if (original.tag(name) && original.tag(name) != back.tag(name))
            return "tag " + std::string(name) + " differs";
    if (otherTags(original) != otherTags(back)) return "other tags differ";
    return treeDifference(original.game.root(), back.game.root());
}

} // namespace rochade::testing
