import EPUBA11y
import Foundation
import Testing

/// Our own pages pass axe-core (`scripts/axe-pages`: axe's default rules, every WCAG 2.x A/AA
/// rule and the best practices, in headless Chromium, one browser for all pages): the dashboard
/// of a batch over the sample books in English and French (the English one also after its script
/// sorts and filters the table), and the HTML report of the defective sample in both languages. Skipped,
/// with the script's reason, where Chromium, chromedriver, selenium or axe-core is missing (`make
/// axe-tools` installs them); a violation fails the test and is printed.
@Suite("Dashboard and report pass axe", .enabled(if: AxePages.unavailable == nil, "\(AxePages.unavailable ?? "")"))
struct DashboardAxeTests {
    @Test func dashboardAndReportHaveNoAxeViolation() throws {
        let run = try DashboardFixture.run()
        let report = BatchDashboard.reportFileName(for: "defective-epub3.epub")
        let pages = [run.english.appendingPathComponent("index.html"), run.french.appendingPathComponent("index.html"),
                     run.english.appendingPathComponent(report), run.french.appendingPathComponent(report)].map(\.path)
        let result = try ReportSchemaValidator.python(["scripts/axe-pages"] + pages)
        if result.status == 77 {
            print("DashboardAxeTests skipped: \(result.output.trimmingCharacters(in: .whitespacesAndNewlines))")
            return
        }
        #expect(result.status == 0, "axe found violations (or a page could not be checked):\n\(result.output)")
        #expect(result.output.contains("\(pages.count) page(s): no violation"), "\(result.output)")
        // The script ran in the browser: the header buttons sort (aria-sort follows), the filter keeps the defective sample.
        let interactions = try result.output.split(separator: "\n").filter { $0.hasPrefix("interaction: ") }.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst("interaction: ".count).utf8)) as? [String: Any])
        }
        #expect(interactions.count == 2, "\(result.output)")  // the two dashboard pages
        #expect(result.output.contains("(sorted and filtered): 0 violation(s)"), "\(result.output)")
        let index = try #require(interactions.first { ($0["page"] as? String) == pages[0] })
        #expect(index["buttons"] as? Int == 12)
        #expect(index["sortBefore"] as? String == "ascending" && index["sortFirst"] as? String == "descending"
                && index["sortSecond"] as? String == "ascending")
        let first = index["orderFirst"] as? [String] ?? [], second = index["orderSecond"] as? [String] ?? []
        #expect(first.count == DashboardFixture.books.count && first == second.reversed() && second == second.sorted())
        #expect(index["shown"] as? Int == 1 && index["status"] as? String == "Books shown: 1 of \(DashboardFixture.books.count)")
        let french = try #require(interactions.first { ($0["page"] as? String) == pages[1] })
        #expect((french["label"] as? String)?.hasPrefix("Filtrer") == true)
    }
}

enum AxePages {
    /// Nil when axe can run here; else the script's `SKIP: <reason>` (exit 77).
    static let unavailable: String? = {
        guard let run = try? ReportSchemaValidator.python(["scripts/axe-pages", "--probe"]) else {
            return "SKIP: python3 could not be started"
        }
        return run.status == 77 ? run.output.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }()
}
