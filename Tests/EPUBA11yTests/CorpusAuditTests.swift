import EPUBA11y
import EPUBCore
import Testing

/// Every corpus book audited end to end. Skipped when ../shared/corpus is absent.
@Suite("Corpus audits", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct CorpusAuditTests {
    @Test func everyBookIsAuditedAndStandardEbooksHaveNoImageAltFailure() async throws {
        var counts: [String: Int] = [:]
        var books = 0
        for book in Paths.corpusBooks {
            let audit: BookAudit
            do {
                audit = try await BookAudit.run(path: book.path)
            } catch {
                Issue.record("\(book.lastPathComponent) could not be audited: \(error)")
                continue
            }
            books += 1
            for finding in audit.findings where finding.outcome == .failed { counts[finding.ruleID, default: 0] += 1 }
            #expect(audit.content.documents.allSatisfy { $0.failure == nil }, "\(book.lastPathComponent)")
            if book.lastPathComponent.hasPrefix("se-") {
                // Standard Ebooks are known to carry alt text: a failure here is a rule bug until shown otherwise.
                let imageAlt = audit.findings.filter { $0.ruleID == "image-alt" }
                #expect(imageAlt.isEmpty, "\(book.lastPathComponent): \(imageAlt.map { "\($0.location?.description ?? "") \($0.message)" })")
            }
        }
        print("corpus audit: \(books) books; failed findings by rule: "
              + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        #expect(books == Paths.corpusBooks.count)
    }
}
