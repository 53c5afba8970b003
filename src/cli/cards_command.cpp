// SPDX-License-Identifier: GPL-3.0-or-later
// The cards command: the practice card file listed, its due cards, cards added from a
// reviewed PGN file.
#include "rochade/cli/arguments.h"
#include "rochade/cli/commands.h"
#include "rochade/cli/text_file.h"
#include "rochade/training/card_deck.h"
#include "rochade/training/reviewed_game.h"

#include <chrono>
#include <filesystem>
#include <fstream>
#include <set>
#include <string>

namespace rochade::cli {

namespace {

using training::CardDeck;
using training::PracticeCard;

std::chrono::sys_days todayUtc() {
    return std::chrono::floor<std::chrono::days>(std::chrono::system_clock::now());
}

/// One card as a tab-separated line: id, due day, reviews, class, played and better move
/// (SAN), how many games it came from, the position, and the first game's White, Black,
/// Date and ply.
void printCardLine(std::ostream& out, const PracticeCard& card) {
    const training::CardSource* first = card.sources.empty() ? nullptr : &card.sources.front();
    out << card.id() << '\t' << training::isoDate(card.schedule.due) << '\t'
        << card.schedule.reviews << '\t' << training::mistakeClassName(card.mistakeClass) << '\t'
        << card.played.san << '\t' << card.better.front().san << '\t' << card.sources.size() << '\t'
        << card.position << '\t' << tabSeparatedField(first ? first->white : "") << '\t'
        << tabSeparatedField(first ? first->black : "") << '\t'
        << tabSeparatedField(first ? first->date : "") << '\t' << (first ? first->ply : 0) << '\n';
}

void printDeckSummary(std::ostream& out, const CardDeck& deck, std::chrono::sys_days day) {
    const training::DeckCounts counts = deck.counts(day);
    out << "# " << counts.total << " cards, " << counts.due << " due";
}

/// --add-from: the player's mistakes of every game of a reviewed PGN file into the deck.
int addCardsFromReviewedFile(CardDeck& deck, const std::string& pgnPath, const std::string& player,
    std::ostream& out, std::ostream& err) {
    std::error_code ec;
    std::ifstream in;
    if (!std::filesystem::is_directory(pgnPath, ec)) in.open(pgnPath, std::ios::binary);
    if (!in.is_open()) {
        err << "rochade-cli cards: cannot open '" << pgnPath << "'\n";
        return kExitUsage;
    }
    // The card remembers the file by its absolute path, so the window can open it from
    // anywhere.
    const std::string absolutePath
        = std::filesystem::absolute(pgnPath, ec).lexically_normal().string();
    PgnReader reader(in);
    std::vector<PracticeCard> cards;
    std::size_t gamesOfPlayer = 0;
    std::size_t skipped = 0;
    std::size_t errorsSeen = 0;
    for (std::int64_t index = 0;; ++index) {
        std::optional<PgnGame> game = reader.next();
        if (!game) break;
        const auto& errors = reader.errors();
        for (; errorsSeen < errors.size(); ++errorsSeen)
            err << pgnPath << ':' << errors[errorsSeen].line << ':' << errors[errorsSeen].column
                << ": " << errors[errorsSeen].message << '\n';
        if (!reader.lastGameComplete()) {
            ++skipped;
            err << pgnPath << ": game " << index + 1 << " skipped: it has an error\n";
            continue;
        }
        training::CardSource where;
        where.kind = training::CardSource::Kind::File;
        where.path = absolutePath;
        where.gameIndex = index;
        where.byteOffset = static_cast<std::int64_t>(reader.lastGameRange().begin);
        training::ReviewedGameCards found = training::cardsFromReviewedGame(*game, player, where);
        if (!found.playerFound) continue;
        ++gamesOfPlayer;
        for (const std::string& why : found.skipped) {
            ++skipped;
            err << pgnPath << ": game " << index + 1 << ", " << why << ": skipped\n";
        }
        for (PracticeCard& card : found.cards)
            cards.push_back(std::move(card));
    }
    std::set<std::string> ids;
    for (const PracticeCard& card : cards)
        ids.insert(card.id());
    const std::chrono::sys_days today = todayUtc();
    const training::CardsAdded added = deck.add(std::move(cards), today);
    if (added.added + added.merged > 0) {
        const auto saved = deck.save();
        if (!saved) {
            err << "rochade-cli cards: " << saved.error().message << '\n';
            return kExitFailure;
        }
    }
    for (const PracticeCard& card : deck.cards())
        if (ids.contains(card.id())) printCardLine(out, card);
    printDeckSummary(out, deck, today);
    out << " (" << added.added << " added, " << added.merged << " from another game, "
        << added.known << " already there; " << gamesOfPlayer << " games of " << player;
    if (skipped > 0) out << ", " << skipped << " skipped, named on stderr";
    out << ")\n";
    return kExitOk;
}

} // namespace

int runCardsCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err) {
    const ArgumentSpec spec { { "due", "add-from", "player" }, { "list" }, { "player" }, 1 };
    auto parsed = Arguments::parse(args, spec);
    if (!parsed) {
        err << "rochade-cli cards: " << parsed.error().message << '\n';
        return kExitUsage;
    }
    const Arguments& arguments = parsed.value();
    const int modes
        = int(arguments.has("list")) + int(arguments.has("due")) + int(arguments.has("add-from"));
    if (arguments.positional().size() != 1 || modes != 1) {
        err << "rochade-cli cards: give the card file and one of --list, --due DATE, "
               "--add-from REVIEWED.pgn --player NAME\n";
        return kExitUsage;
    }
    if (arguments.has("add-from") != arguments.has("player")) {
        err << "rochade-cli cards: --add-from and --player go together\n";
        return kExitUsage;
    }
    std::optional<std::chrono::sys_days> dueDay = todayUtc();
    if (arguments.has("due")) {
        dueDay = training::parseIsoDate(*arguments.value("due"));
        if (!dueDay) {
            err << "rochade-cli cards: --due takes a date as YYYY-MM-DD, not '"
                << *arguments.value("due") << "'\n";
            return kExitUsage;
        }
    }
    const std::string& path = arguments.positional().front();
    std::error_code ec;
    // Only --add-from makes a new file; listing one that is not there is a mistyped name.
    if (!arguments.has("add-from") && !std::filesystem::exists(path, ec)) {
        err << "rochade-cli cards: no card file '" << path << "'\n";
        return kExitUsage;
    }
    auto opened = CardDeck::open(path);
    if (!opened) {
        err << "rochade-cli cards: " << opened.error().message << '\n';
        return kExitUsage;
    }
    CardDeck deck = std::move(opened).value();
    if (arguments.has("add-from"))
        return addCardsFromReviewedFile(
            deck, *arguments.value("add-from"), *arguments.value("player"), out, err);
    if (arguments.has("list")) {
        for (const PracticeCard& card : deck.cards())
            printCardLine(out, card);
    } else {
        for (const PracticeCard* card : deck.due(*dueDay))
            printCardLine(out, *card);
    }
    printDeckSummary(out, deck, *dueDay);
    out << '\n';
    return kExitOk;
}

} // namespace rochade::cli
