/// One chart of the dashboard: a horizontal bar chart drawn as inline SVG (no script, no file to
/// fetch), inside a `figure` whose `figcaption` names it and whose table holds the same numbers,
/// so nothing is said only by the picture, and nothing by colour alone: every bar is labelled
/// with its name and number. The SVG is `role="img"`, named by its `<title>`, which lists the
/// numbers too. Lengths are whole numbers computed from the counts: the same batch draws the
/// same bytes.
struct DashboardChart: Sendable {
    /// One bar: its label, count, and the class that colours it (`bar content-fails`).
    struct Bar: Sendable {
        let label: String
        let value: Int
        let style: String
        /// Rule ids are code: drawn and listed in a monospace face.
        var isCode = false
    }

    /// The figure's id (`chart-verdicts`); its caption, title and table ids derive from it.
    let id: String
    /// The chart's name, in the `figcaption`.
    let title: String
    /// A sentence under the caption saying what is counted; nil for none.
    let note: String?
    let bars: [Bar]
    /// The header of the table's first column (`Verdict`, `Rule`).
    let labelHeader: String
    /// What the shares are of (the books counted); 0 shows no share column.
    let total: Int
    /// Shown instead of the chart when there are no bars.
    var empty: String?

    private static let width = 640, rowHeight = 26, barHeight = 18, valueRoom = 64
    /// Characters a label keeps in the picture (the table keeps them all).
    private static let labelCharacters = 48

    /// The `figure` with the SVG and the table.
    func html(_ words: ReportStrings) -> String {
        let escape = HTMLReportRenderer.escape
        var out = "<figure id=\"\(id)\">\n<figcaption id=\"\(id)-caption\">\(escape(title))</figcaption>\n"
        if let note { out += "<p class=\"note\">\(escape(note))</p>\n" }
        if bars.isEmpty { return out + "<p>\(escape(empty ?? ""))</p>\n</figure>\n" }
        out += svg(words) + table(words)
        return out + "</figure>\n"
    }

    /// The picture: labels right-aligned against the axis, a bar per count, the count after it.
    private func svg(_ words: ReportStrings) -> String {
        let escape = HTMLReportRenderer.escape
        let shown = bars.map { $0.label.count > Self.labelCharacters ? String($0.label.prefix(Self.labelCharacters - 1)) + "…" : $0.label }
        // About 7 px a character at 13 px (8 in the monospace face): room for the longest label.
        let widest = zip(bars, shown).map { $1.count * ($0.isCode ? 8 : 7) }.max() ?? 0
        let axis = min(380, max(90, widest + 16))
        let room = Self.width - axis - Self.valueRoom
        let largest = max(1, bars.map { max(0, $0.value) }.max() ?? 1)
        let height = bars.count * Self.rowHeight + 8
        let summary = bars.map { "\($0.label)\(words("colon"))\(max(0, $0.value))" }.joined(separator: words("statement-separator"))
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\" aria-labelledby=\"\(id)-svg\" "
            + "viewBox=\"0 0 \(Self.width) \(height)\" width=\"\(Self.width)\" height=\"\(height)\" focusable=\"false\">\n"
            + "<title id=\"\(id)-svg\">\(escape(title + words("colon") + summary))</title>\n"
        for (index, (bar, label)) in zip(bars, shown).enumerated() {
            let top = 4 + index * Self.rowHeight, value = max(0, bar.value)
            // A count above zero always shows a sliver, however small beside the largest.
            let length = value == 0 ? 0 : max(2, Int((Double(value) / Double(largest) * Double(room)).rounded(.down)))
            let baseline = top + Self.barHeight - 4
            let code = bar.isCode ? " class=\"code\"" : ""
            out += "<text x=\"\(axis - 8)\" y=\"\(baseline)\" text-anchor=\"end\"\(code)>\(escape(label))</text>"
            if length > 0 {
                out += "<rect class=\"\(escape(bar.style))\" x=\"\(axis)\" y=\"\(top)\" width=\"\(length)\" height=\"\(Self.barHeight)\"/>"
            }
            out += "<text x=\"\(axis + length + 6)\" y=\"\(baseline)\">\(value)</text>\n"
        }
        out += "<line class=\"axis\" x1=\"\(axis)\" y1=\"0\" x2=\"\(axis)\" y2=\"\(height)\"/>\n</svg>\n"
        return out
    }

    /// The numbers: one row per bar, with its share of ``total``.
    private func table(_ words: ReportStrings) -> String {
        let escape = HTMLReportRenderer.escape
        var out = "<table aria-labelledby=\"\(id)-caption\">\n<thead><tr><th scope=\"col\">\(escape(labelHeader))</th>"
            + "<th scope=\"col\">\(escape(words("dashboard.column.books")))</th>"
            + (total > 0 ? "<th scope=\"col\">\(escape(words("dashboard.column.share")))</th>" : "") + "</tr></thead>\n<tbody>\n"
        for bar in bars {
            let value = max(0, bar.value)
            let label = bar.isCode ? "<code>\(escape(bar.label))</code>" : escape(bar.label)
            out += "<tr><th scope=\"row\">\(label)</th><td class=\"n\">\(value)</td>"
                + (total > 0 ? "<td class=\"n\">\(escape(Self.share(value, of: total, words)))</td>" : "") + "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    /// `value` as a whole percentage of `total` (half up), `<1%` for a count too small to round to 1.
    static func share(_ value: Int, of total: Int, _ words: ReportStrings) -> String {
        guard total > 0, value > 0 else { return words("dashboard.percent", ["value": "0"]) }
        let percent = (Double(value) * 100 / Double(total)).rounded(.toNearestOrAwayFromZero)
        if percent < 1 { return words("dashboard.percent.below-one") }
        return words("dashboard.percent", ["value": String(Int(min(percent, 100_000)))])
    }
}
