/// The index's four charts. Their counts are the batch's own (``BatchSummary``: the same classes
/// and tallies as the end-of-run summary), never recounted from the pages.
extension BatchDashboard {
    /// How the dashboard sorts books into four: ``BatchSummary``'s classes.
    public enum BookClass: String, CaseIterable, Sendable {
        /// The content fails (whatever the metadata).
        case contentFails = "content-fails"
        /// Only the metadata fails.
        case metadataOnly = "metadata-only"
        /// No automated check failed.
        case noAutomatedFailures = "no-automated-failures"
        /// The book could not be read.
        case cannotBeAssessed = "cannot-be-assessed"

        /// The string-table key of its label.
        var key: String { "dashboard.class." + rawValue }
    }

    /// The number of books of `bookClass`.
    public func count(of bookClass: BookClass) -> Int {
        switch bookClass {
        case .contentFails: summary.contentFails
        case .metadataOnly: summary.metadataOnlyFails
        case .noAutomatedFailures: summary.verdicts[.noAutomatedFailures] ?? 0
        case .cannotBeAssessed: summary.verdicts[.cannotBeAssessed] ?? 0
        }
    }

    /// How many rules the rule chart shows.
    public static let topRules = 15

    /// The histogram's buckets of failed findings per book: bounds that read as round numbers
    /// from one book to a catalogue (a book with thousands of failures is one untagged image
    /// series or table repeated); the last is open (`upper` nil).
    public static let findingBuckets: [(lower: Int, upper: Int?)] = [
        (0, 0), (1, 4), (5, 9), (10, 24), (25, 49), (50, 99), (100, 249), (250, 499), (500, 999), (1000, nil),
    ]

    /// The four charts, in reading order (a grid of two columns on a wide screen).
    func charts() -> [DashboardChart] {
        let words = strings
        let readable = rows.filter { $0.verdict != .cannotBeAssessed }
        let verdicts = DashboardChart(
            id: "chart-verdicts", title: words("dashboard.chart.verdicts"), note: words("dashboard.chart.verdicts.note"),
            bars: BookClass.allCases.map { .init(label: words($0.key), value: count(of: $0), style: "bar " + $0.rawValue) },
            labelHeader: words("verdict.label"), total: summary.books)
        let top = summary.topFailingRules(Self.topRules)
        let rules = DashboardChart(
            id: "chart-rules", title: words.count("dashboard.chart.rules", top.isEmpty ? Self.topRules : top.count), note: words("dashboard.chart.rules.note"),
            bars: top.map { .init(label: $0.rule, value: $0.books, style: "bar", isCode: true) },
            labelHeader: words("html.column.rule"), total: summary.books, empty: words("dashboard.chart.rules.none"))
        // The two headline questions side by side first: how many fail, how many fix repairs.
        return [verdicts, fixChart(), rules, findingsChart(readable)]
    }

    /// What `fix` would do for the books whose metadata fails (those not counted shown only when there are some).
    private func fixChart() -> DashboardChart {
        let words = strings
        let failing = summary.fixOutcomes.values.reduce(summary.fixNotCounted, +)
        var bars = FixOutlook.Outcome.allCases.map { outcome in
            DashboardChart.Bar(label: words("dashboard.chart.fix." + outcome.rawValue), value: summary.fixOutcomes[outcome] ?? 0,
                               style: "bar " + outcome.rawValue)
        }
        if summary.fixNotCounted > 0 {
            bars.append(.init(label: words("dashboard.chart.fix.not-counted"), value: summary.fixNotCounted, style: "bar not-counted"))
        }
        let note = words.count("dashboard.chart.fix.note", failing, ["total": String(summary.books)]) + " " + words("dashboard.chart.fix.how")
        return DashboardChart(id: "chart-fix", title: words("dashboard.chart.fix"), note: note, bars: failing == 0 ? [] : bars,
                              labelHeader: words("dashboard.column.fix"), total: failing, empty: words("dashboard.chart.fix.none"))
    }

    /// Readable books by their number of failed findings.
    private func findingsChart(_ readable: [Row]) -> DashboardChart {
        let words = strings
        var counts = Array(repeating: 0, count: Self.findingBuckets.count)
        for row in readable {
            let total = row.failedTotal
            if let index = Self.findingBuckets.lastIndex(where: { $0.lower <= total }) { counts[index] += 1 }
        }
        let bars = zip(Self.findingBuckets, counts).map { bucket, count in
            let label = switch bucket.upper {
            case nil: words("dashboard.bucket.open", ["lower": String(bucket.lower)])
            case bucket.lower?: String(bucket.lower)
            case let upper?: words("dashboard.bucket.range", ["lower": String(bucket.lower), "upper": String(upper)])
            }
            return DashboardChart.Bar(label: label, value: count, style: "bar")
        }
        return DashboardChart(id: "chart-findings", title: words("dashboard.chart.findings"),
                              note: words.count("dashboard.chart.findings.note", readable.count), bars: readable.isEmpty ? [] : bars,
                              labelHeader: words("dashboard.column.findings"), total: readable.count,
                              empty: words("dashboard.chart.findings.none"))
    }
}
