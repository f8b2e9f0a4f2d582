@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `--format sarif`: valid against the OASIS schema, read by a real consumer (sarif-tools),
/// levels and locations as code-scanning hosts expect, fingerprints that survive moved lines.
@Suite("SARIF output")
struct SARIFTests {
    static let schema = Paths.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/schemas/sarif-schema-2.1.0.json")
    static let corpusBooks = ["idpf-accessible_epub_3", "se-william-shakespeare_hamlet", "readium-emerald-city-oz", "idpf-cc-shared-culture",
                              "daisy-epub30-test-0330-math", "idpf-svg-in-spine", "w3c-fxl-page-spread-center", "daisy-epub30-test-0320-media-overlays"]

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func results(_ log: [String: Any]) throws -> [[String: Any]] {
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: schema.path), "../shared/schemas is absent"))
    func samplesAndCorpusBooksValidateAndSarifToolsReadsThem() async throws {
        let corpus = Paths.hasCorpus ? Self.corpusBooks.map { Paths.corpusBook($0 + ".epub") } : []
        let run = try await CLIRunner.run(["check", "--format", "sarif", "--source-root", ".", "SampleBooks"] + corpus)
        #expect(run.status == 2, "an unreadable sample makes the status 2: \(run.stderr)")
        let errors = try ReportSchemaValidator.errors(of: run.stdout, schema: Self.schema)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        let log = try Self.object(run.stdout)
        let results = try Self.results(log)
        #expect(results.count > 100)
        let rules = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((rules["rules"] as? [Any])?.count == RuleRegistry.all.count)

        if let unavailable = PythonTool.sarifTools.unavailable() { Issue.record(Comment(rawValue: unavailable)); return }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("epub-a11y-\(UUID().uuidString).sarif")
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let summary = try ReportSchemaValidator.python(["-m", "sarif", "summary", file.path])
        #expect(summary.status == 0, "\(summary.output)")
        let errorCount = results.filter { $0["level"] as? String == "error" }.count
        #expect(summary.output.contains("error: \(errorCount)"), "\(summary.output.prefix(400))")
    }

    @Test func levelsKindsAndLocations() async throws {
        let run = try await CLIRunner.run(["check", "--format", "sarif", "--source-root", ".", "SampleBooks/defective-epub3.epub",
                                     "SampleBooks/src/defective-epub3"])
        let results = try Self.results(try Self.object(run.stdout))
        let report = try await CLIRunner.run(["check", "--format", "json", "SampleBooks/defective-epub3.epub"])
        let findings = try #require(try Self.object(report.stdout)["findings"] as? [[String: Any]])
        #expect(results.count == 2 * findings.count)
        for result in results {
            let properties = try #require(result["properties"] as? [String: Any])
            let impact = try #require(properties["impact"] as? String)
            if properties["outcome"] as? String == "needs-review" {
                #expect(result["kind"] as? String == "review" && result["level"] as? String == "none")
            } else {
                let expected = ["critical": "error", "serious": "error", "moderate": "warning", "minor": "note"][impact]
                #expect(result["kind"] as? String == "fail" && result["level"] as? String == expected)
            }
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            if properties["book"] as? String == "SampleBooks/defective-epub3.epub" {
                // Packed: the .epub itself, the entry in a logical location, no line of the ZIP.
                #expect(uri == "SampleBooks/defective-epub3.epub" && physical["region"] == nil)
                #expect((location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String == properties["entry"] as? String)
            } else {
                // Unpacked: the real file under the repository root, with its line.
                let entry = try #require(properties["entry"] as? String)
                #expect(uri == "SampleBooks/src/defective-epub3/" + entry)
                #expect(FileManager.default.fileExists(atPath: Paths.packageRoot.appendingPathComponent(uri).path))
                #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == properties["line"] as? Int)
            }
            let fingerprints = try #require(result["partialFingerprints"] as? [String: String])
            #expect(fingerprints["epubA11y/v1"]?.count == 16 && fingerprints["epubA11yContext/v1"]?.count == 16)
        }
    }

    /// The same defect keeps its fingerprint when lines above it move; two identical defects differ by rank.
    @Test func fingerprintsIgnoreMovedLinesAndTellDuplicatesApart() async throws {
        func report(_ body: String) async throws -> Report {
            var book = TestBook()
            book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>" + body))
            return Report(audit: try await AccessibilityInspector().audit(try book.bytes(), name: "book.epub"), generatedAt: "x")
        }
        let before = try await report(#"<p>One</p><img src="a.png"/>"#)
        let after = try await report("<p>One</p>\n\n\n<p>Two</p>\n" + #"<img src="a.png"/><img src="a.png"/>"#)
        let first = try #require(zip(before.findings, FindingFingerprint.all(of: before)).first { $0.0.ruleID == "image-alt" })
        let moved = zip(after.findings, FindingFingerprint.all(of: after)).filter { $0.0.ruleID == "image-alt" }
        #expect(moved.count == 2)
        #expect(moved.first?.0.location?.line != first.0.location?.line)
        #expect(moved.first?.1.primary == first.1.primary)
        #expect(moved.last?.1.primary != first.1.primary)
    }

    /// GitHub shows 5,000 results and refuses 25,000: a run carries at most 5,000, errors first,
    /// and says how many it left out; what the report itself counted but did not list (past
    /// `Report.maxFindingsPerKind` of one kind) is counted apart.
    @Test func resultsBeyondTheCapAreSummarised() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>Images</h1>" + String(repeating: #"<img src="a.png"/>"#, count: Report.maxFindingsPerKind + 100)))
        let report = Report(audit: try await AccessibilityInspector().audit(try book.bytes(), name: "many.epub"), generatedAt: "x")
        #expect(report.findings.count > SARIFRenderer.maxResults)
        let log = try Self.object(try SARIFRenderer.render([report]))
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.count == SARIFRenderer.maxResults)
        #expect((run["properties"] as? [String: Int])?["omittedResults"] == report.findings.count - SARIFRenderer.maxResults)
        #expect((run["properties"] as? [String: Int])?["findingsNotListed"] == 100)
        #expect(try Self.results(log).allSatisfy { $0["level"] as? String == "error" })
    }
}
