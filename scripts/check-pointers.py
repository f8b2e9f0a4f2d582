#!/usr/bin/env python3
"""Checks the element pointers of epub-a11y's JSON reports against the book, independently of the
tool: every "location" that names an element by an EPUB CFI path and/or a CSS selector must name
the element it says, on the line it says.

Usage:
    check-pointers.py [--json] BOOK.epub REPORT.json [REPORT.json ...]
    check-pointers.py [--json] BOOK.epub -            (one report on standard input)

A report file holds one JSON report or an array of them. The whole JSON is walked: every object
with a string "path" and a "cfi" and/or "css" is a pointer, e.g.
    {"path": "OEBPS/ch1.xhtml", "line": 12, "cfi": "/4/2/6", "css": "html > body:nth-child(2) > p:nth-child(3)"}
(the root element has no "cfi", only a "css"). Pointers are counted once per distinct
(path, line, cfi, css), however often the reports repeat them.

Each pointer's document is read from the EPUB (ZIP) container and parsed with lxml as XML (no DTD
loading, no network, entities left unexpanded). Then:
  cfi   resolved from the root element, element steps only (EPUB CFI 1.1): each step /N must be
        even and >= 2 and selects the (N/2)-th element child (comments, PIs, text and entity
        references do not count); an id assertion /N[id] is checked when present;
  css   applied with cssselect's XML translator (case-sensitive names) to a copy of the document
        whose element names have their namespaces stripped (so `svg`, `math`, `p` match the
        XHTML/SVG/MathML elements by local name); it must select exactly one element in the
        whole document (a leading `svg` matches every svg element, nested ones too: only
        `svg:root` or `:root` pins the root);
  same  the CFI and the CSS selector must name the same element;
  line  "line" must fall within the element: from the line of its start tag's `<` to the line of
        its closing `>` (libxml2, hence the tool, reports the line where a multi-line start tag
        ends), or within its content (a finding about a run of text, colour contrast, gives the
        text's line and the CFI of the element holding it), up to the next start tag after it. The start tags' lines come from a scan of the document's text, matched to the
        parsed elements one for one (libxml2's own line is the tag's last, and past line 65535
        not always right). Lines count LF characters, as libxml2 does (a lone CR does not).
Pointers into a document that is not well-formed XML are skipped (the tool reads those through
libxml2's HTML parser; their CFIs are out of scope), as are pointers into a document that
references an internal entity whose replacement text holds markup (its element positions depend
on whether the entity is expanded).

Output: one line per problem, `path: cfi=... css=...: reason`, then
`pointers: N checked, M failed, S skipped`; with --json instead one object
{"checked": N, "failed": M, "skipped": S, "failures": [...]}, each failure with the pointer's path,
line, cfi and css, its kind (cfi, css, different, line, document, schema), the reason, where the
pointer first occurs (`REPORT#/json/path`) and how often. M counts pointers with at least one
problem. Notes (skipped documents, a scan that could not match the elements) go to standard error.
A pointer costs about 1 ms (2 ms in documents of 20,000 elements), mostly cssselect's parsing.
Exit status: 0 when M == 0, 1 when M > 0, 2 on a usage error or an unreadable book or
report, 3 when lxml or cssselect is missing (`python3 -m pip install lxml cssselect`).
"""
import argparse
import bisect
import codecs
import copy
import json
import re
import sys
import zipfile


def load_dependencies():
    """lxml's etree and CSSSelector, or exit 3."""
    try:
        from lxml import etree
        import cssselect  # noqa: F401 (lxml.cssselect needs it)
        from lxml.cssselect import CSSSelector
    except ImportError as error:
        print(f"check-pointers: needs the Python packages lxml and cssselect ({error}); "
              "install them with `python3 -m pip install lxml cssselect`", file=sys.stderr)
        sys.exit(3)
    return etree, CSSSelector, cssselect.SelectorError


# One CFI step: an integer with an optional assertion (`/6[chap01]`).
CFI_STEP = re.compile(r"/([0-9]+)(?:\[((?:\^.|[^\]\^])*)\])?")

