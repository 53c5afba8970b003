#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package (Release, no tests) with CPack and prints its path.
# With --check (needs root, xvfb-run and ImageMagick) it then installs the .deb with apt-get,
# checks the installed files, starts /usr/bin/rochade on a virtual X server, photographs the
# screen (rochade-started.png in the build directory) and removes the package again.
# Usage: scripts/package.sh [--check]   (build directory: $ROCHADE_PACKAGE_BUILD_DIR,
# default build-deb; language of the started window: $ROCHADE_CHECK_LANGUAGE, default de).
# ROCHADE_PACKAGE_REUSE_BUILD=1 packages that build directory as it is, without configuring
# or building (scripts/test.sh uses its finished Release build).
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
case "${1:-}" in
--check) check=1 ;;
"") ;;
*) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

build=${ROCHADE_PACKAGE_BUILD_DIR:-build-deb}
step() { printf '\n=== %s ===\n' "$*"; }

# CPACK_DEBIAN_PACKAGE_SHLIBDEPS computes Depends with dpkg-shlibdeps.
if ! command -v dpkg-shlibdeps >/dev/null; then
    step "installing dpkg-dev (dpkg-shlibdeps)"
    apt-get install -y dpkg-dev
fi

if [ "${ROCHADE_PACKAGE_REUSE_BUILD:-0}" != 1 ]; then
    step "configure + build ($build)"
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DROCHADE_BUILD_TESTS=OFF \
        -DROCHADE_BUILD_BENCHMARKS=OFF -DROCHADE_BUILD_GUI=ON >/dev/null
    cmake --build "$build" --parallel "$(nproc)"
fi

step "cpack -G DEB"
rm -f "$build"/rochade_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(realpath "$build"/rochade_*.deb)
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --contents "$deb" | awk '{print $6}'
echo "package: $deb"
[ "$check" = 1 ] || exit 0

step "install $deb"
[ "$(id -u)" = 0 ] || { echo "--check installs the package: run it as root" >&2; exit 1; }
if dpkg-query -W -f='${Status}' rochade 2>/dev/null | grep -q "install ok installed"; then
    echo "rochade is already installed: refusing to replace it" >&2
    exit 1
fi
trap 'apt-get remove -y rochade >/dev/null' EXIT
apt-get install -y "$deb"
for f in /usr/bin/rochade /usr/bin/rochade-cli /usr/share/applications/rochade.desktop \
    /usr/share/icons/hicolor/scalable/apps/rochade.svg /usr/share/doc/rochade/copyright \
    /usr/share/doc/rochade/openings/README.md /usr/share/doc/rochade/openings/COPYING.txt; do
    [ -e "$f" ] || { echo "missing after install: $f" >&2; exit 1; }
done
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate /usr/share/applications/rochade.desktop
fi
/usr/bin/rochade-cli --version

step "start /usr/bin/rochade under xvfb-run"
shot="$(realpath "$build")/rochade-started.png"
rm -f "$shot"
home=$(mktemp -d) # the program's settings and autosave go here, not to root's home
HOME="$home" XDG_CONFIG_HOME="$home/.config" XDG_DATA_HOME="$home/.local/share" \
    LANG=C.UTF-8 LANGUAGE="${ROCHADE_CHECK_LANGUAGE:-de}" \
    xvfb-run -a -s "-screen 0 1280x900x24" bash -c '
        /usr/bin/rochade & pid=$!
        sleep 3
        import -window root "$1"
        if ! kill -0 "$pid" 2>/dev/null; then wait "$pid"; echo "rochade exited early (status $?)" >&2; exit 1; fi
        kill "$pid"; wait "$pid" || true' bash "$shot"
rm -rf "$home"
colours=$(identify -format '%k' "$shot")
echo "screenshot: $shot ($colours colours)"
[ "$colours" -gt 16 ] || { echo "the screen is blank: no window was drawn" >&2; exit 1; }

step "remove"
trap - EXIT
apt-get remove -y rochade
step "package check passed"
