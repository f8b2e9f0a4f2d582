import EPUBCore
import Foundation
import Testing

@testable import EPUBA11y

/// Builds the metadata lines of a test package.
/// Shared with DisplayGuideFieldTests.
enum Meta {
    static func mode(_ value: String) -> String { #"<meta property="schema:accessMode">\#(value)</meta>"# }
    static func sufficient(_ value: String) -> String { #"<meta property="schema:accessModeSufficient">\#(value)</meta>"# }
    static func feature(_ value: String) -> String { #"<meta property="schema:accessibilityFeature">\#(value)</meta>"# }
    static func hazard(_ value: String) -> String { #"<meta property="schema:accessibilityHazard">\#(value)</meta>"# }
    static func features(_ values: String...) -> String { values.map(feature).joined(separator: "\n") }
    static func hazards(_ values: [String]) -> String { values.map(hazard).joined(separator: "\n") }
    /// Several lines (not `+`, which makes long argument lists slow to type-check).
    static func all(_ lines: String...) -> String { lines.joined(separator: "\n") }
    static let prePaginated = #"<meta property="rendition:layout">pre-paginated</meta>"#
    static func conformsTo(_ value: String, id: String = "conf") -> String {
        #"<meta property="dcterms:conformsTo" id="\#(id)">\#(value)</meta>"#
    }
}

@Suite("Display Guide (W3C techniques for EPUB 2.1)")
struct DisplayGuideTests {
    static func guide(_ metadata: String, version: String = "3.0",
                      packageAttributes: String = #"xml:lang="en""#) throws -> DisplayGuide {
        var book = TestBook()
        book.package = TestBook.opf(metadata: metadata, packageAttributes: packageAttributes, version: version)
        let package = try book.open().package
        return DisplayGuide.make(metadata: AccessibilityMetadata(package: package), package: package)
    }

    static func field(_ id: String, _ metadata: String, version: String = "3.0") throws -> DisplayGuide.Field {
        try #require(try guide(metadata, version: version).field(id))
    }

    /// The ids of a field that start with `prefix`, in display order.
    static func ids(_ fieldID: String, _ metadata: String, prefix: String = "") throws -> [String] {
        try field(fieldID, metadata).statementIDs.filter { $0.hasPrefix(prefix) }
    }

    static let waysOfReading = "ways-of-reading-"

    // MARK: Shape

    @Test func fieldsComeInW3COrderWithTheirTitles() throws {
        let guide = try Self.guide("")
        #expect(guide.fields.map(\.id) == [
            "ways-of-reading", "conformance", "navigation", "rich-content", "hazards", "accessibility-summary",
            "legal-considerations", "additional-accessibility-information",
        ])
        #expect(guide.fields.map(\.title) == [
            "Ways of reading", "Conformance", "Navigation", "Rich content", "Hazards", "Accessibility summary",
            "Legal considerations", "Additional accessibility information",
        ])
        #expect(DisplayGuide.conformanceDetailsTitle == "Detailed conformance information")
    }

