#!/usr/bin/env python3
"""Rebuilds the committed seed corpora under Fuzz/Corpus/<Target>/ from SampleBooks, the
fuzz base book (Fuzz/BaseBook) and its parts (Fuzz/Parts), and, for FuzzCSS and FuzzMediaOverlay,
a few small style sheets and overlays of the shared corpus (../shared/corpus/books, whose licences
allow it: Standard Ebooks' CC0, the W3C's document licence, IDPF's CC-BY-SA; named in CORPUS_SEEDS).
When the shared corpus is absent those two folders are left as committed. Each seed has the shape
its target's harness expects (see Fuzz/Sources/FuzzSupport/Harness.swift).
Run from anywhere: python3 Fuzz/make-corpus.py"""
import glob
import hashlib
import io
import os
import re
import zipfile

FUZZ = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(FUZZ)
SRC = os.path.join(ROOT, "SampleBooks", "src")
BASE = os.path.join(FUZZ, "BaseBook")
SEPARATOR = b"\x00CHAPTER\x00"  # Harness.auditSeparator
PARTS = os.path.join(FUZZ, "Parts")
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "corpus", "books")
# Broken HTML for FuzzHTMLDifferential (the shapes HTMLRecoveryStreamTests writes by hand).
BROKEN_HTML = [
    "<title>T</title><p>one<p>two<div>three<li>four",
    "<html><head><title>T</title><body><p>a<b>bold<i>both</b>italic</p></html>",
    "<!-- before --><html><!-- a -->\n<body>\n<p>x<!-- c -->y<?pi z?>w</p>\n</body></html>\n<!-- after -->",
    "<html><head><style>p { a: b } </p> <b></style><script>if (a < b && c > d) { x('</b>') }</script></head><body><p>t</p></body></html>",
    "<html><body><p title=\"a&amp;b &eacute; &foo; &#65;\">a&nbsp;b &foo; &#233; &#x1F600; &amp &lt;&gt; & x</p></body></html>",
    "<html xmlns:epub=\"http://www.idpf.org/2007/ops\"><body epub:type=\"bodymatter\"><svg:svg><svg:rect/></svg:svg><math><mi>x</mi><m:mo>=</m:mo></math></body></html>",
    "<html><body><p class=\"a\" <b>bold</b><div id=x</div><p>< not a tag <3 &&; </nothing></p></body></html>",
    "<html><body><ul><li>one<li>two</ul><table><tr><td>1<td>2<tr><td>3</table></body></html>trailing <b>b</b> tail",
]
# (target, book, entry): seeds taken from the shared corpus, each a few kilobytes.
CORPUS_SEEDS = [
    ("FuzzCSS", "se-lewis-carroll_alices-adventures-in-wonderland.epub", "epub/css/core.css"),
    ("FuzzCSS", "se-lewis-carroll_alices-adventures-in-wonderland.epub", "epub/css/se.css"),
    ("FuzzCSS", "se-jane-austen_pride-and-prejudice.epub", "epub/css/local.css"),
    ("FuzzCSS", "se-walt-whitman_leaves-of-grass.epub", "epub/css/local.css"),
    ("FuzzCSS", "w3c-mol-navigation.epub", "EPUB/css/base.css"),
    ("FuzzCSS", "idpf-mahabharata.epub", "EPUB/css/mahabharata.css"),
    ("FuzzCSS", "idpf-childrens-literature.epub", "EPUB/css/epub.css"),
    ("FuzzMediaOverlay", "w3c-mol-navigation.epub", "EPUB/mo/ch1.smil"),
    ("FuzzMediaOverlay", "w3c-mol-navigation.epub", "EPUB/mo/ch2.smil"),
    ("FuzzMediaOverlay", "idpf-moby-dick-mo.epub", "OPS/chapter_002_overlay.smil"),
]


def read(path):
    with open(path, "rb") as f:
        return f.read()


def files(pattern):
    return sorted(glob.glob(os.path.join(SRC, "*", "OEBPS", "**", pattern), recursive=True))


