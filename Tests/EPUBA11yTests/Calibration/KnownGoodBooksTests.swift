import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The books experts made accessible (every Standard Ebooks book of the shared corpus, certified
/// WCAG 2.2 AA by its producer, and IDPF's accessible sample) give no serious or critical failed
/// finding and no serious contradicted claim, except the true defects that `docs/CALIBRATION.md`
/// lists with `path:line` and why. Skipped when the corpus is absent.
@Suite struct KnownGoodBooksTests {
    /// One allowed true defect: book file name, rule or claim id, `path:line`.
    struct TrueDefect: Hashable, CustomStringConvertible {
        let book: String, id: String, location: String
        var description: String { "\(book) \(id) \(location)" }
    }

    static var knownGood: [URL] {
        Paths.corpusBooks.filter { $0.lastPathComponent.hasPrefix("se-") || $0.lastPathComponent == "idpf-accessible_epub_3.epub" }
    }

    /// The rows of the table under "## Known-good books and their true defects":
    /// `| `book` | `id` | `path:line` | why |`.
    static func trueDefects() throws -> Set<TrueDefect> {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/CALIBRATION.md"), encoding: .utf8)
        let section = try #require(text.range(of: "## Known-good books and their true defects"))
        var defects: Set<TrueDefect> = []
        for line in text[section.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[0].hasPrefix("`"), cells[0].hasSuffix(".epub`") else { continue }
            let unquote = { (cell: String) in cell.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            defects.insert(TrueDefect(book: unquote(cells[0]), id: unquote(cells[1]), location: unquote(cells[2])))
        }
        return defects
    }

    @Test func theTrueDefectTableIsReadable() throws {
        let defects = try Self.trueDefects()
        #expect(!defects.isEmpty)
        for defect in defects { #expect(defect.location.contains(":"), "\(defect) needs path:line") }
    }

    @Test(arguments: knownGood)
    func noSeriousFailureBeyondTheDocumentedDefects(book: URL) async throws {
        let name = book.lastPathComponent
        let allowed = try Self.trueDefects().filter { $0.book == name }
        let report = try await SchemaTestReports.report(path: book.path)
        #expect(report.error == nil)
        var found: Set<TrueDefect> = []
        for finding in report.findings where finding.outcome == .failed && finding.impact >= .serious {
            found.insert(TrueDefect(book: name, id: finding.ruleID, location: finding.location?.description ?? "-"))
        }
        for claim in report.assessment?.claims ?? [] where claim.status == .contradicted && (claim.impact ?? .minor) >= .serious {
            found.insert(TrueDefect(book: name, id: claim.id, location: claim.location?.description ?? "-"))
        }
        for unexpected in found.subtracting(allowed).sorted(by: { $0.description < $1.description }) {
            Issue.record("\(unexpected): serious on a known-good book; fix the judgement or document it in docs/CALIBRATION.md")
        }
        // A documented defect that no longer shows is stale documentation.
        for stale in allowed.subtracting(found) { Issue.record("\(stale) is listed in docs/CALIBRATION.md but not found") }
    }
}
