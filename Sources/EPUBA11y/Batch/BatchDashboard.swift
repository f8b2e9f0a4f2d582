import Foundation

/// The `index.html` of `--html-dir` and its sibling views: a catalogue's dashboard. The index
/// opens with four charts (`DashboardChart`: books by verdict, the rules failing in the most
/// books, what `fix` would do for the books whose metadata fails, failed findings per book), each
/// with its numbers in a table; then one accessible table of every book, linking to each book's
/// report. Without JavaScript the table is whole and pre-sorted, and pre-sorted views (by path,
/// by verdict, by failures) and filtered ones (content fails, metadata only) link to each other;
/// a small inline script adds sort buttons and a filter. Every word comes from the string tables.
public struct BatchDashboard: Sendable {
    /// One book in the table.
    public struct Row: Sendable, Hashable {
        /// The book's path as given to the batch.
        public let path: String
        /// "" when the book has no title.
        public let title: String
        /// ` lang="…"` for the title when the book's language is not the page's; "" otherwise.
        let titleLanguage: String
        /// The report's verdict.
        public let verdict: ConformanceAssessment.Verdict
        /// Does the content fail?
        public let contentVerdict: ConformanceAssessment.Verdict
        /// Does the metadata fail?
        public let metadataVerdict: ConformanceAssessment.Verdict
        /// What `fix` would make of failing metadata; nil when it does not fail or was not counted.
        public let fix: FixOutlook?
        /// The worst reason of a *fails*, as one sentence in the page's language; "" otherwise.
        public let firstReason: String
        /// Failed findings by impact.
        public let failed: [Impact: Int]
        /// Findings a person must check.
        public let needsReview: Int
        /// The book's report file name, relative to the dashboard.
        public let reportFile: String

        /// Failed findings of every impact (counts of a decoded report can be anything: saturated).
        var failedTotal: Int { failed.values.reduce(0) { $0.saturatingAdding(max(0, $1)) } }
    }

    /// One pre-sorted or filtered page of the dashboard; the raw value is its file name.
    public enum View: String, CaseIterable, Sendable {
        case path = "index.html", verdict = "by-verdict.html", failures = "by-failures.html"
        /// Books whose content fails (whatever their metadata): weeks of work, by failures.
        case contentFails = "content-fails.html"
        /// Books that fail on their metadata only: minutes of work, by path.
        case metadataOnly = "metadata-only.html"

        /// The view's name inside a sentence (`all books, by path`).
        func label(_ words: ReportStrings) -> String {
            words("dashboard.view." + String(rawValue.dropLast(".html".count)))
        }

        func includes(_ row: Row) -> Bool {
            switch self {
            case .path, .verdict, .failures: true
            case .contentFails: row.contentVerdict == .fails
            case .metadataOnly: row.metadataVerdict == .fails && row.contentVerdict != .fails
            }
        }
    }

    /// The books, in the order they were added.
    public private(set) var rows: [Row] = []
    /// The batch's counts, as the end-of-run summary has them: the charts read them.
    public private(set) var summary = BatchSummary()
    /// The words of the pages.
    public let strings: ReportStrings

    /// An empty dashboard whose pages are worded in `strings`' language.
    public init(strings: ReportStrings = .english) {
        self.strings = strings
    }

    /// Adds a book (its report and `fix`'s outlook), linking to `reportFile`.
    public mutating func add(_ entry: BatchEntry, reportFile: String) {
        let report = entry.report
        summary.add(entry)
        rows.append(Row(path: report.subject.file, title: report.subject.title ?? "",
                        titleLanguage: HTMLReportRenderer.bookLanguage(report, strings), verdict: report.verdict,
                        contentVerdict: report.contentVerdict, metadataVerdict: report.metadataVerdict,
                        fix: report.metadataVerdict == .fails ? entry.fix : nil,
                        firstReason: report.verdictReasons.first.map { strings.sentence(of: $0, in: report) } ?? "",
                        failed: report.summary.failed, needsReview: report.summary.needsReview, reportFile: reportFile))
    }

    /// Adds a book's report alone (no `fix` outlook: its metadata, if it fails, counts as not counted).
    public mutating func add(_ report: Report, reportFile: String) {
        add(BatchEntry(report: report, source: nil), reportFile: reportFile)
    }

    /// A file name for a book's report that is unique per path and safe on every file system.
    /// Never starts with a dot (no hidden files from `../` paths).
    public static func reportFileName(for path: String) -> String {
        let safe = path.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "-" ? String($0) : "_" }
        let name = String(safe.joined().drop { $0 == "." || $0 == "_" })
        return (name.isEmpty ? "book" : name) + ".html"
    }

    /// The complete HTML page of `view`, rows sorted its way; the index also has the charts.
    public func render(_ view: View) -> String {
        let words = strings, escape = HTMLReportRenderer.escape
        let shown = rows.filter(view.includes)
        let sorted: [Row] = switch view {
        case .path, .metadataOnly: shown.sorted { $0.path < $1.path }
        case .verdict: shown.sorted { ($0.verdict.rawValue, $0.path) < ($1.verdict.rawValue, $1.path) }
        case .failures, .contentFails: shown.sorted { (Self.weight($1), $0.path) < (Self.weight($0), $1.path) }  // heaviest first, no negation
        }
        let heading = words.count("dashboard.heading", rows.count)
        let classes = BookClass.allCases.map { "\(words($0.key))\(words("colon"))\(count(of: $0))" }
        let others = View.allCases.filter { $0 != view }.map { #"<a href="\#($0.rawValue)">\#(escape($0.label(words)))</a>"# }
        let viewLabel = view.label(words)
        var html = """
            <!DOCTYPE html>
            <html lang="\(escape(words.language))">
            <head><meta charset="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>
            <title>\(escape(heading)) · \(escape(viewLabel))</title>
            <style>
            \(DashboardAssets.stylesheet)
            </style></head>
            <body>
            <a class="skip" href="#books-title">\(escape(words("dashboard.skip")))</a>
            <header><h1>\(escape(heading))</h1>
            <p>\(escape(classes.joined(separator: words("statement-separator")))).</p></header>
            <nav aria-label="\(escape(words("dashboard.views")))"><p>\(ReportStrings.fill(escape(words("dashboard.showing")), [
                "view": escape(viewLabel), "count": String(sorted.count), "links": others.joined(separator: escape(words("dashboard.list-separator")))]))</p></nav>
            <main>

            """
        if view == .path {
            html += "<section aria-labelledby=\"charts-title\">\n<h2 id=\"charts-title\">\(escape(words("dashboard.charts")))</h2>\n"
                + "<div class=\"charts\">\n" + charts().map { $0.html(words) }.joined() + "</div>\n</section>\n"
        }
        html += "<section aria-labelledby=\"books-title\">\n<h2 id=\"books-title\">\(escape(words("dashboard.books")))</h2>\n"
            + table(sorted, view: view) + "</section>\n</main>\n"
            + "<footer><p>\(escape(Report.toolName)) \(escape(Report.toolVersion))</p></footer>\n"
            + "<script>\n\(DashboardAssets.script)</script>\n</body>\n</html>\n"
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