# The markup of a well-formed XML document, construct by construct; the start tags are the ones
# with a `name` group, in document order. Every alternative is decided by its first characters, so
# matching is linear.
MARKUP = re.compile(r"""
    <!--.*?-->
  | <!\[CDATA\[.*?\]\]>
  | <\?.*?\?>
  | <!DOCTYPE(?:[^\[>"']|"[^"]*"|'[^']*')*
        (?:\[(?:<!--.*?-->|<\?.*?\?>|"[^"]*"|'[^']*'|[^\]"'<]|<(?!!--|\?))*\])?\s*>
  | </[^>]*>
  | <(?P<name>[^\s/>!?][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>
""", re.S | re.X)


# The attribute that carries, on the stripped copy, an element's number of preceding element siblings:
# cssselect writes `:nth-child()` as `count(preceding-sibling::*)`, which costs each sibling a walk
# over the siblings before it (a body of 5,000 paragraphs, 12 million steps a selector); the copy's
# attribute holds the same number, so the XPath reads it instead.
BEFORE = "check-pointers-preceding-elements"
SIBLING_COUNT = "count(preceding-sibling::*)"


class Document:
    """A parsed document of the container, its element order and (lazily) its start tags' lines."""

    def __init__(self, etree, raw, root):
        self.etree = etree
        self.raw = raw
        self.root = root
        self.elements = list(root.iter(etree.Element))
        self.index = {element: i for i, element in enumerate(self.elements)}
        self._stripped = None
        self._children = {}
        self._lines = None
        self.line_note = None

    def stripped(self):
        """A copy of the tree with namespace-free element names, and its elements in order.

        Each element of the copy also carries its number of preceding element siblings in the
        attribute BEFORE (see `Checker.select`)."""
        if self._stripped is None:
            clone = copy.deepcopy(self.root)
            elements = list(clone.iter(self.etree.Element))
            for element in elements:
                element.tag = self.etree.QName(element).localname
            self.etree.cleanup_namespaces(clone)
            clone.set(BEFORE, "0")  # the root has no element siblings
            for element in elements:
                before = 0
                for child in element:
                    if isinstance(child.tag, str):
                        child.set(BEFORE, str(before))
                        before += 1
            # Same tree, same order: the copy's i-th element is the original's i-th.
            assert len(elements) == len(self.elements)
            self._stripped = (clone, {element: i for i, element in enumerate(elements)})
        return self._stripped

    def children(self, element):
        """The element's element children (no comments, PIs, text or entity references)."""
        children = self._children.get(element)
        if children is None:
            children = [child for child in element if isinstance(child.tag, str)]
            self._children[element] = children
        return children

    def qname(self, element):
        """The element's name as written (`svg:svg`, `p`)."""
        local = self.etree.QName(element).localname
        return f"{element.prefix}:{local}" if element.prefix else local

    def start_tag_lines(self, i):
        """(first line, last line) of the i-th element's start tag."""
        if self._lines is None:
            self._lines = self._scan()
        if self._lines is not None:
            return self._lines[i]
        line = self.elements[i].sourceline  # fallback: libxml2's line, the start tag's last
        return (line, line)

    def _scan(self):
        """Each start tag's line span, from the raw text; None when the scan does not account for
        every element (then libxml2's line is used and `line_note` says so)."""
        encoding = self.root.getroottree().docinfo.encoding or "utf-8"
        try:
            codecs.lookup(encoding)
            text = self.raw.decode(encoding)
        except (LookupError, UnicodeError):
            text = self.raw.decode("latin-1")  # line breaks and markup are ASCII in any case
        newlines = [m.start() for m in re.finditer("\n", text)]
        spans = []
        for match in MARKUP.finditer(text):
            if match.group("name") is not None:
                first = bisect.bisect_left(newlines, match.start()) + 1
                last = bisect.bisect_left(newlines, match.end() - 1) + 1
                spans.append((match.group("name"), first, last))
        names = [self.qname(element) for element in self.elements]
        if [name for name, _, _ in spans] != names:
            self.line_note = (f"the start tags found in the text ({len(spans)}) do not match the "
                              f"parsed elements ({len(names)}); lines checked against libxml2's "
                              "line (the start tag's last) only")
            return None
        for (name, first, last), element in zip(spans, self.elements):
            line = element.sourceline
            # libxml2 keeps lines in 16 bits: past 65535 its line is unreliable, not ours.
            if line is not None and line < 65535 and not first <= line <= last:
                self.line_note = (f"libxml2 puts <{name}> on line {line}, the scan on lines "
                                  f"{first}-{last}; trusting the scan")
        return [(first, last) for _, first, last in spans]

    def content_end_line(self, element):
        """A line the element's end tag cannot be after: the first line of the next start tag
        after the element's subtree, or the document's last line."""
        last = self.elements[self.index[element]]
        for last in element.iter(self.etree.Element):
            pass
        following = self.index[last] + 1
        if following < len(self.elements):
            return self.start_tag_lines(following)[0]
        return self.raw.count(b"\n") + 1

    def cfi_of(self, element):
        """The element's CFI path (empty for the root)."""
        steps = []
        while element is not None and element is not self.root:
            parent = element.getparent()
            place = self.children(parent).index(element) + 1
            steps.append(f"/{2 * place}")
            element = parent
        return "".join(reversed(steps))

    def describe(self, element):
        cfi = self.cfi_of(element) or "(root)"
        first, last = self.start_tag_lines(self.index[element])
        lines = f"line {first}" if first == last else f"lines {first}-{last}"
        return f"<{self.qname(element)}> at {lines} (cfi {cfi})"


