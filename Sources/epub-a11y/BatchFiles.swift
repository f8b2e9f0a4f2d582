import ArgumentParser
import EPUBA11y
import Foundation

/// The batch outputs beside the report: `--ndjson` (one compact JSON report per line),
/// `--csv` (one row per book) and `--html-dir` (a report per book and the dashboard).
final class BatchFiles {
    private var ndjson: FileHandle?
    private var csv: FileHandle?
    private let htmlDirectory: String?
    private let strings: ReportStrings
    private var dashboard: BatchDashboard
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// Outputs written beside their final path and moved over it by ``finish()``: those that
    /// are also this run's `--changed-since` input, which a killed run must not have truncated.
    private var pendingMoves: [(from: String, to: String)] = []

    /// `inputs` are files this run reads (its `--changed-since` NDJSON); an output that is one
    /// of them is written to `<path>.partial` and moved into place only when the run ends.
    init(ndjson: String?, csv: String?, htmlDirectory: String?, inputs: [String] = [], strings: ReportStrings = .english) throws {
        self.strings = strings
        self.dashboard = BatchDashboard(strings: strings)
        let protected = Set(inputs.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        var moves: [(from: String, to: String)] = []
        let target = { (path: String) -> String in
            guard protected.contains(URL(fileURLWithPath: path).standardizedFileURL.path) else { return path }
            moves.append((path + ".partial", path))
            return path + ".partial"
        }
        self.ndjson = try ndjson.map(target).map(Self.create)
        self.csv = try csv.map(target).map(Self.create)
        self.pendingMoves = moves
        self.htmlDirectory = htmlDirectory
        if let htmlDirectory { try FileManager.default.createDirectory(atPath: htmlDirectory, withIntermediateDirectories: true) }
        self.csv?.write(Data(BatchCSV.headerLine().utf8))
    }

    private static func create(_ path: String) throws -> FileHandle {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return handle
    }

    func write(_ entry: BatchEntry) throws {
        let report = entry.report
        if let ndjson {
            // One write per line: a run killed between books leaves whole lines only, and every
            // finished report is on disk (FileHandle writes are unbuffered) for --changed-since.
            var line = try encoder.encode(entry)
            line.append(0x0A)
            ndjson.write(line)
        }
        csv?.write(Data(BatchCSV.row(report).utf8))
        if let htmlDirectory {
            let name = BatchDashboard.reportFileName(for: report.subject.file)
            try HTMLReportRenderer.render(report, strings: strings).write(toFile: (htmlDirectory as NSString).appendingPathComponent(name),
                                                         atomically: true, encoding: .utf8)
            dashboard.add(entry, reportFile: name)
        }
    }

    /// Closes the files and writes the dashboard for the books done (also after an interruption).
    func finish() throws {
        try ndjson?.close()
        try csv?.close()
        for move in pendingMoves where rename(move.from, move.to) != 0 {  // atomic: the old file or the new, never neither
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: move.to])
        }
        pendingMoves = []
        if let htmlDirectory {
            for view in BatchDashboard.View.allCases {
                try dashboard.render(view).write(toFile: (htmlDirectory as NSString).appendingPathComponent(view.rawValue),
                                                 atomically: true, encoding: .utf8)
            }
        }
    }
}
