import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The HTML report: parsed back with libxml2 and checked for its structure and its own
/// accessibility, the verdicts of the sample books, escaping and determinism.
@Suite("HTML report")
struct HTMLReportTests {
    static let generatedAt = "2025-01-01T00:00:00Z"

    static func report(_ sample: String) async throws -> Report {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: SampleBooksTests.book(sample)))
        return Report(audit: audit, generatedAt: generatedAt)
    }

    static func brokenReport() throws -> Report {
        do {
            _ = try Publication.open(path: SampleBooksTests.book("broken-package"))
        } catch {
            return Report(unreadable: error, generatedAt: generatedAt)
        }
        Issue.record("broken-package.epub opened")
        throw CancellationError()
    }

    static func parse(_ html: String) throws -> XMLElement {
        try XMLDocumentParser.tree(Array(html.utf8), path: "report.html", recovery: .html).root
    }

    /// All elements, the root included, in document order.
    static func elements(_ root: XMLElement) -> [XMLElement] { [root] + root.descendants }

    /// Every structural rule the report promises about itself; returns the problems found.
    static func structuralProblems(_ html: String, allowedLinks: Set<String>) throws -> [String] {
        let root = try parse(html)
        let all = elements(root)
        var problems: [String] = []
        if !html.hasPrefix("<!DOCTYPE html>") { problems.append("no HTML5 doctype") }
        if root.localName != "html" || (root.attribute("lang") ?? "").isEmpty { problems.append("root html has no lang") }
        let head = all.first { $0.localName == "head" }
        if head?.elements.contains(where: { $0.localName == "meta" && $0.attribute("charset") != nil }) != true {
            problems.append("no meta charset")
        }
        if head?.elements.contains(where: { $0.localName == "meta" && $0.attribute("name") == "viewport" }) != true {
            problems.append("no meta viewport")
        }
        if (all.first { $0.localName == "title" }?.textContent ?? "").isEmpty { problems.append("no title") }
        for landmark in ["header", "nav", "main", "footer"] where !all.contains(where: { $0.localName == landmark }) {
            problems.append("no \(landmark) landmark")
        }

        let headings = all.compactMap { element -> Int? in
            guard element.localName.count == 2, element.localName.hasPrefix("h"), let level = Int(element.localName.dropFirst()),
                  (1...6).contains(level) else { return nil }
            return level
        }
        if headings.filter({ $0 == 1 }).count != 1 { problems.append("\(headings.filter { $0 == 1 }.count) h1 elements") }
        if headings.first != 1 { problems.append("the first heading is not the h1") }
        for (previous, next) in zip(headings, headings.dropFirst()) where next > previous + 1 {
            problems.append("heading level skipped: h\(previous) then h\(next)")
        }

        for table in all where table.localName == "table" {
            if table.elements.first?.localName != "caption" { problems.append("a table without a caption first") }
        }
        for th in all where th.localName == "th" {
            if !["col", "row"].contains(th.attribute("scope") ?? "") { problems.append("th without scope: \(th.textContent)") }
        }
        for element in all {
            if ["script", "iframe", "object", "embed", "img", "link"].contains(element.localName) {
                problems.append("<\(element.localName)> element")
            }
            for attribute in element.attributes where attribute.localName.lowercased().hasPrefix("on") {
                problems.append("event handler attribute \(attribute.localName)")
            }
            for name in ["src", "href"] {
                guard let value = element.attribute(name) else { continue }
                let lower = value.lowercased()
                if name == "src" { problems.append("src attribute \(value)") }
                if lower.hasPrefix("#") { continue }
                let isSpec = lower.hasPrefix("https://www.w3.org/") || lower.hasPrefix("https://kb.daisy.org/")
                if !isSpec && !allowedLinks.contains(value) { problems.append("external or unexpected \(name): \(value)") }
            }
        }
        // Every in-page link has its target.
        let ids = Set(all.compactMap { $0.attribute("id") })
        for element in all {
            guard let href = element.attribute("href"), href.hasPrefix("#") else { continue }
            if !ids.contains(String(href.dropFirst())) { problems.append("link to missing id \(href)") }
        }
        return problems
    }

    /// The verdict as read: the text of the verdict line, whitespace collapsed.
    static func verdictText(_ html: String) throws -> String {
        let line = elements(try parse(html)).first { $0.attribute("class") == "verdict-line" }
        return (line?.textContent ?? "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The book's own links the report may show: web URLs of Display Guide statements.
    static func bookLinks(_ report: Report) -> Set<String> {
        Set(report.displayGuide?.fields.flatMap(\.statements).compactMap(\.link).filter { $0.hasPrefix("http") } ?? [])
    }

    @Test("the report of every sample is structurally accessible",
          arguments: ["accessible-epub3", "defective-epub3", "legacy-epub2", "broken-package"])
    func structure(sample: String) async throws {
        let report = sample == "broken-package" ? try Self.brokenReport() : try await Self.report(sample)
        let html = HTMLReportRenderer.render(report)
        let problems = try Self.structuralProblems(html, allowedLinks: Self.bookLinks(report))
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func structuralCheckCatchesProblems() throws {
        let good = """
            <!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="viewport" content="x"/><title>T</title></head>
            <body><header><h1>A</h1></header><nav><h2>C</h2></nav><main><h2>B</h2>
            <table><caption>c</caption><tr><th scope="col">x</th></tr></table></main><footer>f</footer></body></html>
            """
        #expect(try Self.structuralProblems(good, allowedLinks: []).isEmpty)
        let bad = good.replacingOccurrences(of: "<h2>B</h2>", with: "<h4>B</h4><h1>again</h1>")
            .replacingOccurrences(of: "<caption>c</caption>", with: "")
            .replacingOccurrences(of: "scope=\"col\"", with: "")
            .replacingOccurrences(of: "<footer>f</footer>", with: "<script src=\"https://example.com/x.js\"></script>")
        let problems = try Self.structuralProblems(bad, allowedLinks: [])
        #expect(problems.contains("2 h1 elements"))
        #expect(problems.contains("heading level skipped: h2 then h4"))
        #expect(problems.contains("a table without a caption first"))
        #expect(problems.contains { $0.hasPrefix("th without scope") })
        #expect(problems.contains("<script> element"))
        #expect(problems.contains("external or unexpected src: https://example.com/x.js"))
        #expect(problems.contains("no footer landmark"))
    }

    @Test func defectiveBookFails() async throws {
        let report = try await Self.report("defective-epub3")
        let html = HTMLReportRenderer.render(report)
        #expect(try Self.verdictText(html) == "✗ Fails: at least one EPUB Accessibility 1.1 requirement is shown not met")
        #expect(!html.lowercased().contains("conforms to"))
        // Each planted finding is a row of the findings tables: its rule id with its location.
        let root = try Self.parse(html)
        let findingRows = Self.elements(root).filter { $0.localName == "table" && $0.attribute("class") == "findings" }
            .flatMap { Self.elements($0).filter { $0.localName == "tr" } }.map(\.textContent)
        #expect(findingRows.count == report.findings.count + 4, "one row per finding, plus a header row per impact")
        let planted = try SampleAuditTests.expectedFindings("defective-epub3")
        #expect(planted.count >= 22)
        for expected in planted {
            #expect(html.contains("<code>\(expected.rule)</code>"), "rule \(expected.rule) missing")
            #expect(findingRows.contains { $0.hasPrefix(expected.rule) && $0.contains("\(expected.path):\(expected.line)") },
                    "no row for \(expected)")
        }
        // Images without alt (receipt.png, kettle.png) are marked as such, and told apart from empty alts.
        let imageRows = Self.elements(root).filter { $0.localName == "tr" && $0.textContent.contains(".png") }
        let noAlt = imageRows.filter { $0.textContent.contains("(no alt)") }.map(\.textContent)
        #expect(noAlt.count == 2)
        #expect(noAlt.contains { $0.contains("receipt.png") } && noAlt.contains { $0.contains("kettle.png") })
        #expect(imageRows.contains { $0.textContent.contains("(empty: decorative)") })
        // Findings come most severe first.
        let order = ["findings-critical", "findings-serious", "findings-moderate", "findings-minor"].compactMap { html.range(of: "id=\"\($0)\"")?.lowerBound }
        #expect(order.count == 4 && order == order.sorted())
        // Sections in the promised order.
        let sections = ["summary", "claims", "requirements", "claims-evidence", "findings", "manual-review", "images", "headings"]
        let positions = sections.compactMap { html.range(of: "<section id=\"\($0)\"")?.lowerBound }
        #expect(positions.count == sections.count && positions == positions.sorted())
        #expect(html.contains("Generated by epub-a11y \(Report.toolVersion)") && html.contains(Report.schemaVersion) && html.contains(Self.generatedAt))
    }

    @Test func accessibleBookHasNoAutomatedFailures() async throws {
        let report = try await Self.report("accessible-epub3")
        let html = HTMLReportRenderer.render(report)
        #expect(report.summary.manualReviewItems > 1)
        #expect(try Self.verdictText(html) == "◑ No automated failures: \(report.summary.manualReviewItems) items still need manual review")
        #expect(!html.contains("Fails:"))
        // The certifier's report is named; its href is relative, so it is shown, not linked.
        #expect(html.contains("For more information refer to the certifier&#39;s report (<code>reports/a11y-report.xhtml</code>"))
        #expect(html.contains("<title>Accessibility report: The Lighthouse Keeper&#39;s Log (epub-a11y)</title>"))
        // Headings outline indents by level and spans documents.
        #expect(html.contains("<li class=\"level-2\"><span class=\"level\">h2</span>"))
    }

    @Test func brokenBookCannotBeAssessed() throws {
        let report = try Self.brokenReport()
        let error = try #require(report.error)
        let html = HTMLReportRenderer.render(report)
        #expect(try Self.verdictText(html) == "⚠ Cannot be assessed: \(error.description)")
        #expect(html.contains(HTMLReportRenderer.escape(error.reason)))
        #expect(!html.contains("<table"), "no finding counts when no rule ran")
        #expect(html.contains("Not available: the book could not be read."))
    }

    @Test func bookTextIsEscapedEverywhere() async throws {
        var book = TestBook()
        let hostile = #"<script>alert(1)</script> & "quotes" 'single'"#
        let escapedForXML = hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
        book.package = TestBook.opf(metadata: """
            <meta property="schema:accessibilitySummary">\(escapedForXML)</meta>
            <meta property="dcterms:conformsTo" id="conf">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>
            <meta property="a11y:certifiedBy" id="certifier" refines="#conf">\(escapedForXML)</meta>
            <link rel="a11y:certifierReport" refines="#certifier" href="javascript:alert(2)"/>
            """).replacingOccurrences(of: "<dc:title>Test Book</dc:title>", with: "<dc:title>\(escapedForXML)</dc:title>")
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: """
            <h1>\(escapedForXML)</h1><p id="\(escapedForXML.replacingOccurrences(of: "\"", with: "&quot;"))">Text.</p>
            <img src="a.png" alt="\(escapedForXML.replacingOccurrences(of: "\"", with: "&quot;"))"/>
            """))
        let audit = await AccessibilityInspector().audit(try book.open())
        let report = Report(audit: audit, generatedAt: Self.generatedAt)
        #expect(report.subject.title == hostile)
        let html = HTMLReportRenderer.render(report)
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:alert(2)\""))
        #expect(!html.contains(#""quotes""#) && !html.contains("'single'"))
        let escaped = "&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot; &#39;single&#39;"
        #expect(html.contains("<h1>\(escaped)</h1>"))
        #expect(html.components(separatedBy: escaped).count > 4, "title, summary, certifier, heading, alt, id")
        let root = try Self.parse(html)
        let all = Self.elements(root)
        #expect(!all.contains { $0.localName == "script" })
        #expect(all.first { $0.localName == "h1" }?.textContent == hostile)
        #expect(!all.contains { ($0.attribute("href") ?? "").lowercased().hasPrefix("javascript") })
        #expect(try Self.structuralProblems(html, allowedLinks: []).isEmpty)
    }

    @Test func escapeCoversTheFiveCharacters() {
        #expect(HTMLReportRenderer.escape(#"a&b<c>d"e'f"#) == "a&amp;b&lt;c&gt;d&quot;e&#39;f")
        #expect(HTMLReportRenderer.escape("plain é ✓") == "plain é ✓")
    }

    @Test func renderingIsDeterministic() async throws {
        let report = try await Self.report("defective-epub3")
        let first = HTMLReportRenderer.render(report)
        #expect(first == HTMLReportRenderer.render(report))
        // A report decoded from its JSON (dictionaries rebuilt in another order) renders the same.
        let decoded = try JSONDecoder().decode(Report.self, from: JSONEncoder().encode(report))
        #expect(first == HTMLReportRenderer.render(decoded))
        // And a second audit of the same book too.
        #expect(first == HTMLReportRenderer.render(try await Self.report("defective-epub3")))
    }
}
