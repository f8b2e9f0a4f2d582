import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// One engine: the CLI and the library give the same report for the same book and options,
/// and rule selection combines ids, tags and exclusions the same way everywhere.
@Suite struct OneEngineTests {
    static let epoch = "1735689600", stamp = "2025-01-01T00:00:00Z"

    @Test(arguments: [
        ["--rule", "image-alt", "--rule", "heading-order", "--tag", "wcag2a"],
        ["--tag", "best-practice", "--disable-rule", "table-caption"],
        [],
    ])
    func theCLIAndTheLibraryAgree(selection arguments: [String]) async throws {
        let book = SampleBooksTests.book("defective-epub3")
        let shown = try await CLIRunner.run(["check", "--format", "json"] + arguments + [book], environment: ["SOURCE_DATE_EPOCH": Self.epoch])
        #expect(shown.status == 0 || shown.status == 1)
        var selection = RuleSelection()
        var index = 0
        while index + 1 < arguments.count {
            switch arguments[index] {
            case "--rule": selection.ids.insert(arguments[index + 1])
            case "--tag": selection.tags.insert(arguments[index + 1])
            default: selection.disabled.insert(arguments[index + 1])
            }
            index += 2
        }
        let inspector = AccessibilityInspector(options: .init(selection: selection, timestamp: .fixed(Self.stamp)))
        // The CLI goes through the batch API (which records the file's size and time for
        // --changed-since): byte for byte the same as the library's batch.
        var batch: [Report] = []
        await inspector.reports(for: [book]) { _, entry in batch.append(entry.report) }
        #expect(shown.stdout == (try ReportFormat.json.render(try #require(batch.first))))
        // And the single-book call gives the same report.
        let single = try await inspector.report(for: URL(fileURLWithPath: book))
        #expect(shown.stdout == (try ReportFormat.json.render(single)))
    }

    @Test func idsTagsAndExclusionsMustAllAdmitARule() throws {
        let alt = try #require(RuleRegistry.rule(id: "image-alt")).description
        #expect(RuleSelection(ids: ["image-alt"], tags: ["wcag2a"]).admits(alt))
        #expect(!RuleSelection(ids: ["image-alt"], tags: ["best-practice"]).admits(alt))  // AND, not OR
        #expect(!RuleSelection(tags: ["wcag2a"], disabled: ["image-alt"]).admits(alt))
        #expect(RuleSelection.all.rules().count == RuleRegistry.all.count)
        #expect(RuleSelection(ids: ["no-such-rule"], disabled: ["nor-this"]).unknownIDs == ["no-such-rule", "nor-this"])
        // The library's convenience narrows the same way.
        let narrowed = AccessibilityInspector.Options().selecting(ids: ["image-alt"], tags: ["best-practice"])
        #expect(narrowed.rules.isEmpty)
    }

    @Test func everyViewComesFromTheSameAudit() async throws {
        let url = URL(fileURLWithPath: SampleBooksTests.book("defective-epub3"))
        let inspector = AccessibilityInspector(options: .init(timestamp: .fixed(Self.stamp)))
        let audit = try await inspector.audit(url)
        let report = inspector.report(of: audit)
        let inspection = try await inspector.inspection(for: url)
        let metadata = try inspector.metadataReport(for: url)
        #expect(inspection.findings == report.findings)
        // metadata's findings are exactly the package-scope findings of the full audit.
        let packageFindings = report.findings.filter { RuleRegistry.rule(id: $0.ruleID)?.description.scope == .package }
        #expect(metadata.findings == packageFindings)
        #expect(!metadata.findings.isEmpty)
    }

    @Test func reportsComeAsAnAsyncSequenceInInputOrder() async throws {
        let names = ["legacy-epub2", "accessible-epub3", "defective-epub3", "broken-package"]
        let inspector = AccessibilityInspector(options: .init(jobs: 3, timestamp: .fixed(Self.stamp)))
        var files: [String] = []
        for await report in inspector.reports(for: names.map(SampleBooksTests.book)) { files.append(report.subject.file) }
        #expect(files == names.map(SampleBooksTests.book))
    }
}

/// The container limits reach the engine from the command line.
@Suite struct LimitOptionTests {
    @Test func aBookOverTheEntryLimitIsRefusedWithItsReason() async throws {
        let result = try await CLIRunner.run(["check", "--quiet", "--max-entries", "3", SampleBooksTests.book("accessible-epub3")])
        #expect(result.status == 2)
        #expect(result.stderr.contains("entries"), "\(result.stderr)")
        let fine = try await CLIRunner.run(["check", "--quiet", "--max-entries", "5000", SampleBooksTests.book("accessible-epub3")])
        #expect(fine.status == 0)
        let bad = try await CLIRunner.run(["check", "--max-entry-mib", "0", SampleBooksTests.book("accessible-epub3")])
        #expect(bad.status == 64)
    }
}
