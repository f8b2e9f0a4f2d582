import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The sample books audited end to end: the defective one yields exactly the findings its
/// DEFECTS.md lists (planted and secondary), the accessible one no failed finding.
@Suite("SampleBooks audits")
struct SampleAuditTests {
    struct Expected: Hashable, CustomStringConvertible {
        let rule: String
        let path: String
        let line: Int
        var description: String { "\(rule) \(path):\(line)" }
    }

    /// Rows `| n | `path` | line | … | `rule-id` |` of every table in DEFECTS.md.
    static func expectedFindings(_ book: String) throws -> Set<Expected> {
        let url = Paths.sampleBooks.appendingPathComponent("src/\(book)/DEFECTS.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        var expected = Set<Expected>()
        for row in text.split(separator: "\n") where row.hasPrefix("| ") {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 7, let line = Int(cells[3]) else { continue }
            let unquote = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            expected.insert(Expected(rule: unquote(cells[6]), path: unquote(cells[2]), line: line))
        }
        return expected
    }

    @Test func defectiveBookYieldsExactlyItsListedFindings() async throws {
        let expected = try Self.expectedFindings("defective-epub3")
        #expect(expected.count >= 22)
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: SampleBooksTests.book("defective-epub3")))
        let actual = Set(audit.findings.map { Expected(rule: $0.ruleID, path: $0.location?.path ?? "-", line: $0.location?.line ?? 0) })
        let missing = expected.subtracting(actual).sorted { $0.description < $1.description }
        let unexpected = actual.subtracting(expected).sorted { $0.description < $1.description }
        #expect(missing.isEmpty, "planted but not found: \(missing)")
        #expect(unexpected.isEmpty, "found but not listed in DEFECTS.md: \(unexpected)")
    }

    @Test func accessibleBookHasNoFailedFinding() async throws {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: SampleBooksTests.book("accessible-epub3")))
        let failed = audit.findings.filter { $0.outcome == .failed }
        #expect(failed.isEmpty, "\(failed.map { "\($0.ruleID) \($0.location?.description ?? "") \($0.message)" })")
    }

    @Test func legacyEPUB2BookHasNoSeriousFinding() async throws {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: SampleBooksTests.book("legacy-epub2")))
        let serious = audit.findings.filter { $0.outcome == .failed && $0.impact >= .serious }
        #expect(serious.isEmpty, "\(serious.map { "\($0.ruleID) \($0.location?.description ?? "") \($0.message)" })")
    }
}
