import Foundation
import Testing

/// The browser differential (`scripts/axe-oracle`): axe-core in headless Chromium, configured as
/// DAISY Ace runs it, and the CLI this test run built agree per document and rule on a few small
/// books, except for the known differences of docs/CALIBRATION.md ("Browser differential
/// (axe-core in Chromium)"). Skipped, with the script's reason, where Chromium, chromedriver,
/// selenium or axe-core is missing (`make axe-tools` installs them).
@Suite("Browser differential against axe-core", .enabled(if: AxeOracle.unavailable == nil, "\(AxeOracle.unavailable ?? "")"))
struct AxeOracleTests {
    @Test func smallBooksDifferOnlyAsListed() throws {
        let binary = try #require(CLIRunner.binary, "the epub-a11y binary this test run built")
        let books = AxeOracle.sampleBooks.map { Paths.sampleBooks.appendingPathComponent("\($0).epub").path }
            + AxeOracle.corpusBooks.map(Paths.corpusBook).filter { FileManager.default.fileExists(atPath: $0) }
        let run = try ReportSchemaValidator.python(
            ["scripts/axe-oracle", "--check", "--nodes", "--quiet", "--jobs", "2", "--binary", binary.path] + books)
        if run.status == 77 {
            // The tools went away between the probe and the run: skip as the probe would have.
            print("AxeOracleTests skipped: \(run.output.trimmingCharacters(in: .whitespacesAndNewlines))")
            return
        }
        #expect(run.status == 0, "differences not listed in docs/CALIBRATION.md, or the differential failed:\n\(run.output)")
        // It compared documents: the summary line reads "axe-oracle: N books, M documents compared, ...".
        let compared = run.output.firstMatch(of: /, (\d+) documents compared/).flatMap { Int($0.1) } ?? 0
        #expect(compared >= 2 * AxeOracle.sampleBooks.count, "\(run.output)")
    }
}

enum AxeOracle {
    /// The accessible sample and the defective one (whose defects both tools must find).
    static let sampleBooks = ["accessible-epub3", "defective-epub3"]

    /// Small corpus books: two under 100 kB (headings, images, links, a table, a nav document out of
    /// the spine). The known-difference table is exercised by the defective sample's header-less
    /// table; the books whose differences are listed by design (idpf-cc-shared-culture's video and
    /// autoplaying audio) are left to `make calibrate`: Chromium on them cost CI a minute and a half
    /// of a loaded two-core run.
    static let corpusBooks = ["idpf-trees.epub", "daisy-epub30-test-0301-basic-functionality.epub"]

    /// Nil when the differential can run here; else the script's `SKIP: <reason>` (exit 77).
    /// Any other failure of the probe is left to the test, which then fails with the output.
    static let unavailable: String? = {
        guard let run = try? ReportSchemaValidator.python(["scripts/axe-oracle", "--probe"]) else {
            return "SKIP: python3 could not be started"
        }
        return run.status == 77 ? run.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }()
}
