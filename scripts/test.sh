#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Rochade and runs every test: the formatting check, the Release suite, the .deb
# (installed and started), the set-up on a bare Debian root, the suite without a window plus
# the GUI's thread tests under AddressSanitizer+UndefinedBehaviorSanitizer, the thread tests
# under ThreadSanitizer (with a planted race it must report), and a brief fuzzing run whose
# Qt-free build is also the proof that core, engine and the command line need no Qt.
# Installs what it needs first. Prints each step's time and the total at the end.
# Set ROCHADE_QUICK=1 to run the Release suite only.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=$(nproc)
step_names=()
step_starts=()
step() {
    step_names+=("$*")
    step_starts+=("$SECONDS")
    printf '\n=== %s (at %d s) ===\n' "$*" "$SECONDS"
}
summary() {
    local status=$? i end
    printf '\n=== step times (s) ===\n'
    for i in "${!step_names[@]}"; do
        end=${step_starts[$((i + 1))]:-$SECONDS}
        printf '%6d  %s\n' $((end - step_starts[i])) "${step_names[i]}"
    done
    printf '%6d  total%s\n' "$SECONDS" "$([ "$status" = 0 ] || echo ", FAILED")"
}
trap summary EXIT

step "dependencies"
scripts/deps.sh test

step "format check (clang-format)"
mapfile -t sources < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find src include tests bench -name '*.cpp' -o -name '*.h')
clang-format --dry-run -Werror "${sources[@]}"

# One compiler cache for every build of this run and for the bare-root check: the same file
# compiled with the same flags is compiled once (CMakeLists.txt puts ccache in front of the
# compiler where it is installed). Paths are taken relative to the checkout, so a second clone
# finds the first one's objects.
export CCACHE_DIR=${CCACHE_DIR:-$HOME/.cache/ccache} CCACHE_BASEDIR=$PWD CCACHE_NOHASHDIR=1
export CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
export CCACHE_MAXSIZE=${CCACHE_MAXSIZE:-10G}
# rcc writes each resource file's modification time into the code it generates; a new clone's
# files are all new, so every resource would be compiled again. One fixed time instead.
export QT_RCC_SOURCE_DATE_OVERRIDE=1
# The one option that names the checkout maps it away (CMakeLists.txt): not hashed, so that
# a second clone's compilations, otherwise the same, are the first one's.
export CCACHE_IGNOREOPTIONS='-ffile-prefix-map=*'
ccache --zero-stats >/dev/null

# A skipped test is a test that did not run: every GoogleTest binary fails its process when
# one of its tests skips (tests/support/fail_on_skip.h), however the tests are grouped.
export ROCHADE_FAIL_ON_SKIP=1

# run_preset PRESET: the preset's workflow (CMakePresets.json) configures, builds (everything,
# or the build preset's targets) and runs the preset's tests (a preset may filter them by
# label); the test presets carry the 600 s timeout, the variables below the parallelism (one
# test a core: with more, a window's layout checks under TSan were seen to fail on time).
export CMAKE_BUILD_PARALLEL_LEVEL=$jobs CTEST_PARALLEL_LEVEL=$jobs
run_preset() {
    local preset=$1
    step "workflow (configure + build + tests): $preset"
    mkdir -p "build/$preset"
    cmake --workflow --preset "$preset" | tee "build/$preset/workflow.log"
    # ctest's own word for a skip, for tests that are not GoogleTest binaries.
    if grep -E '\((Skipped|Disabled)\)' "build/$preset/workflow.log"; then
        echo "error: tests were skipped in the $preset run (see above); skips fail the run" >&2
        exit 1
    fi
}

run_preset release
step "package: the .deb of the Release build installs, and its program starts"
ROCHADE_PACKAGE_BUILD_DIR=build/release ROCHADE_PACKAGE_REUSE_BUILD=1 scripts/package.sh --check
if [ "${ROCHADE_QUICK:-0}" != 1 ]; then
    # The README's commands on a bare Debian 12 root: catches a package this machine has by luck.
    # It shares this run's compiler cache, so its build is the Release build's objects; most
    # of its time is apt installing packages into the root, so it runs beside the ASan build.
    step "fresh machine: scripts/check-fresh.sh, in the background beside the ASan build"
    fresh_log=build/check-fresh.log
    (
        started=$SECONDS
        ROCHADE_FRESH_CCACHE=$CCACHE_DIR scripts/check-fresh.sh
        echo "check-fresh.sh took $((SECONDS - started)) s"
    ) >"$fresh_log" 2>&1 &
    fresh_pid=$!
    # ASan builds the tests without a window and the GUI's thread tests (the asan build preset).
    run_preset asan
    step "fresh machine: check-fresh.sh's result"
    if ! wait "$fresh_pid"; then
        tail -n 80 "$fresh_log" >&2
        echo "error: the set-up on a bare Debian root failed (whole log: $fresh_log)" >&2
        exit 1
    fi
    grep -E '^(inside:|--- check-fresh|check-fresh.sh took)' "$fresh_log"
    # TSan builds only the executables that hold the thread tests (the tsan build preset).
    run_preset tsan
    # The fuzz build has no Qt anywhere (ROCHADE_BUILD_GUI=OFF): that it builds the libraries
    # and rochade-cli, and that rochade-cli runs, is the proof that the layers below the GUI
    # need no Qt.
    step "fuzz: each target briefly (scripts/fuzz.sh 600 for a long run); the Qt-free build"
    scripts/fuzz.sh 15
    build/fuzz/src/cli/rochade-cli perft --depth 4
    if ldd build/fuzz/src/cli/rochade-cli | grep -i 'libQt'; then
        echo "error: rochade-cli links Qt" >&2
        exit 1
    fi
fi
step "compiler cache"
ccache --show-stats | sed -n '1,12p'
step "all tests passed"
