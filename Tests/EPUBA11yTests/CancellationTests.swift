import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// A cancelled audit stops and says so (issue #14): the inspector throws the typed `cancelled`
/// error rather than a report of a half-read book, and a batch delivers nothing more.
@Suite struct CancellationTests {
    static let book = URL(fileURLWithPath: SampleBooksTests.book("accessible-epub3"))

    /// Runs `work` in a task that is cancelled before `work` starts, so the outcome is not a race.
    static func cancelled<T: Sendable>(_ work: @escaping @Sendable () async -> T) async -> T {
        await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await work()
        }.value
    }

    @Test func aCancelledReportThrowsTheTypedError() async throws {
        let outcome: Result<Report, EPUBError> = await Self.cancelled {
            do throws(EPUBError) { return .success(try await AccessibilityInspector().report(for: Self.book)) }
            catch { return .failure(error) }
        }
        guard case .failure(let error) = outcome else {
            Issue.record("a cancelled audit gave a report")
            return
        }
        #expect(error.kind == .cancelled)
        #expect(error.file.hasSuffix("accessible-epub3.epub"))
    }

    @Test func aCancelledBatchDeliversNothingMore() async throws {
        let paths = SampleBooksTests.names.map { SampleBooksTests.book($0) }
        let delivered = await Self.cancelled {
            await AccessibilityInspector(options: .init(jobs: 2)).reports(for: paths) { _, _ in }
        }
        #expect(delivered == 0)
        // Not cancelled, the same batch delivers every book.
        #expect(await AccessibilityInspector(options: .init(jobs: 2)).reports(for: paths) { _, _ in } == paths.count)
    }

    /// What a cancelled walk leaves in the inventory is not evidence of malformed markup.
    @Test func aCancelledDocumentIsNotReportedAsNotWellFormed() async throws {
        let publication = try Publication.open(path: Self.book.path)
        let content = await Self.cancelled { await PublicationContent.walk(publication) }
        #expect(!content.documents.isEmpty && content.documents.allSatisfy { $0.failure?.kind == .cancelled })
        let findings = RuleRegistry.evaluate(RuleContext(publication: publication, content: content))
        #expect(!findings.contains { $0.ruleID == "not-well-formed" })
    }
}
