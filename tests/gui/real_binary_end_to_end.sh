#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# End to end with the real `rochade` program on an X display (ctest runs it under xvfb-run),
# driven by xdotool's real keystrokes and clicks as a user would:
# 1. against the computer, two moves typed in a row into the move field, each after the
#    computer's reply;
# 2. in hot-seat, a double-click on a move in the Legal Moves list plays that one move.
# The game is read back from the autosave the program writes after every move. Fresh
# settings, so nothing on this machine decides the outcome.
# Usage: real_binary_end_to_end.sh path/to/rochade
set -euo pipefail

app=${1:?usage: $0 path/to/rochade}
[ -n "${DISPLAY:-}" ] || { echo "error: no X display (run under xvfb-run)" >&2; exit 1; }
for tool in xdotool import convert; do
    command -v "$tool" >/dev/null || { echo "error: $tool missing" >&2; exit 1; }
done

home=$(mktemp -d)
app_pid=
cleanup() {
    if [ -n "$app_pid" ]; then
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
    fi
    rm -rf "$home"
}
trap cleanup EXIT
export XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data
# QStandardPaths::AppDataLocation: <data home>/<organisation>/<application>.
autosave=$XDG_DATA_HOME/Rochade/Rochade/autosave.pgn
shot=$home/shot.png

# wait_for SECONDS COMMAND...: polls COMMAND every 0.1 s; false if it never held.
wait_for() {
    local tries=$(($1 * 10))
    shift
    for ((i = 0; i < tries; i++)); do
        "$@" && return 0
        sleep 0.1
    done
    return 1
}
autosave_has() { [ -f "$autosave" ] && grep -Eq -- "$1" "$autosave"; }
fail() {
    [ -n "${ROCHADE_E2E_SHOT:-}" ] && import -window root "$ROCHADE_E2E_SHOT"
    echo "FAIL: $1" >&2
    [ -f "$autosave" ] && { echo "autosave:" >&2; cat "$autosave" >&2; }
    echo "0 passed, 1 failed"
    exit 1
}

# start SETTINGS-LINES...: fresh settings, the program, its window with the keyboard.
start() {
    rm -rf "$XDG_CONFIG_HOME" "$XDG_DATA_HOME"
    mkdir -p "$XDG_CONFIG_HOME/Rochade"
    printf '%s\n' "$@" > "$XDG_CONFIG_HOME/Rochade/Rochade.conf"
    # A player who has answered the rating's first-time question already (a casual player,
    # no games yet), so no question stands between the window and the keystrokes.
    mkdir -p "$XDG_DATA_HOME/Rochade/Rochade"
    printf 'rochade-player-rating\t1\nstart\tcasual\nend\n' > "$XDG_DATA_HOME/Rochade/Rochade/rating.txt"
    "$app" &
    app_pid=$!
    # Generous: on a machine busy compiling, the first start was once seen to take over 30 s.
    # (`|| true`: a search that times out must reach fail(), not end the script silently.)
    window=$(timeout 60 xdotool search --sync --onlyvisible --name 'Rochade' | head -1 || true)
    [ -n "$window" ] || fail "no window appeared within 60 s"
    xdotool windowmove "$window" 0 0 windowsize "$window" 1100 760
    # No window manager runs here to give the new window the keyboard: give it ourselves.
    xdotool windowfocus --sync "$window"
}
stop() {
    kill "$app_pid" 2>/dev/null || true
    wait "$app_pid" 2>/dev/null || true
    app_pid=
}

# 1. Against the computer. The board has the keyboard when the window opens; Tab goes to
#    the (still empty) move list, Tab again to the move field, as the user guide says.
start '[newGame]' 'mode=computer' 'color=white' 'level=Easy'
xdotool key --delay 100 Tab Tab
xdotool type --delay 60 'Nf3'
xdotool key Return
# 1. Nf3 and the computer's reply: the autosave then holds "1. Nf3 <reply> *".
wait_for 60 autosave_has '1\. Nf3 [^ ]+ \*' || fail "1. Nf3 and a reply were not played"
xdotool type --delay 60 'd2d4'
xdotool key Return
wait_for 60 autosave_has '2\. d4 ' || fail "2. d4 was not played after the reply"
grep -Eq '1\. Nf3 [^ ]+ 2\. d4 ' "$autosave" || fail "the game is not 1. Nf3 ... 2. d4"
echo "against the computer: $(grep -E '^1\.' "$autosave")"
stop

# 2. Hot-seat. Picking up the g1 knight on the board (the focus square starts on e2) selects
#    its two moves, Nf3 and Nh3, in the Legal Moves list. Their rows are found on the screen
#    by the selection colour, right of x=900 (inside the panels: the window is 1100 wide and
#    the panels at least 200), and the upper one, Nf3, is double-clicked.
start '[newGame]' 'mode=hotseat'
xdotool key --delay 60 Right Right Down space
selected_rows() { # sets box to WxH+X+Y of the selected rows within the crop, if any
    import -window root "$shot"
    box=$(convert "$shot" -crop 190x700+900+60 +repage -fuzz 6% -fill black \
        +opaque 'rgb(48,141,200)' -fill white -opaque 'rgb(48,141,200)' -format '%@' info:)
    local h=${box#*x}
    h=${h%%+*}
    [ "$h" -ge 20 ] && [ "$h" -le 120 ]
}
wait_for 10 selected_rows || fail "the knight's moves were not selected in Legal Moves ($box)"
IFS='x+' read -r width height left top <<<"$box"
x=$((900 + left + width / 2))
y=$((60 + top + height / 4))
xdotool mousemove "$x" "$y" click --repeat 2 --delay 80 1
wait_for 10 autosave_has '^1\. Nf3 \*' || fail "the double-click did not play Nf3"
sleep 1 # a second move would come from the same double-click at once
grep -Eq '^1\. Nf3 \*' "$autosave" || fail "the double-click played more than one move"
echo "hot-seat double-click: $(grep -E '^1\.' "$autosave")"
stop
echo "2 passed, 0 failed"
