"""What the benchmark's generated books share: the navigation document, `container.xml` and a
deterministic EPUB zip (fixed timestamps, `mimetype` first and stored, then the container, the
package document and the nav). Used by make-big-book.py, make-math-book.py and make-huge-book.py.
Standard library only.
"""
import contextlib
import zipfile

STAMP = (2024, 1, 1, 0, 0, 0)

CONTAINER_XML = """<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
"""


def nav(chapters, name, page_anchor=None):
    """The nav document: a toc of `chapters` chapters at text/<name(i)>.xhtml and, when
    `page_anchor` is given, a page list with one page a chapter at #<page_anchor><i>."""
    toc = "\n".join('        <li><a href="text/%s.xhtml">Chapter %d</a></li>' % (name(i), i) for i in range(1, chapters + 1))
    page_list = ""
    if page_anchor is not None:
        pages = "\n".join('        <li><a href="text/%s.xhtml#%s%d">%d</a></li>' % (name(i), page_anchor, i, i)
                          for i in range(1, chapters + 1))
        page_list = """
    <nav epub:type="page-list" id="page-list" role="doc-pagelist" hidden="hidden">
      <h2>Pages</h2>
      <ol>
%s
      </ol>
    </nav>""" % pages
    return """<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
  <head><title>Contents</title></head>
  <body>
    <nav epub:type="toc" id="toc" role="doc-toc">
      <h1>Contents</h1>
      <ol>
%s
      </ol>
    </nav>%s
  </body>
</html>
""" % (toc, page_list)


def entry(name, compress=zipfile.ZIP_DEFLATED):
    """A zip entry with the fixed timestamp and ordinary permissions."""
    info = zipfile.ZipInfo(name, STAMP)
    info.compress_type = compress
    info.external_attr = 0o644 << 16
    return info


@contextlib.contextmanager
def epub(out, opf, nav_xhtml):
    """Writes the fixed head of the book and yields `put(name, data, stored=False)` for the rest."""
    with zipfile.ZipFile(out, "w") as z:
        z.writestr(entry("mimetype", zipfile.ZIP_STORED), "application/epub+zip")
        z.writestr(entry("META-INF/container.xml"), CONTAINER_XML)
        z.writestr(entry("OEBPS/content.opf"), opf)
        z.writestr(entry("OEBPS/nav.xhtml"), nav_xhtml)
        yield lambda name, data, stored=False: z.writestr(entry(name, zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED), data)
