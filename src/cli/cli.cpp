// SPDX-License-Identifier: GPL-3.0-or-later
// rochade-cli: command dispatch and the help text.
#include "rochade/cli/commands.h"

#include <string_view>

#ifndef ROCHADE_VERSION
#define ROCHADE_VERSION "0"
#endif

namespace rochade::cli {

void printHelp(std::ostream& out) {
    out << "rochade-cli " ROCHADE_VERSION " - the Rochade chess engine on the command line\n"
           "\n"
           "Usage: rochade-cli COMMAND [OPTIONS]\n"
           "\n"
           "Commands:\n"
           "  perft [--fen FEN] --depth N [--divide] [--chess960]\n"
           "      Count the leaf nodes of the legal move tree. With --divide, one\n"
           "      'e2e4: 20' line per legal move. The last line is 'Nodes searched: N';\n"
           "      time and nodes/s go to stderr. FEN may be X-FEN or Shredder-FEN; in\n"
           "      Chess960 positions (or with --chess960) castling is written as the\n"
           "      king moving onto its rook ('e1h1'). --chess960 also reads 'K'/'Q' as\n"
           "      the outermost rook; without it a king on e1/e8 castles only with the\n"
           "      corner rook. A castling right the position cannot have is dropped with\n"
           "      a warning on stderr.\n"
           "  moves [--fen FEN] [--chess960]\n"
           "      List every legal move in SAN and UCI, then 'Legal moves: N'. The FEN\n"
           "      is read as for perft.\n"
           "  uci\n"
           "      Speak the UCI protocol on stdin/stdout (options Hash, Threads: Full's\n"
           "      search threads, Level, MultiPV, UCI_Chess960, UCI_LimitStrength,\n"
           "      UCI_Elo, OwnBook: the first moves from the named opening lines,\n"
           "      Evaluation: Full by default, Reference = the thesis's evaluation).\n"
           "  bench [DEPTH] [--evaluation Reference|Full] [--threads N]\n"
           "      Search the fixed bench positions to DEPTH (default 7); prints the total\n"
           "      node count (a signature of the search) and nodes per second. The\n"
           "      signature is taken with the Full evaluation (what plays) unless told\n"
           "      otherwise, on one thread; with --threads N (default 1) the time to the\n"
           "      depth is what counts, the node count varies.\n"
           "  match --white LEVEL --black LEVEL [--games N] [--openings FILE] [--pgn FILE]\n"
           "        [--seed S] [--max-plies N] [--depth N] [--nodes N] [--movetime-ms N]\n"
           "        [--hash MIB] [--name-a NAME] [--name-b NAME] [--threads N]\n"
           "      Let two levels (Beginner, Novice, Improver, 1..9, Easy, Medium, Hard,\n"
           "      Full) play each other, colours alternating, each opening twice. Prints\n"
           "      W/D/L from the --white engine's view, the score and the Elo difference\n"
           "      with its 95% interval.\n"
           "      --openings reads one FEN or UCI move line per opening; --pgn writes the\n"
           "      games.\n"
           "      Games longer than --max-plies (default 300) are adjudicated drawn.\n"
           "      --name-a and --name-b name the --white and --black level in the PGN\n"
           "      (e.g. 'Rochade Full nodes 200000', so that elo-fit tells it apart).\n"
           "      --threads N: a Full side searches on N threads (default 1); the other\n"
           "      levels always on one.\n"
           "  ladder [--from N] [--to M] [--games G] [--seed S] [--max-plies N] [--hash MIB]\n"
           "      Play each adjacent pair of levels N..M (default 1..9, 40 games a pair,\n"
           "      the match openings) and print one markdown row per pair: the upper\n"
           "      level's W/D/L, score and Elo difference with its 95% interval.\n"
           "  xmatch --engine PATH [--level LEVEL] [--games N] [--movetime-ms N]\n"
           "        [--engine-st SECONDS] [--openings FILE] [--pgn FILE] [--seed S]\n"
           "        [--max-plies N] [--hash MIB]\n"
           "      Play LEVEL (default Hard) against an xboard engine such as\n"
           "      /usr/games/fairymax, both sides at N ms per move (default 1000; the\n"
           "      engine gets 'st' whole seconds, N rounded unless --engine-st is given).\n"
           "      Same openings and report as match, plus each side's real time per move.\n"
           "  gauntlet --engine PATH [--option NAME=VALUE]... [--level LEVEL] [--games N]\n"
           "        [--tc SECONDS+INC | --movetime-ms N | --nodes N] [--openings FILE]\n"
           "        [--pgn FILE] [--seed S] [--max-plies N] [--hash MIB] [--clock-margin-ms N]\n"
           "        [--evaluation Reference|Full] [--protocol uci|xboard]\n"
           "        [--engine-a PATH [--option-a NAME=VALUE]...] [--nodes-a N]\n"
           "        [--name-a NAME] [--name-b NAME] [--threads N]\n"
           "      Play LEVEL (default Full) against a UCI engine such as /usr/games/stockfish\n"
           "      (--option sets its UCI options, e.g. --option UCI_Elo=1350), on a game\n"
           "      clock (--tc 10+0.1), a time per move (default 1000 ms) or a node count.\n"
           "      A side over its clock by more than the margin (default 100 ms) loses.\n"
           "      --protocol xboard plays an xboard engine (Phalanx, Fairy-Max, GNU Chess\n"
           "      through a script that runs 'gnuchess --xboard') the same way.\n"
           "      --engine-a puts a UCI engine in LEVEL's seat (engine against engine),\n"
           "      --nodes-a gives side A its own node count, --name-a and --name-b name\n"
           "      the two sides in the output and the PGN (one name per setting, for\n"
           "      elo-fit). --threads N: Full searches on N threads (default 1).\n"
           "      Same openings and report as match.\n"
           "  profile --level LEVEL --judge PATH [--games N] [--opponent LEVEL]\n"
           "        [--depth D] [--seed S] [--max-plies N] [--nodes N] [--hash MIB] [--pgn FILE]\n"
           "      LEVEL's error profile: N games (default 20; against itself, or\n"
           "      --opponent) from the start position with the book moves the window's\n"
           "      computer plays, each of LEVEL's moves judged by the UCI engine PATH (e.g.\n"
           "      /usr/games/stockfish; depth D, default 14, one thread, hash 16 MiB).\n"
           "      Prints 'name, value, low..high (95% over games), what was counted' for\n"
           "      acpl, blunders_per_40, en_prise_per_game, missed_mates_in_1 and\n"
           "      book_share, then '# profile LEVEL: N games, M moves judged'. Games over\n"
           "      --max-plies (default 200) are drawn; --nodes caps every search (Full).\n"
           "  elo-fit FILE.pgn... [--anchor NAME=ELO] [--prior-draws D]\n"
           "      One Elo rating for every player of the games (White, Black, Result; e.g.\n"
           "      match and gauntlet PGN): the maximum-likelihood fit of Ordo and BayesElo,\n"
           "      a draw half a win, with the anchor fixed (default: the first player read,\n"
           "      at 0). Prints 'name, elo, low, high, games' per player, strongest first\n"
           "      (95% interval relative to the anchor). Players not connected to the\n"
           "      anchor, or who won or lost every game, are an error; --prior-draws adds D\n"
           "      virtual draws to every pairing played (BayesElo's prior) to rate them.\n"
           "  pgn FILE... [--out FILE] [--check] [--fen]  |  pgn --index FILE\n"
           "      Read the games of each PGN file and write them back in export format\n"
           "      (to --out FILE, else to stdout). --fen prints each game's final position\n"
           "      instead; --check only reports. Errors go to stderr as file:line:col:\n"
           "      message; a game with an error is skipped and the others are read.\n"
           "      --index prints where each game lies in FILE: index, first byte, byte\n"
           "      after its result, White, Black, Result (tab-separated), then a summary.\n"
           "  opening [MOVE...] [--fen FEN]\n"
           "      Print the ECO code and name of the opening the moves (SAN or UCI, from\n"
           "      FEN or the initial position) reach, e.g. 'C00 French Defense' for\n"
           "      'e4 e6'; the last named position counts, found by position, so another\n"
           "      move order finds it too. 'No named opening' if none is on the way.\n"
           "  library import FILE... --db LIB [--checkpoint N] [--collection NAME]\n"
           "  library explore --db LIB [--fen FEN | MOVE... | --fens FILE [--quiet]]\n"
           "        [filters]\n"
           "  library search --db LIB --fen FEN [--limit N] [--offset N]\n"
           "  library material --db LIB PATTERN [--fixed] [--limit N]\n"
           "  library export --db LIB [filters] --out FILE  |  library stats --db LIB\n"
           "      The game library, an SQLite file: import PGN files (streamed; an\n"
           "      interrupted import resumes; duplicates and bad games are named on stderr\n"
           "      as file:line:col), the moves played from a position (SAN, games, white\n"
           "      wins, draws, black wins), the games that reach a position or material\n"
           "      ('KRPKR'; game, White, Black, result, date, ply), export to PGN. Filters:\n"
           "      --player NAME [--color white|black] --from DATE --to DATE --min-rating N\n"
           "      --me NAME --collection NAME --result R --eco CODE.\n"
           "  tune PGN... [--iterations N] [--rate CP] [--skip-plies N] [--from "
           "player|tuned|thesis]\n"
           "        [--l2 N] [--out FILE]\n"
           "      Texel-tune the Full evaluation on the games' quiet positions (from ply\n"
           "      --skip-plies on, default 8; not in check, no capture changing the score;\n"
           "      games without a result or adjudicated are left out): gradient descent\n"
           "      (Adam, --iterations passes, default 1000, steps of --rate centipawns)\n"
           "      on the squared error between the predicted score and the result,\n"
           "      from a player's round values (default), the engine's or the thesis's,\n"
           "      with an L2 penalty of N * 1e-9 per squared centipawn away from the start\n"
           "      (default 300); every tenth position is held out and its loss shown.\n"
           "      Prints the weights as the C++ table of src/engine/full_weights.cpp\n"
           "      (to --out FILE, else stdout).\n"
           "  solve FILE.pgn|FILE.epd [--nodes N | --movetime MS]\n"
           "      The engine solves each puzzle of the file (default 1000 ms a search):\n"
           "      a solution line ([FEN] and moves; alternatives that mate as fast or win\n"
           "      as clearly are accepted, marked '(alt)'), a goal in the Termination tag\n"
           "      ('mate in 2', '+400cp in 3', 'draw in 20', 'promotion with +100cp': the\n"
           "      engine plays both sides) or EPD bm/am. One line a puzzle: number, id,\n"
           "      solved|failed, the engine's moves (a refused one marked '?'), what the\n"
           "      file expects; then '# solved S/T'. Unreadable puzzles go to stderr.\n"
           "  cards FILE --list | --due DATE | --add-from REVIEWED.pgn --player NAME\n"
           "      The practice cards (your mistakes, brought back by FSRS) in FILE: every\n"
           "      card, the cards due on DATE (YYYY-MM-DD), or new cards from NAME's moves\n"
           "      marked ? and ?? in a reviewed PGN file (the better move from its \"X was\n"
           "      best.\"), added to FILE (created if missing, written atomically). One\n"
           "      line a card: id, due, reviews, class, played, better, games, position,\n"
           "      White, Black, Date, ply; then '# N cards, M due'.\n"
           "  review FILE.pgn [--out FILE] [--depth N | --movetime MS] [--nodes N]\n"
           "      Review every game as the window's Review Game does (default depth 10 or\n"
           "      300 ms a position): %eval on every move, $6 ?!, $2 ?, $4 ?? and the\n"
           "      sentence ('Blunder. Nf3 was best. Loses the knight on c3 after ...d4.')\n"
           "      on the classed ones. The games go to --out (written atomically), else to\n"
           "      stdout. One line a game: number, White, Black, White's inaccuracies,\n"
           "      mistakes, blunders, Black's, White's and Black's accuracy; then\n"
           "      '# reviewed N games' (on stdout with --out, else on stderr).\n"
           "  help, --help, -h\n"
           "      Show this text.\n"
           "\n"
           "FEN may be given quoted or unquoted; 'startpos' means the initial position.\n"
           "Exit status: 0 on success, 1 on a failure such as an unwritable file,\n"
           "2 on bad arguments or input (the reason is printed on stderr).\n";
}

int runCli(
    std::span<const std::string> args, std::istream& in, std::ostream& out, std::ostream& err) {
    if (args.empty()) {
        err << "rochade-cli: no command given\n\n";
        printHelp(err);
        return kExitUsage;
    }
    const std::string_view command = args[0];
    const auto rest = args.subspan(1);
    if (command == "help" || command == "--help" || command == "-h") {
        printHelp(out);
        return kExitOk;
    }
    if (command == "--version") {
        out << "rochade-cli " ROCHADE_VERSION "\n";
        return kExitOk;
    }
    if (command == "perft") return runPerftCommand(rest, out, err);
    if (command == "moves") return runMovesCommand(rest, out, err);
    if (command == "bench") return runBenchCommand(rest, out, err);
    if (command == "match") return runMatchCommand(rest, out, err);
    if (command == "ladder") return runLadderCommand(rest, out, err);
    if (command == "xmatch") return runXmatchCommand(rest, out, err);
    if (command == "gauntlet") return runGauntletCommand(rest, out, err);
    if (command == "uci") return runUciCommand(rest, in, out, err);
    if (command == "profile") return runProfileCommand(rest, out, err);
    if (command == "pgn") return runPgnCommand(rest, out, err);
    if (command == "opening") return runOpeningCommand(rest, out, err);
    if (command == "library") return runLibraryCommand(rest, out, err);
    if (command == "tune") return runTuneCommand(rest, out, err);
    if (command == "elo-fit") return runEloFitCommand(rest, out, err);
    if (command == "solve") return runSolveCommand(rest, out, err);
    if (command == "cards") return runCardsCommand(rest, out, err);
    if (command == "review") return runReviewCommand(rest, out, err);
    err << "rochade-cli: unknown command '" << command << "' (try 'rochade-cli --help')\n";
    return kExitUsage;
}

} // namespace rochade::cli
