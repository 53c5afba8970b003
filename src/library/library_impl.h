// SPDX-License-Identifier: GPL-3.0-or-later
// The Library's private state, shared by its source files.
#pragma once

#include "game_codec.h"
#include "position_index.h"
#include "rochade/library/library.h"
#include "sqlite.h"

#include <cstdint>
#include <memory>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

namespace rochade::library {

/// What the explorer needs of each game, held in memory (6 bytes a game).
struct GameFacts {
    std::uint8_t result = kAbsent;
    std::uint16_t year = 0; ///< 0: unknown
    std::uint16_t rating = 0; ///< average of the ratings present; 0: none
    static constexpr std::uint8_t kAbsent = 255;
};

/// A WHERE clause with its parameters, built from a GameFilter.
struct SqlFilter {
    std::string where; ///< empty or " WHERE ..."
    std::vector<std::variant<std::int64_t, std::string>> parameters;
    /// Binds the parameters from index 1 on; returns the next free index.
    int bindTo(Statement& statement) const;
};
SqlFilter sqlFilter(const GameFilter& filter);

/// The outcome of storing one game.
struct StoreOutcome {
    GameId id = 0;
    bool duplicate = false;
};

struct Library::Impl {
    std::unique_ptr<Database> db;
    std::unique_ptr<PositionIndex> index;
    std::vector<GameFacts> facts; ///< by game id
    std::unordered_map<std::string, std::int64_t> playerIds;
    std::unordered_map<std::string, std::int64_t> eventIds;
    std::unique_ptr<Statement> insertGame;
    std::unique_ptr<Statement> insertPlayer;
    std::unique_ptr<Statement> findPlayer;
    std::unique_ptr<Statement> insertEvent;
    std::unique_ptr<Statement> findEvent;
    std::unique_ptr<Statement> findByKey;
    std::unique_ptr<Statement> loadGame;
    std::unique_ptr<Statement> addToCollection;
    /// A game's row for a search hit: names, result, date, start and moves.
    std::unique_ptr<Statement> hitRow;
    /// Facts of games stored in the open transaction, applied when it commits.
    std::vector<std::pair<GameId, GameFacts>> pendingFacts;
    /// The last explorer filter's allowed games, and what it was made from.
    mutable std::string cachedFilterKey;
    mutable std::vector<bool> cachedAllowed;
    std::uint64_t changeCount = 0;
    mutable std::uint64_t cachedChangeCount = ~0ULL;

    void prepare();
    void loadFacts();
    bool isLive(std::uint32_t game) const {
        return game < facts.size() && facts[game].result != GameFacts::kAbsent;
    }
    std::int64_t nameId(std::unordered_map<std::string, std::int64_t>& cache, Statement& insert,
        Statement& find, const std::string& name);
    std::int64_t collectionId(const std::string& name);
    /// Stores the game in the open transaction; its index entries go to `entries`.
    StoreOutcome store(
        const PgnGame& game, std::vector<IndexEntry>& entries, std::int64_t collection);
    void applyPendingFacts();
    /// Forgets everything the rolled-back transaction did to the caches.
    void afterRollback();
    /// The stored game of `id`, or nullopt if there is none.
    std::optional<StoredGame> loadStored(GameId id);
    /// Merges index segments (in a transaction of its own).
    void mergeIndex();
    const std::vector<bool>* allowedGames(const GameFilter& filter) const;
};

GameFacts factsOf(const StoredGame& stored);

} // namespace rochade::library
