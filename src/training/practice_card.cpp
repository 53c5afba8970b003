// SPDX-License-Identifier: GPL-3.0-or-later
// A practice card's identity, its words in the card file, and days as text.
#include "rochade/training/practice_card.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <utility>

namespace rochade::training {

namespace {

/// FNV-1a, 64 bits: a published, fixed hash, so a card's id is the same in every version
/// and on every machine (std::hash promises neither).
std::uint64_t fnv1a64(std::string_view text) {
    std::uint64_t hash = 14695981039346656037ULL;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 1099511628211ULL;
    }
    return hash;
}

bool sameFsrsCard(const FsrsCard& a, const FsrsCard& b) {
    return a.stability == b.stability && a.difficulty == b.difficulty
        && a.lastReview == b.lastReview && a.due == b.due && a.reviews == b.reviews
        && a.lapses == b.lapses;
}

template <class Enum, std::size_t N>
std::optional<Enum> enumFromCardWord(
    std::string_view name, const std::array<std::pair<Enum, std::string_view>, N>& words) {
    for (const auto& [value, word] : words)
        if (word == name) return value;
    return std::nullopt;
}

template <class Enum, std::size_t N>
std::string_view cardWordOf(
    Enum value, const std::array<std::pair<Enum, std::string_view>, N>& words) {
    for (const auto& [candidate, word] : words)
        if (candidate == value) return word;
    return {};
}

constexpr std::array<std::pair<MistakeClass, std::string_view>, 4> kMistakeClassWords { {
    { MistakeClass::Inaccuracy, "inaccuracy" },
    { MistakeClass::Mistake, "mistake" },
    { MistakeClass::Blunder, "blunder" },
    { MistakeClass::MissedMate, "missed-mate" },
} };
constexpr std::array<std::pair<Recall, std::string_view>, 4> kRecallWords { {
    { Recall::Again, "again" },
    { Recall::Hard, "hard" },
    { Recall::Good, "good" },
    { Recall::Easy, "easy" },
} };
constexpr std::array<std::pair<AnswerOutcome, std::string_view>, 3> kOutcomeWords { {
    { AnswerOutcome::Wrong, "wrong" },
    { AnswerOutcome::RightWithHint, "right-with-hint" },
    { AnswerOutcome::Right, "right" },
} };

} // namespace

Recall recallFor(AnswerOutcome outcome) {
    switch (outcome) {
    case AnswerOutcome::Wrong:
        return Recall::Again;
    case AnswerOutcome::RightWithHint:
        return Recall::Hard;
    case AnswerOutcome::Right:
        break;
    }
    return Recall::Good;
}

bool CardSource::sameGameAndPly(const CardSource& other) const {
    if (kind != other.kind || ply != other.ply) return false;
    if (kind == Kind::Library) return libraryGameId == other.libraryGameId;
    return path == other.path && gameIndex == other.gameIndex;
}

std::string PracticeCard::id() const {
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(fnv1a64(key())));
    return text;
}

Color PracticeCard::side() const {
    const std::size_t space = position.find(' ');
    const bool black
        = space != std::string::npos && space + 1 < position.size() && position[space + 1] == 'b';
    return black ? Color::Black : Color::White;
}

bool operator==(const PracticeCard& a, const PracticeCard& b) {
    return a.position == b.position && a.played == b.played && a.better == b.better
        && a.bestLine == b.bestLine && a.mistakeClass == b.mistakeClass
        && a.evalBefore == b.evalBefore && a.evalAfter == b.evalAfter
        && a.explanation == b.explanation && a.sources == b.sources && a.added == b.added
        && sameFsrsCard(a.schedule, b.schedule) && a.answers == b.answers;
}

std::string positionKeyOfFen(std::string_view fen) {
    // Four fields: board, side, castling, en passant; words split by any run of spaces.
    std::string key;
    int fields = 0;
    std::size_t i = 0;
    while (fields < 4) {
        while (i < fen.size() && fen[i] == ' ')
            ++i;
        if (i == fen.size()) break;
        const std::size_t end = std::min(fen.find(' ', i), fen.size());
        if (fields > 0) key += ' ';
        key.append(fen.substr(i, end - i));
        ++fields;
        i = end;
    }
    return key;
}

std::string_view mistakeClassName(MistakeClass value) {
    return cardWordOf(value, kMistakeClassWords);
}
std::optional<MistakeClass> mistakeClassFromName(std::string_view name) {
    return enumFromCardWord(name, kMistakeClassWords);
}
std::string_view recallName(Recall value) {
    return cardWordOf(value, kRecallWords);
}
std::optional<Recall> recallFromName(std::string_view name) {
    return enumFromCardWord(name, kRecallWords);
}
std::string_view outcomeName(AnswerOutcome value) {
    return cardWordOf(value, kOutcomeWords);
}
std::optional<AnswerOutcome> outcomeFromName(std::string_view name) {
    return enumFromCardWord(name, kOutcomeWords);
}

std::string isoDate(std::chrono::sys_days day) {
    const std::chrono::year_month_day ymd { day };
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02u-%02u", static_cast<int>(ymd.year()),
        static_cast<unsigned>(ymd.month()), static_cast<unsigned>(ymd.day()));
    return text;
}

std::optional<std::chrono::sys_days> parseIsoDate(std::string_view text) {
    if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
    int digits[3] = { 0, 0, 0 };
    const std::pair<std::size_t, std::size_t> parts[3] = { { 0, 4 }, { 5, 2 }, { 8, 2 } };
    for (int p = 0; p < 3; ++p) {
        for (std::size_t i = parts[p].first; i < parts[p].first + parts[p].second; ++i) {
            if (text[i] < '0' || text[i] > '9') return std::nullopt;
            digits[p] = digits[p] * 10 + (text[i] - '0');
        }
    }
    const std::chrono::year_month_day ymd { std::chrono::year { digits[0] },
        std::chrono::month { static_cast<unsigned>(digits[1]) },
        std::chrono::day { static_cast<unsigned>(digits[2]) } };
    if (!ymd.ok()) return std::nullopt;
    return std::chrono::sys_days { ymd };
}

} // namespace rochade::training
