import Foundation

/// The `index.html` of `--html-dir`: one accessible table of every book with links to each
/// book's report. Without JavaScript a table cannot re-sort or filter itself, so pre-sorted
/// views (by path, by verdict, by failures) and filtered ones (content fails, metadata only)
/// link to each other.
public struct BatchDashboard: Sendable {
    /// One book in the table.
    public struct Row: Sendable, Hashable {
        /// The book's path as given to the batch.
        public let path: String
        /// "" when the book has no title.
        public let title: String
        /// The report's verdict.
        public let verdict: ConformanceAssessment.Verdict
        /// Does the content fail?
        public let contentVerdict: ConformanceAssessment.Verdict
        /// Does the metadata fail?
        public let metadataVerdict: ConformanceAssessment.Verdict
        /// The worst reason of a *fails*, as one sentence; "" otherwise.
        public let firstReason: String
        /// Failed findings by impact.
        public let failed: [Impact: Int]
        /// Findings a person must check.
        public let needsReview: Int
        /// The book's report file name, relative to the dashboard.
        public let reportFile: String
    }

    /// One pre-sorted or filtered page of the dashboard; the raw value is its file name.
    public enum View: String, CaseIterable, Sendable {
        case path = "index.html", verdict = "by-verdict.html", failures = "by-failures.html"
        /// Books whose content fails (whatever their metadata): weeks of work, by failures.
        case contentFails = "content-fails.html"
        /// Books that fail on their metadata only: minutes of work, by path.
        case metadataOnly = "metadata-only.html"

        var label: String {
            switch self {
            case .path: "all books, by path"
            case .verdict: "all books, by verdict"
            case .failures: "all books, by failed findings"
            case .contentFails: "books whose content fails"
            case .metadataOnly: "books that fail on metadata only"
            }
        }

        func includes(_ row: Row) -> Bool {
            switch self {
            case .path, .verdict, .failures: true
            case .contentFails: row.contentVerdict == .fails
            case .metadataOnly: row.metadataVerdict == .fails && row.contentVerdict != .fails
            }
        }
    }

    public private(set) var rows: [Row] = []

    /// An empty dashboard.
    public init() {}

    /// Adds a book's row, linking to `reportFile`.
    public mutating func add(_ report: Report, reportFile: String) {
        rows.append(Row(path: report.subject.file, title: report.subject.title ?? "", verdict: report.verdict,
                        contentVerdict: report.contentVerdict, metadataVerdict: report.metadataVerdict,
                        firstReason: report.verdictReasons.first.map(\.sentence) ?? "",
                        failed: report.summary.failed, needsReview: report.summary.needsReview, reportFile: reportFile))
    }

    /// A file name for a book's report that is unique per path and safe on every file system.
    /// Never starts with a dot (no hidden files from `../` paths).
    public static func reportFileName(for path: String) -> String {
        let safe = path.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" ? String($0) : "_" }
        let name = String(safe.joined().drop { $0 == "." || $0 == "_" })
        return (name.isEmpty ? "book" : name) + ".html"
    }

    /// The complete HTML page of `view`, rows sorted its way.
    public func render(_ view: View) -> String {
        let shown = rows.filter(view.includes)
        let sorted: [Row] = switch view {
        case .path, .metadataOnly: shown.sorted { $0.path < $1.path }
        case .verdict: shown.sorted { ($0.verdict.rawValue, $0.path) < ($1.verdict.rawValue, $1.path) }
        case .failures, .contentFails: shown.sorted { (Self.weight($1), $0.path) < (Self.weight($0), $1.path) }  // heaviest first, no negation
        }
        let escape = HTMLReportRenderer.escape
        let verdicts = Dictionary(grouping: rows, by: \.verdict).mapValues(\.count)
        let contentFails = rows.filter(View.contentFails.includes).count, metadataOnly = rows.filter(View.metadataOnly.includes).count
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>epub-a11y: \(rows.count) books</title>
            <style>
            body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a;background:#fff;line-height:1.4}
            table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:bold;padding:.5rem 0}
            th,td{border:1px solid #767676;padding:.3rem .5rem;text-align:left;vertical-align:top}
            td.n{text-align:right}th{background:#f0f0f0}a{color:#0b4f9c}a:focus{outline:3px solid #0b4f9c;outline-offset:2px}
            td.path{word-break:break-all;font-family:monospace}
            </style></head>
            <body>
            <header><h1>Accessibility audit of \(rows.count) book\(rows.count == 1 ? "" : "s")</h1>
            <p>\(ConformanceAssessment.Verdict.allCases.map { "\(verdicts[$0] ?? 0) \(escape($0.rawValue))" }.joined(separator: ", ")): \(contentFails) with content that fails, \(metadataOnly) failing on metadata only.</p></header>
            <nav aria-label="Views"><p>Showing \(view.label) (\(sorted.count)). Other views: \(View.allCases.filter { $0 != view }.map { #"<a href="\#($0.rawValue)">\#($0.label)</a>"# }.joined(separator: ", ")).</p></nav>
            <main>
            <table>
            <caption>\(view.label.prefix(1).uppercased() + view.label.dropFirst())</caption>
            <thead><tr><th scope="col">Book</th><th scope="col">Title</th><th scope="col">Verdict</th><th scope="col">Content</th><th scope="col">Metadata</th><th scope="col">Main reason</th><th scope="col">Critical</th><th scope="col">Serious</th><th scope="col">Moderate</th><th scope="col">Minor</th><th scope="col">To review</th></tr></thead>
            <tbody>

            """
        for row in sorted {
            let counts = Impact.allCases.reversed().map { #"<td class="n">\#(row.failed[$0] ?? 0)</td>"# }.joined()
            html += #"<tr><th scope="row" class="path"><a href="\#(escape(row.reportFile))">\#(escape(row.path))</a></th>"#
                + "<td>\(escape(row.title))</td><td>\(escape(row.verdict.rawValue))</td><td>\(escape(row.contentVerdict.rawValue))</td>"
                + "<td>\(escape(row.metadataVerdict.rawValue))</td><td>\(escape(row.firstReason))</td>\(counts)<td class=\"n\">\(row.needsReview)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n</main>\n<footer><p>\(escape(Report.toolName)) \(escape(Report.toolVersion))</p></footer>\n</body>\n</html>\n"
        return html
    }

    /// Worse books first: unreadable, then by failed findings weighted by impact.
    private static func weight(_ row: Row) -> Int {
        if row.verdict == .cannotBeAssessed { return Int.max / 2 }
        // Counts may come from a decoded --changed-since report, so they can be anything: saturate.
        let weights: [(Impact, Int)] = [(.critical, 1_000_000), (.serious, 10_000), (.moderate, 100), (.minor, 1)]
        return weights.reduce(0) { $0.saturatingAdding(max(0, row.failed[$1.0] ?? 0).saturatingMultiplied(by: $1.1)) }
    }
}
