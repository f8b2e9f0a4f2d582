@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The report's data lists hold ``ContentData/maxListEntries`` entries at most and count the rest
/// (issue #46, item 3): a book of 200,000 headings made a 57 MB JSON report.
@Suite("Bounded report data")
struct BoundedReportTests {
    static let past = 3

    /// A book whose chapter has `headings` headings and `images` images, a toc entry for each heading.
    static func book(headings: Int, images: Int) -> TestBook {
        var book = TestBook()
        let body = "<h1>One</h1>" + (0..<headings).map { "<h2 id=\"h\($0)\">Part \($0)</h2>" }.joined()
            + (0..<images).map { "<img src=\"i\($0).png\" alt=\"Image \($0)\"/>" }.joined()
        book.files[1].1 = TestBook.xhtml(body: body)
        book.files[0].1 = TestBook.nav(toc: "<li><a href=\"chapter1.xhtml\">One</a><ol>"
            + (0..<headings).map { "<li><a href=\"chapter1.xhtml#h\($0)\">Part \($0)</a></li>" }.joined() + "</ol></li>")
        return book
    }

    @Test("past the bound, lists are cut and what they left out is counted; the JSON is valid against the schema")
    func listsBounded() async throws {
        let limit = ContentData.maxListEntries
        let book = Self.book(headings: limit + Self.past, images: limit + Self.past)
        let report = Report(audit: await AccessibilityInspector().audit(try book.open()), generatedAt: "2025-01-01T00:00:00Z")
        let data = try #require(report.data)
        #expect(data.headings.count == limit)
        #expect(data.images.count == limit)
        #expect(data.tableOfContents?.count == limit)
        // The first `limit` are kept, in order (the nav is outside the spine: its headings are not data).
        #expect(data.headings.first?.text == "One")
        #expect(data.headings.last?.text == "Part \(limit - 2)")
        let omitted = try #require(data.omitted)
        #expect(omitted.images == Self.past)
        #expect(omitted.headings == 1 + Self.past)  // `limit + past` h2s and the chapter's h1
        #expect(omitted.tableOfContents == 1 + Self.past)  // `limit + past` parts and "One"
        #expect(omitted.media == 0 && omitted.embedded == 0 && omitted.documents == 0)

        let json = try JSONOutput.encode(report)
        #expect(json.contains("\"omitted\""))
        try Self.expectValid(json)
        let html = HTMLReportRenderer.render(report)
        #expect(html.contains("\(Self.past) more not listed: a report lists \(limit) at most."))
        #expect(html.contains("\(1 + Self.past) more not listed"))
    }

    @Test("under the bound nothing is left out and the report has no omitted field")
    func wholeUnderTheBound() async throws {
        let report = Report(audit: await AccessibilityInspector().audit(try Self.book(headings: 20, images: 3).open()),
                            generatedAt: "2025-01-01T00:00:00Z")
        #expect(report.data?.omitted == nil)
        #expect(report.data?.headings.count == 21)  // the chapter's h1 and its 20 h2s
        #expect(!(try JSONOutput.encode(report)).contains("\"omitted\""))
        #expect(!HTMLReportRenderer.render(report).contains("more not listed"))
    }

    /// A chapter of `count` images without `alt`: one critical image-alt failure each.
    static func unlabelledImages(_ count: Int) -> TestBook {
        var book = TestBook()
        book.files[1].1 = TestBook.xhtml(body: "<h1>One</h1>" + (0..<count).map { "<img src=\"i\($0).png\"/>" }.joined())
        return book
    }

    @Test("past the bound, findings of one rule, outcome and impact are cut and counted; counts and verdicts see them all")
    func findingsBounded() async throws {
        let limit = Report.maxFindingsPerKind
        let report = Report(audit: await AccessibilityInspector().audit(try Self.unlabelledImages(limit + Self.past).open()),
                            generatedAt: "2025-01-01T00:00:00Z")
        let listed = report.findings.filter { $0.ruleID == "image-alt" }
        #expect(listed.count == limit)
        #expect(report.findingsOmitted == [OmittedFindings(ruleID: "image-alt", outcome: .failed, impact: .critical, count: Self.past)])
        // The first in report order are the ones listed: the chapter's first images.
        #expect(listed.first?.message.contains("i0.png") == true)
        #expect(report.summary.failed[.critical] == limit + Self.past)
        #expect(report.omittedCount(.failed, impact: .critical) == Self.past && report.omittedCount(.needsReview) == 0)
        let reason = try #require(report.verdictReasons.first { $0.rules.contains("image-alt") })
        #expect(reason.failedFindings == limit + Self.past)
        // Every other kind is whole.
        #expect(report.findings.filter { $0.ruleID != "image-alt" }.count < limit)

        let json = try JSONOutput.encode(report)
        #expect(json.contains("\"findingsOmitted\""))
        try Self.expectValid(json)
        let note = "\(Self.past) more counted but not listed: a report lists \(limit) findings of one rule, outcome and impact at most."
        #expect(TextReportRenderer().render(report).contains(note))
        #expect(TextReportRenderer().render(report).contains("CRITICAL (\(limit + Self.past))"))
        #expect(HTMLReportRenderer.render(report).contains(note))
        #expect(try AceReportRenderer.render(report).contains("\"findingsOmitted\""))
        #expect(try SARIFRenderer.render([report]).contains("\"findingsNotListed\" : \(Self.past)"))
        var batch = BatchSummary()
        batch.add(report)
        #expect(batch.failedFindings == report.summary.failed.values.reduce(0, +))
    }

    @Test("at the bound every finding is listed")
    func findingsWholeAtTheBound() async throws {
        let report = Report(audit: await AccessibilityInspector().audit(try Self.unlabelledImages(Report.maxFindingsPerKind).open()),
                            generatedAt: "2025-01-01T00:00:00Z")
        #expect(report.findings.filter { $0.ruleID == "image-alt" }.count == Report.maxFindingsPerKind)
        #expect(report.findingsOmitted == nil)
        #expect(!(try JSONOutput.encode(report)).contains("findingsOmitted"))
    }

    /// `json` is valid against `docs/report.schema.json`.
    static func expectValid(_ json: String) throws {
        do {
            let errors = try ReportSchemaValidator.errors(of: json)
            #expect(errors.isEmpty, "\(errors)")
        } catch let unavailable as ReportSchemaValidator.ValidatorUnavailable {
            Issue.record("the schema could not be checked: \(unavailable)")
        }
    }
}
