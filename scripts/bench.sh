#!/usr/bin/env bash
# make bench: audit the corpus (release build) next to `unzip -p` of the same books, measured in
# the same run, alternating, median of N; EPUBCheck over the same books (BENCH_EPUBCHECK=1) or its
# recorded figure; peak RSS; a library of 2,000+ books; a generated 20,000-item book. One table.
# Usage: scripts/bench.sh <epub-a11y binary> <corpus folder> [rounds]
# Environment: BENCH_EPUBCHECK=1 runs EPUBCheck (installs the Debian package if missing; about
# 450 s); BENCH_LIBRARY_BOOKS sets the library size (default 2010: every corpus book 30 times).
set -euo pipefail
bin=$1
corpus=$2
rounds=${3:-5}
library_books=${BENCH_LIBRARY_BOOKS:-2010}
here=$(cd "$(dirname "$0")" && pwd)

if ! compgen -G "$corpus/*.epub" >/dev/null; then
  echo "bench: no books in $corpus; skipped"
  exit 0
fi
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
apt_install() {  # apt_install <package>: quietly, as root or through sudo
  { $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$1" >/dev/null; } 2>&1 |
    sed 's/^/bench: apt-get: /' >&2 || true
}
if ! command -v unzip >/dev/null 2>&1; then
  echo "bench: installing unzip for the baseline" >&2
  apt_install unzip
fi
gnu_time=/usr/bin/time
if [ ! -x "$gnu_time" ] && [ "$(id -u)" -eq 0 ]; then
  echo "bench: installing GNU time for peak RSS" >&2
  apt_install time
fi
[ -x "$gnu_time" ] || gnu_time=""

tmp=$(mktemp -d "${TMPDIR:-/tmp}/epub-a11y-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

books=("$corpus"/*.epub)
bytes=$(cat "${books[@]}" | wc -c)
inflated=$(for b in "${books[@]}"; do unzip -p "$b"; done | wc -c)
cores=$(nproc)

# Milliseconds since the epoch; no fork when bash has EPOCHREALTIME (5.0 and later).
now_ms() {
  if [ -n "${EPOCHREALTIME:-}" ]; then
    local us=${EPOCHREALTIME/[.,]/}
    echo "$((us / 1000)).$((us % 1000 / 100))"
  else
    date +%s%N | awk '{ printf "%.1f", $1 / 1000000 }'
  fi
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
calc() { awk "BEGIN { print $1 }"; }   # calc '<awk expression>'
mib() { awk -v k="$1" 'BEGIN { if (k == "") print "n/a"; else printf "%.1f MiB", k / 1024 }'; }

unzip_all() { for b in "${books[@]}"; do unzip -p "$b"; done >/dev/null; }

# check --quiet <args>: exit status 0, 1 and 2 are results; anything else (64, a crash) fails the
# bench. Under GNU time (no measurable cost) the peak RSS of the run lands in $tmp/rss.
rss_last=""
run_check() {
  local status=0
  if [ -n "$gnu_time" ]; then
    "$gnu_time" -f '%M' -o "$tmp/rss" "$bin" check --quiet "$@" >/dev/null 2>"$tmp/err" || status=$?
    rss_last=$(tail -n 1 "$tmp/rss")
  else
    "$bin" check --quiet "$@" >/dev/null 2>"$tmp/err" || status=$?
  fi
  if [ "$status" -gt 2 ]; then
    echo "bench: \`epub-a11y check --quiet $*\` failed with exit status $status" >&2
    tail -n 5 "$tmp/err" >&2
    exit 1
  fi
}
maxof() { [ -z "$1" ] && { echo "$2"; return; }; [ -z "$2" ] && { echo "$1"; return; }; [ "$1" -ge "$2" ] && echo "$1" || echo "$2"; }

# (a) and (b): inflate floor against the audit of the corpus folder, jobs 1 and 2, alternating
# (the order of the two audits swaps every round), median of N rounds.
echo "bench: $rounds rounds over ${#books[@]} books; then the library of $library_books books and the generated book (a few minutes)" >&2
unzip_all; run_check --jobs 1 "$corpus"  # warm the page cache and the binary
: >"$tmp/unzip"; : >"$tmp/jobs1"; : >"$tmp/jobs2"
rss_jobs1=""; rss_jobs2=""
for ((i = 1; i <= rounds; i++)); do
  t0=$(now_ms); unzip_all; t1=$(now_ms)
  calc "$t1 - $t0" >>"$tmp/unzip"
  for j in $([ $((i % 2)) -eq 1 ] && echo "1 2" || echo "2 1"); do
    t0=$(now_ms); run_check --jobs "$j" "$corpus"; t1=$(now_ms)
    calc "$t1 - $t0" >>"$tmp/jobs$j"
    if [ "$j" -eq 1 ]; then rss_jobs1=$(maxof "$rss_jobs1" "$rss_last"); else rss_jobs2=$(maxof "$rss_jobs2" "$rss_last"); fi
  done
done
unzip_ms=$(median <"$tmp/unzip")
jobs1_ms=$(median <"$tmp/jobs1")
jobs2_ms=$(median <"$tmp/jobs2")

# (d) peak RSS: the largest book (by size), and the most of any single corpus book.
largest=$(ls -S "${books[@]}" | head -n 1)
rss_largest=""; rss_book_max=""; heaviest=""
if [ -n "$gnu_time" ]; then
  run_check --jobs 2 "$largest"; rss_largest=$rss_last
  for b in "${books[@]}"; do
    run_check --jobs 2 "$b"
    if [ -z "$rss_book_max" ] || [ "$rss_last" -gt "$rss_book_max" ]; then rss_book_max=$rss_last; heaviest=$b; fi
  done
fi

# (c) EPUBCheck: measured (one sequential pass, one process per book) when BENCH_EPUBCHECK=1,
# otherwise the recorded total of EPUBCheck 5.3.0 on this machine kind.
epubcheck_s=""; epubcheck_label=""; epubcheck_note=""
if [ "${BENCH_EPUBCHECK:-}" = 1 ]; then
  if ! command -v epubcheck >/dev/null 2>&1; then
    echo "bench: installing epubcheck (Debian package)" >&2
    apt_install epubcheck
  fi
  if command -v epubcheck >/dev/null 2>&1; then
    version=$(epubcheck --version 2>&1 | grep -oiE 'epubcheck v?[0-9][0-9.]*' | head -n 1 || true)
    echo "bench: running ${version:-EPUBCheck} over ${#books[@]} books, one after another (about 450 s)" >&2
    t0=$(now_ms)
    for b in "${books[@]}"; do epubcheck "$b" >/dev/null 2>&1 || true; done
    t1=$(now_ms)
    epubcheck_s=$(calc "($t1 - $t0) / 1000")
    epubcheck_label="EPUBCheck ${version#*[Ee][Pp][Uu][Bb][Cc]heck }, every book (measured)"
    epubcheck_note="measured"
  else
    epubcheck_note="not installed"
  fi
fi
if [ -z "$epubcheck_s" ]; then
  tsv=$(dirname "$corpus")/epubcheck-5.3.0.tsv
  if [ -f "$tsv" ]; then
    # The first line is a comment; the header names the columns; sum "wall s".
    epubcheck_s=$(awk -F '\t' '/^#/ { next } !col { for (i = 1; i <= NF; i++) if ($i == "wall s") col = i; next }
                               { s += $col } END { if (col) printf "%.1f", s }' "$tsv")
  fi
  if [ "${BENCH_EPUBCHECK:-}" = 1 ]; then
    epubcheck_label="EPUBCheck: not run ($epubcheck_note)"
  else
    epubcheck_label="EPUBCheck: skipped (set BENCH_EPUBCHECK=1)"
  fi
  epubcheck_note="recorded, not measured here"
fi

# (e) scale: a library of hard-linked corpus books, and a 20-book one; one run each.
"$here/make-library.sh" "$corpus" "$tmp/library" "$library_books" >"$tmp/library.log"
"$here/make-library.sh" "$corpus" "$tmp/library20" 20 >/dev/null
link_kind=$(grep -oE '(hard|symbolic) links' "$tmp/library.log" || echo links)
t0=$(now_ms); run_check --jobs 2 "$tmp/library20"; t1=$(now_ms)
lib20_ms=$(calc "$t1 - $t0"); rss_lib20=$rss_last
t0=$(now_ms); run_check --jobs 2 "$tmp/library"; t1=$(now_ms)
lib_ms=$(calc "$t1 - $t0"); rss_lib=$rss_last
rm -rf "$tmp/library" "$tmp/library20"

# (f) a generated book: 20,000 manifest items, 1,600 spine items; median of 3 after a warm run.
big_ms=""; rss_big=""
if command -v python3 >/dev/null 2>&1; then
  python3 "$here/make-big-book.py" "$tmp/big.epub"
  run_check "$tmp/big.epub"
  : >"$tmp/big"
  for ((i = 1; i <= 3; i++)); do
    t0=$(now_ms); run_check "$tmp/big.epub"; t1=$(now_ms)
    calc "$t1 - $t0" >>"$tmp/big"; rss_big=$(maxof "$rss_big" "$rss_last")
  done
  big_ms=$(median <"$tmp/big")
fi

# The table.
s() { awk -v ms="$1" 'BEGIN { printf "%.2f s", ms / 1000 }'; }
x() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) print "n/a"; else if (a / b >= 100) printf "%.0fx", a / b; else printf "%.2fx", a / b }'; }
row() { printf '%-52s %9s  %-14s %10s  %s\n' "$@"; }
ratio1=$(calc "$jobs1_ms / $unzip_ms"); ratio2=$(calc "$jobs2_ms / $unzip_ms")
speedup=$(calc "$jobs1_ms / $jobs2_ms")

printf 'epub-a11y %s bench: %d books, %.1f MB zipped, %.1f MB inflated; median of %d alternating rounds; %d cores\n' \
  "$("$bin" --version 2>/dev/null || echo '?')" "${#books[@]}" "$(calc "$bytes / 1e6")" "$(calc "$inflated / 1e6")" "$rounds" "$cores"
row "measurement" "time" "ratio / rate" "peak RSS" "note"
row "(a) unzip -p every book (inflate floor)" "$(s "$unzip_ms")" "1.00x floor" "-" ""
row "(b) check --quiet --jobs 1 <corpus folder>" "$(s "$jobs1_ms")" "$(x "$jobs1_ms" "$unzip_ms") floor" "$(mib "$rss_jobs1")" "max over rounds"
row "(b) check --quiet --jobs 2 <corpus folder>" "$(s "$jobs2_ms")" "$(x "$jobs2_ms" "$unzip_ms") floor" "$(mib "$rss_jobs2")" "max over rounds"
if [ -n "$epubcheck_s" ] && [ "$epubcheck_note" = measured ]; then
  row "(c) $epubcheck_label" "$(printf '%.1f s' "$epubcheck_s")" "$(x "$(calc "$epubcheck_s * 1000")" "$jobs1_ms") jobs 1" "-" \
    "one process per book, sequential, once"
elif [ -n "$epubcheck_s" ]; then
  row "(c) EPUBCheck 5.3.0, every book, sequential" "$(printf '%.1f s' "$epubcheck_s")" "$(x "$(calc "$epubcheck_s * 1000")" "$jobs1_ms") jobs 1" "-" \
    "${epubcheck_label#EPUBCheck: }; recorded, not measured here"
else
  row "(c) EPUBCheck, every book" "n/a" "" "" "${epubcheck_label#EPUBCheck: }; no recorded figure found"
fi
if [ -n "$gnu_time" ]; then
  row "(d) check --jobs 2, the largest book" "" "" "$(mib "$rss_largest")" \
    "$(basename "$largest"), $(calc "$(wc -c <"$largest") / 1e6" | xargs printf '%.1f') MB"
  row "    most of any one corpus book, checked alone" "" "" "$(mib "$rss_book_max")" "$(basename "$heaviest")"
else
  row "(d) peak RSS" "" "" "n/a" "GNU time not installed"
fi
row "(e) check --quiet --jobs 2, library of $library_books books" "$(s "$lib_ms")" \
  "$(calc "$library_books * 1000 / $lib_ms" | xargs printf '%.1f') books/s" "$(mib "$rss_lib")" "$link_kind, once"
row "(e) check --quiet --jobs 2, library of 20 books" "$(s "$lib20_ms")" \
  "$(calc "20 * 1000 / $lib20_ms" | xargs printf '%.1f') books/s" "$(mib "$rss_lib20")" "the 20 largest corpus books, once"
if [ -n "$big_ms" ]; then
  row "(f) check --quiet, generated 20,000-item book" "$(s "$big_ms")" "goal < 1 s" "$(mib "$rss_big")" \
    "1,600 spine items, $(calc "$(wc -c <"$tmp/big.epub") / 1e6" | xargs printf '%.1f') MB; median of 3"
else
  row "(f) check --quiet, generated 20,000-item book" "n/a" "" "" "python3 not found"
fi
printf 'ratios: audit/floor %.2fx (jobs 1), %.2fx (jobs 2); jobs 1/jobs 2 speedup %.2fx' "$ratio1" "$ratio2" "$speedup"
if [ -n "$epubcheck_s" ]; then
  printf '; EPUBCheck/audit (jobs 1) %.0fx (%s)' "$(calc "$epubcheck_s * 1000 / $jobs1_ms")" "$epubcheck_note"
fi
printf '\n'

# One line per goal.
goal() { printf '  %-36s %-7s %s\n' "$1" "$2" "$3"; }
met() { awk "BEGIN { exit !($1) }" && echo met || echo missed; }
echo "goals:"
goal "audit <= 2x floor" "$(met "$ratio1 <= 2")" \
  "$(printf 'jobs 1: %.2fx (%s vs %s floor); jobs 2: %.2fx' "$ratio1" "$(s "$jobs1_ms")" "$(s "$unzip_ms")" "$ratio2")"
if [ -n "$epubcheck_s" ]; then
  faster=$(calc "$epubcheck_s * 1000 / $jobs1_ms")
  goal ">= 500x faster than EPUBCheck" "$(met "$faster >= 500")" \
    "$(printf '%.0fx: EPUBCheck %.1f s (%s) vs check --jobs 1 %s' "$faster" "$epubcheck_s" "$epubcheck_note" "$(s "$jobs1_ms")")"
else
  goal ">= 500x faster than EPUBCheck" "n/a" "no EPUBCheck figure"
fi
goal "jobs 2 >= 1.7x jobs 1" "$(met "$speedup >= 1.7")" \
  "$(printf '%.2fx (%s vs %s)' "$speedup" "$(s "$jobs1_ms")" "$(s "$jobs2_ms")")"
if [ -n "$big_ms" ]; then
  goal "20,000-item book < 1 s" "$(met "$big_ms < 1000")" "$(s "$big_ms") (median of 3)"
else
  goal "20,000-item book < 1 s" "n/a" "python3 not found"
fi
if [ -n "$gnu_time" ]; then
  worst=0
  for k in "$rss_largest" "$rss_book_max" "$rss_jobs1" "$rss_jobs2" "$rss_lib20" "$rss_lib"; do worst=$(maxof "$worst" "$k"); done
  goal "peak RSS <= 64 MB" "$(met "$worst <= 65536")" \
    "$(printf 'largest book %s, any corpus book %s, corpus folder %s, 20-book library %s, %s-book library %s (generated book %s, not judged)' \
      "$(mib "$rss_largest")" "$(mib "$rss_book_max")" "$(mib "$(maxof "$rss_jobs1" "$rss_jobs2")")" "$(mib "$rss_lib20")" \
      "$library_books" "$(mib "$rss_lib")" "$(mib "$rss_big")")"
else
  goal "peak RSS <= 64 MB" "n/a" "GNU time not installed"
fi