    @Test func bookWithoutAccessibilityMetadataSaysNoInformationEverywhere() throws {
        let guide = try Self.guide("")
        #expect(guide.fields.map(\.statementIDs) == [
            ["ways-of-reading-visual-adjustments-unknown", "ways-of-reading-nonvisual-reading-no-metadata",
             "ways-of-reading-prerecorded-audio-no-metadata"],
            ["conformance-no"], ["navigation-no-metadata"], ["rich-content-unknown"], ["hazards-no-metadata"],
            ["accessibility-summary-no-metadata"], ["legal-considerations-no-metadata"], [],
        ])
        #expect(guide.fields.allSatisfy { !$0.hasMetadata })
        #expect(guide.field("conformance")?.statements.first?.compact == "No information is available")
    }

    @Test func hasMetadataIsTrueAsSoonAsOneFieldStatementIsReal() throws {
        let guide = try Self.guide(Meta.mode("textual"))
        #expect(guide.field("ways-of-reading")?.hasMetadata == true)
        #expect(guide.field("conformance")?.hasMetadata == false)
    }

    @Test func roundTripsThroughJSON() throws {
        let guide = try Self.guide(Meta.all(Meta.mode("textual"), Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA")))
        let decoded = try JSONDecoder().decode(DisplayGuide.self, from: JSONEncoder().encode(guide))
        #expect(decoded == guide)
    }

    // MARK: Ways of reading

    @Test("visual adjustments: first matching row wins", arguments: [
        (Meta.feature("displayTransformability"), "visual-adjustments-modifiable"),
        (Meta.all(Meta.feature("displayTransformability"), Meta.prePaginated), "visual-adjustments-modifiable"),
        (Meta.prePaginated, "visual-adjustments-unmodifiable"),
        (#"<meta property="rendition:layout">reflowable</meta>"#, "visual-adjustments-unknown"),
        (Meta.feature("tableOfContents"), "visual-adjustments-unknown"),
    ])
    func visualAdjustments(metadata: String, expected: String) throws {
        #expect(try Self.ids("ways-of-reading", metadata, prefix: Self.waysOfReading + "visual-adjustments") == [Self.waysOfReading + expected])
    }

    @Test("nonvisual reading: precedence of the variables", arguments: [
        (Meta.mode("textual"), "readable"),
        (Meta.all(Meta.mode("textual"), Meta.mode("visual"), Meta.sufficient("textual")), "readable"),
        (Meta.all(Meta.mode("visual"), Meta.sufficient("textual")), "readable"),
        (Meta.all(Meta.mode("textual"), Meta.mode("textual")), "not-fully"),  // two statements: not "the only" mode
        (Meta.all(Meta.mode("textual"), Meta.mode("visual")), "not-fully"),
        (Meta.all(Meta.mode("visual"), Meta.sufficient("textual,visual")), "not-fully"),
        (Meta.all(Meta.mode("visual"), Meta.feature("alternativeText")), "not-fully"),
        (Meta.all(Meta.mode("auditory"), Meta.feature("transcript")), "not-fully"),
        (Meta.mode("visual"), "none"),
        (Meta.all(Meta.mode("visual"), Meta.sufficient("visual")), "none"),
        (Meta.mode("auditory"), "none"),
        (Meta.all(Meta.mode("auditory"), Meta.mode("visual")), "no-metadata"),
        (Meta.feature("tableOfContents"), "no-metadata"),
    ])
    func nonvisualReading(metadata: String, expected: String) throws {
        let ids = try Self.ids("ways-of-reading", metadata, prefix: Self.waysOfReading + "nonvisual-reading")
        #expect(ids.filter { !$0.hasSuffix("-alt-text") } == [Self.waysOfReading + "nonvisual-reading-" + expected])
    }

    @Test("alternative text is stated independently", arguments: ["alternativeText", "longDescription", "describedMath", "transcript"])
    func altTextStatement(feature: String) throws {
        let ids = try Self.ids("ways-of-reading", Meta.all(Meta.mode("textual"), Meta.feature(feature)))
        #expect(ids.contains(Self.waysOfReading + "nonvisual-reading-readable"))
        #expect(ids.contains(Self.waysOfReading + "nonvisual-reading-alt-text"))
        #expect(ids.firstIndex(of: Self.waysOfReading + "nonvisual-reading-alt-text") == 2)  // right after the reading line
    }

    @Test func noAltTextStatementWithoutAnAlternativeFeature() throws {
        let ids = try Self.ids("ways-of-reading", Meta.all(Meta.mode("visual"), Meta.features("displayTransformability", "MathML")))
        #expect(!ids.contains(Self.waysOfReading + "nonvisual-reading-alt-text"))
    }

    @Test("prerecorded audio: first matching row wins, no-information always shown", arguments: [
        (Meta.all(Meta.feature("synchronizedAudioText"), Meta.sufficient("auditory")), "prerecorded-audio-synchronized"),
        (Meta.all(Meta.mode("auditory"), Meta.sufficient("auditory")), "prerecorded-audio-only"),
        (Meta.all(Meta.mode("auditory"), Meta.sufficient("auditory,textual")), "prerecorded-audio-complementary"),
        (Meta.all(Meta.mode("auditory"), Meta.mode("textual")), "prerecorded-audio-complementary"),
        (Meta.all(Meta.mode("textual"), Meta.sufficient("textual")), "prerecorded-audio-no-metadata"),
        ("", "prerecorded-audio-no-metadata"),
    ])
    func prerecordedAudio(metadata: String, expected: String) throws {
        #expect(try Self.ids("ways-of-reading", metadata, prefix: Self.waysOfReading + "prerecorded-audio") == [Self.waysOfReading + expected])
    }

    @Test func waysOfReadingStrings() throws {
        let field = try Self.field("ways-of-reading", Meta.all(Meta.mode("textual"), Meta.feature("displayTransformability")))
        #expect(field.statements.map(\.compact) == [
            "Appearance can be modified", "Readable in read aloud or dynamic braille",
            "No information about prerecorded audio is available",
        ])
        #expect(field.statements[1].descriptive == "All content can be read as read aloud speech or dynamic braille")
    }

    // MARK: Conformance

    static let iri10 = "http://www.idpf.org/epub/a11y/accessibility-20170105.html"

    @Test("conformance level and detailed claim", arguments: [
        (Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.2 Level AA"), "conformance-aa", "EPUB Accessibility 1.1 WCAG 2.2 Level AA"),
        (Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level A"), "conformance-a", "EPUB Accessibility 1.1 WCAG 2.1 Level A"),
        (Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.0 Level AAA"), "conformance-aaa", "EPUB Accessibility 1.1 WCAG 2.0 Level AAA"),
        (#"<link rel="dcterms:conformsTo" href="\#(iri10)#wcag-aaa"/>"#, "conformance-aaa", "EPUB Accessibility 1.0 WCAG 2.0 Level AAA"),
        (Meta.conformsTo("\(iri10)#wcag-a"), "conformance-a", "EPUB Accessibility 1.0 WCAG 2.0 Level A"),
        // Step 1 stops at the newest kind of claim: the 1.1 string beats a higher 1.0 level.
        (Meta.all(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level A"), #"<link rel="dcterms:conformsTo" href="\#(iri10)#wcag-aa"/>"#),
         "conformance-a", "EPUB Accessibility 1.1 WCAG 2.1 Level A"),
        // Among 1.0 IRIs, AAA > AA > A whatever the order written.
        (Meta.all(Meta.conformsTo("\(iri10)#wcag-a", id: "a"), Meta.conformsTo("\(iri10)#wcag-aa", id: "b")),
         "conformance-aa", "EPUB Accessibility 1.0 WCAG 2.0 Level AA"),
    ])
    func conformanceLevel(metadata: String, level: String, claim: String) throws {
        let field = try Self.field("conformance", metadata)
        let levels = ["conformance-a", "conformance-aa", "conformance-aaa", "conformance-no", "conformance-unknown-standard"]
        #expect(field.statementIDs.filter(levels.contains) == [level])
        let details = try #require(field.statement("conformance-details-claim"))
        #expect(details.compact == "This publication claims to meet " + claim)
        #expect(field.hasMetadata)
    }

    @Test func detailedClaimDescriptiveSpellsOutWCAG() throws {
        let field = try Self.field("conformance", Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.2 Level AA"))
        #expect(field.statement("conformance-details-claim")?.descriptive
            == "This publication claims to meet EPUB Accessibility 1.1 Web Content Accessibility Guidelines (WCAG) 2.2 Level AA")
        #expect(field.statement("conformance-aa")?.compact == "This publication meets accepted accessibility standards")
    }

    @Test func newerVersionsBorrowTheFragmentWording() throws {
        let field = try Self.field("conformance", Meta.conformsTo("EPUB Accessibility 1.2 - WCAG 2.3 Level AA"))
        #expect(field.statementIDs.first == "conformance-aa")
        #expect(field.statement("conformance-details-claim")?.compact
            == "This publication claims to meet EPUB Accessibility 1.2 WCAG 2.3 Level AA")
    }

    @Test("a conformsTo that is not an EPUB Accessibility claim", arguments: [
        "https://www.w3.org/TR/WCAG21/#AA", "EPUB Accessibility 1.1 - WCAG 2.1 Level AAAA", "\(iri10)#wcag-b",
    ])
    func unknownStandard(value: String) throws {
        let field = try Self.field("conformance", Meta.conformsTo(value))
        #expect(field.statementIDs == ["conformance-unknown-standard"])
        #expect(field.hasMetadata)
    }

    @Test("no claim at all", arguments: ["", Meta.conformsTo("none"), Meta.mode("textual")])
    func noClaim(metadata: String) throws {
        let field = try Self.field("conformance", metadata)
        #expect(field.statementIDs == ["conformance-no"])
        #expect(!field.hasMetadata)
    }

    static let certified = """
        <meta property="dcterms:conformsTo" id="conf">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
        <meta property="a11y:certifiedBy" id="cert" refines="#conf">Acme Checks</meta>
        <meta property="a11y:certifierCredential" refines="#cert">DAISY Ace Approved</meta>
        <meta property="dcterms:date" refines="#cert">2025-03-15</meta>
        <link rel="a11y:certifierReport" refines="#cert" href="https://example.com/report.html"/>
        """

    @Test func certifierCredentialDateAndReport() throws {
        let field = try Self.field("conformance", Self.certified)
        #expect(field.statementIDs == [
            "conformance-aa", "conformance-certifier", "conformance-certifier-credentials", "conformance-details-claim",
            "conformance-details-certification-info", "conformance-details-certifier-report",
        ])
        #expect(field.statement("conformance-certifier")?.compact == "The publication was certified by Acme Checks")
        #expect(field.statement("conformance-certifier")?.link == nil)
        #expect(field.statement("conformance-certifier-credentials")?.descriptive == "The certifier's credential is DAISY Ace Approved")
        #expect(field.statement("conformance-certifier-credentials")?.link == nil)
        // As written, then in the locale's long form (issue #16).
        #expect(field.statement("conformance-details-certification-info")?.compact == "The publication was certified on 2025-03-15 (March 15, 2025)")
        let report = try #require(field.statement("conformance-details-certifier-report"))
        #expect(report.compact == "For more information refer to the certifier's report")
        #expect(report.link == "https://example.com/report.html")
    }

    @Test func credentialWrittenAsURLIsALink() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA"))
            <meta property="a11y:certifiedBy" id="cert" refines="#conf">Acme</meta>
            <meta property="a11y:certifierCredential" refines="#cert">https://example.com/badge</meta>
            """)
        let credential = try #require(field.statement("conformance-certifier-credentials"))
        #expect(credential.link == "https://example.com/badge")
        #expect(credential.compact == "The certifier's credential is https://example.com/badge")
    }

    /// Errata (2.1, issue 715): the date must refine the certifier, not the claim.
    @Test func dateRefiningTheClaimIsNotACertificationDate() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA"))
            <meta property="a11y:certifiedBy" id="cert" refines="#conf">Acme</meta>
            <meta property="dcterms:date" refines="#conf">2024-01-01</meta>
            """)
        #expect(field.statement("conformance-certifier") != nil)
        #expect(field.statement("conformance-details-certification-info") == nil)
    }

    @Test func withoutCertifierOnlyTheClaimIsDetailed() throws {
        let field = try Self.field("conformance", Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA"))
        #expect(field.statementIDs == ["conformance-aa", "conformance-details-claim"])
    }

    @Test func certifierOfAnotherClaimIsNotShown() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA", id: "epub"))
            \(Meta.conformsTo("https://example.com/other-standard", id: "other"))
            <meta property="a11y:certifiedBy" refines="#other">Other Body</meta>
            """)
        #expect(field.statement("conformance-certifier") == nil)
    }

    @Test func singleUnboundCertifierIsShown() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA", id: "epub"))
            \(Meta.conformsTo("https://example.com/other-standard", id: "other"))
            <meta property="a11y:certifiedBy">Free Body</meta>
            """)
        #expect(field.statement("conformance-certifier")?.compact == "The publication was certified by Free Body")
    }

    /// The W3C shows a certifier written without `refines` whatever the claim, so an
    /// unrecognised standard still names who certified it.
    @Test func unrefinedCertifierOfAnUnknownStandardIsShown() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("https://example.com/other-standard"))
            <meta property="a11y:certifiedBy" id="cert">Other Body</meta>
            <link rel="a11y:certifierReport" refines="#cert" href="https://example.com/r"/>
            """)
        #expect(field.statementIDs == [
            "conformance-unknown-standard", "conformance-certifier", "conformance-details-certifier-report",
        ])
    }

    @Test func certifierWithoutClaimIsNotShown() throws {
        let field = try Self.field("conformance", #"<meta property="a11y:certifiedBy">Acme</meta>"#)
        #expect(field.statementIDs == ["conformance-no"])
    }

    @Test func placeholdersInValuesAreNotExpanded() throws {
        let field = try Self.field("conformance", """
            \(Meta.conformsTo("EPUB Accessibility 1.1 - WCAG 2.1 Level AA"))
            <meta property="a11y:certifiedBy" id="cert" refines="#conf">Acme {certification_date}</meta>
            <meta property="dcterms:date" refines="#cert">2025</meta>
            """)
        #expect(field.statement("conformance-certifier")?.compact == "The publication was certified by Acme {certification_date}")
    }

}
