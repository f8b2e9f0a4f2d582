import EPUBCore
import Testing

@Suite("Package document (OPF 2 and 3)")
struct PackageDocumentTests {
    @Test func readsEPUB3PackageWithRefinesAndLinks() throws {
        var book = TestBook()
        book.package = TestBook.opf(metadata: """
            <meta property="schema:accessMode">textual</meta>
            <meta property="dcterms:conformsTo" id="conf">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy" id="cert" refines="#conf">Desk</meta>
            <meta property="dcterms:date" refines="#cert">2025-01-01</meta>
            <link rel="a11y:certifierReport" refines="#cert" href="report.xhtml"/>
            <meta property="rendition:layout">pre-paginated</meta>
            """)
        let package = try book.open().package
        #expect(package.version == "3.0")
        #expect(package.majorVersion == 3)
        #expect(package.uniqueIdentifier == "urn:uuid:00000000-0000-0000-0000-000000000001")
        #expect(package.language == "en")
        #expect(package.titles == ["Test Book"])
        #expect(package.layout == .prePaginated)

        let mode = try #require(package.meta.first { $0.property == "schema:accessMode" })
        #expect(mode.form == .property)
        #expect(mode.propertyIRI == "http://schema.org/accessMode")
        #expect(mode.value == "textual")
        #expect(mode.line == 8)  // line 1 is the XML declaration of TestBook.opf

        let certifier = try #require(package.meta.first { $0.property == "a11y:certifiedBy" })
        #expect(certifier.refinedID == "conf")
        #expect(package.refinements(of: "cert").map(\.property) == ["dcterms:date"])
        let link = try #require(package.links.first)
        #expect(link.relTokens == ["a11y:certifierReport"])
        #expect(link.target.path == "OEBPS/report.xhtml")
    }

    @Test func readsEPUB2NameContentMetaAndGuide() throws {
        var book = TestBook()
        book.package = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="BookId">
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
                <dc:title>Old</dc:title>
                <dc:creator opf:role="aut" opf:file-as="Doe, Jane">Jane Doe</dc:creator>
                <dc:identifier id="BookId" opf:scheme="UUID">urn:uuid:1</dc:identifier>
                <dc:language>fr</dc:language>
                <meta name="schema:accessMode" content="  textual "/>
                <meta name="cover" content="img"/>
              </metadata>
              <manifest>
                <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
              </manifest>
              <spine toc="ncx"><itemref idref="c1"/><itemref idref="c1" linear="no"/></spine>
              <guide><reference type="toc" title="Contents" href="chapter1.xhtml#c"/></guide>
            </package>
            """
        book.files = [("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<p>x</p>")), ("OEBPS/toc.ncx", NavigationTests.ncx)]
        let publication = try book.open()
        let package = publication.package
        #expect(package.isEPUB2)
        #expect(package.languages == ["fr"])
        #expect(package.uniqueIdentifier == "urn:uuid:1")
        let mode = try #require(package.meta.first { $0.property == "schema:accessMode" })
        #expect(mode.form == .nameContent)
        #expect(mode.value == "textual")
        #expect(mode.propertyIRI == "http://schema.org/accessMode")
        #expect(package.meta.first { $0.property == "cover" }?.propertyIRI == nil)  // EPUB 2 names have no default vocabulary
        #expect(package.dublinCore.first { $0.name == "creator" }?.opfAttributes == ["role": "aut", "file-as": "Doe, Jane"])
        #expect(package.spine.tocID == "ncx")
        #expect(package.spine.items.map(\.isLinear) == [true, false])
        #expect(package.guide.first?.target.path == "OEBPS/chapter1.xhtml")
        #expect(package.guide.first?.target.fragment == "c")
        #expect(!publication.issues.contains { $0.code == "nav-missing" })  // EPUB 2 needs no nav document
    }

    @Test("prefixes: reserved, declared, overridden, unknown")
    func resolvesPrefixes() {
        let prefixes = VocabularyPrefixes(declaration: "foaf: http://xmlns.com/foaf/spec/\n schema: https://schema.org/")
        #expect(prefixes.declared["foaf"] == "http://xmlns.com/foaf/spec/")
        #expect(prefixes.expand("foaf:name") == "http://xmlns.com/foaf/spec/name")
        #expect(prefixes.expand("schema:accessMode") == "https://schema.org/accessMode")  // local override wins
        #expect(prefixes.expand("a11y:certifiedBy") == "http://www.idpf.org/epub/vocab/package/a11y/#certifiedBy")
        #expect(prefixes.expand("pageBreakSource") == "http://idpf.org/epub/vocab/package/meta/#pageBreakSource")
        #expect(prefixes.expand("pageBreakSource", allowsDefaultVocabulary: false) == nil)
        #expect(prefixes.expand("nope:thing") == nil)
    }

    @Test func manifestHrefsResolveRelativeToThePackage() throws {
        var book = TestBook()
        book.packagePath = "OPS/pkg/content.opf"
        book.containerXML = TestBook.containerXML(rootfile: "OPS/pkg/content.opf")
        book.package = TestBook.opf(manifest: """
            <item id="c1" href="../text/chapter%20one.xhtml" media-type="application/xhtml+xml" properties="svg scripted"/>
            <item id="remote" href="https://example.org/font.woff" media-type="font/woff"/>
            """)
        book.files = [("OPS/text/chapter one.xhtml", TestBook.xhtml(body: "<p>x</p>"))]
        let publication = try book.open()
        let item = try #require(publication.package.manifestItem(id: "c1"))
        #expect(item.path == "OPS/text/chapter one.xhtml")
        #expect(item.properties == ["svg", "scripted"])
        #expect(publication.package.manifestItem(id: "remote")?.target.kind == .external)
        #expect(publication.contentDocuments.map(\.id) == ["c1"])
        #expect(publication.issues.contains { $0.code == "nav-missing" })
    }

    @Test func reportsDanglingSpineAndMissingResources() throws {
        var book = TestBook()
        book.package = TestBook.opf(
            manifest: #"<item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/><item id="gone" href="gone.xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="c1"/><itemref idref="ghost"/>"#)
        let issues = try book.open().issues.map(\.code)
        #expect(issues.contains("opf-spine-idref"))
        #expect(issues.contains("opf-missing-resource"))
    }

    @Test func malformedPackageStopsTheBookWithItsLine() throws {
        var book = TestBook()
        book.package = "<?xml version=\"1.0\"?>\n<package xmlns=\"http://www.idpf.org/2007/opf\" version=\"3.0\">\n<metadata>\n</metdata>\n</package>"
        let error = try #require(throws: EPUBError.self) { try book.open() }
        #expect(error.kind == .malformedXML)
        #expect(error.line == 4)
        #expect(error.description.hasPrefix("test.epub: the package document OEBPS/content.opf is not well-formed XML at line 4"))
    }
}
