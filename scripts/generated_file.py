"""Write a generated source file, or with --check say whether the committed one is current.

Shared by the generators in scripts/ (Display Guide strings, its localisations, report strings).
"""

import sys


def write_or_check(output, content, repo):
    """Write `content` to `output`; with --check on the command line, exit 1 when they differ."""
    if "--check" in sys.argv[1:]:
        current = output.read_text(encoding="utf-8") if output.is_file() else ""
        if current != content:
            sys.stderr.write(str(output) + " is out of date\n")
            sys.exit(1)
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(content, encoding="utf-8")
    print("wrote " + str(output.relative_to(repo)))


def swift_literal(value):
    """A Swift string literal of `value` (quotes, backslashes and control characters escaped)."""
    escaped = value.replace("\\", "\\\\").replace('"', '\\"')
    escaped = escaped.replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    return '"' + escaped + '"'
