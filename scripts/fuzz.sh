#!/usr/bin/env bash
# make fuzz / make fuzz-smoke: libFuzzer + AddressSanitizer (with LeakSanitizer) over the public
# entry points, FUZZ_JOBS targets at a time (issue #10). The targets live in the separate Fuzz/ package,
# so the main package's build never sees them.
#
# Usage: scripts/fuzz.sh TARGET|all SECONDS [extra libFuzzer arguments]   (FUZZ_JOBS at a time)
#        scripts/fuzz.sh build
#        scripts/fuzz.sh coverage TARGET|all   (edge coverage of the working corpus, per source folder)
#        scripts/fuzz.sh keep TARGET|all       (small inputs of the grown corpus that add coverage, into Fuzz/Corpus)
# TARGET is FuzzContainer, FuzzPackage, FuzzContent, FuzzNavigation, FuzzAudit, FuzzCSS, FuzzMediaOverlay or
# FuzzHTMLDifferential.
#
# Each target fuzzes a working copy of its committed seeds (Fuzz/Corpus/TARGET), kept under
# $FUZZ_WORK/TARGET/corpus (default .build-fuzz/work) so later runs go on from what earlier runs
# found; FUZZ_FRESH=1 starts again from the seeds. The committed corpus is never written.
# Crashes, leaks, timeouts and out-of-memory inputs land in $FUZZ_WORK/TARGET/artifacts/.
# FUZZ_LONG=1 (make fuzz-long, issue #46): the runs use a second build without AddressSanitizer
# ($scratch-fast: -sanitize=fuzzer only, 2.7 to 3 times the inputs a second, Swift's own bounds
# and overflow traps still on) and no leak tracking, then one pass over each grown corpus with
# the AddressSanitizer build and LeakSanitizer (-runs=0): every input the campaign kept is run
# once under both. Each summary adds the coverage at every power of two of executions
# (libFuzzer's pulse lines).
# Exit status: 0 when every run ended without a finding, 1 otherwise.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
cd "$here"
SWIFT=${SWIFT:-swift}
scratch=${FUZZ_SCRATCH:-.build-fuzz}
work=${FUZZ_WORK:-$scratch/work}
config=${FUZZ_CONFIG:-release}
targets=(FuzzContainer FuzzPackage FuzzContent FuzzNavigation FuzzAudit FuzzCSS FuzzMediaOverlay FuzzHTMLDifferential)
# ASan's default 256 MB quarantine of freed memory alone puts a target at ~450 MB RSS after a
# few thousand inputs (measured), leaving no headroom under -rss_limit_mb=512; 64 MB keeps
# use-after-free detection for recent frees and the RSS near 170 MB. Later options override.
export ASAN_OPTIONS="quarantine_size_mb=64${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
# Swift's runtime backtracer takes the signal of a trap (a fatalError, an overflow) before
# libFuzzer does: without AddressSanitizer's handlers in front, the target then died without
# writing the input (seen in the fast build of FuzzHTMLDifferential). Off, libFuzzer saves it.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}

usage() { echo "usage: scripts/fuzz.sh TARGET|all|smoke|build SECONDS [libFuzzer args]; targets: ${targets[*]}" >&2; exit 2; }

# Input size cap per target: a little above the largest seed, so inputs stay cheap to run.
max_len() {
  case $1 in
    FuzzContainer) echo 32768 ;;
    FuzzPackage) echo 8192 ;;
    FuzzContent) echo 16384 ;;
    FuzzNavigation) echo 8192 ;;
    FuzzAudit) echo 16384 ;;
    FuzzCSS) echo 16384 ;;
    FuzzMediaOverlay) echo 8192 ;;
    FuzzHTMLDifferential) echo 8192 ;;
  esac
}

# Dictionaries per target (libFuzzer takes one -dict, so they are concatenated).
dictionaries() {
  case $1 in
    FuzzContainer) echo zip opf xml ;;
    FuzzPackage) echo opf xml ;;
    FuzzContent) echo xhtml xml ;;
    FuzzNavigation) echo nav xhtml xml ;;
    FuzzAudit) echo audit opf xhtml xml ;;
    FuzzCSS) echo css xhtml ;;
    FuzzMediaOverlay) echo smil xml ;;
    FuzzHTMLDifferential) echo xhtml xml ;;
  esac
}

build() {  # build [fast]: fast = without AddressSanitizer, into $scratch-fast
  local sanitizers=fuzzer,address into=$scratch
  if [ "${1:-}" = fast ]; then sanitizers=fuzzer into=$scratch-fast; fi
  # -sanitize=fuzzer instruments every Swift module built here (EPUBCore and EPUBA11y included)
  # for coverage and links libFuzzer; gold fails on the ASan objects' debug info, so lld links.
  # SwiftPM defines `main` as `<Target>_main`, which each target defines (Fuzz/README.md).
  # Release (with -g for symbolised reports) runs about twice as many inputs per second as
  # debug and keeps Swift's overflow and bounds traps; FUZZ_CONFIG=debug for clearer stacks.
  echo "fuzz: building the fuzz targets ($config, -sanitize=$sanitizers)" >&2
  "$SWIFT" build --package-path Fuzz --scratch-path "$into" -c "$config" -Xswiftc -g \
    -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library -Xswiftc -use-ld=lld 2>&1 |
    grep -v -e "Cannot export local symbol" -e "swift-distributed-tracing" -e "CMakeLists.txt" >&2 || true
  for target in "${targets[@]}"; do
    [ -x "$into/$config/$target" ] || { echo "fuzz: $target did not build" >&2; exit 1; }
  done
}

