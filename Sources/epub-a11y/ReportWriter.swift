import ArgumentParser
import EPUBA11y
import Foundation

/// Renders reports in one format and writes them to standard output, a file, or a folder.
struct ReportWriter {
    let format: ReportFormat
    let output: String?

    func write(_ reports: [Report]) throws {
        guard let output else {
            try writeToStandardOutput(reports)
            return
        }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        if reports.count == 1, !(exists && isFolder.boolValue), !output.hasSuffix("/") {
            try render(reports[0], color: false).write(toFile: output, atomically: true, encoding: .utf8)
            return
        }
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        for report in reports {
            let name = ((report.subject.file as NSString).lastPathComponent as NSString).deletingPathExtension
            let path = (output as NSString).appendingPathComponent("\(name).\(format.fileExtension)")
            try render(report, color: false).write(toFile: path, atomically: true, encoding: .utf8)
        }
    }

    private func writeToStandardOutput(_ reports: [Report]) throws {
        switch format {
        case .text:
            let color = isatty(STDOUT_FILENO) == 1 && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
            for report in reports { print(try render(report, color: color), terminator: "") }
        case .json:
            print(reports.count == 1 ? try JSONOutput.encode(reports[0]) : try JSONOutput.encode(reports))
        case .earl:
            let documents = try reports.map { try EARLRenderer.render($0) }
            print(documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]")
        case .html:
            guard reports.count == 1 else {
                throw ValidationError("--format html writes one document per book: give --output <folder> for several books.")
            }
            print(try render(reports[0], color: false), terminator: "")
        }
    }

    private func render(_ report: Report, color: Bool) throws -> String {
        switch format {
        case .text: TextReportRenderer(color: color).render(report)
        case .json: try JSONOutput.encode(report) + "\n"
        case .html: HTMLReportRenderer.render(report)
        case .earl: try EARLRenderer.render(report) + "\n"
        }
    }
}
