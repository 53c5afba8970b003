// SPDX-License-Identifier: GPL-3.0-or-later
// The game as a document: its place in its PGN file, the tags kept, the record written with
// its clocks, and one game replaced in a file of many.
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

/// Where game `index` of the PGN file `bytes` lies, as the reader finds it.
std::optional<PgnRange> rangeOfGame(const QByteArray& bytes, std::size_t index) {
    PgnReader reader(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    for (std::size_t i = 0; reader.next(); ++i)
        if (i == index) return reader.lastGameRange();
    return std::nullopt;
}

/// True if the file `bytes` ends its lines with CRLF: the line of `from` does.
bool usesCrlf(QByteArrayView bytes, qsizetype from) {
    const qsizetype lineEnd = bytes.indexOf('\n', from);
    return lineEnd > 0 && bytes[lineEnd - 1] == '\r';
}

} // namespace

std::optional<QByteArray> placeOfGame(const PgnRead& read, std::size_t index) {
    if (!read.ok() || read.bytes.isEmpty() || index >= read.ranges.size()) return std::nullopt;
    const PgnRange range = read.ranges[index];
    return read.bytes.sliced(qsizetype(range.begin), qsizetype(range.size()));
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
    // A place noted by an earlier version ran on to the next game: its blank lines are not
    // the game's.
    QByteArrayView noted(place);
    while (!noted.isEmpty() && isBlank(noted.back()))
        noted.chop(1);
    const std::optional<PgnRange> range = rangeOfGame(bytes, index);
    if (!range || noted.isEmpty()) return std::nullopt;
    const auto begin = qsizetype(range->begin);
    const auto end = qsizetype(range->end);
    if (QByteArrayView(bytes).sliced(begin, end - begin) != noted) return std::nullopt;

    while (!gameText.isEmpty() && isBlank(gameText.back()))
        gameText.chop(1);
    if (usesCrlf(bytes, begin)) gameText.replace("\n", "\r\n");
    ReplacedGame replaced;
    replaced.file = bytes.left(begin) + gameText + bytes.mid(end);
    replaced.game = std::move(gameText);
    return replaced;
}

} // namespace rochade::gui
