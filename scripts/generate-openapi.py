#!/usr/bin/env python3
"""Generate Sources/EPUBA11yServer/OpenAPIDocument.swift from docs/openapi.yaml.

docs/openapi.yaml describes the HTTP service (OpenAPI 3.1.0) and references the report schemas
as files: `./report.schema.json` (the whole schema) or `./report.schema.json#/$defs/Name` (one of
its definitions). The document served at GET /openapi.json must stand alone (clients and
schemathesis read no other file), so each referenced schema is bundled in: the file's schema
becomes the component that referenced it (`Report`, `AceReport`, `Suggestion`), without its
`$schema` and `$id`, and each of its `$defs` becomes a component of its own named
`<Component>.<Name>` (`Report.Finding`); every reference, in the files and in the YAML, is
rewritten to point there. OpenAPI 3.1's schemas are JSON Schema 2020-12, the files' dialect, so
nothing else changes.

The output is deterministic (sorted keys, two-space indentation) so regenerating unchanged inputs
produces no diff. Needs PyYAML (installed with pip when missing).

Usage: python3 scripts/generate-openapi.py [--check] [--print]
  --check  exit 1 when the committed file differs from what would be generated.
  --print  write the bundled JSON document to standard output instead (nothing else is written).
"""

import json
import sys
from pathlib import Path

from generated_file import swift_literal, write_or_check
from python_packages import Unavailable, require

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO / "docs" / "openapi.yaml"
OUTPUT = REPO / "Sources" / "EPUBA11yServer" / "OpenAPIDocument.swift"
# The schema files docs/openapi.yaml may reference, each with the component it becomes.
BUNDLED = {
    "report.schema.json": "Report",
    "ace-report.schema.json": "AceReport",
    "suggestion.schema.json": "Suggestion",
}


def fail(message):
    sys.stderr.write("generate-openapi: " + message + "\n")
    sys.exit(2)


def load_yaml(path):
    try:
        yaml = require("yaml", "pyyaml")
    except Unavailable as error:
        fail(str(error))
    try:
        return yaml.safe_load(path.read_text(encoding="utf-8"))
    except yaml.YAMLError as error:
        fail(path.name + " is not valid YAML: " + str(error))


def file_reference(ref):
    """(file, definition name or None) of a reference to a bundled file; None for a local one."""
    if ref.startswith("#"):
        return None
    file, _, fragment = ref.partition("#")
    file = file[2:] if file.startswith("./") else file
    if file not in BUNDLED:
        fail("a reference to " + repr(ref) + ": only " + ", ".join(sorted(BUNDLED)) + " can be bundled")
    if fragment in ("", "/"):
        return file, None
    if not fragment.startswith("/$defs/") or "/" in fragment[len("/$defs/"):]:
        fail("a reference to " + repr(ref) + ": only a file or one of its $defs can be referenced")
    return file, fragment[len("/$defs/"):]


def rewrite(node, local):
    """`node` with every reference pointing into the components; `local(name)` gives the component
    of a file-internal `#/$defs/name` (None outside a bundled file)."""
    if isinstance(node, list):
        return [rewrite(item, local) for item in node]
    if not isinstance(node, dict):
        return node
    result = {}
    for key, value in node.items():
        if key == "$ref" and isinstance(value, str):
            if value.startswith("#/$defs/") and local is not None:
                value = "#/components/schemas/" + local(value[len("#/$defs/"):])
            elif value.startswith("#/$defs/") or (value.startswith("#") and local is not None):
                fail("a reference to " + repr(value) + " cannot be bundled")
            elif not value.startswith("#"):
                file, name = file_reference(value)
                if name is None:
                    fail("the whole of " + file + " can only be a component of its own (components.schemas.X: {$ref: ./" + file + "})")
                value = "#/components/schemas/" + BUNDLED[file] + "." + name
        result[key] = rewrite(value, local)
    return result


