// SPDX-License-Identifier: GPL-3.0-or-later
// Gathering a UCI search's "info" lines into complete MultiPV sets.
#include "engines/uci_line_set.h"

#include "rochade/core/move_generator.h"

#include <algorithm>

namespace rochade::gui {

void UciLineSet::begin(const Position& position, int lineCount) {
    const auto legalMoves = MoveGenerator::legalMoves(position).size();
    const auto wanted = static_cast<std::size_t>(std::max(1, lineCount));
    m_lines.assign(std::clamp<std::size_t>(legalMoves, 1, wanted), std::nullopt);
    m_bestDepth = 0;
    m_bestScore = 0;
}

std::optional<engine::SearchInfo> UciLineSet::add(engine::UciInfoLine line) {
    if (line.multiPv < 1 || line.multiPv > static_cast<int>(m_lines.size())) return {};
    if (line.isBound) return {};
    const auto slot = static_cast<std::size_t>(line.multiPv - 1);
    if (slot == 0) {
        m_bestDepth = line.info.depth;
        m_bestScore = line.info.score;
    }
    m_lines[slot] = std::move(line.info);
    // A line that is still missing (at the first iterations) waits for the next set.
    if (slot + 1 != m_lines.size()) return {};
    if (std::any_of(m_lines.begin(), m_lines.end(), [](const auto& l) { return !l; })) return {};
    engine::SearchInfo info = *m_lines.front();
    info.lines.clear();
    for (const auto& l : m_lines)
        info.lines.push_back(l->lines.front());
    return info;
}

} // namespace rochade::gui
