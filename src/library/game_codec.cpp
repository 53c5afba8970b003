// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_codec.h"

#include "rochade/core/fen.h"
#include "rochade/core/move_generator.h"

#include <algorithm>
#include <array>

namespace rochade::library {

namespace {

std::uint32_t canonicalKey(Move m) {
    return static_cast<std::uint32_t>(m.from()) << 16 | static_cast<std::uint32_t>(m.to()) << 8
        | static_cast<std::uint32_t>(m.promotion()) << 1 | (m.isCastling() ? 1u : 0u);
}

/// Tags that have a column; the index is the column's slot in kColumnSetters below.
constexpr std::array<std::string_view, 10> kColumnTags { "Event", "Site", "Date", "Round", "White",
    "Black", "ECO", "Opening", "WhiteElo", "BlackElo" };

/// Tag names written as two bytes in tag_lines: 0x01 and 'A' + their place here (a PGN tag
/// name never starts with a control byte). The column tags first, then frequent others.
constexpr std::array<std::string_view, 27> kShortTagNames { "Event", "Site", "Date", "Round",
    "White", "Black", "ECO", "Opening", "WhiteElo", "BlackElo", "Result", "SetUp", "FEN", "Variant",
    "PlyCount", "EventDate", "TimeControl", "Termination", "Annotator", "UTCDate", "UTCTime",
    "WhiteTitle", "BlackTitle", "WhiteFideId", "BlackFideId", "Variation", "Mode" };
constexpr char kShortTagMark = '\x01';

std::optional<std::int64_t> ratingOf(std::string_view text) {
    if (text.empty() || text.size() > 5) return std::nullopt;
    std::int64_t value = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value <= 0) return std::nullopt;
    return value;
}

/// Sets the column of tag slot `slot` to `value`. False if the value does not fit the column
/// as the same text (a rating that is not a plain number), so the line keeps it.
bool setColumn(TagColumns& c, std::size_t slot, const std::string& value) {
    switch (slot) {
    case 0:
        c.event = value;
        return !value.empty();
    case 1:
        c.site = value;
        return !value.empty();
    case 2:
        c.date = value;
        c.year = yearOf(value);
        return !value.empty();
    case 3:
        c.round = value;
        return !value.empty();
    case 4:
        c.white = value;
        return !value.empty();
    case 5:
        c.black = value;
        return !value.empty();
    case 6:
        c.eco = value;
        return !value.empty();
    case 7:
        c.opening = value;
        return !value.empty();
    case 8:
        c.whiteElo = ratingOf(value);
        return c.whiteElo && std::to_string(*c.whiteElo) == value;
    default:
        c.blackElo = ratingOf(value);
        return c.blackElo && std::to_string(*c.blackElo) == value;
    }
}

std::string columnValue(const TagColumns& c, std::size_t slot) {
    switch (slot) {
    case 0:
        return c.event;
    case 1:
        return c.site;
    case 2:
        return c.date;
    case 3:
        return c.round;
    case 4:
        return c.white;
    case 5:
        return c.black;
    case 6:
        return c.eco;
    case 7:
        return c.opening;
    case 8:
        return c.whiteElo ? std::to_string(*c.whiteElo) : std::string();
    default:
        return c.blackElo ? std::to_string(*c.blackElo) : std::string();
    }
}

void appendEscaped(std::string& out, std::string_view value) {
    for (char c : value) {
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            out += c;
        }
    }
}

std::string unescaped(std::string_view value) {
    std::string out;
    out.reserve(value.size());
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] != '\\' || i + 1 == value.size()) {
            out += value[i];
            continue;
        }
        const char next = value[++i];
        out += next == 't' ? '\t' : next == 'n' ? '\n' : next == 'r' ? '\r' : next;
    }
    return out;
}

void appendTagName(std::string& out, std::string_view name) {
    const auto* found = std::find(kShortTagNames.begin(), kShortTagNames.end(), name);
    if (found == kShortTagNames.end()) {
        appendEscaped(out, name);
        return;
    }
    out += kShortTagMark;
    out += static_cast<char>('A' + (found - kShortTagNames.begin()));
}

std::string tagNameOf(std::string_view written) {
    if (written.size() == 2 && written[0] == kShortTagMark) {
        const auto slot = static_cast<std::size_t>(written[1] - 'A');
        if (slot < kShortTagNames.size()) return std::string(kShortTagNames[slot]);
    }
    return unescaped(written);
}

/// True if the game has nothing but its main line's moves: no comment, NAG, clock,
/// evaluation, variation or null move.
bool isPlain(const Game& game) {
    const Game::Node* node = &game.root();
    while (node) {
        if (!node->annotation.isEmpty() || node->childCount() > 1 || node->isNullMove())
            return false;
        node = node->mainChild();
    }
    return true;
}

