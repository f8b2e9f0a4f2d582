import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Sample book reports: verdicts, requirement rows, and snapshots of every renderer.
@Suite("Conformance report")
struct ReportTests {
    static let generatedAt = "2025-01-01T00:00:00Z"

    /// The report of a sample book, named relatively so it is the same on every machine.
    static func report(_ name: String, vocabulary: DisplayGuideVocabulary = .english) async throws -> Report {
        let label = "SampleBooks/\(name).epub"
        do {
            let publication = try Publication.open(path: SampleBooksTests.book(name), name: label)
            return Report(audit: await AccessibilityInspector().audit(publication), generatedAt: generatedAt, vocabulary: vocabulary)
        } catch {
            return Report(unreadable: error, generatedAt: generatedAt)
        }
    }

    @Test func accessibleSampleHasNoAutomatedFailures() async throws {
        let report = try await Self.report("accessible-epub3")
        #expect(report.verdict == .noAutomatedFailures)
        let assessment = try #require(report.assessment)
        #expect(!assessment.rows.contains { $0.status == .notMet && $0.level == .must })
        #expect(assessment.manualReviewCount > 0)  // never a stamp: manual items remain
        #expect(assessment.rows.first { $0.id == "wcag-1.4.3" }?.status == .needsReview)
        #expect(assessment.claims.allSatisfy { $0.status == .consistent }, "\(assessment.claims)")
        #expect(assessment.claims.contains { $0.id == "feature-MathML" && $0.status == .consistent })
    }

    @Test("defective sample fails, with its planted findings in the right requirement rows")
    func defectiveSampleFails() async throws {
        let report = try await Self.report("defective-epub3")
        #expect(report.verdict == .fails)
        let rows = Dictionary(uniqueKeysWithValues: try #require(report.assessment).rows.map { ($0.id, $0) })
        let expectations: [(row: String, rule: String)] = [
            ("discovery-accessmode", "metadata-accessmode"), ("discovery-accessibilityhazard", "metadata-accessibilityhazard"),
            ("wcag-1.1.1", "image-alt"), ("wcag-1.3.1", "td-has-header"), ("wcag-1.3.1", "aria-reference-target"),
            ("wcag-2.4.2", "document-title"), ("wcag-2.4.4", "link-name"), ("wcag-3.1.1", "html-has-lang"),
            ("wcag-3.1.1", "epub-lang"), ("epub-well-formed", "not-well-formed"),
        ]
        for (row, rule) in expectations {
            let result = try #require(rows[row], "row \(row)")
            #expect(result.status == .notMet, "\(row)")
            #expect(result.rules.contains(rule), "\(row) lacks \(rule): \(result.rules)")
        }
        #expect(rows["conformance-claim"]?.status == .notMet)
        #expect(rows["conformance-certifier"]?.status == .notApplicable)
        #expect(rows["page-source"]?.status == .needsReview)  // a marker, no source: does it come from print?
        #expect(rows["page-list"]?.status == .notMet)  // a marker but no page list
        #expect(report.summary.failed[.critical] == 2)
    }

    @Test func brokenSampleCannotBeAssessed() async throws {
        let report = try await Self.report("broken-package")
        #expect(report.verdict == .cannotBeAssessed)
        #expect(report.error?.kind == .malformedXML)
        #expect(report.assessment == nil)
    }

    @Test func claimContradictionsAreFound() async throws {
        var book = TestBook()
        book.package = TestBook.opf(metadata: """
            <meta property="schema:accessMode">textual</meta>
            <meta property="schema:accessModeSufficient">textual</meta>
            <meta property="schema:accessibilityFeature">alternativeText</meta>
            <meta property="schema:accessibilityFeature">pageNavigation</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy">Desk</meta>
            """)
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: #"<h1>One</h1><img src="a.png"/><math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x"><mi>x</mi></math>"#))
        let report = Report(audit: await AccessibilityInspector().audit(try book.open()), generatedAt: Self.generatedAt)
        let claims = Dictionary(uniqueKeysWithValues: try #require(report.assessment).claims.map { ($0.id, $0.status) })
        #expect(claims["feature-alternativeText"] == .contradicted)
        #expect(claims["sufficient-textual"] == .contradicted)
        #expect(claims["feature-pageNavigation"] == .contradicted)
        #expect(claims["feature-MathML"] == .undeclared)
        #expect(claims["accessmode-visual"] == .contradicted)
        #expect(claims["claim-wcag-level"] == .contradicted)
        #expect(report.verdict == .fails)
    }

    @Test func deselectedRulesLeaveTheirRowsToReview() async throws {
        let publication = try Publication.open(path: SampleBooksTests.book("defective-epub3"))
        let only = AccessibilityInspector(options: .init(selection: RuleSelection(ids: ["metadata-accessmode"])))
        let report = Report(audit: await only.audit(publication), generatedAt: Self.generatedAt)
        let rows = Dictionary(uniqueKeysWithValues: try #require(report.assessment).rows.map { ($0.id, $0) })
        #expect(rows["wcag-1.1.1"]?.status == .needsReview)  // image-alt did not run: not "met"
        #expect(rows["discovery-accessmode"]?.status == .notMet)
        #expect(report.summary.rulesRun == 1)
    }

    // MARK: Snapshots

    static let formats = ["txt", "json", "html", "earl.json"]
    static let cases: [(String, String)] = SampleBooksTests.names.flatMap { book in formats.map { (book, $0) } }

    static func render(_ report: Report, _ format: String) throws -> String {
        switch format {
        case "txt": return TextReportRenderer().render(report)
        case "json": return try JSONOutput.encode(report) + "\n"
        case "html": return HTMLReportRenderer.render(report)
        default: return try AceReportRenderer.render(report) + "\n"
        }
    }

    /// Run with UPDATE_SNAPSHOTS=1 to rewrite them after an intended change, and review the diff.
    @Test("renderer snapshot", arguments: cases)
    func snapshot(book: String, format: String) async throws {
        let rendered = try Self.render(try await Self.report(book), format)
        let url = Paths.packageRoot.appendingPathComponent("Tests/EPUBA11yTests/Snapshots/\(book).\(format)")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(book).\(format) differs from its snapshot; run UPDATE_SNAPSHOTS=1 swift test and review the diff")
        #expect(try Self.render(try await Self.report(book), format) == rendered, "not deterministic")
    }

    /// The French reports (text and HTML) of a book that passes and of one that fails: headings,
    /// statuses, verdict sentences and requirement titles from `strings/fr.json`, the guide from the
    /// W3C's French, the rules' messages in English (marked `lang="en"` in the HTML).
    @Test("French renderer snapshot", arguments: [("accessible-epub3", "txt"), ("accessible-epub3", "html"),
                                                  ("defective-epub3", "txt"), ("defective-epub3", "html")])
    func frenchSnapshot(book: String, format: String) async throws {
        let report = try await Self.report(book, vocabulary: try #require(DisplayGuideVocabulary.resolve("fr")))
        let rendered = try Self.render(report, format)
        let url = Paths.packageRoot.appendingPathComponent("Tests/EPUBA11yTests/Snapshots/\(book).fr.\(format)")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try rendered.write(to: url, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        #expect(rendered == expected, "\(book).fr.\(format) differs from its snapshot; run UPDATE_SNAPSHOTS=1 swift test and review the diff")
    }
}
