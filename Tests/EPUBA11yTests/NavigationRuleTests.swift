import EPUBA11y
import EPUBCore
import Testing

/// Page navigation, TOC and role rules on whole books: the EPUB 2 NCX path, the fixed-layout
/// exemptions, and Ace's single-finding TOC order.
@Suite("Navigation rules")
struct NavigationRuleTests {
    /// Runs the rule with this id on `book` with its content walked.
    static func findings(_ ruleID: String, _ book: TestBook) async throws -> [Finding] {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let publication = try book.open()
        let content = await PublicationContent.walk(publication)
        return RuleRegistry.evaluate(RuleContext(publication: publication, content: content), rules: [rule])
    }

    // MARK: EPUB 2 NCX pageList

    static let ncx = """
        <?xml version="1.0" encoding="UTF-8"?>
        <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
          <head><meta name="dtb:uid" content="urn:uuid:1"/></head>
          <docTitle><text>Old Book</text></docTitle>
          <navMap>
            <navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel><content src="chapter1.xhtml"/></navPoint>
            <navPoint id="n2" playOrder="2"><navLabel><text>Two</text></navLabel><content src="chapter2.xhtml"/></navPoint>
          </navMap>
          <pageList>
            <navLabel><text>Pages</text></navLabel>
            <pageTarget id="pt1" type="normal" value="1"><navLabel><text>1</text></navLabel><content src="chapter1.xhtml#p1"/></pageTarget>
            <pageTarget id="pt2" type="normal" value="2"><navLabel><text>2</text></navLabel><content src="chapter2.xhtml#p2"/></pageTarget>
            <pageTarget id="pt3" type="normal" value="3"><navLabel><text>3</text></navLabel><content src="chapter2.xhtml#p3"/></pageTarget>
            <pageTarget id="pt4" type="normal" value="4"><navLabel><text>4</text></navLabel><content src="chapter9.xhtml#p4"/></pageTarget>
          </pageList>
        </ncx>
        """

