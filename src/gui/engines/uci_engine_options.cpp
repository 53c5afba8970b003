// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an engine's "option" lines and writing the "setoption" commands a search needs.
#include "engines/uci_engine_options.h"

#include <algorithm>
#include <string>

namespace rochade::gui {

void UciEngineOptions::reset() {
    m_strength = {};
    m_multiPv.reset();
    m_offersChess960 = false;
    m_multiPvSet = 1;
    m_chess960Set = false;
}

void UciEngineOptions::readOption(const engine::UciOption& option) {
    m_strength.readOption(option);
    const std::optional<engine::UciOptionId> id = engine::knownUciOption(option);
    if (id == engine::UciOptionId::Chess960) m_offersChess960 = true;
    if (id != engine::UciOptionId::MultiPv) return;
    // A MultiPV that cannot report one line at least is no MultiPV a search can use.
    const std::optional<engine::UciSpinRange> range = engine::uciSpinRange(option);
    if (!range || range->min < 1) return;
    m_multiPv = range;
    m_multiPvSet = range->defaultValue; // what the engine runs with until told otherwise
}

QStringList UciEngineOptions::strengthCommands() const {
    if (!m_level) return {};
    return rochade::gui::strengthCommands(m_strength, *m_level);
}

UciEngineOptions::SearchSetup UciEngineOptions::setUpSearch(bool chess960, int requestedLines) {
    SearchSetup setup;
    if (chess960 != m_chess960Set) {
        // The moves of the "position" command that follows are then written king-onto-rook,
        // which is what UCI_Chess960 expects.
        m_chess960Set = chess960;
        setup.commands.push_back(QString::fromStdString(engine::uciSetOptionCommand(
            engine::uciOption(engine::UciOptionId::Chess960).name, chess960 ? "true" : "false")));
    }
    // MultiPV only if the engine announced it, within its range.
    if (m_multiPv) {
        setup.lineCount = std::clamp(requestedLines, m_multiPv->min, m_multiPv->max);
        if (setup.lineCount != m_multiPvSet) {
            setup.commands.push_back(QString::fromStdString(
                engine::uciSetOptionCommand(engine::uciOption(engine::UciOptionId::MultiPv).name,
                    std::to_string(setup.lineCount))));
            m_multiPvSet = setup.lineCount;
        }
    }
    return setup;
}

} // namespace rochade::gui
