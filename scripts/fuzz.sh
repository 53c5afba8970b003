#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the libFuzzer targets with Clang (ASan+UBSan) in build/fuzz and runs each one for a
# while on a copy of its seed corpus. Fails as soon as a target finds a crash, a hang
# (-timeout) or runs out of memory; the input is saved under build/fuzz/artifacts/.
#
# Usage: scripts/fuzz.sh [seconds-per-target]   (default 60; CI runs the default, longer
#        runs by hand). FUZZ_TARGETS="fen_fuzz san_fuzz" limits the targets; FUZZ_JOBS sets
#        the build parallelism (default: nproc); FUZZ_PARALLEL how many targets fuzz at once
#        (default: nproc); FUZZ_BUILD_DIR the build directory.
# To reproduce a crash: build/fuzz/tests/fuzz/<target> build/fuzz/artifacts/<target>/crash-...
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${1:-60}
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || [[ "$seconds" -lt 1 ]]; then
    echo "usage: $0 [seconds-per-target]" >&2
    exit 2
fi
if ! command -v clang++ >/dev/null; then
    echo "fuzz.sh: clang++ not found (apt-get install clang)" >&2
    exit 2
fi

build=${FUZZ_BUILD_DIR:-build/fuzz}
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_CXX_COMPILER=clang++ -DROCHADE_BUILD_FUZZERS=ON -DROCHADE_BUILD_GUI=OFF \
    -DROCHADE_BUILD_TESTS=OFF -DROCHADE_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "${FUZZ_JOBS:-$(nproc)}"

targets=${FUZZ_TARGETS:-}
if [[ -z "$targets" ]]; then
    for source in tests/fuzz/*_fuzz.cpp; do
        name=$(basename "$source" .cpp)
        if [[ -x "$build/tests/fuzz/$name" ]]; then targets+=" $name"; fi
    done
fi
if [[ -z "${targets// /}" ]]; then
    echo "fuzz.sh: no fuzz target was built; is ROCHADE_BUILD_FUZZERS wired into CMakeLists.txt?" >&2
    exit 2
fi

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
# fuzz_one NAME: one target for the given time on a copy of its seed corpus; its output goes
# to $build/NAME.log. The targets run side by side, one per core.
fuzz_one() {
    local name=$1
    # The seed corpus stays untouched; the run grows a copy of it.
    local work="$build/corpus/$name" artifacts="$build/artifacts/$name"
    rm -rf "$work"
    mkdir -p "$work" "$artifacts"
    cp tests/fuzz/corpus/"$name"/* "$work"/ 2>/dev/null || true
    "$build/tests/fuzz/$name" "$work" -max_total_time="$seconds" -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$artifacts/" \
        2>"$build/$name.log"
}

parallel=${FUZZ_PARALLEL:-$(nproc)}
declare -A pids=()
status=0
report() {
    local name=$1 result=$2 artifacts="$build/artifacts/$1"
    printf '\n=== %s: %s s ===\n' "$name" "$seconds"
    if [ "$result" != 0 ]; then
        tail -n 60 "$build/$name.log" >&2
        echo "fuzz.sh: $name FAILED; input saved in $artifacts/" >&2
        status=1
        return
    fi
    grep -E '^(stat::number_of_executed_units|stat::peak_rss_mb|#[0-9]+.*DONE)' \
        "$build/$name.log" || tail -n 3 "$build/$name.log"
}
running=()
for name in $targets; do
    fuzz_one "$name" &
    pids[$name]=$!
    running+=("$name")
    if [ "${#running[@]}" -ge "$parallel" ]; then
        first=${running[0]}
        result=0
        wait "${pids[$first]}" || result=$?
        report "$first" "$result"
        running=("${running[@]:1}")
    fi
done
for name in "${running[@]}"; do
    result=0
    wait "${pids[$name]}" || result=$?
    report "$name" "$result"
done
exit $status