    /// An EPUB 2 book (no navigation document) whose NCX pageList links plain `span@id` markers:
    /// p1 and p2 exist, p3 is not an id, chapter9.xhtml is not in the container.
    static func epub2Book(metadata: String = "") -> TestBook {
        var book = TestBook()
        book.package = TestBook.opf(
            metadata: metadata,
            manifest: """
                <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
                <item id="c2" href="chapter2.xhtml" media-type="application/xhtml+xml"/>
                """,
            spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#, version: "2.0")
        book.files = [
            ("OEBPS/toc.ncx", ncx),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<span id="p1"/><h1>One</h1><p>Text.</p>"#)),
            ("OEBPS/chapter2.xhtml", TestBook.xhtml(body: #"<span id="p2"/><h1>Two</h1><p>Text.</p>"#)),
        ]
        return book
    }

    @Test func ncxPageTargetsThatDoNotResolveAreSeriousAndEPUB2SpansAreMarkers() async throws {
        let findings = try await Self.findings("epub-pagelist-broken", Self.epub2Book())
        // p1 and p2 resolve to plain spans: fine in EPUB 2, which has no epub:type.
        #expect(findings.count == 2, "\(findings.map(\.message))")
        #expect(findings.allSatisfy { $0.impact == .serious && $0.location?.path == "OEBPS/toc.ncx" })
        #expect(findings.contains { $0.message.contains("chapter2.xhtml#p3") && $0.message.contains("no id of that document") })
        #expect(findings.contains { $0.message.contains("chapter9.xhtml#p4") && $0.message.contains("not in the container") })
        #expect(findings.allSatisfy { $0.message.contains("the NCX pageList") })
    }

    @Test func theNCXPageListNeedsAPageSourceButABareDCSourceCountsInEPUB2() async throws {
        let missing = try await Self.findings("epub-pagesource", Self.epub2Book())
        #expect(missing.count == 1)
        #expect(missing.first?.message.contains("the NCX pageList") == true)
        let sourced = try await Self.findings("epub-pagesource", Self.epub2Book(metadata: "<dc:source>urn:isbn:9780000000002</dc:source>"))
        #expect(sourced.isEmpty)
    }

    @Test func theNCXPageListSatisfiesPageFeaturesInEPUB2() async throws {
        let metadata = """
            <meta name="schema:accessibilityFeature" content="pageNavigation"/>
            <meta name="schema:accessibilityFeature" content="printPageNumbers"/>
            """
        #expect(try await Self.findings("metadata-accessibilityFeature-printPageNumbers-nopagelist", Self.epub2Book(metadata: metadata)).isEmpty)
        #expect(try await Self.findings("metadata-accessibilityFeature-printPageNumbers-nopagebreaks", Self.epub2Book(metadata: metadata)).isEmpty)
        #expect(try await Self.findings("epub-toc", Self.epub2Book()).isEmpty)
        #expect(try await Self.findings("epub-toc-order", Self.epub2Book()).isEmpty)
        #expect(try await Self.findings("epub-spine-reachable", Self.epub2Book()).isEmpty)
    }

    @Test func anEPUB2BookWithoutNavMapEntriesHasNoTableOfContents() async throws {
        var book = Self.epub2Book()
        book.files[0] = ("OEBPS/toc.ncx", Self.ncx.replacingOccurrences(
            of: #"<navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel><content src="chapter1.xhtml"/></navPoint>"#, with: "")
            .replacingOccurrences(of: #"<navPoint id="n2" playOrder="2"><navLabel><text>Two</text></navLabel><content src="chapter2.xhtml"/></navPoint>"#, with: ""))
        let findings = try await Self.findings("epub-toc", book)
        #expect(findings.count == 1)
        #expect(findings.first?.impact == .serious)
        #expect(findings.first?.location?.path == "OEBPS/toc.ncx")
    }

    // MARK: Fixed layout

    /// A book whose page list links a missing id, a non-marker and (by omission) leaves a marker out.
    static func pagedBook(layout: String?) -> TestBook {
        var book = TestBook()
        book.package = TestBook.opf(metadata: layout.map { #"<meta property="rendition:layout">\#($0)</meta>"# } ?? "")
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav(extra: """
                <nav epub:type="page-list"><ol><li><a href="chapter1.xhtml#top">1</a></li><li><a href="chapter1.xhtml#gone">2</a></li></ol></nav>
                """)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<div id="top"><p>Text.</p><span id="p3" role="doc-pagebreak" aria-label="3"/></div>"#)),
        ]
        return book
    }

    @Test func fixedLayoutBooksAreExemptFromSourceMarkerAndCoverageChecks() async throws {
        let paged = Self.pagedBook(layout: "pre-paginated")
        #expect(try await Self.findings("epub-pagesource", paged).isEmpty)
        #expect(try await Self.findings("epub-pagelist-missing-pagebreak", paged).isEmpty)
        // A link that leads nowhere is still broken; a target that is no marker is not reported.
        let broken = try await Self.findings("epub-pagelist-broken", paged)
        #expect(broken.map(\.impact) == [.serious])
        #expect(broken.first?.message.contains("chapter1.xhtml#gone") == true)
    }

    @Test func reflowableBooksGetEveryPageListFinding() async throws {
        let reflowable = Self.pagedBook(layout: nil)
        #expect(try await Self.findings("epub-pagesource", reflowable).count == 1)
        let missing = try await Self.findings("epub-pagelist-missing-pagebreak", reflowable)
        #expect(missing.map(\.elementID) == ["p3"])
        let broken = try await Self.findings("epub-pagelist-broken", reflowable)
        #expect(broken.map(\.impact).sorted() == [.minor, .serious])
        #expect(broken.first { $0.impact == .minor }?.message.contains("chapter1.xhtml#top") == true)
    }

    // MARK: TOC order

    @Test func tocOrderReportsOnlyTheFirstProblemWhileTocBrokenListsAll() async throws {
        var book = TestBook()
        book.package = TestBook.opf(manifest: """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
            <item id="c2" href="chapter2.xhtml" media-type="application/xhtml+xml"/>
            <item id="c3" href="chapter3.xhtml" media-type="application/xhtml+xml"/>
            """, spine: #"<itemref idref="c1"/><itemref idref="c2"/><itemref idref="c3"/>"#)
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav(toc: """
                <li><a href="chapter2.xhtml">Two</a></li>
                <li><a href="chapter1.xhtml">One</a></li>
                <li><a href="chapter3.xhtml#b">Three B</a></li>
                <li><a href="chapter3.xhtml#a">Three A</a></li>
                <li><a href="chapter3.xhtml#gone">Gone</a></li>
                <li><a href="chapter9.xhtml">Nine</a></li>
                """)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>")),
            ("OEBPS/chapter2.xhtml", TestBook.xhtml(body: "<h1>Two</h1>")),
            ("OEBPS/chapter3.xhtml", TestBook.xhtml(body: #"<h1 id="a">A</h1><h2 id="b">B</h2>"#)),
        ]
        let order = try await Self.findings("epub-toc-order", book)
        #expect(order.count == 1)
        #expect(order.first?.message.contains("\"One\"") == true)
        #expect(order.first?.message.contains("only the first") == true)
        let broken = try await Self.findings("epub-toc-broken", book)
        #expect(broken.count == 2)
        #expect(broken.contains { $0.message.contains("chapter3.xhtml#gone") })
        #expect(broken.contains { $0.message.contains("chapter9.xhtml") })
    }

    @Test func tocOrderSkipsTargetsOutsideTheSpine() async throws {
        var book = TestBook()
        book.package = TestBook.opf(manifest: """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
            <item id="c2" href="chapter2.xhtml" media-type="application/xhtml+xml"/>
            """, spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#)
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav(toc: """
                <li><a href="chapter1.xhtml">One</a></li>
                <li><a href="nav.xhtml#toc">Contents</a></li>
                <li><a href="https://example.org/more">More</a></li>
                <li><a href="chapter2.xhtml">Two</a></li>
                """)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>")),
            ("OEBPS/chapter2.xhtml", TestBook.xhtml(body: "<h1>Two</h1>")),
        ]
        #expect(try await Self.findings("epub-toc-order", book).isEmpty)
        #expect(try await Self.findings("epub-toc-broken", book).isEmpty)
    }

    // MARK: Reachability and roles

    @Test func theFirstUnreachedSpineItemIsOnlyMinor() async throws {
        var book = TestBook()
        book.package = TestBook.opf(manifest: """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
            """, spine: #"<itemref idref="cover"/><itemref idref="c1"/>"#)
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav()),
            ("OEBPS/cover.xhtml", TestBook.xhtml(body: #"<img src="cover.png" alt="Cover"/>"#)),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>")),
        ]
        let findings = try await Self.findings("epub-spine-reachable", book)
        #expect(findings.count == 1)
        #expect(findings.first?.impact == .minor)
        #expect(findings.first?.outcome == .needsReview)
        #expect(findings.first?.message.contains("cover.xhtml") == true)
    }

    @Test func rolesAreNotAskedForWhereTheyAreNotAllowed() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: """
            <article epub:type="chapter"><h1 epub:type="title">One</h1></article>
            <ol><li epub:type="footnote" id="n1">Note.</li></ol>
            <nav epub:type="landmarks"><ol><li><a epub:type="toc" href="#n1">Notes</a></li></ol></nav>
            <h2 epub:type="subtitle">Sub</h2>
            """))
        // The chapter's (the navigation document outside the spine is judged too: its toc nav has no role).
        let findings = try await Self.findings("epub-type-has-matching-role", book).filter { $0.location?.path == "OEBPS/chapter1.xhtml" }
        // Only the subtitle: doc-subtitle is allowed on h2.
        #expect(findings.map(\.message).count == 1)
        #expect(findings.first?.message.contains("doc-subtitle") == true)
        #expect(try await Self.findings("aria-allowed-role", book).isEmpty)
    }

    @Test func aRoleOnBodyIsNotAllowed() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>").replacingOccurrences(of: "<body>", with: #"<body role="doc-chapter">"#))
        let findings = try await Self.findings("aria-allowed-role", book)
        #expect(findings.count == 1)
        #expect(findings.first?.message.contains("body") == true)
    }
}
