// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluations per ply, checked against the game's positions, and how scores read.
#include "insight/evaluation_history.h"

#include "rochade/engine/evaluation.h"
#include "rochade/review/move_review.h"

#include <QLocale>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>

namespace rochade::gui {

bool isMateScore(int whiteScore) {
    return review::isMateScore(whiteScore);
}

int mateInMoves(int whiteScore) {
    return review::mateInMoves(whiteScore);
}

QString scoreLabel(int whiteScore) {
    if (isMateScore(whiteScore)) {
        const int moves = mateInMoves(whiteScore);
        return moves > 0 ? QStringLiteral("M%1").arg(moves) : QStringLiteral("-M%1").arg(-moves);
    }
    QString number = QLocale().toString(std::abs(whiteScore) / 100.0, 'f', 2);
    if (whiteScore == 0) return number;
    return (whiteScore > 0 ? QStringLiteral("+") : QStringLiteral("-")) + number;
}

int whiteView(int sideToMoveScore, Color sideToMove) {
    return sideToMove == Color::White ? sideToMoveScore : -sideToMoveScore;
}

std::optional<int> scoreOfPgnEval(std::string_view text, Color sideToMove) {
    // "0.17,20": the depth after the comma is not part of the score.
    text = text.substr(0, text.find(','));
    const bool mate = text.starts_with('#');
    if (mate) text.remove_prefix(1);
    // from_chars reads a '-' but no '+'.
    if (text.starts_with('+') && text.size() > 1 && text[1] != '-') text.remove_prefix(1);
    if (text.empty()) return std::nullopt;
    const char* end = text.data() + text.size();
    if (mate) {
        int moves = 0;
        const auto [stop, error] = std::from_chars(text.data(), end, moves);
        if (error != std::errc() || stop != end || moves == 0) return std::nullopt;
        // The mating side's own moves: one ply fewer when it is the one to move.
        const Color mater = moves > 0 ? Color::White : Color::Black;
        const int plies = 2 * std::abs(moves) - (sideToMove == mater ? 1 : 0);
        const int score = engine::kMateScore - plies;
        return mater == Color::White ? score : -score;
    }
    double pawns = 0;
    const auto [stop, error] = std::from_chars(text.data(), end, pawns);
    if (error != std::errc() || stop != end || !std::isfinite(pawns)) return std::nullopt;
    // A huge number is a big lead, never a mate.
    const double limit = engine::kMateThreshold - 1;
    return static_cast<int>(std::lround(std::clamp(pawns * 100.0, -limit, limit)));
}

void EvaluationHistory::record(int ply, std::uint64_t hash, int whiteScore) {
    if (ply < 0) return;
    m_scores[ply] = whiteScore;
    m_hashes[ply] = hash;
}

std::optional<int> EvaluationHistory::scoreAt(int ply) const {
    const auto it = m_scores.find(ply);
    if (it == m_scores.end()) return std::nullopt;
    return it->second;
}

bool EvaluationHistory::recordAnnotated(const Game& game) {
    bool recorded = false;
    const auto recordNode = [&](const Game::Node& node) {
        if (!node.annotation.eval) return;
        const Position& judged = node.position;
        if (const auto score = scoreOfPgnEval(*node.annotation.eval, judged.sideToMove())) {
            record(node.ply, judged.hash(), *score);
            recorded = true;
        }
    };
    for (int ply = 1; ply <= game.ply(); ++ply)
        recordNode(game.nodeAt(ply));
    for (const Game::Node* node : game.redoLine())
        recordNode(*node);
    return recorded;
}

void EvaluationHistory::clear() {
    m_scores.clear();
    m_hashes.clear();
}

bool EvaluationHistory::sync(const Game& game) {
    const int played = game.ply();
    const auto& redo = game.redoLine();
    const int last = played + static_cast<int>(redo.size());
    bool dropped = false;
    for (auto it = m_hashes.begin(); it != m_hashes.end();) {
        const int ply = it->first;
        bool keep = ply <= last;
        if (keep) {
            const std::uint64_t hash = ply <= played
                ? game.positionAt(ply).hash()
                : redo[static_cast<std::size_t>(ply - played - 1)]->position.hash();
            keep = hash == it->second;
        }
        if (keep) {
            ++it;
        } else {
            m_scores.erase(ply);
            it = m_hashes.erase(it);
            dropped = true;
        }
    }
    return dropped;
}

} // namespace rochade::gui
