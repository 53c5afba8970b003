// SPDX-License-Identifier: GPL-3.0-or-later
// What every game of the corpus draws from: players, events and opening lines, made once
// from the seed and then only read (by any number of threads).
#pragma once

#include "corpus_random.h"
#include "rochade/core/move.h"
#include "rochade/core/openings.h"
#include "rochade/core/position.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rochade::corpus {

struct CorpusPlayer {
    std::string name; ///< "Petrov, Anna"
    int rating = 0; ///< the player's strength; a game's Elo tag varies around it
};

/// How much of an event's date its games' Date tags give.
enum class DateKnown : std::uint8_t {
    Full, ///< "1987.05.14"
    YearMonth, ///< "1987.05.??"
    Year, ///< "1987.??.??"
    Nothing, ///< "????.??.??"
};

struct CorpusEvent {
    std::string name; ///< "Hastings Masters 1987"
    std::string site; ///< "Hastings ENG"
    int year = 0;
    int month = 1;
    int day = 1; ///< of the first round
    int rounds = 1;
    DateKnown dateKnown = DateKnown::Full;
    bool hasRatings = false; ///< most games carry WhiteElo/BlackElo
    bool boards = false; ///< Round "3.12" (round and board), as large opens write it
    bool roundUnknown = false; ///< Round "?"
    bool eventDateTag = false; ///< an EventDate tag
    bool plyCountTag = false; ///< a PlyCount tag, as some database programs add
};

/// A named line of the catalogue, replayed: the moves, their SAN, the positions on the way.
struct CorpusOpening {
    const OpeningEntry* entry = nullptr;
    std::vector<Move> moves;
    std::vector<std::string> sans;
    /// hashes[i]: the position before moves[i] (for the repetition count after the line).
    std::vector<std::uint64_t> hashes;
    Position end; ///< the position the line reaches
};

class CorpusWorld {
public:
    static constexpr std::size_t kPlayers = 50000;
    static constexpr std::size_t kEvents = 3000;

    explicit CorpusWorld(std::uint64_t seed);

    /// A player, an event, an opening, each drawn with a skewed frequency (a few are
    /// common, most are rare).
    const CorpusPlayer& drawPlayer(CorpusRandom& random) const;
    const CorpusEvent& drawEvent(CorpusRandom& random) const;
    const CorpusOpening& drawOpening(CorpusRandom& random) const;

    std::size_t openingCount() const { return m_openings.size(); }

private:
    std::vector<CorpusPlayer> m_players; ///< in order of frequency, the most common first
    std::vector<CorpusEvent> m_events; ///< likewise
    std::vector<CorpusOpening> m_openings; ///< likewise (a seeded order of the catalogue)
    ZipfTable m_playerRanks;
    ZipfTable m_eventRanks;
    ZipfTable m_openingRanks;
};

} // namespace rochade::corpus
