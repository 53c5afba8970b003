#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian packages Rochade needs that are missing. Idempotent: with everything
# present it only checks. Usage: scripts/deps.sh [build|test]
set -euo pipefail

build_packages=(cmake ninja-build g++ libsqlite3-dev qt6-base-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev
    qt6-l10n-tools qt6-multimedia-dev libgl-dev libqt6opengl6-dev qt6-translations-l10n)
test_packages=(ccache libgtest-dev libgmock-dev libbenchmark-dev clang clang-format clang-tidy stockfish fairymax gnuchess pychess pgn-extract sox desktop-file-utils time xvfb xauth xdotool imagemagick dpkg-dev valgrind)

wanted=("${build_packages[@]}")
if [ "${1:-build}" = test ]; then
    wanted+=("${test_packages[@]}")
fi

missing=()
for pkg in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing missing Debian packages: ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
    apt_get=(apt-get)
elif command -v sudo >/dev/null 2>&1; then
    apt_get=(sudo apt-get)
else
    echo "error: these packages are missing and I am not root (and there is no sudo):" >&2
    echo "  ${missing[*]}" >&2
    echo "Install them with: apt-get install ${missing[*]}" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! "${apt_get[@]}" install -y --no-install-recommends "${missing[@]}"; then
    # A new machine may have no package lists yet.
    "${apt_get[@]}" update
    "${apt_get[@]}" install -y --no-install-recommends "${missing[@]}" || {
        echo "error: apt-get could not install: ${missing[*]}" >&2
        exit 1
    }
fi
