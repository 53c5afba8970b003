#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake UCI engine for the GUI tests: speaks just enough UCI and misbehaves on purpose.
# Usage: fake_uci_engine.sh MODE [MOVE...]
#   good     answers every "go" with "bestmove MOVE" (the first MOVE argument)
#   sequence answers the n-th "go" with the n-th MOVE, each after a short delay
#   slow     answers every "go" with "bestmove MOVE" after 0.4 s, ignoring "stop"
#   crash    exits as soon as it is told "go"
#   hang     never answers "go" (nor "stop")
#   garbage  prints nonsense and then a bestmove that is not a move
#   illegal  answers "bestmove e2e5"
#   nouciok  never finishes the handshake
# Environment (optional):
#   FAKE_UCI_STRENGTH=elo    advertises UCI_LimitStrength and UCI_Elo (1000-2000) too
#   FAKE_UCI_STRENGTH=skill  advertises Skill Level (0-10) too
#   FAKE_UCI_LOG=FILE        appends every line it is sent to FILE
#   FAKE_UCI_MULTIPV=N       advertises MultiPV (1-N)
#   FAKE_UCI_CHESS960=1      advertises UCI_Chess960 (in any other case)
#   FAKE_UCI_INFO=LINE       "good" sends LINE before its bestmove instead of a depth-1 line
mode=$1
shift
count=0
while IFS= read -r line; do
    if [ -n "$FAKE_UCI_LOG" ]; then printf '%s\n' "$line" >>"$FAKE_UCI_LOG"; fi
    case $line in
    uci)
        if [ "$mode" = nouciok ]; then
            echo "id name Fake"
            continue
        fi
        echo "id name Fake UCI ($mode)"
        echo "id author Rochade tests"
        echo "option name Hash type spin default 16 min 1 max 1024"
        case $FAKE_UCI_STRENGTH in
        elo)
            echo "option name UCI_LimitStrength type check default false"
            echo "option name UCI_Elo type spin default 1500 min 1000 max 2000"
            ;;
        skill) echo "option name Skill Level type spin default 10 min 0 max 10" ;;
        esac
        if [ -n "$FAKE_UCI_CHESS960" ]; then
            echo "option name uci_chess960 type check default false"
        fi
        if [ -n "$FAKE_UCI_MULTIPV" ]; then
            echo "option name MultiPV type spin default 1 min 1 max $FAKE_UCI_MULTIPV"
        fi
        echo "uciok"
        ;;
    isready) echo "readyok" ;;
    quit) exit 0 ;;
    go*)
        count=$((count + 1))
        case $mode in
        good)
            echo "${FAKE_UCI_INFO:-info depth 1 score cp 12 pv $1}"
            echo "bestmove $1"
            ;;
        sequence)
            sleep 0.2
            i=0
            for m in "$@"; do
                i=$((i + 1))
                if [ $i -eq $count ]; then echo "bestmove $m"; fi
            done
            ;;
        slow)
            sleep 0.4
            echo "bestmove $1"
            ;;
        crash) exit 3 ;;
        hang) ;;
        garbage)
            echo "The quick brown fox"
            echo "@@@ 42 ???"
            echo "bestmove xyzzy"
            ;;
        illegal) echo "bestmove e2e5" ;;
        esac
        ;;
    *) ;;
    esac
done
