// SPDX-License-Identifier: GPL-3.0-or-later
// The rochade-cli commands, each callable in process with its own streams (for tests).
#pragma once

#include <istream>
#include <ostream>
#include <span>
#include <string>

namespace rochade::cli {

/// Process exit statuses of rochade-cli.
constexpr int kExitOk = 0;
constexpr int kExitFailure = 1; ///< the command was valid but failed (e.g. a file write)
constexpr int kExitUsage = 2; ///< bad arguments or bad input; stderr says what is wrong

/// Dispatches `args` (argv without the program name: command, then its arguments) to a
/// command. Results go to `out`, diagnostics to `err`; `in` feeds `uci`. Returns the exit
/// status.
int runCli(
    std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err);

/// The usage text of every command.
void printHelp(std::ostream& out);

/// `perft [--fen FEN] --depth N [--divide]`: with --divide one `e2e4: 20` line per legal
/// move (sorted by UCI text) and a blank line; always `Nodes searched: N` as the last line.
/// Time and speed go to `err`, so stdout stays machine-readable.
int runPerftCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `moves [--fen FEN]`: one `SAN UCI` line per legal move (sorted by UCI), then
/// `Legal moves: N` (with the reason when N is 0).
int runMovesCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `bench [depth]`: the fixed positions searched to `depth`; total nodes, time, nodes/s.
int runBenchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `match --white LEVEL --black LEVEL [--games N] [--openings FILE] [--pgn FILE] [--seed S]
/// [--max-plies N] [--depth N] [--nodes N] [--movetime-ms N] [--hash MIB]`.
int runMatchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `ladder [--from N] [--to M] [--games G] [--seed S] [--max-plies N] [--hash MIB]`: plays
/// each adjacent pair of levels N..M (default 1..9, 40 games a pair) and prints one markdown
/// row per pair, from the upper level's view.
int runLadderCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `xmatch --engine PATH [--level LEVEL] [--games N] [--movetime-ms N] [--openings FILE]
/// [--pgn FILE] [--seed S] [--max-plies N] [--hash MIB]`: our level against an xboard engine
/// (POSIX only: the engine runs as a child process).
int runXmatchCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `gauntlet --engine PATH [--option NAME=VALUE]... [--level L] [--tc S+I | --movetime-ms N |
/// --nodes N] ...`: one level against a UCI engine (POSIX only).
int runGauntletCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `profile --level L --judge PATH [--games N] [--opponent LEVEL] [--depth D] [--seed S]
/// [--max-plies N] [--nodes N] [--hash MIB] [--pgn FILE]`: the level's error profile
/// (profile.h): one `name<TAB>value<TAB>low..high<TAB>what was counted` line per figure
/// (error_profile.h), then `# profile LEVEL: N games, M moves judged`; each game's result
/// on `err` as it is judged. kExitUsage for bad arguments or a judge that cannot start or
/// fails; kExitFailure if --pgn cannot be written.
int runProfileCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `pgn FILE... [--out FILE] [--check] [--fen]`: reads the games of every FILE and writes
/// them back in export format (to --out, else to `out`); --fen prints each game's final
/// position (the end of its main line) instead, --check only reports. Every error and
/// warning goes to `err` as `file:line:col: message`; a game with an error is left out and
/// reading goes on with the next one. Returns kExitUsage if any error was found.
/// `pgn --index FILE` reads FILE as a stream instead and prints one line per game the reader
/// returns, incomplete ones too: "index<TAB>begin<TAB>end<TAB>White<TAB>Black<TAB>Result"
/// (0-based index; the byte range of PgnRange; tabs and line breaks in names as spaces),
/// then "# N games, M errors". Errors and warnings go to `err` as above. Returns kExitOk,
/// or kExitUsage if FILE cannot be opened or read.
int runPgnCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `opening [MOVE...] [--fen FEN]`: plays the moves from FEN (default: the initial position)
/// and prints the ECO code and name of the opening reached, as OpeningCatalogue::classify()
/// finds it ("C00 French Defense"), or "No named opening". A move that is not legal is an
/// error naming it (kExitUsage).
int runOpeningCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `library SUB --db LIB ...`: the game library (rochade::library). SUB is one of
/// `import FILE... [--checkpoint N] [--collection NAME]` (per file: path, imported,
/// duplicates, skipped, resumed-from offset; progress, errors and duplicates on `err` as
/// file:line:col), `explore [--fen FEN | MOVE...] [--fens FILE [--quiet]] [filters]` (SAN,
/// games, white wins, draws, black wins), `search --fen FEN [--limit N] [--offset N]` and
/// `material PATTERN [--fixed] [--limit N]` (game, White, Black, result, date, ply),
/// `export [filters] --out FILE` (atomic), `stats`. Filters: --player, --color, --from,
/// --to, --min-rating, --me, --collection, --result, --eco. Tab-separated lines, a `# `
/// summary last; kExitUsage for bad arguments or a file or library that cannot be opened
/// (only import creates a library that does not exist).
int runLibraryCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `elo-fit FILE.pgn... [--anchor NAME=ELO] [--prior-draws D]`: one rating for every player
/// of the finished games (White, Black, Result) by the maximum-likelihood fit (elo_fit.h),
/// the anchor (default: the first player read, at 0) fixed. One
/// `name<TAB>elo<TAB>low<TAB>high<TAB>games` line per player, strongest first (95 % interval
/// relative to the anchor), then a `# ` summary. Unfinished games and games with an error
/// are skipped and named on `err`. kExitUsage for bad arguments, a file that cannot be read,
/// no game, an anchor that played none, players not connected to the anchor, or ratings
/// with no finite maximum (a player who won or lost every game).
int runEloFitCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `solve FILE [--nodes N | --movetime MS]`: the engine solves each puzzle of a PGN or EPD
/// file (rochade::puzzles; default 1000 ms a search) and one line per puzzle says
/// "number<TAB>id<TAB>solved|failed<TAB>the engine's moves<TAB>expected", then
/// "# solved S/T". Unreadable puzzles are named on `err` and counted. Returns kExitOk
/// whatever the count, kExitUsage for bad arguments or a file that cannot be read.
int runSolveCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `cards FILE --list | --due DATE | --add-from REVIEWED.pgn --player NAME`: the practice
/// card file (rochade::training::CardDeck). One tab-separated line per card (id, due day,
/// reviews, class, played and better move in SAN, games, position, the first game's White,
/// Black, Date and ply): every card (--list), the cards due on DATE, most overdue first
/// (--due), or the cards made from NAME's moves marked ? and ?? in a reviewed PGN file,
/// added to FILE and written atomically (--add-from; a missing FILE is created). Then
/// "# N cards, M due" (due today, or on DATE). Moves and games skipped are named on `err`
/// and counted. kExitUsage for bad arguments, a PGN file that cannot be read, or a card file
/// that is missing (except for --add-from) or does not parse (it is left as it was);
/// kExitFailure if the card file cannot be written.
int runCardsCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);
/// `review FILE.pgn [--out FILE] [--depth N | --movetime MS] [--nodes N]`: every game of the
/// file reviewed as the window reviews it (rochade::review; by default the window's limits,
/// depth 10 or 300 ms a position) and written back: `[%eval]` on every move, the NAG $6,
/// $2 or $4 and the sentence with its explanation on the classed ones. The games go to
/// --out (atomically), else to `out`. One line a game, "number<TAB>White<TAB>Black<TAB>"
/// then White's and Black's inaccuracies, mistakes and blunders and their accuracies
/// (tab-separated), and "# reviewed N games" last: to `out` with --out, else to `err`. A
/// game with an error is skipped, named on `err` and counted. Returns kExitOk when it wrote
/// the games, kExitUsage for bad arguments or a file it cannot read, kExitFailure when the
/// output cannot be written.
int runReviewCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `tune PGN...`: Texel tuning of the Full evaluation; prints the weights as a C++ table.
int runTuneCommand(std::span<const std::string> args, std::ostream& out, std::ostream& err);

/// `uci`: the UCI protocol on `in`/`out` until quit or end of input.
int runUciCommand(
    std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace rochade::cli
