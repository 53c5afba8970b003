// SPDX-License-Identifier: GPL-3.0-or-later
// A level's error profile: each of its moves judged by an outside engine, and the figures
// (average centipawn loss, blunders, pieces left en prise, missed mates in one, book moves)
// with 95% intervals over games. Pure arithmetic on judged moves; profile.h plays and judges.
#pragma once

#include "rochade/core/move.h"
#include "rochade/core/position.h"
#include "rochade/review/review_classifier.h"

#include <cstdint>
#include <string>
#include <vector>

namespace rochade::cli {

/// A judge's mate score as centipawns: large, so that a move walking into a mate loses the
/// most a move can (kMaxMoveLossCp).
constexpr int kProfileMateCp = 10000;
/// One move's centipawn loss counts at most this much, so that one lost mate does not
/// outweigh a game of small losses (lichess caps its scores at 1000 cp for the same reason).
constexpr int kMaxMoveLossCp = 1000;
/// A blunder drops the mover's winning chances (lichess's -1..1 scale) by at least this:
/// 15 points of win percentage, lichess's own blunder line.
constexpr double kBlunderChanceDrop = review::kBlunderLoss;
/// A piece left en prise counts only if the judge also sees the move lose this much: a
/// sound sacrifice leaves a piece to be taken too.
constexpr int kEnPriseJudgedLossCp = 100;

/// A judge's score on the engine's scale (a mate near engine::kMateScore, as
/// engine::uciMateScore() gives it) as the profile's centipawns: mates become
/// +-kProfileMateCp, the rest is unchanged.
int profileCentipawns(int engineScore);

/// True if `move` (legal in `before`) leaves one of the mover's knights, bishops, rooks or
/// queens en prise: afterwards the opponent has a capture of it whose static exchange
/// (engine::staticExchange(), each side recapturing with its least valuable piece while that
/// pays) leaves the mover at least a pawn (100) worse off in material than before `move`
/// (values 100/300/300/500/900). So a trade (knight takes knight, pawn takes back) is not en
/// prise, a knight taking a pawn guarded by a pawn is.
bool leavesPieceEnPrise(const Position& before, Move move);

/// True if the side to move in `pos` has a move that mates at once.
bool hasMateInOne(const Position& pos);

/// True if `move` (legal in `before`) mates.
bool givesMate(const Position& before, Move move);

/// One of the profiled level's moves, judged.
struct JudgedMove {
    int beforeCp = 0; ///< the judge's score before the move, the mover's view (mates mapped)
    int afterCp = 0; ///< after the move, still the mover's view
    bool fromBook = false; ///< played from the opening book, not chosen by a search
    bool hadMateInOne = false; ///< the mover could have mated at once
    bool mated = false; ///< the move mated
    bool leftPieceEnPrise = false; ///< leavesPieceEnPrise() of the move
};

/// max(0, before - after), at most kMaxMoveLossCp.
int centipawnLoss(const JudgedMove& move);
/// The mover's winning chances dropped by at least kBlunderChanceDrop.
bool isBlunder(const JudgedMove& move);
/// leftPieceEnPrise and the judge saw the move lose at least kEnPriseJudgedLossCp.
bool isEnPriseMistake(const JudgedMove& move);
/// A mate in one was there and the move did not mate.
bool isMissedMateInOne(const JudgedMove& move);

/// One line of the profile: name, value, 95% interval, and what was counted in words.
struct ProfileFigure {
    std::string name; ///< "acpl", "blunders_per_40", ...
    double value = 0;
    double low = 0;
    double high = 0;
    std::string counted; ///< "8 of 19 mates in one missed"
};

/// The figures of the profile, in this order: acpl, blunders_per_40, en_prise_per_game,
/// missed_mates_in_1 (per game), book_share. `games` holds each game's judged moves, of
/// `sidesPerGame` sides (2 in self-play, where both sides are the level): a figure "per
/// game" is per game of one side, as a player meets it. The intervals are the 2.5% and
/// 97.5% points of `resamples` bootstrap resamples of the games (drawn with an mt19937
/// seeded with `seed`, so the same games give the same intervals): games, not moves, are
/// the independent draws. Empty `games`: every figure 0.
std::vector<ProfileFigure> profileFigures(const std::vector<std::vector<JudgedMove>>& games,
    std::uint32_t seed, int sidesPerGame = 1, int resamples = 2000);

/// "name<TAB>value<TAB>low..high<TAB>counted", the value and interval with `decimals`.
std::string formatProfileFigure(const ProfileFigure& figure);

} // namespace rochade::cli
