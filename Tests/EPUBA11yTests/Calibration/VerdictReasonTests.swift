import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The two verdicts answer apart, and a *fails* always carries its reasons.
@Suite struct VerdictReasonTests {
    @Test func aBookWithoutAClaimFailsOnMetadataOnly() async throws {
        let book = CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")],
                                         metadata: CalibrationBooks.metadata(claim: false))
        let report = try await CalibrationBooks.report(book)
        #expect(report.verdict == .fails)
        #expect(report.contentVerdict == .noAutomatedFailures)
        #expect(report.metadataVerdict == .fails)
        let reason = try #require(report.verdictReasons.first)
        #expect(report.verdictReasons.count == 1)
        #expect(reason.id == "conformance-claim" && reason.kind == .requirement && reason.concern == .metadata)
        #expect(reason.evidence?.contains("no dcterms:conformsTo") == true)
    }

    @Test func aMissingAltFailsTheContentAndContradictsTheClaim() async throws {
        let book = CalibrationBooks.book([TestBook.xhtml(body: #"<h1>One</h1><p>Text.</p><img src="map.png"/>"#)],
                                         metadata: CalibrationBooks.metadata(accessModes: ["textual", "visual"]))
        let report = try await CalibrationBooks.report(book)
        #expect(report.contentVerdict == .fails)
        #expect(report.metadataVerdict == .fails)  // the WCAG AA claim and textual sufficiency are contradicted
        let first = try #require(report.verdictReasons.first)
        // Worst first: image-alt is critical, so the 1.1.1 row leads, with the image's place.
        #expect(first.id == "wcag-1.1.1" && first.impact == .critical && first.concern == .content)
        #expect(first.location == SourceLocation(path: "OEBPS/chapter1.xhtml", line: 6))
        #expect(report.verdictReasons.contains { $0.id == "claim-wcag-level" && $0.kind == .claim && $0.impact == .critical })
        #expect(report.verdictReasons.map(\.impact) == report.verdictReasons.map(\.impact).sorted(by: >))
    }

    @Test func aModerateContradictionDoesNotFailTheMetadata() async throws {
        // A WCAG AA claim with only a moderate WCAG failure (lang and xml:lang disagree): the
        // claim is contradicted, moderately, and neither verdict fails.
        let book = CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>", htmlAttributes: #"xml:lang="en" lang="fr""#)])
        let report = try await CalibrationBooks.report(book)
        #expect(report.findings.contains { $0.ruleID == "html-xml-lang-mismatch" && $0.outcome == .failed && $0.impact == .moderate })
        let claim = try #require(report.assessment?.claims.first { $0.id == "claim-wcag-level" })
        #expect(claim.status == .contradicted)
        #expect(claim.impact == .moderate)
        #expect(!claim.failsMetadata)
        #expect(report.verdict == .noAutomatedFailures)
        #expect(report.verdictReasons.isEmpty)
    }

    @Test func everyFailingSampleSaysWhy() async throws {
        for name in SampleBooksTests.names {
            let report = try await SchemaTestReports.sample(name)
            #expect((report.verdict == .fails) == !report.verdictReasons.isEmpty, "\(name)")
            #expect((report.contentVerdict == .fails) == report.verdictReasons.contains { $0.concern == .content }, "\(name)")
            #expect((report.metadataVerdict == .fails) == report.verdictReasons.contains { $0.concern == .metadata }, "\(name)")
        }
    }

    @Test func everyFailingCorpusBookSaysWhy() async throws {
        guard Paths.hasCorpus else { return }
        for url in Paths.corpusBooks {
            let report = try await SchemaTestReports.report(path: url.path)
            if report.verdict == .fails {
                #expect(!report.verdictReasons.isEmpty, "\(url.lastPathComponent) fails without a reason")
                #expect(report.verdictReasons.allSatisfy { !$0.sentence.isEmpty }, "\(url.lastPathComponent)")
                #expect(report.contentVerdict == .fails || report.metadataVerdict == .fails, "\(url.lastPathComponent)")
            } else {
                #expect(report.verdictReasons.isEmpty, "\(url.lastPathComponent)")
            }
        }
    }

    @Test func theTextReportLeadsWithTheReasons() async throws {
        let book = CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")],
                                         metadata: CalibrationBooks.metadata(claim: false))
        let text = TextReportRenderer().render(try await CalibrationBooks.report(book))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1].contains("Verdict: FAILS"))
        #expect(lines[2] == "  Content: no automated failures; metadata: fails")
        #expect(lines[3] == "  Why it fails:")
        #expect(lines[4].contains("[serious, metadata] Not met: dcterms:conformsTo states the conformance claim"))
    }

    @Test func theHTMLSummaryListsTheReasons() async throws {
        let book = CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")],
                                         metadata: CalibrationBooks.metadata(claim: false))
        let html = HTMLReportRenderer.render(try await CalibrationBooks.report(book))
        let summary = try #require(html.range(of: "<section id=\"summary\"").map { String(html[$0.lowerBound...].prefix(4000)) })
        #expect(summary.contains("<strong>Content:</strong> <span class=\"status ok\">No automated failures</span>"))
        #expect(summary.contains("<strong>Metadata:</strong> <span class=\"status fail\">Fails</span>"))
        #expect(summary.contains("<ol class=\"reasons\""))
        #expect(summary.contains("metadata: Not met: dcterms:conformsTo states the conformance claim."))
    }
}
