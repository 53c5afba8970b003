#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# A fake xboard engine for the cli tests: each mode copies one habit of a real engine that a
# client must cope with.
# Usage: fake_xboard_engine.sh MODE [MOVE...]   (the n-th "go" is answered with the n-th MOVE)
#   numbered   announces its moves only as "NUMBER ... MOVE" followed by "My move is : MOVE",
#              the way GNU Chess 6 does
#   stall      prints a banner, then loses every line until its second "protover" (GNU Chess 6
#              can drop or hold the lines that arrive while it starts up)
#   slowready  answers protover with done=0 and sends done=1 only 2.5 s later
# Every mode answers "ping N" with "pong N". Environment (optional):
#   FAKE_XBOARD_LOG=FILE   appends every line it is sent to FILE
mode=$1
shift
count=0
protovers=0
ready=yes
if [ "$mode" = stall ]; then
    echo "Fake Chess"
    ready=no
fi
features() {
    echo "feature done=0"
    echo "feature myname=\"Fake xboard ($mode)\" ping=1 setboard=1 time=1"
    if [ "$mode" = slowready ]; then sleep 2.5; fi
    echo "feature done=1"
}
while IFS= read -r line; do
    if [ -n "$FAKE_XBOARD_LOG" ]; then printf '%s\n' "$line" >>"$FAKE_XBOARD_LOG"; fi
    case $line in
    protover*)
        protovers=$((protovers + 1))
        if [ "$mode" = stall ] && [ $protovers -lt 2 ]; then continue; fi
        ready=yes
        features
        ;;
    quit) exit 0 ;;
    *)
        if [ $ready = no ]; then continue; fi
        case $line in
        ping*) echo "pong ${line#ping }" ;;
        go)
            count=$((count + 1))
            i=0
            for m in "$@"; do
                i=$((i + 1))
                if [ $i -ne $count ]; then continue; fi
                echo " 1     12      0      42 $m"
                if [ "$mode" = numbered ]; then
                    echo "$count. ... $m"
                    echo "My move is : $m"
                else
                    echo "move $m"
                fi
            done
            ;;
        esac
        ;;
    esac
done
