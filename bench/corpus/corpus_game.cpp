// SPDX-License-Identifier: GPL-3.0-or-later
// A corpus game: the cheap move rule, the end of the game, the tags and the movetext.
#include "corpus_game.h"

#include "rochade/core/fen.h"
#include "rochade/core/game_status.h"
#include "rochade/core/move_generator.h"
#include "rochade/core/notation.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace rochade::corpus {

namespace {

constexpr std::array<int, 7> kCorpusPieceValue = { 0, 1, 3, 3, 5, 9, 0 };
constexpr std::size_t kMaxMovetextColumns = 79;

// How often a game carries something besides its moves.
constexpr double kCommentShare = 0.03;
constexpr double kVariationShare = 0.02;
constexpr double kNagShare = 0.02;
constexpr double kUnfinishedShare = 0.002;
/// How likely a player claims a draw the rules allow (threefold, fifty moves) at once.
constexpr double kClaimShare = 0.9;

int valueOf(PieceType type) {
    return kCorpusPieceValue[static_cast<std::size_t>(index(type))];
}

int materialOf(const Position& pos, Color side) {
    int total = 0;
    for (PieceType type : { PieceType::Pawn, PieceType::Knight, PieceType::Bishop, PieceType::Rook,
             PieceType::Queen })
        total += pos.pieceCount(side, type) * valueOf(type);
    return total;
}

/// The cheap rule's liking for `move` (no search): captures of bigger pieces, promotion,
/// castling, checks and early development are liked; a piece put where the opponent attacks
/// it, and king walks, are not. Always at least 1, so every legal move stays possible.
int corpusMoveWeight(Position& pos, Move move, int ply) {
    const Color us = pos.sideToMove();
    const PieceType mover = pieceType(pos.pieceAt(move.from()));
    const int moverValue = valueOf(mover);
    int captured = 0;
    if (move.isEnPassant())
        captured = 1;
    else if (move.isCapture())
        captured = valueOf(pieceType(pos.pieceAt(move.to())));
    int weight = 10 + 12 * captured;
    if (move.isCapture() && captured >= moverValue) weight += 10;
    if (move.isPromotion()) weight += move.promotion() == PieceType::Queen ? 80 : -9;
    if (move.isCastling()) weight += 40;
    const int fromRank = relativeRank(move.from(), us);
    if (ply < 24 && fromRank == 0 && (mover == PieceType::Knight || mover == PieceType::Bishop))
        weight += 15;
    if (ply < 16 && mover == PieceType::Pawn && (fileOf(move.to()) == 3 || fileOf(move.to()) == 4))
        weight += 8;
    if (mover == PieceType::King && !move.isCastling() && ply < 70) weight /= 4;
    if (moverValue > captured && pos.isAttacked(move.to(), ~us)) weight /= 1 + moverValue;
    UndoInfo undo;
    pos.makeMove(move, undo);
    if (pos.isInCheck()) weight += 20;
    pos.unmakeMove(move, undo);
    return std::max(weight, 1);
}

/// A move of `legal` (not empty) drawn by the cheap rule's weights; `excluded` is never
/// drawn unless it is the only move.
Move drawCorpusMove(
    Position& pos, const MoveList& legal, int ply, CorpusRandom& random, Move excluded = {}) {
    std::array<int, MoveList::kCapacity> weights {};
    int total = 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
        weights[i] = legal[i] == excluded ? 0 : corpusMoveWeight(pos, legal[i], ply);
        total += weights[i];
    }
    if (total == 0) return legal[0];
    int pick = static_cast<int>(random.below(static_cast<std::uint64_t>(total)));
    for (std::size_t i = 0; i < legal.size(); ++i) {
        pick -= weights[i];
        if (pick < 0) return legal[i];
    }
    return legal[legal.size() - 1];
}

