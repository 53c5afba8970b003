// SPDX-License-Identifier: GPL-3.0-or-later
// The opening explorer, exact-position search and material search.
#include "library_impl.h"

#include "rochade/core/notation.h"

#include <algorithm>
#include <array>
#include <cctype>

namespace rochade::library {

namespace {

/// Replays a stored main line and calls `visit(position, ply)` at every position until it
/// returns true; returns the ply where it did, or -1.
template <class Visit>
int replayStored(std::string_view startFen, std::span<const std::uint8_t> moves, Visit visit) {
    Result<Position> start = storedStart(startFen);
    if (!start) return -1;
    Position position = start.value();
    for (std::size_t ply = 0;; ++ply) {
        if (visit(position, static_cast<int>(ply))) return static_cast<int>(ply);
        if (ply == moves.size()) return -1;
        UndoInfo undo;
        if (moves[ply] == kNullMoveIndex) {
            if (position.isInCheck()) return -1;
            position.makeNullMove(undo);
            continue;
        }
        const MoveList legal = canonicalMoves(position);
        if (moves[ply] >= legal.size()) return -1;
        position.makeMove(legal[moves[ply]], undo);
    }
}

/// The row of a search hit, with its ply found by replaying (or nullopt if the game does
/// not reach what `matches` looks for: a hash collision).
template <class Matches>
std::optional<PositionHit> hitIn(Statement& q, GameId id, Matches matches) {
    q.reset().bind(1, id);
    if (!q.step()) return std::nullopt;
    const int ply = replayStored(q.text(4), q.blob(5), matches);
    PositionHit hit;
    hit.game = id;
    hit.white = q.text(0);
    hit.black = q.text(1);
    hit.result = static_cast<StoredResult>(q.integer(2));
    hit.date = q.text(3);
    hit.ply = ply;
    // A statement left on a row would hold a read transaction open.
    q.reset();
    if (ply < 0) return std::nullopt;
    return hit;
}

std::string filterKey(const GameFilter& f) {
    std::string key;
    for (const std::string* s :
        { &f.player, &f.dateFrom, &f.dateTo, &f.myName, &f.collection, &f.eco })
        key += *s + '\x1f';
    key += f.color ? std::to_string(index(*f.color)) : "-";
    key += f.minRating ? std::to_string(*f.minRating) : "-";
    key += f.result ? std::to_string(static_cast<int>(*f.result)) : "-";
    return key;
}

} // namespace

const std::vector<bool>* Library::Impl::allowedGames(const GameFilter& filter) const {
    if (filter.isEmpty()) return nullptr;
    const std::string key = filterKey(filter);
    if (key == cachedFilterKey && cachedChangeCount == changeCount) return &cachedAllowed;
    const SqlFilter sql = sqlFilter(filter);
    Statement q(*db, "SELECT g.id FROM games g" + sql.where);
    sql.bindTo(q);
    cachedAllowed.assign(facts.size(), false);
    while (q.step()) {
        const auto id = static_cast<std::size_t>(q.integer(0));
        if (id < cachedAllowed.size()) cachedAllowed[id] = true;
    }
    cachedFilterKey = key;
    cachedChangeCount = changeCount;
    return &cachedAllowed;
}

std::vector<ExplorerMove> Library::explore(const Position& p, const GameFilter& filter) const {
    struct Tally {
        std::size_t games = 0;
        std::array<std::size_t, 4> results {};
        std::int64_t ratingSum = 0;
        std::size_t rated = 0;
        int lastYear = 0;
    };
    std::array<Tally, 256> tallies {};
    const Impl& d = *m_impl;
    try {
        const std::vector<bool>* allowed = d.allowedGames(filter);
        d.index->lookup(p.hash(), [&](std::uint32_t game, std::uint8_t next) {
            if (!d.isLive(game) || next >= kNullMoveIndex) return;
            if (allowed && (game >= allowed->size() || !(*allowed)[game])) return;
            const GameFacts& f = d.facts[game];
            Tally& t = tallies[next];
            ++t.games;
            ++t.results[std::min<std::size_t>(f.result, 3)];
            if (f.rating > 0) {
                t.ratingSum += f.rating;
                ++t.rated;
            }
            t.lastYear = std::max<int>(t.lastYear, f.year);
        });
    } catch (const SqliteFailure&) {
        return {};
    }
    std::vector<ExplorerMove> moves;
    const MoveList legal = canonicalMoves(p);
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const Tally& t = tallies[i];
        if (t.games == 0) continue;
        ExplorerMove m;
        m.move = legal[i];
        m.san = toSan(p, legal[i]);
        m.games = t.games;
        m.whiteWins = t.results[0];
        m.draws = t.results[1];
        m.blackWins = t.results[2];
        if (t.rated > 0)
            m.averageRating = static_cast<int>(t.ratingSum / static_cast<std::int64_t>(t.rated));
        if (t.lastYear > 0) m.lastYear = t.lastYear;
        moves.push_back(std::move(m));
    }
    std::stable_sort(moves.begin(), moves.end(), [](const ExplorerMove& a, const ExplorerMove& b) {
        return a.games != b.games ? a.games > b.games : a.san < b.san;
    });
    return moves;
}

