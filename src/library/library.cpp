// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a library file, storing single games, the game table and editing.
#include "library_impl.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <set>

namespace rochade::library {

namespace {

constexpr int kSchemaVersion = 1;

constexpr std::string_view kSchema = R"sql(
CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE players(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE events(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE games(
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    white INTEGER REFERENCES players(id),
    black INTEGER REFERENCES players(id),
    event INTEGER REFERENCES events(id),
    site TEXT, date TEXT, year INTEGER, round TEXT,
    result INTEGER NOT NULL,
    white_elo INTEGER, black_elo INTEGER,
    eco TEXT, opening TEXT,
    plies INTEGER NOT NULL,
    start_fen TEXT,
    moves BLOB NOT NULL,
    annotated TEXT,
    tag_lines TEXT NOT NULL,
    material INTEGER NOT NULL,
    dedup_key INTEGER UNIQUE);
CREATE INDEX games_by_white ON games(white);
CREATE INDEX games_by_black ON games(black);
CREATE TABLE collections(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
CREATE TABLE collection_games(
    collection INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    PRIMARY KEY(collection, game)) WITHOUT ROWID;
CREATE TABLE imports(
    path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime INTEGER NOT NULL,
    offset INTEGER NOT NULL, games INTEGER NOT NULL, duplicates INTEGER NOT NULL,
    errors INTEGER NOT NULL, finished INTEGER NOT NULL);
CREATE TABLE index_segments(id INTEGER PRIMARY KEY, level INTEGER NOT NULL,
    entries INTEGER NOT NULL, first_game INTEGER NOT NULL, last_game INTEGER NOT NULL);
CREATE TABLE index_blocks(id INTEGER PRIMARY KEY, segment INTEGER NOT NULL,
    first_hash INTEGER NOT NULL, last_hash INTEGER NOT NULL, data BLOB NOT NULL);
CREATE INDEX index_blocks_by_hash ON index_blocks(segment, last_hash);
)sql";

/// The Zobrist keys' fingerprint: hashes of a few positions that touch every kind of key
/// (pieces, side, castling, en passant), mixed. A library written with other keys would
/// find nothing, so it is refused instead.
std::string zobristFingerprint() {
    std::uint64_t mix = 0;
    for (std::string_view fen : { kStartFen,
             std::string_view("r3k2r/pppq1ppp/2n2n2/3pp3/1b1PP1b1/2N2N2/PPPQ1PPP/R3K2R b Kq - 3 8"),
             std::string_view("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2") }) {
        const Result<Position> p = parseFen(fen);
        mix = (mix << 13 | mix >> 51) ^ (p ? p.value().hash() : 0);
    }
    return std::to_string(mix);
}

std::string orderColumn(GameOrder order) {
    switch (order) {
    case GameOrder::White:
        return "pw.name, g.id";
    case GameOrder::Black:
        return "pb.name, g.id";
    case GameOrder::Event:
        return "e.name, g.id";
    case GameOrder::Date:
        return "g.date, g.id";
    case GameOrder::Result:
        return "g.result, g.id";
    case GameOrder::Eco:
        return "g.eco, g.id";
    case GameOrder::Plies:
        return "g.plies, g.id";
    case GameOrder::Round:
        return "g.round, g.id";
    case GameOrder::Opening:
        return "g.opening, g.id";
    case GameOrder::FirstMoves:
        return "g.moves, g.id";
    case GameOrder::Id:
        break;
    }
    return "g.id";
}

/// A filter's date bound as comparable text: "1992" -> "1992.00.00" (from) or "1992.99.99"
/// (to); the stored dates are compared with their '?' read as '0'.
std::string dateBound(std::string_view date, bool upper) {
    std::string text(date);
    const std::string_view fill = upper ? "9999.99.99" : "0000.00.00";
    if (text.size() < fill.size()) text += fill.substr(text.size());
    std::replace(text.begin(), text.end(), '?', upper ? '9' : '0');
    return text;
}

} // namespace

std::string_view resultText(StoredResult r) {
    switch (r) {
    case StoredResult::WhiteWins:
        return "1-0";
    case StoredResult::Draw:
        return "1/2-1/2";
    case StoredResult::BlackWins:
        return "0-1";
    case StoredResult::Unfinished:
        break;
    }
    return "*";
}

StoredResult resultFromText(std::string_view marker) {
    if (marker == "1-0") return StoredResult::WhiteWins;
    if (marker == "0-1") return StoredResult::BlackWins;
    if (marker == "1/2-1/2") return StoredResult::Draw;
    return StoredResult::Unfinished;
}

bool GameFilter::isEmpty() const {
    return player.empty() && !color && dateFrom.empty() && dateTo.empty() && !minRating
        && myName.empty() && collection.empty() && !result && eco.empty();
}

int SqlFilter::bindTo(Statement& statement) const {
    int index = 1;
    for (const auto& p : parameters) {
        if (const auto* n = std::get_if<std::int64_t>(&p))
            statement.bind(index++, *n);
        else
            statement.bind(index++, std::get<std::string>(p));
    }
    return index;
}

SqlFilter sqlFilter(const GameFilter& f) {
    SqlFilter sql;
    std::vector<std::string> terms;
    const auto text = [&](std::string value) {
        sql.parameters.emplace_back(std::move(value));
        return "?" + std::to_string(sql.parameters.size());
    };
    const auto number = [&](std::int64_t value) {
        sql.parameters.emplace_back(value);
        return "?" + std::to_string(sql.parameters.size());
    };
    if (!f.player.empty()) {
        const std::string p = "(SELECT id FROM players WHERE name = " + text(f.player) + ")";
        if (f.color == Color::White)
            terms.push_back("g.white = " + p);
        else if (f.color == Color::Black)
            terms.push_back("g.black = " + p);
        else
            terms.push_back("(g.white = " + p + " OR g.black = " + p + ")");
    }
    if (!f.myName.empty()) {
        const std::string p = "(SELECT id FROM players WHERE name = " + text(f.myName) + ")";
        terms.push_back("(g.white = " + p + " OR g.black = " + p + ")");
    }
    if (!f.dateFrom.empty())
        terms.push_back(
            "replace(coalesce(g.date, ''), '?', '0') >= " + text(dateBound(f.dateFrom, false)));
    if (!f.dateTo.empty())
        terms.push_back(
            "replace(coalesce(g.date, ''), '?', '0') <= " + text(dateBound(f.dateTo, true)));
    if (f.minRating) {
        const std::string r = number(*f.minRating);
        terms.push_back("(g.white_elo IS NOT NULL OR g.black_elo IS NOT NULL) AND "
                        "coalesce(g.white_elo, 100000) >= "
            + r + " AND coalesce(g.black_elo, 100000) >= " + r);
    }
    if (!f.collection.empty())
        terms.push_back("g.id IN (SELECT game FROM collection_games WHERE collection = "
                        "(SELECT id FROM collections WHERE name = "
            + text(f.collection) + "))");
    if (f.result) terms.push_back("g.result = " + number(static_cast<int>(*f.result)));
    if (!f.eco.empty()) {
        const std::string code = text(f.eco);
        terms.push_back("substr(g.eco, 1, length(" + code + ")) = " + code);
    }
    for (std::size_t i = 0; i < terms.size(); ++i)
        sql.where += (i == 0 ? " WHERE " : " AND ") + terms[i];
    return sql;
}

GameFacts factsOf(const StoredGame& stored) {
    GameFacts facts;
    facts.result = static_cast<std::uint8_t>(stored.result);
    if (stored.columns.year && *stored.columns.year > 0 && *stored.columns.year < 65536)
        facts.year = static_cast<std::uint16_t>(*stored.columns.year);
    std::int64_t sum = 0;
    int count = 0;
    for (const auto& elo : { stored.columns.whiteElo, stored.columns.blackElo })
        if (elo && *elo < 65536) {
            sum += *elo;
            ++count;
        }
    if (count > 0) facts.rating = static_cast<std::uint16_t>(sum / count);
    return facts;
}

void Library::Impl::prepare() {
    insertGame = std::make_unique<Statement>(*db,
        "INSERT INTO games(white, black, event, site, date, year, round, result, white_elo, "
        "black_elo, eco, opening, plies, start_fen, moves, annotated, tag_lines, material, "
        "dedup_key) VALUES(?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,?19) "
        "ON CONFLICT(dedup_key) DO NOTHING");
    insertPlayer = std::make_unique<Statement>(
        *db, "INSERT INTO players(name) VALUES(?1) ON CONFLICT(name) DO NOTHING");
    findPlayer = std::make_unique<Statement>(*db, "SELECT id FROM players WHERE name = ?1");
    insertEvent = std::make_unique<Statement>(
        *db, "INSERT INTO events(name) VALUES(?1) ON CONFLICT(name) DO NOTHING");
    findEvent = std::make_unique<Statement>(*db, "SELECT id FROM events WHERE name = ?1");
    findByKey = std::make_unique<Statement>(*db, "SELECT id FROM games WHERE dedup_key = ?1");
    loadGame = std::make_unique<Statement>(*db,
        "SELECT pw.name, pb.name, e.name, g.site, g.date, g.year, g.round, g.result, "
        "g.white_elo, g.black_elo, g.eco, g.opening, g.plies, g.start_fen, g.moves, "
        "g.annotated, g.tag_lines, g.material, g.dedup_key FROM games g "
        "LEFT JOIN players pw ON pw.id = g.white LEFT JOIN players pb ON pb.id = g.black "
        "LEFT JOIN events e ON e.id = g.event WHERE g.id = ?1");
    addToCollection = std::make_unique<Statement>(
        *db, "INSERT OR IGNORE INTO collection_games(collection, game) VALUES(?1, ?2)");
    hitRow = std::make_unique<Statement>(*db,
        "SELECT pw.name, pb.name, g.result, g.date, g.start_fen, g.moves FROM games g "
        "LEFT JOIN players pw ON pw.id = g.white LEFT JOIN players pb ON pb.id = g.black "
        "WHERE g.id = ?1");
    index = std::make_unique<PositionIndex>(*db);
}

void Library::Impl::loadFacts() {
    facts.clear();
    Statement all(*db, "SELECT id, result, year, white_elo, black_elo FROM games ORDER BY id");
    while (all.step()) {
        const auto id = static_cast<std::size_t>(all.integer(0));
        StoredGame s;
        s.result = static_cast<int>(all.integer(1));
        if (!all.isNull(2)) s.columns.year = all.integer(2);
        if (!all.isNull(3)) s.columns.whiteElo = all.integer(3);
        if (!all.isNull(4)) s.columns.blackElo = all.integer(4);
        if (facts.size() <= id) facts.resize(id + 1);
        facts[id] = factsOf(s);
    }
}

std::int64_t Library::Impl::nameId(std::unordered_map<std::string, std::int64_t>& cache,
    Statement& insert, Statement& find, const std::string& name) {
    if (const auto found = cache.find(name); found != cache.end()) return found->second;
    insert.reset().bind(1, name).run();
    find.reset().bind(1, name);
    const std::int64_t id = find.step() ? find.integer(0) : 0;
    find.reset();
    // The cache is a convenience: bounded, so that a file of a million names stays small.
    if (cache.size() > 200000) cache.clear();
    cache.emplace(name, id);
    return id;
}

std::int64_t Library::Impl::collectionId(const std::string& name) {
    Statement insert(*db, "INSERT INTO collections(name) VALUES(?1) ON CONFLICT(name) DO NOTHING");
    insert.bind(1, name).run();
    Statement find(*db, "SELECT id FROM collections WHERE name = ?1");
    find.bind(1, name);
    return find.step() ? find.integer(0) : 0;
}

std::optional<StoredGame> Library::Impl::loadStored(GameId id) {
    Statement& q = *loadGame;
    q.reset().bind(1, id);
    if (!q.step()) {
        q.reset();
        return std::nullopt;
    }
    StoredGame s;
    s.columns.white = q.text(0);
    s.columns.black = q.text(1);
    s.columns.event = q.text(2);
    s.columns.site = q.text(3);
    s.columns.date = q.text(4);
    if (!q.isNull(5)) s.columns.year = q.integer(5);
    s.columns.round = q.text(6);
    s.result = static_cast<int>(q.integer(7));
    if (!q.isNull(8)) s.columns.whiteElo = q.integer(8);
    if (!q.isNull(9)) s.columns.blackElo = q.integer(9);
    s.columns.eco = q.text(10);
    s.columns.opening = q.text(11);
    s.plies = static_cast<int>(q.integer(12));
    s.startFen = q.text(13);
    const auto moves = q.blob(14);
    s.moves.assign(moves.begin(), moves.end());
    s.annotated = q.text(15);
    s.tagLines = q.text(16);
    s.material = q.integer(17);
    s.dedupKey = q.integer(18);
    q.reset();
    return s;
}

StoreOutcome Library::Impl::store(
    const PgnGame& game, std::vector<IndexEntry>& entries, std::int64_t collection) {
    std::vector<std::uint64_t> hashes;
    std::vector<std::uint8_t> nexts;
    const StoredGame s = encodeGame(game, &hashes, &nexts);
    const TagColumns& c = s.columns;
    Statement& q = *insertGame;
    const auto bindRow = [&](bool withKey) {
        q.reset();
        if (!c.white.empty()) q.bind(1, nameId(playerIds, *insertPlayer, *findPlayer, c.white));
        if (!c.black.empty()) q.bind(2, nameId(playerIds, *insertPlayer, *findPlayer, c.black));
        if (!c.event.empty()) q.bind(3, nameId(eventIds, *insertEvent, *findEvent, c.event));
        q.bindTextOrNull(4, c.site)
            .bindTextOrNull(5, c.date)
            .bindOptional(6, c.year)
            .bindTextOrNull(7, c.round)
            .bind(8, s.result)
            .bindOptional(9, c.whiteElo)
            .bindOptional(10, c.blackElo)
            .bindTextOrNull(11, c.eco)
            .bindTextOrNull(12, c.opening)
            .bind(13, s.plies)
            .bindTextOrNull(14, s.startFen)
            .bindBlob(15, s.moves)
            .bindTextOrNull(16, s.annotated)
            .bind(17, s.tagLines)
            .bind(18, s.material);
        if (withKey) q.bind(19, s.dedupKey);
        q.run();
    };
    bindRow(true);
    if (db->changes() == 0) {
        // The same key: the same game, unless two different games share a 64-bit hash,
        // which the comparison of what is stored tells; such a game is stored without key.
        findByKey->reset().bind(1, s.dedupKey);
        const GameId existing = findByKey->step() ? findByKey->integer(0) : 0;
        findByKey->reset();
        const std::optional<StoredGame> other = loadStored(existing);
        if (other) {
            Result<PgnGame> back = decodeGame(*other);
            if (back && writePgn(back.value()) == writePgn(game)) return { existing, true };
        }
        bindRow(false);
    }
    const GameId id = db->lastInsertId();
    for (std::size_t i = 0; i < hashes.size(); ++i)
        entries.push_back({ hashes[i], static_cast<std::uint32_t>(id), nexts[i] });
    if (collection != 0) addToCollection->reset().bind(1, collection).bind(2, id).run();
    pendingFacts.emplace_back(id, factsOf(s));
    return { id, false };
}

void Library::Impl::applyPendingFacts() {
    for (const auto& [id, f] : pendingFacts) {
        const auto slot = static_cast<std::size_t>(id);
        if (facts.size() <= slot) facts.resize(slot + 1);
        facts[slot] = f;
    }
    pendingFacts.clear();
    ++changeCount;
}

void Library::Impl::afterRollback() {
    pendingFacts.clear();
    playerIds.clear();
    eventIds.clear();
    index->reloadSegments();
    ++changeCount;
}

void Library::Impl::mergeIndex() {
    try {
        Transaction t(*db);
        if (index->mergeIfNeeded([this](std::uint32_t g) { return isLive(g); })) t.commit();
    } catch (const SqliteFailure&) {
        // The segments stay as they were: lookups read them all, only more slowly.
        index->reloadSegments();
    }
}

Library::Library(std::unique_ptr<Impl> impl)
    : m_impl(std::move(impl)) {
}

Library::~Library() = default;

Result<std::unique_ptr<Library>> Library::open(const std::filesystem::path& file) {
    std::error_code ec;
    if (std::filesystem::is_directory(file, ec))
        return Error { "cannot open '" + file.string() + "': it is a directory" };
    Result<std::unique_ptr<Database>> opened = Database::open(file);
    if (!opened) return opened.error();
    auto impl = std::make_unique<Impl>();
    impl->db = std::move(opened).value();
    Database& db = *impl->db;
    try {
        db.execute("PRAGMA foreign_keys = ON");
        // Removing games writes their index segments again: incremental vacuum gives the
        // freed pages back to the file system afterwards. It can be chosen only while the
        // file is new (before WAL mode writes its first page); on a library it changes nothing.
        db.execute("PRAGMA auto_vacuum = INCREMENTAL");
        db.execute("PRAGMA journal_mode = WAL");
        db.execute("PRAGMA synchronous = NORMAL");
        // 32 MB of page cache: the duplicate key's index takes random inserts, and a million
        // games' keys (about 20 MB) then stay in memory.
        db.execute("PRAGMA cache_size = -32768");
        Statement tables(db, "SELECT name FROM sqlite_master WHERE type = 'table'");
        bool hasMeta = false;
        bool hasTables = false;
        while (tables.step()) {
            hasTables = true;
            hasMeta = hasMeta || tables.text(0) == "meta";
        }
        if (!hasTables) {
            Transaction t(db);
            db.execute(kSchema);
            Statement meta(db, "INSERT INTO meta(key, value) VALUES(?1, ?2)");
            meta.bind(1, "schema_version").bind(2, std::to_string(kSchemaVersion)).run();
            meta.reset().bind(1, "zobrist").bind(2, zobristFingerprint()).run();
            t.commit();
        } else {
            if (!hasMeta) return Error { "'" + file.string() + "' is not a Rochade game library" };
            Statement meta(db, "SELECT key, value FROM meta");
            std::string version;
            std::string zobrist;
            while (meta.step()) {
                if (meta.text(0) == "schema_version") version = meta.text(1);
                if (meta.text(0) == "zobrist") zobrist = meta.text(1);
            }
            if (version != std::to_string(kSchemaVersion))
                return Error { "'" + file.string() + "' has library format " + version
                    + ", this Rochade reads format " + std::to_string(kSchemaVersion) };
            if (zobrist != zobristFingerprint())
                return Error { "'" + file.string()
                    + "' was indexed with other position keys; import its games again" };
        }
        impl->prepare();
        impl->loadFacts();
    } catch (const SqliteFailure& failure) {
        return Error { "cannot open '" + file.string() + "': " + failure.message };
    }
    return std::unique_ptr<Library>(new Library(std::move(impl)));
}

Result<GameId> Library::addGame(const PgnGame& game, std::string_view collection) {
    try {
        std::vector<IndexEntry> entries;
        StoreOutcome outcome;
        {
            Transaction t(*m_impl->db);
            const std::int64_t c
                = collection.empty() ? 0 : m_impl->collectionId(std::string(collection));
            outcome = m_impl->store(game, entries, c);
            if (outcome.duplicate) {
                m_impl->pendingFacts.clear();
                return Error { "the game is already in the library as game "
                    + std::to_string(outcome.id) };
            }
            m_impl->index->writeSegment(entries);
            t.commit();
        }
        m_impl->applyPendingFacts();
        m_impl->mergeIndex();
        return outcome.id;
    } catch (const SqliteFailure& failure) {
        m_impl->afterRollback();
        return Error { failure.message };
    }
}

std::vector<GameRow> Library::games(
    const GameFilter& filter, GameOrder order, std::size_t offset, std::size_t limit) const {
    std::vector<GameRow> rows;
    try {
        const SqlFilter sql = sqlFilter(filter);
        Statement q(*m_impl->db,
            "SELECT g.id, pw.name, pb.name, e.name, g.site, g.date, g.round, g.result, "
            "g.white_elo, g.black_elo, g.eco, g.opening, g.plies, g.start_fen, "
            "substr(g.moves, 1, "
                + std::to_string(kListedMainLinePlies)
                + ") FROM games g "
                  "LEFT JOIN players pw ON pw.id = g.white LEFT JOIN players pb ON pb.id = g.black "
                  "LEFT JOIN events e ON e.id = g.event"
                + sql.where + " ORDER BY " + orderColumn(order) + " LIMIT ?"
                + std::to_string(sql.parameters.size() + 1) + " OFFSET ?"
                + std::to_string(sql.parameters.size() + 2));
        const int next = sql.bindTo(q);
        q.bind(next, static_cast<std::int64_t>(std::min<std::size_t>(limit, INT64_MAX)));
        q.bind(next + 1, static_cast<std::int64_t>(offset));
        while (q.step()) {
            GameRow row;
            row.id = q.integer(0);
            row.white = q.text(1);
            row.black = q.text(2);
            row.event = q.text(3);
            row.site = q.text(4);
            row.date = q.text(5);
            row.round = q.text(6);
            row.result = static_cast<StoredResult>(q.integer(7));
            if (!q.isNull(8)) row.whiteElo = static_cast<int>(q.integer(8));
            if (!q.isNull(9)) row.blackElo = static_cast<int>(q.integer(9));
            row.eco = q.text(10);
            row.opening = q.text(11);
            row.plies = static_cast<int>(q.integer(12));
            row.firstMoves = firstMovesText(q.text(13), q.blob(14));
            rows.push_back(std::move(row));
        }
    } catch (const SqliteFailure&) {
        return {};
    }
    return rows;
}

std::size_t Library::countGames(const GameFilter& filter) const {
    try {
        const SqlFilter sql = sqlFilter(filter);
        Statement q(*m_impl->db, "SELECT count(*) FROM games g" + sql.where);
        sql.bindTo(q);
        return q.step() ? static_cast<std::size_t>(q.integer(0)) : 0;
    } catch (const SqliteFailure&) {
        return 0;
    }
}

Result<PgnGame> Library::game(GameId id) const {
    try {
        const std::optional<StoredGame> stored = m_impl->loadStored(id);
        if (!stored) return Error { "there is no game " + std::to_string(id) + " in the library" };
        return decodeGame(*stored);
    } catch (const SqliteFailure& failure) {
        return Error { failure.message };
    }
}

Result<bool> Library::removeGames(std::span<const GameId> ids) {
    try {
        Transaction t(*m_impl->db);
        Statement remove(*m_impl->db, "DELETE FROM games WHERE id = ?1");
        for (GameId id : ids)
            remove.reset().bind(1, id).run();
        // Their index entries go in the same transaction: the segments that hold them are
        // written again without them.
        const std::set<GameId> removed(ids.begin(), ids.end());
        m_impl->index->dropGames(ids, [&](std::uint32_t g) {
            return m_impl->isLive(g) && !removed.contains(static_cast<GameId>(g));
        });
        t.commit();
    } catch (const SqliteFailure& failure) {
        m_impl->afterRollback();
        return Error { failure.message };
    }
    for (GameId id : ids)
        if (id > 0 && static_cast<std::size_t>(id) < m_impl->facts.size())
            m_impl->facts[static_cast<std::size_t>(id)].result = GameFacts::kAbsent;
    ++m_impl->changeCount;
    try {
        m_impl->db->execute("PRAGMA incremental_vacuum");
    } catch (const SqliteFailure&) {
        // The pages stay free in the file and are used again by the next import.
    }
    return true;
}

Result<bool> Library::setTags(GameId id, const std::vector<PgnTag>& tags) {
    Result<PgnGame> current = game(id);
    if (!current) return current.error();
    PgnGame edited = std::move(current).value();
    edited.tags = tags;
    const StoredGame s = encodeGame(edited, nullptr, nullptr);
    const TagColumns& c = s.columns;
    Impl& d = *m_impl;
    try {
        Transaction t(*d.db);
        Statement q(*d.db,
            "UPDATE games SET white = ?2, black = ?3, event = ?4, site = ?5, date = ?6, "
            "year = ?7, round = ?8, white_elo = ?9, black_elo = ?10, eco = ?11, opening = ?12, "
            "tag_lines = ?13, dedup_key = ?14 WHERE id = ?1");
        q.bind(1, id);
        if (!c.white.empty())
            q.bind(2, d.nameId(d.playerIds, *d.insertPlayer, *d.findPlayer, c.white));
        if (!c.black.empty())
            q.bind(3, d.nameId(d.playerIds, *d.insertPlayer, *d.findPlayer, c.black));
        if (!c.event.empty())
            q.bind(4, d.nameId(d.eventIds, *d.insertEvent, *d.findEvent, c.event));
        q.bindTextOrNull(5, c.site)
            .bindTextOrNull(6, c.date)
            .bindOptional(7, c.year)
            .bindTextOrNull(8, c.round)
            .bindOptional(9, c.whiteElo)
            .bindOptional(10, c.blackElo)
            .bindTextOrNull(11, c.eco)
            .bindTextOrNull(12, c.opening)
            .bind(13, s.tagLines);
        d.findByKey->reset().bind(1, s.dedupKey);
        const bool taken = d.findByKey->step() && d.findByKey->integer(0) != id;
        d.findByKey->reset();
        if (taken) return Error { "another game of the library has the same tags and moves" };
        q.bind(14, s.dedupKey);
        q.run();
        t.commit();
    } catch (const SqliteFailure& failure) {
        d.afterRollback();
        return Error { failure.message };
    }
    d.facts[static_cast<std::size_t>(id)] = factsOf(s);
    ++d.changeCount;
    return true;
}

ExportReport Library::exportPgn(const GameFilter& filter, std::ostream& out) const {
    ExportReport report;
    try {
        const SqlFilter sql = sqlFilter(filter);
        Statement ids(*m_impl->db, "SELECT g.id FROM games g" + sql.where + " ORDER BY g.id");
        sql.bindTo(ids);
        while (ids.step()) {
            const Result<PgnGame> g = game(ids.integer(0));
            if (!g) {
                report.failure
                    = Error { "game " + std::to_string(ids.integer(0)) + ": " + g.error().message };
                return report;
            }
            out << writePgn(g.value());
            ++report.games;
        }
    } catch (const SqliteFailure& failure) {
        report.failure = Error { failure.message };
    }
    return report;
}

LibraryStats Library::stats() const {
    LibraryStats s;
    try {
        const auto count = [&](std::string_view sql) -> std::uint64_t {
            Statement q(*m_impl->db, sql);
            return q.step() ? static_cast<std::uint64_t>(q.integer(0)) : 0;
        };
        s.games = count("SELECT count(*) FROM games");
        s.players = count("SELECT count(*) FROM players");
        s.events = count("SELECT count(*) FROM events");
        s.segments = count("SELECT count(*) FROM index_segments");
        s.indexBlocks = count("SELECT count(*) FROM index_blocks");
        s.indexBytes = count("SELECT coalesce(sum(length(data)), 0) FROM index_blocks");
        s.indexEntries = count("SELECT coalesce(sum(entries), 0) FROM index_segments");
        s.fileBytes = count("SELECT page_count * page_size FROM pragma_page_count(), "
                            "pragma_page_size()");
    } catch (const SqliteFailure&) { }
    return s;
}

} // namespace rochade::library
