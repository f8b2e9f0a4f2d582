"""Our side (the epub-a11y CLI), the per (document, rule) comparison, and the known differences
read from docs/CALIBRATION.md."""

import fnmatch
import json
import re
import subprocess

SECTION = "## Browser differential (axe-core in Chromium)"
SIDES = ("only-axe", "only-ours", "review-only-axe", "review-only-ours")
IMPACT_ORDER = {"minor": 1, "moderate": 2, "serious": 3, "critical": 4}


def our_rule_ids(binary):
    """The rule ids `epub-a11y rules` lists (an id starts a line; its tags line is indented)."""
    out = subprocess.run([binary, "rules"], capture_output=True, text=True, timeout=120)
    if out.returncode != 0:
        raise RuntimeError(f"{binary} rules exited {out.returncode}: {out.stderr.strip()[:300]}")
    return {m.group(1) for m in re.finditer(r"^([a-z0-9]+(?:-[A-Za-z0-9]+)*)\s{2,}", out.stdout, re.M)}


def run_ours(binary, book, timeout):
    """Our JSON report of `book`: status ok (exit 0 or 1), unreadable (exit 2) or error."""
    try:
        out = subprocess.run([binary, "check", book, "--format", "json"], capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return {"status": "timeout", "findings": []}
    except OSError as error:
        return {"status": "error", "error": str(error), "findings": []}
    if out.returncode == 2:
        return {"status": "unreadable", "error": out.stderr.decode("utf-8", "replace").strip()[:500], "findings": []}
    if out.returncode not in (0, 1):
        return {"status": "error", "error": f"exit {out.returncode}: " + out.stderr.decode("utf-8", "replace")[:500],
                "findings": []}
    try:
        report = json.loads(out.stdout)
    except ValueError as error:
        return {"status": "error", "error": f"not JSON: {error}", "findings": []}
    findings = []
    for finding in report.get("findings", []):
        location = finding.get("location") or {}
        findings.append({"rule": finding.get("ruleID"), "outcome": finding.get("outcome"),
                         "impact": finding.get("impact"), "path": location.get("path"),
                         "line": location.get("line"), "message": (finding.get("message") or "")[:300]})
    return {"status": "ok", "exit": out.returncode, "findings": findings}


def _worst(impacts):
    impacts = [i for i in impacts if i]
    return max(impacts, key=lambda i: IMPACT_ORDER.get(i, 0)) if impacts else None


def compare_book(name, axe_docs, ours, rules):
    """One row per (document, rule of `rules`) that either side reports on a compared document.
    axe: 'violation', 'incomplete' (only) or None; ours: 'failed', 'needs-review' (only) or None."""
    rows = []
    by_doc = {}
    for finding in ours["findings"]:
        if finding["rule"] in rules and finding["path"]:
            by_doc.setdefault(finding["path"], []).append(finding)
    for path, result in axe_docs.items():
        if not comparable(result):
            continue
        mine = by_doc.get(path, [])
        for rule in sorted(rules):
            violation = result["violations"].get(rule)
            incomplete = result["incomplete"].get(rule)
            failed = [f for f in mine if f["rule"] == rule and f["outcome"] == "failed"]
            review = [f for f in mine if f["rule"] == rule and f["outcome"] == "needs-review"]
            axe_state = "violation" if violation else "incomplete" if incomplete else None
            our_state = "failed" if failed else "needs-review" if review else None
            if axe_state is None and our_state is None:
                continue
            axe_result = violation or incomplete
            ours_list = failed or review
            rows.append({
                "book": name, "document": path, "rule": rule, "axe": axe_state, "ours": our_state,
                "axeImpact": axe_result["impact"] if axe_result else None, "axeCount": axe_result["count"] if axe_result else 0,
                "ourImpact": _worst(f["impact"] for f in ours_list), "ourCount": len(ours_list),
                "axeNodes": [{"target": n["target"], "line": n.get("line"), "html": n["html"][:160],
                              "summary": n["summary"][:240]} for n in (axe_result["nodes"][:3] if axe_result else [])],
                "ourFindings": [{"line": f["line"], "message": f["message"][:240]} for f in ours_list[:3]],
            })
    return rows


def comparable(result):
    """axe ran on the document and Chromium parsed it (a document Chromium cannot parse as XML
    is not compared: axe sees the part before the error, we report not-well-formed)."""
    return result.get("status") == "ok" and not result.get("parseError")


def side(row):
    """The primary difference of a row (violations vs failed), or None when they agree."""
    axe_v, ours_f = row["axe"] == "violation", row["ours"] == "failed"
    return "only-axe" if axe_v and not ours_f else "only-ours" if ours_f and not axe_v else None


def review_side(row):
    axe_i, ours_r = row["axe"] == "incomplete", row["ours"] == "needs-review"
    return "review-only-axe" if axe_i and not ours_r else "review-only-ours" if ours_r and not axe_i else None


def differences(rows, review=False):
    out = []
    for row in rows:
        for kind in (side(row), review_side(row) if review else None):
            if kind:
                out.append(dict(row, side=kind))
    return out


def tally(rows):
    """Per rule: documents where both report / only axe / only ours, for violations vs failed
    and for incomplete vs needs review."""
    table = {}
    for row in rows:
        counts = table.setdefault(row["rule"], {k: 0 for k in ("both", "only-axe", "only-ours",
                                                               "r-both", "r-only-axe", "r-only-ours")})
        axe_v, ours_f = row["axe"] == "violation", row["ours"] == "failed"
        if axe_v and ours_f:
            counts["both"] += 1
        elif axe_v or ours_f:
            counts[side(row)] += 1
        axe_i, ours_r = row["axe"] == "incomplete", row["ours"] == "needs-review"
        if axe_i and ours_r:
            counts["r-both"] += 1
        elif axe_i or ours_r:
            counts["r-" + review_side(row)[len("review-"):]] += 1
    return table


def describe(row):
    """`(axe impact / our impact)`, with the other state named when a side has a review result."""
    def part(state, impact, count, primary):
        if state is None:
            return "-"
        text = f"{impact or '?'}"
        if state != primary:
            text = f"{state} {text}"
        return f"{text} x{count}" if count > 1 else text
    return f"({part(row['axe'], row['axeImpact'], row['axeCount'], 'violation')} / " \
           f"{part(row['ours'], row['ourImpact'], row['ourCount'], 'failed')})"


# MARK: known differences

def load_known(path):
    """(rows, problems) of the table in the Browser differential section of `path`. A row is
    {book, document, rule, side, reason, line}; a problem is a sentence naming the line."""
    try:
        with open(path, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as error:
        return [], [f"{path}: {error}"]
    try:
        start = lines.index(SECTION)
    except ValueError:
        return [], [f"{path}: no section '{SECTION}'"]
    rows, problems, columns = [], [], None
    for number in range(start + 1, len(lines)):
        line = lines[number].strip()
        if line.startswith("## "):
            break
        if not line.startswith("|"):
            columns = None if not line else columns
            continue
        cells = [c.strip().strip("`").strip() for c in line.strip("|").split("|")]
        if columns is None:
            names = [c.lower() for c in cells]
            wanted = {}
            for key in ("book", "document", "rule", "side", "reason"):
                index = next((i for i, n in enumerate(names) if n.startswith(key)), None)
                wanted[key] = index
            if None in wanted.values():
                problems.append(f"{path}:{number + 1}: table header lacks book/document/rule/side/reason")
                columns = {}
            else:
                columns = wanted
            continue
        if not columns or set("".join(cells)) <= set("-: "):
            continue
        row = {key: (cells[i] if i < len(cells) else "") for key, i in columns.items()}
        row["line"] = number + 1
        row["file"] = path
        if not row["reason"]:
            problems.append(f"{path}:{number + 1}: known difference without a reason")
        if row["side"] not in SIDES + ("*",):
            problems.append(f"{path}:{number + 1}: side '{row['side']}' is not one of {', '.join(SIDES)} or *")
        if not (row["book"] and row["document"] and row["rule"]):
            problems.append(f"{path}:{number + 1}: book, document and rule must not be empty (use *)")
        rows.append(row)
    return rows, problems


def listed(difference, known):
    """The first known row matching the difference, or None."""
    for row in known:
        if (fnmatch.fnmatchcase(difference["book"], row["book"])
                and fnmatch.fnmatchcase(difference["document"], row["document"])
                and fnmatch.fnmatchcase(difference["rule"], row["rule"])
                and (row["side"] == "*" or row["side"] == difference["side"])):
            return row
    return None
