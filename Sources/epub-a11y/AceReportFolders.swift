import EPUBA11y
import EPUBCore
import Foundation

/// `check --format ace --output <folder>` writes what `ace --outdir <folder>` writes: the report
/// as `report.json`, the HTML report as `report.html`, and under `data/` a copy of every image
/// the report lists (`data/<its path in the book>`, as Ace copies them for its HTML viewer). One
/// book writes into the folder itself; several write one sub-folder each, named after the book's
/// file and made unique in input order (`book`, `book-2`, ...), so two books never collide.
///
/// What is copied comes from the book through its container's limits; an image the book does
/// not hold (or that its limits refuse) is skipped and named on standard error, as Ace warns.
final class AceReportFolders {
    let output: String
    let total: Int
    let strings: ReportStrings
    private var usedNames: Set<String> = []

    init(output: String, total: Int, strings: ReportStrings) throws {
        self.output = output
        self.total = total
        self.strings = strings
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    }

    /// The folder for the book at `bookPath` (the output itself for a single book).
    func folder(for bookPath: String) -> String {
        guard total > 1 else { return output }
        let stem = ((bookPath as NSString).lastPathComponent as NSString).deletingPathExtension
        let base = String(BatchDashboard.reportFileName(for: stem).dropLast(".html".count))
        var name = base, counter = 1
        while !usedNames.insert(name).inserted {
            counter += 1
            name = "\(base)-\(counter)"
        }
        return (output as NSString).appendingPathComponent(name)
    }

    func write(_ report: Report, bookPath: String) throws {
        let folder = folder(for: bookPath)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (try AceReportRenderer.render(report) + "\n").write(toFile: (folder as NSString).appendingPathComponent("report.json"),
                                                              atomically: true, encoding: .utf8)
        try HTMLReportRenderer.render(report, strings: strings).write(toFile: (folder as NSString).appendingPathComponent("report.html"),
                                                                      atomically: true, encoding: .utf8)
        try copyImages(of: report, from: bookPath, into: (folder as NSString).appendingPathComponent("data"))
    }

    /// Copies the `img` sources the Ace report lists (``AceReportRenderer/dataFiles(of:)``).
    private func copyImages(of report: Report, from bookPath: String, into data: String) throws {
        let files = AceReportRenderer.dataFiles(of: report)
        guard !files.isEmpty, let publication = try? Publication.open(path: bookPath) else { return }
        for path in files {
            let target = (data as NSString).appendingPathComponent(path)
            do {
                let bytes = try publication.container.read(path)
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent,
                                                        withIntermediateDirectories: true)
                try Data(bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch let error as EPUBError {
                StandardError.write("\(report.subject.file): data/\(path) not copied: \(error.description)")
            }
        }
    }
}
