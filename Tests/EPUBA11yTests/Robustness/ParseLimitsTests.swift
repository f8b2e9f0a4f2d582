import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// Issue #10 item 2: whatever the input, one document costs a bounded amount. Each limit of
/// `XMLParseLimits` is broken here by a generated document, on both the XML and the
/// HTML-recovery path where both apply, and the audit says so instead of stalling.
@Suite("Parse limits: bounded cost per document")
struct ParseLimitsTests {
    /// A well-formed XHTML document whose body is `body`.
    static func document(_ body: String, doctype: String = "<!DOCTYPE html>") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        \(doctype)
        <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en"><head><title>T</title></head>
        <body>\(body)</body></html>
        """
    }

    static func limitOf(_ source: String, limits: XMLParseLimits) -> XMLParseLimit? {
        var walker = RecordingWalker()
        do {
            _ = try XMLDocumentParser.walk(Array(source.utf8), path: "x.xhtml", recovery: .html, limits: limits, into: &walker)
            return nil
        } catch {
            return error.limit
        }
    }

    static let quadraticDoctype = #"<!DOCTYPE html [<!ENTITY a ""# + String(repeating: "x", count: 50_000) + #"">]>"#

    @Test("100,000 attributes on one element: refused by the pre-scan, before libxml2's quadratic check")
    func manyAttributes() throws {
        let attributes = (0..<100_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(Self.limitOf(Self.document("<p \(attributes)>x</p>"), limits: .default) == .attributesPerElement)
        // HTML boolean attributes (no `=`) count too: the recovery parser checks duplicates the same way.
        let bare = (0..<5_000).map { "b\($0)" }.joined(separator: " ")
        #expect(Self.limitOf("<html><body><p \(bare)>x<p></body></html>", limits: .default) == .attributesPerElement)
        // 1,024 attributes are still parsed.
        let allowed = (0..<1_024).map { "a\($0)=\"1\"" }.joined(separator: " ")
        #expect(Self.limitOf(Self.document("<p \(allowed)>x</p>"), limits: .default) == nil)
    }

    @Test func preflightIgnoresCommentsCDATAAndTheInternalSubset() {
        let noisy = String(repeating: " a=1", count: 3_000)
        let source = Self.document("<!--<p\(noisy)>--><p><![CDATA[<q\(noisy)>]]></p><?pi\(noisy)?>",
                                   doctype: "<!DOCTYPE html [<!ENTITY e \"<p\(noisy)>\">]>")
        #expect(Self.limitOf(source, limits: .default) == nil)
    }

    @Test("node budget, on the XML and the HTML-recovery paths")
    func nodes() {
        let limits = XMLParseLimits(maxNodes: 1_000)
        let many = String(repeating: "<span class=\"c\">x</span>", count: 600)  // 1,200 nodes
        #expect(Self.limitOf(Self.document(many), limits: limits) == .nodes)
        #expect(Self.limitOf(Self.document(many + "<br>"), limits: limits) == .nodes)  // not well-formed → HTML parser
        #expect(Self.limitOf(Self.document(String(repeating: "<span>x</span>", count: 400)), limits: limits) == nil)
    }

    @Test("CPU budget stops the parse (XML and HTML recovery)")
    func cpuTime() {
        let limits = XMLParseLimits(maxCPUTime: .microseconds(1))
        let many = String(repeating: "<p>x</p>", count: 20_000)
        #expect(Self.limitOf(Self.document(many), limits: limits) == .cpuTime)
        #expect(Self.limitOf(Self.document(many + "<br>"), limits: limits) == .cpuTime)
        #expect(Self.limitOf(Self.document(many), limits: .default) == nil)
    }

    @Test("the CPU budget scales by EPUB_A11Y_CPU_SCALE for slow runs (sanitizers, Valgrind), never below 2 s")
    func cpuTimeScale() {
        #expect(XMLParseLimits.maxCPUTime(scale: nil) == .seconds(2))
        #expect(XMLParseLimits.maxCPUTime(scale: "20") == .seconds(40))
        #expect(XMLParseLimits.maxCPUTime(scale: "2.5") == .seconds(5))
        #expect(XMLParseLimits.maxCPUTime(scale: "0.1") == .seconds(2) && XMLParseLimits.maxCPUTime(scale: "fast") == .seconds(2))
        #expect(XMLParseLimits.maxCPUTime(scale: "1e9") == .seconds(2_000))
    }

    @Test func documentSize() {
        let source = Self.document(String(repeating: "<p>x</p>", count: 1_000))
        #expect(Self.limitOf(source, limits: XMLParseLimits(maxDocumentBytes: 4_096)) == .documentBytes)
        #expect(Self.limitOf(source, limits: XMLParseLimits(maxDocumentBytes: 1 << 20)) == nil)
    }

    @Test("quadratic blowup in a chapter: references past the budget stay unexpanded and are counted")
    func quadraticBlowupInContent() throws {
        let source = Self.document("<p>" + String(repeating: "&a;", count: 5_000) + "</p>", doctype: Self.quadraticDoctype)
        var walker = RecordingWalker()
        let report = try XMLDocumentParser.walk(Array(source.utf8), path: "x.xhtml", recovery: .html, into: &walker)
        #expect(report.isWellFormed)
        #expect(walker.text.utf8.count <= XMLParseLimits.default.maxEntityExpansion + 1_000)
        #expect(report.unexpandedEntityReferences == 5_000 - XMLParseLimits.default.maxEntityExpansion / 50_000)
    }

    @Test("quadratic blowup in the package document: opened with an issue, the title not 250 MB")
    func quadraticBlowupInPackage() throws {
        var book = TestBook()
        book.package = TestBook.opf().replacingOccurrences(of: "<dc:title>Test Book</dc:title>",
                                                           with: "<dc:title>" + String(repeating: "&a;", count: 5_000) + "</dc:title>")
            .replacingOccurrences(of: #"<?xml version="1.0" encoding="UTF-8"?>"#,
                                  with: #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n" + Self.quadraticDoctype.replacingOccurrences(of: "html", with: "package"))
        let publication = try book.open()
        #expect(publication.issues.contains { $0.code == "opf-entity-expansion-capped" })
        #expect((publication.package.titles.first?.utf8.count ?? 0) <= XMLParseLimits.default.maxEntityExpansion)
    }

    @Test("an audit reports a skipped document as needs review and never calls its rows met")
    func auditOfAnUncheckedDocument() async throws {
        var book = TestBook()
        let attributes = (0..<2_000).map { "a\($0)=\"1\"" }.joined(separator: " ")
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1><p \(attributes)>Text.</p>"))
        let report = try await AccessibilityInspector().report(for: try book.bytes(), name: "costly.epub")
        let finding = try #require(report.findings.first { $0.ruleID == "document-within-limits" })
        #expect(finding.outcome == .needsReview)
        #expect(finding.message.contains("more than 1024 attributes"))
        #expect(!report.findings.contains { $0.ruleID == "not-well-formed" })
        let rows = try #require(report.assessment).rows
        #expect(rows.first { $0.id == "epub-well-formed" }?.status == .needsReview)
        // Rows made of content rules that found nothing are not "met" when a document went unchecked.
        #expect(!rows.contains { $0.status == .met && ["wcag-2.4.2", "wcag-3.1.1"].contains($0.id) })
    }

    @Test func limitsTravelWithTheContainerLimits() async throws {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: String(repeating: "<p>x</p>", count: 100)))
        let limits = ContainerLimits(parsing: XMLParseLimits(maxNodes: 50))
        let inspector = AccessibilityInspector(options: .init(limits: limits))
        let report = try await inspector.report(for: try book.bytes(), name: "small-limits.epub")
        #expect(report.findings.contains { $0.ruleID == "document-within-limits" && $0.message.contains("more than 50 elements") })
    }

    /// Where a CPU budget stops a document depends on the clock, so what the walk had gathered
    /// differs from run to run: none of it is kept, and reports stay the same byte for byte.
    @Test func aDocumentStoppedByItsCPUBudgetKeepsNothing() async throws {
        let chapter = RuleExample.xhtml(body: String(repeating: #"<h2 id="h">Part</h2><p style="color: #777">x</p>"#, count: 5_000))
        let limits = ContainerLimits(parsing: XMLParseLimits(maxCPUTime: .microseconds(1)))
        let book = try RuleExample.passes(documents: [chapter]).book()
        let publication = try Publication.open(bytes: book.bytes(), name: "stopped.epub", limits: limits)
        let document = try #require(await PublicationContent.walk(publication).documents.first)
        #expect(document.failure?.kind == .limitExceeded)
        #expect(document.headings.isEmpty && document.ids.isEmpty && document.contrast == nil)
    }
}