def bundle(document, folder):
    """The self-contained document: `document` with the schema files it references folded in."""
    schemas = document.get("components", {}).get("schemas", {})
    whole = {}  # file -> the component that is the whole file
    for component, schema in schemas.items():
        if isinstance(schema, dict) and isinstance(schema.get("$ref"), str) and not schema["$ref"].startswith("#"):
            file, name = file_reference(schema["$ref"])
            if name is None:
                if set(schema) != {"$ref"}:
                    fail("components.schemas." + component + ": a bundled file's component has only its $ref")
                if BUNDLED[file] != component:
                    fail("components.schemas." + component + ": " + file + " must be the component " + BUNDLED[file])
                whole[file] = component
    # The whole-file components are replaced below: their own reference is not rewritten.
    document = dict(document, components=dict(document["components"], schemas={
        component: schema for component, schema in schemas.items() if component not in whole.values()}))
    bundled = rewrite(document, None)
    out = bundled.setdefault("components", {}).setdefault("schemas", {})
    for file, component in sorted(whole.items()):
        try:
            schema = json.loads((folder / file).read_text(encoding="utf-8"))
        except (OSError, ValueError) as error:
            fail(file + ": " + str(error))
        schema.pop("$schema", None)
        schema.pop("$id", None)
        definitions = schema.pop("$defs", {})

        def local(name, component=component, definitions=definitions, file=file):
            if name not in definitions:
                fail(file + " references #/$defs/" + name + ", which it does not define")
            return component + "." + name

        out[component] = rewrite(schema, local)
        for name, definition in definitions.items():
            key = component + "." + name
            if key in out:
                fail("components.schemas." + key + " is defined twice")
            out[key] = rewrite(definition, local)
    # Every reference made into a bundled file's definitions must now resolve.
    for ref in sorted(references(bundled)):
        if ref.startswith("#/components/schemas/"):
            name = ref[len("#/components/schemas/"):]
            if "." in name and name not in out:
                fail(ref + " is not defined (is its file bundled as a component of its own?)")
    return bundled


def references(node):
    if isinstance(node, list):
        for item in node:
            yield from references(item)
    elif isinstance(node, dict):
        for key, value in node.items():
            if key == "$ref" and isinstance(value, str):
                yield value
            else:
                yield from references(value)


def document_json():
    """The bundled document as the server serves it (before the final newline it adds)."""
    document = load_yaml(SOURCE)
    if not isinstance(document, dict) or document.get("openapi") != "3.1.0":
        fail(SOURCE.name + " must be an OpenAPI 3.1.0 document")
    return json.dumps(bundle(document, SOURCE.parent), indent=2, sort_keys=True, ensure_ascii=False)


METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]


def operations(document):
    """Each path of the document with its methods, upper-case and sorted."""
    return {path: sorted(method.upper() for method in item if method in METHODS)
            for path, item in document["paths"].items()}


def swift_source(text):
    # A raw multi-line literal keeps the JSON readable and diffable: nothing in it is an escape
    # unless it is followed by as many # as delimit the literal, so use enough of them.
    hashes = "#"
    while '"""' + hashes in text or "\\" + hashes in text:
        hashes += "#"
    table = operations(json.loads(text))
    return "\n".join([
        "// GENERATED FILE: DO NOT EDIT. Edit docs/openapi.yaml (or the report schemas it bundles), then run",
        "// `python3 scripts/generate-openapi.py`.",
        "",
        "/// The service's OpenAPI 3.1 description, served at `GET /openapi.json`: docs/openapi.yaml with",
        "/// docs/report.schema.json, docs/ace-report.schema.json and docs/suggestion.schema.json bundled in.",
        "enum OpenAPIDocument {",
        "    /// Each path (a template: `{id}` is one segment) with the methods it is served with.",
        "    static let operations: [String: [String]] = [",
    ] + ["        " + swift_literal(path) + ": [" + ", ".join(swift_literal(m) for m in table[path]) + "],"
         for path in sorted(table)] + [
        "    ]",
        "",
        "    /// The document, bundled and pretty-printed with sorted keys.",
        "    static let json: String = " + hashes + '"""',
        text,
        '"""' + hashes,
        "}",
        "",
    ])


def main():
    text = document_json()
    if "--print" in sys.argv[1:]:
        sys.stdout.write(text + "\n")
        return
    write_or_check(OUTPUT, swift_source(text), REPO)


if __name__ == "__main__":
    main()
