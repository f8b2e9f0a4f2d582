import EPUBCore

/// Renders a ``Report`` as DAISY Ace's `report.json`: EARL JSON-LD in the layout Ace documents
/// (daisy/ace `website/content/docs/report-json.md`) and writes, so that what reads Ace reports —
/// DAISY SMART, which starts an evaluation from one, the Ace HTML viewer, dashboards — reads ours.
/// `docs/ace-report.schema.json` describes the format; a test validates every sample and corpus
/// book's output, and Ace's own sample reports, against it.
///
/// Layout, each key as Ace fills it:
/// - header: `@type` `earl:report`, `@context`, `dct:title`, `dct:description`, `dct:date` (the
///   report's `generatedAt`), `earl:assertedBy` (this tool and its version, not Ace);
/// - `earl:testSubject`: the book (`url`), the package `metadata` (every `dc:` element and every `meta`
///   that refines nothing, `name: value|[values]`) and `links` (`rel: href|[hrefs]`);
/// - `a11y-metadata`: Ace's eleven properties sorted into `missing` / `empty` / `present` exactly as
///   Ace's `analyze-a11y-metadata.js` sorts them (`a11yMetadata(_:)`);
/// - `properties`: Ace's six publication flags;
/// - `data`: the extracted items (`data(_:packageDirectory:)`), `outlines`: `toc`, `headings`, `html`;
/// - `assertions`: one `earl:assertion` per document — the package document, every content
///   document (passing ones with no sub-assertion, as Ace lists them), any other file with a failed
///   finding, and the book itself for findings about the whole book — each with one sub-assertion
///   per failed finding, whose `earl:pointer` holds the element's EPUB CFI path and a CSS selector;
/// - `earl:result`: `fail` when any document fails.
///
/// Ace reports failures only (axe's "incomplete" results are dropped), so needs-review findings,
/// the verdicts and their reasons go in the extension object under ``extensionKey``, which Ace's
/// consumers ignore; nothing of Ace's shape carries them. An unreadable book gives `earl:result`
/// `fail` whose `dct:description` is the error sentence, and no assertions.
///
/// The output is deterministic: the same report gives the same bytes (sorted keys, ``JSONOutput``).
public enum AceReportRenderer {
    /// Ace's JSON-LD context, which defines the prefixes used here.
    public static let context = "http://daisy.github.io/ace/ace-report-1.0.jsonld"
    /// The report's `dct:title`.
    public static let title = "epub-a11y Report"
    /// The report's `dct:description`.
    public static let reportDescription = "Report on automated accessibility checks for EPUB"
    /// The key of the extension object with what Ace's format has no place for.
    public static let extensionKey = "epub-a11y"

    /// The Ace report of `report`, pretty-printed with sorted keys, without a final newline.
    public static func render(_ report: Report) throws -> String {
        try JSONOutput.encode(document(report))
    }

    static func document(_ report: Report) -> JSONNode {
        let packageDirectory = report.subject.packageDocument.map(ContainerPath.directory(of:)) ?? ""
        var root: [String: JSONNode] = [
            "@type": "earl:report",
            "@context": .string(context),
            "dct:title": .string(title),
            "dct:description": .string(reportDescription),
            "dct:date": .string(report.generatedAt),
            "earl:assertedBy": [
                "@type": "earl:software",
                "doap:name": .string(report.tool.name),
                "doap:description": "EPUB accessibility inspector: EPUB Accessibility 1.1 conformance with evidence",
                "doap:release": ["doap:revision": .string(report.tool.version)],
            ],
            "outlines": outlines(report.data, packageDirectory: packageDirectory),
            "data": data(report.data, packageDirectory: packageDirectory),
            "properties": properties(report.data),
            "earl:testSubject": testSubject(report),
            "assertions": .array(documentAssertions(report, packageDirectory: packageDirectory)),
            extensionKey: extensionObject(report),
        ]
        if report.error == nil {
            root["a11y-metadata"] = a11yMetadata(report.subject)
        }
        if let error = report.error {
            root["earl:result"] = ["earl:outcome": "fail", "dct:description": .string(error.description)]
        } else {
            root["earl:result"] = ["earl:outcome": report.findings.contains { $0.outcome == .failed } ? "fail" : "pass"]
        }
        return .object(root)
    }

    // MARK: Assertions

