// SPDX-License-Identifier: GPL-3.0-or-later
// The "info" lines of one UCI search, gathered into complete MultiPV sets.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/search.h"
#include "rochade/engine/uci_client_protocol.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace rochade::gui {

/// Collects the MultiPV lines of one search, each as last reported, so that progress is
/// shown for a whole set at once rather than a set that mixes two iterations' lengths.
/// Engines send the lines of an iteration in order, 1 to N: a set is complete at line N
/// once every line has been reported. Plain data, no process: UciEngineProcess feeds it.
class UciLineSet {
public:
    /// Starts over for a search from `position` in which the engine reports `lineCount`
    /// lines: as many are expected, but never more than the position has legal moves (the
    /// engine cannot report more) and at least one.
    void begin(const Position& position, int lineCount);
    /// Takes in one parsed "info" line. Ignored: a line numbered beyond the set, and a bound
    /// (a fail-high or fail-low score, sent while the engine re-searches: the exact line of
    /// that depth follows; shown or played on, it would be a wrong figure). Returns the whole
    /// set when this line completes it: line 1's report with `lines` holding every line,
    /// best first; else nullopt.
    std::optional<engine::SearchInfo> add(engine::UciInfoLine line);

    /// How many lines a complete set has.
    std::size_t size() const { return m_lines.size(); }
    /// Line 1's last depth and score (0 before it came), for the search's result.
    int bestDepth() const { return m_bestDepth; }
    int bestScore() const { return m_bestScore; }

private:
    std::vector<std::optional<engine::SearchInfo>> m_lines; ///< by MultiPV number - 1
    int m_bestDepth = 0;
    int m_bestScore = 0;
};

} // namespace rochade::gui
