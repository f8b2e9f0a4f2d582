@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

@Suite("Display Guide: navigation, rich content, hazards, summary, legal, additional, EPUB 2")
struct DisplayGuideFieldTests {
    // MARK: Navigation and rich content

    static let navigation = [
        ("pageNavigation", "navigation-page-navigation"), ("structuralNavigation", "navigation-structural"),
        ("index", "navigation-index"), ("tableOfContents", "navigation-toc"),
    ]

    @Test("navigation: each feature", arguments: navigation)
    func navigationFeature(feature: String, id: String) throws {
        #expect(try DisplayGuideTests.ids("navigation", Meta.feature(feature)) == [id])
    }

    @Test func navigationOrderAndNoInformation() throws {
        let all = try DisplayGuideTests.field("navigation", Meta.features("tableOfContents", "index", "structuralNavigation", "pageNavigation"))
        #expect(all.statementIDs == Self.navigation.map(\.1))
        #expect(all.statements.map(\.compact) == ["Go to page", "Headings", "Index", "Table of contents"])
        let none = try DisplayGuideTests.field("navigation", Meta.features("alternativeText", "readingOrder"))
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
        let field = try DisplayGuideTests.field("rich-content", Meta.feature(feature))
        #expect(field.statementIDs == [id])
        #expect(field.hasMetadata)
    }

    @Test func richContentOrderAndNoInformation() throws {
        let all = try DisplayGuideTests.field("rich-content", Self.richContent.reversed().map { Meta.feature($0.0) }.joined())
        #expect(all.statementIDs == Self.richContent.map(\.1))
        let none = try DisplayGuideTests.field("rich-content", Meta.features("tableOfContents", "ChemML"))
        #expect(none.statementIDs == ["rich-content-unknown"])
        #expect(!none.hasMetadata)
    }

    /// Errata: 2.0 tested `longDescriptions`, which is not a vocabulary term.
    @Test func longDescriptionIsSpelledAsTheVocabulary() throws {
        #expect(try DisplayGuideTests.ids("rich-content", Meta.feature("longDescription")) == ["rich-content-extended"])
        #expect(try DisplayGuideTests.ids("rich-content", Meta.feature("longDescriptions")) == ["rich-content-unknown"])
        #expect(try DisplayGuideTests.field("rich-content", Meta.feature("longDescription")).statements.first?.compact
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
        let field = try DisplayGuideTests.field("hazards", Meta.hazards(values))
        #expect(field.statementIDs == expected)
        #expect(field.hasMetadata == (expected != ["hazards-no-metadata"]))
    }

