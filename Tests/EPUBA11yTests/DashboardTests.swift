import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The dashboard's charts over a batch of the sample books: each chart's numbers (its table and
/// its SVG's accessible name) are the batch's, recounted here from the per-book reports of the
/// run's NDJSON; `fix`'s outlook is what `fix` does; the French pages hold no English of ours.
@Suite("Batch dashboard charts")
struct DashboardTests {
    /// The four classes, the top rules, the fix outcomes and the histogram, from the reports alone.
    struct Expected {
        var classes = [0, 0, 0, 0]  // content fails, metadata only, no automated failures, cannot be assessed
        var rules: [(label: String, value: Int)] = []
        var fix: [String: Int] = [:]  // passes, needs-claim, still-fails, refused
        var buckets: [Int] = []

        init(_ reports: [[String: Any]]) {
            var books: [String: Int] = [:]
            buckets = Array(repeating: 0, count: BatchDashboard.findingBuckets.count)
            for report in reports {
                let verdict = report["verdict"] as? String, content = report["contentVerdict"] as? String
                let metadata = report["metadataVerdict"] as? String
                classes[verdict == "cannot-be-assessed" ? 3 : content == "fails" ? 0 : metadata == "fails" ? 1 : 2] += 1
                let failed = (report["findings"] as? [[String: Any]] ?? []).filter { $0["outcome"] as? String == "failed" }
                for rule in Set(failed.compactMap { $0["ruleID"] as? String }) { books[rule, default: 0] += 1 }
                if metadata == "fails", let outlook = report["fix"] as? [String: Any] {
                    fix[Self.outcome(outlook), default: 0] += 1
                }
                guard verdict != "cannot-be-assessed" else { continue }
                let bucket = BatchDashboard.findingBuckets.lastIndex { $0.lower <= failed.count } ?? 0
                buckets[bucket] += 1
            }
            rules = books.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(BatchDashboard.topRules).map { ($0.key, $0.value) }
        }
        /// A line's `fix` as the chart counts it: a claim (and its certifier) is all a person has left to add, or more.
        static func outcome(_ outlook: [String: Any]) -> String {
            guard let verdict = outlook["metadataVerdict"] as? String else { return "refused" }
            let remaining = Set(outlook["remaining"] as? [String] ?? [])
            if verdict == "no-automated-failures" { return "passes" }
            return !remaining.isEmpty && remaining.isSubset(of: ["conformance-claim", "conformance-certifier"]) ? "needs-claim" : "still-fails"
        }
    }

    @Test func chartNumbersAreTheBatchsCounts() throws {
        let run = try DashboardFixture.run()
        let expected = Expected(try DashboardFixture.reports())
        #expect(expected.classes[0] >= 1 && expected.classes[3] >= 1 && !expected.rules.isEmpty, "the samples exercise the charts")
        for folder in [run.english, run.french] {
            let page = try DashboardFixture.page(folder, "index.html")
            let verdicts = DashboardFixture.chartRows(page, "chart-verdicts")
            #expect(verdicts.map(\.value) == expected.classes, "\(folder.lastPathComponent)")
            let rules = DashboardFixture.chartRows(page, "chart-rules")
            #expect(rules.map(\.label) == expected.rules.map(\.label) && rules.map(\.value) == expected.rules.map(\.value))
            let fix = DashboardFixture.chartRows(page, "chart-fix").map(\.value)
            #expect(fix == ["passes", "needs-claim", "still-fails", "refused"].map { expected.fix[$0] ?? 0 })
            #expect(DashboardFixture.chartRows(page, "chart-findings").map(\.value) == expected.buckets)
            // The SVG's accessible name carries the same numbers.
            for id in ["chart-verdicts", "chart-rules", "chart-fix", "chart-findings"] {
                let title = try #require(DashboardFixture.chartTitle(page, id), "\(id) has an SVG title")
                for row in DashboardFixture.chartRows(page, id) {
                    #expect(title.contains("\(row.label)") && title.contains("\(row.value)"), "\(id): \(row.label) \(row.value) in \(title)")
                }
            }
        }
    }

    /// The defective sample's metadata fails; `fix` adds statements, and what its metadata still
    /// fails on after `fix` is what `check` of the fixed book says: the batch must say the same.
    @Test func theDefectiveSamplesOutlookIsWhatFixSays() async throws {
        let reports = try DashboardFixture.reports()
        let line = try #require(reports.first { ($0["subject"] as? [String: Any])?["file"] as? String == "defective-epub3.epub" })
        #expect(line["metadataVerdict"] as? String == "fails")
        let outlook = try #require(line["fix"] as? [String: Any])
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("fixed-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: output) }
        let fix = try await CLIRunner.run(["fix", "defective-epub3.epub", "-o", output.path], in: Paths.sampleBooks)
        #expect(fix.status == 0, "\(fix.stderr)")
        let verdict = try #require(fix.stdout.firstMatch(of: /Metadata verdict: fails -> ([a-z-]+)/)).1
        let added = try #require(fix.stdout.firstMatch(of: /added (\d+) statement/)).1
        #expect(outlook["metadataVerdict"] as? String == String(verdict))
        #expect(outlook["statements"] as? Int == Int(added))
        // What the fixed book's metadata still fails on, as its own report says.
        let after = try await CLIRunner.run(["check", "--format", "json", output.path])
        let fixed = try #require(try JSONSerialization.jsonObject(with: Data(after.stdout.utf8)) as? [String: Any])
        let reasons = (fixed["verdictReasons"] as? [[String: Any]] ?? []).filter { $0["concern"] as? String == "metadata" }.compactMap { $0["id"] as? String }
        #expect(outlook["remaining"] as? [String] == reasons)
        // A book whose metadata passes has nothing for fix: no outlook.
        let accessible = try #require(reports.first { ($0["subject"] as? [String: Any])?["file"] as? String == "accessible-epub3.epub" })
        #expect(accessible["metadataVerdict"] as? String == "no-automated-failures" && accessible["fix"] == nil)
        // The book's row says it in the table.
        let page = try String(contentsOf: DashboardFixture.run().english.appendingPathComponent("index.html"), encoding: .utf8)
        let row = try #require(page.split(separator: "\n").first { $0.contains("defective-epub3.epub.html") })
        let word = ["passes": "passes", "needs-claim": "needs a conformance claim", "still-fails": "still fails"][Expected.outcome(outlook)] ?? "?"
        #expect(row.contains("<td>\(word)</td>"), "\(row)")
    }

    /// `merge` makes the same dashboard from the NDJSON alone (the outlook rides in each line),
    /// and a line with an outlook is valid against the report schema.
    @Test func mergeRebuildsTheDashboardFromTheNDJSON() async throws {
        let run = try DashboardFixture.run()
        let merged = FileManager.default.temporaryDirectory.appendingPathComponent("merged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: merged) }
        let result = try await CLIRunner.run(["merge", run.ndjson.path, "--html-dir", merged.path])
        #expect(result.status == 0, "\(result.stderr)")
        for view in BatchDashboard.View.allCases {
            #expect(try Data(contentsOf: merged.appendingPathComponent(view.rawValue)) == Data(contentsOf: run.english.appendingPathComponent(view.rawValue)),
                    "\(view.rawValue) differs after merge")
        }
        let line = try #require(try String(contentsOf: run.ndjson, encoding: .utf8).split(separator: "\n").first { $0.contains("\"fix\":{") })
        #expect(try ReportSchemaValidator.errors(of: String(line)).isEmpty)
    }

    /// `--lang fr`: every sentence and label of the dashboard is French. No English text of the
    /// dashboard's strings (where French differs) is on any French page, and the page says `fr`.
    @Test func theFrenchDashboardHasNoEnglishOfOurs() throws {
        let run = try DashboardFixture.run()
        func table(_ language: String) throws -> [String: String] {
            let url = Paths.packageRoot.appendingPathComponent("strings/\(language).json")
            return try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: String])
        }
        let english = try table("en"), french = try table("fr")
        let keys = english.keys.filter { $0.hasPrefix("dashboard.") || $0.hasPrefix("verdict.word.") || $0.hasPrefix("impact.") }
        // The literal pieces between placeholders, long enough to be words of a sentence.
        let pieces = Set(keys.filter { english[$0] != french[$0] }.flatMap { key in
            (english[key] ?? "").split(separator: /\{[a-z_]+\}/).map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
        }.filter { $0.count >= 4 })
        #expect(pieces.count > 40, "the dashboard's English strings were found")
        for view in BatchDashboard.View.allCases {
            // The text a person reads or hears (not the style sheet's or the script's), and the attributes that are read.
            let html = try String(contentsOf: run.french.appendingPathComponent(view.rawValue), encoding: .utf8)
                .replacing(/<style>.*?<\/style>|<script>.*?<\/script>/.dotMatchesNewlines(), with: "")
            let page = try XMLDocumentParser.tree(Array(html.utf8), path: view.rawValue, recovery: .html).root
            #expect(page.attribute("lang") == "fr", "\(view.rawValue)")
            let text = page.textContent
                + page.descendants.flatMap { $0.attributes.filter { $0.localName.hasPrefix("data-") || $0.localName == "aria-label" } }
                    .map(\.value).joined(separator: "\n")
            let found = pieces.filter { text.contains($0) }.sorted()
            #expect(found.isEmpty, "\(view.rawValue) has English: \(found)")
        }
    }
}
