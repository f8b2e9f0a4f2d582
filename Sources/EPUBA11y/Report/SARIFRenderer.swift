import EPUBCore
import Foundation

/// Renders reports as one SARIF 2.1.0 log with one run, for code-scanning hosts (GitHub, GitLab,
/// Azure DevOps): every rule that ran, and a result per finding with its rule, level, message,
/// location and fingerprints.
///
/// - Level: critical and serious → `error`, moderate → `warning`, minor → `note`; a finding that
///   needs review is `kind: review` with `level: none` (SARIF's word for "a person must look").
/// - Location: an unpacked book's entry is the file itself, with its 1-based line; a packed
///   book's is the `.epub` (no region: a line of the ZIP means nothing), the entry in a logical
///   location and, with its line, in the result's properties. Under ``PipelineContext/sourceRoot``
///   URIs are relative to `SRCROOT`.
/// - `partialFingerprints`: ``FindingFingerprint`` (`epubA11y/v1` and the path-free
///   `epubA11yContext/v1`); with a baseline, `baselineState` is `new` or `unchanged`.
/// - At most ``maxResults`` results (GitHub shows 5,000 and refuses uploads over 25,000): errors
///   first, then warnings, notes and reviews; the rest is counted in `properties.omittedResults`
///   and a notification. The findings a report counted but did not list (``Report/findingsOmitted``)
///   are counted in `properties.findingsNotListed` and a notification of their own.
public enum SARIFRenderer {
    /// The most results one run carries.
    public static let maxResults = 5_000

    /// The SARIF log of `reports`, ending with a newline.
    public static func render(_ reports: [Report], context: PipelineContext = PipelineContext()) throws -> String {
        let ruleIndex = Dictionary(context.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var results: [SARIFLog.Result] = []
        var notifications: [SARIFLog.Notification] = []
        for report in reports {
            if let error = report.error {
                notifications.append(.init(level: "error", message: .init(text: "\(report.subject.file): \(error.description)"),
                                           locations: [location(report: report, entry: nil, line: nil, context: context)]))
            }
            let fingerprints = FindingFingerprint.all(of: report)
            let isNew = context.newFindings(of: report, fingerprints: fingerprints)
            for (index, finding) in report.findings.enumerated() {
                let review = finding.outcome == .needsReview
                results.append(SARIFLog.Result(
                    ruleId: finding.ruleID, ruleIndex: ruleIndex[finding.ruleID], kind: review ? "review" : "fail",
                    level: review ? "none" : level(finding.impact), message: .init(text: finding.message),
                    locations: [location(report: report, entry: finding.location?.path ?? report.subject.packageDocument,
                                         line: finding.location?.line, context: context)],
                    partialFingerprints: ["epubA11y/v1": fingerprints[index].primary, "epubA11yContext/v1": fingerprints[index].context],
                    baselineState: context.baseline == nil ? nil : (isNew[index] ? "new" : "unchanged"),
                    properties: .init(book: report.subject.file, entry: finding.location?.path, line: finding.location?.line,
                                      elementId: finding.elementID, impact: finding.impact.rawValue, outcome: finding.outcome.rawValue)))
            }
        }
        // What the reports themselves counted but did not list (``OmittedFindings``).
        let unlisted = reports.reduce(0) { $0.saturatingAdding($1.omittedCount()) }
        if unlisted > 0 {
            notifications.append(.init(level: "warning", message: .init(
                text: "\(unlisted) more findings were counted but not listed: a report lists \(Report.maxFindingsPerKind) of one rule, outcome and impact at most."),
                locations: nil))
        }
        let omitted = max(0, results.count - maxResults)
        if omitted > 0 {
            let rank = ["error": 0, "warning": 1, "note": 2, "none": 3]
            results = Array(results.enumerated().sorted { left, right in
                let l = rank[left.element.level] ?? 4, r = rank[right.element.level] ?? 4
                return l != r ? l < r : left.offset < right.offset
            }.prefix(maxResults).map(\.element))
            notifications.append(.init(level: "warning", message: .init(
                text: "\(omitted) more results are not listed: a run carries at most \(maxResults) (errors first); the JSON report lists them."),
                locations: nil))
        }
        let log = SARIFLog(runs: [SARIFLog.Run(
            tool: .init(driver: .init(name: Report.toolName, version: Report.toolVersion, semanticVersion: Report.toolVersion,
                                      rules: context.rules.map(descriptor))),
            originalUriBaseIds: context.sourceRoot.map { ["SRCROOT": .init(uri: fileURI(directory: $0), uriBaseId: nil)] },
            results: results,
            invocations: [.init(executionSuccessful: true, toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            properties: omitted > 0 || unlisted > 0
                ? ["omittedResults": omitted, "findingsNotListed": unlisted].filter { $0.value > 0 } : nil)])
        return try JSONOutput.encode(log) + "\n"
    }

    /// SARIF's level for a failed finding of `impact`.
    public static func level(_ impact: Impact) -> String {
        switch impact {
        case .critical, .serious: "error"
        case .moderate: "warning"
        case .minor: "note"
        }
    }

    static func descriptor(_ rule: RuleDescription) -> SARIFLog.ReportingDescriptor {
        SARIFLog.ReportingDescriptor(
            id: rule.id, name: rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: .init(text: rule.title), fullDescription: .init(text: rule.rationale),
            helpUri: rule.references.first?.url, defaultConfiguration: .init(level: level(rule.impact)),
            properties: .init(tags: rule.tags, impact: rule.impact.rawValue, wcag: wcagCriteria(rule.tags)))
    }

    /// `wcag111` → `1.1.1`, `wcag1410` → `1.4.10`; the level tags (`wcag2a`, `wcag21aa`) are not criteria.
    static func wcagCriteria(_ tags: [String]) -> [String] {
        tags.compactMap { tag -> String? in
            guard tag.hasPrefix("wcag") else { return nil }
            let digits = Array(tag.dropFirst(4))
            guard digits.count >= 3, digits.allSatisfy(\.isNumber) else { return nil }
            return "\(digits[0]).\(digits[1]).\(String(digits[2...]))"
        }
    }

    static func location(report: Report, entry: String?, line: Int?, context: PipelineContext) -> SARIFLog.Location {
        let place = context.place(book: report.subject.file, entry: entry)
        let artifact = SARIFLog.ArtifactLocation(uri: encode(place.path), uriBaseId: place.isUnderSourceRoot ? "SRCROOT" : nil)
        let region = place.isEntryFile ? line.flatMap { $0 >= 1 ? SARIFLog.Region(startLine: $0) : nil } : nil
        let logical = PipelineContext.isPacked(report.subject.file) ? entry.map { [SARIFLog.LogicalLocation(fullyQualifiedName: $0, kind: "resource")] } : nil
        return SARIFLog.Location(physicalLocation: .init(artifactLocation: artifact, region: region), logicalLocations: logical)
    }

    /// A path as a URI reference: each segment percent-encoded (a `file://` prefix kept).
    static func encode(_ path: String) -> String {
        let prefix = path.hasPrefix("file://") ? "file://" : ""
        let rest = path.dropFirst(prefix.count)
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ";?#[]")
        return prefix + (rest.addingPercentEncoding(withAllowedCharacters: allowed) ?? String(rest))
    }

    static func fileURI(directory: String) -> String {
        encode("file://" + (directory as NSString).standardizingPath + "/")
    }
}
