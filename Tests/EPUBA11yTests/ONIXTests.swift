@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// ONIX 3.0 product form features from declared metadata. The expected codes are written from the
/// W3C "Display Techniques for ONIX Accessibility Metadata 2.1"
/// (/work/shared/docs/display-guide/techniques-onix-2.1.html), section by section, not from the
/// renderer's table.
@Suite("ONIX product form features")
struct ONIXTests {
    static func metadata(_ xml: String) throws -> AccessibilityMetadata {
        AccessibilityMetadata(package: try TestBook(package: TestBook.opf(metadata: xml)).open().package)
    }

    static func codes(_ features: [ONIXProductFormFeature]) -> [String] {
        features.map { "\($0.type)/\($0.value)" }
    }

    /// (schema:accessibilityFeature term, list 196 code, techniques section that reads the code).
    static let featureTable: [(String, String, String)] = [
        ("displayTransformability", "36", "Ways of reading › Visual adjustments: all_textual_content_can_be_modified"),
        ("alternativeText", "14", "Ways of reading › Supports nonvisual reading: textual_alternatives"),
        ("longDescription", "15", "Rich content: full_alternative_textual_descriptions"),
        ("synchronizedAudioText", "20", "Ways of reading › Prerecorded audio: synchronised_pre_recorded_audio"),
        ("tableOfContents", "11", "Navigation: table_of_contents_navigation"),
        ("index", "12", "Navigation: index_navigation"),
        ("structuralNavigation", "29", "Navigation: next_previous_structural_navigation"),
        ("pageNavigation", "41", "Navigation: page_navigation"),
        ("MathML", "17", "Rich content: math_formula_as_mathml"),
        ("latex", "35", "Rich content: math_formula_as_latex"),
        ("describedMath", "53", "Rich content: described_math"),
        ("MathML-chemistry", "34", "Rich content: chemical_formula_as_mathml"),
        ("latex-chemistry", "54", "Rich content: chemical_formula_as_latex"),
        ("pageBreakMarkers", "19", "Additional accessibility information: print_equivalent_page_numbering"),
        ("printPageNumbers", "19", "Additional accessibility information: print_equivalent_page_numbering"),
        ("ttsMarkup", "21", "Additional accessibility information: text_to_speech_hinting"),
        ("highContrastDisplay", "26", "Additional accessibility information: high_contrast_between_text_and_background"),
        ("highContrastAudio", "27", "Additional accessibility information: high_contrast_between_foreground_and_background_audio"),
    ]

