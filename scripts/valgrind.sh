#!/usr/bin/env bash
# Prints the path of a valgrind that runs our Swift binaries, building one when the system's cannot.
#
# Why (issue #45): valgrind crashes inside itself on some epub-a11y binaries, even on `--version`
# ("Valgrind received a signal 11", in vgPlain_sigdelset): on one host the debug (dynamically
# linked) binaries only, on another static and dynamic builds alike. The cause: when the main
# thread ends, libdispatch parks it in sigsuspend() on `static const sigset_t mask`, an empty mask
# in read-only memory, and valgrind's rt_sigsuspend wrapper (3.19 to 3.24 at least) writes into the
# caller's mask to take its own signal out of it. Whether that page is writable depends on how the
# binary and libdispatch were linked, hence "some hosts". The patch in scripts/patches/ writes only
# when the mask holds that signal (never, for libdispatch's empty mask).
#
# Usage: scripts/valgrind.sh <a Swift binary to probe with --version>
#   VALGRIND=<path> skips the search. Otherwise: the system's valgrind when it runs the binary;
#   else valgrind 3.24.0 from Debian's source archive (checksum checked), patched, built into
#   .build/valgrind-3.24.0 (about 3 minutes on 2 cores, once). Exit 1, saying why, when neither works.
set -euo pipefail
probe=${1:?usage: scripts/valgrind.sh <binary>}
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
runs() { "$1" --tool=none --error-exitcode=99 "$probe" --version >/dev/null 2>&1; }

if [ -n "${VALGRIND:-}" ]; then
  runs "$VALGRIND" || { echo "valgrind.sh: VALGRIND=$VALGRIND does not run $probe" >&2; exit 1; }
  echo "$VALGRIND"; exit 0
fi
if command -v valgrind >/dev/null 2>&1 && runs "$(command -v valgrind)"; then
  command -v valgrind; exit 0
fi
version=3.24.0
prefix=$root/.build/valgrind-$version
if [ -x "$prefix/bin/valgrind" ] && runs "$prefix/bin/valgrind"; then
  echo "$prefix/bin/valgrind"; exit 0
fi
echo "valgrind.sh: the system's valgrind ($(valgrind --version 2>/dev/null || echo none)) cannot run $probe; building valgrind $version with scripts/patches/valgrind-$version-rt-sigsuspend.patch" >&2
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tarball=valgrind_$version.orig.tar.bz2
curl -fsSL -o "$work/$tarball" "http://deb.debian.org/debian/pool/main/v/valgrind/$tarball" \
  || { echo "valgrind.sh: cannot download $tarball from deb.debian.org" >&2; exit 1; }
echo "71aee202bdef1ae73898ccf7e9c315134fa7db6c246063afc503aef702ec03bd  $work/$tarball" | sha256sum -c --quiet \
  || { echo "valgrind.sh: $tarball does not have the expected checksum" >&2; exit 1; }
tar xjf "$work/$tarball" -C "$work"
(cd "$work/valgrind-$version" && patch -p1 --quiet < "$here/patches/valgrind-$version-rt-sigsuspend.patch" \
  && ./configure --prefix="$prefix" >/dev/null && make -j"$(nproc)" >/dev/null && make install >/dev/null) >&2 \
  || { echo "valgrind.sh: building valgrind $version failed" >&2; exit 1; }
runs "$prefix/bin/valgrind" || { echo "valgrind.sh: the patched valgrind $version does not run $probe either" >&2; exit 1; }
echo "$prefix/bin/valgrind"
