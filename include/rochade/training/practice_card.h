// SPDX-License-Identifier: GPL-3.0-or-later
// A practice card: one of the player's mistakes (the position, the move played, the better
// move), where it came from, and when FSRS brings it back.
#pragma once

#include "rochade/core/types.h"
#include "rochade/training/fsrs.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// What the review called the move. A missed mate is its own class: the player had a mate
/// and let it go, whatever the drop in winning chances says.
enum class MistakeClass {
    Inaccuracy,
    Mistake,
    Blunder,
    MissedMate,
};

/// How the player answered a card, before it becomes an FSRS answer (recallFor()).
enum class AnswerOutcome {
    Wrong,
    RightWithHint, ///< right after a hint (the piece, or the arrow)
    Right,
};

/// The FSRS answer for an outcome: wrong -> Again, right with a hint -> Hard, right -> Good.
/// Easy is never inferred: only the player can say a card was easy, and then the caller
/// passes Recall::Easy itself.
Recall recallFor(AnswerOutcome outcome);

/// One answer in a card's history.
struct CardAnswer {
    std::chrono::sys_days day {};
    Recall recall = Recall::Good;
    AnswerOutcome outcome = AnswerOutcome::Right;
    std::string triedMove; ///< the move the player tried, UCI; empty if none ("show me")

    friend bool operator==(const CardAnswer&, const CardAnswer&) = default;
};

/// Where a card's mistake was played: a game of a PGN file or of the game library, and the
/// game's names for display.
struct CardSource {
    enum class Kind {
        File,
        Library,
    };
    Kind kind = Kind::File;
    std::string path; ///< File: the PGN file, as given when the card was made
    std::int64_t gameIndex = 0; ///< File: 0-based index of the game in the file
    std::int64_t byteOffset = 0; ///< File: where the game begins (PgnRange::begin)
    std::int64_t libraryGameId = 0; ///< Library: the game's id
    int ply = 0; ///< the mistaken move's half-move from the game's start: 1 = White's first
    std::string white;
    std::string black;
    std::string date; ///< as the Date tag writes it ("2026.12.03")
    std::string event;

    /// True if both name the same move of the same game (the names for display aside).
    bool sameGameAndPly(const CardSource& other) const;
    friend bool operator==(const CardSource&, const CardSource&) = default;
};

/// A move with its SAN, both written in the card's position.
struct CardMove {
    std::string uci;
    std::string san;

    friend bool operator==(const CardMove&, const CardMove&) = default;
};

/// One mistake to practise. The same mistake (the same position and the same move played)
/// from several games is one card with several sources.
struct PracticeCard {
    /// The position before the mistake: FEN without the halfmove clock and move number, so
    /// the same position reached at another move of another game is the same card. The side
    /// to move is the player's.
    std::string position;
    CardMove played;
    /// The better move(s), best first (at least one).
    std::vector<CardMove> better;
    /// The engine's best line from the position, UCI, starting with better.front() (may be
    /// that move alone).
    std::vector<std::string> bestLine;
    MistakeClass mistakeClass = MistakeClass::Mistake;
    /// The evaluations before and after the move as PGN's %eval writes them, White's view
    /// ("0.35", "#3", "#-2"); empty when not known.
    std::string evalBefore;
    std::string evalAfter;
    /// Why the move was bad, in words (the review's explanation); may be empty.
    std::string explanation;
    std::vector<CardSource> sources;
    std::chrono::sys_days added {}; ///< the day the card was made
    /// When FSRS brings it back. A new card is due on the day it was added.
    FsrsCard schedule;
    std::vector<CardAnswer> answers;

    /// The card's identity: 16 hex digits of a 64-bit FNV-1a hash of key(). Stable
    /// across versions (it is written in the card file).
    std::string id() const;
    /// The text the identity is hashed from: the position and the played move's UCI.
    std::string key() const { return position + ' ' + played.uci; }
    /// The side to move in `position` (the player's side).
    Color side() const;
    bool isNew() const { return schedule.isNew(); }
};

/// Field by field, the schedule's doubles compared exactly (the card file writes them so
/// that they read back exactly).
bool operator==(const PracticeCard& a, const PracticeCard& b);

/// The FEN of `fen` without its halfmove clock and move number (its first four fields).
std::string positionKeyOfFen(std::string_view fen);

/// The words the card file uses ("mistake", "again", "right-with-hint", ...), and back;
/// nullopt for a word that names none.
std::string_view mistakeClassName(MistakeClass value);
std::optional<MistakeClass> mistakeClassFromName(std::string_view name);
std::string_view recallName(Recall value);
std::optional<Recall> recallFromName(std::string_view name);
std::string_view outcomeName(AnswerOutcome value);
std::optional<AnswerOutcome> outcomeFromName(std::string_view name);

/// A day as ISO 8601 writes it ("2026-12-03"), and back: nullopt unless the text is exactly
/// YYYY-MM-DD and a real day.
std::string isoDate(std::chrono::sys_days day);
std::optional<std::chrono::sys_days> parseIsoDate(std::string_view text);

} // namespace rochade::training
