#!/usr/bin/env python3
"""The cost of the contrast analysis (issue #18) in simulated cycles: reads two callgrind outputs
of `epub-a11y check` made with `--cache-sim=yes`, one with the analysis and one without it, and
prints one line of `name=value` fields:

  ir         share of the instructions: (with - without) / with, in %
  cycles     the same in estimated cycles, in %
  own        the estimated cycles of the analysis's own code in the run with it, in %
  rest       what the analysis added to the rest of the audit (cycles - own), in points

Estimated cycles are callgrind's cycle estimate (KCachegrind's default formula): one per
instruction, 10 per first-level miss and 100 per last-level miss of the simulated caches. A
sampled CPU share (contrast-share.py) sees the analysis's own time, atomic reference counting
included, but not the lines its code and data evicted from the caches that the rest of the audit
then misses; the simulation sees those misses, so `rest` is what the sampled share leaves out.

`own` is the inclusive cost of the calls that the project's other code makes into the analysis's
functions (contrast-share.py's OWN): each analysis call chain counted once, at its outermost
frame. The Swift runtime's and standard library's frames are not callers here, so a release
inside the analysis that runs a CSS type's deinit is not counted twice.
"""
import importlib.util
import os
import re
import sys

_here = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("contrast_share", os.path.join(_here, "contrast-share.py"))
_share = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_share)
OWN = _share.OWN
PROJECT = re.compile(r"^\$s(8EPUBCore|8EPUBA11y|9epub_a11y)")
COMPRESSED = re.compile(r"\((\d+)\)(?: (.*))?")


def read(path):
    """The event names, the totals, and the inclusive cost of the project's calls into the analysis."""
    names = {}

    def name(value):
        match = COMPRESSED.match(value)
        if not match:
            return value
        if match.group(2) is not None:
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), "")

    events, totals, own = [], [], []
    caller = callee = ""
    call_line_next = False
    with open(path, errors="replace") as lines:
        for line in lines:
            if call_line_next:
                call_line_next = False
                if OWN.match(callee) and not OWN.match(caller) and PROJECT.match(caller):
                    for position, value in enumerate(line.split()[1:len(events) + 1]):
                        own[position] += int(value)
            elif line.startswith("fn="):
                caller = name(line[3:].rstrip("\n"))
            elif line.startswith("cfn="):
                callee = name(line[4:].rstrip("\n"))
            elif line.startswith(("fl=", "fi=", "fe=", "cfi=", "cfl=", "ob=", "cob=")):
                name(line.split("=", 1)[1].rstrip("\n"))  # file and object names share the compression table
            elif line.startswith("calls="):
                call_line_next = True
            elif line.startswith("events:"):
                events = line.split()[1:]
                own = [0] * len(events)
            elif line.startswith(("summary:", "totals:")):
                totals = [int(value) for value in line.split()[1:]]
    return dict(zip(events, totals)), dict(zip(events, own))


def cycles(costs):
    """Callgrind's cycle estimate of `costs` (event name to count)."""
    first = sum(costs.get(event, 0) for event in ("I1mr", "D1mr", "D1mw"))
    last = sum(costs.get(event, 0) for event in ("ILmr", "DLmr", "DLmw"))
    return costs.get("Ir", 0) + 10 * first + 100 * last


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: contrast-cycles.py <callgrind out with> <callgrind out without>")
    with_totals, with_own = read(sys.argv[1])
    without_totals, _ = read(sys.argv[2])
    if "I1mr" not in with_totals or "I1mr" not in without_totals:
        sys.exit("contrast-cycles: the outputs hold no cache events (run callgrind with --cache-sim=yes)")
    ir_with, ir_without = with_totals["Ir"], without_totals["Ir"]
    cycles_with, cycles_without = cycles(with_totals), cycles(without_totals)
    share = 100.0 * (cycles_with - cycles_without) / cycles_with
    own = 100.0 * cycles(with_own) / cycles_with
    print(f"ir={100.0 * (ir_with - ir_without) / ir_with:.2f} cycles={share:.2f} own={own:.2f} rest={share - own:.2f} "
          f"ir_with={ir_with} ir_without={ir_without} cycles_with={cycles_with} cycles_without={cycles_without}")


if __name__ == "__main__":
    main()
