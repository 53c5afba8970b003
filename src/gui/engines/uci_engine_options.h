// SPDX-License-Identifier: GPL-3.0-or-later
// What a UCI engine announced in its "option" lines, and what the client has set of it.
#pragma once

#include "engines/uci_strength.h"
#include "rochade/engine/level.h"
#include "rochade/engine/uci_options.h"

#include <QStringList>

#include <optional>

namespace rochade::gui {

/// The options one engine process announced (strength, MultiPV with its range,
/// UCI_Chess960) and the values this client last set, so that a search sends a "setoption"
/// only for what changes. No process of its own: UciEngineProcess feeds it the lines and
/// sends the commands it returns, always while the engine is idle, as UCI asks.
class UciEngineOptions {
public:
    /// What a search needs set before its "position": the commands, in order, and how many
    /// lines the engine will report (the request clamped to the MultiPV range, else one).
    struct SearchSetup {
        QStringList commands;
        int lineCount = 1;
    };

    /// Forgets everything, for a newly started engine: it has announced nothing yet and runs
    /// with its defaults (UCI_Chess960 off). The level stays: it is the client's.
    void reset();
    /// Takes in one option the engine announced (engine::parseUciOption() reads the line);
    /// other options, and malformed ones, are ignored. Option names are not case-sensitive.
    void readOption(const engine::UciOption& option);
    /// "uciok": every option has been announced, so the strength options are known.
    void markAnnounced() { m_strength.known = true; }

    const UciStrengthOptions& strength() const { return m_strength; }
    /// The "MultiPV" option's range; nullopt if the engine did not announce it (or with a
    /// range that does not start at 1 or more).
    const std::optional<engine::UciSpinRange>& multiPv() const { return m_multiPv; }
    bool offersChess960() const { return m_offersChess960; }

    /// The level of the games to come; without one, strengthCommands() is empty.
    void setLevel(engine::Level level) { m_level = level; }
    /// The "setoption" commands for the level (see rochade::gui::strengthCommands()).
    QStringList strengthCommands() const;

    /// The "setoption" commands for a search from a Chess960 position or not, asking for
    /// `requestedLines` lines: UCI_Chess960 first, then MultiPV, each only if it differs
    /// from what the engine runs with now. The caller sends them all, so they count as set.
    /// UCI_Chess960 is set even if not announced: the caller refuses such a search first.
    SearchSetup setUpSearch(bool chess960, int requestedLines);

private:
    UciStrengthOptions m_strength;
    std::optional<engine::UciSpinRange> m_multiPv;
    bool m_offersChess960 = false;
    int m_multiPvSet = 1; ///< the MultiPV the engine runs with now
    bool m_chess960Set = false; ///< UCI_Chess960 was last set true (engines start with false)
    std::optional<engine::Level> m_level;
};

} // namespace rochade::gui
