import EPUBA11y
import EPUBCore
import Testing

/// An unlinked non-linear spine item is graded by what it hurts: a cover needs no link.
@Suite struct ReachabilityGradingTests {
    static let chapter = TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")

    /// A book whose first spine item is `first`, non-linear and linked from nowhere (the TOC lists chapter 2 only).
    static func report(first: String, manifestExtra: String = "") async throws -> Report {
        var book = CalibrationBooks.book([first, chapter], manifestExtra: manifestExtra,
                                         spine: #"<itemref idref="c1" linear="no"/><itemref idref="c2"/>"#)
        book.files[0] = ("OEBPS/nav.xhtml", TestBook.nav(toc: #"<li><a href="chapter2.xhtml">One</a></li>"#))
        return try await CalibrationBooks.report(book)
    }

    static func finding(_ report: Report) throws -> Finding {
        try #require(report.findings.first { $0.ruleID == "epub-nonlinear-reachable" })
    }

    @Test func anUnlinkedCoverIsAMinorPointToReview() async throws {
        let report = try await Self.report(
            first: TestBook.xhtml(body: #"<section epub:type="cover"><img src="images/cover.jpg" alt="Cover: a lighthouse"/></section>"#),
            manifestExtra: ImagePurposeTests.coverItem)
        let finding = try Self.finding(report)
        #expect(finding.outcome == .needsReview && finding.impact == .minor)
        #expect(finding.message.contains("it is the cover page"))
        #expect(report.assessment?.rows.first { $0.id == "epub-reading-order" }?.status != .notMet)
        #expect(!report.verdictReasons.contains { $0.id == "epub-reading-order" }, "\(report.verdictReasons.map(\.sentence))")
    }

    @Test func aFirstItemHoldingOnlyAnImageIsACover() async throws {
        let report = try await Self.report(first: TestBook.xhtml(body: #"<div><img src="front.jpg" alt="The front cover"/></div>"#))
        let finding = try Self.finding(report)
        #expect(finding.outcome == .needsReview && finding.impact == .minor)
    }

    @Test func unlinkedPublisherMatterIsModerate() async throws {
        let report = try await Self.report(first: TestBook.xhtml(body: #"<section epub:type="colophon"><p>Set in Garamond.</p></section>"#))
        let finding = try Self.finding(report)
        #expect(finding.outcome == .failed && finding.impact == .moderate)
        #expect(finding.message.contains("publisher matter (epub:type \"colophon\")"))
    }

    @Test func unlinkedContentStaysSerious() async throws {
        let report = try await Self.report(first: TestBook.xhtml(body: "<h1>Answers</h1><p>1. Yes.</p>"))
        let finding = try Self.finding(report)
        #expect(finding.outcome == .failed && finding.impact == .serious)
        #expect(report.contentVerdict == .fails)
        #expect(report.verdictReasons.first?.id == "epub-reading-order")
    }
}
