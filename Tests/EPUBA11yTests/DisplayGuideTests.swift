import EPUBCore
import Foundation
import Testing

@testable import EPUBA11y

/// Builds the metadata lines of a test package.
private enum Meta {
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
        #expect(field.statement("conformance-details-certification-info")?.compact == "The publication was certified on 2025-03-15")
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

    // MARK: Navigation and rich content

    static let navigation = [
        ("pageNavigation", "navigation-page-navigation"), ("structuralNavigation", "navigation-structural"),
        ("index", "navigation-index"), ("tableOfContents", "navigation-toc"),
    ]

    @Test("navigation: each feature", arguments: navigation)
    func navigationFeature(feature: String, id: String) throws {
        #expect(try Self.ids("navigation", Meta.feature(feature)) == [id])
    }

    @Test func navigationOrderAndNoInformation() throws {
        let all = try Self.field("navigation", Meta.features("tableOfContents", "index", "structuralNavigation", "pageNavigation"))
        #expect(all.statementIDs == Self.navigation.map(\.1))
        #expect(all.statements.map(\.compact) == ["Go to page", "Headings", "Index", "Table of contents"])
        let none = try Self.field("navigation", Meta.features("alternativeText", "readingOrder"))
        #expect(none.statementIDs == ["navigation-no-metadata"])
        #expect(!none.hasMetadata)
    }

    static let richContent = [
        ("longDescription", "rich-content-extended"),
        ("latex-chemistry", "rich-content-accessible-chemistry-as-latex"),
        ("MathML-chemistry", "rich-content-accessible-chemistry-as-mathml"),
        ("describedMath", "rich-content-accessible-math-described"),
        ("latex", "rich-content-accessible-math-as-latex"),
        ("MathML", "rich-content-accessible-math-as-mathml"),
        ("closedCaptions", "rich-content-closed-captions"),
        ("openCaptions", "rich-content-open-captions"),
        ("transcript", "rich-content-transcript"),
    ]

    /// Each alone, and "no information" is absent (even for latex-chemistry and describedMath,
    /// which the W3C test lets print it).
    @Test("rich content: each feature alone", arguments: richContent)
    func richContentFeature(feature: String, id: String) throws {
        let field = try Self.field("rich-content", Meta.feature(feature))
        #expect(field.statementIDs == [id])
        #expect(field.hasMetadata)
    }

    @Test func richContentOrderAndNoInformation() throws {
        let all = try Self.field("rich-content", Self.richContent.reversed().map { Meta.feature($0.0) }.joined())
        #expect(all.statementIDs == Self.richContent.map(\.1))
        let none = try Self.field("rich-content", Meta.features("tableOfContents", "ChemML"))
        #expect(none.statementIDs == ["rich-content-unknown"])
        #expect(!none.hasMetadata)
    }

