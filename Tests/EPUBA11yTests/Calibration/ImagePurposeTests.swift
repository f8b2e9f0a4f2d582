import EPUBA11y
import EPUBCore
import Testing

/// Images the W3C Package Metadata Authoring Guide (Check 2) leaves out of the visual access
/// mode, and the claim check that follows from them.
@Suite struct ImagePurposeTests {
    static let coverItem = #"<item id="cov" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"#

    static func purposes(_ documents: [String], manifestExtra: String = "") async throws -> [ImagePurpose] {
        let publication = try CalibrationBooks.book(documents, manifestExtra: manifestExtra).open()
        let content = await PublicationContent.walk(publication)
        return ImagePurpose.classify(content, package: publication.package).map(\.purpose)
    }

    @Test func theManifestCoverIsTheCover() async throws {
        let purposes = try await Self.purposes([TestBook.xhtml(body: #"<img src="images/cover.jpg" alt="Cover: a lighthouse"/>"#)],
                                               manifestExtra: Self.coverItem)
        #expect(purposes == [.cover])
    }

    @Test func publisherMatterIsLeftOut() async throws {
        let purposes = try await Self.purposes([
            TestBook.xhtml(body: #"<section epub:type="titlepage"><h1>Title</h1><img src="t.svg" alt="The title, drawn"/></section>"#),
            TestBook.xhtml(body: #"<section epub:type="imprint"><p>Published by us.</p><img src="ship.png" alt="A ship"/></section>"#),
            TestBook.xhtml(body: #"<section epub:type="colophon"><img src="mark.png" alt="Our mark" epub:type="z3998:publisher-logo"/></section>"#),
            TestBook.xhtml(body: #"<section role="doc-cover"><img src="front.png" alt="The front"/></section>"#),
        ])
        #expect(purposes == [.publisherMatter, .publisherMatter, .logo, .cover])
    }

    @Test func aPrefaceInsideFrontMatterIsContent() async throws {
        let purposes = try await Self.purposes([
            TestBook.xhtml(body: #"<section epub:type="frontmatter"><section epub:type="preface"><h1>Preface</h1><img src="map.png" alt="A map of the island"/></section></section>"#),
        ])
        #expect(purposes == [.content])
    }

    @Test func logosAreKnownByNameOrBySharingAPicture() async throws {
        let purposes = try await Self.purposes([
            TestBook.xhtml(body: #"<section epub:type="imprint"><img src="press.png" alt="Press"/></section>"#),
            TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><img src="press.png" alt="Press"/><img src="x.png" alt="The Acme Logo"/><img src="plate.png" alt="A plate"/><img src="rule.png" alt=""/>"#),
        ])
        #expect(purposes == [.publisherMatter, .logo, .logo, .content, .decorative])
    }

    @Test func onlyExcludedImagesAreConsistentWithoutVisual() async throws {
        let book = CalibrationBooks.book([
            TestBook.xhtml(body: #"<section epub:type="imprint"><img src="logo.svg" alt="The Standard Ebooks logo." epub:type="z3998:publisher-logo"/></section>"#),
            TestBook.xhtml(body: #"<section epub:type="titlepage"><h1>Title</h1><img src="titlepage.svg" alt=""/></section>"#),
            TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>"),
        ])
        let report = try await CalibrationBooks.report(book)
        let claim = try #require(report.assessment?.claims.first { $0.id == "accessmode-visual" })
        #expect(claim.status == .consistent)
        #expect(claim.evidence.contains("no content image"))
        #expect(report.metadataVerdict == .noAutomatedFailures)
    }

    @Test func aContentImageNeedsVisualAndIsNamed() async throws {
        let book = CalibrationBooks.book([
            TestBook.xhtml(body: #"<section epub:type="imprint"><img src="logo.svg" alt="Logo" epub:type="z3998:publisher-logo"/></section>"#),
            TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><img src="rabbit.png" alt="A white rabbit with a watch"/>"#),
        ])
        let report = try await CalibrationBooks.report(book)
        let claim = try #require(report.assessment?.claims.first { $0.id == "accessmode-visual" })
        #expect(claim.status == .contradicted && claim.impact == .serious)
        #expect(claim.location == SourceLocation(path: "OEBPS/chapter2.xhtml", line: 6))
        #expect(claim.evidence.contains("1 content image(s), first img at OEBPS/chapter2.xhtml:6"))
        #expect(claim.evidence.contains("not counted: 1 logo"))
        #expect(report.metadataVerdict == .fails)
        #expect(report.verdictReasons.contains { $0.id == "accessmode-visual" && $0.location == claim.location })
    }

    @Test func soundWithoutAuditoryIsForAPersonToJudge() async throws {
        let book = CalibrationBooks.book([TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><audio src="a.mp3" controls="controls"><p>Audio</p></audio>"#)])
        let report = try await CalibrationBooks.report(book)
        let claim = try #require(report.assessment?.claims.first { $0.id == "accessmode-auditory" })
        #expect(claim.status == .needsReview)
        #expect(!report.verdictReasons.contains { $0.id == "accessmode-auditory" })
    }
}
