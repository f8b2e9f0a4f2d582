import EPUBA11y
import Foundation
import Testing

/// Issue #10's first crash: a spine with no content document made the parallel walk index an
/// empty array (SIGILL), killing a batch or the service. Reached in many ways; each is here.
@Suite("Regression: books with nothing to walk")
struct EmptyWalkRegressionTests {
    static let inspector = AccessibilityInspector(options: .init(timestamp: .fixed("2025-01-01T00:00:00Z")))

    /// Package documents whose spine names no readable content document.
    static let packages: [(String, String)] = [
        ("empty spine", TestBook.opf(spine: "")),
        ("empty manifest", TestBook.opf(manifest: "")),
        ("missing spine item", TestBook.opf(
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="gone.xhtml" media-type="application/xhtml+xml"/>"#)),
        ("spine item not XHTML", TestBook.opf(
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="chapter1.xhtml" media-type="image/png"/>"#)),
        ("href escaping the container", TestBook.opf(
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="../../../etc/passwd" media-type="application/xhtml+xml"/>"#)),
        ("absolute and file: hrefs", TestBook.opf(
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="file:///etc/passwd" media-type="application/xhtml+xml"/><item id="c2" href="/chapter1.xhtml" media-type="application/xhtml+xml"/><item id="c3" href="http://example.org/c.xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="c1"/><itemref idref="c2"/><itemref idref="c3"/>"#)),
        ("NUL-bearing and very long names", TestBook.opf(
            manifest: #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/><item id="c1" href="a%00b.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="\#(String(repeating: "x", count: 70_000)).xhtml" media-type="application/xhtml+xml"/>"#,
            spine: #"<itemref idref="c1"/><itemref idref="c2"/>"#)),
    ]

    @Test("audited with a serious finding, not crashed on", arguments: packages.map(\.0))
    func auditedNotCrashed(name: String) async throws {
        var book = TestBook()
        book.package = try #require(Self.packages.first { $0.0 == name }).1
        let report = try await Self.inspector.report(for: try book.bytes(), name: "empty-walk.epub")
        let finding = try #require(report.findings.first { $0.message.contains("[opf-spine-no-content]") })
        #expect(finding.ruleID == "epub-structure")
        #expect(finding.impact == .serious)
        #expect(report.verdict == .fails)
    }

    @Test func theWalkOfNothingReturnsNothing() async throws {
        var book = TestBook()
        book.package = TestBook.opf(spine: "")
        let publication = try book.open()
        #expect(publication.contentDocuments.isEmpty)
        for concurrency in [-1, 0, 1, 8] {
            let results = await publication.walkContentDocuments(concurrency: concurrency) { _ in RecordingWalker() }
            #expect(results.isEmpty)
        }
    }

    @Test("empty input is a typed error (and no longer leaks its 1-byte copy)")
    func emptyInput() async throws {
        do {
            _ = try await Self.inspector.report(for: [UInt8](), name: "empty.epub")
            Issue.record("no error thrown")
        } catch {
            #expect(error.kind == .notAZip)
            #expect(error.description == "empty.epub: is not a readable ZIP archive (it is empty)")
        }
    }

    @Test("a batch goes on past the book, and check exits with its findings")
    func batchAndCheckSurvive() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("empty-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var empty = TestBook()
        empty.package = TestBook.opf(spine: "")
        try Data(try empty.bytes()).write(to: folder.appendingPathComponent("a-empty-spine.epub"))
        try Data(try TestBook().bytes()).write(to: folder.appendingPathComponent("b-good.epub"))
        let ndjson = folder.appendingPathComponent("out.ndjson")
        let output = try await CLIRunner.run(["check", "--quiet", "--ndjson", ndjson.path, folder.path])
        #expect(output.status == 1)  // the empty spine fails; nothing crashed (132)
        let lines = try String(contentsOf: ndjson, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains("opf-spine-no-content") == true)
    }
}
