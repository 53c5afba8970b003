// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an engine's "option" lines and writing the "setoption" commands a search needs.
#include "engines/uci_engine_options.h"

#include <algorithm>

namespace rochade::gui {

void UciEngineOptions::reset() {
    m_strength = {};
    m_multiPv.reset();
    m_offersChess960 = false;
    m_multiPvSet = 1;
    m_chess960Set = false;
}

void UciEngineOptions::readOption(const QStringList& tokens) {
    m_strength.readOption(tokens);
    if (tokens.size() > 2 && tokens[1] == QLatin1String("name")
        && tokens[2].compare(QLatin1String("UCI_Chess960"), Qt::CaseInsensitive) == 0)
        m_offersChess960 = true;
    if (const auto multiPv = parseUciMultiPvOption(tokens)) {
        m_multiPv = multiPv;
        m_multiPvSet = multiPv->defaultValue; // what the engine runs with until told otherwise
    }
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
        setup.commands.push_back(QStringLiteral("setoption name UCI_Chess960 value ")
            + (chess960 ? QStringLiteral("true") : QStringLiteral("false")));
    }
    // MultiPV only if the engine announced it, within its range.
    if (m_multiPv) {
        setup.lineCount = std::clamp(requestedLines, m_multiPv->min, m_multiPv->max);
        if (setup.lineCount != m_multiPvSet) {
            setup.commands.push_back(
                QStringLiteral("setoption name MultiPV value %1").arg(setup.lineCount));
            m_multiPvSet = setup.lineCount;
        }
    }
    return setup;
}

} // namespace rochade::gui
