import EPUBCore
import Testing

@Suite("Content document parsing (libxml2)")
struct XMLParsingTests {
    @Test func wellFormedDocumentIsWalkedInOrderWithLinesAndNamespaces() throws {
        let source = TestBook.xhtml(body: """
            <section epub:type="chapter" role="doc-chapter" xml:lang="fr">
            <h1>Un</h1>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="a.png"/></svg>
            <math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x"><mi>x</mi></math>
            <p><![CDATA[raw <text>]]></p>
            </section>
            """)
        let (report, walker) = try walk(source)
        #expect(report.isWellFormed)
        #expect(report.diagnostics.isEmpty)
        #expect(report.elementCount == walker.elements.count)
        #expect(walker.elements.count == walker.ends)
        let section = try #require(walker.first("section"))
        #expect(section.namespace == XMLNamespace.xhtml)
        #expect(section.attribute("type", namespace: XMLNamespace.epub) == "chapter")
        #expect(section.attribute("lang", namespace: XMLNamespace.xml) == "fr")
        #expect(section.attribute("role") == "doc-chapter")
        #expect(section.line == 6)  // TestBook.xhtml puts the body's first line on line 6
        #expect(section.depth == 2)
        #expect(walker.first("h1")?.line == 7)
        #expect(walker.first("image")?.namespace == XMLNamespace.svg)
        #expect(walker.first("image")?.attribute("href", namespace: XMLNamespace.xlink) == "a.png")
        #expect(walker.first("mi")?.namespace == XMLNamespace.mathml)
        #expect(walker.text.contains("raw <text>"))
    }

    @Test("not well-formed: the XML error is kept with its line, the tree comes from the HTML parser")
    func htmlRecovery() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
            <head><title>T</title></head>
            <body>
            <p>one&nbsp;two &amp; three
            <p>unclosed <img src="a.png"><span epub:type="pagebreak" id="p1"></span>
            <svg><rect/></svg>
            </body>
            </html>
            """
        let (report, walker) = try walk(source)
        #expect(report.parser == .htmlRecovery)
        #expect(!report.isWellFormed)
        let error = try #require(report.firstError)
        #expect(error.line == 5)
        #expect(error.message.contains("nbsp"))
        #expect(walker.text.contains("one\u{A0}two & three"))  // HTML recovery keeps what XML RECOVER would drop
        #expect(walker.elements.filter { $0.localName == "p" }.count == 2)
        #expect(walker.first("img")?.namespace == XMLNamespace.xhtml)
        let pagebreak = try #require(walker.first("span"))
        #expect(pagebreak.attribute("type", namespace: XMLNamespace.epub) == "pagebreak")
        #expect(!pagebreak.attributes.contains { $0.localName.hasPrefix("xmlns") })
        #expect(walker.first("rect")?.namespace == XMLNamespace.svg)
        #expect(walker.first("html")?.attributes.isEmpty == true)  // xmlns declarations are not attributes
    }

    @Test("XHTML 1.1 DOCTYPE: &nbsp; is a warning-free entity reference resolved as HTML")
    func entityReferencesUnderXHTML11Doctype() throws {
        let source = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head><body><p>a&nbsp;b&mdash;c</p></body></html>
            """
        let (report, walker) = try walk(source)
        #expect(report.isWellFormed)
        #expect(walker.text.contains("a\u{A0}b\u{2014}c"))
    }

    @Test func undeclaredEpubPrefixStillResolves() throws {
        let source = """
            <html xmlns="http://www.w3.org/1999/xhtml"><body><aside epub:type="footnote">n</aside></body></html>
            """
        let (_, walker) = try walk(source)
        #expect(walker.first("aside")?.attribute("type", namespace: XMLNamespace.epub) == "footnote")
    }

    @Test func emptyDocumentFailsWithATypedError() throws {
        var walker = RecordingWalker()
        let error = try #require(throws: XMLDocumentError.self) {
            try XMLDocumentParser.walk([], path: "OEBPS/empty.xhtml", recovery: .html, into: &walker)
        }
        #expect(error.path == "OEBPS/empty.xhtml")
    }

    @Test func strictModeRefusesWhatHTMLModeRecovers() throws {
        let bytes = Array("<html><body><p>unclosed</body></html>".utf8)
        var walker = RecordingWalker()
        let error = try #require(throws: XMLDocumentError.self) {
            try XMLDocumentParser.walk(bytes, path: "x.xml", recovery: .none, into: &walker)
        }
        #expect(error.line == 1)
        #expect(error.summary.hasPrefix("is not well-formed XML at line 1: "))
    }

    @Test func utf16DocumentIsDecoded() throws {
        let source = "<?xml version=\"1.0\" encoding=\"UTF-16\"?><html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>été</p></body></html>"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in source.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        var walker = RecordingWalker()
        let report = try XMLDocumentParser.walk(bytes, path: "u.xhtml", recovery: .html, into: &walker)
        #expect(report.isWellFormed)
        #expect(walker.text == "été")
    }
}
