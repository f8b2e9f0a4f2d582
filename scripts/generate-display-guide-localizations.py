#!/usr/bin/env python3
"""Generate Sources/EPUBA11y/DisplayGuide/DisplayGuideLocalizationData.swift.

Input: ../shared/docs/display-guide/localizations/lang/<locale>/display_guide_vocabulary_<provider>.json,
the W3C localisations of the Accessibility Metadata Display Guide (repository
w3c/publ-a11y-display-guide-localizations, commit in ../localizations/SOURCE.txt; W3C Software
and Document License, copied to docs/licenses/display-guide-localizations-LICENSE.md).

Each file is embedded as it is meant: statement id -> [compact, descriptive] and title id -> title,
strings exactly as written (their leading and trailing spaces are meaningful where the 2.0 files
concatenate; `DisplayGuideVocabulary` handles them). Only the nesting into sections is dropped.
The output is deterministic (sorted), so regenerating an unchanged input gives no diff.

Usage: python3 scripts/generate-display-guide-localizations.py [--check]
  --check  exit 1 when the committed file differs from what would be generated.
"""

import json
import sys
from pathlib import Path

from generated_file import swift_literal, write_or_check

REPO = Path(__file__).resolve().parent.parent
LOCALIZATIONS = REPO.parent / "shared" / "docs" / "display-guide" / "localizations"
OUTPUT = REPO / "Sources" / "EPUBA11y" / "DisplayGuide" / "DisplayGuideLocalizationData.swift"


def fail(message):
    sys.stderr.write("generate-display-guide-localizations: " + message + "\n")
    sys.exit(2)


def flatten(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    metadata = data.get("metadata", {})
    statements, titles = {}, {}
    for section, entries in data.items():
        if section == "metadata":
            continue
        if not isinstance(entries, dict):
            fail(f"{path}: section {section} is not an object")
        for key, entry in entries.items():
            if isinstance(entry, str):
                titles[key] = entry
            elif isinstance(entry, dict) and isinstance(entry.get("compact"), str) and isinstance(entry.get("descriptive"), str):
                statements[key] = [entry["compact"], entry["descriptive"]]
            else:
                fail(f"{path}: unexpected entry {key} in section {section}")
    return metadata, statements, titles


def generate():
    source = (LOCALIZATIONS / "SOURCE.txt").read_text(encoding="utf-8").strip()
    files = sorted((LOCALIZATIONS / "lang").glob("*/display_guide_vocabulary_*.json"))
    if not files:
        fail("no localisation files under " + str(LOCALIZATIONS / "lang"))
    lines = [
        "// GENERATED FILE: DO NOT EDIT. Regenerate with `python3 scripts/generate-display-guide-localizations.py`.",
        "//",
        "// The W3C localisations of the Accessibility Metadata Display Guide, " + str(len(files)) + " files.",
        "// Source: " + source,
        "// Licence: W3C Software and Document License, docs/licenses/display-guide-localizations-LICENSE.md.",
        "// Each file as JSON: {\"statements\": {id: [compact, descriptive]}, \"titles\": {id: title}}, strings as written.",
        "",
        "/// The W3C Display Guide localisations, parsed on first use by ``DisplayGuideLocalizations``.",
        "enum DisplayGuideLocalizationData {",
        "    /// The source repository and commit.",
        "    static let source = " + swift_literal(source),
        "",
        "    /// One W3C file: its locale and provider (from the file's path), the version it declares, its strings.",
        "    struct File: Sendable {",
        "        let locale: String",
        "        let provider: String",
        "        let version: String",
        "        let json: String",
        "    }",
        "",
        "    static let files: [File] = [",
    ]
    for path in files:
        locale = path.parent.name
        provider = path.stem[len("display_guide_vocabulary_"):]
        metadata, statements, titles = flatten(path)
        body = json.dumps({"statements": statements, "titles": titles}, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
        hashes = "#"
        while ('"' + hashes) in body:
            hashes += "#"
        version = str(metadata.get("version", "unknown"))
        lines.append(f"        File(locale: {swift_literal(locale)}, provider: {swift_literal(provider)}, version: {swift_literal(version)},")
        lines.append(f"             json: {hashes}\"{body}\"{hashes}),")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def main():
    write_or_check(OUTPUT, generate(), REPO)


if __name__ == "__main__":
    main()
