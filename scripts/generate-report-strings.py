#!/usr/bin/env python3
"""Generate Sources/EPUBA11y/Localization/ReportStringTables.swift from strings/*.json.

Each strings/<language>.json is one language's string table: a flat JSON object from key to
text, which a translator edits without reading Swift (strings/README.md says how). The rules'
messages are apart, in strings/rules/<language>.json (every key starts with `rule.`); the two
files of a language make one table.
`en.json` is the source: every key exists there, and its `@key` entries are notes for
translators (not shipped). A translation's `@translation` entry is a note about the whole
table (machine-made strings awaiting a native reviewer, say): it is copied into the generated
file's header so a reviewer sees it there too. A translation may leave keys out (English is shown for them), but
may not add a key English lacks, must keep the `{placeholders}` of each string, and must
give both forms of a plural (`.one` and `.other`) or neither.

The output is deterministic (sorted) so regenerating unchanged tables produces no diff.
Standard library only.

Usage: python3 scripts/generate-report-strings.py [--check]
  --check  exit 1 when the committed file differs from what would be generated.
"""

import json
import os
import re
import sys
from pathlib import Path

from generated_file import swift_literal, write_or_check

REPO = Path(__file__).resolve().parent.parent
# REPORT_STRINGS_DIR: another folder of tables, for checking a translation (and for the tests).
TABLES = Path(os.environ["REPORT_STRINGS_DIR"]) if os.environ.get("REPORT_STRINGS_DIR") else REPO / "strings"
OUTPUT = REPO / "Sources" / "EPUBA11y" / "Localization" / "ReportStringTables.swift"
PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


def fail(message):
    sys.stderr.write("generate-report-strings: " + message + "\n")
    sys.exit(2)


def load(path):
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except ValueError as error:
        fail(path.name + " is not valid JSON: " + str(error))
    if not isinstance(table, dict):
        fail(path.name + " must be one JSON object")
    for key, value in table.items():
        if not isinstance(value, str):
            fail(path.name + ": the value of " + key + " must be a string")
        if not key.strip() or key != key.strip():
            fail(path.name + ": bad key " + repr(key))
    return table


def load_language(path):
    """A language's table: strings/<language>.json and, when there is one, strings/rules/<language>.json."""
    table = load(path)
    rules_path = path.parent / "rules" / path.name
    if not rules_path.exists():
        return table
    rules = load(rules_path)
    for key in rules:
        if key == "@translation":
            continue
        bare = key[1:] if key.startswith("@") else key
        if not bare.startswith("rule."):
            fail("rules/" + path.name + ": " + key + " does not start with rule.")
        if key in table:
            fail("rules/" + path.name + ": " + key + " is also in " + path.name)
    for key, value in rules.items():
        if key == "@translation":
            note = "rules/" + path.name + ": " + " ".join(value.split())
            table["@translation"] = table["@translation"] + " " + note if "@translation" in table else note
        else:
            table[key] = value
    return table


def generate():
    english = load_language(TABLES / "en.json")
    notes = {key[1:] for key in english if key.startswith("@")}
    source = {key: value for key, value in english.items() if not key.startswith("@")}
    for key in sorted(notes - set(source)):
        fail("en.json: the note @" + key + " names no key")
    tables = {"en": source}
    reviews = {}
    for path in sorted(TABLES.glob("*.json")):
        language = path.stem
        if language == "en":
            continue
        if not re.fullmatch(r"[a-z]{2,3}", language):
            fail(path.name + ": a table is named by its primary language subtag (fr.json)")
        table = load_language(path)
        for key, value in table.items():
            if key == "@translation":
                reviews[language] = " ".join(value.split())
            if key.startswith("@"):
                continue
            if key not in source:
                fail(path.name + ": " + key + " is not a key of en.json")
            wanted = sorted(set(PLACEHOLDER.findall(source[key])))
            found = sorted(set(PLACEHOLDER.findall(value)))
            if wanted != found:
                fail(path.name + ": " + key + " has placeholders " + str(found) + ", English has " + str(wanted))
            for form, other in ((".one", ".other"), (".other", ".one")):
                if key.endswith(form) and key[: -len(form)] + other not in table:
                    fail(path.name + ": " + key + " needs its " + other + " form too")
        tables[language] = {key: value for key, value in table.items() if not key.startswith("@")}

    lines = [
        "// GENERATED FILE: DO NOT EDIT. Edit strings/<language>.json, then run",
        "// `python3 scripts/generate-report-strings.py` (strings/README.md).",
    ]
    for language in sorted(reviews):
        lines.append("// " + language + ".json: " + reviews[language])
    lines += [
        "",
        "/// The report's string tables by primary language subtag, from `strings/*.json`.",
        "enum ReportStringTables {",
        "    static let tables: [String: [String: String]] = [",
    ]
    for language in sorted(tables):
        lines.append("        " + swift_literal(language) + ": [")
        for key in sorted(tables[language]):
            lines.append("            " + swift_literal(key) + ": " + swift_literal(tables[language][key]) + ",")
        lines.append("        ],")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    write_or_check(OUTPUT, generate(), REPO)


if __name__ == "__main__":
    main()
