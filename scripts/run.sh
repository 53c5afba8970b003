#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds Rochade (Release) and starts the application. Safe to run again: it only installs
# and rebuilds what is missing or changed. Extra arguments go to the application.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/deps.sh build
cmake --preset release -DROCHADE_BUILD_TESTS=OFF -DROCHADE_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build --preset release --parallel "$(nproc)"

app=build/release/src/gui/rochade
if [ ! -x "$app" ]; then
    echo "error: the build did not produce $app" >&2
    exit 1
fi
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
    echo "error: no display (DISPLAY/WAYLAND_DISPLAY unset). Run it in a desktop session," >&2
    echo "or under Xvfb: xvfb-run -a scripts/run.sh" >&2
    exit 1
fi
exec "$app" "$@"
