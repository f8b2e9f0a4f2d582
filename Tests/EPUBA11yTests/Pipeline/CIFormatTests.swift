@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `--format junit` read by a real parser (junitparser), and `--format github` escaped as the
/// Actions runner expects.
@Suite("JUnit and GitHub annotation output")
struct CIFormatTests {
    @Test func junitparserReadsOneSuitePerBookAndOneCasePerRequirement() async throws {
        if let unavailable = PythonTool.junitparser.unavailable() { Issue.record(Comment(rawValue: unavailable)); return }
        let run = try await CLIRunner.run(["check", "--format", "junit", "SampleBooks"])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("epub-a11y-\(UUID().uuidString).xml")
        try run.stdout.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import sys
            from junitparser import JUnitXml, Failure, Skipped, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                kinds = [type(r).__name__ for case in suite for r in case.result]
                print(suite.name, len(list(suite)), kinds.count("Failure"), kinds.count("Skipped"), kinds.count("Error"))
            """
        let parsed = try ReportSchemaValidator.python(["-c", script, file.path])
        #expect(parsed.status == 0, "\(parsed.output)")
        let lines = Dictionary(uniqueKeysWithValues: parsed.output.split(separator: "\n").map { line -> (String, [Int]) in
            let fields = line.split(separator: " ")
            return (String(fields[0]), fields.dropFirst().compactMap { Int($0) })
        })
        let defective = try await ReportTests.report("defective-epub3")
        let rows = try #require(defective.assessment?.rows)
        #expect(lines["SampleBooks/defective-epub3.epub"] == [rows.count, rows.filter { $0.status == .notMet }.count,
                                                              rows.filter { $0.status == .needsReview || $0.status == .notApplicable }.count, 0])
        #expect(lines["SampleBooks/broken-package.epub"] == [1, 0, 0, 1])
        #expect(lines["SampleBooks/accessible-epub3.epub"]?[1] == 0)
    }

    @Test func githubAnnotationsAreEscapedAndLevelled() async throws {
        var book = TestBook()
        // A message quoting a value with a newline, a percent sign and "::" must stay one command.
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1><img src=\"50%::x,\ny.png\"/>"))
        let report = Report(audit: try await AccessibilityInspector().audit(try book.bytes(), name: "dir,with:colon/book.epub"), generatedAt: "x")
        let lines = GitHubAnnotationRenderer.render(report).split(separator: "\n")
        #expect(lines.count == report.findings.count)
        let alt = try #require(lines.first { $0.contains("title=image-alt") })
        #expect(alt.hasPrefix("::error file=dir%2Cwith%3Acolon/book.epub,title=image-alt (critical)::"))
        #expect(alt.contains(#"img "50%25::x, y.png""#) && alt.contains(" [OEBPS/chapter1.xhtml:"), "\(alt)")
        // The runner's escapes: a message cannot end the command, a property cannot add one.
        #expect(GitHubAnnotationRenderer.data("a%\r\nb::c") == "a%25%0D%0Ab::c")
        #expect(GitHubAnnotationRenderer.property("a,b:c\n") == "a%2Cb%3Ac%0A")
        // An unpacked sample's findings sit on the real files, with their lines.
        let run = try await CLIRunner.run(["check", "--format", "github", "SampleBooks/src/defective-epub3"])
        #expect(run.stdout.contains("::error file=SampleBooks/src/defective-epub3/OEBPS/text/chapter-1.xhtml,line=14,title=image-alt (critical)::"))
        #expect(run.stdout.contains("::warning file=") && run.stdout.contains("::notice file="))
    }
}
