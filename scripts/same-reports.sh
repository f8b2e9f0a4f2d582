#!/usr/bin/env bash
# Whether two builds write the same reports: scripts/same-reports.sh <baseline binary> <binary> [inputs...]
# Each binary audits the inputs (default: the shared corpus and SampleBooks) with `check --format json`,
# one file per book, one book at a time; the files are compared byte for byte once `generatedAt`
# (the only field that may differ) is taken out. Prints the books whose reports differ and exits 1
# if any does. Used for the performance work of issue #45, whose changes must not change a report.
set -euo pipefail
base=$1 new=$2
shift 2
inputs=("$@")
if [ ${#inputs[@]} -eq 0 ]; then
  inputs=(SampleBooks)
  [ -d ../shared/corpus/books ] && inputs+=(../shared/corpus/books)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for side in base new; do
  bin=$base; [ "$side" = new ] && bin=$new
  mkdir -p "$work/$side"
  "$bin" check --format json --jobs 1 -o "$work/$side" "${inputs[@]}" >/dev/null 2>"$work/$side.stderr" || true
  for file in "$work/$side"/*; do
    sed -E 's/"generatedAt" *: *"[^"]*"/"generatedAt":""/' "$file" > "$file.cmp" && mv "$file.cmp" "$file"
  done
done
count=$(ls "$work/base" | wc -l)
differ=0
for file in "$work/base"/*; do
  name=$(basename "$file")
  if ! cmp -s "$file" "$work/new/$name"; then
    echo "differs: $name"
    differ=$((differ + 1))
  fi
done
extra=$(comm -13 <(ls "$work/base") <(ls "$work/new") | wc -l)
[ "$extra" -gt 0 ] && { echo "only in the new run: $extra reports"; differ=$((differ + extra)); }
echo "same-reports: $((count - differ)) of $count reports identical (generatedAt aside)"
[ "$differ" -eq 0 ]