/// How many times the position with `hash` has stood on the board, this time included:
/// `history` holds the earlier positions, oldest first; only those since the last capture or
/// pawn move (`halfmoveClock` plies back) with the same side to move can be the same.
int occurrencesOf(
    std::uint64_t hash, const std::vector<std::uint64_t>& history, int halfmoveClock) {
    int count = 1;
    const std::size_t reach
        = std::min(history.size(), static_cast<std::size_t>(std::max(halfmoveClock, 0)));
    for (std::size_t back = 2; back <= reach; back += 2)
        if (history[history.size() - back] == hash) ++count;
    return count;
}

/// The length a game is meant to have if nothing ends it before: log-normal around 80
/// plies (most games 40 to 150), and a few short draws.
int drawTargetPlies(CorpusRandom& random) {
    if (random.chance(0.03)) return random.between(16, 40);
    const double plies = std::exp(random.normal(4.28, 0.45));
    return std::clamp(static_cast<int>(plies), 12, 320);
}

enum class CorpusOutcome {
    WhiteWins,
    BlackWins,
    Draw,
    Unfinished
};

const char* resultText(CorpusOutcome outcome) {
    switch (outcome) {
    case CorpusOutcome::WhiteWins:
        return "1-0";
    case CorpusOutcome::BlackWins:
        return "0-1";
    case CorpusOutcome::Draw:
        return "1/2-1/2";
    case CorpusOutcome::Unfinished:
        break;
    }
    return "*";
}

/// The end of a game that stopped at its length: a resignation or a draw agreed, from the
/// material on the board and the ratings.
CorpusOutcome decideStoppedGame(
    const Position& pos, int whiteRating, int blackRating, CorpusRandom& random) {
    if (random.chance(kUnfinishedShare)) return CorpusOutcome::Unfinished;
    const int balance = materialOf(pos, Color::White) - materialOf(pos, Color::Black);
    if (std::abs(balance) >= 5 && random.chance(0.6))
        return balance > 0 ? CorpusOutcome::WhiteWins : CorpusOutcome::BlackWins;
    if (random.chance(0.45)) return CorpusOutcome::Draw;
    const double edge = (whiteRating - blackRating) + 120.0 * balance + 30.0;
    const double whiteShare = 1.0 / (1.0 + std::pow(10.0, -edge / 400.0));
    return random.chance(whiteShare) ? CorpusOutcome::WhiteWins : CorpusOutcome::BlackWins;
}

/// A tag value with '\' and '"' escaped.
std::string escapedTagValue(std::string_view value) {
    std::string text;
    for (char c : value) {
        if (c == '\\' || c == '"') text += '\\';
        text += c;
    }
    return text;
}

void writeTag(std::string& out, std::string_view name, std::string_view value) {
    out += '[';
    out += name;
    out += " \"";
    out += escapedTagValue(value);
    out += "\"]\n";
}

/// The date of an event's round as its Date tag gives it ("1987.05.??" where unknown).
std::string corpusDate(const CorpusEvent& event, int round) {
    const int day = std::min(28, event.day + std::max(round, 1) - 1);
    char text[32];
    switch (event.dateKnown) {
    case DateKnown::Full:
        std::snprintf(text, sizeof text, "%04d.%02d.%02d", event.year, event.month, day);
        break;
    case DateKnown::YearMonth:
        std::snprintf(text, sizeof text, "%04d.%02d.??", event.year, event.month);
        break;
    case DateKnown::Year:
        std::snprintf(text, sizeof text, "%04d.??.??", event.year);
        break;
    case DateKnown::Nothing:
        return "????.??.??";
    }
    return text;
}

/// Writes movetext tokens, a space between them, breaking lines before kMaxMovetextColumns.
class CorpusMovetext {
public:
    explicit CorpusMovetext(std::string& out)
        : m_out(out) { }
    void add(std::string_view token) {
        if (m_column > 0 && m_column + 1 + token.size() > kMaxMovetextColumns) {
            m_out += '\n';
            m_column = 0;
        } else if (m_column > 0) {
            m_out += ' ';
            ++m_column;
        }
        m_out += token;
        m_column += token.size();
    }
    /// A move with its number ("12. Nf3", "12... Nf6"; the number for Black's move only when
    /// `numbered`), kept on one line.
    void addMove(int ply, std::string_view san, bool numbered) {
        if (ply % 2 == 0 || numbered) {
            std::string token = std::to_string(ply / 2 + 1);
            token.append(ply % 2 == 0 ? ". " : "... ").append(san);
            add(token);
        } else {
            add(san);
        }
    }
    void finish() { m_out += "\n\n"; }

private:
    std::string& m_out;
    std::size_t m_column = 0;
};

