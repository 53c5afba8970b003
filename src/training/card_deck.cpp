// SPDX-License-Identifier: GPL-3.0-or-later
// The deck of practice cards: read, changed in memory, written atomically.
#include "rochade/training/card_deck.h"

#include "rochade/training/card_file.h"
#include "rochade/training/durable_file.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>

namespace rochade::training {

CardDeck::CardDeck(std::string path, FsrsScheduler scheduler)
    : m_path(std::move(path))
    , m_scheduler(scheduler) {
}

Result<CardDeck> CardDeck::open(std::string path, FsrsScheduler scheduler) {
    CardDeck deck(std::move(path), scheduler);
    std::error_code ec;
    const bool exists = std::filesystem::exists(deck.m_path, ec);
    if (ec) return Error { "cannot look at '" + deck.m_path + "': " + ec.message() };
    if (!exists) return deck;
    if (std::filesystem::is_directory(deck.m_path, ec))
        return Error { "'" + deck.m_path + "' is a directory, not a card file" };
    std::ifstream file(deck.m_path, std::ios::binary);
    std::ostringstream text;
    if (!file || !(text << file.rdbuf()) || file.bad())
        return Error { "cannot read '" + deck.m_path + "'" };
    auto cards = parseCardFile(text.view());
    if (!cards) return Error { deck.m_path + ": " + cards.error().message };
    deck.m_cards = std::move(cards).value();
    return deck;
}

const PracticeCard* CardDeck::find(std::string_view id) const {
    const auto it = std::find_if(
        m_cards.begin(), m_cards.end(), [id](const PracticeCard& card) { return card.id() == id; });
    return it == m_cards.end() ? nullptr : &*it;
}

PracticeCard* CardDeck::findCard(std::string_view id) {
    return const_cast<PracticeCard*>(std::as_const(*this).find(id));
}

CardsAdded CardDeck::add(std::vector<PracticeCard> cards, std::chrono::sys_days today) {
    CardsAdded result;
    for (PracticeCard& card : cards) {
        const std::string key = card.key();
        const auto same = std::find_if(m_cards.begin(), m_cards.end(),
            [&key](const PracticeCard& existing) { return existing.key() == key; });
        if (same == m_cards.end()) {
            card.added = today;
            card.schedule = FsrsCard {};
            card.schedule.due = today;
            card.answers.clear();
            m_cards.push_back(std::move(card));
            ++result.added;
            continue;
        }
        bool anyNew = false;
        for (CardSource& source : card.sources) {
            const bool known = std::any_of(same->sources.begin(), same->sources.end(),
                [&source](const CardSource& s) { return s.sameGameAndPly(source); });
            if (known) continue;
            same->sources.push_back(std::move(source));
            anyNew = true;
        }
        ++(anyNew ? result.merged : result.known);
    }
    return result;
}

std::vector<const PracticeCard*> CardDeck::due(std::chrono::sys_days day) const {
    std::vector<const PracticeCard*> due;
    for (const PracticeCard& card : m_cards)
        if (card.schedule.due <= day) due.push_back(&card);
    std::stable_sort(due.begin(), due.end(), [](const PracticeCard* a, const PracticeCard* b) {
        return a->schedule.due < b->schedule.due;
    });
    return due;
}

Result<bool> CardDeck::answer(std::string_view id, Recall recall, AnswerOutcome outcome,
    std::chrono::sys_days today, std::string triedMove) {
    PracticeCard* card = findCard(id);
    if (!card) return Error { "no card " + std::string(id) + " in '" + m_path + "'" };
    card->schedule = m_scheduler.review(card->schedule, recall, today);
    card->answers.push_back(CardAnswer { today, recall, outcome, std::move(triedMove) });
    return true;
}

bool CardDeck::remove(std::string_view id) {
    const auto it = std::find_if(
        m_cards.begin(), m_cards.end(), [id](const PracticeCard& card) { return card.id() == id; });
    if (it == m_cards.end()) return false;
    m_cards.erase(it);
    return true;
}

DeckCounts CardDeck::counts(std::chrono::sys_days day) const {
    DeckCounts counts;
    counts.total = m_cards.size();
    for (const PracticeCard& card : m_cards) {
        if (card.schedule.due <= day) ++counts.due;
        if (card.isNew()) ++counts.fresh;
    }
    return counts;
}

Result<bool> CardDeck::save() const {
    return writeFileAtomically(m_path, writeCardFile(m_cards));
}

} // namespace rochade::training