/// 64-bit FNV-1a with a final avalanche (SplitMix64's), stable across runs and builds.
class KeyHash {
public:
    void add(std::string_view bytes) {
        for (unsigned char c : bytes) {
            m_hash ^= c;
            m_hash *= 0x100000001b3ULL;
        }
        // A separator, so that ("ab", "c") and ("a", "bc") differ.
        m_hash ^= 0xff;
        m_hash *= 0x100000001b3ULL;
    }
    std::int64_t value() const {
        std::uint64_t z = m_hash + 0x9e3779b97f4a7c15ULL;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return static_cast<std::int64_t>(z ^ (z >> 31));
    }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
};

/// The movetext writePgn() writes for `game`: what follows the tags' blank line.
std::string movetextOf(const PgnGame& game) {
    PgnGame bare;
    bare.game = game.game;
    bare.result = game.result;
    const std::string text = writePgn(bare);
    const std::size_t blank = text.find("\n\n");
    return blank == std::string::npos ? text : text.substr(blank + 2);
}

} // namespace

MoveList canonicalMoves(const Position& p) {
    MoveList moves = MoveGenerator::legalMoves(p);
    std::sort(moves.begin(), moves.end(),
        [](Move a, Move b) { return canonicalKey(a) < canonicalKey(b); });
    return moves;
}

std::uint8_t canonicalIndex(const Position& p, Move m) {
    // Counting the smaller keys needs no sort.
    const MoveList moves = MoveGenerator::legalMoves(p);
    const std::uint32_t key = canonicalKey(m);
    std::size_t below = 0;
    for (Move other : moves)
        below += canonicalKey(other) < key ? 1 : 0;
    return static_cast<std::uint8_t>(below);
}

std::optional<std::int64_t> yearOf(std::string_view date) {
    if (date.size() < 4) return std::nullopt;
    std::int64_t year = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        if (date[i] < '0' || date[i] > '9') return std::nullopt;
        year = year * 10 + (date[i] - '0');
    }
    return year;
}

std::int64_t packMaterial(const Position& p) {
    std::int64_t packed = 0;
    for (Color c : { Color::White, Color::Black })
        for (PieceType t : { PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
                 PieceType::Queen }) {
            const int shift = index(c) * 20 + (index(t) - 1) * 4;
            packed |= static_cast<std::int64_t>(std::min(p.pieceCount(c, t), 15)) << shift;
        }
    return packed;
}

int materialCount(std::int64_t packed, Color color, PieceType type) {
    const int shift = index(color) * 20 + (index(type) - 1) * 4;
    return static_cast<int>((packed >> shift) & 15);
}

StoredGame encodeGame(
    const PgnGame& game, std::vector<std::uint64_t>* hashes, std::vector<std::uint8_t>* nexts) {
    StoredGame stored;
    std::array<bool, kColumnTags.size()> taken {};
    for (const PgnTag& tag : game.tags) {
        const auto* found = std::find(kColumnTags.begin(), kColumnTags.end(), tag.name);
        bool inColumn = false;
        if (found != kColumnTags.end()) {
            const auto slot = static_cast<std::size_t>(found - kColumnTags.begin());
            if (!taken[slot]) {
                taken[slot] = true;
                inColumn = setColumn(stored.columns, slot, tag.value);
            }
        } else if (tag.name == "Result") {
            inColumn = tag.value == game.result;
        }
        appendTagName(stored.tagLines, tag.name);
        if (!inColumn) {
            stored.tagLines += '\t';
            appendEscaped(stored.tagLines, tag.value);
        }
        stored.tagLines += '\n';
    }
    stored.result = static_cast<int>(resultFromText(game.result));

    const Position& start = game.start();
    if (!(start == Position::startPosition()) || start.isChess960()) stored.startFen = toFen(start);

    // The main line, from the start; each position with the move played from it.
    Position position = start;
    const Game::Node* node = game.game.root().mainChild();
    while (node) {
        UndoInfo undo;
        const std::uint8_t index
            = node->isNullMove() ? kNullMoveIndex : canonicalIndex(position, node->move);
        if (hashes) {
            hashes->push_back(position.hash());
            nexts->push_back(index);
        }
        if (node->isNullMove())
            position.makeNullMove(undo);
        else
            position.makeMove(node->move, undo);
        stored.moves.push_back(index);
        node = node->mainChild();
    }
    if (hashes) {
        hashes->push_back(position.hash());
        nexts->push_back(kGameEnds);
    }
    stored.plies = static_cast<int>(stored.moves.size());
    stored.material = packMaterial(position);
    if (!isPlain(game.game)) stored.annotated = movetextOf(game);

    // Same tags (the roster as the writer normalises it, then the others in their order)
    // and same moves and annotations: the same key.
    KeyHash key;
    for (std::string_view name : { "Event", "Site", "Date", "Round", "White", "Black" })
        key.add(game.tag(name).value_or(name == "Date" ? "????.??.??" : "?"));
    for (const PgnTag& tag : game.tags) {
        // As the writer: the roster once, SetUp and FEN from the start position.
        if (tag.name == "Event" || tag.name == "Site" || tag.name == "Date" || tag.name == "Round"
            || tag.name == "White" || tag.name == "Black" || tag.name == "Result"
            || tag.name == "SetUp" || tag.name == "FEN")
            continue;
        key.add(tag.name);
        key.add(tag.value);
    }
    key.add(game.result);
    key.add(stored.startFen);
    key.add(
        std::string_view(reinterpret_cast<const char*>(stored.moves.data()), stored.moves.size()));
    key.add(stored.annotated);
    stored.dedupKey = key.value();
    return stored;
}

