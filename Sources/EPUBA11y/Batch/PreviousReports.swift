import Foundation

/// The reports of an earlier NDJSON run (`check --ndjson`), by book path: the cache behind
/// `--changed-since`. A book whose size and modification time are unchanged reuses its report.
public enum PreviousReports {
    /// A line that is neither a report nor the torn last line of a killed run.
    public struct NotAReport: Error, CustomStringConvertible {
        /// The NDJSON file.
        public let path: String
        /// 1-based line.
        public let line: Int
        /// What the decoder said.
        public let reason: String

        /// `file:line: not a report of an earlier --ndjson run (reason)`.
        /// `file:line: not a report of an earlier --ndjson run (reason)`.
        public var description: String { "\(path):\(line): not a report of an earlier --ndjson run (\(reason))" }
    }

    /// The reports in `path`, by `subject.file`. A last line cut short (the run was killed while
    /// writing it) is skipped: that book is audited again. So is a report of another schema
    /// version: another version of the tool judged it.
    /// - Throws: the file's read error, or ``NotAReport`` naming the line.
    public static func load(_ path: String) throws -> [String: BatchEntry] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var reports: [String: BatchEntry] = [:]
        let decoder = JSONDecoder()
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.isEmpty {
            do {
                let header = try decoder.decode(Header.self, from: Data(line.utf8))
                guard header.schemaVersion == Report.schemaVersion else { continue }
                let entry = try decoder.decode(BatchEntry.self, from: Data(line.utf8))
                reports[entry.report.subject.file] = entry
            } catch {
                let isTornLastLine = index == lines.count - 1 && !text.hasSuffix("\n")
                if isTornLastLine { continue }
                throw NotAReport(path: path, line: index + 1, reason: error.localizedDescription)
            }
        }
        return reports
    }

    /// The first thing read from a line: which schema wrote it.
    private struct Header: Decodable {
        let schemaVersion: String
    }
}
