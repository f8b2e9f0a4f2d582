@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `--baseline`: a publisher's repository with an unpacked book. Findings already recorded do
/// not fail CI, even after lines move and a document is renamed; one new defect does, alone.
@Suite("Baselines")
struct BaselineTests {
    /// A temporary repository holding a copy of the defective sample, unpacked, at `books/notes`.
    static func repository() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("books"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Paths.sampleBooks.appendingPathComponent("src/defective-epub3"),
                                         to: root.appendingPathComponent("books/notes"))
        return root
    }

    static func edit(_ root: URL, _ path: String, _ change: (String) -> String) throws {
        let file = root.appendingPathComponent("books/notes/" + path)
        try change(try String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
    }

    static func check(_ root: URL, _ arguments: [String]) async throws -> CLIRunner.Output {
        try await CLIRunner.run(["check", "books/notes"] + arguments + ["--source-root", root.path], executable: nil, in: root)
    }

    @Test func onlyANewDefectIsNewAndDrivesTheExitStatus() async throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let recorded = try await Self.check(root, ["-q", "--write-baseline", "baseline.ndjson"])
        #expect(recorded.status == 1, "the sample has serious findings: \(recorded.stderr)")
        let accepted = try await Self.check(root, ["--baseline", "baseline.ndjson", "--format", "github"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stderr.contains("baseline: 0 new findings"))
        #expect(!accepted.stdout.contains("::error"))

        // Lines move and a document is renamed: the same findings, still accepted.
        try Self.edit(root, "OEBPS/text/chapter-1.xhtml") { $0.replacingOccurrences(of: "<body>", with: "<body>\n\n\n") }
        for file in ["OEBPS/package.opf", "OEBPS/nav.xhtml"] {
            try Self.edit(root, file) { $0.replacingOccurrences(of: "text/chapter-4.xhtml", with: "text/weather.xhtml") }
        }
        try FileManager.default.moveItem(at: root.appendingPathComponent("books/notes/OEBPS/text/chapter-4.xhtml"),
                                         to: root.appendingPathComponent("books/notes/OEBPS/text/weather.xhtml"))
        let moved = try await Self.check(root, ["--baseline", "baseline.ndjson", "--format", "github"])
        #expect(moved.status == 0 && moved.stderr.contains("baseline: 0 new findings"), "\(moved.stderr)")

        // One new image without alt: one new finding, and the exit status is 1 because of it.
        try Self.edit(root, "OEBPS/text/chapter-2.xhtml") {
            $0.replacingOccurrences(of: #"<img src="../images/kettle.png"/>"#, with: #"<img src="../images/kettle.png"/><img src="../images/kettle.png"/>"#)
        }
        let added = try await Self.check(root, ["--baseline", "baseline.ndjson", "--format", "sarif"])
        #expect(added.status == 1)
        #expect(added.stderr.contains("baseline: 1 new finding "), "\(added.stderr)")
        let results = try SARIFTests.results(try SARIFTests.object(added.stdout))
        let new = results.filter { $0["baselineState"] as? String == "new" }
        #expect(new.count == 1)
        #expect(new.first?["ruleId"] as? String == "image-alt")
        let uri = (((new.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"]
            as? [String: Any])?["uri"] as? String
        #expect(uri == "books/notes/OEBPS/text/chapter-2.xhtml")
        #expect(results.filter { $0["baselineState"] as? String == "unchanged" }.count == results.count - 1)
        // Without the baseline the same book fails on everything, as before.
        await #expect(try Self.check(root, ["-q"]).status == 1)
    }

    @Test func aBaselineThatIsNotOneIsAUsageError() async throws {
        let root = try Self.repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try "not json\n".write(to: root.appendingPathComponent("bad.ndjson"), atomically: true, encoding: .utf8)
        let run = try await Self.check(root, ["-q", "--baseline", "bad.ndjson"])
        #expect(run.status == 64 && run.stderr.contains("bad.ndjson: not a baseline: line 1 is not a report"), "\(run.stderr)")
        let same = try await Self.check(root, ["-q", "--baseline", "b.ndjson", "--write-baseline", "b.ndjson"])
        #expect(same.status == 64 && same.stderr.contains("would overwrite"))
    }
}
