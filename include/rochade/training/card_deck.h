// SPDX-License-Identifier: GPL-3.0-or-later
// CardDeck: the player's practice cards in one file, scheduled by FSRS-5.
#pragma once

#include "rochade/core/error.h"
#include "rochade/training/fsrs.h"
#include "rochade/training/practice_card.h"

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// What CardDeck::add() did with the cards it was given.
struct CardsAdded {
    std::size_t added = 0; ///< new cards
    std::size_t merged = 0; ///< a mistake the deck had: its new source remembered
    std::size_t known = 0; ///< a mistake the deck had from the same game and ply: nothing new
};

/// The counts a practice button shows.
struct DeckCounts {
    std::size_t due = 0; ///< cards to practise on the day asked, new cards included
    std::size_t fresh = 0; ///< cards never answered
    std::size_t total = 0;
};

/// The practice cards of one file (in the data directory; the caller passes its path): read
/// whole by open(), changed in memory, written whole and atomically by save() (see
/// writeFileAtomically(): a crash leaves the old file or the new one). Days are passed in,
/// so a test moves time by passing a later day. Lives in one thread.
class CardDeck {
public:
    /// The deck of the file at `path`; an empty deck if there is no file yet. A file that
    /// cannot be read or does not parse is an error naming the path, line and column, and
    /// nothing is written.
    static Result<CardDeck> open(std::string path, FsrsScheduler scheduler = FsrsScheduler {});

    const std::string& path() const { return m_path; }
    /// In the order added.
    const std::vector<PracticeCard>& cards() const { return m_cards; }
    /// The card with this id, or null.
    const PracticeCard* find(std::string_view id) const;

    /// Adds cards made `today`: a card whose mistake (position and move) the deck has already
    /// keeps its schedule and history and gains the new card's sources it lacks.
    CardsAdded add(std::vector<PracticeCard> cards, std::chrono::sys_days today);
    /// The cards due on `day` (due on it or before, new cards included, since a new card is
    /// due from the day it was added), the longest overdue first; ties in the order added.
    std::vector<const PracticeCard*> due(std::chrono::sys_days day) const;
    /// Records an answer given on `today`: the card's schedule becomes the scheduler's
    /// review() of it, and the answer joins its history. `recall` is usually
    /// recallFor(outcome); Recall::Easy only when the player says so. `triedMove` is the
    /// move the player tried (UCI; empty for none). An error if there is no such card.
    Result<bool> answer(std::string_view id, Recall recall, AnswerOutcome outcome,
        std::chrono::sys_days today, std::string triedMove = {});
    /// Removes a card; false if there is none with that id.
    bool remove(std::string_view id);
    DeckCounts counts(std::chrono::sys_days day) const;

    /// Writes the deck to its file atomically. The error says what failed; the file is then
    /// as it was.
    Result<bool> save() const;

private:
    CardDeck(std::string path, FsrsScheduler scheduler);
    PracticeCard* findCard(std::string_view id);

    std::string m_path;
    FsrsScheduler m_scheduler;
    std::vector<PracticeCard> m_cards;
};

} // namespace rochade::training
