// SPDX-License-Identifier: GPL-3.0-or-later
// Practice cards from a reviewed game: the player's moves marked ? and ?? become cards.
#pragma once

#include "rochade/core/pgn.h"
#include "rochade/training/practice_card.h"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace rochade::training {

/// What cardsFromReviewedGame() found in one game.
struct ReviewedGameCards {
    /// The player played White, Black or both (their name on both sides).
    bool playerFound = false;
    std::vector<PracticeCard> cards;
    /// A move of the player's marked ? or ?? that made no card, and why ("ply 23 (Nf3?): no
    /// better move named").
    std::vector<std::string> skipped;
};

/// The cards of `player`'s mistakes in a reviewed game, as a review writes it (the window's
/// Review Game and `rochade-cli review`): a main-line move of the player's with the NAG $2
/// (?, a mistake) or $4 (??, a blunder); the better move from its comment's "X was best."
/// (X in SAN in the position before the move), else from the first variation that replaces
/// the move; the best line from the variation that begins with the better move, if there is
/// one, else that move alone; the evaluations from the %eval of the move before (the position
/// the player faced) and of the move; the explanation from the comment's text after "X was
/// best." (white space collapsed); a missed mate when the comment begins with "Missed mate", or
/// when the evaluation before was a mate for the player and the one after is not. Inaccuracies ($6)
/// make no card. `player` matches the White or Black tag ignoring case and surrounding spaces.
/// `where` says where the game lies (its kind, path, index and offset, or library id); each
/// card's source is that with the move's ply and the game's White, Black, Date and Event.
/// The cards are new (no schedule, no answers); CardDeck::add() dates them.
ReviewedGameCards cardsFromReviewedGame(
    const PgnGame& game, std::string_view player, const CardSource& where);

/// The better line (the better move first) a review known elsewhere gives for the move of
/// `node`; empty: not known. The window's review writes its sentence in the user's language,
/// which the comment reader does not know, and no variation, but it knows the line itself.
using BetterLineLookup = std::function<std::vector<Move>(const Game::Node& node)>;

/// As cardsFromReviewedGame(), for the moves of `side` whoever played it (Learn from This
/// Game: the side is the one the player played, or chose). The better move: the comment's
/// "X was best.", else `lookup`'s, else the first variation; the best line: the variation's,
/// else `lookup`'s when it begins with that move. playerFound is true.
ReviewedGameCards cardsOfSide(
    const PgnGame& game, Color side, const CardSource& where, const BetterLineLookup& lookup = {});

} // namespace rochade::training
