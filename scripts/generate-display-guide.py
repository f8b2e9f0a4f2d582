#!/usr/bin/env python3
"""Generate Sources/EPUBA11y/DisplayGuide/DisplayGuideStrings.swift.

Inputs (paths relative to the repository root):
  - ../shared/docs/display-guide/display_guide_vocabulary_w3c_en-US.json
    The W3C canonical English strings (2.0.b): every statement id with its
    `compact` and `descriptive` form, and one plain-string title per section.
  - ../shared/docs/display-guide/techniques-epub-2.1-draft.html
    The 2.1 EPUB techniques. Two things are taken from it because the 2.0.b
    JSON lacks them: the six per-dimension hazard statements, and the 2.1
    placeholder forms of the four conformance statements that embed a value.

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

from generated_file import write_or_check

REPO = Path(__file__).resolve().parent.parent
DOCS = REPO.parent / "shared" / "docs" / "display-guide"
JSON_PATH = DOCS / "display_guide_vocabulary_w3c_en-US.json"
HTML_PATH = DOCS / "techniques-epub-2.1-draft.html"
OUTPUT = REPO / "Sources" / "EPUBA11y" / "DisplayGuide" / "DisplayGuideStrings.swift"

# Statements that exist only in the 2.1 techniques (added Mar 2025, absent from 2.0.b).
HTML_ONLY_IDS = [
    "hazards-flashing-none",
    "hazards-flashing-unknown",
    "hazards-motion-none",
    "hazards-motion-unknown",
    "hazards-sound-none",
    "hazards-sound-unknown",
]

# 2.1 replaced "…certified by " + value with an explicit placeholder. The JSON text of
# each must be a prefix of the template, which proves the two sources still agree.
PLACEHOLDER_IDS = [
    "conformance-certifier",
    "conformance-certifier-credentials",
    "conformance-details-certification-info",
    "conformance-details-claim",
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


def swift_literal(value):
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    escaped = escaped.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    return '"' + escaped + '"'


def generate():
    if not JSON_PATH.is_file():
        fail("missing " + str(JSON_PATH))
    if not HTML_PATH.is_file():
        fail("missing " + str(HTML_PATH))
    vocabulary = json.loads(JSON_PATH.read_text(encoding="utf-8"))
    techniques = html_statements(HTML_PATH.read_text(encoding="utf-8"))
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

    for key in HTML_ONLY_IDS:
        if key in statements:
            fail(key + " is now in the JSON: drop it from HTML_ONLY_IDS")
        if key not in techniques:
            fail(key + " not found in the techniques HTML")
        statements[key] = (techniques[key], techniques[key])

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
        "//   (../shared/docs/display-guide/" + JSON_PATH.name + "),",
        "// plus, from the 2.1 EPUB techniques (../shared/docs/display-guide/" + HTML_PATH.name + "),",
        "// the per-dimension hazard statements (compact = descriptive = the HTML text):",
    ] + ["//   " + key for key in HTML_ONLY_IDS] + [
        "// and the 2.1 placeholder forms (`{certifier}`, ...) of:",
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
