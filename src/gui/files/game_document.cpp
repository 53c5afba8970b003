// SPDX-License-Identifier: GPL-3.0-or-later
// The game as a document: the games of a PGN file as byte ranges, the tags kept, the record
// written with its clocks, and one game replaced in a file of many.
#include "files/game_document.h"

#include "files/game_files.h"
#include "rochade/core/game_status.h"
#include "rochade/core/openings.h"
#include "rochade/core/time_control.h"

#include <QDate>

#include <array>
#include <chrono>
#include <string_view>

namespace rochade::gui {

namespace {

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

/// Ends a movetext token (besides blanks).
bool isDelimiter(char c) {
    return c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ';';
}

bool isResultToken(QByteArrayView token) {
    static constexpr std::array<std::string_view, 5> kResults { "1-0", "0-1", "1/2-1/2", "*",
        "\xC2\xBD-\xC2\xBD" };
    for (std::string_view r : kResults)
        if (token == QByteArrayView(r.data(), static_cast<qsizetype>(r.size()))) return true;
    return false;
}

/// True if `document` read a tag that says what `tag` says in other words: a TimeControl of
/// "60+0" is the "60" Rochade writes, and stays as the file wrote it.
bool documentTagSaysTheSame(const GameDocument& document, const PgnTag& tag) {
    if (tag.name != "TimeControl") return false;
    for (const PgnTag& read : document.tags) {
        if (read.name != tag.name) continue;
        const Result<TimeControl> readControl = parsePgnTimeControl(read.value);
        const Result<TimeControl> ownControl = parsePgnTimeControl(tag.value);
        return readControl.ok() && ownControl.ok() && readControl.value() == ownControl.value();
    }
    return false;
}

/// The index of the first `c` at or after `from` (or the end).
qsizetype skipTo(QByteArrayView bytes, qsizetype from, char c) {
    while (from < bytes.size() && bytes[from] != c)
        ++from;
    return from;
}

} // namespace

std::vector<PgnSpan> pgnGameSpans(QByteArrayView bytes) {
    std::vector<PgnSpan> spans;
    bool moves = false; // the open game has movetext
    bool ended = false; // ... and its result marker
    int depth = 0; // of variations
    const auto startGame = [&](qsizetype at) {
        if (!spans.empty()) spans.back().end = at;
        spans.push_back({ at, bytes.size() });
        moves = false;
        ended = false;
        depth = 0;
    };
    qsizetype i = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    while (i < bytes.size()) {
        const char c = bytes[i];
        const bool lineStart = i == 0 || bytes[i - 1] == '\n';
        if (isBlank(c)) {
            ++i;
        } else if (c == '%' && lineStart) {
            i = skipTo(bytes, i, '\n'); // an escape line
        } else if (c == ';') {
            i = skipTo(bytes, i, '\n');
        } else if (c == '{') {
            i = skipTo(bytes, i, '}') + 1;
        } else if (c == '[') {
            // A tag after movetext begins the next game.
            if (spans.empty() || moves || ended) startGame(i);
            // To its closing bracket outside the value's quotes (or the line's end).
            bool quoted = false;
            for (++i; i < bytes.size() && bytes[i] != '\n'; ++i) {
                if (quoted && bytes[i] == '\\') {
                    ++i;
                } else if (bytes[i] == '"') {
                    quoted = !quoted;
                } else if (!quoted && bytes[i] == ']') {
                    ++i;
                    break;
                }
            }
        } else {
            qsizetype end = i + 1;
            if (c != '(' && c != ')')
                while (end < bytes.size() && !isBlank(bytes[end]) && !isDelimiter(bytes[end]))
                    ++end;
            const QByteArrayView token = bytes.sliced(i, end - i);
            // Movetext after a result marker is a game without tags.
            if (spans.empty() || ended) startGame(i);
            moves = true;
            if (c == '(') ++depth;
            if (c == ')' && depth > 0) --depth;
            if (depth == 0 && isResultToken(token)) ended = true;
            i = end;
        }
    }
    return spans;
}

std::optional<QByteArray> placeOfGame(
    const QByteArray& bytes, const std::vector<PgnGame>& games, std::size_t index) {
    const std::vector<PgnSpan> spans = pgnGameSpans(bytes);
    if (spans.size() != games.size() || index >= spans.size()) return std::nullopt;
    const PgnSpan span = spans[index];
    QByteArray text = bytes.sliced(span.begin, span.end - span.begin);
    // The range alone must read as the very game the whole file gave.
    const PgnParseResult alone = parsePgn(std::string_view(text.constData(), size_t(text.size())));
    if (!alone.ok() || alone.games.size() != 1
        || writePgn(alone.games.front()) != writePgn(games[index]))
        return std::nullopt;
    return text;
}

std::vector<PgnTag> documentTags(const GameDocument& document, const GameSetup& setup, Color human,
    const QString& whiteName, const QString& blackName) {
    PgnGame record;
    record.tags = document.tags;
    // The Result read with the tags is what the game was then; the game says what it is now.
    std::erase_if(record.tags, [](const PgnTag& tag) { return tag.name == "Result"; });
    if (whiteName != document.whiteName) record.setTag("White", whiteName.toStdString());
    if (blackName != document.blackName) record.setTag("Black", blackName.toStdString());
    static constexpr std::array<std::string_view, 5> kOwn { "Mode", "HumanColor", "Level", "Engine",
        "TimeControl" };
    for (const PgnTag& tag : gameTags(setup, human, whiteName, blackName, QDate()))
        for (std::string_view own : kOwn)
            if (tag.name == own && !documentTagSaysTheSame(document, tag))
                record.setTag(tag.name, tag.value);
    return record.tags;
}

PgnGame gameRecord(const Game& game, const GameClock& clock, std::vector<PgnTag> tags,
    bool wholeLine, bool nameOpening) {
    PgnGame record;
    record.tags = std::move(tags);
    record.game = game;
    Game& g = record.game;
    if (wholeLine) {
        while (g.redo()) { }
        // The game went on in a variation the user started: the record's main line stays
        // the main line (a save never reorders what it was given), and the result is that
        // line's.
        if (!g.currentNode().isMainLine()) {
            g.goTo(g.root());
            while (g.redo()) { }
        }
    } else {
        while (g.currentNode().childCount() > 0)
            g.deleteVariation(g.currentNode().child(0));
        g.makeMainLine(g.currentNode());
    }
    for (const Game::Node* n = &g.currentNode(); n->previous; n = n->previous) {
        if (const auto ms = clock.clockAfterMs(n->ply)) {
            Annotation annotation = n->annotation;
            annotation.clock = std::chrono::milliseconds(*ms);
            g.annotate(*n, std::move(annotation));
        }
    }
    if (nameOpening) {
        std::erase_if(record.tags,
            [](const PgnTag& tag) { return tag.name == "ECO" || tag.name == "Opening"; });
        // The initial position is named by no opening: so the window's first record (made
        // before its first paint) does not wait for the catalogue built on its pool thread.
        const bool initial = g.currentNode().previous == nullptr
            && g.startPosition().hash() == Position::startPosition().hash();
        const OpeningEntry* opening
            = initial ? nullptr : OpeningCatalogue::builtin().classify(g.currentNode());
        if (opening != nullptr) {
            record.tags.push_back({ "ECO", opening->eco });
            record.tags.push_back({ "Opening", opening->name });
        }
    }
    // The result is the game's, once: the writer takes it from here, never from a tag.
    record.result = resultString(g.status().result);
    return record;
}

std::optional<ReplacedGame> replaceGame(
    const QByteArray& bytes, std::size_t index, const QByteArray& place, QByteArray gameText) {
    const std::vector<PgnSpan> spans = pgnGameSpans(bytes);
    if (index >= spans.size() || place.isEmpty()) return std::nullopt;
    const PgnSpan span = spans[index];
    const QByteArrayView old = QByteArrayView(bytes).sliced(span.begin, span.end - span.begin);
    if (old != QByteArrayView(place)) return std::nullopt;

    qsizetype keep = old.size();
    while (keep > 0 && isBlank(old[keep - 1]))
        --keep;
    const bool crlf = old.contains("\r\n");
    QByteArray after = old.sliced(keep).toByteArray();
    if (after.isEmpty()) after = crlf ? "\r\n" : "\n";
    while (!gameText.isEmpty() && isBlank(gameText.back()))
        gameText.chop(1);
    if (crlf) gameText.replace("\n", "\r\n");
    gameText += after;

    ReplacedGame replaced;
    replaced.file = bytes.left(span.begin) + gameText + bytes.mid(span.end);
    replaced.game = std::move(gameText);
    return replaced;
}

} // namespace rochade::gui
