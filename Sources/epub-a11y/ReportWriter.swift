import ArgumentParser
import EPUBA11y
import Foundation

/// Writes reports in one format, one at a time as they arrive (in input order): to standard
/// output, to one file (one book), or into a folder (one file per book). SARIF and JUnit put
/// every book in one document: their reports are kept and written by ``finish()`` (into a
/// folder as `epub-a11y.sarif` / `epub-a11y.junit.xml`).
final class ReportWriter {
    let format: ReportFormat
    let output: String?
    let total: Int
    private var written = 0
    private let color: Bool
    private let strings: ReportStrings
    private let context: PipelineContext
    private var collected: [Report] = []
    /// `--format ace` with `--output`: Ace's report folders instead of one file per book.
    private let aceFolders: AceReportFolders?

    init(format: ReportFormat, output: String?, total: Int, strings: ReportStrings = .english, context: PipelineContext = PipelineContext()) throws {
        self.format = format
        self.output = output
        self.total = total
        self.strings = strings
        self.context = context
        color = output == nil && format == .text && isatty(STDOUT_FILENO) == 1
            && (ProcessInfo.processInfo.environment["NO_COLOR"] ?? "").isEmpty
        if output == nil, format == .html, total > 1 {
            throw ValidationError("--format html writes one document per book: give --output <folder> for several books.")
        }
        aceFolders = try output.flatMap { format == .ace ? try AceReportFolders(output: $0, total: total, strings: strings) : nil }
        if let output, intoFolder, aceFolders == nil {
            try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        }
    }

    private var intoFolder: Bool {
        guard let output else { return false }
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isFolder)
        return total != 1 || (exists && isFolder.boolValue) || output.hasSuffix("/")
    }

    /// Writes `report`, the report of the book at `bookPath` (Ace's folders copy its images).
    func write(_ report: Report, bookPath: String) throws {
        if format.isAggregate { return collected.append(report) }
        if let aceFolders {
            written += 1
            return try aceFolders.write(report, bookPath: bookPath)
        }
        defer { written += 1 }
        let rendered = try render(report)
        guard let output else {
            // Several JSON documents go out as one array, opened before the first and closed in finish().
            let isArray = total > 1 && format.isJSON
            if isArray { FileHandle.standardOutput.write(Data((written == 0 ? "[\n" : ",\n").utf8)) }
            let text = isArray ? String(rendered.dropLast()) : rendered
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        if intoFolder {
            let name = ((report.subject.file as NSString).lastPathComponent as NSString).deletingPathExtension
            try rendered.write(toFile: (output as NSString).appendingPathComponent("\(name).\(format.fileExtension)"),
                               atomically: true, encoding: .utf8)
        } else {
            try rendered.write(toFile: output, atomically: true, encoding: .utf8)
        }
    }

    func finish() throws {
        if format.isAggregate {
            let rendered = try format.render(collected, context: context)
            guard let output else { return FileHandle.standardOutput.write(Data(rendered.utf8)) }
            let file = intoFolder ? (output as NSString).appendingPathComponent("epub-a11y.\(format.fileExtension)") : output
            return try rendered.write(toFile: file, atomically: true, encoding: .utf8)
        }
        if output == nil, total > 1, format.isJSON, written > 0 {
            FileHandle.standardOutput.write(Data("\n]\n".utf8))
        }
    }

    private func render(_ report: Report) throws -> String {
        format == .github ? GitHubAnnotationRenderer.render(report, context: context) : try format.render(report, color: color, strings: strings)
    }
}
