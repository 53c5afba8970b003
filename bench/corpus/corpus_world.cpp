// SPDX-License-Identifier: GPL-3.0-or-later
// The corpus's players, events and openings, made from the seed.
#include "corpus_world.h"

#include "corpus_names.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <unordered_map>

namespace rochade::corpus {

namespace {

// Streams of the seed, one for each table, so that changing one table leaves the others.
constexpr std::uint64_t kPlayerStream = 0x706C6179657273ULL; // "players"
constexpr std::uint64_t kEventStream = 0x6576656E7473ULL; // "events"
constexpr std::uint64_t kOpeningStream = 0x6F70656E696E67ULL; // "opening"

// How skewed each choice is: the exponent of the Zipf law. With these a million games give
// the most common player about 5,000 games and the least common about 20; the most common
// event some 8,000 games; the first opening line about a tenth of the games.
constexpr double kPlayerSkew = 0.6;
constexpr double kEventSkew = 0.7;
constexpr double kOpeningSkew = 0.9;

/// A seeded shuffle (Fisher-Yates) of `items`.
template <class T> void shuffleCorpus(std::vector<T>& items, CorpusRandom& random) {
    for (std::size_t i = items.size(); i > 1; --i)
        std::swap(items[i - 1], items[random.below(i)]);
}

/// Every family name: the common ones, then each stem with each ending.
std::vector<std::string> allFamilyNames() {
    std::vector<std::string> names(familyNames().begin(), familyNames().end());
    for (std::string_view stem : familyNameStems())
        for (std::string_view ending : familyNameEndings())
            names.push_back(std::string(stem).append(ending));
    return names;
}

std::vector<CorpusPlayer> makePlayers(std::uint64_t seed) {
    CorpusRandom random = CorpusRandom::forStream(seed, kPlayerStream);
    const std::vector<std::string> family = allFamilyNames();
    const std::size_t given = givenNames().size();
    // Distinct names: a shuffled sample of every (family, given) pair.
    std::vector<std::uint32_t> pairs(family.size() * given);
    std::iota(pairs.begin(), pairs.end(), 0U);
    shuffleCorpus(pairs, random);
    pairs.resize(std::min(pairs.size(), CorpusWorld::kPlayers));
    std::vector<CorpusPlayer> players;
    players.reserve(pairs.size());
    for (std::uint32_t pair : pairs) {
        CorpusPlayer player;
        player.name = family[pair / given] + ", " + std::string(givenNames()[pair % given]);
        player.rating = std::clamp(static_cast<int>(random.normal(1950, 300)), 1000, 2850);
        players.push_back(std::move(player));
    }
    return players;
}

/// A year from 1950 to 2026, recent ones more likely (databases hold more recent games).
int drawEventYear(CorpusRandom& random) {
    return std::min(2026, 1950 + static_cast<int>(77.0 * std::sqrt(random.unit())));
}

DateKnown drawDateKnown(CorpusRandom& random) {
    const double u = random.unit();
    return u < 0.86 ? DateKnown::Full
        : u < 0.94  ? DateKnown::YearMonth
        : u < 0.98  ? DateKnown::Year
                    : DateKnown::Nothing;
}

std::vector<CorpusEvent> makeEvents(std::uint64_t seed) {
    CorpusRandom random = CorpusRandom::forStream(seed, kEventStream);
    std::vector<CorpusEvent> events;
    events.reserve(CorpusWorld::kEvents);
    while (events.size() < CorpusWorld::kEvents) {
        CorpusEvent event;
        const CorpusCity& city = cities()[random.below(cities().size())];
        const std::string_view kind = eventKinds()[random.below(eventKinds().size())];
        event.year = drawEventYear(random);
        // A few events are named without their year, as club leagues often are.
        event.name = std::string(city.name) + ' ' + std::string(kind);
        if (!random.chance(0.1)) event.name += ' ' + std::to_string(event.year);
        event.site = std::string(city.name) + ' ' + std::string(city.federation);
        event.month = random.between(1, 12);
        event.day = random.between(1, 28);
        event.rounds = random.between(5, 13);
        event.dateKnown = drawDateKnown(random);
        // Elo ratings exist since 1970; older events mostly have none.
        event.hasRatings = random.chance(event.year >= 1971 ? 0.92 : 0.08);
        event.boards = kind == "Open" || kind == "Congress" || kind == "Festival";
        event.roundUnknown = random.chance(0.02);
        event.eventDateTag = random.chance(0.3);
        event.plyCountTag = random.chance(0.25);
        events.push_back(std::move(event));
    }
    // Two events of one name would be one event told twice: number the later ones.
    std::unordered_map<std::string, int> seen;
    for (CorpusEvent& event : events) {
        const int count = ++seen[event.name];
        if (count > 1) event.name.append(" (").append(std::to_string(count)).append(1, ')');
    }
    return events;
}

CorpusOpening replayOpening(const OpeningEntry& entry) {
    CorpusOpening opening;
    opening.entry = &entry;
    Position pos = Position::startPosition();
    std::string_view rest = entry.moves;
    while (!rest.empty()) {
        const std::size_t space = rest.find(' ');
        const std::string_view word = rest.substr(0, space);
        rest = space == std::string_view::npos ? std::string_view() : rest.substr(space + 1);
        if (word.empty() || word.back() == '.') continue; // a move number
        const MoveList legal = MoveGenerator::legalMoves(pos);
        // The catalogue replayed every line when it was read: each move is legal.
        const Move move = parseSan(pos, word, legal).value();
        opening.moves.push_back(move);
        opening.sans.push_back(toSan(pos, move, legal));
        opening.hashes.push_back(pos.hash());
        UndoInfo undo;
        pos.makeMove(move, undo);
    }
    opening.end = pos;
    return opening;
}

std::vector<CorpusOpening> makeOpenings(std::uint64_t seed) {
    const std::vector<OpeningEntry>& entries = OpeningCatalogue::builtin().entries();
    std::vector<std::size_t> order(entries.size());
    std::iota(order.begin(), order.end(), std::size_t { 0 });
    CorpusRandom random = CorpusRandom::forStream(seed, kOpeningStream);
    shuffleCorpus(order, random);
    std::vector<CorpusOpening> openings;
    openings.reserve(order.size());
    for (std::size_t i : order)
        openings.push_back(replayOpening(entries[i]));
    return openings;
}

} // namespace

CorpusWorld::CorpusWorld(std::uint64_t seed)
    : m_players(makePlayers(seed))
    , m_events(makeEvents(seed))
    , m_openings(makeOpenings(seed))
    , m_playerRanks(m_players.size(), kPlayerSkew)
    , m_eventRanks(m_events.size(), kEventSkew)
    , m_openingRanks(m_openings.size(), kOpeningSkew) {
}

const CorpusPlayer& CorpusWorld::drawPlayer(CorpusRandom& random) const {
    return m_players[m_playerRanks.draw(random)];
}

const CorpusEvent& CorpusWorld::drawEvent(CorpusRandom& random) const {
    return m_events[m_eventRanks.draw(random)];
}

const CorpusOpening& CorpusWorld::drawOpening(CorpusRandom& random) const {
    return m_openings[m_openingRanks.draw(random)];
}

} // namespace rochade::corpus
