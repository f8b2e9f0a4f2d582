/// The table of books: one row per book, the path as the row header linking to its report.
extension BatchDashboard {
    /// The `<table>` of `rows` as `view` shows them. The words the script needs (filter label,
    /// status lines) ride on the table as `data-` attributes, so the script holds no language.
    func table(_ rows: [Row], view: View) -> String {
        let words = strings, escape = HTMLReportRenderer.escape
        let label = view.label(words)
        // A view sorted by path says so on its Book header; the others are sorted by no one column.
        let sortedByPath = view == .path || view == .metadataOnly
        let columns: [(key: String, attributes: String)] = [
            ("dashboard.column.book", sortedByPath ? " aria-sort=\"ascending\"" : ""), ("dashboard.column.title", ""),
            ("verdict.label", ""), ("verdict.content", ""), ("verdict.metadata", ""), ("dashboard.column.fix", ""),
            ("dashboard.column.reason", ""),
        ]
        let heads = columns.map { "<th scope=\"col\"\($0.attributes)>\(escape(words($0.key)))</th>" }
            + Impact.allCases.reversed().map { "<th scope=\"col\">\(escape(words.impactTitle($0)))</th>" }
            + ["<th scope=\"col\">\(escape(words("dashboard.column.review")))</th>"]
        let data = [("filter", "dashboard.filter"), ("shown", "dashboard.filter.shown"), ("sorted", "dashboard.sorted"),
                    ("ascending", "dashboard.sorted.ascending"), ("descending", "dashboard.sorted.descending")]
            .map { " data-\($0.0)=\"\(escape(words($0.1)))\"" }.joined()
        var html = "<table id=\"books\" class=\"books\"\(data)>\n"
            + "<caption>\(escape(ReportStrings.capitalizedFirst(label)))</caption>\n"
            + "<thead><tr>\(heads.joined())</tr></thead>\n<tbody>\n"
        for row in rows {
            let counts = Impact.allCases.reversed().map { #"<td class="n">\#(max(0, row.failed[$0] ?? 0))</td>"# }.joined()
            html += #"<tr><th scope="row" class="path"><a href="\#(escape(row.reportFile))">\#(escape(row.path))</a></th>"#
                + "<td\(row.titleLanguage)>\(escape(row.title))</td><td>\(escape(verdictWord(row.verdict)))</td>"
                + "<td>\(escape(verdictWord(row.contentVerdict)))</td><td>\(escape(verdictWord(row.metadataVerdict)))</td>"
                + "<td>\(escape(fixWord(row)))</td><td>\(escape(row.firstReason))</td>"
                + "\(counts)<td class=\"n\">\(max(0, row.needsReview))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// `fails`, `no automated failures`, `cannot be assessed`.
    private func verdictWord(_ verdict: ConformanceAssessment.Verdict) -> String {
        strings("verdict.word." + verdict.rawValue)
    }

    /// What the "after fix" column says of a book.
    private func fixWord(_ row: Row) -> String {
        switch (row.metadataVerdict, row.fix) {
        case (.cannotBeAssessed, _): strings("dashboard.fix.unreadable")
        case (.noAutomatedFailures, _): strings("dashboard.fix.nothing")
        case (.fails, nil): strings("dashboard.fix.not-counted")
        case (.fails, let fix?): strings("dashboard.fix." + fix.outcome.rawValue)
        }
    }
}
