import EPUBCore

/// Renders a ``MetadataReport`` for a terminal: the Display Guide view first (what a reader
/// would be told), then the metadata as written, then what the metadata rules found.
public enum MetadataTextRenderer {
    /// The terminal text of `report`; `descriptive` picks the Display Guide's descriptive statements
    /// over the compact ones; `strings` is the language of the renderer's own words (nil: the
    /// Display Guide's language when reports render in it, else English).
    public static func render(_ report: MetadataReport, descriptive: Bool = false, strings: ReportStrings? = nil) -> String {
        var out = "\(report.file)" + (report.title.map { " — \($0)" } ?? "") + "\n"
        let localization = report.displayGuide.localization
        let words = strings ?? localization.map { ReportStrings.report(for: $0.locale) } ?? .english
        out += "  " + (localization.map { words("metadata.guide.translated", ["version": $0.version, "locale": $0.locale, "provider": $0.provider]) }
                       ?? words("metadata.guide", ["version": DisplayGuide.stringsVersion])) + "\n"
        let fallback = Set(localization?.fallbackKeys ?? [])
        var inEnglish: [String] = []
        for field in report.displayGuide.fields where field.hasMetadata || !field.statements.isEmpty {
            out += "    \(field.title)\n"
            if fallback.contains(field.id + "-title") { inEnglish.append(field.id + "-title") }
            for statement in field.statements {
                var text = descriptive ? statement.descriptive : statement.compact
                if let link = statement.link, !text.contains(link) { text += " <\(link)>" }
                // A statement the translation lacks is shown in English, and marked so.
                let marked = fallback.contains(statement.id)
                if marked { inEnglish.append(statement.id) }
                out += "      - \(text)\(marked ? " [en]" : "")\n"
            }
        }
        if !inEnglish.isEmpty {
            out += "    " + words("metadata.fallback", ["locale": localization?.locale ?? "", "keys": inEnglish.joined(separator: ", ")]) + "\n"
        }
        out += "  " + words("metadata.as-written", ["count": String(report.asWritten.count)]) + "\n"
        if report.asWritten.isEmpty { out += "    \(words("text.none"))\n" }
        let width = report.asWritten.map { $0.location.description.count }.max() ?? 0
        for line in report.asWritten {
            let property = line.kind == .link ? "link \(line.property)" : line.property
            out += "    \(line.location.description.padded(to: width + 1)) \(property) = \(line.value)\n"
        }
        out += "  " + words("metadata.findings", ["count": String(report.findings.count), "profile": report.profile.profile.title,
                                                   "reason": words.text(report.profile.reasonMessage)]) + "\n"
        if report.findings.isEmpty { out += "    \(words("text.none"))\n" }
        let impactWidth = Impact.allCases.map { words.impact($0).count }.max() ?? 0
        for finding in report.findings {
            let outcome = finding.outcome == .needsReview ? " " + words("metadata.needs-review") : ""
            out += "    \(words.impact(finding.impact).padded(to: max(impactWidth + 1, 9)))\(finding.ruleID)  \(finding.location?.description ?? "-")\n"
            out += "      \(words.text(finding.sentence))\(outcome)\n"
        }
        return out
    }
}
