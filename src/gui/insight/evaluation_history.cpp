// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluations per ply, checked against the game's positions, and how scores read.
#include "insight/evaluation_history.h"

#include "rochade/engine/evaluation.h"

#include <QLocale>

#include <cstdlib>

namespace rochade::gui {

bool isMateScore(int whiteScore) {
    return std::abs(whiteScore) >= engine::kMateThreshold;
}

int mateInMoves(int whiteScore) {
    if (!isMateScore(whiteScore)) return 0;
    const int plies = engine::kMateScore - std::abs(whiteScore);
    const int moves = (plies + 1) / 2;
    return whiteScore > 0 ? moves : -moves;
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
