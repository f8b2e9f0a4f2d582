@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `suggest` (issue #15): what the content proves is proposed with its evidence, what the book
/// declares is kept, what only a person knows is left to confirm.
@Suite("Metadata suggestion from the audit")
struct MetadataSuggestionTests {
    static func suggestion(_ book: TestBook) async throws -> MetadataSuggestion {
        MetadataSuggester.suggest(try await AccessibilityInspector().audit(try book.bytes(), name: "book.epub"))
    }

    static func statement(_ suggestion: MetadataSuggestion, _ property: String, _ value: String) -> MetadataSuggestion.Statement? {
        suggestion.statements.first { $0.property == property && $0.value == value }
    }

    static func illustrated(alt: String?) -> TestBook {
        var book = TestBook()
        let altAttribute = alt.map { " alt=\"\($0)\"" } ?? ""
        book.package = TestBook.opf(manifest: """
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
                <item id="map" href="map.png" media-type="image/png"/>
            """)
        book.files = [
            ("OEBPS/nav.xhtml", TestBook.nav()),
            ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1><p>Text.</p><figure><img src=\"map.png\"\(altAttribute)/><figcaption>The route</figcaption></figure>")),
            ("OEBPS/map.png", "PNG"),
        ]
        return book
    }

    @Test func aBookWithoutMetadataGetsWhatItsContentProves() async throws {
        let suggestion = try await Self.suggestion(Self.illustrated(alt: "Map of the route from the harbour to the lighthouse"))
        for (property, value) in [("accessMode", "textual"), ("accessMode", "visual"), ("accessModeSufficient", "textual"),
                                  ("accessModeSufficient", "textual,visual"), ("accessibilityFeature", "alternativeText"),
                                  ("accessibilityFeature", "tableOfContents"), ("accessibilityFeature", "structuralNavigation"),
                                  ("accessibilityHazard", "unknown")] {
            #expect(Self.statement(suggestion, property, value)?.status == .proposed, "\(property) \(value)")
        }
        // Evidence points into the book.
        #expect(Self.statement(suggestion, "accessMode", "visual")?.evidence.first?.contains("OEBPS/chapter1.xhtml:") == true)
        // Only a person can say these; they are never written by default.
        #expect(Self.statement(suggestion, "accessibilityFeature", "readingOrder")?.status == .toConfirm)
        #expect(Self.statement(suggestion, "accessibilityFeature", "displayTransformability")?.status == .toConfirm)
        #expect(!suggestion.additions.contains { $0.value == "readingOrder" })
        // Nothing the content does not show.
        #expect(Self.statement(suggestion, "accessibilityFeature", "MathML") == nil)
        #expect(Self.statement(suggestion, "accessibilityFeature", "pageNavigation") == nil)
        let summary = try #require(suggestion.statements.first { $0.property == "accessibilitySummary" })
        #expect(summary.status == .proposed)
        #expect(summary.value.contains("images have text alternatives"))
        #expect(summary.value.contains("no claim of conformance"))
        // The block to paste, EPUB 3 form.
        let opf = SuggestionRenderer.opf(suggestion)
        #expect(opf.contains(#"<meta property="schema:accessMode">visual</meta>"#))
        #expect(!opf.contains(#">readingOrder</meta>"#))
        #expect(summary.value.contains("Not yet confirmed by a person: the reading order"))
    }

    @Test func anImageWithoutAlternativeBlocksTextualSufficiencyAndAlternativeText() async throws {
        let suggestion = try await Self.suggestion(Self.illustrated(alt: nil))
        #expect(Self.statement(suggestion, "accessibilityFeature", "alternativeText") == nil)
        let textual = try #require(Self.statement(suggestion, "accessModeSufficient", "textual"))
        #expect(textual.status == .toConfirm)
        #expect(textual.evidence.contains { $0.contains("OEBPS/chapter1.xhtml") })
    }

    @Test func whatTheBookDeclaresIsKeptAndNotProposedAgain() async throws {
        var book = Self.illustrated(alt: "Map of the route")
        book.package = book.package.replacingOccurrences(of: "<meta property=\"dcterms:modified\">", with: """
            <meta property="schema:accessMode">textual</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            <meta property="dcterms:modified">
            """)
        let suggestion = try await Self.suggestion(book)
        #expect(Self.statement(suggestion, "accessMode", "textual")?.status == .declared)
        #expect(Self.statement(suggestion, "accessibilityHazard", "none")?.status == .declared)
        #expect(Self.statement(suggestion, "accessibilityHazard", "unknown") == nil)
        #expect(suggestion.additions.filter { $0.property == "accessMode" }.map(\.value) == ["visual"])
        // The declared accessMode lacks visual while the book has a content image: a conflict with evidence.
        #expect(suggestion.conflicts.contains { $0.statement.contains("accessMode") && $0.kind == "contradicted" })
    }

    @Test func epub2BooksGetNameContentMeta() async throws {
        let suggestion = MetadataSuggester.suggest(try await AccessibilityInspector().audit(Paths.sampleBooks.appendingPathComponent("legacy-epub2.epub")))
        #expect(suggestion.epubVersion == 2)
        let opf = SuggestionRenderer.opf(suggestion)
        #expect(!opf.isEmpty)
        for line in opf.split(separator: "\n") {
            #expect(line.contains(#"<meta name="schema:"#) && line.hasSuffix("\"/>"), "\(line)")
        }
    }

    @Test func theCommandPrintsTheBlockTheJSONAndTypedErrors() async throws {
        let opf = try await CLIRunner.run(["suggest", "--format", "opf", "SampleBooks/legacy-epub2.epub"])
        #expect(opf.status == 0)
        #expect(opf.stdout.contains(#"<meta name="schema:accessibilityFeature" content="pageNavigation"/>"#))
        let json = try await CLIRunner.run(["suggest", "--format", "json", "SampleBooks/legacy-epub2.epub"])
        #expect(json.status == 0)
        let decoded = try JSONDecoder().decode(MetadataSuggestion.self, from: Data(json.stdout.utf8))
        #expect(decoded.statements.contains { $0.status == .declared && $0.property == "accessMode" })
        // A folder of books: one line per book.
        let csv = try await CLIRunner.run(["suggest", "--format", "csv", "SampleBooks"])
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.first == Substring(MetadataSuggestion.csvHeader))
        #expect(rows.count == 1 + 6)  // four samples and their unpacked sources; the broken two on stderr
        #expect(csv.status == 2 && csv.stderr.contains("broken-package.epub"))
        let ndjson = try await CLIRunner.run(["suggest", "--format", "ndjson", "SampleBooks"])
        let lines = ndjson.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        for line in lines { _ = try JSONDecoder().decode(MetadataSuggestion.self, from: Data(line.utf8)) }
        let missing = try await CLIRunner.run(["suggest", "no-such-book.epub"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such-book.epub"))
    }

    /// Standard Ebooks books, their accessibility metadata stripped in memory: what the content
    /// proves must agree with what their producer declared.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func strippedStandardEbooksGetBackWhatTheContentProves() async throws {
        let books = Paths.corpusBooks.filter { $0.lastPathComponent.hasPrefix("se-") }
        #expect(books.count >= 5)
        for url in books {
            let original = try await AccessibilityInspector().audit(url)
            let stripped = try Self.strippingAccessibilityMetadata(url, package: original.publication.package.path)
            let suggestion = MetadataSuggester.suggest(try await AccessibilityInspector().audit(stripped, name: url.lastPathComponent))
            #expect(!suggestion.statements.contains { $0.status == .declared && $0.property.hasPrefix("access") },
                    "\(url.lastPathComponent): metadata left after stripping")
            for mode in original.metadata.accessModeNames where mode == "textual" {
                #expect(Self.statement(suggestion, "accessMode", mode)?.status == .proposed, "\(url.lastPathComponent) \(mode)")
            }
            for feature in ["tableOfContents", "alternativeText"] where original.metadata.featureNames.contains(feature) {
                guard feature != "alternativeText" || !original.images.isEmpty else { continue }
                #expect(Self.statement(suggestion, "accessibilityFeature", feature)?.status == .proposed,
                        "\(url.lastPathComponent) \(feature)")
            }
        }
    }

    /// The book's bytes with every `schema:` and `a11y:` meta of its package document removed.
    static func strippingAccessibilityMetadata(_ url: URL, package: String) throws -> [UInt8] {
        let container = try ZipContainer(path: url.path)
        var writer = ZipArchiveWriter()
        for entry in container.entries {
            var bytes = try container.read(entry.path)
            if entry.path == package {
                let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
                bytes = Array(lines.filter { !$0.contains("\"schema:") && !$0.contains("\"a11y:") }.joined(separator: "\n").utf8)
            }
            writer.add(entry.path, bytes: bytes, stored: entry.path == "mimetype")
        }
        return try writer.archive()
    }
}