def unescape_assertion(text):
    """A CFI assertion's value with its `^` escapes removed."""
    return re.sub(r"\^(.)", r"\1", text)


def resolve_cfi(doc, cfi):
    """The element `cfi` names, or raise ValueError with the reason."""
    if cfi == "":
        raise ValueError("empty cfi (the root element's cfi is absent, not empty)")
    element, position, number = doc.root, 0, 0
    while position < len(cfi):
        match = CFI_STEP.match(cfi, position)
        if match is None:
            raise ValueError(f"malformed cfi at offset {position} ({cfi[position:]!r}): "
                             "expected a step /N with N an even integer")
        number += 1
        if len(match.group(1)) > 1 and match.group(1).startswith("0"):
            raise ValueError(f"step {number} (/{match.group(1)}) has a leading zero")
        step = int(match.group(1))
        if step % 2 == 1:
            raise ValueError(f"step {number} (/{step}) is odd: odd steps name text positions, "
                             "not elements")
        if step == 0:
            raise ValueError(f"step {number} (/0) names no element (element steps start at /2)")
        children = doc.children(element)
        if step // 2 > len(children):
            raise ValueError(f"step {number} (/{step}) is out of range: {doc.describe(element)} "
                             f"has {len(children)} element children (last step /{2 * len(children)})")
        element = children[step // 2 - 1]
        assertion = match.group(2)
        if assertion is not None:
            wanted = unescape_assertion(assertion.split(";", 1)[0])
            if wanted and element.get("id") != wanted:
                raise ValueError(f"step {number} (/{step}) asserts id {wanted!r} but reaches "
                                 f"{doc.describe(element)} with id {element.get('id')!r}")
        position = match.end()
    return element


def pointers_in(value, where):
    """(pointer object, JSON location) for every pointer in `value`."""
    stack = [(value, where)]
    while stack:
        value, where = stack.pop()
        if isinstance(value, dict):
            if isinstance(value.get("path"), str) and (value.get("cfi") is not None or value.get("css") is not None):
                yield value, where
            for key, item in reversed(list(value.items())):
                if isinstance(item, (dict, list)):
                    stack.append((item, f"{where}/{key}"))
        elif isinstance(value, list):
            for i in reversed(range(len(value))):
                if isinstance(value[i], (dict, list)):
                    stack.append((value[i], f"{where}/{i}"))


class Checker:
    def __init__(self, etree, css_selector, selector_error, book):
        self.etree = etree
        self.css_selector = css_selector
        self.selector_error = selector_error
        self.book = book
        self.documents = {}
        self.names = None
        self.selectors = {}
        self.parser = etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=True,
                                      recover=False, load_dtd=False, dtd_validation=False,
                                      attribute_defaults=False)

    def document(self, path):
        """The parsed document, or ("skip"|"fail", reason)."""
        if path not in self.documents:
            self.documents[path] = self._load(path)
        return self.documents[path]

    def entry(self, path):
        """The container's entry named `path`. A name stored without ZIP's UTF-8 flag is decoded
        by zipfile as CP437; the tool may have read it as UTF-8, so that reading matches too."""
        if self.names is None:
            self.names = {}
            for info in self.book.infolist():
                if not info.flag_bits & 0x800:
                    try:
                        self.names.setdefault(info.filename.encode("cp437").decode("utf-8"), info)
                    except UnicodeError:
                        pass
            for info in self.book.infolist():
                self.names[info.filename] = info
        return self.names[path]

    def _load(self, path):
        try:
            raw = self.book.read(self.entry(path))
        except KeyError:
            return ("fail", "no such entry in the container")
        except Exception as error:  # a bad CRC, an unsupported compression, ...
            return ("fail", f"cannot read the entry: {error}")
        try:
            root = self.etree.fromstring(raw, self.parser)
        except self.etree.XMLSyntaxError as error:
            return ("skip", f"not well-formed ({error})")
        doc = Document(self.etree, raw, root)
        entities = {e.name for e in root.iter(self.etree.Entity)}
        dtd = root.getroottree().docinfo.internalDTD
        if entities and dtd is not None:
            marked = sorted(e.name for e in dtd.entities()
                            if e.name in entities and "<" in (e.content or ""))
            if marked:
                return ("skip", f"references internal entities with markup ({', '.join(marked)})")
        return doc

    def select(self, doc, css):
        """The original elements `css` selects: cssselect's XML translation (lxml's CSSSelector
        with translator="xml"), run on the namespace-free copy, with one change: each
        `count(preceding-sibling::*)` reads the same number from the copy's BEFORE attribute."""
        if css not in self.selectors:
            path = self.css_selector(css, translator="xml").path
            self.selectors[css] = self.etree.XPath(
                path.replace(SIBLING_COUNT, f"number(@{BEFORE})"))
        clone, index = doc.stripped()
        return [doc.elements[index[element]] for element in self.selectors[css](clone)]

    def check(self, pointer):
        """("skip", reason) or ("checked", [(kind, reason), ...])."""
        path = pointer["path"]
        cfi, css, line = pointer.get("cfi"), pointer.get("css"), pointer.get("line")
        problems = []
        for name, value in (("cfi", cfi), ("css", css)):
            if value is not None and not isinstance(value, str):
                problems.append(("schema", f"{name} is not a string: {value!r}"))
        if line is not None and (isinstance(line, bool) or not isinstance(line, int) or line < 1):
            problems.append(("schema", f"line is not a positive integer: {line!r}"))
            line = None
        if problems:
            return ("checked", problems)
        doc = self.document(path)
        if isinstance(doc, tuple):
            status, reason = doc
            if status == "skip":
                return ("skip", reason)
            return ("checked", [("document", reason)])

        by_cfi = by_css = None
        if cfi is not None:
            try:
                by_cfi = resolve_cfi(doc, cfi)
            except ValueError as error:
                problems.append(("cfi", str(error)))
        if css is not None:
            try:
                selected = self.select(doc, css)
            except (self.selector_error, self.etree.XPathError) as error:
                problems.append(("css", f"invalid selector: {error}"))
            else:
                if len(selected) == 1:
                    by_css = selected[0]
                elif not selected:
                    problems.append(("css", "css selects no element"))
                else:
                    shown = "; ".join(doc.describe(e) for e in selected[:3])
                    more = ", ..." if len(selected) > 3 else ""
                    problems.append(("css", f"css selects {len(selected)} elements: {shown}{more}"))
        if by_cfi is not None and by_css is not None and by_cfi is not by_css:
            problems.append(("different", f"cfi and css name different elements: cfi -> "
                             f"{doc.describe(by_cfi)}, css -> {doc.describe(by_css)}"))

        target = by_cfi if by_cfi is not None else by_css
        if line is not None and target is not None:
            first, last = doc.start_tag_lines(doc.index[target])
            # A finding about a run of text (colour contrast) gives the text's line and the CFI of
            # the element holding it: any line from the start tag to the start of the next element
            # after the element's subtree (its end tag comes before that) is the element's.
            end = doc.content_end_line(target)
            if not first <= line <= max(last, end):
                span = f"line {first}" if first == last else f"lines {first}-{last}"
                problems.append(("line", f"line mismatch: reported line {line}, the start tag of "
                                 f"<{doc.qname(target)}> is on {span} and its content ends by line {end}"))
        return ("checked", problems)


