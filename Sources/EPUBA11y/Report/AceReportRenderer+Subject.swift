import EPUBCore

/// The test subject (the book and its package metadata), Ace's `a11y-metadata` summary and its
/// publication `properties`.
extension AceReportRenderer {
    /// The properties Ace sorts into `a11y-metadata`, in its order (`analyze-a11y-metadata.js`,
    /// `a11y-metadata.js`): the metadata properties, then those EPUB 3 may write as links.
    public static let a11yProperties = [
        "schema:accessMode", "schema:accessibilityFeature", "schema:accessibilityHazard", "schema:accessibilitySummary",
        "schema:accessModeSufficient", "schema:accessibilityAPI", "schema:accessibilityControl", "a11y:certifiedBy",
        "a11y:certifierCredential", "a11y:certifierReport", "dcterms:conformsTo",
    ]

    static func testSubject(_ report: Report) -> JSONNode {
        var subject: [String: JSONNode] = ["url": .string(report.subject.file)]
        if report.error == nil {
            subject["metadata"] = .object((report.subject.packageMetadata ?? [:]).compactMapValues(JSONNode.values))
            subject["links"] = .object((report.subject.packageLinks ?? [:]).compactMapValues(JSONNode.values))
        }
        return .object(subject)
    }

    /// `missing` / `empty` / `present`, each in Ace's order, decided as Ace decides: a property
    /// written in `metadata` (else in `links`) is present when it has one non-blank value or
    /// several values (Ace keeps several as an array, and a non-empty array counts whatever it
    /// holds), empty when its one value is blank, and missing when written in neither.
    static func a11yMetadata(_ subject: Report.Subject) -> JSONNode {
        var missing: [JSONNode] = [], empty: [JSONNode] = [], present: [JSONNode] = []
        for property in a11yProperties {
            guard let values = subject.packageMetadata?[property] ?? subject.packageLinks?[property] else {
                missing.append(.string(property))
                continue
            }
            let isPresent = values.count > 1 || values.contains { !$0.trimmingXMLWhitespace().isEmpty }
            (isPresent ? { present.append(.string(property)) } : { empty.append(.string(property)) })()
        }
        return ["missing": .array(missing), "empty": .array(empty), "present": .array(present)]
    }

    /// Ace's six flags: three from the package, three from the content documents.
    static func properties(_ data: ContentData?) -> JSONNode {
        guard let flags = data?.flags else { return [:] }
        return [
            "hasManifestFallbacks": .bool(flags.hasManifestFallbacks),
            "hasBindings": .bool(flags.hasBindings),
            "hasSVGContentDocuments": .bool(flags.hasSVGContentDocuments),
            "hasFormElements": .bool(flags.hasFormElements),
            "hasMathML": .bool(flags.hasMathML),
            "hasPageBreaks": .bool(flags.hasPageBreaks),
        ]
    }

    /// `path` as Ace names a document in its assertions and `location`s: relative to the package
    /// document's folder, as the manifest writes it (`xhtml/ch1.xhtml`, `../fonts/a.css`).
    static func relative(_ path: String, to directory: String) -> String {
        guard !directory.isEmpty else { return path }
        let from = directory.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        return (up + to[common...].map(String.init)).joined(separator: "/")
    }
}
