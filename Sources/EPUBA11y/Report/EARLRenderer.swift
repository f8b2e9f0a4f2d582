import EPUBCore

/// Renders a ``Report`` as EARL JSON-LD in the layout of DAISY Ace's `report.json`, so tools
/// that read Ace reports (dashboards, ace-smart, the Ace HTML viewer) can read ours.
///
/// Layout (top-level keys, as Ace writes them):
/// - `@type` `earl:report`, `@context` Ace's context, `dct:title`, `dct:description`, `dct:date`
///   (the report's `generatedAt`), `earl:assertedBy` (this tool and its version);
/// - `outlines`: `headings` as nested `<ul>` with `span.toc-hN` (and `span.toc-missing` for
///   skipped levels), like Ace. The report holds no navigation document, so `toc` is the same
///   headings outline; `html` (Ace's sectioning outline) is not produced;
/// - `data`: `images` (`img` and SVG `image`), `audios` and `videos`, each key only when non-empty;
/// - `properties`: Ace's six publication flags;
/// - `earl:testSubject`: the book (`url`), its package `metadata` and `links` (`name: value|[values]`),
///   `epubVersion`;
/// - `a11y-metadata`: `missing` / `empty` / `present`, in Ace's order (API and Control never missing);
/// - `assertions`: one `earl:assertion` per document (the package document first, then every
///   document that has findings or holds an image, heading or media element, by path), each with
///   its failed findings as sub-assertions; needs-review findings are left out, as Ace drops axe's
///   "incomplete" results;
/// - `earl:result`: `fail` when any finding failed, else `pass`.
///
/// The claims-versus-content comparisons (`assessment.claims`) are not written: Ace's report has
/// no place for them, and EARL's outcomes describe tests, not declarations. Were they mapped,
/// `unsupported` would be `earl:cantTell` like `needs-review` (the content has no trace of the
/// feature, which shows an over-claim but no failed test), never `earl:failed`.
///
/// Extensions beyond Ace: `epub-a11y:location` (`path:line`) on each failed result and each data
/// item, since there are no CFIs. An unreadable book gives `earl:result` `fail` whose
/// `dct:description` is the error sentence, and no assertions.
///
/// The output is deterministic: the same report gives the same bytes (sorted keys, see ``JSONOutput``).
public enum EARLRenderer {
    /// Ace's JSON-LD context, which defines the prefixes used here.
    public static let context = "http://daisy.github.io/ace/ace-report-1.0.jsonld"
    /// The report's `dct:title`.
    public static let title = "epub-a11y Report"
    /// The report's `dct:description`.
    public static let reportDescription = "Report on automated accessibility checks for EPUB"

    /// The EARL JSON-LD document of `report`, pretty-printed with sorted keys, without a final newline.
    public static func render(_ report: Report) throws -> String {
        try JSONOutput.encode(document(report))
    }

    static func document(_ report: Report) -> Node {
        var root: [String: Node] = [
            "@type": "earl:report",
            "@context": .string(context),
            "dct:title": .string(title),
            "dct:description": .string(reportDescription),
            "dct:date": .string(report.generatedAt),
            "earl:assertedBy": [
                "@type": "earl:software",
                "doap:name": .string(report.tool.name),
                "doap:release": ["doap:revision": .string(report.tool.version)],
            ],
            "outlines": outlines(report.data),
            "data": data(report.data),
            "properties": properties(report.data),
            "earl:testSubject": testSubject(report),
            "assertions": .array(documentAssertions(report)),
        ]
        if let metadata = report.metadata {
            root["a11y-metadata"] = a11yMetadata(metadata)
        }
        if let error = report.error {
            root["earl:result"] = ["earl:outcome": "fail", "dct:description": .string(error.description)]
        } else {
            root["earl:result"] = ["earl:outcome": report.findings.contains { $0.outcome == .failed } ? "fail" : "pass"]
        }
        return .object(root)
    }

    // MARK: Assertions

    /// One assertion per document, the package document first, then by path.
    static func documentAssertions(_ report: Report) -> [Node] {
        guard report.error == nil else { return [] }
        let package = report.subject.packageDocument ?? report.subject.file
        var findings: [String: [Finding]] = [:]
        for finding in report.findings where finding.outcome == .failed {
            findings[finding.location?.path ?? package, default: []].append(finding)
        }
        var paths = Set(findings.keys)
        if let data = report.data {
            paths.formUnion(data.images.map(\.location.path))
            paths.formUnion(data.headings.map(\.location.path))
            paths.formUnion(data.media.map(\.location.path))
        }
        paths.remove(package)
        return ([package] + paths.sorted()).map { path in
            let failed = findings[path] ?? []
            return [
                "@type": "earl:assertion",
                "earl:testSubject": ["url": .string(path)],
                "earl:result": ["earl:outcome": failed.isEmpty ? "pass" : "fail"],
                "assertions": .array(failed.map(testAssertion)),
            ]
        }
    }

    /// The assertion of one failed finding, with its rule's description.
    static func testAssertion(_ finding: Finding) -> Node {
        let rule = RuleRegistry.rule(id: finding.ruleID)?.description
        var result: [String: Node] = [
            "earl:outcome": "fail",
            "dct:description": .string(finding.message),
            "earl:pointer": ["css": .array(cssPointer(finding.elementID)), "cfi": []],
            "html": "",
        ]
        if let location = finding.location {
            result["epub-a11y:location"] = .string(location.description)
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
                    "url": .string(rule?.references.first?.url ?? ""),
                    "dct:title": .string(finding.ruleID),
                    "dct:description": .string(rule?.rationale ?? ""),
                ],
                "rulesetTags": .array((rule?.tags ?? []).map(Node.string)),
            ],
            "earl:result": .object(result),
        ]
    }

    /// `#id` when the element has an id that is a plain CSS identifier; else no selector.
    static func cssPointer(_ id: String?) -> [Node] {
        guard let id, let first = id.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              id.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else { return [] }
        return [.string("#" + id)]
    }
}

extension EARLRenderer {
    /// A JSON value; dictionaries encode with sorted keys through ``JSONOutput``.
    enum Node: Encodable, Sendable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
        ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
        case string(String)
        case bool(Bool)
        case null
        case array([Node])
        case object([String: Node])

        init(stringLiteral value: String) { self = .string(value) }
        init(booleanLiteral value: Bool) { self = .bool(value) }
        init(arrayLiteral elements: Node...) { self = .array(elements) }
        init(dictionaryLiteral elements: (String, Node)...) {
            self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .null: try container.encodeNil()
            case .array(let values): try container.encode(values)
            case .object(let members): try container.encode(members)
            }
        }

        /// Nil for no value, the value itself for one, an array for several (Ace's `value|[values]`).
        static func values(_ values: [String]) -> Node? {
            switch values.count {
            case 0: nil
            case 1: .string(values[0])
            default: .array(values.map(Node.string))
            }
        }
    }
}
