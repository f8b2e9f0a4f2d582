import EPUBCore

/// Renders a ``MetadataReport`` for a terminal: the Display Guide view first (what a reader
/// would be told), then the metadata as written, then what the metadata rules found.
public enum MetadataTextRenderer {
    /// The terminal text of `report`; `descriptive` picks the Display Guide's descriptive statements over the compact ones.
    public static func render(_ report: MetadataReport, descriptive: Bool = false) -> String {
        var out = "\(report.file)" + (report.title.map { " — \($0)" } ?? "") + "\n"
        let localization = report.displayGuide.localization
        let source = localization.map { "\($0.version), \($0.locale) translation by \($0.provider)" } ?? DisplayGuide.stringsVersion
        out += "  Accessibility claims (W3C Accessibility Metadata Display Guide \(source))\n"
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
            out += "    [en]: no \(localization?.locale ?? "") wording in the W3C translation, shown in English: \(inEnglish.joined(separator: ", "))\n"
        }
        out += "  Metadata as written (\(report.asWritten.count))\n"
        if report.asWritten.isEmpty { out += "    (none)\n" }
        let width = report.asWritten.map { $0.location.description.count }.max() ?? 0
        for line in report.asWritten {
            let property = line.kind == .link ? "link \(line.property)" : line.property
            out += "    \(line.location.description.padded(to: width + 1)) \(property) = \(line.value)\n"
        }
        out += "  Findings (\(report.findings.count)), judged by \(report.profile.profile.title): \(report.profile.reason)\n"
        if report.findings.isEmpty { out += "    (none)\n" }
        for finding in report.findings {
            let outcome = finding.outcome == .needsReview ? " (needs review)" : ""
            out += "    \(finding.impact.rawValue.padded(to: 9))\(finding.ruleID)  \(finding.location?.description ?? "-")\n"
            out += "      \(finding.message)\(outcome)\n"
        }
        return out
    }
}
