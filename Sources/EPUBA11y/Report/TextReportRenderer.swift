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
    /// The language of the report's own words; nil: the language of the report's Display Guide.
    public var strings: ReportStrings?

    /// No colour, 50 findings per impact and the Display Guide's language by default.
    public init(color: Bool = false, findingsPerImpact: Int = 50, strings: ReportStrings? = nil) {
        self.color = color
        self.findingsPerImpact = findingsPerImpact
        self.strings = strings
    }

    /// The whole text report, ending with a newline.
    public func render(_ report: Report) -> String {
        let words = strings ?? .report(for: report)
        var out = bold(report.subject.file) + (report.subject.title.map { " — \($0)" } ?? "") + "\n"
        out += "  " + words("verdict.label") + words("colon") + verdictLine(report, words) + "\n"
        guard let assessment = report.assessment else { return out + "\n" }
        out += "  " + words("verdict.parts", ["content": verdictWord(report.contentVerdict, words),
                                              "metadata": verdictWord(report.metadataVerdict, words)]) + "\n"
        out += reasons(report, words)
        if let profile = report.profile {
            out += "  " + words("profile.label") + words("colon") + profile.profile.title + words("colon") + words.text(profile.reasonMessage) + "\n"
        }
        let failed = report.summary.failed
        let counts = Impact.allCases.reversed().map { words.count("text.impact-count." + $0.rawValue, failed[$0] ?? 0) }
        out += "  " + words("text.findings", ["counts": counts.joined(separator: ", "), "review": String(report.summary.needsReview)]) + "\n"
        out += displayGuide(report, words)
        out += requirements(assessment, title: ReportStrings.specification(of: report), words)
        out += claims(assessment, words)
        out += findings(report, words)
        out += manualReview(assessment, words)
        return out + "\n"
    }

    private func verdictLine(_ report: Report, _ words: ReportStrings) -> String {
        switch report.verdict {
        case .fails:
            return paint(words("verdict.fails").uppercased(), .red) + words("colon")
                + words("verdict.fails.detail", ["specification": ReportStrings.specification(of: report)])
        case .noAutomatedFailures:
            let items = report.assessment?.manualReviewCount ?? 0
            return paint(words("verdict.no-automated-failures").uppercased(), .green) + words("colon")
                + words.count("verdict.manual-review", items) + " (\(words("verdict.not-a-stamp")))"
        case .cannotBeAssessed:
            return paint(words("verdict.cannot-be-assessed").uppercased(), .red) + words("colon") + (report.error.map { words.text(.reason(of: $0)) } ?? words("verdict.unreadable"))
        }
    }

    private func verdictWord(_ verdict: ConformanceAssessment.Verdict, _ words: ReportStrings) -> String {
        switch verdict {
        case .fails: paint(words("verdict.word.fails"), .red)
        case .noAutomatedFailures: words("verdict.word.no-automated-failures")
        case .cannotBeAssessed: words("verdict.word.cannot-be-assessed")
        }
    }

    /// Why a verdict fails, worst first: what to fix before reading the rest.
    private func reasons(_ report: Report, _ words: ReportStrings) -> String {
        guard !report.verdictReasons.isEmpty else { return "" }
        var out = "  " + words("reasons.title") + words("colon").trimmingTrailingSpaces + "\n"
        for (number, reason) in report.verdictReasons.prefix(Self.reasonsShown).enumerated() {
            out += "    \(number + 1). [\(words.impact(reason.impact)), \(words.concern(reason.concern))] \(words.sentence(of: reason, in: report))\n"
            if let evidence = reason.evidenceMessage { out += "       \(words.text(evidence))\n" }
        }
        let more = report.verdictReasons.count - Self.reasonsShown
        if more > 0 { out += "    " + words.count("reasons.more", more) + "\n" }
        return out
    }

    private func displayGuide(_ report: Report, _ words: ReportStrings) -> String {
        guard let guide = report.displayGuide else { return "" }
        var out = section(guide.localization.map { words("text.guide.translated", ["locale": $0.locale, "provider": $0.provider]) }
                          ?? words("text.guide"))
        for field in guide.fields where field.hasMetadata || field.id == "ways-of-reading" || field.id == "conformance" {
            out += "    " + field.title + words("colon") + field.statements.map(\.compact).joined(separator: words("statement-separator")) + "\n"
        }
        return out
    }

    private func requirements(_ assessment: ConformanceAssessment, title: String, _ words: ReportStrings) -> String {
        var out = section(words("text.requirements", ["specification": title]))
        let width = ConformanceAssessment.Status.allCases.map { words.shortStatus($0).count }.max() ?? 0
        for group in Requirement.Group.allCases {
            let rows = assessment.rows.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            out += "    \(words.group(group))\n"
            for row in rows {
                let why = row.status == .notApplicable ? row.evidenceMessages.first.map { words("colon") + words.text($0) } ?? "" : ""
                let should = row.level == .should ? " " + words("level.should.suffix") : ""
                out += "      " + status(row.status, words, width: width) + "  " + words.title(of: row).text + should + why + "\n"
                for line in row.evidenceMessages.prefix(row.status == .notMet ? 3 : 0) { out += "               \(words.text(line))\n" }
                if row.status == .notMet, row.evidenceMessages.count > 3 {
                    out += "               " + words("text.more", ["count": String(row.evidenceMessages.count - 3)]) + "\n"
                }
            }
        }
        return out
    }

    private func claims(_ assessment: ConformanceAssessment, _ words: ReportStrings) -> String {
        guard !assessment.claims.isEmpty else { return "" }
        var out = section(words("section.claims-evidence"))
        let width = ClaimCheck.Status.allCases.map { words.shortStatus($0).count }.max() ?? 0
        for claim in assessment.claims {
            let text = Self.column(words.shortStatus(claim.status), width: max(width, 12))
            let label: String = switch claim.status {
            case .consistent: paint(text, .green)
            case .contradicted: paint(text, .red)
            case .unsupported, .undeclared, .needsReview: paint(text, .yellow)
            }
            let impact = claim.impact.map { " [\(words.impact($0))]" } ?? ""
            out += "    \(label)  \(words.text(claim.claimMessage))\(impact)" + words("colon") + words.text(claim.evidenceMessage) + "\n"
        }
        return out
    }

    private func findings(_ report: Report, _ words: ReportStrings) -> String {
        var out = section(words("text.findings.title"))
        if report.findings.isEmpty { return out + "    \(words("text.none"))\n" }
        // A public var: negative would trap in prefix(_:), Int.min in the subtraction below.
        let shown = max(0, findingsPerImpact)
        for impact in Impact.allCases.reversed() {
            let group = report.findings.filter { $0.impact == impact }, omitted = report.omittedCount(impact: impact)
            guard !group.isEmpty else { continue }
            out += "    " + paint(words.impact(impact).uppercased(), impact >= .serious ? .red : .yellow) + " (\(group.count + omitted))\n"
            for finding in group.prefix(shown) {
                let review = finding.outcome == .needsReview ? " " + words("text.needs-review-mark") : ""
                let id = finding.elementID.map { " #\($0)" } ?? ""
                out += "      \(finding.location?.description ?? "-")\(id)  \(finding.ruleID)\(review)\n        \(words.text(finding.sentence))\n"
            }
            if group.count > shown { out += "      " + words("text.findings.more", ["count": String(group.count - shown)]) + "\n" }
            if omitted > 0 {
                out += "      " + words("report.findings.omitted", ["count": String(omitted), "limit": String(Report.maxFindingsPerKind)]) + "\n"
            }
        }
        return out
    }

    private func manualReview(_ assessment: ConformanceAssessment, _ words: ReportStrings) -> String {
        let rows = assessment.rows.filter { $0.status == .needsReview && !$0.manualChecks.isEmpty }
        guard !rows.isEmpty else { return "" }
        var out = section(words("text.manual-review"))
        for row in rows {
            for check in words.manualChecks(of: row) { out += "    [ ] \(check.text)  (\(words.title(of: row).text))\n" }
        }
        return out
    }

    // MARK: Styling

    private enum Tint: String { case red = "31", green = "32", yellow = "33" }

    /// The status word padded to the longest one of the language (12 in English), then tinted.
    private func status(_ status: ConformanceAssessment.Status, _ words: ReportStrings, width: Int) -> String {
        let text = Self.column(words.shortStatus(status), width: max(width, 12))
        return switch status {
        case .met: paint(text, .green)
        case .notMet: paint(text, .red)
        case .needsReview: paint(text, .yellow)
        case .notApplicable: text
        }
    }

    /// `text` followed by spaces up to `width` characters (none when it is that long already).
    static func column(_ text: String, width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private func section(_ title: String) -> String { "  " + bold(title) + "\n" }
    private func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    private func paint(_ text: String, _ tint: Tint) -> String { color ? "\u{1B}[\(tint.rawValue)m\(text)\u{1B}[0m" : text }
}
