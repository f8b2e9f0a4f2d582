#!/usr/bin/env bash
# make leaks: the release CLI under valgrind's memcheck over the sample books and a few corpus books
# chosen for their paths through the parser: a not-well-formed document (streamed HTML recovery),
# the largest book (Pepys: chunked inflate of a 2 MB document), media overlays, MathML, UTF-16 and
# an obfuscated font. Fails when valgrind finds memory definitely or indirectly lost, or an
# invalid read, write or free; "possibly
# lost" blocks are the Swift runtime's metadata caches and stay reported, not failed.
# Installs valgrind when missing. Takes under a minute.
# Usage: scripts/leak-check.sh <epub-a11y binary> <corpus folder>
set -euo pipefail
bin=$1
corpus=$2
if ! command -v valgrind >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO=sudo
  echo "leaks: installing valgrind" >&2
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq valgrind >/dev/null
fi
books=(SampleBooks/*.epub)
for name in w3c-pub-xml-non-validating_unclosed se-samuel-pepys_the-diary daisy-epub30-test-0320-media-overlays \
            w3c-cnt-mathml-support idpf-wasteland-otf-obf idpf-accessible_epub_3; do
  [ -f "$corpus/$name.epub" ] && books+=("$corpus/$name.epub")
done
# The system's valgrind when it runs the binary, else one built patched (scripts/valgrind.sh says why).
vg=$("$(dirname "$0")/valgrind.sh" "$bin")
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
"$vg" --leak-check=full --show-leak-kinds=definite,indirect --errors-for-leak-kinds=definite,indirect \
  --error-exitcode=99 "$bin" check --jobs 2 "${books[@]}" >/dev/null 2>"$log" || status=$?
grep -E "definitely lost|indirectly lost|possibly lost|ERROR SUMMARY" "$log" | sed 's/^==[0-9]*== */leaks: /'
echo "leaks: ${#books[@]} books"
# check exits 1 or 2 for books that fail or cannot be assessed; 99 is valgrind's error exit.
if grep -qE "(definitely|indirectly) lost: [1-9]" "$log"; then
  grep -B2 -A20 "definitely lost in\|indirectly lost in" "$log" | head -80 >&2
  echo "leaks: memory was lost" >&2
  exit 1
fi
# Memory errors fail too (the Swift runtime's "uninitialised value" reports in its metadata
# initialisation are known false positives and do not).
if grep -qE "Invalid (read|write|free)|Mismatched free" "$log"; then
  grep -A20 -E "Invalid (read|write|free)|Mismatched free" "$log" | head -60 >&2
  echo "leaks: memory errors" >&2
  exit 1
fi
[ "$status" -le 2 ] || [ "$status" -eq 99 ] || { echo "leaks: the audit exited $status" >&2; exit "$status"; }
echo "leaks: none definitely or indirectly lost"
