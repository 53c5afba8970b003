#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Proves that the README's set-up works on a bare Debian 12: builds a minimal bookworm root
# (mmdebstrap --variant=apt: apt and nothing else), copies this checkout into it, and there runs
# `scripts/deps.sh test`, configures every CMake preset, builds the application and the command
# line, and runs `rochade-cli perft --depth 4`, `rochade --version` and `rochade --help`.
# A package that only this machine happens to have (the way Qt6OpenGL's CMake files once were)
# makes it fail, where the normal build would pass.
#
# The bare root is cached per day (it changes only when Debian does); the downloaded .debs and
# the compiler cache are kept between runs so that a second run takes a minute or two. Neither
# can hide a missing dependency: every package is still installed into the new root by deps.sh,
# and ccache compiles again whatever names a header the root does not have.
# ROCHADE_FRESH_CCACHE names the compiler cache to use (scripts/test.sh passes its own, so the
# root's build is served by the Release build's objects); by default one of the check's own.
# Needs root (chroot, mounts). Usage: scripts/check-fresh.sh [--keep]
set -euo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD

[ "$(id -u)" -eq 0 ] || {
    echo "error: check-fresh.sh needs root (it builds and enters a chroot)" >&2
    exit 1
}
keep=0
[ "${1:-}" = --keep ] && keep=1

cache=${ROCHADE_FRESH_CACHE:-/var/cache/rochade-check-fresh}
ccache_dir=${ROCHADE_FRESH_CCACHE:-$cache/ccache}
mkdir -p "$cache/debs" "$ccache_dir"
step() { printf '\n--- check-fresh: %s (at %d s) ---\n' "$*" "$SECONDS"; }

# mmdebstrap itself comes from Debian; this is the one thing installed on the host.
command -v mmdebstrap >/dev/null || {
    apt-get install -y --no-install-recommends mmdebstrap || {
        apt-get update && apt-get install -y --no-install-recommends mmdebstrap
    }
}

base="$cache/bookworm-$(date +%F).tar"
if [ ! -s "$base" ]; then
    step "bare Debian 12 root (cached for today in $base)"
    rm -rf "$cache"/bookworm-*.tar*
    # The host's own apt sources and their settings, so the root sees what apt here sees.
    sources=(/etc/apt/sources.list.d/*.sources)
    mirrors=()
    for s in "${sources[@]}" /etc/apt/sources.list; do
        [ -s "$s" ] && mirrors+=("$s")
    done
    mmdebstrap --variant=apt --format=tar --aptopt='Acquire::Check-Valid-Until "false"' \
        bookworm "$base.part" "${mirrors[@]}"
    mv "$base.part" "$base"
fi

root=$(mktemp -d /tmp/rochade-fresh.XXXXXX)
# The root in memory where there is room for it (it grows to about 3 GB with the packages and
# the build): unpacking, apt's hundreds of packages and removing it all took minutes on a disk
# (deleting a root's files alone 150 s on this machine's disk), seconds in a tmpfs.
in_memory=0
available_kb=$(awk '/^MemAvailable:/ {print $2}' /proc/meminfo)
if [ "${available_kb:-0}" -gt $((10 * 1024 * 1024)) ] && mount -t tmpfs -o size=6g tmpfs "$root"; then
    in_memory=1
fi
cleanup() {
    # The mounts live in a private namespace (unshare below): gone when it ends, so rm -rf
    # can never reach the host's /dev or /proc.
    if [ "$keep" = 1 ]; then
        echo "root kept in $root"
    elif [ "$in_memory" = 1 ]; then
        umount "$root" && rmdir "$root"
    else
        rm -rf "$root"
    fi
}
trap cleanup EXIT

step "unpack the root, copy the checkout into it"
tar -xf "$base" -C "$root"
mkdir -p "$root/build/rochade"
# Exactly what git would commit: tracked files as they are now, plus untracked ones not ignored.
git ls-files -z --cached --others --exclude-standard |
    tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$root/build/rochade"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# Everything in the root runs as a fresh user would: a login shell's PATH, no variables of ours.
cat >"$root/build/inside.sh" <<'EOF'
set -euo pipefail
cd /build/rochade
export DEBIAN_FRONTEND=noninteractive
echo 'Dpkg::Options { "--force-unsafe-io"; };' >/etc/apt/apt.conf.d/90unsafe-io
echo 'Binary::apt::APT::Keep-Downloaded-Packages "true";' >/etc/apt/apt.conf.d/90keep-debs
apt-get update -qq
scripts/deps.sh test
echo "inside: dependencies installed (at $SECONDS s)"
# ccache (installed by deps.sh test) with the settings scripts/test.sh uses: paths relative to
# the checkout, so the host's objects serve this root's build.
export QT_RCC_SOURCE_DATE_OVERRIDE=1 CCACHE_IGNOREOPTIONS='-ffile-prefix-map=*' CCACHE_DIR=/ccache CCACHE_BASEDIR=/build/rochade CCACHE_NOHASHDIR=1 \
    CCACHE_SLOPPINESS=pch_defines,time_macros,include_file_mtime,include_file_ctime
for preset in $(cmake --list-presets | sed -n 's/^ *"\([a-z]*\)".*/\1/p'); do
    echo "configure preset: $preset"
    cmake --preset "$preset" >/dev/null
done
echo "inside: every preset configured (at $SECONDS s)"
cmake --build --preset release --parallel "$(nproc)" --target rochade-cli rochade
echo "inside: built (at $SECONDS s)"
build/release/src/cli/rochade-cli perft --depth 4
build/release/src/gui/rochade --version
build/release/src/gui/rochade --help >/dev/null
echo "fresh machine check passed"
EOF

step "inside the bare root: deps.sh test, every preset, build, run"
unshare --mount --propagation private bash -euc '
    root=$1 cache=$2 ccache_dir=$3
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount -t sysfs sys "$root/sys"
    mkdir -p "$root/ccache"
    mount --bind "$cache/debs" "$root/var/cache/apt/archives"
    mount --bind "$ccache_dir" "$root/ccache"
    env -i HOME=/root TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        chroot "$root" bash /build/inside.sh
' check-fresh "$root" "$cache" "$ccache_dir"
step "passed"
