// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a reviewed game's marks (NAGs, %eval, "X was best.") into practice cards.
#include "rochade/training/reviewed_game.h"

#include "rochade/core/fen.h"
#include "rochade/core/notation.h"
#include "rochade/training/player_name.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <optional>
#include <utility>

namespace rochade::training {

namespace {

constexpr int kMistakeNag = 2;
constexpr int kBlunderNag = 4;
constexpr std::string_view kWasBest = " was best";
constexpr std::string_view kMissedMate = "Missed mate";

std::string_view trimmedName(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

/// The mate an evaluation text announces, from White's view ("#3" -> 3, "#-2" -> -2), or
/// nullopt for a centipawn score or none.
std::optional<int> mateOfEval(std::string_view eval) {
    if (eval.size() < 2 || eval.front() != '#') return std::nullopt;
    int moves = 0;
    const auto [end, ec] = std::from_chars(eval.data() + 1, eval.data() + eval.size(), moves);
    if (ec != std::errc {} || end != eval.data() + eval.size()) return std::nullopt;
    return moves;
}

bool isMateFor(std::string_view eval, Color side) {
    const std::optional<int> mate = mateOfEval(eval);
    if (!mate || *mate == 0) return false;
    return side == Color::White ? *mate > 0 : *mate < 0;
}

/// `text` with every run of white space (a comment wrapped over lines) as one space.
std::string collapsedSpaces(std::string_view text) {
    std::string out;
    for (const char c : text) {
        const bool space = std::isspace(static_cast<unsigned char>(c));
        if (space && (out.empty() || out.back() == ' ')) continue;
        out += space ? ' ' : c;
    }
    if (!out.empty() && out.back() == ' ') out.pop_back();
    return out;
}

/// The word before " was best" in `comment`, and where the sentence ends (after its period).
struct BestSentence {
    std::string move;
    std::size_t end = 0;
};

std::optional<BestSentence> findBestSentence(std::string_view comment) {
    const std::size_t at = comment.find(kWasBest);
    if (at == std::string_view::npos || at == 0) return std::nullopt;
    std::size_t begin = at;
    while (begin > 0 && !std::isspace(static_cast<unsigned char>(comment[begin - 1])))
        --begin;
    if (begin == at) return std::nullopt;
    std::size_t end = at + kWasBest.size();
    if (end < comment.size() && comment[end] == '.') ++end;
    return BestSentence { std::string(comment.substr(begin, at - begin)), end };
}

/// The moves of a variation from its first node along its first children, in UCI.
std::vector<std::string> variationLine(const Game::Node& first) {
    std::vector<std::string> line;
    for (const Game::Node* node = &first; node && !node->isNullMove(); node = node->mainChild())
        line.push_back(
            toUci(node->previous->position, node->move, node->previous->position.isChess960()));
    return line;
}

CardMove cardMoveOf(const Position& position, Move move) {
    return CardMove { toUci(position, move, position.isChess960()), toSan(position, move) };
}

/// The cards of the moves of White (`playsWhite`) and of Black (`playsBlack`).
ReviewedGameCards cardsOfSides(const PgnGame& game, bool playsWhite, bool playsBlack,
    const CardSource& where, const BetterLineLookup& lookup) {
    ReviewedGameCards result;
    const std::string white = game.tag("White").value_or("");
    const std::string black = game.tag("Black").value_or("");
    result.playerFound = playsWhite || playsBlack;
    if (!result.playerFound) return result;

    for (const Game::Node* node : game.game.mainLine()) {
        const Game::Node& before = *node->previous;
        const Color mover = before.position.sideToMove();
        if (node->isNullMove() || (mover == Color::White ? !playsWhite : !playsBlack)) continue;
        const std::vector<int>& nags = node->annotation.nags;
        const bool blunder = std::find(nags.begin(), nags.end(), kBlunderNag) != nags.end();
        const bool mistake = std::find(nags.begin(), nags.end(), kMistakeNag) != nags.end();
        if (!blunder && !mistake) continue;
        const std::string moveName
            = "ply " + std::to_string(node->ply) + " (" + node->san + (blunder ? "??" : "?") + ")";

        // The better move: named in the comment, else the first variation replacing the move.
        const std::string comment = collapsedSpaces(node->annotation.comment);
        const std::optional<BestSentence> sentence = findBestSentence(comment);
        std::optional<Move> better;
        if (sentence) {
            const auto parsed = parseSan(before.position, sentence->move);
            if (!parsed) {
                result.skipped.push_back(
                    moveName + ": '" + sentence->move + "' is not a legal move before it");
                continue;
            }
            better = parsed.value();
        }
        const std::vector<Move> known = lookup ? lookup(*node) : std::vector<Move> {};
        if (!better && !known.empty()) better = known.front();
        if (!better) {
            for (std::size_t i = 0; i < before.childCount() && !better; ++i)
                if (&before.child(i) != node && !before.child(i).isNullMove())
                    better = before.child(i).move;
        }
        if (!better || *better == node->move) {
            result.skipped.push_back(moveName + ": no better move named");
            continue;
        }

        PracticeCard card;
        card.position = positionKeyOfFen(toFen(before.position));
        card.played = cardMoveOf(before.position, node->move);
        card.better.push_back(cardMoveOf(before.position, *better));
        for (std::size_t i = 0; i < before.childCount() && card.bestLine.empty(); ++i)
            if (before.child(i).move == *better && &before.child(i) != node)
                card.bestLine = variationLine(before.child(i));
        if (card.bestLine.empty() && !known.empty() && known.front() == *better) {
            Position at = before.position;
            for (const Move move : known) {
                card.bestLine.push_back(toUci(at, move, at.isChess960()));
                UndoInfo undo;
                at.makeMove(move, undo);
            }
        }
        if (card.bestLine.empty()) card.bestLine.push_back(card.better.front().uci);
        card.evalBefore = before.annotation.eval.value_or("");
        card.evalAfter = node->annotation.eval.value_or("");
        const bool missedMate = comment.starts_with(kMissedMate)
            || (isMateFor(card.evalBefore, mover) && !isMateFor(card.evalAfter, mover));
        card.mistakeClass = missedMate ? MistakeClass::MissedMate
            : blunder                  ? MistakeClass::Blunder
                                       : MistakeClass::Mistake;
        if (sentence) card.explanation = std::string(trimmedName(comment.substr(sentence->end)));

        CardSource source = where;
        source.ply = node->ply;
        source.white = white;
        source.black = black;
        source.date = game.tag("Date").value_or("");
        source.event = game.tag("Event").value_or("");
        card.sources.push_back(std::move(source));
        result.cards.push_back(std::move(card));
    }
    return result;
}

} // namespace

ReviewedGameCards cardsFromReviewedGame(
    const PgnGame& game, std::string_view player, const CardSource& where) {
    return cardsOfSides(game, sameName(game.tag("White").value_or(""), player),
        sameName(game.tag("Black").value_or(""), player), where, {});
}

ReviewedGameCards cardsOfSide(
    const PgnGame& game, Color side, const CardSource& where, const BetterLineLookup& lookup) {
    return cardsOfSides(game, side == Color::White, side == Color::Black, where, lookup);
}

} // namespace rochade::training
