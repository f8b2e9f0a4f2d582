import EPUBCore

/// What an Ace report has no place for, under ``AceReportRenderer/extensionKey``: the verdicts
/// and their reasons, the findings a person must review (Ace drops axe's "incomplete" results),
/// the profile the book was judged by, and the findings counted but not listed (``Report/findingsOmitted``). Ace's consumers ignore unknown keys.
extension AceReportRenderer {
    static func extensionObject(_ report: Report) -> JSONNode {
        var object: [String: JSONNode] = [
            "reportSchemaVersion": .string(report.schemaVersion),
            "verdict": .string(report.verdict.rawValue),
            "contentVerdict": .string(report.contentVerdict.rawValue),
            "metadataVerdict": .string(report.metadataVerdict.rawValue),
            "verdictReasons": .encoded(report.verdictReasons),
            "summary": .encoded(report.summary),
            "needsReview": .array(report.findings.filter { $0.outcome == .needsReview }.map(reviewItem)),
        ]
        if let profile = report.profile { object["profile"] = .encoded(profile) }
        if let omitted = report.findingsOmitted { object["findingsOmitted"] = .encoded(omitted) }
        return .object(object)
    }

    /// A needs-review finding in the shape of a failed one's result, with its rule and impact.
    static func reviewItem(_ finding: Finding) -> JSONNode {
        var item: [String: JSONNode] = [
            "rule": .string(finding.ruleID),
            "earl:impact": .string(finding.impact.rawValue),
            "dct:description": .string(finding.message),
        ]
        if let location = finding.location {
            item["epub-a11y:location"] = .string(location.description)
            item["earl:pointer"] = pointer(location)
        }
        return .object(item)
    }
}
