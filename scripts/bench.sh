#!/usr/bin/env bash
# make bench: audit the corpus (release build) next to three floors measured in the same run,
# median of N rounds (the order of the two audits swaps every round):
#   unzip -p   inflate every entry of every book;
#   floor (a)  inflate only the markup entries: every entry whose name ends .xhtml .html .htm .svg
#              .smil .opf .ncx or .xml, any case (unzip -C); by name rather than by manifest media
#              type, so the floor needs no parser of its own and also covers container.xml;
#   floor (b)  (a) written to a per-book folder (on /dev/shm when there is one, so the writes cost
#              memory copies, not disk), then one `xmllint --stream --noout --nonet` over all of
#              the book's entries (one document per argument); the writes are part of its time.
# The audit without contrast (issue #18) runs next to the jobs 1 audit in each round (the share of
# contrast from each such pair, median of the rounds); the goal is judged on the CPU samples of
# three more audits (perf; see the goals of issue #18 below).
# Wall time and CPU (user+sys of every process, from bash's `time`) for each floor and audit;
# EPUBCheck over the same books (BENCH_EPUBCHECK=1) or its recorded figure; peak RSS; a library
# of 2,000+ books; a generated 20,000-item book; two stress books written by scripts/: a MathML
# book of 20,000 formulas (DAISY Ace #446; median of 3) and a 300 MB book of 150 MB of XHTML
# plus large images (Ace #460; one run). One table, then each goal beside its measurement.
# Usage: scripts/bench.sh <epub-a11y binary> <corpus folder> [rounds]
# Environment: BENCH_EPUBCHECK=1 runs EPUBCheck (installs the Debian package if missing; about
# 450 s); BENCH_LIBRARY_BOOKS sets the library size (default 2010: every corpus book 30 times);
# BENCH_HUGE_MB sets the huge book's size (default 300); BENCH_CALLGRIND=1 runs the two callgrind
# audits with the cache simulation, for the share of contrast in simulated cycles (about 6 more
# minutes);
# BENCH_STRESS_TIMEOUT bounds each stress-book audit in seconds (default 120; a time-out is
# reported as a failed goal).
# The corpus audit is also counted in instructions under callgrind, with and without the
# contrast analysis (issue #45; scripts/valgrind.sh finds or builds a valgrind that runs our
# binaries): about 6 minutes on 2 cores. Takes about 15 minutes at the default 9 rounds on 2 cores. Needs about 0.5 GB free in TMPDIR (the huge
# book is written there, then deleted; the library is links), and /dev/shm room for the markup
# of the largest book.
set -euo pipefail
bin=$1
corpus=$2
rounds=${3:-9}
library_books=${BENCH_LIBRARY_BOOKS:-2010}
huge_mb=${BENCH_HUGE_MB:-300}
stress_limit=${BENCH_STRESS_TIMEOUT:-120}
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
if ! command -v xmllint >/dev/null 2>&1; then
  echo "bench: installing libxml2-utils (xmllint) for floor (b)" >&2
  apt_install libxml2-utils
fi
have_xmllint=""; command -v xmllint >/dev/null 2>&1 && have_xmllint=1

