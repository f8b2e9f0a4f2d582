#!/usr/bin/env python3
"""Generate Sources/EPUBA11y/DisplayGuide/DisplayGuideStrings.swift.

Inputs (paths relative to the repository root):
  - ../shared/docs/display-guide/localizations/lang/en-US/display_guide_vocabulary_w3c.json
    The W3C canonical English strings (2.0.c): every statement id with its
    `compact` and `descriptive` form, and one plain-string title per section.
  - ../shared/docs/display-guide/display_guide_vocabulary_w3c_en-US.json
    The older canonical English (2.0.b). Only its ids are read: every one must
    still be in 2.0.c, so no statement id the reports have used disappears.
  - ../shared/docs/display-guide/techniques-epub-2.1-draft.html and
    techniques-onix-2.1.html
    The 2.1 techniques: the placeholder forms (`{certifier}`, ...) of the
    statements that 2.0.c still writes as a prefix a value is appended to.

The output is deterministic (sorted keys) so regenerating an unchanged input
produces no diff. Standard library only.

Usage: python3 scripts/generate-display-guide.py [--check]
  --check  exit 1 when the committed file differs from what would be generated.
"""

import html
import json
import re
import sys
from pathlib import Path

from generated_file import swift_literal, write_or_check

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO.parent / "shared" / "docs" / "display-guide"
JSON_PATH = DOCS / "localizations" / "lang" / "en-US" / "display_guide_vocabulary_w3c.json"
OLD_JSON_PATH = DOCS / "display_guide_vocabulary_w3c_en-US.json"
HTML_PATHS = [DOCS / "techniques-epub-2.1-draft.html", DOCS / "techniques-onix-2.1.html"]
OUTPUT = REPO / "Sources" / "EPUBA11y" / "DisplayGuide" / "DisplayGuideStrings.swift"

# 2.1 replaced "…certified by " + value with an explicit placeholder. The JSON text of
# each must be a prefix of the template, which proves the two sources still agree.
PLACEHOLDER_IDS = [
    "conformance-certifier",
    "conformance-certifier-credentials",
    "conformance-details-certification-info",
    "conformance-details-claim",
    # Only ONIX has a source for it (code 99 of list 196); kept so every locale has it.
    "accessibility-summary-publisher-contact",
]


def fail(message):
    sys.stderr.write("generate-display-guide: " + message + "\n")
    sys.exit(2)


def html_statements(text):
    """Map every `<code id="x">"text"</code>` of the techniques to its text."""
    found = {}
    for match in re.finditer(r'<code\s+id="([^"]+)"\s*>(.*?)</code>', text, flags=re.S):
        inner = re.sub(r"<[^>]+>", "", match.group(2))
        inner = " ".join(html.unescape(inner).split())
        if len(inner) >= 2 and inner[0] == '"' and inner[-1] == '"':
            inner = inner[1:-1]
        found[match.group(1)] = inner.strip()
    return found


def generate():
    for path in [JSON_PATH, OLD_JSON_PATH] + HTML_PATHS:
        if not path.is_file():
            fail("missing " + str(path))
    vocabulary = json.loads(JSON_PATH.read_text(encoding="utf-8"))
    techniques = {}
    for path in HTML_PATHS:
        for key, text in html_statements(path.read_text(encoding="utf-8")).items():
            techniques.setdefault(key, text)
    version = vocabulary.get("metadata", {}).get("version", "unknown")

    statements = {}
    titles = {}
    for section, entries in vocabulary.items():
        if section == "metadata":
            continue
        for key, entry in entries.items():
            if isinstance(entry, str):
                titles[key] = entry.strip()
            elif isinstance(entry, dict) and "compact" in entry and "descriptive" in entry:
                statements[key] = (entry["compact"].strip(), entry["descriptive"].strip())
            else:
                fail("unexpected entry " + key + " in section " + section)

    old_ids = set()
    for section, entries in json.loads(OLD_JSON_PATH.read_text(encoding="utf-8")).items():
        if section != "metadata":
            old_ids.update(entries.keys())
    lost = sorted(old_ids - set(statements) - set(titles))
    if lost:
        fail("ids of 2.0.b missing from " + JSON_PATH.name + ": " + ", ".join(lost))

    for key in PLACEHOLDER_IDS:
        template = techniques.get(key)
        if template is None or "{" not in template:
            fail("no 2.1 placeholder form for " + key + " in the techniques HTML")
        compact, descriptive = statements[key]
        if not template.startswith(compact) or not template.startswith(descriptive):
            fail(key + ": the JSON text is not a prefix of the 2.1 template " + repr(template))
        statements[key] = (template, template)

    lines = [
        "// GENERATED FILE: DO NOT EDIT. Regenerate with `python3 scripts/generate-display-guide.py`.",
        "//",
        "// Source: W3C Accessibility Metadata Display Guide strings, en-US, version " + version,
        "//   (../shared/docs/display-guide/localizations/lang/en-US/" + JSON_PATH.name + "),",
        "// which keeps every statement id of 2.0.b, with, from the 2.1 EPUB and ONIX techniques",
        "// (../shared/docs/display-guide/techniques-*-2.1*.html), the placeholder forms (`{certifier}`, ...) of:",
    ] + ["//   " + key for key in PLACEHOLDER_IDS] + [
        "// Strings are trimmed of leading and trailing spaces. W3C document license.",
        "",
        "/// The canonical English Display Guide strings, keyed by W3C statement id.",
        "enum DisplayGuideStrings {",
        "    /// Version of the W3C string file the table was generated from.",
        "    static let version = " + swift_literal(version),
        "",
        "    /// Statement id → (compact, descriptive).",
        "    static let statements: [String: DisplayGuideText] = [",
    ]
    for key in sorted(statements):
        compact, descriptive = statements[key]
        lines.append("        " + swift_literal(key) + ": DisplayGuideText(")
        lines.append("            compact: " + swift_literal(compact) + ",")
        lines.append("            descriptive: " + swift_literal(descriptive) + "),")
    lines += [
        "    ]",
        "",
        "    /// Title id (`<field>-title`) → title.",
        "    static let titles: [String: String] = [",
    ]
    for key in sorted(titles):
        lines.append("        " + swift_literal(key) + ": " + swift_literal(titles[key]) + ",")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    write_or_check(OUTPUT, generate(), REPO)


if __name__ == "__main__":
    main()
