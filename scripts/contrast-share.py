#!/usr/bin/env python3
"""The share of an audit's CPU time spent in the contrast analysis (issue #18), from the samples
of one run: reads `perf script --no-inline -F ip,sym` of a `perf record --call-graph dwarf` of
`epub-a11y check` on standard input, prints `<share %> <samples> <contrast samples>` and, with
--top N, the N entry functions under which the contrast samples fell.

A sample is the analysis's when a frame of its call chain is a function of the CSS cascade (a
type of EPUBCore whose name starts with CSS, and the cascade's StyleResolution) or of the
contrast judgement (EPUBA11y's TextContrast*, ColorContrast* and ColorBackgroundPairing* types):
in a Swift symbol the owning type is the first name after the module, so
`$s8EPUBCore14CSSStyleWalkerV5enter...` is the cascade's and a function that only takes a CSS
value as an argument is not. The analysis's code and the rest of the audit take turns every few
microseconds, so both are sampled under the same load: the share holds steady where a comparison
of two whole runs moves by points with the load of a shared machine. What the analysis costs the
rest (the cache lines it evicted, which the rest then misses) is not counted here;
contrast-cycles.py estimates it from callgrind's cache simulation (`BENCH_CALLGRIND=1 make bench`).
"""
import re
import sys
from collections import Counter

OWN = re.compile(r"^\$s8EPUBCore(\d+CSS|15StyleResolution)|^\$s8EPUBA11y\d+(TextContrast|ColorContrast|ColorBackgroundPairing)")


def samples(lines):
    """Each sample's frames, innermost first (symbols without their offsets)."""
    frames = []
    for line in lines:
        if not line.strip():
            if frames:
                yield frames
            frames = []
        elif line[0] in " \t":
            parts = line.split(None, 1)
            frames.append(re.sub(r"\+0x[0-9a-f]+$", "", parts[1].strip()) if len(parts) > 1 else "")
    if frames:
        yield frames


def main():
    top = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[1] == "--top" else 0
    total = contrast = 0
    entries = Counter()
    for frames in samples(sys.stdin):
        total += 1
        own = [frame for frame in frames if OWN.match(frame)]
        if own:
            contrast += 1
            entries[own[-1]] += 1  # the outermost of the analysis's frames
    if total == 0:
        sys.exit("contrast-share: no samples")
    print(f"{100.0 * contrast / total:.1f} {total} {contrast}")
    for entry, count in entries.most_common(top):
        print(f"  {count:6d} {entry[:100]}")


if __name__ == "__main__":
    main()
