@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Issue #10's trap-site sweep: each class of site where a number from the book (or a decoded
/// report, or an API argument) reached a trapping operation, fed the values that reached it.
/// The tests marked "trapped before" killed the test process before the sweep.
@Suite("Robustness: hostile numbers reach no trapping operation")
struct TrapSiteTests {
    static let inspector = AccessibilityInspector(options: .init(timestamp: .fixed("2025-01-01T00:00:00Z")))

    /// A book whose only chapter has `body`.
    static func book(body: String) -> TestBook {
        var book = TestBook()
        book.files[1] = ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: body))
        return book
    }

    // MARK: colspan / rowspan

    /// colspan as HTML parses it (clamped to 1...1000); trapped before for Int.max (two such
    /// cells overflowed the running column), gave other spans for values HTML reads differently.
    @Test("colspan is parsed as HTML does and clamped to 1...1000", arguments: [
        ("9223372036854775807", 1000), ("2147483647", 1000), ("99999999999999999999", 1000), ("1001", 1000),
        ("1000", 1000), ("3", 3), (" 3", 3), ("+3", 3), ("3px", 3), ("3.9", 3), ("0", 1), ("-1", 1),
        ("-9223372036854775808", 1), ("", 1), ("x", 1), ("\u{0663}", 1),  // ARABIC-INDIC DIGIT THREE is not a digit here
    ])
    func colspan(value: String, span: Int) async throws {
        let cells = #"<td colspan="\#(value)">a</td><td colspan="\#(value)">b</td><td>c</td>"#
        let publication = try Self.book(body: "<table><tr>\(cells)</tr></table>").open()
        let content = await PublicationContent.walk(publication)
        let table = try #require(content.documents.first?.tables.first)
        #expect(table.cells.map(\.column) == [0, span, 2 * span])
    }

    @Test("HTML's non-negative integer rules saturate instead of overflowing")
    func nonNegativeIntegers() {
        #expect(HTMLInteger.nonNegative("9223372036854775807") == Int.max)
        #expect(HTMLInteger.nonNegative("9223372036854775808") == Int.max)
        #expect(HTMLInteger.nonNegative(String(repeating: "9", count: 10_000)) == Int.max)
        #expect(HTMLInteger.nonNegative("\t\n 42abc") == 42)
        #expect(HTMLInteger.nonNegative("-0") == 0)
        #expect(HTMLInteger.nonNegative("-5") == nil)
        #expect(HTMLInteger.nonNegative("+") == nil)
        #expect(HTMLInteger.nonNegative(nil) == nil)
    }

    /// A data table full of hostile spans is audited like any other (trapped before).
    @Test func hostileSpansAreAudited() async throws {
        let body = """
            <table><caption>Tides</caption>
            <tr><th scope="col" colspan="9223372036854775807">Day</th><th scope="col" colspan="9223372036854775807">Height</th></tr>
            <tr><td rowspan="99999999999999999999">Mon</td><td rowspan="-1" colspan="-9223372036854775808">5 m</td></tr>
            <tr><td rowspan="9223372036854775807" colspan="2147483647">Tue</td><td rowspan="0">4 m</td></tr>
            </table>
            """
        let report = try await Self.inspector.report(for: try Self.book(body: body).bytes(), name: "spans.epub")
        #expect(report.error == nil)
        #expect(report.verdict != .cannotBeAssessed)
        #expect(report.summary.rulesRun == RuleRegistry.all.count)
    }

    // MARK: aria-level

    /// Never trapped (`Int(_:)` answers nil past Int.max and the level is range-checked), but a
    /// site of the issue's list: the heading gets the finding a level outside 1...6 gets.
    @Test("aria-level outside 1...6 is reported, not trapped on", arguments: [
        "9223372036854775807", "-9223372036854775808", "99999999999999999999", "0", "7", "-1", "2.5",
    ])
    func ariaLevel(value: String) async throws {
        let body = #"<h1>Book</h1><div role="heading" aria-level="\#(value)">Part</div><p>Text.</p>"#
        let report = try await Self.inspector.report(for: try Self.book(body: body).bytes(), name: "levels.epub")
        let finding = try #require(report.findings.first { $0.ruleID == "heading-order" })
        #expect(finding.message.contains("has no valid aria-level (1 to 6)"))
    }

    @Test func validAriaLevelIsKept() async throws {
        let body = #"<h1>Book</h1><div role="heading" aria-level="2">Part</div><p>Text.</p>"#
        let report = try await Self.inspector.report(for: try Self.book(body: body).bytes(), name: "levels.epub")
        #expect(!report.findings.contains { $0.ruleID == "heading-order" })
    }

    // MARK: ZIP sizes near UInt64.max

    static let raisedLimits = ContainerLimits(maxEntrySize: .max, maxTotalSize: .max, maxCompressionRatio: .max)

    /// The test book with `OEBPS/chapter1.xhtml`'s central header claiming `size` (ZIP64 extra field).
    static func lyingBook(size: UInt64) -> [UInt8] {
        let entries = TestBook().zipEntries().map { ($0.name, $0.bytes) }
        return Zip64Writer.archive(entries, claiming: ["OEBPS/chapter1.xhtml": size])
    }

    /// Default limits refuse these sizes before reading; the caller's raised limits let them reach
    /// `Int(size) + 1` and `alreadyRead + size`, which trapped before for sizes of Int.max and up.
    @Test("a size whose + 1 no Int holds is refused, whatever the limits", arguments: [
        UInt64.max, UInt64.max - 1, UInt64(Int.max) + 1, UInt64(Int.max),
    ])
    func hugeDeclaredSize(size: UInt64) async throws {
        let bytes = Self.lyingBook(size: size)
        let container = try ZipContainer(bytes: bytes, name: "liar.epub", limits: Self.raisedLimits)
        #expect(container.entry(at: "OEBPS/chapter1.xhtml")?.size == size)
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/chapter1.xhtml") }
        #expect(error.kind == .limitExceeded)

        let inspector = AccessibilityInspector(options: .init(limits: Self.raisedLimits, timestamp: .fixed("2025-01-01T00:00:00Z")))
        let report = try await inspector.report(for: bytes, name: "liar.epub")
        // A document refused for a limit is not checked: needs review, not a defect (#10 item 2).
        let finding = try #require(report.findings.first { $0.ruleID == "document-within-limits" })
        #expect(finding.outcome == .needsReview)
        // Read after container.xml and the OPF: the largest claims overflow the running total.
        #expect(finding.message.contains(size > UInt64.max - 1024 ? "would inflate more than the total limit" : "declares \(size) bytes"))

        let refused = try #require(throws: EPUBError.self) { try ZipContainer(bytes: bytes, name: "liar.epub").read("OEBPS/chapter1.xhtml") }
        #expect(refused.kind == .limitExceeded)
        #expect(refused.reason.contains("more than the limit of"))
    }

    /// A terabyte claim Int can hold: before, `[UInt8](repeating: 0, count: size + 1)` asked for
    /// a terabyte (a crash on allocation); now the buffer grows only as bytes arrive.
    @Test func terabyteClaimIsReadAsWhatIsThere() throws {
        let container = try ZipContainer(bytes: Self.lyingBook(size: 1 << 40), name: "liar.epub", limits: Self.raisedLimits)
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/chapter1.xhtml") }
        #expect(error.kind == .corruptEntry)
        #expect(error.reason.contains("OEBPS/chapter1.xhtml"))
    }

    /// An honest ZIP64 entry is read exactly (the builder itself is sound).
    @Test func honestZip64EntryIsRead() throws {
        let chapter = TestBook().files[1].1
        let bytes = Zip64Writer.archive(TestBook().zipEntries().map { ($0.name, $0.bytes) },
                                        claiming: ["OEBPS/chapter1.xhtml": UInt64(chapter.utf8.count)])
        let container = try ZipContainer(bytes: bytes, name: "honest.epub", limits: Self.raisedLimits)
        #expect(try container.readText("OEBPS/chapter1.xhtml") == chapter)
    }

    // MARK: Counts of a decoded report (--changed-since)

    /// A report whose failed counts are all `counts`, as a hand-edited NDJSON line can hold.
    static func report(name: String, counts: Int) async throws -> Report {
        let report = try await inspector.report(for: try TestBook().bytes(), name: name)
        var object = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any])
        var summary = try #require(object["summary"] as? [String: Any])
        summary["failed"] = Dictionary(uniqueKeysWithValues: Impact.allCases.map { ($0.rawValue, counts) })
        object["summary"] = summary
        return try JSONDecoder().decode(Report.self, from: JSONSerialization.data(withJSONObject: object))
    }

    /// Trapped before: the HTML report summed the counts.
    @Test func hugeDecodedCountsRenderAsHTML() async throws {
        let huge = try await Self.report(name: "huge.epub", counts: Int.max)
        let negative = try await Self.report(name: "negative.epub", counts: Int.min)
        #expect(huge.summary.failed[.critical] == Int.max)
        #expect(HTMLReportRenderer.render(huge).contains("<td>\(Int.max)</td>"))
        #expect(HTMLReportRenderer.render(negative).contains("<td>\(Int.min)</td>"))
    }

    /// Trapped before: the dashboard weighed the counts (`* 1_000_000`) and negated the weight.
    @Test func hugeDecodedCountsOnTheDashboard() async throws {
        let huge = try await Self.report(name: "huge.epub", counts: Int.max)
        let negative = try await Self.report(name: "negative.epub", counts: Int.min)
        var dashboard = BatchDashboard()
        dashboard.add(negative, reportFile: "n.html")
        dashboard.add(try await Self.inspector.report(for: try TestBook().bytes(), name: "plain.epub"), reportFile: "p.html")
        dashboard.add(huge, reportFile: "h.html")
        for view in [BatchDashboard.View.path, .verdict, .failures] { #expect(dashboard.render(view).contains("huge.epub")) }
        for view in [BatchDashboard.View.contentFails, .metadataOnly] { #expect(dashboard.render(view).contains("</table>")) }
        let byFailures = dashboard.render(.failures)
        let positions = ["huge.epub", "negative.epub", "plain.epub"].compactMap { byFailures.range(of: $0)?.lowerBound }
        #expect(positions.count == 3)
        #expect(positions.first == positions.min())  // the heaviest row leads; negative counts weigh nothing
    }

    // MARK: Public API arguments and duplicate documents

    /// Trapped before: `Dictionary(uniqueKeysWithValues:)` on two inventories of one path.
    @Test func duplicateDocumentPathsMergeTheirIDs() {
        var first = ContentInventory(path: "OEBPS/a.xhtml", mediaType: "application/xhtml+xml")
        first.ids = [IDItem(id: "one", element: "p", line: 1)]
        var second = ContentInventory(path: "OEBPS/a.xhtml", mediaType: "application/xhtml+xml")
        second.ids = [IDItem(id: "two", element: "p", line: 2)]
        #expect(PublicationContent(documents: [first, second]).idsByDocument == ["OEBPS/a.xhtml": ["one", "two"]])
    }

    /// Trapped before: a negative count reached `prefix(_:)` or a range's upper bound.
    @Test func negativeAPICountsAreEmpty() async throws {
        let report = try await Self.inspector.report(for: try Self.book(body: "<p>No heading.</p>").bytes(), name: "api.epub")
        #expect(!report.findings.isEmpty)
        let text = TextReportRenderer(findingsPerImpact: -1).render(report)
        #expect(text.contains("more (use --format json)"))
        var summary = BatchSummary()
        summary.add(report)
        #expect(summary.topFailingRules(-1).isEmpty)
        let images = [ImageItem]()
        #expect(RuleSupport.svgImages(ofIslandAt: 5, in: images).isEmpty)
        #expect(RuleSupport.owningSVG(of: 5, in: images) == nil)
        #expect(RuleSupport.owningSVG(of: -1, in: images) == nil)
    }

    @Test func negativeJobsAuditEveryBook() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trap-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("book.epub").path
        try Data(TestBook().bytes()).write(to: URL(fileURLWithPath: path))
        var options = AccessibilityInspector.Options(timestamp: .fixed("2025-01-01T00:00:00Z"))
        options.jobs = -1
        var delivered: [Report] = []
        let count = await AccessibilityInspector(options: options).reports(for: [path, path]) { _, entry in delivered.append(entry.report) }
        #expect(count == 2)
        #expect(delivered.allSatisfy { $0.error == nil })
    }
}

