import EPUBA11y
import EPUBCore
import Testing

/// Every corpus book audited end to end. Skipped when ../shared/corpus is absent.
@Suite("Corpus audits", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct CorpusAuditTests {
    /// Every parse limit at its default but the CPU budget: that one is a time, and times are
    /// measured in `make bench`, not asserted here (sanitizer builds run 20× slower and tripped
    /// it on the 2 MB chapters). A real book over a size, attribute, node or entity limit still fails.
    static let limits = ContainerLimits(parsing: XMLParseLimits(maxCPUTime: .seconds(3_600)))

    @Test func everyBookIsAuditedAndStandardEbooksHaveNoImageAltFailure() async throws {
        var counts: [String: Int] = [:]
        var books = 0
        for book in Paths.corpusBooks {
            let audit: BookAudit
            do {
                audit = try await AccessibilityInspector(options: .init(limits: Self.limits)).audit(book)
            } catch {
                Issue.record("\(book.lastPathComponent) could not be audited: \(error)")
                continue
            }
            books += 1
            for finding in audit.findings where finding.outcome == .failed { counts[finding.ruleID, default: 0] += 1 }
            let failures = audit.content.documents.compactMap { $0.failure.map { "\($0)" } }
            #expect(failures.isEmpty, "\(book.lastPathComponent): \(failures)")
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
