import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The Ace report as a contract: it validates against the schema written from Ace's documentation
/// (which Ace's own samples validate against too, `AceSchemaTests`), it sorts the accessibility
/// metadata and sets the publication flags exactly as Ace's code does, and every element pointer
/// names its element, as an independent reader (lxml, cssselect: `scripts/check-pointers.py`) finds it.
/// The corpus books' Ace reports and pointers are checked in `CorpusAuditTests`, from the audit
/// that test makes of every book anyway (one debug audit per book, not two).
@Suite("Ace report contract")
struct AceContractTests {
    static let lxml = PythonTool(package: "lxml", module: "lxml")
    static let cssselect = PythonTool(package: "cssselect", module: "cssselect")

    static func ace(_ report: Report) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(try AceReportRenderer.render(report).utf8)) as? [String: Any])
    }

    static func report(_ book: TestBook) async throws -> Report {
        let audit = try await AccessibilityInspector().audit(try book.bytes(), name: "book.epub")
        return Report(audit: audit, generatedAt: SchemaTestReports.generatedAt)
    }

    // MARK: a11y-metadata, as analyze-a11y-metadata.js sorts it

    struct MetadataCase: Sendable, CustomTestStringConvertible {
        let name: String
        let metadata: String
        let property: String
        /// "missing", "empty" or "present".
        let expected: String
        var testDescription: String { name }
    }

    static let metadataCases: [MetadataCase] = [
        .init(name: "one value", metadata: #"<meta property="schema:accessMode">textual</meta>"#,
              property: "schema:accessMode", expected: "present"),
        .init(name: "blank value", metadata: #"<meta property="schema:accessibilitySummary">  </meta>"#,
              property: "schema:accessibilitySummary", expected: "empty"),
        // Two values make an array in Ace's metadata map, and a non-empty array is present whatever it holds.
        .init(name: "two blank values", metadata: #"<meta property="schema:accessibilityHazard"> </meta><meta property="schema:accessibilityHazard"></meta>"#,
              property: "schema:accessibilityHazard", expected: "present"),
        .init(name: "refining meta ignored", metadata: ##"<meta property="a11y:certifiedBy" refines="#x">Org</meta>"##,
              property: "a11y:certifiedBy", expected: "missing"),
        .init(name: "link", metadata: #"<link rel="a11y:certifierReport" href="https://example.org/report"/>"#,
              property: "a11y:certifierReport", expected: "present"),
        .init(name: "conformsTo as link", metadata: #"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"#,
              property: "dcterms:conformsTo", expected: "present"),
        .init(name: "discouraged property present", metadata: #"<meta property="schema:accessibilityAPI">ARIA</meta>"#,
              property: "schema:accessibilityAPI", expected: "present"),
        .init(name: "credential", metadata: #"<meta property="a11y:certifierCredential">Cert</meta>"#,
              property: "a11y:certifierCredential", expected: "present"),
    ]

    @Test("a11y-metadata sorts as Ace sorts", arguments: metadataCases)
    func a11yMetadataClassification(_ testCase: MetadataCase) async throws {
        let json = try Self.ace(try await Self.report(TestBook(package: TestBook.opf(metadata: testCase.metadata))))
        let summary = try #require(json["a11y-metadata"] as? [String: [String]])
        for bucket in ["missing", "empty", "present"] {
            #expect(summary[bucket]?.contains(testCase.property) == (bucket == testCase.expected), "\(bucket)")
        }
        // Every other property is missing, and the three lists together are Ace's list in Ace's order.
        #expect(summary["missing"]?.count == AceReportTests.aceA11yProperties.count - (testCase.expected == "missing" ? 0 : 1))
        for bucket in ["missing", "empty", "present"] {
            let list = summary[bucket] ?? []
            #expect(list == AceReportTests.aceA11yProperties.filter(list.contains))
        }
    }

    // MARK: properties

    struct FlagCase: Sendable, CustomTestStringConvertible {
        let flag: String
        let book: TestBook
        var testDescription: String { flag }
    }

    static let flagCases: [FlagCase] = {
        func chapter(_ body: String) -> TestBook {
            TestBook(files: [("OEBPS/nav.xhtml", TestBook.nav()), ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: body))])
        }
        let math = #"<p><math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x"><mi>x</mi></math></p>"#
        let manifest = """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
            """
        return [
            FlagCase(flag: "hasMathML", book: chapter("<h1>One</h1>" + math)),
            FlagCase(flag: "hasPageBreaks", book: chapter(#"<h1>One</h1><span epub:type="pagebreak" role="doc-pagebreak" id="p1" aria-label="1"/>"#)),
            FlagCase(flag: "hasFormElements", book: chapter(#"<h1>One</h1><form><label>A <input type="text"/></label></form>"#)),
            FlagCase(flag: "hasManifestFallbacks", book: TestBook(package: TestBook.opf(manifest: manifest + """
                <item id="x" href="x.xml" media-type="application/x-thing" fallback="c1"/>
                """))),
            FlagCase(flag: "hasSVGContentDocuments", book: TestBook(
                package: TestBook.opf(manifest: manifest + #"<item id="s" href="plate.svg" media-type="image/svg+xml"/>"#,
                                      spine: #"<itemref idref="c1"/><itemref idref="s"/>"#),
                files: [("OEBPS/nav.xhtml", TestBook.nav()), ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: "<h1>One</h1>")),
                        ("OEBPS/plate.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Plate</title><rect width="5" height="5"/></svg>"#)])),
        ]
    }()

    @Test("each property is set by its own cause alone", arguments: flagCases)
    func properties(_ testCase: FlagCase) async throws {
        let plain = try #require(try Self.ace(try await Self.report(TestBook()))["properties"] as? [String: Bool])
        #expect(plain.count == 6 && plain.values.allSatisfy { !$0 }, "a plain book sets none: \(plain)")
        let flags = try #require(try Self.ace(try await Self.report(testCase.book))["properties"] as? [String: Bool])
        #expect(flags == plain.merging([testCase.flag: true]) { _, new in new })
    }

    // MARK: Schema

    @Test("sample books' Ace reports validate against the Ace schema", arguments: SampleBooksTests.names)
    func samplesValidate(_ book: String) async throws {
        let report = try await SchemaTestReports.sample(book)
        let rendered = try AceReportRenderer.render(report)
        #expect(try AceSchema.errors(of: rendered) == [])
        // `earl`, the format's earlier name, writes the same document.
        #expect(try ReportFormat.earl.render(report) == ReportFormat.ace.render(report))
    }

    // MARK: Pointers

    /// Runs `scripts/check-pointers.py` on `book` and the JSON report; returns (checked, failed, skipped) and its output.
    static func checkPointers(book: String, report: Report) throws -> (checked: Int, failed: Int, skipped: Int, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pointers-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(try JSONOutput.encode(report).utf8).write(to: file)
        let run = try ReportSchemaValidator.python(["scripts/check-pointers.py", "--json", book, file.path])
        // Standard error (notes on skipped documents) shares the pipe: the summary is the object from "{" on a line of its own.
        let start = try #require(run.output.range(of: "{\n")?.lowerBound, "\(run.output)")
        let end = try #require(run.output.lastIndex(of: "}"), "\(run.output)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.output[start...end].utf8)) as? [String: Any], "\(run.output)")
        let counts = (summary["checked"] as? Int ?? -1, summary["failed"] as? Int ?? -1, summary["skipped"] as? Int ?? -1)
        #expect(run.status == (counts.1 == 0 ? 0 : 1))
        return (counts.0, counts.1, counts.2, run.output)
    }

    /// Nil when lxml and cssselect import (installed once per test run if missing); else why not.
    static let pointerToolsMissing: String? = lxml.unavailable() ?? cssselect.unavailable()

    /// The distinct pointers of a JSON report as `scripts/check-pointers.py` counts them: every
    /// object with a string `path` and a `cfi` or `css`, once per (path, line, cfi, css).
    static func distinctPointers(in json: Any) -> Int {
        var seen: Set<String> = []
        var stack: [Any] = [json]
        while let value = stack.popLast() {
            if let object = value as? [String: Any] {
                if let path = object["path"] as? String, object["cfi"] is String || object["css"] is String {
                    seen.insert([path, "\(object["line"] as? Int ?? 0)", object["cfi"] as? String ?? "", object["css"] as? String ?? ""]
                        .joined(separator: "\u{0}"))
                }
                stack.append(contentsOf: object.values)
            } else if let array = value as? [Any] {
                stack.append(contentsOf: array)
            }
        }
        return seen.count
    }

    @Test func samplePointersNameTheirElements() async throws {
        if let missing = Self.pointerToolsMissing { Issue.record(Comment(rawValue: missing)); return }
        var checked = 0
        for book in ["accessible-epub3", "defective-epub3", "legacy-epub2"] {
            let path = Paths.sampleBooks.appendingPathComponent("\(book).epub").path
            let result = try Self.checkPointers(book: path, report: try await SchemaTestReports.sample(book))
            #expect(result.failed == 0, "\(book): \(result.output)")
            checked += result.checked
        }
        #expect(checked >= 20, "the samples' findings and data carry pointers (\(checked))")
    }

    @Test func cssIdentifiersAreEscapedAsCSSOMSerialisesThem() {
        #expect(CSSIdentifier.escape("p") == "p")
        #expect(CSSIdentifier.escape("foo.bar") == "foo\\.bar")
        #expect(CSSIdentifier.escape("1a") == "\\31 a")
        #expect(CSSIdentifier.escape("-") == "\\-")
        #expect(CSSIdentifier.escape("-2x") == "-\\32 x")
        #expect(CSSIdentifier.escape("foreignObject") == "foreignObject")
        #expect(CSSIdentifier.escape("été") == "été")
    }

    /// Names a selector must escape, an SVG nested in an SVG island (a selector that started from the
    /// root's name would match inside both), comments and processing instructions between
    /// elements (no CFI step), and duplicate ids that make findings at each place.
    @Test func pointersSurviveOddNamesAndNesting() async throws {
        if let missing = Self.pointerToolsMissing { Issue.record(Comment(rawValue: missing)); return }
        let body = """
            <h1>One</h1>
            <!-- a comment --><?pi data?>
            <p id="d">A <x:foo.bar xmlns:x="urn:example:x" id="d">named</x:foo.bar> element.</p>
            <figure><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9" role="img" aria-label="Outer">
              <g><svg viewBox="0 0 3 3"><g><rect id="d" width="1" height="1"/></g></svg></g>
              <g><image href="p.png" width="2" height="2"/></g></svg></figure>
            <section><div><div><div><div><img src="p.png"/></div></div></div></div></section>
            """
        // An SVG document whose root nests an svg: `svg > g:nth-child(1) > …` would select in both.
        let plate = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><title>Plate</title>
            <g><svg viewBox="0 0 3 3"><g><g><rect id="r" width="1" height="1"/></g></g></svg></g>
            <g><g><rect id="r" width="2" height="2"/></g></g></svg>
            """
        let manifest = """
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
            <item id="s" href="plate.svg" media-type="image/svg+xml"/>
            """
        let book = TestBook(package: TestBook.opf(manifest: manifest, spine: #"<itemref idref="c1"/><itemref idref="s"/>"#),
                            files: [("OEBPS/nav.xhtml", TestBook.nav()), ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: body)),
                                    ("OEBPS/plate.svg", plate)])
        let report = try await Self.report(book)
        #expect(report.findings.contains { $0.ruleID == "duplicate-id" && $0.location?.path == "OEBPS/plate.svg" && $0.location?.cfi != nil },
                "the SVG document's repeated id is reported with a pointer")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("odd-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(try book.bytes()).write(to: file)
        let duplicates = report.findings.filter { $0.ruleID == "duplicate-id" }
        #expect(duplicates.count >= 2, "both repeats of id d are reported: \(report.findings.map(\.ruleID))")
        #expect(duplicates.contains { $0.location?.css?.contains("foo\\.bar") == true })
        let result = try Self.checkPointers(book: file.path, report: report)
        #expect(result.failed == 0, "\(result.output)")
        #expect(result.checked >= 5, "\(result.output)")
    }
}