    @Test func perDimensionHazardStringsComeFromThe20cEnglish() throws {
        let field = try DisplayGuideTests.field("hazards", Meta.hazards([
            "noFlashingHazard", "unknownMotionSimulationHazard", "unknownSoundHazard",
        ]))
        #expect(field.statements.map(\.compact) == [
            "Motion simulation hazards not known", "Sound hazards not known", "No flashing hazards",
        ])
        #expect(field.statements.map(\.descriptive) == [
            "The presence of motion simulations that can cause motion sickness could not be determined",
            "The presence of sounds that can cause sensitivity issues could not be determined",
            "The publication does not contain flashing content that can cause photosensitive seizures",
        ])
        let others = try DisplayGuideTests.field("hazards", Meta.hazards(["unknownFlashingHazard", "noMotionSimulationHazard", "noSoundHazard"]))
        #expect(others.statements.map(\.compact) == ["Flashing hazards not known", "No motion simulation hazards", "No sound hazards"])
    }

    // MARK: Summary, legal, additional

    @Test("summary language: its own xml:lang, else the package's, else dc:language", arguments: [
        (#"<meta property="schema:accessibilitySummary" xml:lang="fr">Résumé.</meta>"#, #"xml:lang="de""#, "fr"),
        (#"<meta property="schema:accessibilitySummary">Résumé.</meta>"#, #"xml:lang="de""#, "de"),
        (#"<meta property="schema:accessibilitySummary">Résumé.</meta>"#, "", "en"),
    ])
    func summaryLanguage(metadata: String, packageAttributes: String, language: String) throws {
        let guide = try DisplayGuideTests.guide(metadata, packageAttributes: packageAttributes)
        let field = try #require(guide.field("accessibility-summary"))
        #expect(field.statements == [DisplayGuide.Statement(
            id: "accessibility-summary", compact: "Résumé.", descriptive: "Résumé.", language: language)])
        #expect(field.hasMetadata)
    }

    @Test func summaryIsShownVerbatimOrSaysNoInformation() throws {
        let text = "Meets WCAG 2.1 AA except contrast in the appendix; see p. 4 & table 2."
        let field = try DisplayGuideTests.field("accessibility-summary", #"<meta property="schema:accessibilitySummary">\#(text.replacingOccurrences(of: "&", with: "&amp;"))</meta>"#)
        #expect(field.statements.map(\.compact) == [text])
        let empty = try DisplayGuideTests.field("accessibility-summary", Meta.mode("textual"))
        #expect(empty.statementIDs == ["accessibility-summary-no-metadata"])
        #expect(!empty.hasMetadata)
    }

    @Test("legal: each exemption token", arguments: ["eaa-disproportionate-burden", "eaa-fundamental-alteration", "eaa-microenterprise"])
    func exemption(token: String) throws {
        let field = try DisplayGuideTests.field("legal-considerations", #"<meta property="a11y:exemption">\#(token)</meta>"#)
        #expect(field.statementIDs == ["legal-considerations-exempt"])
        #expect(field.statements.first?.compact == "Claims an accessibility exemption in some jurisdictions")
        #expect(field.hasMetadata)
    }

    @Test("legal: no exemption", arguments: ["", #"<meta property="a11y:exemption">eaa-other</meta>"#])
    func noExemption(metadata: String) throws {
        let field = try DisplayGuideTests.field("legal-considerations", metadata)
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
        let field = try DisplayGuideTests.field("additional-accessibility-information", Meta.feature(feature))
        #expect(field.statementIDs == ["additional-accessibility-information-" + id])
        #expect(field.hasMetadata)
    }

    @Test func additionalInformationOrderAndEmptiness() throws {
        let all = try DisplayGuideTests.field("additional-accessibility-information",
                                 Self.additional.reversed().map { Meta.feature($0.0) }.joined())
        var expected: [String] = []
        for (_, id) in Self.additional where !expected.contains(id) { expected.append(id) }
        #expect(all.statementIDs == expected.map { "additional-accessibility-information-" + $0 })
        #expect(all.statement("additional-accessibility-information-aria")?.compact == "ARIA roles included")
        let none = try DisplayGuideTests.field("additional-accessibility-information", Meta.features("readingOrder", "timingControl"))
        #expect(none.statements.isEmpty)
        #expect(!none.hasMetadata)
    }

    // MARK: EPUB 2

    @Test func epub2NameFormFeedsTheGuideTheSameWay() throws {
        let epub3 = try DisplayGuideTests.guide("""
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
        let epub2 = try DisplayGuideTests.guide("""
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
        let field = try DisplayGuideTests.field("conformance", """
            <meta name="dcterms:conformsTo" content="\(DisplayGuideTests.iri10)#wcag-aa"/>
            <meta name="a11y:certifiedBy" content="Acme"/>
            <meta name="a11y:certifierReport" content="https://example.com/r"/>
            """, version: "2.0")
        #expect(field.statementIDs.first == "conformance-aa")
        #expect(field.statement("conformance-details-certifier-report")?.link == "https://example.com/r")
    }

    // MARK: Generated strings

    static let vocabularyJSON = Paths.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/docs/display-guide/localizations/lang/en-US/display_guide_vocabulary_w3c.json")
    /// The older English the reports used before (2.0.b): every id of it must still be there.
    static let olderVocabularyJSON = Paths.packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/docs/display-guide/display_guide_vocabulary_w3c_en-US.json")

    /// The ids whose 2.1 form adds a placeholder to the 2.0.c text.
    static let placeholderIDs: Set<String> = [
        "conformance-certifier", "conformance-certifier-credentials", "conformance-details-certification-info",
        "conformance-details-claim", "accessibility-summary-publisher-contact",
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
        // Everything in the table comes from the 2.0.c JSON, and keeps every id of 2.0.b.
        #expect(DisplayGuideStrings.statements.count == checked)
        #expect(DisplayGuideStrings.version == "2.0.c")
        let older = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: Self.olderVocabularyJSON)) as? [String: Any])
        for (section, value) in older where section != "metadata" {
            for id in try #require(value as? [String: Any]).keys {
                #expect(DisplayGuideStrings.statements[id] != nil || DisplayGuideStrings.titles[id] != nil, "\(id) of 2.0.b is lost")
            }
        }
        // Leading spaces in the W3C file must not reach the output.
        let guide = try DisplayGuideTests.guide(Meta.prePaginated)
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
