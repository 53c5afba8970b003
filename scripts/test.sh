#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Rochade and runs every test: the Release suite, the whole suite again under
# AddressSanitizer+UndefinedBehaviorSanitizer, the thread tests under ThreadSanitizer, the
# Qt-free (headless) build, the formatting check, and the .deb (installed and started).
# Installs what it needs first.
# Set ROCHADE_QUICK=1 to run the Release suite only.
set -euo pipefail
cd "$(dirname "$0")/.."

jobs=$(nproc)
step() { printf '\n=== %s (at %d s) ===\n' "$*" "$SECONDS"; }

step "dependencies"
scripts/deps.sh test

step "format check (clang-format)"
mapfile -t sources < <(git ls-files '*.cpp' '*.h' 2>/dev/null || find src include tests bench -name '*.cpp' -o -name '*.h')
clang-format --dry-run -Werror "${sources[@]}"

# run_preset PRESET: the preset's workflow (CMakePresets.json) configures, builds (everything,
# or the build preset's targets) and runs the preset's tests (a preset may filter them by
# label); the test presets carry the 600 s timeout, the variables below the parallelism.
export CMAKE_BUILD_PARALLEL_LEVEL=$jobs CTEST_PARALLEL_LEVEL=$jobs
run_preset() {
    local preset=$1
    step "workflow (configure + build + tests): $preset"
    mkdir -p "build/$preset"
    cmake --workflow --preset "$preset" | tee "build/$preset/workflow.log"
    # A skipped test is a test that did not run: the peer it needs must be installed (deps.sh).
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
    step "fresh machine: scripts/check-fresh.sh"
    scripts/check-fresh.sh
    # Layering: core, engine and the command line build without Qt (their tests ran above).
    step "configure + build: headless (no Qt anywhere)"
    cmake --preset headless >/dev/null
    cmake --build --preset headless --parallel "$jobs" --target rochade-cli
    build/headless/src/cli/rochade-cli perft --depth 4
    run_preset asan
    # TSan builds only the executables that hold the thread tests (the tsan build preset).
    run_preset tsan
    step "fuzz: each target briefly (scripts/fuzz.sh 600 for a long run)"
    scripts/fuzz.sh 15
fi
step "all tests passed"