    /// One assertion per document: the package document, the content documents in spine order,
    /// other files with failed findings by path, then the book for findings about the whole book.
    static func documentAssertions(_ report: Report, packageDirectory: String) -> [JSONNode] {
        guard report.error == nil else { return [] }
        let package = report.subject.packageDocument ?? report.subject.file
        let markup = markupByElement(report.data)
        var failed: [String: [Finding]] = [:]
        var bookFindings: [Finding] = []
        for finding in report.findings where finding.outcome == .failed {
            if let path = finding.location?.path { failed[path, default: []].append(finding) } else { bookFindings.append(finding) }
        }
        var subjects: [(path: String, url: String, title: String?)] = [(package, package, report.subject.title)]
        var listed: Set<String> = [package]
        for document in report.data?.documents ?? [] where listed.insert(document.path).inserted {
            subjects.append((document.path, relative(document.path, to: packageDirectory), document.title))
        }
        for path in failed.keys.sorted() where listed.insert(path).inserted {
            subjects.append((path, relative(path, to: packageDirectory), nil))
        }
        var assertions = subjects.map { subject in
            documentAssertion(url: subject.url, title: subject.title, findings: failed[subject.path] ?? [], markup: markup)
        }
        if !bookFindings.isEmpty {
            assertions.append(documentAssertion(url: report.subject.file, title: report.subject.title, findings: bookFindings,
                                                markup: markup))
        }
        return assertions
    }

    /// The start tags the report's data kept (images, media, embedded objects), by document and CFI:
    /// a finding about one of those elements shows its markup, as Ace's `html` does.
    static func markupByElement(_ data: ContentData?) -> [String: String] {
        guard let data else { return [:] }
        var markup: [String: String] = [:]
        func add(_ location: SourceLocation, _ html: String?) {
            if let cfi = location.cfi, let html { markup[location.path + "#" + cfi] = html }
        }
        for image in data.images { add(image.location, image.html) }
        for media in data.media { add(media.location, media.html) }
        for item in data.embedded ?? [] { add(item.location, item.html) }
        return markup
    }

    static func documentAssertion(url: String, title: String?, findings: [Finding], markup: [String: String]) -> JSONNode {
        var subject: [String: JSONNode] = ["url": .string(url)]
        if let title, !title.isEmpty { subject["dct:title"] = .string(title) }
        return [
            "@type": "earl:assertion",
            "earl:testSubject": .object(subject),
            "earl:result": ["earl:outcome": findings.isEmpty ? "pass" : "fail"],
            "assertions": .array(findings.map { finding in
                testAssertion(finding, markup: finding.location.flatMap { location in
                    location.cfi.flatMap { markup[location.path + "#" + $0] }
                })
            }),
        ]
    }

    /// Ace's `earl:pointer`: the element's CFI and CSS selector, each a list (empty when unknown).
    static func pointer(_ location: SourceLocation) -> JSONNode {
        ["cfi": .array(location.cfi.map { [.string($0)] } ?? []), "css": .array(location.css.map { [.string($0)] } ?? [])]
    }

    /// The assertion of one failed finding, with its rule's description and the element's pointers.
    static func testAssertion(_ finding: Finding, markup: String?) -> JSONNode {
        let rule = RuleRegistry.rule(id: finding.ruleID)?.description
        let help = rule.flatMap { $0.references.first { $0.url.hasPrefix(Reference.daisyKBBase) } ?? $0.references.first }
        var result: [String: JSONNode] = [
            "earl:outcome": "fail",
            "dct:description": .string(finding.message),
            "html": .string(markup ?? ""),
        ]
        if let location = finding.location {
            result["epub-a11y:location"] = .string(location.description)
            if location.cfi != nil || location.css != nil { result["earl:pointer"] = pointer(location) }
        }
        return [
            "@type": "earl:assertion",
            "earl:assertedBy": .string(Report.toolName),
            "earl:mode": "automatic",
            "earl:test": [
                "earl:impact": .string(finding.impact.rawValue),
                "dct:title": .string(finding.ruleID),
                "dct:description": .string(rule?.title ?? finding.ruleID),
                "help": [
                    "url": .string(help?.url ?? ""),
                    "dct:title": .string(help?.title.name ?? finding.ruleID),
                    "dct:description": .string(rule?.rationale ?? ""),
                ],
                "rulesetTags": .array((rule?.tags ?? []).map(JSONNode.string)),
            ],
            "earl:result": .object(result),
        ]
    }
}