/// A side line: the SAN of a move other than the main line's at a ply, and a few more.
struct CorpusVariation {
    int ply = -1;
    std::vector<std::string> sans;
};

/// The position after the first `plies` moves of `moves` from the start.
Position replayCorpusLine(const std::vector<Move>& moves, std::size_t plies) {
    Position pos = Position::startPosition();
    for (std::size_t i = 0; i < plies && i < moves.size(); ++i) {
        UndoInfo undo;
        pos.makeMove(moves[i], undo);
    }
    return pos;
}

CorpusVariation drawVariation(const std::vector<Move>& moves, int firstPly, CorpusRandom& random) {
    CorpusVariation variation;
    const int plies = static_cast<int>(moves.size());
    if (plies <= firstPly) return variation;
    const int ply = random.between(firstPly, plies - 1);
    Position pos = replayCorpusLine(moves, static_cast<std::size_t>(ply));
    MoveList legal = MoveGenerator::legalMoves(pos);
    if (legal.size() < 2) return variation;
    variation.ply = ply;
    Move move = drawCorpusMove(pos, legal, ply, random, moves[static_cast<std::size_t>(ply)]);
    const int length = random.between(1, 6);
    for (int i = 0;; ++i) {
        variation.sans.push_back(toSan(pos, move, legal));
        UndoInfo undo;
        pos.makeMove(move, undo);
        if (i + 1 == length) break;
        legal = MoveGenerator::legalMoves(pos);
        if (legal.empty()) break;
        move = drawCorpusMove(pos, legal, ply + i + 1, random);
    }
    return variation;
}

} // namespace