tmp=$(mktemp -d "${TMPDIR:-/tmp}/epub-a11y-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM

books=("$corpus"/*.epub)
bytes=$(cat "${books[@]}" | wc -c)
inflated=$(for b in "${books[@]}"; do unzip -p "$b"; done | wc -c)
markup_globs=('*.xhtml' '*.html' '*.htm' '*.svg' '*.smil' '*.opf' '*.ncx' '*.xml')
# unzip exits 11 when a pattern matches nothing (a book without .smil); that is no failure here.
markup_bytes=$(for b in "${books[@]}"; do unzip -p -C "$b" "${markup_globs[@]}" 2>/dev/null || true; done | wc -c)
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
span() { sort -n | awk 'NR == 1 { low = $1 } { high = $1 } END { printf "%.1f-%.1f%%", low, high }'; }  # lowest-highest %
calc() { awk "BEGIN { print $1 }"; }   # calc '<awk expression>'
mib() { awk -v k="$1" 'BEGIN { if (k == "") print "n/a"; else printf "%.1f MiB", k / 1024 }'; }

unzip_all() { for b in "${books[@]}"; do unzip -p "$b"; done >/dev/null; }
markup_all() { for b in "${books[@]}"; do unzip -p -C "$b" "${markup_globs[@]}" 2>/dev/null || true; done >/dev/null; }
shm=$tmp; [ -d /dev/shm ] && [ -w /dev/shm ] && shm=/dev/shm
floor_dir=$(mktemp -d "$shm/epub-a11y-floor.XXXXXX")
trap 'rm -rf "$tmp" "$floor_dir"' EXIT
# xmllint exits non-zero on a malformed document (the corpus has one on purpose); it still parsed it.
markup_xmllint_all() {
  for b in "${books[@]}"; do
    rm -rf "$floor_dir/book"; mkdir "$floor_dir/book"
    unzip -qq -o -C "$b" "${markup_globs[@]}" -d "$floor_dir/book" 2>/dev/null || true
    find "$floor_dir/book" -type f -print0 | xargs -0 -r xmllint --stream --noout --nonet 2>/dev/null || true
  done
  rm -rf "$floor_dir/book"
}

# timed <file> <command...>: run the command in this shell and append "wall_ms cpu_ms" to <file>.
# CPU is user+sys of the shell and of every child it waited for (bash's `time`), so a floor made
# of many unzip and xmllint processes and an audit under GNU time are counted alike.
timed() {
  local out=$1; shift
  local TIMEFORMAT='%3R %3U %3S'
  { time "$@" 2>&3; } 3>&2 2>"$tmp/time"
  awk '{ printf "%.1f %.1f\n", $1 * 1000, ($2 + $3) * 1000 }' "$tmp/time" >>"$out"
}
col() { cut -d ' ' -f "$1" "$2" | median; }  # col <1 wall | 2 cpu> <file>: median of a column

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
# run_stress <book>: run_check for a stress book, bounded by $stress_limit seconds; a failure or a
# time-out (the way Ace fails on such books) is recorded in $stress_status, not fatal, so the rest
# of the table still prints; the bench exits 1 at the end.
stress_status=0; stress_failed=""
run_stress() {
  local status=0
  rss_last=""
  if [ -n "$gnu_time" ]; then
    timeout "$stress_limit" "$gnu_time" -f '%M' -o "$tmp/rss" "$bin" check --quiet "$1" >/dev/null 2>"$tmp/err" || status=$?
    [ "$status" -le 2 ] && rss_last=$(tail -n 1 "$tmp/rss")
  else
    timeout "$stress_limit" "$bin" check --quiet "$1" >/dev/null 2>"$tmp/err" || status=$?
  fi
  stress_status=$status
  if [ "$status" -gt 2 ]; then
    stress_failed=1
    if [ "$status" -eq 124 ]; then echo "bench: \`epub-a11y check --quiet $1\` timed out after $stress_limit s" >&2
    else echo "bench: \`epub-a11y check --quiet $1\` failed with exit status $status" >&2; tail -n 5 "$tmp/err" >&2; fi
  fi
}
# The audit without the CSS cascade and the contrast analysis, the same rules otherwise judging
# (EPUB_A11Y_NO_CASCADE, a switch for this benchmark: disabling the two contrast rules alone would
# leave the cascade running, since every content rule reads its hiding).
run_without_cascade() {
  export EPUB_A11Y_NO_CASCADE=1
  run_check "$@"
  unset EPUB_A11Y_NO_CASCADE
}
maxof() { [ -z "$1" ] && { echo "$2"; return; }; [ -z "$2" ] && { echo "$1"; return; }; [ "$1" -ge "$2" ] && echo "$1" || echo "$2"; }

# (a) and (b): the floors against the audit of the corpus folder, jobs 1 and 2, in the same
# rounds (the order of the two audits swaps every round), median of N rounds, wall and CPU apart.
echo "bench: $rounds rounds over ${#books[@]} books; then the library of $library_books books, the generated book and the stress books (several minutes)" >&2
unzip_all; run_check --jobs 1 "$corpus"  # warm the page cache and the binary
: >"$tmp/unzip"; : >"$tmp/markup"; : >"$tmp/xmllint"; : >"$tmp/jobs1"; : >"$tmp/jobs2"; : >"$tmp/nocss"
rss_jobs1=""; rss_jobs2=""
for ((i = 1; i <= rounds; i++)); do
  timed "$tmp/unzip" unzip_all
  timed "$tmp/markup" markup_all
  [ -n "$have_xmllint" ] && timed "$tmp/xmllint" markup_xmllint_all
  # The jobs 1 audit and the same without the two contrast rules, which also turns off the CSS
  # cascade (issue #18), run back to back, their order swapped every round: the share of contrast
  # is judged within each pair, run under the same load of a shared machine, then the median taken.
  for step in $([ $((i % 2)) -eq 1 ] && echo "1 nocss 2" || echo "2 nocss 1"); do
    if [ "$step" = nocss ]; then
      timed "$tmp/nocss" run_without_cascade --jobs 1 --disable-rule color-contrast --disable-rule color-background-pairing "$corpus"
      continue
    fi
    timed "$tmp/jobs$step" run_check --jobs "$step" "$corpus"
    if [ "$step" -eq 1 ]; then rss_jobs1=$(maxof "$rss_jobs1" "$rss_last"); else rss_jobs2=$(maxof "$rss_jobs2" "$rss_last"); fi
  done
done
unzip_ms=$(col 1 "$tmp/unzip"); unzip_cpu=$(col 2 "$tmp/unzip")
markup_ms=$(col 1 "$tmp/markup"); markup_cpu=$(col 2 "$tmp/markup")
xmllint_ms=""; xmllint_cpu=""
if [ -n "$have_xmllint" ]; then xmllint_ms=$(col 1 "$tmp/xmllint"); xmllint_cpu=$(col 2 "$tmp/xmllint"); fi
jobs1_ms=$(col 1 "$tmp/jobs1"); jobs1_cpu=$(col 2 "$tmp/jobs1")
jobs2_ms=$(col 1 "$tmp/jobs2"); jobs2_cpu=$(col 2 "$tmp/jobs2")
nocss_ms=$(col 1 "$tmp/nocss"); nocss_cpu=$(col 2 "$tmp/nocss")

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

# (g) stress books, generated into the bench's temp folder: the MathML book (a warm run, then the
# median of 3) and the huge book (one run, then deleted: it is the bench's largest file).
math_ms=""; rss_math=""; math_fail=""; math_size=""
huge_ms=""; rss_huge=""; huge_fail=""; huge_size=""
if command -v python3 >/dev/null 2>&1; then
  python3 "$here/make-math-book.py" "$tmp/math.epub"
  math_size=$(wc -c <"$tmp/math.epub")
  run_stress "$tmp/math.epub"
  if [ "$stress_status" -le 2 ]; then
    : >"$tmp/math"
    for ((i = 1; i <= 3; i++)); do
      timed "$tmp/math" run_stress "$tmp/math.epub"
      [ "$stress_status" -gt 2 ] && { math_fail=$stress_status; break; }
      rss_math=$(maxof "$rss_math" "$rss_last")
    done
    [ -z "$math_fail" ] && math_ms=$(col 1 "$tmp/math")
  else
    math_fail=$stress_status
  fi
  echo "bench: writing the ${huge_mb} MB book (about half a minute)" >&2
  python3 "$here/make-huge-book.py" "$tmp/huge.epub" "$huge_mb"
  huge_size=$(wc -c <"$tmp/huge.epub")
  : >"$tmp/huge"
  timed "$tmp/huge" run_stress "$tmp/huge.epub"
  if [ "$stress_status" -le 2 ]; then huge_ms=$(col 1 "$tmp/huge"); rss_huge=$rss_last; else huge_fail=$stress_status; fi
  rm -f "$tmp/huge.epub"
fi

# The table.
s() { awk -v ms="$1" 'BEGIN { if (ms == "") print "n/a"; else printf "%.2f s", ms / 1000 }'; }
x() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b <= 0) print "n/a"; else if (a / b >= 100) printf "%.0fx", a / b; else printf "%.2fx", a / b }'; }
mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
row() { printf '%-52s %9s %9s  %-14s %10s  %s\n' "$@"; }
ratio1=$(calc "$jobs1_ms / $unzip_ms"); ratio2=$(calc "$jobs2_ms / $unzip_ms")
speedup=$(calc "$jobs1_ms / $jobs2_ms")

printf 'epub-a11y %s bench: %d books, %.1f MB zipped, %.1f MB inflated (%.1f MB markup); median of %d rounds; %d cores\n' \
  "$("$bin" --version 2>/dev/null || echo '?')" "${#books[@]}" "$(calc "$bytes / 1e6")" "$(calc "$inflated / 1e6")" \
  "$(calc "$markup_bytes / 1e6")" "$rounds" "$cores"
row "measurement" "wall" "CPU" "ratio / rate" "peak RSS" "note"
row "(a) unzip -p every book (inflate floor)" "$(s "$unzip_ms")" "$(s "$unzip_cpu")" "1.00x floor" "-" ""
row "    floor (a): unzip -p the markup entries" "$(s "$markup_ms")" "$(s "$markup_cpu")" "$(x "$markup_ms" "$unzip_ms") floor" "-" \
  ".xhtml .html .htm .svg .smil .opf .ncx .xml"
if [ -n "$have_xmllint" ]; then
  row "    floor (b): (a) + xmllint --stream --noout" "$(s "$xmllint_ms")" "$(s "$xmllint_cpu")" "$(x "$xmllint_ms" "$unzip_ms") floor" "-" \
    "entries written to $shm, one xmllint a book"
else
  row "    floor (b): (a) + xmllint --stream --noout" "n/a" "n/a" "" "-" "skipped: xmllint (libxml2-utils) could not be installed"
fi
row "(b) check --quiet --jobs 1 <corpus folder>" "$(s "$jobs1_ms")" "$(s "$jobs1_cpu")" "$(x "$jobs1_ms" "$unzip_ms") floor" "$(mib "$rss_jobs1")" "max over rounds"
row "    the same, --jobs 1, without contrast" "$(s "$nocss_ms")" "$(s "$nocss_cpu")" "$(x "$nocss_ms" "$unzip_ms") floor" "-" \
  "EPUB_A11Y_NO_CASCADE=1 and the two contrast rules disabled: no CSS cascade"
row "(b) check --quiet --jobs 2 <corpus folder>" "$(s "$jobs2_ms")" "$(s "$jobs2_cpu")" "$(x "$jobs2_ms" "$unzip_ms") floor" "$(mib "$rss_jobs2")" "max over rounds"
if [ -n "$epubcheck_s" ] && [ "$epubcheck_note" = measured ]; then
  row "(c) $epubcheck_label" "$(printf '%.1f s' "$epubcheck_s")" "-" "$(x "$(calc "$epubcheck_s * 1000")" "$jobs1_ms") jobs 1" "-" \
    "one process per book, sequential, once"
elif [ -n "$epubcheck_s" ]; then
  row "(c) EPUBCheck 5.3.0, every book, sequential" "$(printf '%.1f s' "$epubcheck_s")" "-" "$(x "$(calc "$epubcheck_s * 1000")" "$jobs1_ms") jobs 1" "-" \
    "${epubcheck_label#EPUBCheck: }; recorded, not measured here"
else
  row "(c) EPUBCheck, every book" "n/a" "" "" "" "${epubcheck_label#EPUBCheck: }; no recorded figure found"
fi
if [ -n "$gnu_time" ]; then
  row "(d) check --jobs 2, the largest book" "" "" "" "$(mib "$rss_largest")" \
    "$(basename "$largest"), $(mb "$(wc -c <"$largest")")"
  row "    most of any one corpus book, checked alone" "" "" "" "$(mib "$rss_book_max")" "$(basename "$heaviest")"
else
  row "(d) peak RSS" "" "" "" "n/a" "GNU time not installed"
fi
row "(e) check --quiet --jobs 2, library of $library_books books" "$(s "$lib_ms")" "" \
  "$(calc "$library_books * 1000 / $lib_ms" | xargs printf '%.1f') books/s" "$(mib "$rss_lib")" "$link_kind, once"
row "(e) check --quiet --jobs 2, library of 20 books" "$(s "$lib20_ms")" "" \
  "$(calc "20 * 1000 / $lib20_ms" | xargs printf '%.1f') books/s" "$(mib "$rss_lib20")" "the 20 largest corpus books, once"
if [ -n "$big_ms" ]; then
  row "(f) check --quiet, generated 20,000-item book" "$(s "$big_ms")" "" "goal < 1 s" "$(mib "$rss_big")" \
    "1,600 spine items, $(mb "$(wc -c <"$tmp/big.epub")"); median of 3"
else
  row "(f) check --quiet, generated 20,000-item book" "n/a" "" "" "" "python3 not found"
fi
stress_note() {  # stress_note <exit status of a failure or ""> <what>
  if [ -z "$1" ]; then echo "$2"
  elif [ "$1" -eq 124 ]; then echo "TIMED OUT after $stress_limit s; $2"
  else echo "FAILED, exit status $1; $2"; fi
}
if [ -n "$math_size" ]; then
  row "(g) check --quiet, MathML book (Ace #446)" "$(s "$math_ms")" "" "goal < 10 s" "$(mib "$rss_math")" \
    "$(stress_note "$math_fail" "20,000 math elements, $(mb "$math_size"); median of 3")"
  row "(g) check --quiet, ${huge_mb} MB book (Ace #460)" "$(s "$huge_ms")" "" "goal < 10 s" "$(mib "$rss_huge")" \
    "$(stress_note "$huge_fail" "$(mb "$huge_size"), $((huge_mb / 2)) MB of XHTML; once")"
else
  row "(g) stress books" "n/a" "" "" "" "python3 not found"
fi
printf 'ratios: audit/floor %.2fx (jobs 1), %.2fx (jobs 2); jobs 1/jobs 2 speedup %.2fx' "$ratio1" "$ratio2" "$speedup"
if [ -n "$epubcheck_s" ]; then
  printf '; EPUBCheck/audit (jobs 1) %.0fx (%s)' "$(calc "$epubcheck_s * 1000 / $jobs1_ms")" "$epubcheck_note"
fi
printf '\n'
printf 'ratios to the markup floors: audit wall / floor (a) %s (jobs 1), %s (jobs 2); audit wall / floor (b) %s (jobs 1), %s (jobs 2); audit CPU / floor (b) CPU %s (jobs 1), %s (jobs 2)\n' \
  "$(x "$jobs1_ms" "$markup_ms")" "$(x "$jobs2_ms" "$markup_ms")" "$(x "$jobs1_ms" "$xmllint_ms")" "$(x "$jobs2_ms" "$xmllint_ms")" \
  "$(x "$jobs1_cpu" "$xmllint_cpu")" "$(x "$jobs2_cpu" "$xmllint_cpu")"

# One line per goal, the measurement beside it.
goal() { printf '  %-46s %-7s %s\n' "$1" "$2" "$3"; }
met() { awk "BEGIN { exit !($1) }" && echo met || echo "not met"; }
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

# The goal of issue #18: the CSS cascade and contrast judgement cost under 15 % of the audit.
# Judged on the CPU samples of one audit (perf, sampling the CPU clock with DWARF call chains;
# scripts/contrast-share.py counts a sample as the analysis's when a frame of its chain is a
# function of a CSS* or contrast type), median of 3 runs: the analysis and the rest of the audit
# take turns every few microseconds, so both are sampled under the same load, and the share holds
# within a point from run to run. But samples see only the analysis's own time, not what it costs
# the rest of the audit (its code and data evict the walk's from the caches). The paired rounds
# above see that too: with against without, the goal's own words. One round's pair moves by points
# with the load of a shared machine, their median much less (16 to 19 % in every quiet run of November 2026,
# where the samples read 13 to 14 %), so the median of the rounds is judged as well.
# perf is installed when missing (Debian's linux-perf); where it cannot sample (no permission),
# the goal is judged on the paired rounds only.
echo "goals of issue #18:"
# Each round's share from its pair (CPU in column 2 of both files), then their median and range.
paste -d ' ' "$tmp/jobs1" "$tmp/nocss" | awk '$2 > 0 { print ($2 - $4) * 100 / $2 }' >"$tmp/shares"
contrast_share=$(median <"$tmp/shares")
share_range=$(span <"$tmp/shares")
paired_note=$(printf '%.1f%% of the CPU of check --jobs 1, median of the rounds (%s; medians %s with, %s without)' "$contrast_share" \
  "$share_range" "$(s "$jobs1_cpu")" "$(s "$nocss_cpu")")
if ! command -v perf >/dev/null 2>&1; then
  echo "bench: installing linux-perf to sample the audit" >&2
  apt_install linux-perf
fi
: >"$tmp/profile"
if command -v perf >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1 &&
  perf record -q -e cpu-clock -o "$tmp/perf.data" true >/dev/null 2>&1; then
  for ((i = 1; i <= 3; i++)); do
    # check exits 1 when a book fails; the samples are whole either way.
    perf record -q -e cpu-clock -F 999 --call-graph dwarf,16384 -o "$tmp/perf.data" \
      "$bin" check --quiet --jobs 1 "$corpus" >/dev/null 2>&1 || true
    perf script --no-inline -F ip,sym -i "$tmp/perf.data" 2>/dev/null | python3 "$here/contrast-share.py" >>"$tmp/profile" || true
    rm -f "$tmp/perf.data"
  done
fi
if [ -s "$tmp/profile" ]; then
  profile_share=$(cut -d ' ' -f 1 "$tmp/profile" | median)
  profile_range=$(cut -d ' ' -f 1 "$tmp/profile" | span)
  profile_samples=$(cut -d ' ' -f 2 "$tmp/profile" | median)
  goal "contrast analysis < 15% of the audit" "$(met "$profile_share < 15")" \
    "$(printf '%.1f%% of the CPU samples of check --jobs 1, median of %d runs (%s; %.0f samples a run)' "$profile_share" \
      "$(wc -l <"$tmp/profile")" "$profile_range" "$profile_samples")"
  goal "contrast analysis < 15%, with against without" "$(met "$contrast_share < 15")" "$paired_note"
else
  echo "bench: perf could not sample the audit; the goal is judged on the paired rounds" >&2
  goal "contrast analysis < 15% of the audit" "$(met "$contrast_share < 15")" "$paired_note"
fi

# The same share in instructions and in simulated cycles (BENCH_CALLGRIND=1; valgrind's callgrind
# with its cache simulation, both audits at once, about 12 minutes on 2 cores): repeatable to a few
# parts in ten thousand whatever else the machine does, where the CPU share above moves by points
# from round to round. Instructions are not time (an atomic retain or a cache miss costs more than
# its count), so the instruction line tells whether a change cut the analysis's work. The cycle
# estimate (one per instruction, 10 per first-level and 100 per last-level miss of the simulated
# caches; scripts/contrast-cycles.py) also sees what the sampled share cannot: the cache lines the
# analysis evicts, which the rest of the audit then misses. That effect on the rest, added to the
# sampled share, is the second judgement of the goal. Hashing is made deterministic and the CPU
# budget of a document raised, so both runs do the same work (docs/guide/robustness.md).
# The callgrind runs of the corpus audit, with and without the analysis, both at once: made with
# the cache simulation when BENCH_CALLGRIND=1 (for the cycle estimate just below), without it
# otherwise (about 6 minutes on 2 cores); the goals of issue #45 read their instruction counts.
cg_status=""  # empty: counted; else why not
if vg=$("$here/valgrind.sh" "$bin" 2>"$tmp/valgrind.why"); then
  cache_sim=no; [ "${BENCH_CALLGRIND:-0}" = 1 ] && cache_sim=yes
  echo "bench: counting the audit's instructions under callgrind (cache simulation: $cache_sim; several minutes)" >&2
  counted() {  # counted <out> <check arguments...>: the audit under callgrind, its output in <out>, its log in <out>.log
    local out=$1; shift
    SWIFT_DETERMINISTIC_HASHING=1 EPUB_A11Y_CPU_SCALE=100 EPUB_A11Y_NO_CASCADE=${EPUB_A11Y_NO_CASCADE:-} "$vg" --tool=callgrind --cache-sim="$cache_sim" --callgrind-out-file="$out" \
      "$bin" check --quiet --jobs 1 "$@" >/dev/null 2>"$out.log" || true
  }
  counted "$tmp/cg-with" "$corpus" &
  EPUB_A11Y_NO_CASCADE=1 counted "$tmp/cg-without" --disable-rule color-contrast --disable-rule color-background-pairing "$corpus" &
  wait
  ir_with=$(awk '/^totals:/ { print $2; exit }' "$tmp/cg-with" 2>/dev/null || true)
  ir_without=$(awk '/^totals:/ { print $2; exit }' "$tmp/cg-without" 2>/dev/null || true)
  [ -n "$ir_with" ] && [ -n "$ir_without" ] || cg_status="valgrind ran but wrote no count (see $tmp/cg-with.log)"
else
  cg_status="no valgrind runs the binary here: $(tail -n 1 "$tmp/valgrind.why")"
fi
if [ "${BENCH_CALLGRIND:-0}" = 1 ] && [ -z "$cg_status" ]; then
  # ir=… cycles=… own=… rest=… (scripts/contrast-cycles.py)
  simulated=$(python3 "$here/contrast-cycles.py" "$tmp/cg-with" "$tmp/cg-without" 2>/dev/null || true)
  field() { printf '%s\n' "$simulated" | tr ' ' '\n' | awk -F= -v k="$1" '$1 == k { print $2 }'; }
  if [ -n "$simulated" ]; then
    printf '  %-46s %-7s %s\n' "the same in simulated cycles (callgrind)" "-" \
      "$(printf '%.1f%% (its own code %.1f%%, its effect on the rest %+.2f points)' "$(field cycles)" "$(field own)" "$(field rest)")"
    if [ -s "$tmp/profile" ]; then
      goal "contrast analysis < 15%, sampled + cache effect" "$(met "$profile_share + $(field rest) < 15")" \
        "$(printf '%.1f%%: the sampled %.1f%% and the simulated effect on the rest %+.2f points' \
          "$(calc "$profile_share + $(field rest)")" "$profile_share" "$(field rest)")"
    fi
  else
    echo "  the same in simulated cycles (callgrind): contrast-cycles.py gave no figure" >&2
  fi
elif [ "${BENCH_CALLGRIND:-0}" = 1 ]; then
  echo "  the same in simulated cycles (callgrind): $cg_status" >&2
fi

# The goals of issue #14 (stream every content document), each beside its measurement.
echo "goals of issue #14:"
goal "corpus audit --jobs 2 <= 0.8x unzip -p floor" "$(met "$ratio2 <= 0.8")" \
  "$(printf '%.2fx (%s vs %s)' "$ratio2" "$(s "$jobs2_ms")" "$(s "$unzip_ms")")"
if [ -n "$xmllint_cpu" ]; then
  cpu_worst=$(calc "($jobs1_cpu > $jobs2_cpu ? $jobs1_cpu : $jobs2_cpu) / $xmllint_cpu")
  goal "audit CPU <= 1.2x floor (b) CPU" "$(met "$cpu_worst <= 1.2")" \
    "$(printf 'jobs 1 %s, jobs 2 %s (CPU %s, %s vs floor (b) %s); judged on the larger' "$(x "$jobs1_cpu" "$xmllint_cpu")" \
      "$(x "$jobs2_cpu" "$xmllint_cpu")" "$(s "$jobs1_cpu")" "$(s "$jobs2_cpu")" "$(s "$xmllint_cpu")")"
else
  goal "audit CPU <= 1.2x floor (b) CPU" "n/a" "floor (b) not measured (no xmllint)"
fi
if [ -n "$gnu_time" ]; then
  goal "peak RSS <= 40 MiB, any single corpus book" "$(met "$rss_book_max <= 40960")" \
    "$(mib "$rss_book_max") ($(basename "$heaviest"))"
  goal "peak RSS <= 64 MiB, corpus folder --jobs 2" "$(met "$rss_jobs2 <= 65536")" "$(mib "$rss_jobs2") (max over rounds)"
  goal "peak RSS <= 64 MiB, $library_books-book library --jobs 2" "$(met "$rss_lib <= 65536")" "$(mib "$rss_lib")"
else
  goal "peak RSS goals" "n/a" "GNU time not installed"
fi
# The goals of issue #45 (a walker that copies nothing), each beside its measurement. Instructions
# decide where wall and CPU times move with the host: the count of one build is the same to a
# fraction of a percent on any machine and under any load. The baseline is the issue's: the
# corpus audit at 8a0768c, 25.67 G instructions (the same command as above; the corpus has not
# changed since). Where valgrind cannot run, the instruction goals are not met (not measured),
# and the contrast share is judged on the paired CPU rounds alone.
echo "goals of issue #45:"
ir_baseline=25670000000
if [ -z "$cg_status" ]; then
  goal "corpus audit --jobs 1 <= 0.65x instructions" "$(met "$ir_with <= 0.65 * $ir_baseline")" \
    "$(awk -v w="$ir_with" -v b="$ir_baseline" 'BEGIN { printf "%.2f G = %.3fx the 25.67 G of 8a0768c (goal <= %.2f G)", w / 1e9, w / b, 0.65 * b / 1e9 }')"
  goal "contrast analysis <= 10% of the instructions" "$(met "($ir_with - $ir_without) * 100 / $ir_with <= 10")" \
    "$(awk -v w="$ir_with" -v o="$ir_without" 'BEGIN { printf "%.1f%% (%.2f G with, %.2f G without the cascade)", (w - o) * 100 / w, w / 1e9, o / 1e9 }')"
  if ! awk "BEGIN { exit !($ir_with <= 0.65 * $ir_baseline) }"; then
    echo "  what remains, the 15 functions with the most instructions of their own (callgrind, with contrast):"
    # awk takes the first 15 itself: `head` closing the pipe early made the pipeline fail
    # (SIGPIPE, under pipefail) and stopped the bench before the goals below.
    callgrind_annotate "$tmp/cg-with" 2>/dev/null | awk '/file:function/ { f = 1; next } f && /^ *[0-9,]+ \(/ && n++ < 15' |
      sed -E 's/ \[([^]]*\/)?([^]\/]+)\]$/ [\2]/; s/^ *//' | awk '{ count = $1; share = $2 " " $3; $1 = $2 = $3 = ""; sub(/^ +/, ""); printf "    %15s %-9s %s\n", count, share, substr($0, 1, 110) }'
  fi
else
  echo "bench: $cg_status; the instruction goals are not judged, the contrast share only on the paired CPU rounds" >&2
  goal "corpus audit --jobs 1 <= 0.65x instructions" "not met" "not measured: $cg_status"
  goal "contrast analysis <= 10% of the instructions" "not met" "not measured; paired CPU rounds: $(printf '%.1f%%' "$contrast_share")"
fi
goal "contrast analysis <= 12%, with against without" "$(met "$contrast_share <= 12")" "$paired_note, $rounds rounds"
goal "corpus audit --jobs 2 <= 0.7x unzip -p floor" "$(met "$ratio2 <= 0.7")" \
  "$(printf '%.2fx (%s vs %s)' "$ratio2" "$(s "$jobs2_ms")" "$(s "$unzip_ms")")"
if [ -n "$xmllint_cpu" ]; then
  goal "audit CPU <= 0.75x floor (b) CPU" "$(met "$cpu_worst <= 0.75")" \
    "$(printf 'jobs 1 %s, jobs 2 %s; judged on the larger' "$(x "$jobs1_cpu" "$xmllint_cpu")" "$(x "$jobs2_cpu" "$xmllint_cpu")")"
else
  goal "audit CPU <= 0.75x floor (b) CPU" "not met" "not measured (no xmllint)"
fi
if [ -n "$gnu_time" ]; then
  goal "peak RSS <= 36 MiB, any single corpus book" "$(met "$rss_book_max <= 36864")" "$(mib "$rss_book_max") ($(basename "$heaviest"))"
  goal "peak RSS <= 48 MiB, corpus folder --jobs 2" "$(met "$rss_jobs2 <= 49152")" "$(mib "$rss_jobs2") (max over rounds)"
  goal "peak RSS <= 48 MiB, $library_books-book library --jobs 2" "$(met "$rss_lib <= 49152")" "$(mib "$rss_lib")"
else
  goal "peak RSS goals" "not met" "not measured (GNU time not installed)"
fi
stress_goal() {  # stress_goal <label> <ms> <rss KiB> <failure status>
  if [ -n "$4" ]; then goal "$1" "not met" "$(stress_note "$4" "no measurement")"
  elif [ -z "$2" ]; then goal "$1" "n/a" "not measured"
  elif [ -z "$3" ]; then goal "$1" "$(met "$2 < 10000")" "$(s "$2"); peak RSS not measured (no GNU time)"
  else goal "$1" "$(met "$2 < 10000 && $3 <= 65536")" "$(s "$2"), $(mib "$3")"; fi
}
stress_goal "MathML book < 10 s, peak RSS <= 64 MiB" "$math_ms" "$rss_math" "$math_fail"
stress_goal "${huge_mb} MB book < 10 s, peak RSS <= 64 MiB" "$huge_ms" "$rss_huge" "$huge_fail"
if [ -n "$stress_failed" ]; then
  echo "bench: a stress-book audit failed or timed out (see above)" >&2
  exit 1
fi