def stored_zip(folder):
    """The folder as an EPUB with every entry stored, mimetype first (what the harnesses build)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_STORED) as archive:
        paths = []
        for dirpath, _, names in os.walk(folder):
            for name in names:
                paths.append(os.path.relpath(os.path.join(dirpath, name), folder))
        for path in sorted(paths, key=lambda p: (p != "mimetype", p)):
            if path.endswith(".md"):
                continue
            info = zipfile.ZipInfo(path, date_time=(2025, 1, 1, 0, 0, 0))
            archive.writestr(info, read(os.path.join(folder, path)))
    return buffer.getvalue()


def write(target, name, data):
    folder = os.path.join(FUZZ, "Corpus", target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data)


def label(path):
    """book-file label for a SampleBooks/src path, e.g. accessible-epub3-chapter-1.xhtml."""
    relative = os.path.relpath(path, SRC).split(os.sep)
    return relative[0] + "-" + relative[-1]


def first_spine_item_to_chapter1(opf):
    """The package with the href of its first spine item replaced by chapter1.xhtml."""
    idref = re.search(rb'<itemref[^>]*idref="([^"]+)"', opf)
    if not idref:
        return opf
    item = re.search(rb'<item\b[^>]*\bid="' + re.escape(idref.group(1)) + rb'"[^>]*>', opf)
    if not item:
        return opf
    element = re.sub(rb'href="[^"]*"', b'href="chapter1.xhtml"', item.group(0))
    return opf[:item.start()] + element + opf[item.end():]


def main():
    from_shared = os.path.isdir(SHARED)
    for target in sorted(os.listdir(os.path.join(FUZZ, "Corpus"))) if os.path.isdir(os.path.join(FUZZ, "Corpus")) else []:
        if from_shared or target not in ("FuzzCSS", "FuzzMediaOverlay"):
            # Inputs a campaign grew (`scripts/fuzz.sh keep`, named grown-<sha1>) are not made
            # here: they stay.
            folder = os.path.join(FUZZ, "Corpus", target)
            for name in os.listdir(folder):
                if not name.startswith("grown-"):
                    os.remove(os.path.join(folder, name))

    # FuzzContainer: whole books (deflated as committed, and the base book stored).
    for epub in sorted(glob.glob(os.path.join(ROOT, "SampleBooks", "*.epub"))):
        write("FuzzContainer", os.path.basename(epub), read(epub))
    write("FuzzContainer", "base-stored.epub", stored_zip(BASE))

    # FuzzPackage: package documents.
    opfs = files("*.opf")
    for opf in opfs:
        write("FuzzPackage", label(opf), read(opf))
    write("FuzzPackage", "base-content.opf", read(os.path.join(BASE, "OEBPS", "content.opf")))

    # FuzzContent: content documents (not the navigation documents).
    chapters = [p for p in files("*.xhtml") if not p.endswith("nav.xhtml")]
    for chapter in chapters:
        write("FuzzContent", label(chapter), read(chapter))
    write("FuzzContent", "base-chapter1.xhtml", read(os.path.join(BASE, "OEBPS", "chapter1.xhtml")))

    # FuzzNavigation: selector byte (0: nav document, 1: NCX) + the document.
    for nav in files("nav.xhtml") + [os.path.join(BASE, "OEBPS", "nav.xhtml")]:
        name = label(nav) if nav.startswith(SRC) else "base-nav.xhtml"
        write("FuzzNavigation", name, b"\x00" + read(nav))
    for ncx in files("*.ncx") + [os.path.join(BASE, "OEBPS", "toc.ncx")]:
        name = label(ncx) if ncx.startswith(SRC) else "base-toc.ncx"
        write("FuzzNavigation", name, b"\x01" + read(ncx))

    # FuzzAudit: package document + separator + a chapter of the same book, the package's
    # first spine item pointed at the base book's chapter path so the chapter is walked.
    for opf in opfs:
        book = os.path.relpath(opf, SRC).split(os.sep)[0]
        ours = [c for c in chapters if os.path.relpath(c, SRC).split(os.sep)[0] == book and "chapter" in c]
        package = first_spine_item_to_chapter1(read(opf))
        for chapter in ours[:2]:
            write("FuzzAudit", book + "-" + os.path.splitext(os.path.basename(chapter))[0], package + SEPARATOR + read(chapter))
    write("FuzzAudit", "base", read(os.path.join(BASE, "OEBPS", "content.opf")) + SEPARATOR
          + read(os.path.join(BASE, "OEBPS", "chapter1.xhtml")))

    # FuzzCSS: a style sheet (the part's chapter links it), and the part's own chapter after the
    # separator once; FuzzMediaOverlay: overlays, and one made for the base chapter's ids.
    write("FuzzCSS", "part-chapter1", read(os.path.join(PARTS, "seeds", "style.css")) + SEPARATOR
          + read(os.path.join(PARTS, "css", "chapter1.xhtml")))
    write("FuzzCSS", "part-style.css", read(os.path.join(PARTS, "seeds", "style.css")))
    write("FuzzMediaOverlay", "part-chapter1.smil", read(os.path.join(PARTS, "seeds", "chapter1.smil")))
    # FuzzHTMLDifferential: selector byte (chunk size) + a document for the HTML recovery: the
    # sample chapters (well-formed or not, the recovery parses any bytes) and broken HTML.
    for index, chapter in enumerate(chapters[:8]):
        write("FuzzHTMLDifferential", label(chapter), bytes([index % 4]) + read(chapter))
    for index, snippet in enumerate(BROKEN_HTML):
        write("FuzzHTMLDifferential", "broken-%02d.html" % index, bytes([index % 4]) + snippet.encode("utf-8"))

    if from_shared:
        for target, book, entry in CORPUS_SEEDS:
            with zipfile.ZipFile(os.path.join(SHARED, book)) as archive:
                name = book[:-len(".epub")] + "-" + os.path.basename(entry)
                write(target, name, archive.read(entry))

    total = 0
    for dirpath, _, names in os.walk(os.path.join(FUZZ, "Corpus")):
        for name in names:
            total += os.path.getsize(os.path.join(dirpath, name))
    print(f"seed corpora: {total} bytes")


if __name__ == "__main__":
    main()
