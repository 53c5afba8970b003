#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Rebuilds results-only PGN files from a ladder's pairings table (bench/ladder/pairings-*.md).

Usage: scripts/ladder-games-from-table.py TABLE.md OUTDIR [--drop NAME ...]

The ladder's PGN files are not kept, only the table of every pairing's result (+W =D -L from
A's side). `rochade-cli elo-fit` needs no moves and no colours (its model has no first-move
advantage), only who played whom and the result, so each pairing's games are written again as
games without moves: A's wins, draws and losses, colours alternating. A re-run that changes
some levels then plays only those levels' pairings into the same directory and fits them with
the kept results of every other pairing (scripts/ladder-fit.sh takes every PGN there).
--drop NAME leaves out every pairing in which the player named NAME ("Rochade Level 5") played:
the games of a level whose settings changed no longer say anything about it.
Each file is named after the pairing with a "kept__" prefix, so it never stands in for a
pairing that ladder-fit.sh plays again (those are named "<A>__<B>.pgn").
"""
import os
import re
import sys

ROW = re.compile(r'^\| (.+?) v (.+?) \| (\d+) \| \+(\d+) =(\d+) -(\d+) \|')


def games_of(a, b, wins, draws, losses):
    """The PGN text of the pairing's games, results only, colours alternating."""
    results = ['a'] * wins + ['d'] * draws + ['b'] * losses
    out = []
    for number, result in enumerate(results):
        white, black = (a, b) if number % 2 == 0 else (b, a)
        if result == 'd':
            marker = '1/2-1/2'
        else:
            winner = a if result == 'a' else b
            marker = '1-0' if winner == white else '0-1'
        out.append(f'[Event "Ladder (kept result)"]\n[White "{white}"]\n[Black "{black}"]\n'
                   f'[Result "{marker}"]\n\n{marker}\n')
    return '\n'.join(out)


def main(argv):
    if len(argv) < 3 or (len(argv) > 3 and argv[3] != '--drop'):
        sys.stderr.write(__doc__)
        return 2
    table, outdir, dropped = argv[1], argv[2], set(argv[4:])
    try:
        lines = open(table, encoding='utf-8').read().splitlines()
    except OSError as error:
        sys.stderr.write(f'ladder-games-from-table: {error}\n')
        return 2
    os.makedirs(outdir, exist_ok=True)
    written = kept_games = 0
    for line in lines:
        match = ROW.match(line)
        if not match:
            continue
        a, b = match.group(1), match.group(2)
        total, wins, draws, losses = (int(match.group(i)) for i in range(3, 7))
        if wins + draws + losses != total:
            sys.stderr.write(f'ladder-games-from-table: {a} v {b}: the result does not add up\n')
            return 2
        if a in dropped or b in dropped:
            sys.stderr.write(f'ladder-games-from-table: dropped {a} v {b}\n')
            continue
        name = re.sub(r'[^A-Za-z0-9_.-]+', '_', f'kept__{a}__{b}') + '.pgn'
        with open(os.path.join(outdir, name), 'w', encoding='utf-8') as pgn:
            pgn.write(games_of(a, b, wins, draws, losses))
        written += 1
        kept_games += total
    print(f'# {written} pairings, {kept_games} games kept')
    return 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