run() {  # run TARGET SECONDS [args]
  local target=$1 seconds=$2
  shift 2
  local dir="$work/$target"
  [ "${FUZZ_FRESH:-0}" = 1 ] && rm -rf "$dir"
  mkdir -p "$dir/artifacts"
  if [ ! -d "$dir/corpus" ]; then
    mkdir -p "$dir/corpus"
    cp Fuzz/Corpus/"$target"/* "$dir/corpus/"
  fi
  : > "$dir/fuzz.dict"
  for dict in $(dictionaries "$target"); do cat "Fuzz/Dictionaries/$dict.dict" >> "$dir/fuzz.dict"; done
  echo "fuzz: $target for ${seconds}s (corpus $dir/corpus, max_len $(max_len "$target"))" >&2
  local status=0 binary=$scratch/$config/$target long=()
  if [ "${FUZZ_LONG:-0}" = 1 ]; then binary=$scratch-fast/$config/$target long=(-detect_leaks=0); fi
  "$binary" "$dir/corpus" "${long[@]}" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=512 -max_len="$(max_len "$target")" \
    -dict="$dir/fuzz.dict" -artifact_prefix="$dir/artifacts/" -print_final_stats=1 \
    "$@" > "$dir/last.log" 2>&1 || status=$?
  # The summary: executions, speed, and the coverage of the last status line.
  local execs speed edges status_line
  execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$dir/last.log" | tail -1)
  speed=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$dir/last.log" | tail -1)
  edges=$(sed -n 's/.*Loaded [0-9]* modules *(\([0-9]*\) inline 8-bit counters).*/\1/p' "$dir/last.log" | head -1)
  status_line=$(grep -E '^#[0-9]+[[:space:]]' "$dir/last.log" | tail -1 || true)
  echo "fuzz: $target: ${execs:-?} executions, ${speed:-?} exec/s, $(echo "$status_line" | grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+/[0-9A-Za-z]+' || echo 'cov: ?') of ${edges:-?} instrumented edges, peak rss $(sed -n 's/^stat::peak_rss_mb: *//p' "$dir/last.log" | tail -1) MB"
  if [ "${FUZZ_LONG:-0}" = 1 ]; then
    # The growth curve: coverage and features at each power of two of executions.
    echo "fuzz: $target: growth (executions cov ft): $(grep -E '^#[0-9]+[[:space:]]+(INITED|pulse|DONE)' "$dir/last.log" |
      sed -E 's/^#([0-9]+)[[:space:]]+[A-Z a-z]+cov: ([0-9]+) ft: ([0-9]+).*/\1 \2 \3;/' | tr '\n' ' ')"
    if [ "$status" -eq 0 ]; then
      # The grown corpus once through the AddressSanitizer build: every input run once, memory
      # errors as they happen, LeakSanitizer at the exit.
      ASAN_OPTIONS="$ASAN_OPTIONS:detect_leaks=1" "$scratch/$config/$target" "$dir/corpus" -runs=0 \
        -max_len="$(max_len "$target")" -artifact_prefix="$dir/artifacts/" > "$dir/leaks.log" 2>&1 || status=$?
      echo "fuzz: $target: AddressSanitizer and leak pass over $(ls "$dir/corpus" | wc -l) inputs: $([ "$status" -eq 0 ] && echo clean || echo "FOUND (see $dir/leaks.log)")"
      [ "$status" -eq 0 ] || cp "$dir/leaks.log" "$dir/last.log"
    fi
  fi
  if [ "$status" -ne 0 ]; then
    echo "fuzz: $target FOUND A PROBLEM (exit $status); the log is $dir/last.log:" >&2
    grep -E "^(==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written|Fatal error|.*Fatal error)" "$dir/last.log" | head -20 >&2 || true
    echo "fuzz: reproduce with $scratch/$config/$target <artifact>; minimise with $scratch/$config/$target -minimize_crash=1 -runs=100000 <artifact>" >&2
    return 1
  fi
}

