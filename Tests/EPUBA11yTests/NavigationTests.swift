import EPUBCore
import Testing

@Suite("Navigation document, NCX and guide")
struct NavigationTests {
    static let ncx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
          <head><meta name="dtb:uid" content="urn:uuid:1"/></head>
          <docTitle><text>Old Book</text></docTitle>
          <navMap>
            <navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel><content src="chapter1.xhtml"/>
              <navPoint id="n2" playOrder="2"><navLabel><text> One, part  two </text></navLabel><content src="chapter1.xhtml#p2"/></navPoint>
            </navPoint>
            <navPoint id="n3" playOrder="3"><navLabel><text>Two</text></navLabel><content src="text/ch%202.xhtml"/></navPoint>
          </navMap>
          <pageList>
            <navLabel><text>Pages</text></navLabel>
            <pageTarget id="p1" type="normal" value="1"><navLabel><text>1</text></navLabel><content src="chapter1.xhtml#page1"/></pageTarget>
            <pageTarget id="p2" type="normal" value="2"><navLabel><text>2</text></navLabel><content src="chapter1.xhtml#page2"/></pageTarget>
          </pageList>
        </ncx>
        """

    @Test func readsTocPageListAndLandmarksWithNesting() throws {
        var book = TestBook()
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav(
                toc: """
                    <li><a href="chapter1.xhtml">One</a>
                      <ol><li><a href="chapter1.xhtml#s1"> Section <em>one</em> </a></li>
                          <li><span>Heading only</span><ol><li><a href="chapter1.xhtml#s2"><img src="i.png" alt="Pictured"/></a></li></ol></li></ol>
                    </li>
                    """,
                extra: """
                    <nav epub:type="page-list" hidden=""><ol><li><a href="chapter1.xhtml#p1">1</a></li><li><a href="chapter1.xhtml#p2">2</a></li></ol></nav>
                    <nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="chapter1.xhtml">Start</a></li></ol></nav>
                    """)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<p>x</p>")),
        ]
        let nav = try #require(try book.open().navigationDocument)
        #expect(nav.path == "OEBPS/nav.xhtml")
        let toc = try #require(nav.toc)
        #expect(toc.heading == "Contents")
        #expect(toc.entryCount == 4)
        #expect(toc.depth == 3)
        #expect(toc.flattened.map(\.label) == ["One", "Section one", "Heading only", "Pictured"])
        #expect(toc.flattened[2].href == nil)
        #expect(toc.flattened[1].target?.fragment == "s1")
        let pageList = try #require(nav.pageList)
        #expect(pageList.isHidden)
        #expect(pageList.entryCount == 2)
        let landmark = try #require(nav.landmarks?.points.first)
        #expect(landmark.types == ["bodymatter"])
        #expect(landmark.target?.path == "OEBPS/chapter1.xhtml")
    }

    @Test func readsNCXNavMapAndPageList() throws {
        var book = TestBook()
        book.package = TestBook.opf(
            manifest: """
                <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="c1"/>"#, version: "2.0")
        book.files = [("OEBPS/toc.ncx", Self.ncx), ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<p>x</p>"))]
        let ncx = try #require(try book.open().ncx)
        #expect(ncx.title == "Old Book")
        #expect(ncx.navMap.entryCount == 3)
        #expect(ncx.navMap.depth == 2)
        #expect(ncx.navMap.flattened.map(\.label) == ["One", "One, part two", "Two"])
        #expect(ncx.navMap.flattened[2].target?.path == "OEBPS/text/ch 2.xhtml")
        #expect(ncx.pageList?.entryCount == 2)
        #expect(ncx.pageList?.heading == "Pages")
        #expect(ncx.pageList?.points.first?.types == ["normal"])
    }

    @Test func aNavigationDocumentThatIsNotWellFormedIsRecovered() throws {
        var book = TestBook()
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav(toc: #"<li><a href="chapter1.xhtml">One&nbsp;<b>bold</a></li>"#)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<p>x</p>")),
        ]
        let publication = try book.open()
        let nav = try #require(publication.navigationDocument)
        #expect(!nav.parse.isWellFormed)
        #expect(nav.toc?.entryCount == 1)
        #expect(nav.toc?.points.first?.label.hasPrefix("One") == true)
        let issue = try #require(publication.issues.first { $0.code == "nav-not-well-formed" })
        #expect(issue.location?.path == "OEBPS/nav.xhtml")
        #expect(issue.location?.line != nil)
    }
}
