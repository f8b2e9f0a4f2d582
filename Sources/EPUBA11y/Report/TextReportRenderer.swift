import EPUBCore

/// Renders a ``Report`` for a person reading a terminal top to bottom: verdict, what the
/// book claims (Display Guide), the requirement table, findings by impact with `path:line`,
/// and what still needs a person. Colour is the caller's choice (TTY and no `NO_COLOR`), and
/// every status is also spelled out, so nothing depends on colour.
public struct TextReportRenderer: Sendable {
    /// Reasons listed under the verdict before "… and N more": the first lines stay a summary.
    static let reasonsShown = 5

    /// Whether to use ANSI colours and bold.
    public var color: Bool
    /// Findings listed per impact before "… and N more".
    public var findingsPerImpact: Int

    /// No colour and 50 findings per impact by default.
    public init(color: Bool = false, findingsPerImpact: Int = 50) {
        self.color = color
        self.findingsPerImpact = findingsPerImpact
    }

    /// The whole text report, ending with a newline.
    public func render(_ report: Report) -> String {
        var out = bold(report.subject.file) + (report.subject.title.map { " — \($0)" } ?? "") + "\n"
        out += "  Verdict: " + verdictLine(report) + "\n"
        guard let assessment = report.assessment else { return out + "\n" }
        out += "  Content: " + verdictWord(report.contentVerdict) + "; metadata: " + verdictWord(report.metadataVerdict) + "\n"
        out += reasons(report)
        if let profile = report.profile { out += "  Profile: \(profile.profile.title): \(profile.reason)\n" }
        let failed = report.summary.failed
        out += "  Findings: " + Impact.allCases.reversed().map { "\(failed[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ")
            + " failed; \(report.summary.needsReview) need review\n"
        out += displayGuide(report)
        out += requirements(assessment, title: Self.title(report))
        out += claims(assessment)
        out += findings(report)
        out += manualReview(assessment)
        return out + "\n"
    }

    private func verdictLine(_ report: Report) -> String {
        switch report.verdict {
        case .fails:
            return paint("FAILS", .red) + ": at least one \(Self.title(report)) requirement is shown not met"
        case .noAutomatedFailures:
            let items = report.assessment?.manualReviewCount ?? 0
            return paint("NO AUTOMATED FAILURES", .green) + ": \(items) item\(items == 1 ? "" : "s") still need manual review (never a conformance stamp)"
        case .cannotBeAssessed:
            return paint("CANNOT BE ASSESSED", .red) + ": " + (report.error?.reason ?? "the book could not be read")
        }
    }

    private func verdictWord(_ verdict: ConformanceAssessment.Verdict) -> String {
        switch verdict {
        case .fails: paint("fails", .red)
        case .noAutomatedFailures: "no automated failures"
        case .cannotBeAssessed: "cannot be assessed"
        }
    }

    /// Why a verdict fails, worst first: what to fix before reading the rest.
    private func reasons(_ report: Report) -> String {
        guard !report.verdictReasons.isEmpty else { return "" }
        var out = "  Why it fails:\n"
        for (number, reason) in report.verdictReasons.prefix(Self.reasonsShown).enumerated() {
            out += "    \(number + 1). [\(reason.impact.rawValue), \(reason.concern.rawValue)] \(reason.sentence)\n"
            if let evidence = reason.evidence { out += "       \(evidence)\n" }
        }
        let more = report.verdictReasons.count - Self.reasonsShown
        if more > 0 { out += "    … and \(more) more reason\(more == 1 ? "" : "s") (the requirement table below lists them)\n" }
        return out
    }

    private func displayGuide(_ report: Report) -> String {
        guard let guide = report.displayGuide else { return "" }
        let translation = guide.localization.map { ", \($0.locale) translation by \($0.provider)" } ?? ""
        var out = section("Accessibility claims (W3C Display Guide\(translation))")
        for field in guide.fields where field.hasMetadata || field.id == "ways-of-reading" || field.id == "conformance" {
            out += "    \(field.title): " + field.statements.map(\.compact).joined(separator: "; ") + "\n"
        }
        return out
    }

    /// The specification the book was judged by (1.1 when unknown).
    static func title(_ report: Report) -> String { (report.profile?.profile ?? .epubA11y11).title }

    private func requirements(_ assessment: ConformanceAssessment, title: String) -> String {
        var out = section("\(title) requirements")
        for group in Requirement.Group.allCases {
            let rows = assessment.rows.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            out += "    \(group.title)\n"
            for row in rows {
                let why = row.status == .notApplicable ? row.evidence.first.map { ": \($0)" } ?? "" : ""
                out += "      " + status(row.status) + "  " + row.title + (row.level == .should ? " (should)" : "") + why + "\n"
                for line in row.evidence.prefix(row.status == .notMet ? 3 : 0) { out += "               \(line)\n" }
                if row.status == .notMet, row.evidence.count > 3 { out += "               … \(row.evidence.count - 3) more\n" }
            }
        }
        return out
    }

    private func claims(_ assessment: ConformanceAssessment) -> String {
        guard !assessment.claims.isEmpty else { return "" }
        var out = section("Claims vs evidence")
        for claim in assessment.claims {
            let label: String = switch claim.status {
            case .consistent: paint("consistent  ", .green)
            case .contradicted: paint("CONTRADICTED", .red)
            case .unsupported: paint("unsupported ", .yellow)
            case .undeclared: paint("undeclared  ", .yellow)
            case .needsReview: paint("review      ", .yellow)
            }
            let impact = claim.impact.map { " [\($0.rawValue)]" } ?? ""
            out += "    \(label)  \(claim.claim)\(impact): \(claim.evidence)\n"
        }
        return out
    }

    private func findings(_ report: Report) -> String {
        var out = section("Findings")
        if report.findings.isEmpty { return out + "    (none)\n" }
        // A public var: negative would trap in prefix(_:), Int.min in the subtraction below.
        let shown = max(0, findingsPerImpact)
        for impact in Impact.allCases.reversed() {
            let group = report.findings.filter { $0.impact == impact }
            guard !group.isEmpty else { continue }
            out += "    " + paint(impact.rawValue.uppercased(), impact >= .serious ? .red : .yellow) + " (\(group.count))\n"
            for finding in group.prefix(shown) {
                let review = finding.outcome == .needsReview ? " [needs review]" : ""
                let id = finding.elementID.map { " #\($0)" } ?? ""
                out += "      \(finding.location?.description ?? "-")\(id)  \(finding.ruleID)\(review)\n        \(finding.message)\n"
            }
            if group.count > shown { out += "      … and \(group.count - shown) more (use --format json)\n" }
        }
        return out
    }

    private func manualReview(_ assessment: ConformanceAssessment) -> String {
        let rows = assessment.rows.filter { $0.status == .needsReview && !$0.manualChecks.isEmpty }
        guard !rows.isEmpty else { return "" }
        var out = section("Manual review (no automated check can decide these)")
        for row in rows {
            for check in row.manualChecks { out += "    [ ] \(check)  (\(row.title))\n" }
        }
        return out
    }

    // MARK: Styling

    private enum Tint: String { case red = "31", green = "32", yellow = "33" }

    private func status(_ status: ConformanceAssessment.Status) -> String {
        switch status {
        case .met: paint("met         ", .green)
        case .notMet: paint("NOT MET     ", .red)
        case .needsReview: paint("review      ", .yellow)
        case .notApplicable: "n/a         "
        }
    }

    private func section(_ title: String) -> String { "  " + bold(title) + "\n" }
    private func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func paint(_ text: String, _ tint: Tint) -> String { color ? "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m" : text }
}
