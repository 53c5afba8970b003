#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# End to end with the real `rochade` program on an X display (ctest runs it under xvfb-run),
# driven by xdotool's real keystrokes as a user would: against the computer, two moves typed
# in a row into the move field, each after the computer's reply. The game is read back from
# the autosave the program writes after every move. Fresh settings, so nothing on this
# machine decides the outcome. Usage: real_binary_end_to_end.sh path/to/rochade
set -euo pipefail

app=${1:?usage: $0 path/to/rochade}
[ -n "${DISPLAY:-}" ] || { echo "error: no X display (run under xvfb-run)" >&2; exit 1; }
command -v xdotool >/dev/null || { echo "error: xdotool missing" >&2; exit 1; }

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
mkdir -p "$XDG_CONFIG_HOME/Rochade"
printf '%s\n' '[newGame]' 'mode=computer' 'color=white' 'level=Easy' \
    > "$XDG_CONFIG_HOME/Rochade/Rochade.conf"
# QStandardPaths::AppDataLocation: <data home>/<organisation>/<application>.
autosave=$XDG_DATA_HOME/Rochade/Rochade/autosave.pgn

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

"$app" &
app_pid=$!
window=$(timeout 30 xdotool search --sync --onlyvisible --name 'Rochade' | head -1)
[ -n "$window" ] || fail "no window appeared"
# No window manager runs here to give the new window the keyboard: give it ourselves.
xdotool windowfocus --sync "$window"

# The board has the keyboard when the window opens; Tab goes to the (still empty) move list,
# Tab again to the move field, as the user guide says.
xdotool key --delay 100 Tab Tab
xdotool type --delay 60 'Nf3'
xdotool key Return
# 1. Nf3 and the computer's reply: the autosave then holds "1. Nf3 <reply>" and no 2.
wait_for 30 autosave_has '1\. Nf3 [^ ]+ \*' || fail "1. Nf3 and a reply were not played"
xdotool type --delay 60 'd2d4'
xdotool key Return
wait_for 30 autosave_has '2\. d4 ' || fail "2. d4 was not played after the reply"
grep -Eq '1\. Nf3 [^ ]+ 2\. d4 ' "$autosave" || fail "the game is not 1. Nf3 ... 2. d4"
echo "game: $(grep -E '^1\.' "$autosave")"
echo "1 passed, 0 failed"
