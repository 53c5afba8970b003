#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Mistake finding of `rochade-cli review` against Stockfish as the outside judge (issue 24).

Usage: scripts/review-vs-stockfish.py ROCHADE_CLI GAMES.pgn [SF_DEPTH]

GAMES.pgn: games from `rochade-cli match` (main lines only, as it writes them). The script
reviews them one at a time with `rochade-cli review GAME.pgn --out ...` at its default
limits, then has Stockfish (Debian's /usr/games/stockfish, 1 thread, 64 MiB) search every position of every
game to SF_DEPTH (default 16). Both sides' scores go through lichess's win-percentage curve
(50 + 50 * (2 / (1 + exp(-0.00368208 * cp)) - 1), cp clamped to +-1000, a mate 100 or 0).
The SAN of the games becomes UCI through `rochade-cli moves --fen` (no python-chess), and
the positions' FENs come from Stockfish's `d`. Prints:
- of the moves Stockfish says drop the mover's win% by >= 15 points, the share Rochade
  marked $4 or $2 (goal >= 90 %);
- of Rochade's $4, the share Stockfish says drop >= 7 points (goal >= 85 %);
- of the mates in <= 3 for the mover that the move gave away (Stockfish), the share marked
  $2 or $4 (goal: all);
after every game (a line starting with "# "), and lists the misses (game, ply, SAN,
Stockfish's drop, Rochade's NAGs) so that they can be looked at.
Run it at nice 10 (it uses one core for Stockfish after the review).
"""
import math
import re
import subprocess
import sys
import tempfile

START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'


def win_percent_cp(cp):
    cp = max(-1000, min(1000, cp))
    return 50 + 50 * (2 / (1 + math.exp(-0.00368208 * cp)) - 1)


def read_games(text):
    """(tags, [(san, [nags])]) for each game of a PGN as rochade-cli writes it."""
    games = []
    for block in re.split(r'\n(?=\[Event )', text.strip()):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', block, re.M))
        movetext = re.sub(r'^\[.*\]$', '', block, flags=re.M)
        movetext = re.sub(r'\{[^}]*\}', ' ', movetext)
        moves = []
        for token in movetext.split():
            if re.fullmatch(r'\d+\.+', token) or token in ('1-0', '0-1', '1/2-1/2', '*'):
                continue
            token = re.sub(r'^\d+\.+', '', token)
            if not token:
                continue
            if token.startswith('$'):
                moves[-1][1].append(int(token[1:]))
            else:
                moves.append((token, []))
        games.append((tags, moves))
    return games


class Stockfish:
    def __init__(self, depth):
        self.depth = depth
        self.p = subprocess.Popen(['/usr/games/stockfish'], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send('uci')
        self.wait('uciok')
        self.send('setoption name Threads value 1')
        self.send('setoption name Hash value 64')
        self.send('isready')
        self.wait('readyok')

    def send(self, line):
        self.p.stdin.write(line + '\n')

    def wait(self, prefix):
        lines = []
        for line in self.p.stdout:
            lines.append(line.rstrip('\n'))
            if line.startswith(prefix):
                return lines
        raise RuntimeError('stockfish exited')

    def fen_after(self, fen, uci):
        self.send(f'position fen {fen} moves {uci}')
        self.send('d')
        for line in self.wait('Checkers'):
            if line.startswith('Fen: '):
                return line[5:]
        raise RuntimeError('no Fen from d')

    def win_percent(self, fen):
        """The side to move's win% at the search depth (a mated side: 0, stalemate: 50) and its
        mate in moves (> 0 it mates, < 0 it is mated, 0 none)."""
        self.send(f'position fen {fen}')
        self.send(f'go depth {self.depth}')
        score = None
        for line in self.wait('bestmove'):
            m = re.search(r' score (cp|mate) (-?\d+)', line)
            if m:
                score = (m.group(1), int(m.group(2)))
        if score is None:  # no legal move: bestmove (none) without a score line
            return (0.0, -1) if self.in_check(fen) else (50.0, 0)
        kind, value = score
        if kind == 'mate':  # "mate 0": mated on the board, counted as mated in one
            return (100.0 if value > 0 else 0.0), (value if value != 0 else -1)
        return win_percent_cp(value), 0

    def in_check(self, fen):
        self.send(f'position fen {fen}')
        self.send('d')
        for line in self.wait('Checkers'):
            if line.startswith('Checkers:'):
                return line.strip() != 'Checkers:'
        return False


def san_to_uci(cli, fen, san):
    out = subprocess.run([cli, 'moves', '--fen', fen], capture_output=True, text=True).stdout
    want = san.rstrip('+#')
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].rstrip('+#') == want:
            return parts[1]
    raise RuntimeError(f'{san} not legal in {fen}')


def review(cli, pgn_text, folder):
    """The games of `pgn_text` as `rochade-cli review` writes them back."""
    with open(f'{folder}/in.pgn', 'w') as f:
        f.write(pgn_text)
    subprocess.run([cli, 'review', f'{folder}/in.pgn', '--out', f'{folder}/out.pgn'],
                   check=True, stdout=subprocess.DEVNULL)
    return read_games(open(f'{folder}/out.pgn').read())


def main():
    cli, games_path = sys.argv[1], sys.argv[2]
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 16
    # One game at a time, reviewed and then judged, with the running figures after each, so
    # that a long run can be read while it goes.
    blocks = re.split(r'\n(?=\[Event )', open(games_path).read().strip())
    sf = Stockfish(depth)
    blunders = marked_blunders = 0
    rochade_b = agreed_b = 0
    missed_mates = marked_mates = 0
    move_count = 0
    share = lambda a, b: f'{a}/{b} = {100 * a / b:.1f} %' if b else f'{a}/{b}'
    with tempfile.TemporaryDirectory() as folder:
        for number, block in enumerate(blocks, 1):
            for tags, moves in review(cli, block + '\n', folder):
                fen = tags.get('FEN', START)
                before, before_mate = sf.win_percent(fen)
                for ply, (san, nags) in enumerate(moves, 1):
                    move_count += 1
                    uci = san_to_uci(cli, fen, san)
                    fen = sf.fen_after(fen, uci)
                    after_stm, after_mate = sf.win_percent(fen)
                    after = 100.0 - after_stm  # the mover's view
                    drop = before - after
                    marked = 4 in nags or 2 in nags
                    where = f'{number}\t{ply}\t{san}\tsf drop {drop:.1f}\tnags {nags}'
                    if drop >= 15:
                        blunders += 1
                        marked_blunders += marked
                        if not marked:
                            print(f'not marked\t{where}')
                    if 4 in nags:
                        rochade_b += 1
                        agreed_b += drop >= 7
                        if drop < 7:
                            print(f'?? not agreed\t{where}')
                    # Stockfish's mate in <= 3 for the mover before the move, none after it.
                    if 0 < before_mate <= 3 and not after_mate < 0:
                        missed_mates += 1
                        marked_mates += marked
                        if not marked:
                            print(f'mate in {before_mate} lost, not marked\t{where}')
                    before, before_mate = after_stm, after_mate
            print(f'# games {number}, moves {move_count}, Stockfish depth {depth}; '
                  f'drop >= 15 marked $4/$2: {share(marked_blunders, blunders)}; '
                  f'$4 with drop >= 7: {share(agreed_b, rochade_b)}; '
                  f'missed mates <= 3 marked: {share(marked_mates, missed_mates)}', flush=True)


if __name__ == '__main__':
    main()
