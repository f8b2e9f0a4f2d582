#!/usr/bin/env bash
# make bench: open and parse every content document of every corpus book (release build),
# next to `unzip -p` of the same books, measured in the same run, alternating, median of N.
# Usage: scripts/bench.sh <epub-a11y binary> <corpus folder> [rounds]
set -euo pipefail
bin=$1
corpus=$2
rounds=${3:-5}

if ! compgen -G "$corpus/*.epub" >/dev/null; then
  echo "bench: no books in $corpus; skipped"
  exit 0
fi
if ! command -v unzip >/dev/null 2>&1; then
  echo "bench: installing unzip for the baseline"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq unzip >/dev/null
fi

books=("$corpus"/*.epub)
bytes=$(cat "${books[@]}" | wc -c)
inflated=$(for b in "${books[@]}"; do unzip -p "$b"; done | wc -c)

now_ms() { date +%s%N | awk '{ printf "%.1f", $1 / 1000000 }'; }
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

unzip_all() { for b in "${books[@]}"; do unzip -p "$b"; done >/dev/null; }
inspect_all() {
  # Exit status 2 (a book that cannot be opened) is a result, not a benchmark failure.
  "$bin" inspect --format json "$@" "${books[@]}" >/dev/null 2>&1 || [ $? -eq 2 ]
}

unzip_all; inspect_all  # warm the page cache and the binary
: >/tmp/bench-unzip; : >/tmp/bench-jobs1; : >/tmp/bench-default
for ((i = 1; i <= rounds; i++)); do
  t0=$(now_ms); unzip_all; t1=$(now_ms); inspect_all --jobs 1; t2=$(now_ms); inspect_all; t3=$(now_ms)
  awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }' >>/tmp/bench-unzip
  awk -v a="$t1" -v b="$t2" 'BEGIN { print b - a }' >>/tmp/bench-jobs1
  awk -v a="$t2" -v b="$t3" 'BEGIN { print b - a }' >>/tmp/bench-default
done
unzip_ms=$(median </tmp/bench-unzip)
jobs1_ms=$(median </tmp/bench-jobs1)
default_ms=$(median </tmp/bench-default)
cores=$(nproc)

largest=$(ls -S "${books[@]}" | head -n 1)
rss="n/a (GNU time not installed)"
if [ -x /usr/bin/time ]; then
  rss=$(/usr/bin/time -f '%M' "$bin" inspect --format json "$largest" 2>&1 >/dev/null | tail -n 1)
  rss="$((rss / 1024)) MiB"
fi

printf 'corpus: %d books, %.1f MB zipped, %.1f MB inflated; median of %d rounds, %d cores\n' \
  "${#books[@]}" "$(awk -v b="$bytes" 'BEGIN { print b / 1e6 }')" "$(awk -v b="$inflated" 'BEGIN { print b / 1e6 }')" "$rounds" "$cores"
printf '%-44s %10s %8s\n' "measurement" "ms" "ratio"
printf '%-44s %10.1f %8s\n' "unzip -p every book (baseline)" "$unzip_ms" "1.00"
printf '%-44s %10.1f %8.2f\n' "epub-a11y inspect, --jobs 1" "$jobs1_ms" "$(awk -v a="$jobs1_ms" -v b="$unzip_ms" 'BEGIN { print a / b }')"
printf '%-44s %10.1f %8.2f\n' "epub-a11y inspect, --jobs $cores (default)" "$default_ms" "$(awk -v a="$default_ms" -v b="$unzip_ms" 'BEGIN { print a / b }')"
printf 'peak RSS inspecting the largest book (%s): %s\n' "$(basename "$largest")" "$rss"
