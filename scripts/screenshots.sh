#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Takes the screenshots of docs/user-guide.md and README.md from the real application on a
# virtual X server, driving it with xdotool as a user would. Fresh settings every run, so
# the pictures do not depend on this machine's Rochade settings.
# Usage: scripts/screenshots.sh [path/to/rochade] [output dir]
set -euo pipefail
cd "$(dirname "$0")/.."

app=${1:-build/release/src/gui/rochade}
out=${2:-docs/images}
display=:${ROCHADE_SHOT_DISPLAY:-93}
for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "error: $tool missing (apt-get install xvfb xdotool imagemagick)" >&2; exit 1; }
done
[ -x "$app" ] || { echo "error: no application at $app (build it with scripts/run.sh)" >&2; exit 1; }
mkdir -p "$out"

home=$(mktemp -d)
Xvfb "$display" -screen 0 1280x900x24 -nolisten tcp &
xvfb_pid=$!
app_pid=
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null || true
    kill "$xvfb_pid" 2>/dev/null || true
    rm -rf "$home"
}
trap cleanup EXIT
export DISPLAY=$display XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
sleep 1

# start [args...]: launches the application with fresh settings and waits for its window.
start() {
    "$app" "$@" &
    app_pid=$!
    window=$(xdotool search --sync --onlyvisible --name 'Rochade' | head -1)
    xdotool windowmove "$window" 0 0 windowsize "$window" 1180 860
    # No window manager runs here to give the new window the keyboard: give it ourselves.
    xdotool windowfocus --sync "$window"
    sleep 1.5
}
stop() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=
}
shot() { # shot NAME: the application's windows as the user sees them
    sleep 0.6
    import -window root -crop 1180x860+0+0 "$out/$1.png"
    echo "wrote $out/$1.png"
}
key() { # key KEYS...: to the window that has the keyboard (the main one unless a dialog is up)
    xdotool key --delay 120 "$@"
    sleep 0.4
}
refocus() { xdotool windowfocus --sync "$window"; }

# Keyboard play, as a player without a mouse would: the focus square starts on e2 and stays
# where the last key left it. move FROM TO (squares like e2 e4, board seen from White).
focus_file=4
focus_rank=1
goto() { # goto SQUARE: arrow keys to it
    local file=$(($(printf '%d' "'${1:0:1}") - 97)) rank=$((${1:1:1} - 1)) keys=()
    while [ "$focus_file" -lt "$file" ]; do keys+=(Right); focus_file=$((focus_file + 1)); done
    while [ "$focus_file" -gt "$file" ]; do keys+=(Left); focus_file=$((focus_file - 1)); done
    while [ "$focus_rank" -lt "$rank" ]; do keys+=(Up); focus_rank=$((focus_rank + 1)); done
    while [ "$focus_rank" -gt "$rank" ]; do keys+=(Down); focus_rank=$((focus_rank - 1)); done
    [ ${#keys[@]} -gt 0 ] && xdotool key --delay 40 "${keys[@]}"
    return 0
}
move() {
    goto "$1"; xdotool key space
    goto "$2"; xdotool key Return
    sleep 0.5
}
settings() { # settings LINES...: the Rochade.conf the next start() reads
    rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME" # no autosaved game to resume either
    mkdir -p "$XDG_CONFIG_HOME/Rochade"
    printf '%s\n' "$@" > "$XDG_CONFIG_HOME/Rochade/Rochade.conf"
    # A player who has answered the rating's first-time question (section 5 shows it).
    mkdir -p "$XDG_DATA_HOME/Rochade/Rochade"
    printf 'rochade-player-rating\t1\nstart\tcasual\nend\n' > "$XDG_DATA_HOME/Rochade/Rochade/rating.txt"
    focus_file=4
    focus_rank=1
}

# 1. The main window against the computer: a few moves, the evaluation bar, a hint, and the
#    knight's moves shown after selecting it.
settings '[newGame]' 'mode=computer' 'color=white' 'level=Easy' '[view]' 'evaluationBar=true'
start
move e2 e4; sleep 2
move d2 d4; sleep 2
key h; sleep 2
goto g1; xdotool key space
shot main-window
stop

# 2. Hot-seat with a clock, the History window.
settings '[newGame]' 'mode=hotseat' 'timeControl=5+3'
start
move e2 e4; move e7 e5; move g1 f3; move b8 c6; move f1 b5; move a7 a6; move b5 c6; move d7 c6
sleep 1
shot clock-hot-seat
key ctrl+h
shot history
key Escape
refocus
key ctrl+t; sleep 1
shot statistics
stop

# 3. The New game dialog.
settings '[newGame]' 'mode=computer'
start
key ctrl+n
shot new-game
stop

# 4. Looks: the Sea theme with the Geometric pieces; High contrast in dark colours.
settings '[view]' 'boardTheme=sea' 'pieceSet=geometric'
start
move e2 e4
shot theme-sea-geometric
stop
settings '[view]' 'boardTheme=high-contrast' 'colours=dark'
start
shot theme-dark-high-contrast
stop

# 5. Your rating: the first-time question (no rating yet), the rating view over fifteen games
#    (scripts/screenshot-rating.txt, rated by PlayerRating itself), New Game with Adaptive.
settings '[newGame]' 'mode=computer' 'level=Easy'
rm "$XDG_DATA_HOME/Rochade/Rochade/rating.txt" # not answered yet
start
shot rating-question
key Return
stop
settings '[newGame]' 'mode=computer' 'adaptive=true' 'level=Medium'
cp scripts/screenshot-rating.txt "$XDG_DATA_HOME/Rochade/Rochade/rating.txt"
start
key alt+l t # Learn ▸ Your Rating…
shot rating-view
key Escape
refocus
key ctrl+n
shot new-game-adaptive
stop

# 6. The tutor: a game against the computer opened at 1.Nf3 e5 with the tutor on; 2.Ng5??
#    played with the keys hangs the knight to the queen, and the note beside the board says
#    so, the refutation drawn as an arrow.
settings '[newGame]' 'mode=computer' 'color=white' 'level=Easy' 'tutor=true'
printf '[Mode "VsComputer"]\n[HumanColor "White"]\n[Level "Easy"]\n\n1. Nf3 e5 *\n' > "$home/tutor.pgn"
start "$home/tutor.pgn"
move f3 g5; sleep 2
shot tutor
stop
