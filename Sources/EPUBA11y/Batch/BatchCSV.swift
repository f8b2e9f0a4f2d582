/// One CSV row per book (RFC 4180: comma-separated, CRLF, quotes doubled inside quoted fields).
public enum BatchCSV {
    /// Column names, in order.
    public static let header = ["path", "title", "identifier", "verdict", "content_verdict", "metadata_verdict"]
        + Impact.allCases.reversed().map(\.rawValue) + ["needs_review", "declared_conformance", "has_metadata", "first_reason", "error"]

    /// The header row, CRLF-terminated like every row.
    public static func headerLine() -> String { line(header) }

    /// One book's row: the three verdicts, failed counts by impact, needs-review count, the declared
    /// claim, the first (worst) reason of a *fails* as `id: sentence`, and the error of an unreadable book.
    public static func row(_ report: Report) -> String {
        let failed = report.summary.failed
        let claim = report.metadata?.primaryClaim?.value ?? report.metadata?.conformanceClaims.first?.value ?? ""
        let verdicts: [String] = [report.verdict.rawValue, report.contentVerdict.rawValue, report.metadataVerdict.rawValue]
        let counts: [String] = Impact.allCases.reversed().map { String(failed[$0] ?? 0) }
        let reason: String = report.verdictReasons.first.map { "\($0.id): \($0.sentence)" } ?? ""
        let error: String = report.error.map { "\($0)" } ?? ""
        let hasMetadata: String = report.metadata.map { $0.isEmpty ? "no" : "yes" } ?? ""
        return line([report.subject.file, report.subject.title ?? "", report.subject.identifier ?? ""] + verdicts + counts
                    + [String(report.summary.needsReview), claim, hasMetadata, reason, error])
    }

    static func line(_ fields: [String]) -> String {
        fields.map { field in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",") + "\r\n"
    }
}