/// Writes stored ZIP archives by hand, so a central header can claim a ZIP64 size that
/// libzip's writer would never produce. Only what libzip needs to read them back.
enum Zip64Writer {
    static func archive(_ entries: [(String, [UInt8])], claiming sizes: [String: UInt64]) -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for (name, data) in entries {
            let offset = UInt32(out.count), crc = crc32(data), nameBytes = Array(name.utf8)
            out += le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0x21)
            out += le32(crc) + le32(UInt32(data.count)) + le32(UInt32(data.count)) + le16(UInt16(nameBytes.count)) + le16(0)
            out += nameBytes + data
            let claimed = sizes[name]
            let extra = claimed.map { le16(1) + le16(8) + le64($0) } ?? []
            central += le32(0x0201_4B50) + le16(45) + le16(claimed == nil ? 20 : 45) + le16(0) + le16(0) + le16(0) + le16(0x21)
            central += le32(crc) + le32(UInt32(data.count)) + le32(claimed == nil ? UInt32(data.count) : 0xFFFF_FFFF)
            central += le16(UInt16(nameBytes.count)) + le16(UInt16(extra.count)) + le16(0) + le16(0) + le16(0) + le32(0)
            central += le32(offset) + nameBytes + extra
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return out
    }

    static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }
    static func le64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) } }

    static func crc32(_ data: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