Result<Position> storedStart(std::string_view startFen) {
    if (startFen.empty()) return Position::startPosition();
    return parseFen(startFen);
}

std::vector<PgnTag> decodeTags(
    std::string_view tagLines, const TagColumns& columns, std::string_view result) {
    std::vector<PgnTag> tags;
    std::size_t at = 0;
    while (at < tagLines.size()) {
        std::size_t end = tagLines.find('\n', at);
        if (end == std::string_view::npos) end = tagLines.size();
        const std::string_view line = tagLines.substr(at, end - at);
        at = end + 1;
        const std::size_t tab = line.find('\t');
        PgnTag tag;
        tag.name = tagNameOf(line.substr(0, tab));
        if (tab != std::string_view::npos) {
            tag.value = unescaped(line.substr(tab + 1));
        } else if (tag.name == "Result") {
            tag.value = std::string(result);
        } else {
            const auto* found = std::find(kColumnTags.begin(), kColumnTags.end(), tag.name);
            if (found != kColumnTags.end())
                tag.value
                    = columnValue(columns, static_cast<std::size_t>(found - kColumnTags.begin()));
        }
        tags.push_back(std::move(tag));
    }
    return tags;
}

namespace {

/// Plays the stored move indices after the game's root, on its main line; the last node, or
/// the error of the first index that is not a move there.
Result<const Game::Node*> appendStoredMoves(Game& game, std::span<const std::uint8_t> indices) {
    const Game::Node* node = &game.root();
    for (std::uint8_t index : indices) {
        const MoveList moves = canonicalMoves(node->position);
        if (index >= moves.size()) return Error { "stored move out of range" };
        Result<const Game::Node*> added = game.addMove(*node, moves[index]);
        if (!added) return Error { "stored move: " + added.error().message };
        node = added.value();
    }
    return node;
}

} // namespace

Result<PgnGame> decodeGame(const StoredGame& stored) {
    PgnGame game;
    game.result = std::string(resultText(static_cast<StoredResult>(stored.result)));
    game.tags = decodeTags(stored.tagLines, stored.columns, game.result);
    if (!stored.annotated.empty()) {
        std::string text;
        if (!stored.startFen.empty()) {
            const Result<Position> start = storedStart(stored.startFen);
            if (start && start.value().isChess960()) text = "[Variant \"Chess960\"]\n";
            text += "[SetUp \"1\"]\n[FEN \"" + stored.startFen + "\"]\n\n";
        }
        text += stored.annotated;
        PgnParseResult parsed = parsePgn(text);
        if (!parsed.ok() || parsed.games.size() != 1)
            return Error { "stored movetext does not read back: "
                + (parsed.error ? parsed.error->message : std::string("no game")) };
        game.game = std::move(parsed.games.front().game);
        return game;
    }
    Result<Position> start = storedStart(stored.startFen);
    if (!start) return Error { "stored start position: " + start.error().message };
    game.game = Game(start.value());
    Result<const Game::Node*> last = appendStoredMoves(game.game, stored.moves);
    if (!last) return last.error();
    game.game.goTo(*last.value());
    return game;
}

std::string firstMovesText(std::string_view startFen, std::span<const std::uint8_t> indices) {
    const Result<Position> start = storedStart(startFen);
    if (!start) return {};
    Game game(start.value());
    const std::size_t until = std::min(indices.size(), std::size_t(kListedMainLinePlies));
    std::size_t replayable = 0;
    while (replayable < until && indices[replayable] != kNullMoveIndex)
        ++replayable;
    // A broken record shows the moves before the break: appendStoredMoves keeps them.
    (void)appendStoredMoves(game, indices.first(replayable));
    return numberedMainLine(game, kListedMainLinePlies);
}

} // namespace rochade::library