    @Test("a declared feature gives its list 196 code", arguments: featureTable)
    func featureCode(term: String, code: String, section: String) throws {
        let metadata = try Self.metadata(#"<meta property="schema:accessibilityFeature">\#(term)</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(metadata)) == ["09/\(code)"], "\(section)")
    }

    /// Hazards: section "Hazards", list 143 read with ProductFormFeatureType 12.
    static let hazardTable: [(String, [String])] = [
        ("none", ["00"]), ("flashing", ["13"]), ("noFlashingHazard", ["14"]), ("sound", ["15"]), ("noSoundHazard", ["16"]),
        ("motionSimulation", ["17"]), ("noMotionSimulationHazard", ["18"]), ("unknownFlashingHazard", ["24"]),
        ("unknownSoundHazard", ["25"]), ("unknownMotionSimulationHazard", ["26"]),
        // "The presence of hazards is unknown" is shown for 24 AND 25 AND 26.
        ("unknown", ["24", "25", "26"]),
    ]

    @Test("a declared hazard gives its list 143 code (type 12)", arguments: hazardTable)
    func hazardCode(term: String, codes: [String]) throws {
        let metadata = try Self.metadata(#"<meta property="schema:accessibilityHazard">\#(term)</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(metadata)) == codes.map { "12/\($0)" })
    }

    /// Conformance section: epub_accessibility_10 (02 A, 03 AA), epub_accessibility_11 (04),
    /// wcag_20/21/22 (80/81/82), level_a/aa/aaa (84/85/86).
    static let claimTable: [(String, [String])] = [
        ("EPUB Accessibility 1.1 - WCAG 2.2 Level AA", ["04", "82", "85"]),
        ("EPUB Accessibility 1.1 - WCAG 2.1 Level AAA", ["04", "81", "86"]),
        ("EPUB Accessibility 1.1 - WCAG 2.0 Level A", ["04", "80", "84"]),
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-a", ["02"]),
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa", ["03"]),
        // 1.0 has no AAA code: WCAG 2.0 and level AAA are what the claim still says.
        ("http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aaa", ["80", "86"]),
        // No code for EPUB Accessibility 1.2: only its WCAG version and level.
        ("EPUB Accessibility 1.2 - WCAG 2.2 Level AA", ["82", "85"]),
        ("none", []),
        ("EPUB Accessibility 1.1 WCAG 2.2 AA", []),  // malformed: not a claim
    ]

    @Test("a conformance claim gives its codes", arguments: claimTable)
    func claimCodes(claim: String, codes: [String]) throws {
        let metadata = try Self.metadata(#"<meta property="dcterms:conformsTo">\#(claim)</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(metadata)) == codes.map { "09/\($0)" })
    }

    @Test("Legal considerations: EAA exemptions are 75, 76, 77", arguments: [
        ("eaa-microenterprise", "75"), ("eaa-disproportionate-burden", "76"), ("eaa-fundamental-alteration", "77"),
    ])
    func exemption(term: String, code: String) throws {
        let metadata = try Self.metadata(#"<meta property="a11y:exemption">\#(term)</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(metadata)) == ["09/\(code)"])
    }

    @Test func sufficientSetsGiveReadingCodes() throws {
        // Supports nonvisual reading: all_necessary_content_textual is 52.
        let textual = try Self.metadata(#"<meta property="schema:accessModeSufficient">textual</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(textual)) == ["09/52"])
        // Prerecorded audio: all_content_pre_recorded is 51.
        let auditory = try Self.metadata(#"<meta property="schema:accessModeSufficient">auditory</meta>"#)
        #expect(Self.codes(ONIXRenderer.productFormFeatures(auditory)) == ["09/51"])
        let mixed = try Self.metadata(#"<meta property="schema:accessModeSufficient">textual,visual</meta>"#)
        #expect(ONIXRenderer.productFormFeatures(mixed).isEmpty)
    }

    @Test func certifierDetailsCarryTheirText() throws {
        let metadata = try Self.metadata("""
            <meta property="dcterms:conformsTo" id="c">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy" id="desk" refines="#c">Desk &amp; Co</meta>
            <meta property="a11y:certifierCredential" refines="#desk">https://example.org/badge</meta>
            <meta property="dcterms:date" refines="#desk">2024-03-15</meta>
            <link rel="a11y:certifierReport" refines="#desk" href="https://example.org/report?a=1&amp;b=2"/>
            <link rel="a11y:certifierReport" refines="#desk" href="report.xhtml"/>
            """)
        let features = ONIXRenderer.productFormFeatures(metadata)
        let described = features.filter { $0.description != nil }.map { "\($0.value)=\($0.description ?? "")" }
        // Conformance: certifier 90, certification_date 91 (YYYYMMDD), credentials 93, report 94 (a URL only).
        #expect(described == ["90=Desk & Co", "91=20240315", "93=https://example.org/badge", "94=https://example.org/report?a=1&b=2"])
        let xml = ONIXRenderer.render(features, recordReference: "ref")
        #expect(xml.contains("<ProductFormFeatureDescription>Desk &amp; Co</ProductFormFeatureDescription>"))
        #expect(xml.contains("report?a=1&amp;b=2"))
    }

    @Test func datesThatAreNotW3CDatesAreLeftOut() {
        #expect(ONIXRenderer.onixDate("2024-03-15T10:00:00Z") == "20240315")
        #expect(ONIXRenderer.onixDate("2024-13-01") == nil)
        #expect(ONIXRenderer.onixDate("March 2024") == nil)
        #expect(ONIXRenderer.onixDate("2024-03-15x") == nil)
        #expect(ONIXRenderer.onixDate("") == nil)
    }

    /// Values the ONIX techniques give no ProductFormFeature code for are left out, not guessed.
    @Test("no code in the techniques: left out", arguments: [
        "readingOrder", "ARIA", "unlocked", "timingControl", "audioDescription", "largePrint", "braille", "tactileGraphic",
        "tactileObject", "rubyAnnotations", "fullRubyAnnotations", "ChemML", "closedCaptions", "openCaptions", "transcript",
        "signLanguage", "noSuchFeature",
    ])
    func uncodedFeatureIsLeftOut(term: String) throws {
        let metadata = try Self.metadata(#"<meta property="schema:accessibilityFeature">\#(term)</meta>"#)
        #expect(ONIXRenderer.productFormFeatures(metadata).isEmpty)
        if term != "noSuchFeature" { #expect(ONIXCodeList196.termsWithoutCode[term] != nil) }
    }

    @Test func noMetadataGivesNoFeatureAndSaysSo() throws {
        let metadata = try Self.metadata("")
        #expect(metadata.isEmpty)
        let features = ONIXRenderer.productFormFeatures(metadata)
        #expect(features.isEmpty)
        let xml = ONIXRenderer.render(features, recordReference: "x")
        #expect(!xml.contains("<ProductFormFeature>"))
        #expect(xml.contains("no declared accessibility metadata"))
        let root = try XMLDocumentParser.tree(Array(xml.utf8), path: "onix.xml", recovery: .none).root
        #expect(root.isElement("Product", in: ONIXRenderer.namespace))
    }

    @Test func summaryIsCode00WithItsTextEscaped() throws {
        let metadata = try Self.metadata(#"<meta property="schema:accessibilitySummary">Maps &lt;described&gt; &amp; tables.</meta>"#)
        let features = ONIXRenderer.productFormFeatures(metadata)
        #expect(features.map(\.value) == ["00"])
        #expect(features.first?.description == "Maps <described> & tables.")
        let product = try Self.parse(ONIXRenderer.render(features, recordReference: "a<b"))
        #expect(product.firstElement("RecordReference", in: ONIXRenderer.namespace)?.textContent == "a<b")
        let feature = product.descendants.first { $0.localName == "ProductFormFeatureDescription" }
        #expect(feature?.textContent == "Maps <described> & tables.")
    }

    static func parse(_ xml: String) throws -> XMLElement {
        try XMLDocumentParser.tree(Array(xml.utf8), path: "onix.xml", recovery: .none).root
    }

    /// (type, value) of every ProductFormFeature in a parsed `<Product>`, in document order.
    static func parsedCodes(_ product: XMLElement) -> [String] {
        product.descendants.filter { $0.isElement("ProductFormFeature", in: ONIXRenderer.namespace) }.map { feature in
            let type = feature.firstElement("ProductFormFeatureType", in: ONIXRenderer.namespace)?.textContent ?? "?"
            let value = feature.firstElement("ProductFormFeatureValue", in: ONIXRenderer.namespace)?.textContent ?? "?"
            return "\(type)/\(value)"
        }
    }

    @Test func sampleBookGivesTheCodesItsMetadataImplies() throws {
        let publication = try Publication.open(path: Paths.sampleBooks.appendingPathComponent("accessible-epub3.epub").path)
        let features = ONIXRenderer.productFormFeatures(AccessibilityMetadata(package: publication.package))
        // Declared: summary (00), EPUB Accessibility 1.1 - WCAG 2.2 Level AA (04, 82, 85), tableOfContents
        // (11), alternativeText (14), MathML (17), pageBreakMarkers (19), structuralNavigation (29),
        // displayTransformability (36), pageNavigation (41), sufficient "textual" (52), certifier (90),
        // its date 2025-01-01 (91), credential (93); hazard none (12/00). readingOrder has no code;
        // the certifier's report is a file inside the book, not a web page, so no 94.
        let expected = ["09/00", "09/04", "09/11", "09/14", "09/17", "09/19", "09/29", "09/36", "09/41", "09/52", "09/82",
                        "09/85", "09/90", "09/91", "09/93", "12/00"]
        #expect(Self.codes(features) == expected)
        let product = try Self.parse(ONIXRenderer.render(features, recordReference: "urn:uuid:x"))
        #expect(product.isElement("Product", in: ONIXRenderer.namespace))
        #expect(Self.parsedCodes(product) == expected)
        #expect(features.first { $0.value == "90" }?.description == "epub-a11y Sample Certification Desk")
        #expect(features.first { $0.value == "93" }?.description == "Sample Credential")
        #expect(features.first { $0.value == "91" }?.description == "20250101")
    }

    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func standardEbooksGiveTheirDeclaredCodes() throws {
        let books = Paths.corpusBooks.filter { $0.lastPathComponent.hasPrefix("se-") }
        #expect(books.count >= 10)
        for book in books {
            let metadata = AccessibilityMetadata(package: try Publication.open(path: book.path).package)
            let codes = Set(Self.codes(ONIXRenderer.productFormFeatures(metadata)))
            let name = book.lastPathComponent
            // Every Standard Ebooks book declares tableOfContents, alternativeText, structuralNavigation,
            // a textual-only sufficient set, no hazards, a summary and Standard Ebooks as certifier.
            #expect(codes.isSuperset(of: ["09/00", "09/11", "09/14", "09/29", "09/52", "09/90", "12/00"]), "\(name)")
            #expect(!codes.contains("09/13"), "\(name): readingOrder has no code in the techniques")
            let conformance = codes.intersection(["09/02", "09/03", "09/04", "09/80", "09/81", "09/82", "09/84", "09/85", "09/86"])
            if name.hasPrefix("se-lewis-carroll") {
                #expect(conformance == ["09/03"], "\(name): the EPUB Accessibility 1.0 AA IRI")
            } else {
                #expect(conformance == ["09/04", "09/82", "09/85"], "\(name): EPUB Accessibility 1.1 - WCAG 2.2 Level AA")
            }
            #expect(ONIXRenderer.productFormFeatures(metadata).first { $0.value == "90" }?.description == "Standard Ebooks")
        }
    }

    @Test func cliPrintsOneProductPerBookInAnONIXMessage() async throws {
        let result = try await CLIRunner.run(["metadata", "--format", "onix", "SampleBooks/accessible-epub3.epub",
                                        "SampleBooks/legacy-epub2.epub"])
        #expect(result.status == 0)
        let root = try Self.parse(result.stdout)
        #expect(root.isElement("ONIXMessage", in: ONIXRenderer.namespace))
        #expect(root.attribute("release") == "3.0")
        let header = try #require(root.firstElement("Header", in: ONIXRenderer.namespace))
        #expect(header.firstElement("Sender", in: ONIXRenderer.namespace)?.firstElement("SenderName", in: ONIXRenderer.namespace)?
            .textContent == "epub-a11y")
        let sent = header.firstElement("SentDateTime", in: ONIXRenderer.namespace)?.textContent ?? ""
        #expect(sent.count == 14 && sent.hasSuffix("Z"))
        let products = root.elements("Product", in: ONIXRenderer.namespace)
        #expect(products.map { $0.firstElement("RecordReference", in: ONIXRenderer.namespace)?.textContent } == [
            "urn:uuid:6f1c2b7e-3d4a-4c8e-9b1f-0a5e7d2c4b91", "urn:uuid:2a9d4e61-8c3b-4f7a-a5d2-91e0c6b3f478",
        ])
        // legacy-epub2 (EPUB 2 `meta name=` form): summary, EPUB Accessibility 1.0 A IRI (02),
        // tableOfContents, alternativeText, printPageNumbers (19, as pageBreakMarkers), sufficient
        // "textual" (52), its certifier (90), hazard none.
        #expect(products.count == 2)
        if products.count == 2 {
            #expect(Self.parsedCodes(products[1]) == ["09/00", "09/02", "09/11", "09/14", "09/19", "09/52", "09/90", "12/00"])
        }
    }

    @Test func cliKeepsTextAndJSONAndReportsUnreadableBooks() async throws {
        let broken = try await CLIRunner.run(["metadata", "--format", "onix", "SampleBooks/accessible-epub3.epub",
                                        "SampleBooks/broken-package.epub"])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken-package.epub"))
        #expect(try Self.parse(broken.stdout).elements("Product", in: ONIXRenderer.namespace).count == 1)
        let json = try await CLIRunner.run(["metadata", "--format", "json", "SampleBooks/accessible-epub3.epub"])
        #expect(json.status == 0)
        #expect((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["metadata"] != nil)
        let text = try await CLIRunner.run(["metadata", "SampleBooks/accessible-epub3.epub"])
        #expect(text.status == 0 && !text.stdout.contains("<ONIXMessage"))
        #expect(try await CLIRunner.run(["metadata", "--format", "html", "SampleBooks/accessible-epub3.epub"]).status == 64)
    }
}
