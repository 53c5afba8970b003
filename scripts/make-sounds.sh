#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Synthesises Rochade's own sounds (resources/sounds/*.wav) with sox: plucked strings, sine
# tones and envelopes only, no samples, so the files come out the same on every run. The WAVs
# are committed, so a build needs no sox; run this after changing a sound here.
# Usage: scripts/make-sounds.sh [output-dir]   (needs the Debian package sox)
set -euo pipefail

out="${1:-$(dirname "$0")/../resources/sounds}"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Every file: 44.1 kHz, 16-bit, mono PCM (what QSoundEffect plays everywhere). -R makes
# sox repeatable (no random dither).
format=(-R -r 44100 -b 16 -c 1)

# tone NAME SECONDS GENERATOR FREQ [EFFECTS...]: one note, faded in within 2 ms and out
# over its whole length, so it never clicks.
tone() {
    local name=$1 length=$2 kind=$3 freq=$4
    shift 4
    sox "${format[@]}" -n "$tmp/$name.wav" synth "$length" "$kind" "$freq" \
        fade q 0.002 "$length" "$length" "$@"
}

# sequence NAME GAP NOTE...: the notes (files in $tmp) one after another, each started GAP
# seconds after the one before (they may overlap), mixed into $out/NAME.wav at -1 dB.
sequence() {
    local name=$1 gap=$2
    shift 2
    local inputs=() i=0
    for note in "$@"; do
        sox "${format[@]}" "$tmp/$note.wav" "$tmp/$name-$i.wav" pad "$(awk "BEGIN { print $gap * $i }")"
        inputs+=("$tmp/$name-$i.wav")
        i=$((i + 1))
    done
    if [ ${#inputs[@]} -eq 1 ]; then
        sox "${format[@]}" "${inputs[0]}" "$out/$name.wav" norm -1
    else
        sox "${format[@]}" -m "${inputs[@]}" "$out/$name.wav" norm -1
    fi
}

# A piece set down: a short, low pluck with the highs taken off (wood, not a bell).
tone knock 0.09 pluck 220 gain -6 lowpass 1800
tone knock-high 0.09 pluck 294 gain -6 lowpass 2000
# A capture: the knock doubled by a lower, harder one a moment later.
tone thud 0.12 pluck 147 gain -8 lowpass 1200 overdrive 6
# Bright notes for check and promotion, soft sines for the game's end.
tone ping-a 0.11 sine 880 gain -8
tone ping-d 0.16 sine 1175 gain -8
tone up-c 0.09 sine 523 gain -8
tone up-e 0.09 sine 659 gain -8
tone up-g 0.09 sine 784 gain -8
tone up-c2 0.22 sine 1047 gain -8
tone end-c 0.35 sine 523 gain -9
tone end-e 0.35 sine 659 gain -9
tone end-g 0.50 sine 784 gain -9
tone end-c2 0.70 sine 1047 gain -9
tone end-eb 0.40 sine 622 gain -9
tone end-gl 0.40 sine 392 gain -9
tone end-cl 0.80 sine 262 gain -9
tone end-d 0.45 sine 587 gain -9
tone end-a 0.60 sine 440 gain -9
tone tick 0.05 square 1400 gain -14 lowpass 4000
tone bump 0.08 sine 110 gain -4 lowpass 600

sequence move 0 knock
sequence capture 0.025 knock thud
sequence castle 0.11 knock knock-high
sequence check 0.09 knock ping-a ping-d
sequence promotion 0.07 knock up-c up-e up-g up-c2
sequence win 0.12 end-c end-e end-g end-c2
sequence loss 0.22 end-g end-eb end-cl
sequence draw 0.25 end-d end-a
sequence lowtime 0.16 tick tick tick
sequence illegal 0 bump
ls "$out"/*.wav
