import Foundation

/// What a batch run found, kept small: counts and rule tallies, never the reports.
public struct BatchSummary: Sendable, Hashable, Codable {
    public private(set) var books = 0
    public private(set) var verdicts: [ConformanceAssessment.Verdict: Int] = [:]
    /// Books whose content fails (the metadata may fail too).
    public private(set) var contentFails = 0
    /// Books that fail on their metadata only.
    public private(set) var metadataOnlyFails = 0
    public private(set) var unreadable: [String] = []
    /// Books each failing rule affects.
    public private(set) var booksByFailingRule: [String: Int] = [:]
    public private(set) var failedFindings = 0
    /// Books whose metadata fails, by what `fix` would make of it (``FixOutlook``).
    public private(set) var fixOutcomes: [FixOutlook.Outcome: Int] = [:]
    /// Books whose metadata fails with no ``FixOutlook`` (a report reused from an older run).
    public private(set) var fixNotCounted = 0

    /// An empty summary.
    public init() {}

    /// Counts one more book: its report and what `fix` would do to its metadata.
    public mutating func add(_ entry: BatchEntry) {
        add(entry.report)
        guard entry.report.metadataVerdict == .fails else { return }
        if let fix = entry.fix {
            fixOutcomes[fix.outcome, default: 0] += 1
        } else {
            fixNotCounted += 1
        }
    }

    /// Counts one more book's report (adding its `BatchEntry` also counts `fix`'s outlook).
    public mutating func add(_ report: Report) {
        books += 1
        verdicts[report.verdict, default: 0] += 1
        if report.contentVerdict == .fails {
            contentFails += 1
        } else if report.metadataVerdict == .fails {
            metadataOnlyFails += 1
        }
        if let error = report.error { unreadable.append("\(error)") }
        let failed = report.findings.filter { $0.outcome == .failed }
        failedFindings += failed.count + report.omittedCount(.failed)
        for rule in Set(failed.map(\.ruleID)) { booksByFailingRule[rule, default: 0] += 1 }
    }

    /// The most frequent failing rules by the number of books they affect (ties by id).
    public func topFailingRules(_ count: Int = 10) -> [(rule: String, books: Int)] {
        booksByFailingRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(max(0, count)).map { ($0.key, $0.value) }
    }

    /// The end-of-run summary a person reads.
    public func render(cancelled: Bool = false, seconds: Double? = nil) -> String {
        var out = "Summary: \(books) book\(books == 1 ? "" : "s") audited" + (cancelled ? " (interrupted: the rest were not started)" : "")
        if let seconds, seconds > 0 { out += String(format: " in %.1f s (%.1f books/s)", seconds, Double(books) / seconds) }
        out += "\n  verdicts: " + ConformanceAssessment.Verdict.allCases
            .map { "\(verdicts[$0] ?? 0) \($0.rawValue)" }.joined(separator: ", ") + "\n"
        if verdicts[.fails, default: 0] > 0 {
            out += "  failing: \(contentFails) on content, \(metadataOnlyFails) on metadata only\n"
        }
        let metadataFails = fixOutcomes.values.reduce(fixNotCounted, +)
        if metadataFails > 0 {
            out += "  metadata after fix (nothing confirmed), of the \(metadataFails) failing on it: " + FixOutlook.Outcome.allCases
                .map { "\(fixOutcomes[$0] ?? 0) \($0.summaryPhrase)" }.joined(separator: ", ")
                + (fixNotCounted > 0 ? ", \(fixNotCounted) not counted (reused reports, or a --quiet run)" : "") + "\n"
        }
        for line in unreadable { out += "  unreadable: \(line)\n" }
        let top = topFailingRules()
        if !top.isEmpty {
            out += "  most frequent failing rules (books affected):\n"
            for (rule, count) in top { out += "    \(String(count).leftPadded(6))  \(rule)\n" }
        }
        return out
    }
}

extension FixOutlook.Outcome {
    /// How the end-of-run summary says it.
    var summaryPhrase: String {
        switch self {
        case .passes: "passes"
        case .needsClaim: "needs a conformance claim"
        case .stillFails: "still fails"
        case .refused: "refused"
        }
    }
}
