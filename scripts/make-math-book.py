#!/usr/bin/env python3
"""Write a MathML-heavy, valid EPUB 3 for the benchmark: 20,000 `math` elements by default.

Usage: scripts/make-math-book.py <out.epub> [math elements] [chapters]

Why: DAISY Ace (issue #446) never finishes books with tens of thousands of MathML formulas; this
book lets `make bench` show that an audit of one stays fast and small. The formulas are spread
over a few chapters (10 by default), each a chapter section with headings and paragraphs around
the formulas; every `math` element has `alttext` and a MathML body (inline and display forms,
fractions, powers, roots, sums). Every chapter is declared with the `mathml` manifest property,
the nav document has a toc, and the package declares full schema.org accessibility metadata
(including the MathML feature). The output is deterministic (fixed timestamps, no randomness),
standard library only.
"""
import sys

import epubgen

MATHML = "http://www.w3.org/1998/Math/MathML"


def formula(n):
    """One `math` element (markup, alttext) chosen by n: five shapes with varying numbers."""
    a, b, c = n % 97 + 1, n % 13 + 2, n % 7 + 1
    shape = n % 5
    if shape == 0:
        alt = "x squared plus %d x plus %d" % (a, b)
        body = ("<mrow><msup><mi>x</mi><mn>2</mn></msup><mo>+</mo><mn>%d</mn><mo>&#x2062;</mo><mi>x</mi>"
                "<mo>+</mo><mn>%d</mn></mrow>" % (a, b))
    elif shape == 1:
        alt = "%d over %d equals y" % (a, b)
        body = "<mrow><mfrac><mn>%d</mn><mn>%d</mn></mfrac><mo>=</mo><mi>y</mi></mrow>" % (a, b)
    elif shape == 2:
        alt = "the square root of %d plus z" % a
        body = "<mrow><msqrt><mn>%d</mn><mo>+</mo><mi>z</mi></msqrt></mrow>" % a
    elif shape == 3:
        alt = "the sum from i equals 1 to %d of i to the power %d" % (a, c)
        body = ("<mrow><munderover><mo>&#x2211;</mo><mrow><mi>i</mi><mo>=</mo><mn>1</mn></mrow><mn>%d</mn>"
                "</munderover><msup><mi>i</mi><mn>%d</mn></msup></mrow>" % (a, c))
    else:
        alt = "a sub %d times b sub %d" % (b, c)
        body = ("<mrow><msub><mi>a</mi><mn>%d</mn></msub><mo>&#x00D7;</mo><msub><mi>b</mi><mn>%d</mn></msub>"
                "</mrow>" % (b, c))
    display = "block" if n % 10 == 9 else "inline"
    return '<math xmlns="%s" display="%s" alttext="%s">%s</math>' % (MATHML, display, alt, body)


def chapter(index, first, count):
    """A chapter holding formulas first .. first+count-1, five to a paragraph."""
    parts = []
    for start in range(first, first + count, 5):
        if (start - first) % 500 == 0:
            section = (start - first) // 500 + 1
            parts.append('    <h2 id="s%d-%d">Exercises %d.%d</h2>' % (index, section, index, section))
        formulas = " and ".join(formula(n) for n in range(start, min(start + 5, first + count)))
        parts.append("    <p>Exercise %d: compare %s.</p>" % (start, formulas))
    return """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
  <head><title>Chapter %(i)d</title></head>
  <body>
  <section epub:type="chapter" role="doc-chapter" aria-labelledby="h%(i)d">
    <h1 id="h%(i)d">Chapter %(i)d: formulas %(first)d to %(last)d</h1>
    <p>This chapter of a generated book holds %(count)d MathML formulas, each with a text alternative.</p>
%(body)s
  </section>
  </body>
</html>
""" % {"i": index, "first": first, "last": first + count - 1, "count": count, "body": "\n".join(parts)}


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-math-book.py <out.epub> [math elements] [chapters]")
    out = sys.argv[1]
    total = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
    chapters = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    if total < 1 or chapters < 1 or chapters > total:
        sys.exit("make-math-book.py: need 1 <= chapters <= math elements")
    # Split as evenly as possible; the first chapters take the remainder.
    sizes = [total // chapters + (1 if i < total % chapters else 0) for i in range(chapters)]
    chap = lambda i: "c%03d" % i

    manifest = ['    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>']
    manifest += ['    <item id="%s" href="text/%s.xhtml" media-type="application/xhtml+xml" properties="mathml"/>'
                 % (chap(i), chap(i)) for i in range(1, chapters + 1)]
    spine = ['    <itemref idref="%s"/>' % chap(i) for i in range(1, chapters + 1)]
    opf = """<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:uuid:6f1c2b8e-0000-4000-8000-mathml000001</dc:identifier>
    <dc:title>Benchmark book: %(total)d MathML formulas in %(chapters)d chapters</dc:title>
    <dc:language>en</dc:language>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
    <meta property="schema:accessMode">textual</meta>
    <meta property="schema:accessMode">visual</meta>
    <meta property="schema:accessMode">mathOnVisual</meta>
    <meta property="schema:accessModeSufficient">textual</meta>
    <meta property="schema:accessibilityFeature">MathML</meta>
    <meta property="schema:accessibilityFeature">describedMath</meta>
    <meta property="schema:accessibilityFeature">structuralNavigation</meta>
    <meta property="schema:accessibilityFeature">tableOfContents</meta>
    <meta property="schema:accessibilityFeature">readingOrder</meta>
    <meta property="schema:accessibilityHazard">none</meta>
    <meta property="schema:accessibilitySummary">A generated benchmark book of MathML formulas; every formula has a text alternative in alttext.</meta>
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

    with epubgen.epub(out, opf, epubgen.nav(chapters, chap)) as put:
        first = 1
        for i, size in enumerate(sizes, start=1):
            put("OEBPS/text/%s.xhtml" % chap(i), chapter(i, first, size))
            first += size


if __name__ == "__main__":
    main()
