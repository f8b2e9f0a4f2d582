#!/usr/bin/env python3
"""Write a huge, valid EPUB 3 for the benchmark: about 300 MB, half of it XHTML.

Usage: scripts/make-huge-book.py <out.epub> [MB]

Why: DAISY Ace (issue #460) fails on books of a few hundred megabytes; this book lets `make bench`
show that an audit of one stays under its time and memory goals. The book holds MB/2 megabytes of
XHTML (inflated): chapters of about 1 MB of paragraphs, each with a page break, a few tables and
images with alt text. Large incompressible images (seeded random bytes behind a JPEG header,
stored without compression, as real JPEGs are in most EPUBs) then fill the file up to about MB
megabytes. The nav document has a toc and a page-list; the package declares full schema.org
accessibility metadata. The output is deterministic (fixed seed, fixed timestamps), standard
library only.
"""
import random
import sys

import epubgen

MB = 1000 * 1000
CHAPTER_BYTES = 1 * MB       # XHTML per chapter, inflated
IMAGE_BYTES = 4 * MB         # one image
TABLES_PER_CHAPTER = 3
IMAGES_PER_CHAPTER = 4       # <img> elements per chapter, cycling over the images
WORDS = ("the a of and to in is was for on that with as by at from it his her an which be this are"
         " reader chapter light river mountain page book voice colour number table figure morning"
         " evening quietly slowly history letter garden window station harbour winter summer"
         " question answer measure account silver engine library village journey narrow distant").split()


def jpeg_bytes(rng, size):
    """A JPEG-looking file: SOI and a JFIF APP0 segment, random (incompressible) data, EOI."""
    head = b"\xff\xd8\xff\xe0\x00\x10JFIF\x00\x01\x01\x00\x00\x01\x00\x01\x00\x00"
    return head + rng.randbytes(size - len(head) - 2) + b"\xff\xd9"


def sentences(rng, count):
    """A pool of varied sentences, so the text deflates about as well as prose does."""
    pool = []
    for _ in range(count):
        words = rng.choices(WORDS, k=rng.randint(8, 24))
        pool.append(" ".join(words).capitalize() + ".")
    return pool


def chapter(index, rng, pool, images):
    parts = []
    size = 0
    paragraph = 0
    tables_at = [CHAPTER_BYTES * (k + 1) // (TABLES_PER_CHAPTER + 1) for k in range(TABLES_PER_CHAPTER)]
    images_at = [CHAPTER_BYTES * (k + 1) // (IMAGES_PER_CHAPTER + 1) for k in range(IMAGES_PER_CHAPTER)]
    # Emit paragraphs until the chapter reaches CHAPTER_BYTES; tables and figures go in at fixed
    # fractions of the way through (the first paragraph that crosses each mark).
    while size < CHAPTER_BYTES:
        paragraph += 1
        text = " ".join(rng.choices(pool, k=rng.randint(4, 12)))
        piece = '    <p id="c%d-p%d">%s</p>\n' % (index, paragraph, text)
        for t, mark in enumerate(tables_at, start=1):
            if size < mark <= size + len(piece):
                rows = "\n".join('        <tr><th scope="row">Row %d</th><td>%d</td><td>%d</td></tr>'
                                 % (r, rng.randint(1, 999), rng.randint(1, 999)) for r in range(1, 9))
                piece += ('    <table>\n      <caption>Table %d.%d</caption>\n      <thead><tr><th scope="col">Item'
                          '</th><th scope="col">Count</th><th scope="col">Total</th></tr></thead>\n      <tbody>\n%s\n'
                          '      </tbody>\n    </table>\n' % (index, t, rows))
        for k, mark in enumerate(images_at):
            if size < mark <= size + len(piece):
                image = images[(index * IMAGES_PER_CHAPTER + k) % len(images)]
                piece += ('    <figure><img src="../images/%s" alt="Photograph %s, a landscape."/>'
                          '<figcaption>Photograph %s</figcaption></figure>\n' % (image, image, image))
        parts.append(piece)
        size += len(piece)
    return """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
  <head><title>Chapter %(i)d</title></head>
  <body>
  <section epub:type="chapter" role="doc-chapter" aria-labelledby="h%(i)d">
    <span epub:type="pagebreak" role="doc-pagebreak" id="page%(i)d" aria-label="%(i)d"/>
    <h1 id="h%(i)d">Chapter %(i)d</h1>
%(body)s  </section>
  </body>
</html>
""" % {"i": index, "body": "".join(parts)}


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-huge-book.py <out.epub> [MB]")
    out = sys.argv[1]
    target = int(float(sys.argv[2]) * MB) if len(sys.argv) > 2 else 300 * MB
    chapters = max(1, target // 2 // CHAPTER_BYTES)
    rng = random.Random(460)  # Ace issue #460; any fixed seed keeps the book deterministic
    pool = sentences(rng, 4000)
    chap = lambda i: "c%04d" % i

    # The image count is fixed before the text is written, from an estimate of how well the
    # XHTML deflates (about 4.5:1 for this prose); the file lands within a few percent of MB.
    images = ["i%03d.jpg" % k for k in range(1, max(1, (target - target // 2 * 2 // 9) // IMAGE_BYTES) + 1)]

    manifest = ['    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>']
    manifest += ['    <item id="%s" href="text/%s.xhtml" media-type="application/xhtml+xml"/>' % (chap(i), chap(i))
                 for i in range(1, chapters + 1)]
    manifest += ['    <item id="%s" href="images/%s" media-type="image/jpeg"/>' % (name[:-4], name) for name in images]
    spine = ['    <itemref idref="%s"/>' % chap(i) for i in range(1, chapters + 1)]
    opf = """<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:6f1c2b8e-0000-4000-8000-huge00000300</dc:identifier>
    <dc:title>Benchmark book: %(chapters)d chapters of 1 MB and %(images)d large images</dc:title>
    <dc:language>en</dc:language>
    <dc:source>urn:isbn:9780000000003</dc:source>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessMode">visual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">alternativeText</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityFeature">readingOrder</meta>
    <meta property="schema:accessibilityFeature">pageBreakMarkers</meta>
    <meta property="schema:accessibilityFeature">pageNavigation</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">A generated benchmark book; every image has a text alternative and every table a caption and headers.</meta>
    <meta property="pageBreakSource">urn:isbn:9780000000003</meta>
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
""" % {"chapters": chapters, "images": len(images), "manifest": "\n".join(manifest), "spine": "\n".join(spine)}

    with epubgen.epub(out, opf, epubgen.nav(chapters, chap, "page")) as put:
        for i in range(1, chapters + 1):
            put("OEBPS/text/%s.xhtml" % chap(i), chapter(i, rng, pool, images))
        for name in images:
            put("OEBPS/images/%s" % name, jpeg_bytes(rng, IMAGE_BYTES), stored=True)


if __name__ == "__main__":
    main()