// (Tokens are built by appending: GCC 12 warns falsely, -Wrestrict, about "(" + a string.)
void writeCorpusGame(const CorpusWorld& world, std::uint64_t seed, std::uint64_t number,
    std::span<const double> fenAt, std::string& out, std::vector<std::string>& fens) {
    CorpusRandom random = CorpusRandom::forStream(seed, number);
    const CorpusEvent& event = world.drawEvent(random);
    const CorpusPlayer& white = world.drawPlayer(random);
    const CorpusPlayer* black = &world.drawPlayer(random);
    for (int tries = 0; black == &white && tries < 8; ++tries)
        black = &world.drawPlayer(random);
    const CorpusOpening& opening = world.drawOpening(random);
    const int openingPlies = static_cast<int>(opening.moves.size());
    const int targetPlies = std::max(drawTargetPlies(random), openingPlies);

    // 1. The main line: the opening, then the cheap rule until the game ends or stops.
    std::vector<Move> moves = opening.moves;
    std::vector<std::string> sans = opening.sans;
    std::vector<std::uint64_t> history = opening.hashes;
    Position pos = opening.end;
    CorpusOutcome outcome = CorpusOutcome::Unfinished;
    for (int ply = openingPlies;; ++ply) {
        const MoveList legal = MoveGenerator::legalMoves(pos);
        if (legal.empty()) {
            outcome = !pos.isInCheck()             ? CorpusOutcome::Draw
                : pos.sideToMove() == Color::White ? CorpusOutcome::BlackWins
                                                   : CorpusOutcome::WhiteWins;
            break;
        }
        const int seen = occurrencesOf(pos.hash(), history, pos.halfmoveClock());
        if (isInsufficientMaterial(pos) || seen >= 5 || pos.halfmoveClock() >= 150) {
            outcome = CorpusOutcome::Draw;
            break;
        }
        if ((seen >= 3 || pos.halfmoveClock() >= 100) && random.chance(kClaimShare)) {
            outcome = CorpusOutcome::Draw;
            break;
        }
        if (ply >= targetPlies) {
            outcome = decideStoppedGame(pos, white.rating, black->rating, random);
            break;
        }
        const Move move = drawCorpusMove(pos, legal, ply, random);
        sans.push_back(toSan(pos, move, legal));
        moves.push_back(move);
        history.push_back(pos.hash());
        UndoInfo undo;
        pos.makeMove(move, undo);
    }
    const int plies = static_cast<int>(moves.size());

    // 2. What a few games carry besides their moves: a remark, a symbol, a side line.
    const int commentPly
        = random.chance(kCommentShare) && plies > 0 ? random.between(0, plies - 1) : -1;
    const std::string_view remark = remarks()[random.below(remarks().size())];
    const int nagPly = random.chance(kNagShare) && plies > 0 ? random.between(0, plies - 1) : -1;
    const int nag = random.between(1, 6);
    CorpusVariation variation;
    if (random.chance(kVariationShare))
        variation = drawVariation(moves, std::max(openingPlies, 1), random);

    // 3. The tags.
    const int round = random.between(1, event.rounds);
    writeTag(out, "Event", event.name);
    writeTag(out, "Site", event.site);
    writeTag(out, "Date", corpusDate(event, round));
    std::string roundText = event.roundUnknown ? "?" : std::to_string(round);
    if (event.boards && !event.roundUnknown)
        roundText += '.' + std::to_string(random.between(1, 40));
    writeTag(out, "Round", roundText);
    writeTag(out, "White", white.name);
    writeTag(out, "Black", black->name);
    writeTag(out, "Result", resultText(outcome));
    if (event.hasRatings) {
        for (const auto& [tag, player] :
            { std::pair { "WhiteElo", &white }, std::pair { "BlackElo", black } }) {
            if (random.chance(0.03)) continue;
            const int elo
                = std::clamp(player->rating + static_cast<int>(random.normal(0, 40)), 1000, 2900);
            writeTag(out, tag, std::to_string(elo));
        }
    }
    writeTag(out, "ECO", opening.entry->eco);
    writeTag(out, "Opening", opening.entry->name);
    if (event.eventDateTag) writeTag(out, "EventDate", corpusDate(event, 1));
    if (event.plyCountTag) writeTag(out, "PlyCount", std::to_string(plies));
    out += '\n';

    // 4. The movetext.
    CorpusMovetext text(out);
    bool numberBlack = true; // Black's move needs its number after a comment or a side line
    for (int ply = 0; ply < plies; ++ply) {
        text.addMove(ply, sans[static_cast<std::size_t>(ply)], numberBlack);
        numberBlack = false;
        if (ply == nagPly) text.add(std::string(1, '$').append(std::to_string(nag)));
        if (ply == commentPly) {
            text.add(std::string(1, '{').append(remark).append(1, '}'));
            numberBlack = true;
        }
        if (ply == variation.ply) {
            // "(12... Nf6 13. Bg5)": the first move numbered, the parentheses attached.
            for (std::size_t i = 0; i < variation.sans.size(); ++i) {
                std::string san = i == 0 ? std::string(1, '(') : std::string();
                const int at = ply + static_cast<int>(i);
                if (at % 2 == 0 || i == 0)
                    san.append(std::to_string(at / 2 + 1)).append(at % 2 == 0 ? ". " : "... ");
                san.append(variation.sans[i]);
                if (i + 1 == variation.sans.size()) san += ')';
                text.add(san);
            }
            numberBlack = true;
        }
    }
    text.add(resultText(outcome));
    text.finish();

    // 5. Positions drawn from this game for the explorer's benchmark.
    for (double fraction : fenAt) {
        const auto ply = std::min(
            static_cast<std::size_t>(fraction * (plies + 1)), static_cast<std::size_t>(plies));
        fens.push_back(toFen(replayCorpusLine(moves, ply)));
    }
}

} // namespace rochade::corpus
