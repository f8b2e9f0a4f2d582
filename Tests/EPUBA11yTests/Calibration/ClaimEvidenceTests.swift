import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Features declared for content the book does not have come out *unsupported* (moderate, with
/// what is missing), features whose content exists come out consistent, and neither runs when
/// the content was not read. Each book is a calibration book with one planted difference.
@Suite struct ClaimEvidenceTests {
    static let chapter = TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")

    /// The calibration metadata plus `features` (and any `extra` lines).
    static func metadata(_ features: [String], extra: String = "") -> String {
        CalibrationBooks.metadata(extra: features.map { #"<meta property="schema:accessibilityFeature">\#($0)</meta>"# }
            .joined(separator: "\n") + "\n" + extra)
    }

    static func claims(_ documents: [String] = [chapter], features: [String], extra: String = "",
                       manifestExtra: String = "") async throws -> [String: ClaimCheck] {
        let book = CalibrationBooks.book(documents, metadata: metadata(features, extra: extra), manifestExtra: manifestExtra)
        let report = try await CalibrationBooks.report(book)
        let claims = try #require(report.assessment?.claims)
        return Dictionary(claims.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    static func expectUnsupported(_ claim: ClaimCheck?, evidence: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let claim = try #require(claim, sourceLocation: sourceLocation)
        #expect(claim.status == .unsupported, sourceLocation: sourceLocation)
        #expect(claim.impact == .moderate, sourceLocation: sourceLocation)
        #expect(claim.evidence.hasPrefix(evidence), "\(claim.evidence)", sourceLocation: sourceLocation)
        #expect(!claim.failsMetadata, sourceLocation: sourceLocation)
    }

    // MARK: Media features

    @Test func captionsWithoutAnyMediaAreUnsupported() async throws {
        let claims = try await Self.claims(features: ["closedCaptions", "openCaptions", "captions", "audioDescription", "transcript"])
        for id in ["feature-closedCaptions", "feature-openCaptions", "feature-captions", "feature-audioDescription", "feature-transcript"] {
            try Self.expectUnsupported(claims[id], evidence: "no audio or video in the book")
        }
        #expect(claims["feature-closedCaptions"]?.claim == "accessibilityFeature closedCaptions")
    }

    @Test func captionsWithAudioOnlyLackVideoButATranscriptFitsAudio() async throws {
        let audio = TestBook.xhtml(body: #"<h1>One</h1><audio src="talk.mp3" controls="controls"></audio>"#)
        let claims = try await Self.claims([audio], features: ["closedCaptions", "audioDescription", "transcript"])
        try Self.expectUnsupported(claims["feature-closedCaptions"], evidence: "no video in the book")
        try Self.expectUnsupported(claims["feature-audioDescription"], evidence: "no video in the book")
        #expect(claims["feature-closedCaptions"]?.evidence.contains("1 audio element(s)") == true)
        let transcript = try #require(claims["feature-transcript"])
        #expect(transcript.status == .consistent && transcript.impact == nil)
    }

    @Test func captionsWithVideoAreConsistent() async throws {
        let video = TestBook.xhtml(body: #"<h1>One</h1><video src="film.mp4" controls="controls"><track kind="captions" src="film.vtt"/></video>"#)
        let claims = try await Self.claims([video], features: ["closedCaptions", "transcript"])
        #expect(claims["feature-closedCaptions"]?.status == .consistent)
        #expect(claims["feature-closedCaptions"]?.evidence == "1 video element(s)")
        #expect(claims["feature-transcript"]?.status == .consistent)
    }

    @Test func aVideoFileInTheManifestCountsAsVideo() async throws {
        // Video reached through <object>: no video element, but the manifest lists the file.
        let object = TestBook.xhtml(body: #"<h1>One</h1><object data="film.mp4" type="video/mp4">A film.</object>"#)
        let claims = try await Self.claims([object], features: ["openCaptions"],
                                           manifestExtra: #"<item id="film" href="film.mp4" media-type="video/mp4"/>"#)
        #expect(claims["feature-openCaptions"]?.status == .consistent)
        #expect(claims["feature-openCaptions"]?.evidence == "1 video file(s) in the manifest")
    }

    @Test func undeclaredMediaFeaturesAreNotChecked() async throws {
        let claims = try await Self.claims(features: [])
        #expect(claims.keys.filter { ["feature-closedCaptions", "feature-transcript", "feature-longDescription",
                                      "feature-describedMath", "feature-MathML", "feature-pageBreakMarkers"].contains($0) }.isEmpty)
    }

    // MARK: Math

    @Test func mathMLWithoutMathIsUnsupported() async throws {
        let claims = try await Self.claims(features: ["MathML", "describedMath"])
        try Self.expectUnsupported(claims["feature-MathML"], evidence: "no MathML in the content")
        try Self.expectUnsupported(claims["feature-describedMath"], evidence: "no MathML in the content and no accessMode mathOnVisual")
    }

    @Test func mathMLChemistryWithoutMathIsUnsupportedUnderTheMathMLId() async throws {
        let claims = try await Self.claims(features: ["MathML-chemistry"])
        try Self.expectUnsupported(claims["feature-MathML"], evidence: "no MathML in the content")
        #expect(claims["feature-MathML"]?.claim == "accessibilityFeature MathML-chemistry")
    }

    @Test func mathMLWithMathIsConsistentAndUndeclaredMathIsMinor() async throws {
        let math = TestBook.xhtml(body: """
            <h1>One</h1>
            <p><math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math></p>
            """)
        let declared = try await Self.claims([math], features: ["MathML", "describedMath"])
        #expect(declared["feature-MathML"]?.status == .consistent)
        #expect(declared["feature-MathML"]?.location == SourceLocation(path: "OEBPS/chapter1.xhtml", line: 7))
        #expect(declared["feature-describedMath"]?.status == .consistent)
        let undeclared = try #require(try await Self.claims([math], features: [])["feature-MathML"])
        #expect(undeclared.status == .undeclared && undeclared.impact == .minor)
        #expect(undeclared.claim == "MathML not declared")
    }

    @Test func describedMathWithMathImagesDeclaredIsConsistent() async throws {
        let claims = try await Self.claims(features: ["describedMath"], extra: #"<meta property="schema:accessMode">mathOnVisual</meta>"#)
        #expect(claims["feature-describedMath"]?.status == .consistent)
    }

    // MARK: Long descriptions

    @Test func longDescriptionWithoutDescriptionMarkupIsUnsupported() async throws {
        let image = TestBook.xhtml(body: #"<h1>One</h1><img src="map.png" alt="A map of the island."/>"#)
        let claims = try await Self.claims([image], features: ["longDescription", "alternativeText"],
                                           extra: #"<meta property="schema:accessMode">visual</meta>"#)
        try Self.expectUnsupported(claims["feature-longDescription"], evidence: "no image has aria-describedby, aria-details or longdesc")
    }

    /// DAISY KB, *Extended descriptions*: a `details` in the image's figure needs no id or aria link.
    @Test func longDescriptionInTheFiguresDetailsIsConsistent() async throws {
        let image = TestBook.xhtml(body: """
            <h1>One</h1>
            <figure><img src="map.png" alt="A map of the island."/>
            <details><summary>Description</summary><p>The island is shaped like a boot.</p></details></figure>
            """)
        let claims = try await Self.claims([image], features: ["longDescription", "alternativeText"],
                                           extra: #"<meta property="schema:accessMode">visual</meta>"#)
        let claim = try #require(claims["feature-longDescription"])
        #expect(claim.status == .consistent, "\(claim.evidence)")
        #expect(claim.location == SourceLocation(path: "OEBPS/chapter1.xhtml", line: 7))
    }

    @Test func longDescriptionWithAriaDetailsIsConsistent() async throws {
        let image = TestBook.xhtml(body: """
            <h1>One</h1>
            <figure><img src="map.png" alt="A map of the island." aria-details="map-desc"/>
            <details id="map-desc"><summary>Description</summary><p>The island is shaped like a boot.</p></details></figure>
            """)
        let claims = try await Self.claims([image], features: ["longDescription", "alternativeText"],
                                           extra: #"<meta property="schema:accessMode">visual</meta>"#)
        let claim = try #require(claims["feature-longDescription"])
        #expect(claim.status == .consistent)
        #expect(claim.location == SourceLocation(path: "OEBPS/chapter1.xhtml", line: 7))
        #expect(claim.evidence.hasPrefix("2 image description link(s) or details element(s)"), "\(claim.evidence)")
    }

    // MARK: Page break markers

    @Test func pageBreakMarkersWithoutMarkersAreUnsupported() async throws {
        let claims = try await Self.claims(features: ["pageBreakMarkers"])
        try Self.expectUnsupported(claims["feature-pageBreakMarkers"], evidence: "no page break marker in the content")
    }

    @Test func pageBreakMarkersWithAMarkerAreConsistent() async throws {
        let marked = TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><span epub:type="pagebreak" role="doc-pagebreak" id="p2" aria-label="2"/>"#)
        let claims = try await Self.claims([marked], features: ["printPageNumbers"])
        #expect(claims["feature-pageBreakMarkers"]?.status == .consistent)
        #expect(claims["feature-pageBreakMarkers"]?.claim == "accessibilityFeature printPageNumbers")
    }

    @Test func anNCXPageListStandsInForMarkers() async throws {
        var book = CalibrationBooks.book([Self.chapter], metadata: Self.metadata(["pageBreakMarkers"]),
                                         manifestExtra: #"<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>"#,
                                         spine: #"<itemref idref="c1"/>"#)
        book.package = book.package.replacingOccurrences(of: "<spine>", with: #"<spine toc="ncx">"#)
        book.files.append(("OEBPS/toc.ncx", """
            <?xml version="1.0" encoding="UTF-8"?>
            <ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
              <head><meta name="dtb:uid" content="urn:uuid:00000000-0000-0000-0000-000000000001"/></head>
              <docTitle><text>Test Book</text></docTitle>
              <navMap><navPoint id="n1" playOrder="1"><navLabel><text>One</text></navLabel><content src="chapter1.xhtml"/></navPoint></navMap>
              <pageList><pageTarget id="p1" type="normal" value="1" playOrder="2"><navLabel><text>1</text></navLabel><content src="chapter1.xhtml"/></pageTarget></pageList>
            </ncx>
            """))
        let report = try await CalibrationBooks.report(book)
        let claim = try #require(report.assessment?.claims.first { $0.id == "feature-pageBreakMarkers" })
        #expect(claim.status == .consistent)
        #expect(claim.evidence == "no page break marker in the content, but the NCX has a page list")
    }

    // MARK: What reads no content, and what never fails

    @Test func aPackageOnlyAuditRunsNoEvidenceCheck() async throws {
        let book = CalibrationBooks.book([Self.chapter], metadata: Self.metadata(["closedCaptions", "MathML", "longDescription", "pageBreakMarkers"]))
        let inspector = AccessibilityInspector(options: .init(scope: .packageOnly))
        let report = inspector.report(of: await inspector.audit(try book.open()))
        let ids = Set(report.assessment?.claims.map(\.id) ?? [])
        #expect(ids.isDisjoint(with: ["feature-closedCaptions", "feature-MathML", "feature-longDescription", "feature-pageBreakMarkers"]),
                "\(ids.sorted())")
        // The same book, read whole, has all four.
        let full = try await CalibrationBooks.report(book)
        let fullIDs = Set(full.assessment?.claims.filter { $0.status == .unsupported }.map(\.id) ?? [])
        #expect(fullIDs == ["feature-closedCaptions", "feature-MathML", "feature-longDescription", "feature-pageBreakMarkers"])
    }

    @Test func unsupportedClaimsNeverFailTheVerdictAndEveryRendererNamesThem() async throws {
        let book = CalibrationBooks.book([Self.chapter], metadata: Self.metadata(["closedCaptions"]))
        let report = try await CalibrationBooks.report(book)
        #expect(report.assessment?.claims.contains { $0.status == .unsupported } == true)
        #expect(report.metadataVerdict == .noAutomatedFailures)
        #expect(!report.verdictReasons.contains { $0.id == "feature-closedCaptions" })

        let text = TextReportRenderer().render(report)
        #expect(text.contains("unsupported   accessibilityFeature closedCaptions [moderate]: no audio or video in the book"), "\(text)")
        let html = HTMLReportRenderer.render(report)
        #expect(html.contains(#"<tr class="row-review unsupported"><th scope="row">accessibilityFeature closedCaptions</th>"#))
        #expect(html.contains(#"<span class="status review unsupported"><span class="symbol" aria-hidden="true">!</span> Unsupported</span>"#))
        let json = try JSONOutput.encode(report)
        #expect(json.contains(#""status" : "unsupported""#) || json.contains(#""status":"unsupported""#), "\(json.prefix(200))")
        let errors = try ReportSchemaValidator.errors(of: json)
        #expect(errors.isEmpty, "\(errors)")
    }
}