    /// Errata: 2.0 tested `longDescriptions`, which is not a vocabulary term.
    @Test func longDescriptionIsSpelledAsTheVocabulary() throws {
        #expect(try Self.ids("rich-content", Meta.feature("longDescription")) == ["rich-content-extended"])
        #expect(try Self.ids("rich-content", Meta.feature("longDescriptions")) == ["rich-content-unknown"])
        #expect(try Self.field("rich-content", Meta.feature("longDescription")).statements.first?.compact
            == "Information-rich images are described by extended descriptions")
    }

    // MARK: Hazards

    @Test("hazards: none, unknown, individual lines in 2.1 order, no metadata", arguments: [
        (["none"], ["hazards-none"]),
        (["noFlashingHazard", "noMotionSimulationHazard", "noSoundHazard"], ["hazards-none"]),
        (["none", "flashing"], ["hazards-none"]),
        (["unknown"], ["hazards-unknown"]),
        (["unknownSoundHazard", "unknownFlashingHazard", "unknownMotionSimulationHazard"], ["hazards-unknown"]),
        (["flashing"], ["hazards-flashing"]),
        (["sound", "motionSimulation", "flashing"], ["hazards-flashing", "hazards-motion", "hazards-sound"]),
        (["flashing", "noMotionSimulationHazard", "noSoundHazard"], ["hazards-flashing", "hazards-motion-none", "hazards-sound-none"]),
        (["noFlashingHazard", "unknownMotionSimulationHazard", "sound"],
         ["hazards-sound", "hazards-motion-unknown", "hazards-flashing-none"]),
        (["noSoundHazard", "noFlashingHazard"], ["hazards-flashing-none", "hazards-sound-none"]),
        (["unknownSoundHazard", "unknownFlashingHazard"], ["hazards-flashing-unknown", "hazards-sound-unknown"]),
        (["noMotionSimulationHazard", "unknownFlashingHazard", "unknownSoundHazard", "motionSimulation"],
         ["hazards-motion", "hazards-flashing-unknown", "hazards-sound-unknown", "hazards-motion-none"]),
        ([], ["hazards-no-metadata"]),
        (["lasers"], ["hazards-no-metadata"]),
    ])
    func hazards(values: [String], expected: [String]) throws {
        let field = try Self.field("hazards", Meta.hazards(values))
        #expect(field.statementIDs == expected)
        #expect(field.hasMetadata == (expected != ["hazards-no-metadata"]))
    }

    @Test func perDimensionHazardStringsComeFromThe21Techniques() throws {
        let field = try Self.field("hazards", Meta.hazards([
            "noFlashingHazard", "unknownMotionSimulationHazard", "unknownSoundHazard",
        ]))
        #expect(field.statements.map(\.compact) == [
            "Motion simulation hazards not known", "Sound hazards not known", "No flashing hazards",
        ])
        #expect(field.statements.map(\.descriptive) == field.statements.map(\.compact))
        let others = try Self.field("hazards", Meta.hazards(["unknownFlashingHazard", "noMotionSimulationHazard", "noSoundHazard"]))
        #expect(others.statements.map(\.compact) == ["Flashing hazards not known", "No motion simulation hazards", "No sound hazards"])
    }

    // MARK: Summary, legal, additional

    @Test("summary language: its own xml:lang, else the package's, else dc:language", arguments: [
        (#"<meta property="schema:accessibilitySummary" xml:lang="fr">Résumé.</meta>"#, #"xml:lang="de""#, "fr"),
        (#"<meta property="schema:accessibilitySummary">Résumé.</meta>"#, #"xml:lang="de""#, "de"),
        (#"<meta property="schema:accessibilitySummary">Résumé.</meta>"#, "", "en"),
    ])
    func summaryLanguage(metadata: String, packageAttributes: String, language: String) throws {
        let guide = try Self.guide(metadata, packageAttributes: packageAttributes)
        let field = try #require(guide.field("accessibility-summary"))
        #expect(field.statements == [DisplayGuide.Statement(
            id: "accessibility-summary", compact: "Résumé.", descriptive: "Résumé.", language: language)])
        #expect(field.hasMetadata)
    }

    @Test func summaryIsShownVerbatimOrSaysNoInformation() throws {
        let text = "Meets WCAG 2.1 AA except contrast in the appendix; see p. 4 & table 2."
        let field = try Self.field("accessibility-summary", #"<meta property="schema:accessibilitySummary">\#(text.replacingOccurrences(of: "&", with: "&amp;"))</meta>"#)
        #expect(field.statements.map(\.compact) == [text])
        let empty = try Self.field("accessibility-summary", Meta.mode("textual"))
        #expect(empty.statementIDs == ["accessibility-summary-no-metadata"])
        #expect(!empty.hasMetadata)
    }

    @Test("legal: each exemption token", arguments: ["eaa-disproportionate-burden", "eaa-fundamental-alteration", "eaa-microenterprise"])
    func exemption(token: String) throws {
        let field = try Self.field("legal-considerations", #"<meta property="a11y:exemption">\#(token)</meta>"#)
        #expect(field.statementIDs == ["legal-considerations-exempt"])
        #expect(field.statements.first?.compact == "Claims an accessibility exemption in some jurisdictions")
        #expect(field.hasMetadata)
    }

    @Test("legal: no exemption", arguments: ["", #"<meta property="a11y:exemption">eaa-other</meta>"#])
    func noExemption(metadata: String) throws {
        let field = try Self.field("legal-considerations", metadata)
        #expect(field.statementIDs == ["legal-considerations-no-metadata"])
        #expect(!field.hasMetadata)
    }

    static let additional = [
        ("pageBreakMarkers", "page-breaks"), ("printPageNumbers", "page-breaks"), ("ARIA", "aria"), ("aria", "aria"),
        ("audioDescription", "audio-descriptions"), ("braille", "braille"), ("fullRubyAnnotations", "full-ruby-annotations"),
        ("highContrastAudio", "high-contrast-between-foreground-and-background-audio"),
        ("highContrastDisplay", "high-contrast-between-text-and-background"), ("largePrint", "large-print"),
        ("rubyAnnotations", "ruby-annotations"), ("signLanguage", "sign-language"), ("tactileGraphic", "tactile-graphics"),
        ("tactileObject", "tactile-objects"), ("ttsMarkup", "text-to-speech-hinting"),
    ]

    @Test("additional information: each feature", arguments: additional)
    func additionalFeature(feature: String, id: String) throws {
        let field = try Self.field("additional-accessibility-information", Meta.feature(feature))
        #expect(field.statementIDs == ["additional-accessibility-information-" + id])
        #expect(field.hasMetadata)
    }

    @Test func additionalInformationOrderAndEmptiness() throws {
        let all = try Self.field("additional-accessibility-information",
                                 Self.additional.reversed().map { Meta.feature($0.0) }.joined())
        var expected: [String] = []
        for (_, id) in Self.additional where !expected.contains(id) { expected.append(id) }
        #expect(all.statementIDs == expected.map { "additional-accessibility-information-" + $0 })
        #expect(all.statement("additional-accessibility-information-aria")?.compact == "ARIA roles included")
        let none = try Self.field("additional-accessibility-information", Meta.features("readingOrder", "timingControl"))
        #expect(none.statements.isEmpty)
        #expect(!none.hasMetadata)
    }

    // MARK: EPUB 2

    @Test func epub2NameFormFeedsTheGuideTheSameWay() throws {
        let epub3 = try Self.guide("""
            \(Meta.mode("textual"))
            \(Meta.sufficient("textual"))
            \(Meta.features("displayTransformability", "tableOfContents", "MathML", "printPageNumbers"))
            \(Meta.hazards(["noFlashingHazard", "sound"]))
            <meta property="schema:accessibilitySummary">Fine.</meta>
            <meta property="a11y:exemption">eaa-microenterprise</meta>
            <meta property="dcterms:conformsTo" id="conf">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>
            <meta property="a11y:certifiedBy" id="cert" refines="#conf">Acme</meta>
            <meta property="a11y:certifierCredential" refines="#cert">Gold</meta>
            """)
        let epub2 = try Self.guide("""
            <meta name="schema:accessMode" content="textual"/>
            <meta name="schema:accessModeSufficient" content="textual"/>
            <meta name="schema:accessibilityFeature" content="displayTransformability"/>
            <meta name="schema:accessibilityFeature" content="tableOfContents"/>
            <meta name="schema:accessibilityFeature" content="MathML"/>
            <meta name="schema:accessibilityFeature" content="printPageNumbers"/>
            <meta name="schema:accessibilityHazard" content="noFlashingHazard"/>
            <meta name="schema:accessibilityHazard" content="sound"/>
            <meta name="schema:accessibilitySummary" content="Fine."/>
            <meta name="a11y:exemption" content="eaa-microenterprise"/>
            <meta name="dcterms:conformsTo" content="EPUB Accessibility 1.1 - WCAG 2.1 Level AA"/>
            <meta name="a11y:certifiedBy" content="Acme"/>
            <meta name="a11y:certifierCredential" content="Gold"/>
            """, version: "2.0")
        #expect(epub2 == epub3)
        #expect(epub2.field("conformance")?.statementIDs.contains("conformance-certifier-credentials") == true)
        #expect(epub2.field("hazards")?.statementIDs == ["hazards-sound", "hazards-flashing-none"])
        #expect(epub2.field("additional-accessibility-information")?.statementIDs
            == ["additional-accessibility-information-page-breaks"])
    }

    @Test func epub2ReportIsAMetaWithAURL() throws {
        let field = try Self.field("conformance", """
            <meta name="dcterms:conformsTo" content="\(Self.iri10)#wcag-aa"/>
            <meta name="a11y:certifiedBy" content="Acme"/>
            <meta name="a11y:certifierReport" content="https://example.com/r"/>
            """, version: "2.0")
        #expect(field.statementIDs.first == "conformance-aa")
        #expect(field.statement("conformance-details-certifier-report")?.link == "https://example.com/r")
    }

    // MARK: Generated strings

    static let vocabularyJSON = Paths.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/docs/display-guide/display_guide_vocabulary_w3c_en-US.json")

    /// The ids whose 2.1 form adds a placeholder to the 2.0.b text.
    static let placeholderIDs: Set<String> = [
        "conformance-certifier", "conformance-certifier-credentials", "conformance-details-certification-info",
        "conformance-details-claim",
    ]

    @Test(.enabled(if: FileManager.default.fileExists(atPath: vocabularyJSON.path)))
    func generatedStringsMatchTheW3CFile() throws {
        let data = try Data(contentsOf: Self.vocabularyJSON)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var checked = 0
        for (section, value) in root where section != "metadata" {
            let entries = try #require(value as? [String: Any])
            for (id, entry) in entries {
                if let title = entry as? String {
                    #expect(DisplayGuideStrings.titles[id] == title.trimmingCharacters(in: .whitespaces), "\(id)")
                    continue
                }
                let strings = try #require(entry as? [String: String])
                let compact = try #require(strings["compact"]).trimmingCharacters(in: .whitespaces)
                let descriptive = try #require(strings["descriptive"]).trimmingCharacters(in: .whitespaces)
                let generated = try #require(DisplayGuideStrings.statements[id], "\(id)")
                if Self.placeholderIDs.contains(id) {
                    #expect(generated.compact.hasPrefix(compact) && generated.compact.contains("{"), "\(id)")
                } else {
                    #expect(generated.compact == compact, "\(id)")
                    #expect(generated.descriptive == descriptive, "\(id)")
                }
                checked += 1
            }
        }
        #expect(checked > 60)
        // Everything in the table comes from the JSON, plus the six per-dimension hazard lines.
        #expect(DisplayGuideStrings.statements.count == checked + 6)
        #expect(DisplayGuideStrings.version == "2.0.b")
        // Leading spaces in the W3C file must not reach the output.
        let guide = try Self.guide(Meta.prePaginated)
        #expect(guide.field("ways-of-reading")?.statements.last?.compact == "No information about prerecorded audio is available")
    }

    @Test func everyEmittedIDHasGeneratedStrings() {
        let ids = DisplayGuide.navigationFeatures.map(\.id) + DisplayGuide.richContentFeatures.map(\.id)
            + DisplayGuide.hazardDimensions.flatMap { [$0.presentID, $0.absentID, $0.unknownID] }
            + DisplayGuide.additionalFeatures.map { "additional-accessibility-information-" + $0.id }
            + Array(DisplayGuide.noInformationIDs) + ["conformance-details-claim", "conformance-certifier",
                                                       "conformance-details-level-aaa", "conformance-details-wcag-2-0"]
        for id in ids {
            #expect(DisplayGuideStrings.statements[id] != nil, "\(id)")
        }
    }
}
