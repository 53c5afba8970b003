#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy (the checks in .clang-tidy, warnings as errors) over the sources, or over
# the files given. Configures its own build directory without precompiled headers, which
# clang-tidy cannot read from GCC. Takes several minutes for the whole tree on 2 cores, so
# it is not part of scripts/test.sh. Usage: scripts/tidy.sh [FILE...]
set -euo pipefail
cd "$(dirname "$0")/.."

command -v clang-tidy >/dev/null || { echo "error: clang-tidy missing (apt-get install clang-tidy)" >&2; exit 1; }
build=build/tidy
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DROCHADE_PRECOMPILED_HEADERS=OFF \
    -DROCHADE_BUILD_TESTS=OFF >/dev/null
if [ $# -gt 0 ]; then
    files=("$@")
else
    mapfile -t files < <(git ls-files 'src/*.cpp')
fi
printf '%s\n' "${files[@]}" | xargs -P "$(nproc)" -n 1 clang-tidy -p "$build" --quiet
echo "clang-tidy: ${#files[@]} files clean"
