import EPUBA11y
import EPUBCore
import Foundation
import Testing

@Suite("SampleBooks")
struct SampleBooksTests {
    static let names = ["accessible-epub3", "broken-package", "defective-epub3", "legacy-epub2"]

    static func book(_ name: String) -> String { Paths.sampleBooks.appendingPathComponent("\(name).epub").path }

    @Test("committed .epub files are exactly what `make samples` packs from src/", arguments: names)
    func committedBooksMatchTheirSources(name: String) throws {
        let source = try DirectoryContainer(path: Paths.sampleBooks.appendingPathComponent("src/\(name)").path)
        var writer = ZipArchiveWriter()
        writer.add("mimetype", bytes: try source.read("mimetype"), stored: true)
        for path in source.entries.map(\.path).sorted() where path != "mimetype" && !path.hasSuffix(".md") {
            writer.add(path, bytes: try source.read(path))
        }
        let committed = try Data(contentsOf: URL(fileURLWithPath: Self.book(name)))
        #expect([UInt8](committed) == (try writer.archive()), "run `make samples` and commit the result")
    }

    @Test func accessibleBook() async throws {
        let inspection = try await AccessibilityInspector().inspection(for: URL(fileURLWithPath: Self.book("accessible-epub3")))
        #expect(inspection.epubVersion == "3.0")
        #expect(inspection.packageLanguage == "en")
        #expect(inspection.counts.contentDocuments == 4)
        #expect(inspection.counts.wellFormedContentDocuments == 4)
        #expect(inspection.navigation.pageListEntries == 6)
        #expect(inspection.navigation.landmarks == 3)
        #expect(inspection.navigation.tocDepth == 2)
        #expect(inspection.issues.isEmpty)
        let properties = Set(inspection.accessibilityMetadata.map(\.property))
        for required in ["schema:accessMode", "schema:accessModeSufficient", "schema:accessibilityFeature",
                         "schema:accessibilityHazard", "schema:accessibilitySummary", "dcterms:conformsTo",
                         "a11y:certifiedBy", "a11y:certifierCredential", "dcterms:date", "a11y:certifierReport",
                         "pageBreakSource", "dc:source"] {
            #expect(properties.contains(required), "missing \(required)")
        }
        let claim = try #require(inspection.accessibilityMetadata.first { $0.property == "dcterms:conformsTo" })
        #expect(claim.value == "EPUB Accessibility 1.1 - WCAG 2.2 Level AA")
        #expect(claim.location.description == "OEBPS/package.opf:29")
        // The certifier's date refines the certifier, not the claim: followed through the chain.
        #expect(inspection.accessibilityMetadata.contains { $0.property == "dcterms:date" && $0.refines == "#certifier" })
        #expect(!inspection.accessibilityMetadata.contains { $0.property == "dcterms:modified" })
    }

    @Test func legacyEPUB2Book() async throws {
        let inspection = try await AccessibilityInspector().inspection(for: URL(fileURLWithPath: Self.book("legacy-epub2")))
        #expect(inspection.epubVersion == "2.0")
        #expect(inspection.navigation.navigationDocument == nil)
        #expect(inspection.navigation.ncx == "OEBPS/toc.ncx")
        #expect(inspection.navigation.tocEntries == 4)
        #expect(inspection.navigation.pageListEntries == 5)
        #expect(inspection.navigation.guideReferences == 3)
        #expect(inspection.accessibilityMetadata.filter { $0.kind != .dublinCore }.allSatisfy { $0.kind == .metaName })
        #expect(inspection.accessibilityMetadata.contains { $0.property == "pageBreakSource" && $0.value == "urn:isbn:9780000000019" })
        #expect(inspection.accessibilityMetadata.filter { $0.property == "schema:accessMode" }.map(\.value) == ["textual", "visual"])
    }

    @Test func defectiveBookStillOpensAndReportsItsMalformedChapter() async throws {
        let inspection = try await AccessibilityInspector().inspection(for: URL(fileURLWithPath: Self.book("defective-epub3")))
        #expect(inspection.accessibilityMetadata.isEmpty)
        #expect(inspection.packageLanguage == nil)
        #expect(inspection.counts.contentDocuments == 4)
        #expect(inspection.counts.wellFormedContentDocuments == 3)
        let chapter3 = try #require(inspection.contentDocuments.first { $0.path == "OEBPS/text/chapter-3.xhtml" })
        #expect(chapter3.parser == "html-recovery")
        #expect(chapter3.errorLine == 11)
        #expect(chapter3.elements > 5)
    }

    @Test func brokenBookGivesOneSentenceNamingFileAndLine() throws {
        let error = try #require(throws: EPUBError.self) { try Publication.open(path: Self.book("broken-package")) }
        #expect(error.kind == .malformedXML)
        #expect(error.entry == "OEBPS/content.opf")
        #expect(error.line == 8)
        #expect(error.description.hasSuffix("broken-package.epub: the package document OEBPS/content.opf is not well-formed XML at line 8: Opening and ending tag mismatch: metadata line 3 and metdata"))
    }
}