def read_reports(names):
    """[(name, parsed JSON)], or exit 2."""
    reports = []
    for name in names:
        try:
            if name == "-":
                reports.append(("<stdin>", json.load(sys.stdin)))
            else:
                with open(name, "rb") as handle:
                    reports.append((name, json.load(handle)))
        except (OSError, ValueError, RecursionError) as error:
            print(f"check-pointers: cannot read report {name}: {error}", file=sys.stderr)
            sys.exit(2)
    return reports


def main(argv):
    parser = argparse.ArgumentParser(
        prog="check-pointers.py",
        description="Check the cfi/css/line element pointers of epub-a11y JSON reports against the book.")
    parser.add_argument("--json", action="store_true", help="print a machine-readable summary")
    parser.add_argument("book", help="the EPUB the reports are about")
    parser.add_argument("reports", nargs="+", help="JSON report files, or - for standard input")
    args = parser.parse_args(argv)
    if args.reports.count("-") > 1:
        parser.error("standard input (-) can be read only once")

    etree, css_selector, selector_error = load_dependencies()
    reports = read_reports(args.reports)
    try:
        book = zipfile.ZipFile(args.book)
    except (OSError, zipfile.BadZipFile) as error:
        print(f"check-pointers: cannot open book {args.book}: {error}", file=sys.stderr)
        return 2

    # Distinct pointers, in the order first met, with their first place and count.
    pointers = {}
    for name, report in reports:
        for pointer, where in pointers_in(report, ""):
            key = tuple(json.dumps(pointer.get(field), sort_keys=True)
                        for field in ("path", "line", "cfi", "css"))
            if key in pointers:
                pointers[key][2] += 1
            else:
                pointers[key] = [pointer, f"{name}#{where or '/'}", 1]

    checker = Checker(etree, css_selector, selector_error, book)
    checked = failed = skipped = 0
    failures, skips = [], {}
    for pointer, where, occurrences in pointers.values():
        status, result = checker.check(pointer)
        if status == "skip":
            skipped += 1
            skips.setdefault(pointer["path"], result)
            continue
        checked += 1
        if result:
            failed += 1
        for kind, reason in result:
            failures.append({"path": pointer["path"], "line": pointer.get("line"),
                             "cfi": pointer.get("cfi"), "css": pointer.get("css"),
                             "kind": kind, "reason": reason, "where": where,
                             "occurrences": occurrences})

    notes = [f"{path}: {doc.line_note}" for path, doc in checker.documents.items()
             if isinstance(doc, Document) and doc.line_note]
    notes += [f"{path}: skipped, {reason}" for path, reason in skips.items()]
    if not pointers:
        notes.append("no pointers found in the reports")
    for note in notes:
        print(f"check-pointers: note: {note}", file=sys.stderr)

    if args.json:
        json.dump({"checked": checked, "failed": failed, "skipped": skipped, "failures": failures},
                  sys.stdout, indent=2, ensure_ascii=False)
        print()
    else:
        for failure in failures:
            cfi = failure["cfi"] if failure["cfi"] is not None else "(none)"
            css = failure["css"] if failure["css"] is not None else "(none)"
            print(f"{failure['path']}: cfi={cfi} css={css}: {failure['reason']}")
        print(f"pointers: {checked} checked, {failed} failed, {skipped} skipped")
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