# Edge coverage of a target's working corpus, per source folder: one pass over the corpus with
# -print_coverage=1, whose per-function "edges: covered/total" lines are summed by folder.
coverage() {  # coverage TARGET
  local target=$1 dir="$work/$1"
  [ -d "$dir/corpus" ] || { echo "fuzz: $target has no working corpus yet" >&2; return 1; }
  "$scratch/$config/$target" "$dir/corpus" -runs=0 -print_coverage=1 -max_len="$(max_len "$target")" > "$dir/coverage.log" 2>&1 || true
  python3 - "$target" "$dir/coverage.log" "$here/Sources/" <<'PY'
import re, sys
target, log, sources = sys.argv[1:]
areas = {}
for line in open(log, errors="replace"):
    m = re.match(r"(?:UN)?COVERED_FUNC: hits: \d+ edges: (\d+)/(\d+) \S+ (\S+):\d+", line)
    if not m or not m.group(3).startswith(sources):
        continue
    area = "/".join(m.group(3)[len(sources):].split("/")[:2])
    covered, total = areas.get(area, (0, 0))
    areas[area] = (covered + int(m.group(1)), total + int(m.group(2)))
cov = sum(c for c, _ in areas.values()); tot = sum(t for _, t in areas.values())
print(f"fuzz: {target}: {cov}/{tot} edges of EPUBCore+EPUBA11y ({100 * cov / max(tot, 1):.1f}%)")
for area, (c, t) in sorted(areas.items()):
    if c:
        print(f"  {area:<32} {c:>6}/{t:<6} {100 * c / t:5.1f}%")
PY
}

# The inputs of a target's working corpus worth committing as seeds: libFuzzer's -merge=1 over the
# committed seeds and the working corpus (each input kept only when it adds coverage features,
# smallest first), then the new ones of at most FUZZ_KEEP_BYTES (2048), at most FUZZ_KEEP_FILES
# (40) of them by name, copied to Fuzz/Corpus/TARGET as grown-<sha1>; FuzzRegressionTests then
# replays them with the other seeds.
keep() {  # keep TARGET
  local target=$1 dir="$work/$1" merged binary
  [ -d "$dir/corpus" ] || { echo "fuzz: $target has no working corpus yet" >&2; return 1; }
  binary=$scratch-fast/$config/$target
  [ -x "$binary" ] || binary=$scratch/$config/$target
  merged=$(mktemp -d)
  "$binary" -merge=1 "$merged" "Fuzz/Corpus/$target" "$dir/corpus" -max_len="$(max_len "$target")" > "$dir/merge.log" 2>&1 || {
    echo "fuzz: $target: the merge failed (see $dir/merge.log)" >&2; rm -rf "$merged"; return 1; }
  local known kept=0
  known=$(sha1sum Fuzz/Corpus/"$target"/* | cut -d' ' -f1)
  for file in $(ls "$merged" | sort); do
    [ "$kept" -lt "${FUZZ_KEEP_FILES:-40}" ] || break
    [ "$(stat -c %s "$merged/$file")" -le "${FUZZ_KEEP_BYTES:-2048}" ] || continue
    grep -q "^$file\$" <<< "$known" && continue
    cp "$merged/$file" "Fuzz/Corpus/$target/grown-${file:0:12}"
    kept=$((kept + 1))
  done
  echo "fuzz: $target: merged $(ls "$dir/corpus" | wc -l) inputs into $(ls "$merged" | wc -l); $kept new kept in Fuzz/Corpus/$target"
  rm -rf "$merged"
}

[ $# -ge 1 ] || usage
case $1 in
  build) build; exit 0 ;;
  keep)
    [ $# -ge 2 ] || usage
    if [ "$2" = all ]; then selected=("${targets[@]}"); else selected=("$2"); fi
    for target in "${selected[@]}"; do keep "$target"; done
    exit 0 ;;
  coverage)
    [ $# -ge 2 ] || usage
    if [ "$2" = all ]; then selected=("${targets[@]}"); else selected=("$2"); fi
    for target in "${selected[@]}"; do coverage "$target"; done
    exit 0 ;;
esac
[ $# -ge 2 ] || usage
which=$1 seconds=$2
shift 2
[[ $seconds =~ ^[0-9]+$ ]] || usage
if [ "$which" = all ]; then
  selected=("${targets[@]}")
elif [ "$which" = smoke ]; then
  # CI's smoke: every target but those with an open finding (Fuzz/Findings/<Target>/), which
  # they find again from their seeds within a minute and which CI cannot fix.
  selected=()
  for target in "${targets[@]}"; do [ -d "Fuzz/Findings/$target" ] || selected+=("$target"); done
else
  [[ " ${targets[*]} " == *" $which "* ]] || usage
  selected=("$which")
fi
build
[ "${FUZZ_LONG:-0}" = 1 ] && build fast
# FUZZ_JOBS targets at a time (default: one per core). Each run is one process on one core for
# SECONDS, so on two cores the five targets of the CI smoke take three rounds, not five. Each
# run's summary waits in a file and is printed in the order of the targets, so the log reads the
# same whichever finished first.
jobs_max=${FUZZ_JOBS:-$(nproc 2>/dev/null || echo 1)}
[[ $jobs_max =~ ^[1-9][0-9]*$ ]] || jobs_max=1
failed=0
mkdir -p "$work"
for target in "${selected[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
  rm -f "$work/$target.status"
  ( status=0; run "$target" "$seconds" "$@" > "$work/$target.summary" 2>&1 || status=$?; echo "$status" > "$work/$target.status" ) &
done
wait
for target in "${selected[@]}"; do
  cat "$work/$target.summary"
  [ "$(cat "$work/$target.status" 2>/dev/null)" = 0 ] || failed=1
done
exit $failed
