#!/usr/bin/env python3
"""Write a large, valid-looking EPUB 3 for the benchmark: a 20,000-item manifest, 1,600 spine items.

Usage: scripts/make-big-book.py <out.epub> [chapters] [manifest items]

The manifest holds the nav document, the chapters (all in the spine), one small CSS file per
chapter, ten tiny PNG images per chapter (each shown with alt text), and SVG images that fill
the manifest up to the requested size. Every manifest item exists as a small file in the zip.
The nav document has a toc linking every chapter and a page-list with one page per chapter.
The book declares schema.org accessibility metadata, so an audit runs every rule on it.
The output is deterministic (fixed timestamps), standard library only.
"""
import struct
import sys
import zlib

import epubgen

IMAGES_PER_CHAPTER = 10


def tiny_png():
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", 1, 1, 8, 0, 0, 0, 0)  # 1x1, 8-bit greyscale
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\x00\x80")) + chunk(b"IEND", b"")


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-big-book.py <out.epub> [chapters] [manifest items]")
    out = sys.argv[1]
    chapters = int(sys.argv[2]) if len(sys.argv) > 2 else 1600
    total = int(sys.argv[3]) if len(sys.argv) > 3 else 20000
    images = chapters * IMAGES_PER_CHAPTER
    svgs = total - 1 - chapters - chapters - images  # nav, chapters, CSS, PNGs, then SVGs
    if svgs < 0:
        sys.exit("make-big-book.py: manifest too small for %d chapters" % chapters)

    png = tiny_png()
    svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" role="img" aria-label="dot">'
           '<title>dot</title><rect width="1" height="1"/></svg>\n')
    chap = lambda i: "c%04d" % i

    manifest = ['    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>']
    spine = []
    for i in range(1, chapters + 1):
        manifest.append('    <item id="%s" href="text/%s.xhtml" media-type="application/xhtml+xml"/>' % (chap(i), chap(i)))
        manifest.append('    <item id="%s-css" href="css/%s.css" media-type="text/css"/>' % (chap(i), chap(i)))
        for k in range(IMAGES_PER_CHAPTER):
            manifest.append('    <item id="%s-i%d" href="images/%s-%d.png" media-type="image/png"/>' % (chap(i), k, chap(i), k))
        spine.append('    <itemref idref="%s"/>' % chap(i))
    for s in range(1, svgs + 1):
        manifest.append('    <item id="s%05d" href="images/s%05d.svg" media-type="image/svg+xml"/>' % (s, s))
    assert len(manifest) == total, len(manifest)

    opf = """<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:6f1c2b8e-0000-4000-8000-bench20000000</dc:identifier>
    <dc:title>Benchmark book: %(total)d manifest items, %(chapters)d chapters</dc:title>
    <dc:language>en</dc:language>
    <dc:source>urn:isbn:9780000000002</dc:source>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessMode">visual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">alternativeText</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityFeature">printPageNumbers</meta>
    <meta property="schema:accessibilityFeature">pageNavigation</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">A generated benchmark book; every image has a text alternative.</meta>
    <meta property="pageBreakSource">urn:isbn:9780000000002</meta>
    <meta property="dcterms:conformsTo" id="conf">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>
    <meta property="a11y:certifiedBy" refines="#conf">epub-a11y benchmark</meta>
  </metadata>
  <manifest>
%(manifest)s
  </manifest>
  <spine>
%(spine)s
  </spine>
</package>
""" % {"total": total, "chapters": chapters, "manifest": "\n".join(manifest), "spine": "\n".join(spine)}

    with epubgen.epub(out, opf, epubgen.nav(chapters, chap, "p")) as put:
        for i in range(1, chapters + 1):
            figures = "\n".join(
                '    <p><img src="../images/%s-%d.png" alt="Figure %d.%d, a grey dot."/></p>' % (chap(i), k, i, k + 1)
                for k in range(IMAGES_PER_CHAPTER))
            body = """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
  <head>
    <title>Chapter %(i)d</title>
    <link rel="stylesheet" type="text/css" href="../css/%(c)s.css"/>
  </head>
  <body>
  <section epub:type="chapter" role="doc-chapter" aria-labelledby="h%(i)d">
    <span epub:type="pagebreak" role="doc-pagebreak" id="p%(i)d" aria-label="%(i)d"/>
    <h1 id="h%(i)d">Chapter %(i)d</h1>
    <p>This is chapter %(i)d of a generated book. It has a heading, a page break, some text and
    ten small figures, each with a text alternative.</p>
%(figures)s
  </section>
  </body>
</html>
""" % {"i": i, "c": chap(i), "figures": figures}
            put("OEBPS/text/%s.xhtml" % chap(i), body)
            put("OEBPS/css/%s.css" % chap(i), "body { margin: 0 %dem; }\n" % (i % 3))
            for k in range(IMAGES_PER_CHAPTER):
                put("OEBPS/images/%s-%d.png" % (chap(i), k), png, stored=True)
        for s in range(1, svgs + 1):
            put("OEBPS/images/s%05d.svg" % s, svg)


if __name__ == "__main__":
    main()
