// SPDX-License-Identifier: GPL-3.0-or-later
// The playing levels, defined in one place, and move choice with controlled randomness.
#pragma once

#include "rochade/core/position.h"
#include "rochade/engine/search.h"

#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <stop_token>
#include <string>
#include <string_view>

namespace rochade::engine {

/// The ladder: Beginner and Novice, who glance instead of searching and make a beginner's
/// mistakes (HumanErrors; Novice less often), Improver, who searches like level One but at
/// some of its moves only glances, then levels One..Nine, then Full, the engine
/// without caps; each rung some 120-195 Elo above the one below on one outside scale (games
/// against Stockfish and a random mover, docs/levels.md "The outside-scale ladder"). Beginner,
/// Easy, Medium and Hard are the named rungs the New Game dialog offers first; they keep the names
/// older settings and PGN tags use. Settings and PGN tags store a level by levelTag() (a name or a
/// ladder number), never by its enum value, so values may move.
enum class Level : std::uint8_t {
    Beginner,
    Novice,
    Improver,
    One,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Nine,
    Full,
    Easy = Two,
    Medium = Four,
    Hard = Six,
};

constexpr int kLevelCount = 13;
/// Every level, weakest first.
constexpr std::array<Level, kLevelCount> kAllLevels { Level::Beginner, Level::Novice,
    Level::Improver, Level::One, Level::Two, Level::Three, Level::Four, Level::Five, Level::Six,
    Level::Seven, Level::Eight, Level::Nine, Level::Full };
/// The numbered ladder, levels 1..9 in order (kLadder[n - 1] is level n).
constexpr std::array<Level, 9> kLadder { Level::One, Level::Two, Level::Three, Level::Four,
    Level::Five, Level::Six, Level::Seven, Level::Eight, Level::Nine };
/// The four the New Game dialog shows unless "More levels" is on.
constexpr std::array<Level, 4> kNamedLevels { Level::Beginner, Level::Easy, Level::Medium,
    Level::Hard };

/// LevelSettings::bookPlies of a level that follows the book as far as it goes.
constexpr int kWholeBook = 1000;

/// The mistakes a beginner makes, each a chance per move (0..1) drawn from the level's rng, so a
/// fixed seed plays the same games. Only a level that glances (LevelSettings::glances) makes
/// them (and a searching level only at the moves it glances at: LevelSettings::glanceShare); a
/// search sees every one-move capture and mate and makes none.
struct HumanErrors {
    /// Does not look whether the piece it moves can be taken where it lands: moves it
    /// there (or takes with it) even when that loses it.
    double hangsPiece = 0;
    /// Does not look at the opponent's threats against its other pieces (a piece attacked
    /// and left standing, a piece that was guarding another moved away) nor at the
    /// opponent's mate in one.
    double missesThreat = 0;
    /// Does not notice that a move mates, and plays for material instead.
    double missesMateInOne = 0;
    /// Pushes a pawn without a reason (not a centre pawn, not a capture, a promotion, a
    /// passed pawn, an attack or an escape) when no move it sees wins material.
    double aimlessPawnPush = 0;
};

/// How long a level takes to show its reply in the window, as a player of its strength
/// would (reply_time.h turns it into one reply's time). Milliseconds from the start of the
/// computer's turn; all 0: no pace (the reply shows when the search ends).
struct ReplyPace {
    int quickMs = 0; ///< an only move or a recapture; never sooner
    int typicalMs = 0; ///< an ordinary middlegame move
    int slowestMs = 0; ///< a rich position with near-equal choices; never later
};

struct LevelSettings {
    Level level;
    /// 1..9 on the numbered ladder; 0 for those known only by their names, Beginner, Novice
    /// and Improver below it and Full above it ("0" is no level's number: parseLevel() refuses it).
    int number;
    std::string_view name; ///< "Easy", or "" for a rung without a name of its own
    int maxDepth; ///< depth cap
    std::uint64_t maxNodes; ///< node cap (0 = none): the same strength on a busy machine
    int moveTimeMs; ///< time cap per move (0 = none), so a slow machine never waits long
    /// Choose among root moves within this margin of the best (0 = best); for a level that
    /// glances, among the moves within it of the best it sees.
    int randomMarginCp;
    /// With "Fast replies" (a preference), and for an external engine, the window shows the
    /// reply no sooner than this.
    int minReplyMs;
    ReplyPace pace; ///< otherwise the window shows it at this pace
    /// The window's computer plays opening book moves up to this ply (0 = the first move):
    /// a beginner knows a few opening moves, a master many, so an easy level never plays a
    /// deep line and then a beginner's move.
    int bookPlies;
    int elo; ///< approximate strength on Stockfish's UCI_Elo scale (docs/levels.md)
    std::string_view description; ///< plain words for the GUI (English; the GUI translates)
    /// True: the level does not search; it glances at each move and the opponent's captures
    /// in reply (chooseMove() says how), with the blind spots `errors` gives.
    bool glances = false;
    HumanErrors errors {};
    /// A searching level's chance per move (0..1) to glance instead, with `errors`: a player
    /// who usually looks a move ahead and now and then moves at first sight.
    double glanceShare = 0;
};

const LevelSettings& levelSettings(Level level);
/// What files and command lines call the level: its name if it has one ("Easy", "Beginner",
/// "Novice", "Improver", "Full"), else its number ("3").
std::string_view levelTag(Level level);
/// Case-insensitive: a name ("beginner", "novice", "improver", "easy", "Medium", "HARD",
/// "Full"), a number 1..9 ("3"), or "Level 3" / "level3".
std::optional<Level> parseLevel(std::string_view text);
/// For people: "Beginner", "Novice", "Easy", "Level 3", "Full".
std::string levelLabel(Level level);

/// The range of UCI_Elo the levels cover, and the level an Elo asks for: the level whose
/// approximate strength (levelElo(), from the measured ladder) is nearest.
/// UCI_Elo's range: the lowest plays Beginner, above Nine's figure plays Nine or Full.
constexpr int kMinLevelElo = 250;
constexpr int kMaxLevelElo = 2600;
int levelElo(Level level);
Level levelForElo(int elo);

/// Searches within the level's caps and picks the move: the best one, or at easier levels a
/// random one among those scoring within the margin of the best (never a move that loses
/// material the best move keeps beyond the margin, never a missed mate in one). `limits`
/// may tighten the caps further (a clock, a stop); its `threads` counts only for Full (the
/// others search on one thread). Deterministic for a given rng state when the node cap, not
/// the time cap, ends the search (and one thread searches).
/// A level that glances (Beginner) does not search: it looks at each of its moves and the
/// opponent's captures and mates in reply, blind to what the blind spots drawn for this
/// move hide (HumanErrors), and prefers developing, purposeful moves (glance.h). It leaves
/// `searcher` alone and takes only `limits.searchMoves`; deterministic for a given rng state.
/// Improver glances so at a share of its moves (drawn from `rng`) and searches at the others.
SearchResult chooseMove(Searcher& searcher, const Position& pos,
    std::span<const std::uint64_t> history, Level level, std::mt19937& rng,
    const SearchLimits& extraLimits = {}, const Searcher::ProgressCallback& onProgress = {},
    std::stop_token stop = {});

} // namespace rochade::engine
