import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Every corpus book audited end to end. Skipped when ../shared/corpus is absent.
@Suite("Corpus audits", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
struct CorpusAuditTests {
    /// Every parse limit at its default but the CPU budget: that one is a time, and times are
    /// measured in `make bench`, not asserted here (sanitizer builds run 20× slower and tripped
    /// it on the 2 MB chapters). A real book over a size, attribute, node or entity limit still fails.
    static let limits = ContainerLimits(parsing: XMLParseLimits(maxCPUTime: .seconds(3_600)))

    /// Also issue #41's contract on every corpus book, from the same audit: its Ace report validates
    /// against `docs/ace-report.schema.json`, and every pointer of its JSON report names its element
    /// as `scripts/check-pointers.py` (lxml, cssselect) finds it.
    @Test func everyBookIsAuditedAndStandardEbooksHaveNoImageAltFailure() async throws {
        var counts: [String: Int] = [:]
        var books = 0, pointers = 0
        let aceFolder = FileManager.default.temporaryDirectory.appendingPathComponent("ace-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: aceFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: aceFolder) }
        let pointerToolsMissing = AceContractTests.pointerToolsMissing
        if let pointerToolsMissing { Issue.record(Comment(rawValue: pointerToolsMissing)) }
        for book in Paths.corpusBooks {
            let audit: BookAudit
            do {
                audit = try await SchemaTestReports.audit(path: book.path)  // shared with the calibration suites
            } catch {
                Issue.record("\(book.lastPathComponent) could not be audited: \(error)")
                continue
            }
            books += 1
            let report = Report(audit: audit, generatedAt: SchemaTestReports.generatedAt)
            try Data(try AceReportRenderer.render(report).utf8)
                .write(to: aceFolder.appendingPathComponent(book.deletingPathExtension().lastPathComponent + ".json"))
            if pointerToolsMissing == nil {
                let result = try AceContractTests.checkPointers(book: book.path, report: report)
                #expect(result.failed == 0, "\(book.lastPathComponent): \(result.output.prefix(2000))")
                let expected = AceContractTests.distinctPointers(in: try JSONSerialization.jsonObject(with: Data(try JSONOutput.encode(report).utf8)))
                #expect(result.checked + result.skipped == expected, "\(book.lastPathComponent): the checker saw every pointer")
                pointers += result.checked
            }
            for finding in audit.findings where finding.outcome == .failed { counts[finding.ruleID, default: 0] += 1 }
            let failures = audit.content.documents.compactMap { $0.failure.map { "\($0)" } }
            #expect(failures.isEmpty, "\(book.lastPathComponent): \(failures)")
            if book.lastPathComponent.hasPrefix("se-") {
                // Standard Ebooks are known to carry alt text: a failure here is a rule bug until shown otherwise.
                let imageAlt = audit.findings.filter { $0.ruleID == "image-alt" }
                #expect(imageAlt.isEmpty, "\(book.lastPathComponent): \(imageAlt.map { "\($0.location?.description ?? "") \($0.message)" })")
            }
        }
        let aceErrors = try AceSchema.errors(ofFilesIn: aceFolder)
        #expect(aceErrors.isEmpty, "\(aceErrors.prefix(20).joined(separator: "\n"))")
        #expect(try FileManager.default.contentsOfDirectory(atPath: aceFolder.path).count == books)
        if pointerToolsMissing == nil { #expect(pointers > 9_000, "\(pointers) pointers (9,552 when this was written)") }
        print("corpus audit: \(books) books; \(pointers) pointers checked; failed findings by rule: "
              + counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        #expect(books == Paths.corpusBooks.count)
    }
}
