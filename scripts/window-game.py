#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""One whole game in the real Rochade window against one level, played through X events.

Usage: DISPLAY=:99 scripts/window-game.py path/to/rochade LEVEL ELO SHOTDIR
(LEVEL Adaptive: the level nearest a casual player's starting rating, as New Game picks it)

Starts the program with fresh settings (you play White against LEVEL), and for each of
White's moves asks Stockfish (Debian's /usr/games/stockfish, UCI_LimitStrength at ELO, 0.1 s)
and types the move into the move field with xdotool, as a user would. The game is read back
from the autosave the program writes after every move; the autosave goes away when the game
is over. Prints the result, the moves and the computer's reply times (typed move to reply in
the autosave); screenshots after moves 10 and 30 and at the end go to SHOTDIR. Needs an X
server (Xvfb), xdotool and imagemagick; no window manager.
"""
import os
import re
import subprocess
import sys
import tempfile
import time

app, level, elo, shotdir = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
cli = os.path.join(os.path.dirname(os.path.abspath(app)), '..', 'cli', 'rochade-cli')
home = tempfile.mkdtemp()
env = dict(os.environ, XDG_CONFIG_HOME=home + '/config', XDG_DATA_HOME=home + '/data')
os.makedirs(home + '/config/Rochade')
with open(home + '/config/Rochade/Rochade.conf', 'w') as conf:
    # Adaptive: the level nearest the player's rating (casual, 1200, below), chosen each game.
    if level == 'Adaptive':
        conf.write('[newGame]\nmode=computer\ncolor=white\nlevel=Easy\nadaptive=true\n')
    else:
        conf.write('[newGame]\nmode=computer\ncolor=white\nlevel=%s\n' % level)
autosave = home + '/data/Rochade/Rochade/autosave.pgn'
# A player who has answered the rating's first-time question already (casual, no games yet),
# so the game starts without the question.
os.makedirs(home + '/data/Rochade/Rochade')
with open(home + '/data/Rochade/Rochade/rating.txt', 'w') as rating:
    rating.write('rochade-player-rating\t1\nstart\tcasual\nend\n')


def xdotool(*args):
    return subprocess.run(['xdotool', *args], capture_output=True, text=True).stdout


def screenshot(name):
    subprocess.run(['import', '-window', 'root', os.path.join(shotdir, name)])


program = subprocess.Popen([app], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
window = subprocess.run(['timeout', '30', 'xdotool', 'search', '--sync', '--onlyvisible',
                         '--name', 'Rochade'], capture_output=True, text=True).stdout.split()
if not window:
    sys.exit('no window appeared')
xdotool('windowmove', window[0], '0', '0')
xdotool('windowsize', window[0], '1100', '760')
xdotool('windowfocus', '--sync', window[0])  # no window manager gives it the keyboard
time.sleep(1)
xdotool('key', '--delay', '100', 'Tab', 'Tab')  # board -> move list -> move field

stockfish = subprocess.Popen(['/usr/games/stockfish'], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True, bufsize=1)


def send(line):
    stockfish.stdin.write(line + '\n')
    stockfish.stdin.flush()


def answer(prefix):
    while True:
        line = stockfish.stdout.readline()
        if not line:
            sys.exit('stockfish exited')
        if line.startswith(prefix):
            return line


send('uci')
answer('uciok')
send('setoption name UCI_LimitStrength value true')
send('setoption name UCI_Elo value %d' % elo)
send('isready')
answer('readyok')


def autosave_moves():
    """The SAN moves in the autosave, or None when there is none (yet, or any more)."""
    if not os.path.exists(autosave):
        return None
    with open(autosave) as f:
        text = f.read()
    body = ' '.join(l for l in text.splitlines() if not l.startswith('['))
    body = re.sub(r'\{[^}]*\}', ' ', body)
    tokens = [re.sub(r'^\d+\.+', '', t) for t in body.split()]
    return [t for t in tokens if t and t not in ('1-0', '0-1', '1/2-1/2', '*')]


def to_uci(moves_so_far, san):
    """The coordinate move for SAN after the coordinate moves so far."""
    send('position startpos moves ' + ' '.join(moves_so_far))
    send('d')
    fen = answer('Fen:').split(':', 1)[1].strip()
    listing = subprocess.run([cli, 'moves', '--fen', fen], capture_output=True, text=True).stdout
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) == 2 and parts[0].rstrip('+#') == san.rstrip('+#!?'):
            return parts[1]
    sys.exit('cannot read %s after %s' % (san, ' '.join(moves_so_far)))


played, replies, seen, typed_at, waiting_for = [], [], False, 0.0, None
record = []
while len(played) < 300:
    sans = autosave_moves()
    if sans is None:
        if seen:
            break  # the game is over
        sans = []
    seen = seen or bool(sans)
    record = sans
    while len(played) < len(sans):
        played.append(to_uci(played, sans[len(played)]))
    if program.poll() is not None:
        sys.exit('the program exited')
    if len(played) % 2 == 0 and (waiting_for is None or len(played) >= waiting_for):
        if waiting_for is not None:
            replies.append(time.time() - typed_at)
        send('position startpos moves ' + ' '.join(played))
        send('go movetime 100')
        move = answer('bestmove').split()[1]
        xdotool('type', '--delay', '40', move)
        xdotool('key', 'Return')
        typed_at, waiting_for = time.time(), len(played) + 2
        if len(played) in (20, 60):
            screenshot('%s-%d.png' % (level, len(played) // 2))
    elif waiting_for is not None and time.time() - typed_at > 60:
        screenshot('%s-stuck.png' % level)
        sys.exit('no reply within 60 s after %d plies' % len(played))
    time.sleep(0.05)
time.sleep(1)
screenshot('%s-end.png' % level)
replies.sort()
print('%s against Stockfish UCI_Elo %d: %d plies recorded before the end; replies median '
      '%.2f s, longest %.2f s' % (level, elo, len(played), replies[len(replies) // 2],
                                   replies[-1]))
print(' '.join(record))
program.terminate()
program.wait()
