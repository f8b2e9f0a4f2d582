"""Unpacks an EPUB and lists the documents Ace hands to axe: the spine's XHTML content documents
and the navigation document (manifest item with properties="nav"), in the spine or not."""

import hashlib
import os
import posixpath
import shutil
import urllib.parse
import xml.etree.ElementTree as ET
import xml.parsers.expat
import zipfile
from dataclasses import dataclass, field

XHTML_TYPES = {"application/xhtml+xml", "text/html"}
SVG_TYPE = "image/svg+xml"


class BookError(Exception):
    """The book cannot be unpacked or its package document cannot be found or parsed."""


@dataclass
class Document:
    path: str            # container path, e.g. OEBPS/xhtml/ch1.xhtml (what our reports say)
    media_type: str
    in_spine: bool
    is_nav: bool
    file: str = ""       # unpacked file
    load_file: str = ""  # the file Chromium opens (a .xhtml copy when the name ends otherwise)


@dataclass
class Package:
    opf: str
    version: str
    documents: list = field(default_factory=list)
    skipped: list = field(default_factory=list)  # (path, why) of spine items not given to axe


def sha256(path):
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        for chunk in iter(lambda: handle.read(1 << 20), b""):
            digest.update(chunk)
    return digest.hexdigest()


def unpack(book, dest):
    """Extracts every entry of `book` under `dest`, refusing names that leave it."""
    try:
        with zipfile.ZipFile(book) as archive:
            root = os.path.realpath(dest)
            for info in archive.infolist():
                name = info.filename
                if not info.flag_bits & 0x800:
                    # No UTF-8 flag: zipfile read the name as CP437, but EPUB names are UTF-8
                    # (OCF) and most tools write them so without setting the flag.
                    try:
                        name = name.encode("cp437").decode("utf-8")
                    except (UnicodeEncodeError, UnicodeDecodeError):
                        pass
                if name.endswith("/"):
                    continue
                target = os.path.realpath(os.path.join(root, name))
                if not target.startswith(root + os.sep):
                    continue
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with archive.open(info) as source, open(target, "wb") as out:
                    shutil.copyfileobj(source, out)
    except (zipfile.BadZipFile, OSError, RuntimeError, NotImplementedError, EOFError) as error:
        raise BookError(f"cannot unzip: {error}") from error


def _local(tag):
    return tag.rsplit("}", 1)[-1]


def _parse(path, what):
    try:
        return ET.parse(path).getroot()
    except (ET.ParseError, OSError) as error:
        raise BookError(f"{what} unreadable: {error}") from error


def resolve(base_dir, href):
    """The container path of `href` relative to the folder `base_dir` (both container paths)."""
    href = urllib.parse.unquote(href.split("#", 1)[0])
    return posixpath.normpath(posixpath.join(base_dir, href)).lstrip("/")


def package(root):
    """The documents of the unpacked book at `root`, in spine order, the nav document last
    when it is not in the spine."""
    container = _parse(os.path.join(root, "META-INF", "container.xml"), "META-INF/container.xml")
    rootfiles = [e for e in container.iter() if _local(e.tag) == "rootfile" and e.get("full-path")]
    preferred = [e for e in rootfiles if e.get("media-type") == "application/oebps-package+xml"]
    if not (preferred or rootfiles):
        raise BookError("container.xml names no rootfile")
    opf_path = (preferred or rootfiles)[0].get("full-path").lstrip("/")
    opf = _parse(os.path.join(root, *opf_path.split("/")), opf_path)
    base = posixpath.dirname(opf_path)
    items = {}
    nav = None
    for item in opf.iter():
        if _local(item.tag) != "item" or not item.get("href"):
            continue
        entry = {"path": resolve(base, item.get("href")), "type": (item.get("media-type") or "").strip(),
                 "properties": (item.get("properties") or "").split()}
        items[item.get("id")] = entry
        if "nav" in entry["properties"] and nav is None:
            nav = entry
    result = Package(opf=opf_path, version=opf.get("version", ""))
    seen = set()
    for itemref in opf.iter():
        if _local(itemref.tag) != "itemref":
            continue
        entry = items.get(itemref.get("idref"))
        if entry is None or entry["path"] in seen:
            continue
        seen.add(entry["path"])
        if entry["type"] in XHTML_TYPES:
            result.documents.append(Document(entry["path"], entry["type"], True, entry is nav))
        elif entry["type"] == SVG_TYPE:
            result.skipped.append((entry["path"], "SVG content document (not given to axe)"))
        else:
            result.skipped.append((entry["path"], f"spine item of type {entry['type'] or '?'}"))
    if nav is not None and nav["path"] not in seen:
        result.documents.append(Document(nav["path"], nav["type"], False, True))
    for document in result.documents:
        document.file = os.path.join(root, *document.path.split("/"))
    return result


def prepare(document):
    """Sets `document.load_file`: Chromium parses a file:// document as XHTML only when its name
    ends in .xhtml; Ace serves .html documents as application/xhtml+xml and copies others to a
    .xhtml file, so a differently named document is copied beside itself (relative links keep
    working). Returns False when the file is missing."""
    if not os.path.isfile(document.file):
        return False
    if document.file.lower().endswith(".xhtml"):
        document.load_file = document.file
    else:
        document.load_file = document.file + ".axe-oracle.xhtml"
        shutil.copyfile(document.file, document.load_file)
    return True


def element_lines(path):
    """The source line of each element in document order (Chromium's XML parser builds one DOM
    element per start tag, in the same order); None when expat cannot read the document."""
    lines = []
    parser = xml.parsers.expat.ParserCreate()
    parser.StartElementHandler = lambda name, attrs: lines.append(parser.CurrentLineNumber)
    # Named entities of an external DTD (XHTML 1.1 &nbsp;...) are skipped, not errors.
    parser.SetParamEntityParsing(xml.parsers.expat.XML_PARAM_ENTITY_PARSING_NEVER)
    parser.SkippedEntityHandler = lambda name, is_parameter: None
    try:
        with open(path, "rb") as handle:
            parser.ParseFile(handle)
    except (xml.parsers.expat.ExpatError, OSError, ValueError):
        return None
    return lines
