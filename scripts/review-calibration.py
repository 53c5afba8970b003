#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The scale of the review's centipawns against Stockfish's (docs/review.md).

Usage:
  scripts/review-calibration.py dump ROCHADE_CLI GAMES.pgn [SF_DEPTH] > DUMP.tsv
  scripts/review-calibration.py fit DUMP.tsv [K ...]
  scripts/review-calibration.py redo DUMP.tsv ROCHADE_CLI GAMES.pgn [REVIEW OPTION ...] > NEW.tsv

dump: reviews each game with `rochade-cli review` at its default limits and writes one line a
move: game, ply, SAN, Rochade's NAGs, Rochade's %eval after the move (White's view), and
Stockfish's score before and after the move (side to move; kind cp/mate/none), at SF_DEPTH
(default 16). Built on review-vs-stockfish.py's pieces (its Stockfish driver, SAN to UCI).
fit: the factor k for which lichess's win percentage of k times Rochade's score is closest
(least squares) to Stockfish's of the same positions, and for k = 1 and each K given, the
mistake-finding figures the review would give with that factor.
redo: reviews GAMES.pgn again with `rochade-cli review` and the options given (`--depth 12`,
`--nodes 200000`), and writes DUMP.tsv with Rochade's columns replaced and Stockfish's kept, so
that other review limits are compared without searching with Stockfish again (GAMES.pgn must
be the file DUMP.tsv was made from). The review's time a game goes to stderr.
"""
import csv
import importlib.util
import math
import os
import re
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('rvs', os.path.join(here, 'review-vs-stockfish.py'))
rvs = importlib.util.module_from_spec(spec)
spec.loader.exec_module(rvs)


def reviewed_moves(text):
    """[(tags, [[san, nags, eval]])] of a PGN as `rochade-cli review` writes it."""
    games = []
    for block in re.split(r'\n(?=\[Event )', text.strip()):
        tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]', block, re.M))
        moves = []
        for tok in re.findall(r'\{[^}]*\}|\S+', re.sub(r'^\[.*\]$', '', block, flags=re.M)):
            if tok.startswith('{'):
                found = re.search(r'\[%eval ([^\]]+)\]', tok)
                if found and moves:
                    moves[-1][2] = found.group(1)
                continue
            if re.fullmatch(r'\d+\.+', tok) or tok in ('1-0', '0-1', '1/2-1/2', '*'):
                continue
            tok = re.sub(r'^\d+\.+', '', tok)
            if tok.startswith('$'):
                moves[-1][1].append(int(tok[1:]))
            elif tok:
                moves.append([tok, [], None])
        games.append((tags, moves))
    return games


def stockfish_score(sf, fen):
    sf.send(f'position fen {fen}')
    sf.send(f'go depth {sf.depth}')
    score = None
    for line in sf.wait('bestmove'):
        found = re.search(r' score (cp|mate) (-?\d+)', line)
        if found:
            score = (found.group(1), int(found.group(2)))
    if score is None:  # no legal move: -1 mated, 0 stalemate
        return ('none', -1 if sf.in_check(fen) else 0)
    return score


def dump(cli, games_path, depth):
    sf = rvs.Stockfish(depth)
    print('game\tply\tsan\tnags\trochade_eval_after\tsf_kind_before\tsf_before\tsf_kind_after\tsf_after')
    blocks = re.split(r'\n(?=\[Event )', open(games_path).read().strip())
    with tempfile.TemporaryDirectory() as folder:
        for number, block in enumerate(blocks, 1):
            open(f'{folder}/in.pgn', 'w').write(block + '\n')
            subprocess.run([cli, 'review', f'{folder}/in.pgn', '--out', f'{folder}/out.pgn'],
                           check=True, stdout=subprocess.DEVNULL)
            for tags, moves in reviewed_moves(open(f'{folder}/out.pgn').read()):
                fen = tags.get('FEN', rvs.START)
                before = stockfish_score(sf, fen)
                for ply, (san, nags, ev) in enumerate(moves, 1):
                    fen = sf.fen_after(fen, rvs.san_to_uci(cli, fen, san))
                    after = stockfish_score(sf, fen)
                    print(f'{number}\t{ply}\t{san}\t{",".join(map(str, nags))}\t{ev}\t'
                          f'{before[0]}\t{before[1]}\t{after[0]}\t{after[1]}', flush=True)
                    before = after


def redo(dump_path, cli, games_path, options):
    rows = list(csv.DictReader(open(dump_path), delimiter='\t'))
    by_move = {(r['game'], r['ply']): r for r in rows}
    blocks = re.split(r'\n(?=\[Event )', open(games_path).read().strip())
    print('\t'.join(rows[0].keys()))
    with tempfile.TemporaryDirectory() as folder:
        for number, block in enumerate(blocks, 1):
            open(f'{folder}/in.pgn', 'w').write(block + '\n')
            started = time.monotonic()
            subprocess.run([cli, 'review', f'{folder}/in.pgn', '--out', f'{folder}/out.pgn',
                            *options], check=True, stdout=subprocess.DEVNULL)
            seconds = time.monotonic() - started
            for tags, moves in reviewed_moves(open(f'{folder}/out.pgn').read()):
                print(f'game {number}: {len(moves)} plies in {seconds:.1f} s', file=sys.stderr)
                for ply, (san, nags, ev) in enumerate(moves, 1):
                    row = dict(by_move[(str(number), str(ply))])
                    if row['san'] != san:
                        sys.exit(f'game {number} ply {ply}: {san} is not the dump\'s {row["san"]}')
                    row['nags'] = ','.join(map(str, nags))
                    row['rochade_eval_after'] = ev
                    print('\t'.join(str(v) for v in row.values()), flush=True)


def stockfish_win(kind, value):
    """The side to move's win% and its mate distance (> 0 mates, < 0 mated, 0 none)."""
    value = int(value)
    if kind == 'cp':
        return rvs.win_percent_cp(value), 0
    if kind == 'mate':
        return (100.0 if value > 0 else 0.0), (value if value != 0 else -1)
    return (0.0, -1) if value == -1 else (50.0, 0)


def rochade_white(text):
    """Rochade's %eval as ('cp', centipawns) or ('mate', moves), White's view; None if none."""
    if text in (None, '', 'None'):
        return None
    if text.startswith('#'):
        return ('mate', int(text[1:]))
    return ('cp', float(text) * 100)


def rochade_win(score, k, white_moved):
    kind, value = score
    white = (100.0 if value > 0 else 0.0) if kind == 'mate' else rvs.win_percent_cp(k * value)
    return white if white_moved else 100 - white


def fit(path, factors):
    rows = list(csv.DictReader(open(path), delimiter='\t'))
    pairs = []
    for r in rows:
        score = rochade_white(r['rochade_eval_after'])
        if score and score[0] == 'cp' and r['sf_kind_after'] == 'cp':
            stm = int(r['sf_after'])  # the side to move after the move
            pairs.append((score[1], -stm if int(r['ply']) % 2 == 1 else stm))
    error = lambda k: sum((rvs.win_percent_cp(k * a) - rvs.win_percent_cp(b)) ** 2
                          for a, b in pairs) / len(pairs)
    best = min((i / 100 for i in range(50, 301)), key=error)
    print(f'positions\t{len(pairs)}\tbest k\t{best:.2f}\trms win% difference\t'
          f'{math.sqrt(error(best)):.2f} (k = 1: {math.sqrt(error(1.0)):.2f})')
    # The review's own classes, as it wrote them.
    blunders = marked = rochade4 = agreed = 0
    for r in rows:
        nags = [int(x) for x in r['nags'].split(',') if x]
        before, _ = stockfish_win(r['sf_kind_before'], r['sf_before'])
        after, _ = stockfish_win(r['sf_kind_after'], r['sf_after'])
        drop = before - (100 - after)
        if drop >= 15:
            blunders += 1
            marked += 2 in nags or 4 in nags
        if 4 in nags:
            rochade4 += 1
            agreed += drop >= 7
    print(f'as reviewed\tdrop >= 15 marked\t{marked}/{blunders}\t{100 * marked / max(blunders, 1):.1f} %'
          f'\t$4 with drop >= 7\t{agreed}/{rochade4}\t{100 * agreed / max(rochade4, 1):.1f} %')
    for k in [1.0] + factors:
        blunders = marked = rochade4 = agreed = 0
        previous, game = None, None
        for r in rows:
            if r['game'] != game:
                previous, game = ('cp', 20.0), r['game']
            current = rochade_white(r['rochade_eval_after'])
            if current is None or previous is None:
                previous = current
                continue
            white_moved = int(r['ply']) % 2 == 1
            loss = rochade_win(previous, k, white_moved) - rochade_win(current, k, white_moved)
            # The review's classes on lichess's scale: ?? from 15 points, ? from 10.
            nag = 4 if loss >= 15 else 2 if loss >= 10 else 0
            nags = [int(x) for x in r['nags'].split(',') if x]
            if previous[0] == 'mate' and (4 in nags or 2 in nags):
                nag = max(nag, 2)  # the review's rule: a missed short mate stays marked
            before, _ = stockfish_win(r['sf_kind_before'], r['sf_before'])
            after, _ = stockfish_win(r['sf_kind_after'], r['sf_after'])
            drop = before - (100 - after)
            if drop >= 15:
                blunders += 1
                marked += nag in (2, 4)
            if nag == 4:
                rochade4 += 1
                agreed += drop >= 7
            previous = current
        print(f'k {k:.2f}\tdrop >= 15 marked\t{marked}/{blunders}\t{100 * marked / max(blunders, 1):.1f} %'
              f'\t$4 with drop >= 7\t{agreed}/{rochade4}\t{100 * agreed / max(rochade4, 1):.1f} %')
    print(f'# {len(rows)} moves')


if __name__ == '__main__':
    if len(sys.argv) >= 4 and sys.argv[1] == 'dump':
        dump(sys.argv[2], sys.argv[3], int(sys.argv[4]) if len(sys.argv) > 4 else 16)
    elif len(sys.argv) >= 5 and sys.argv[1] == 'redo':
        redo(sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5:])
    elif len(sys.argv) >= 3 and sys.argv[1] == 'fit':
        fit(sys.argv[2], [float(k) for k in sys.argv[3:]])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
