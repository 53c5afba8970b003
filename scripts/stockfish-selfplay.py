#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Games of Stockfish against itself, as tuning data for `rochade-cli tune`.

Usage: scripts/stockfish-selfplay.py OPENINGS.fen OUT.pgn FIRST COUNT SEED

Plays COUNT games from the lines FIRST, FIRST+1, ... of OPENINGS.fen (one FEN per line,
wrapping around), one Stockfish process (Debian's /usr/games/stockfish, 8 MiB hash) playing
both sides. Each move is `go nodes N` with N drawn from 1500..3000, so that two games from
one opening differ. Every move carries Stockfish's score as a [%eval] comment (White's view).
A game ends in mate or stalemate, or is decided when the score stays at 10 pawns or more for
one side for 6 plies (that side wins); after ply 60 a score within 0.10 for 16 plies is a
draw, and so is ply 300. Games are appended to OUT.pgn as they finish, moves in coordinate
notation (rochade-cli reads them).
"""
import random
import subprocess
import sys


def main():
    openings_path, out_path = sys.argv[1], sys.argv[2]
    first, count, seed = int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
    fens = open(openings_path).read().splitlines()
    rng = random.Random(seed)
    engine = subprocess.Popen(['/usr/games/stockfish'], stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        engine.stdin.write(line + '\n')

    def wait_for(prefix):
        for line in engine.stdout:
            if line.startswith(prefix):
                return line
        raise RuntimeError('stockfish exited')

    send('uci')
    wait_for('uciok')
    send('setoption name Hash value 8')
    with open(out_path, 'a') as out:
        for g in range(count):
            fen = fens[(first + g) % len(fens)]
            white_starts = fen.split()[1] == 'w'
            send('ucinewgame')
            send('isready')
            wait_for('readyok')
            moves, evals = [], []
            result, decided, quiet = None, 0, 0
            while result is None:
                send('position fen ' + fen + (' moves ' + ' '.join(moves) if moves else ''))
                send('go nodes %d' % rng.randint(1500, 3000))
                cp, mate = None, None
                for line in engine.stdout:
                    if line.startswith('info') and ' score ' in line:
                        words = line.split()
                        at = words.index('score')
                        if words[at + 1] == 'cp':
                            cp, mate = int(words[at + 2]), None
                        else:
                            mate, cp = int(words[at + 2]), None
                    if line.startswith('bestmove'):
                        break
                best = line.split()[1]
                white_to_move = white_starts == (len(moves) % 2 == 0)
                sign = 1 if white_to_move else -1
                if best == '(none)':
                    result = ('0-1' if white_to_move else '1-0') if mate == 0 else '1/2-1/2'
                    break
                if mate is not None:
                    white_cp = sign * (10000 if mate > 0 else -10000)
                    evals.append('#%d' % (sign * mate))
                else:
                    white_cp = sign * cp
                    evals.append('%.2f' % (white_cp / 100))
                moves.append(best)
                decided = decided + 1 if abs(white_cp) >= 1000 and mate is None else 0
                quiet = quiet + 1 if abs(white_cp) <= 10 else 0
                if decided >= 6:
                    result = '1-0' if white_cp > 0 else '0-1'
                elif (len(moves) > 60 and quiet >= 16) or len(moves) >= 300:
                    result = '1/2-1/2'
            out.write('[Event "Stockfish self-play"]\n[FEN "%s"]\n[SetUp "1"]\n[Result "%s"]\n\n'
                      % (fen, result))
            out.write(' '.join('%s {[%%eval %s]}' % pair for pair in zip(moves, evals))
                      + ' ' + result + '\n\n')
            out.flush()
    send('quit')


if __name__ == '__main__':
    main()
