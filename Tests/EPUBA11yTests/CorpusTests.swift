import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Every book of ../shared/corpus either opens or gives a typed error; none crashes.
/// Skipped when the corpus is absent.
@Suite("Shared corpus", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct CorpusTests {
    @Test func everyBookOpensOrGivesATypedError() async throws {
        var opened = 0
        var failed: [String] = []
        var documents = 0
        var recovered = 0
        for book in Paths.corpusBooks {
            do {
                let inspection = try await AccessibilityInspector().inspection(for: book)
                opened += 1
                documents += inspection.counts.contentDocuments
                recovered += inspection.counts.contentDocuments - inspection.counts.wellFormedContentDocuments
                #expect(inspection.counts.contentDocuments > 0, "\(book.lastPathComponent) has no content document")
            } catch {
                #expect(!error.reason.isEmpty)
                failed.append("\(error)")
            }
        }
        print("corpus: \(Paths.corpusBooks.count) books, \(opened) opened, \(failed.count) typed errors; \(documents) content documents, \(recovered) recovered with the HTML parser")
        for line in failed { print("corpus: \(line)") }
        #expect(opened + failed.count == Paths.corpusBooks.count)
        #expect(opened >= 60, "a parser regression: only \(opened) corpus books opened")
    }

    @Test func acceptedBookListsItsAccessibilityMetadataWithLines() async throws {
        let inspection = try await AccessibilityInspector().inspection(for: URL(fileURLWithPath: Paths.corpusBook("idpf-accessible_epub_3.epub")))
        let byProperty = Dictionary(grouping: inspection.accessibilityMetadata, by: \.property)
        #expect(byProperty["dcterms:conformsTo"]?.first?.value == "http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa")
        #expect(byProperty["dcterms:conformsTo"]?.first?.kind == .link)
        #expect(byProperty["a11y:certifiedBy"]?.first?.value == "Matt Garrish")
        #expect(byProperty["schema:accessMode"]?.map(\.value) == ["textual", "visual"])
        #expect(byProperty["schema:accessModeSufficient"]?.count == 2)
        #expect(byProperty["schema:accessibilityFeature"]?.count == 3)
        #expect(byProperty["schema:accessibilityHazard"]?.first?.value == "none")
        #expect(byProperty["schema:accessibilitySummary"]?.count == 1)
        #expect(inspection.accessibilityMetadata.allSatisfy { $0.location.path == "EPUB/package.opf" && $0.location.line != nil })
    }

    @Test func epub2BookWithNCX() async throws {
        let inspection = try await AccessibilityInspector().inspection(for: URL(fileURLWithPath: Paths.corpusBook("bmaupin-minimal-v2.epub")))
        #expect(inspection.epubVersion.hasPrefix("2"))
        #expect(inspection.navigation.ncx != nil)
        #expect(inspection.navigation.tocEntries > 0)
    }
}
