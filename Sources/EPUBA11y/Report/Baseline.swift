import Foundation

/// The findings a team has accepted for now: those of earlier reports (`check --format json`,
/// a JSON array of reports, or `--ndjson`/`--write-baseline` lines). A finding of a new report
/// is *baseline* when a finding of the same book has its fingerprint, else *new*; `--fail-on`
/// then judges new findings only, so CI fails on what a change brought in.
///
/// Matching, per book (as the reports name it): first by ``FindingFingerprint/primary`` (same
/// rule, entry, context and rank), then what is left by ``FindingFingerprint/context`` (the
/// same without the entry), so a finding follows a renamed or moved document. Each baseline
/// finding matches once. Only the book name, and each finding's rule, message, location and
/// element id are read, so a baseline from an older report schema still serves.
public struct Baseline: Sendable {
    /// A file that holds no report.
    public struct Unreadable: Error, CustomStringConvertible {
        /// The baseline file.
        public let path: String
        /// What was wrong with it.
        public let reason: String
        /// `file: not a baseline (reason)`.
        public var description: String { "\(path): not a baseline: \(reason)" }
    }

    /// Fingerprints by book.
    let books: [String: [FindingFingerprint]]

    /// A baseline of these reports.
    public init(reports: [Report]) {
        var books: [String: [FindingFingerprint]] = [:]
        for report in reports { books[report.subject.file, default: []] += FindingFingerprint.all(of: report) }
        self.books = books
    }

    /// The baseline in `path`.
    /// - Throws: the read error, or ``Unreadable`` naming the file and, for NDJSON, the line.
    public static func load(_ path: String) throws -> Baseline {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let decoder = JSONDecoder()
        var reports: [Recorded] = []
        if let one = try? decoder.decode(Recorded.self, from: data) {
            reports = [one]
        } else if let many = try? decoder.decode([Recorded].self, from: data) {
            reports = many
        } else {
            for (index, line) in data.split(separator: UInt8(ascii: "\n")).enumerated()
            where !line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }) {
                do {
                    reports.append(try decoder.decode(Recorded.self, from: Data(line)))
                } catch {
                    throw Unreadable(path: path, reason: "line \(index + 1) is not a report (\(error.localizedDescription))")
                }
            }
        }
        if reports.isEmpty { throw Unreadable(path: path, reason: "it holds no report") }
        var books: [String: [FindingFingerprint]] = [:]
        for report in reports {
            books[report.subject.file, default: []] += FindingFingerprint.all(book: report.subject.file, findings: report.findings)
        }
        return Baseline(books: books)
    }

    init(books: [String: [FindingFingerprint]]) { self.books = books }

    /// For each finding of `report`, in order, whether it is new (absent from the baseline).
    /// `fingerprints`: the report's, when the caller has them already (SARIF does).
    public func newFindings(of report: Report, fingerprints: [FindingFingerprint]? = nil) -> [Bool] {
        let current = fingerprints ?? FindingFingerprint.all(of: report)
        let recorded = books[report.subject.file] ?? []
        var consumed = Array(repeating: false, count: recorded.count)
        var isNew = Array(repeating: true, count: current.count)
        // Per key, the baseline findings that have it, in order: linear in the findings of a book,
        // and each baseline finding matches once across both passes.
        for key in [\FindingFingerprint.primary, \FindingFingerprint.context] {
            var candidates = Dictionary(grouping: recorded.indices, by: { recorded[$0][keyPath: key] }).mapValues { ArraySlice($0) }
            for (index, fingerprint) in current.enumerated() where isNew[index] {
                while let first = candidates[fingerprint[keyPath: key]]?.first, consumed[first] {
                    candidates[fingerprint[keyPath: key]]?.removeFirst()
                }
                guard let match = candidates[fingerprint[keyPath: key]]?.popFirst() else { continue }
                consumed[match] = true
                isNew[index] = false
            }
        }
        return isNew
    }

    /// What a baseline reads of a report.
    private struct Recorded: Decodable {
        struct Subject: Decodable { let file: String }
        let subject: Subject
        let findings: [Finding]
    }
}
