import EPUBA11y
import Foundation

/// The batch outputs beside the report: `--ndjson` (one compact JSON report per line),
/// `--csv` (one row per book) and `--html-dir` (a report per book and the dashboard).
final class BatchFiles {
    private var ndjson: FileHandle?
    private var csv: FileHandle?
    private let htmlDirectory: String?
    private var dashboard = BatchDashboard()
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    init(ndjson: String?, csv: String?, htmlDirectory: String?) throws {
        self.ndjson = try ndjson.map(Self.create)
        self.csv = try csv.map(Self.create)
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

    func write(_ report: Report) throws {
        if let ndjson {
            ndjson.write(try encoder.encode(report))
            ndjson.write(Data("\n".utf8))
        }
        csv?.write(Data(BatchCSV.row(report).utf8))
        if let htmlDirectory {
            let name = BatchDashboard.reportFileName(for: report.subject.file)
            try HTMLReportRenderer.render(report).write(toFile: (htmlDirectory as NSString).appendingPathComponent(name),
                                                         atomically: true, encoding: .utf8)
            dashboard.add(report, reportFile: name)
        }
    }

    /// Closes the files and writes the dashboard for the books done (also after an interruption).
    func finish() throws {
        try ndjson?.close()
        try csv?.close()
        if let htmlDirectory {
            for view in BatchDashboard.View.allCases {
                try dashboard.render(view).write(toFile: (htmlDirectory as NSString).appendingPathComponent(view.rawValue),
                                                 atomically: true, encoding: .utf8)
            }
        }
    }

    /// The reports of an earlier `--ndjson` run, by file.
    static func previousReports(_ path: String) throws -> [String: Report] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var reports: [String: Report] = [:]
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n") where !line.isEmpty {
            let report = try decoder.decode(Report.self, from: Data(line.utf8))
            reports[report.subject.file] = report
        }
        return reports
    }
}
