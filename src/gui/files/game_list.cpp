// SPDX-License-Identifier: GPL-3.0-or-later
// A file's list of games, one small row a game: its tags cut short, its first moves, where it
// lies.
#include "files/game_list.h"

#include <QObject>

#include <algorithm>

namespace rochade::gui {

namespace {

constexpr std::array<std::string_view, kGameListFieldCount> kListedTags { "White", "Black", "Event",
    "Site", "Date", "Round", "ECO", "Opening", "" };

/// `value` cut to at most kMaxGameListFieldBytes, at the start of a UTF-8 character.
std::string_view cutListField(std::string_view value) {
    if (value.size() <= kMaxGameListFieldBytes) return value;
    std::size_t end = kMaxGameListFieldBytes;
    while (end > 0 && (static_cast<unsigned char>(value[end]) & 0xC0) == 0x80)
        --end;
    return value.substr(0, end);
}

GameListResult listResultOf(std::string_view marker) {
    if (marker == "1-0") return GameListResult::WhiteWins;
    if (marker == "0-1") return GameListResult::BlackWins;
    if (marker == "1/2-1/2") return GameListResult::Draw;
    return GameListResult::Unfinished;
}

} // namespace

bool isUnknownTagValue(std::string_view value) {
    return value.empty() || value == "?" || value == "-" || value == "????.??.??";
}

GameListRow::GameListRow(const PgnGame& game, PgnRange range, bool complete)
    : m_begin(range.begin)
    , m_end(range.end)
    , m_result(listResultOf(game.result))
    , m_complete(complete) {
    for (std::size_t i = 0; i < kGameListFieldCount; ++i) {
        if (i == std::size_t(GameListField::FirstMoves)) {
            m_text += cutListField(numberedMainLine(game.game, kListedMainLinePlies));
        } else {
            // The first tag of that name, as PgnGame::tag() finds it, without a copy.
            const auto tag = std::find_if(game.tags.begin(), game.tags.end(),
                [&](const PgnTag& t) { return t.name == kListedTags[i]; });
            if (tag != game.tags.end()) m_text += cutListField(tag->value);
        }
        m_ends[i] = static_cast<std::uint16_t>(m_text.size());
    }
    m_text.shrink_to_fit();
    for (const Game::Node* n = game.game.root().mainChild(); n; n = n->mainChild())
        ++m_plies;
    m_empty = game.tags.empty() && m_plies == 0;
}

std::string_view GameListRow::field(GameListField f) const {
    const auto i = std::size_t(f);
    const std::size_t begin = i == 0 ? 0 : m_ends[i - 1];
    return std::string_view(m_text).substr(begin, m_ends[i] - begin);
}

QString GameListRow::text(GameListField f) const {
    const std::string_view value = field(f);
    return QString::fromUtf8(value.data(), qsizetype(value.size()));
}

QString GameListRow::known(GameListField f) const {
    return isUnknownTagValue(field(f)) ? QString() : text(f);
}

GameListWord::GameListWord(const QString& word)
    : m_word(word) {
    for (const QChar c : word) {
        if (c.unicode() >= 0x80) {
            m_ascii = false;
            return;
        }
        m_asciiLower += static_cast<char>(c.toLower().unicode());
    }
}

bool GameListWord::isFoundIn(const GameListRow& row) const {
    const QString result = gameListResultText(row.result());
    if (!m_ascii) {
        for (std::size_t f = 0; f < kGameListFieldCount; ++f)
            if (row.text(GameListField(f)).contains(m_word, Qt::CaseInsensitive)) return true;
        return result.contains(m_word, Qt::CaseInsensitive);
    }
    auto lowerAscii
        = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    auto holdsWord = [&](std::string_view text) {
        return std::search(text.begin(), text.end(), m_asciiLower.begin(), m_asciiLower.end(),
                   [&](char a, char b) { return lowerAscii(a) == b; })
            != text.end();
    };
    for (std::size_t f = 0; f < kGameListFieldCount; ++f)
        if (holdsWord(row.field(GameListField(f)))) return true;
    return holdsWord(result.toStdString());
}

QString gameListResultText(GameListResult result) {
    switch (result) {
    case GameListResult::WhiteWins:
        return QStringLiteral("1-0");
    case GameListResult::Draw:
        return QStringLiteral("1/2-1/2");
    case GameListResult::BlackWins:
        return QStringLiteral("0-1");
    case GameListResult::Unfinished:
        break;
    }
    return QStringLiteral("*");
}

QString gameListSummary(const GameListRow& row) {
    const QString white = row.known(GameListField::White);
    const QString black = row.known(GameListField::Black);
    QString date = row.text(GameListField::Date);
    if (date.isEmpty()) date = QStringLiteral("?");
    const int moves = static_cast<int>(row.plies() + 1) / 2;
    const QString result = gameListResultText(row.result());
    if (!white.isEmpty() || !black.isEmpty()) {
        auto orUnknown = [](const QString& s) { return s.isEmpty() ? QStringLiteral("?") : s; };
        return QObject::tr("%1 – %2, %3, %4, moves: %5")
            .arg(orUnknown(white), orUnknown(black), result, date)
            .arg(moves);
    }
    // No players: what tells a study's chapters apart is their event, round and moves.
    QString name = row.known(GameListField::Event);
    if (const QString round = row.known(GameListField::Round); !round.isEmpty())
        name = name.isEmpty() ? QObject::tr("round %1").arg(round)
                              : QObject::tr("%1, round %2").arg(name, round);
    const QString firstMoves = row.text(GameListField::FirstMoves);
    if (!firstMoves.isEmpty())
        name = name.isEmpty() ? firstMoves : QStringLiteral("%1 (%2)").arg(name, firstMoves);
    if (name.isEmpty()) name = QStringLiteral("?");
    return QObject::tr("%1, %2, moves: %3").arg(name, result).arg(moves);
}

} // namespace rochade::gui
