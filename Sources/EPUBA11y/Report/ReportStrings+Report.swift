import EPUBCore

/// The report's own words for its values: impacts, statuses, groups, requirement titles and
/// manual checks, verdict reasons. Requirement titles and manual checks are English in the
/// catalogue; `strings/en.json` holds the same text (a test keeps them equal) so a translator
/// sees what to translate, and a requirement a table lacks keeps its English title.
extension ReportStrings {
    /// The strings to render `report` in: those of its Display Guide's locale, else English.
    public static func report(for report: Report) -> ReportStrings {
        report.displayGuide?.localization.map { Self.report(for: $0.locale) } ?? .english
    }

    /// `serious`, `grave`, … (lower case, for use inside a sentence).
    public func impact(_ impact: Impact) -> String { self("impact." + impact.rawValue) }

    /// `Serious`, `Grave`, … (a heading or a table cell).
    public func impactTitle(_ impact: Impact) -> String { Self.capitalizedFirst(self.impact(impact)) }

    /// `content` or `metadata`, as a reason names what it makes fail.
    public func concern(_ concern: Requirement.Concern) -> String { self("concern." + concern.rawValue) }

    /// The title of a requirement group.
    public func group(_ group: Requirement.Group) -> String { self("group." + group.rawValue) }

    /// `MUST` or `SHOULD`, as the specifications write them.
    public func level(_ level: Requirement.Level) -> String { self("level." + level.rawValue) }

    /// A requirement's title in this language, and whether it is English for want of a translation.
    public func title(of row: ConformanceAssessment.Row) -> (text: String, isEnglish: Bool) {
        guard language != "en", let text = table["requirement." + row.id] else { return (row.title, language != "en") }
        return (text, false)
    }

    /// The manual checks of a requirement, each with whether it is English for want of a translation.
    public func manualChecks(of row: ConformanceAssessment.Row) -> [(text: String, isEnglish: Bool)] {
        // Keyed by the check's place in the catalogue: a row lists only the checks that apply to its book.
        let catalogue = RequirementCatalog.all.first { $0.id == row.id }?.manualChecks ?? row.manualChecks
        return row.manualChecks.enumerated().map { index, check in
            let number = (catalogue.firstIndex(of: check) ?? index) + 1
            guard language != "en", let text = table["requirement.\(row.id).manual.\(number)"] else { return (check, language != "en") }
            return (text, false)
        }
    }

    /// A requirement status, as a table cell shows it (`Not met`).
    public func status(_ status: ConformanceAssessment.Status) -> String { self("status." + status.rawValue) }

    /// A requirement status, as the text report's column shows it (`NOT MET`).
    public func shortStatus(_ status: ConformanceAssessment.Status) -> String { self("status.short." + status.rawValue) }

    /// A claim comparison's status, as a table cell shows it (`Contradicted`).
    public func status(_ status: ClaimCheck.Status) -> String { self("claim-status." + status.rawValue) }

    /// A claim comparison's status, as the text report's column shows it (`CONTRADICTED`).
    public func shortStatus(_ status: ClaimCheck.Status) -> String { self("claim-status.short." + status.rawValue) }

    /// A verdict reason's sentence in this language.
    public func sentence(of reason: VerdictReason, in report: Report) -> String {
        switch reason.kind {
        case .requirement:
            let row = report.assessment?.rows.first { $0.id == reason.id }
            return language == "en" ? reason.sentence : reason.sentence(in: self, subject: row.map { title(of: $0).text } ?? reason.id)
        case .claim:
            let claim = report.assessment?.claims.first { $0.id == reason.id }
            return language == "en" ? reason.sentence : reason.sentence(in: self, subject: claim.map { text($0.claimMessage) } ?? reason.id)
        }
    }

    /// A message of the conformance layer (evidence, a claim, a profile's reason) in this language.
    public func text(_ message: ReportMessage) -> String { message.text(in: self) }

    /// The specification the book was judged by (1.1 when unknown).
    static func specification(of report: Report) -> String { (report.profile?.profile ?? .epubA11y11).title }

    static func capitalizedFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }
}