std::vector<PositionHit> Library::findPosition(
    const Position& p, std::size_t limit, std::size_t offset) const {
    std::vector<PositionHit> hits;
    const Impl& d = *m_impl;
    try {
        std::vector<std::uint32_t> games;
        d.index->lookup(p.hash(), [&](std::uint32_t game, std::uint8_t) {
            if (d.isLive(game)) games.push_back(game);
        });
        std::sort(games.begin(), games.end());
        games.erase(std::unique(games.begin(), games.end()), games.end());
        std::size_t skipped = 0;
        for (std::uint32_t game : games) {
            if (hits.size() >= limit) break;
            std::optional<PositionHit> hit = hitIn(
                *d.hitRow, game, [&](const Position& at, int) { return at.samePositionAs(p); });
            if (!hit) continue;
            if (skipped++ < offset) continue;
            hits.push_back(std::move(*hit));
        }
    } catch (const SqliteFailure&) { }
    return hits;
}

std::vector<PositionHit> Library::findMaterial(const MaterialPattern& m, std::size_t limit) const {
    std::vector<PositionHit> hits;
    const Impl& d = *m_impl;
    // Pawns and the number of pieces only go down in a game: a game whose final position
    // has more of either than the pattern for a side never had the pattern's material.
    const auto total = [](std::int64_t packed, Color c) {
        int sum = 0;
        for (PieceType t : { PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                 PieceType::Queen })
            sum += materialCount(packed, c, t);
        return sum;
    };
    const auto patternTotal = [&](Color c) {
        int sum = 0;
        for (int t = 1; t <= 5; ++t)
            sum += m.counts[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(t)];
        return sum;
    };
    const auto fits = [&](std::int64_t packed, bool swapped) {
        for (Color c : { Color::White, Color::Black }) {
            const Color side = swapped ? ~c : c;
            const auto& want = m.counts[static_cast<std::size_t>(index(side))];
            if (materialCount(packed, c, PieceType::Pawn) > want[index(PieceType::Pawn)])
                return false;
            if (total(packed, c) > patternTotal(side)) return false;
        }
        return true;
    };
    try {
        Statement all(*d.db, "SELECT id, material FROM games ORDER BY id");
        while (all.step() && hits.size() < limit) {
            const std::int64_t packed = all.integer(1);
            if (!fits(packed, false) && (m.fixedColors || !fits(packed, true))) continue;
            std::optional<PositionHit> hit = hitIn(
                *d.hitRow, all.integer(0), [&](const Position& at, int) { return m.matches(at); });
            if (hit) hits.push_back(std::move(*hit));
        }
    } catch (const SqliteFailure&) { }
    return hits;
}

Result<MaterialPattern> MaterialPattern::parse(std::string_view text, bool fixedColors) {
    std::string letters;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
        if (c == ' ' || c == '-' || c == '/') continue;
        if (c == 'V' && i + 1 < text.size()
            && std::toupper(static_cast<unsigned char>(text[i + 1])) == 'S') {
            ++i;
            continue;
        }
        letters += c;
    }
    const std::size_t second = letters.find('K', 1);
    if (letters.empty() || letters[0] != 'K' || second == std::string::npos)
        return Error { "material '" + std::string(text)
            + "': expected the pieces of each side, each starting with K (\"KRPKR\")" };
    MaterialPattern pattern;
    pattern.fixedColors = fixedColors;
    for (std::size_t i = 1; i < letters.size(); ++i) {
        if (i == second) continue;
        const auto side = static_cast<std::size_t>(i < second ? 0 : 1);
        PieceType type = PieceType::None;
        switch (letters[i]) {
        case 'P':
            type = PieceType::Pawn;
            break;
        case 'N':
            type = PieceType::Knight;
            break;
        case 'B':
            type = PieceType::Bishop;
            break;
        case 'R':
            type = PieceType::Rook;
            break;
        case 'Q':
            type = PieceType::Queen;
            break;
        default:
            return Error { "material '" + std::string(text) + "': '" + letters[i]
                + "' is not a piece letter (K, Q, R, B, N, P)" };
        }
        ++pattern.counts[side][static_cast<std::size_t>(index(type))];
    }
    return pattern;
}

bool MaterialPattern::matches(const Position& p) const {
    const auto sameAs = [&](bool swapped) {
        for (Color c : { Color::White, Color::Black }) {
            const auto& want = counts[static_cast<std::size_t>(index(swapped ? ~c : c))];
            for (PieceType t : { PieceType::Pawn, PieceType::Knight, PieceType::Bishop,
                     PieceType::Rook, PieceType::Queen })
                if (p.pieceCount(c, t) != want[static_cast<std::size_t>(index(t))]) return false;
        }
        return true;
    };
    return sameAs(false) || (!fixedColors && sameAs(true));
}

} // namespace rochade::library
