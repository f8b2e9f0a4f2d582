#!/usr/bin/env bash
# Build a large library folder out of the corpus for the scale benchmark: <count> books, each a
# HARD LINK of a corpus book (symbolic links when the destination is on another file system)
# under its own name, spread over a few nested subfolders: <dest>/shelf-N/box-M/NNNNN-<book>.epub.
# Book i is corpus book i mod n, the corpus sorted by size, largest first.
# No book is copied, so 2,000 books cost a few hundred KB of directory entries and about a second.
# Usage: scripts/make-library.sh <corpus folder> <dest folder> <count>
set -euo pipefail
if [ $# -ne 3 ]; then
  echo "usage: $0 <corpus folder> <dest folder> <count>" >&2
  exit 64
fi
corpus=$1
dest=$2
count=$3
shelves=4   # top-level subfolders
boxes=5     # subfolders in each shelf

if ! compgen -G "$corpus/*.epub" >/dev/null; then
  echo "make-library: no books in $corpus" >&2
  exit 1
fi
if [ -e "$dest" ] && [ -n "$(ls -A "$dest")" ]; then
  echo "make-library: $dest exists and is not empty" >&2
  exit 1
fi
# Largest books first (by size on disk), so a small library holds the heaviest books and a
# large one holds every corpus book equally often.
mapfile -t books < <(ls -S -- "$corpus"/*.epub)
n=${#books[@]}

for ((s = 1; s <= shelves; s++)); do
  for ((b = 1; b <= boxes; b++)); do mkdir -p "$dest/shelf-$s/box-$b"; done
done

# Hard links when the file system allows them, else symbolic links to absolute paths.
mode=hard
if ! ln "${books[0]}" "$dest/.probe.epub" 2>/dev/null; then mode=symbolic; fi
rm -f "$dest/.probe.epub"
if [ "$mode" = symbolic ]; then
  abs=$(cd "$corpus" && pwd)
  for ((k = 0; k < n; k++)); do books[k]=$abs/$(basename "${books[k]}"); done
fi

# `ln` cannot give many files new names in one call, so it runs once per book; xargs spares the
# shell a fork per book and runs four at a time, keeping 2,000 books to about a second.
for ((i = 0; i < count; i++)); do
  src=${books[i % n]}
  box="shelf-$((i % shelves + 1))/box-$((i / shelves % boxes + 1))"
  printf '%s\0%s/%s/%05d-%s\0' "$src" "$dest" "$box" "$i" "${src##*/}"
done | if [ "$mode" = hard ]; then
  xargs -0 -n 2 -P 4 ln -T
else
  xargs -0 -n 2 -P 4 ln -s -T
fi

echo "make-library: $count books ($mode links of $n corpus books) in $dest"
