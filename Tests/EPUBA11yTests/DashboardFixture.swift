import EPUBCore
import Foundation

/// One batch over the sample books, run once for the dashboard's suites (`DashboardTests`,
/// `DashboardAxeTests`): `check --ndjson --html-dir` in English, and `--lang fr --html-dir`.
/// About a second of the debug CLI; left in the temporary folder for the process.
enum DashboardFixture {
    struct Run: Sendable {
        /// `en/` and `fr/`: the two `--html-dir`s.
        let english: URL
        let french: URL
        /// The English run's `--ndjson`.
        let ndjson: URL
    }

    /// The `.epub` sample books, by the names the batch gives them (run in SampleBooks/).
    static let books = SampleBooksTests.names.map { "\($0).epub" }

    private static let made: Result<Run, any Error> = Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dashboard-\(UUID().uuidString)")
        let run = Run(english: folder.appendingPathComponent("en"), french: folder.appendingPathComponent("fr"),
                      ndjson: folder.appendingPathComponent("en.ndjson"))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (extra, out) in [(["--ndjson", run.ndjson.path], run.english), (["--lang", "fr"], run.french)] {
            let result = try CLIRunner.runBlocking(["check", "--quiet", "--jobs", "2", "--html-dir", out.path] + extra + books,
                                           environment: ["SOURCE_DATE_EPOCH": "1735689600"], in: Paths.sampleBooks)
            // 2: the broken sample cannot be read; anything else is a failure of the run.
            guard result.status == 2 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "check exited \(result.status): \(result.stderr)"])
            }
        }
        return run
    }

    /// The run, made on first use.
    static func run() throws -> Run { try made.get() }

    /// The NDJSON lines as JSON objects, in book order.
    static func reports() throws -> [[String: Any]] {
        try String(contentsOf: run().ndjson, encoding: .utf8).split(separator: "\n").map {
            guard let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] else {
                throw CocoaError(.fileReadCorruptFile)
            }
            return object
        }
    }

    /// A page of a dashboard folder, parsed as HTML.
    static func page(_ folder: URL, _ name: String) throws -> XMLElement {
        try XMLDocumentParser.tree(Array(try Data(contentsOf: folder.appendingPathComponent(name))), path: name, recovery: .html).root
    }

    /// The rows of the table of the chart `id` on `page`: each row's header and number.
    static func chartRows(_ page: XMLElement, _ id: String) -> [(label: String, value: Int)] {
        guard let figure = page.descendants.first(where: { $0.localName == "figure" && $0.attribute("id") == id }) else { return [] }
        return figure.descendants.filter { $0.localName == "tr" }.compactMap { row in
            let cells = row.elements
            guard cells.count >= 2, cells[0].localName == "th", cells[0].attribute("scope") == "row",
                  let value = Int(cells[1].textContent.trimmingCharacters(in: .whitespaces)) else { return nil }
            return (cells[0].textContent, value)
        }
    }

    /// The `<title>` of the chart `id`'s SVG: its accessible name.
    static func chartTitle(_ page: XMLElement, _ id: String) -> String? {
        page.descendants.first { $0.localName == "figure" && $0.attribute("id") == id }?
            .descendants.first { $0.localName == "title" }?.textContent
    }
}