/// Where `fix` writes the block: before the metadata end tag, indented like its neighbours, nothing else touched.
@Suite("Package metadata editor")
struct PackageMetadataEditorTests {
    static let elements = [#"<meta property="schema:accessMode">textual</meta>"#, #"<meta property="schema:accessibilityHazard">unknown</meta>"#]

    @Test func insertsBeforeTheEndTagIndentedLikeTheLastChild() throws {
        let package = TestBook.opf()
        let edited = try PackageMetadataEditor.inserting(Self.elements, into: package)
        #expect(edited.contains("""
                <meta property="dcterms:modified">2025-01-01T00:00:00Z</meta>
            """.trimmingCharacters(in: .newlines)))
        let lines = edited.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("schema:accessMode") })
        let modified = try #require(lines.first { $0.contains("dcterms:modified") })
        #expect(lines[index].prefix { $0 == " " } == modified.prefix { $0 == " " })
        #expect(lines[index + 2].trimmingCharacters(in: .whitespaces) == "</metadata>")
        // Nothing else changed: removing the two new lines gives the original back.
        #expect(lines.filter { !$0.contains("schema:") }.joined(separator: "\n") == package)
        // The result is still a well-formed package document.
        _ = try XMLDocumentParser.tree(Array(edited.utf8), path: "content.opf", recovery: .none)
    }

    @Test func keepsCRLFAndHandlesPrefixedAndOneLineMetadata() throws {
        let crlf = TestBook.opf().replacingOccurrences(of: "\n", with: "\r\n")
        let edited = try PackageMetadataEditor.inserting(Self.elements, into: crlf)
        #expect(!edited.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        let oneLine = #"<package xmlns="http://www.idpf.org/2007/opf"><opf:metadata xmlns:opf="http://www.idpf.org/2007/opf"><dc:title xmlns:dc="http://purl.org/dc/elements/1.1/">T</dc:title></opf:metadata></package>"#
        let placed = try PackageMetadataEditor.inserting(Self.elements, into: oneLine)
        // The line it joins has no indentation; the elements take the metadata element's prefix.
        #expect(placed.contains("</dc:title>\n<opf:meta property=\"schema:accessMode\">textual</opf:meta>"))
        #expect(placed.hasSuffix("</opf:metadata></package>"))
        #expect(throws: PackageMetadataEditor.Failure.self) {
            try PackageMetadataEditor.inserting(Self.elements, into: "<package/>")
        }
        #expect(try PackageMetadataEditor.inserting([], into: "<package/>") == "<package/>")
    }
}

/// What a person confirms changes what `fix` writes, and nothing contradicting the content is accepted.
@Suite("Fix plan: confirmations")
struct FixPlanTests {
    @Test func acceptancesReplaceUnknownsAndAddClaims() async throws {
        let suggestion = try await MetadataSuggestionTests.suggestion(MetadataSuggestionTests.illustrated(alt: "Map of the route"))
        let plain = try FixPlan(suggestion)
        #expect(plain.elements.contains(#"<meta property="schema:accessibilityHazard">unknown</meta>"#))
        #expect(!plain.elements.contains { $0.contains(">readingOrder<") })
        let confirmed = try FixPlan(suggestion, accepting: .init(noHazards: true, features: ["readingOrder"],
                                                                  claim: "EPUB Accessibility 1.1 - WCAG 2.2 Level AA", certifier: "Jane Doe"))
        #expect(confirmed.elements.contains(#"<meta property="schema:accessibilityHazard">none</meta>"#))
        #expect(!confirmed.elements.contains { $0.contains(">unknown<") })
        #expect(confirmed.elements.contains(#"<meta property="schema:accessibilityFeature">readingOrder</meta>"#))
        #expect(confirmed.elements.contains(#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#))
        #expect(confirmed.elements.contains(#"<meta property="a11y:certifiedBy">Jane Doe</meta>"#))
        let summary = try #require(confirmed.statements.first { $0.property == "accessibilitySummary" })
        #expect(!summary.value.contains("the reading order"))
        #expect(summary.value.contains("It claims: EPUB Accessibility 1.1 - WCAG 2.2 Level AA."))
    }

    @Test func noHazardsIsRefusedWhenSoundAutoplays() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><audio src="a.mp3" autoplay="autoplay">Audio</audio>"#))
        let suggestion = try await MetadataSuggestionTests.suggestion(book)
        // The evident hazard, and the two others unknown one by one: never `unknown` beside a known hazard.
        let hazards = suggestion.statements.filter { $0.property == "accessibilityHazard" }.map(\.value)
        #expect(hazards == ["sound", "unknownFlashingHazard", "unknownMotionSimulationHazard"])
        let summary = try #require(suggestion.statements.first { $0.property == "accessibilitySummary" })
        #expect(summary.value.contains("some audio plays by itself") && summary.value.contains("whether it has flashing hazards"))
        #expect(!summary.value.contains("flashing, motion or sound"))
        #expect(throws: FixPlan.Refusal.self) { try FixPlan(suggestion, accepting: .init(noHazards: true)) }
    }
}

/// ONIX of a suggestion: the product form features of what the book would declare after `fix`.
@Suite("Suggestion as ONIX")
struct SuggestionONIXTests {
    @Test func theSuggestedMetadataGivesItsONIXCodes() async throws {
        let audit = try await AccessibilityInspector().audit(try MetadataSuggestionTests.illustrated(alt: "Map of the route").bytes(), name: "book.epub")
        let metadata = try FixPlan(MetadataSuggester.suggest(audit)).metadata(applyingTo: audit.publication)
        #expect(metadata.hasFeature(.alternativeText) && metadata.hasFeature(.tableOfContents))
        let codes = Set(ONIXRenderer.productFormFeatures(metadata).map { "\($0.type)/\($0.value)" })
        #expect(codes.isSuperset(of: ["09/14", "09/11", "09/52"]), "\(codes)")
        #expect(!codes.contains("12/00"))  // no hazard was confirmed: unknown, never none
    }

    @Test func theCommandPrintsAnONIXMessage() async throws {
        let run = try await CLIRunner.run(["suggest", "--format", "onix", "SampleBooks/defective-epub3.epub"])
        #expect(run.status == 0, "\(run.stderr)")
        let (root, _) = try XMLDocumentParser.tree(Array(run.stdout.utf8), path: "onix.xml", recovery: .none)
        #expect(root.localName == "ONIXMessage" && root.namespace == "http://ns.editeur.org/onix/3.0/reference")
        #expect(run.stdout.contains("<ProductFormFeatureType>09</ProductFormFeatureType>"))
    }
}
