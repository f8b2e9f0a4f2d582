@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Cells on HTML's table grid (rowspan, colspan, rowspan=0, hostile spans), and the header
/// rules that read the grid: td-has-header and th-has-data-cells, on in-memory books and on
/// the Standard Ebooks books of the shared corpus.
@Suite("Tables: the HTML grid and the header rules")
struct TableGridTests {
    // MARK: Placement

    @Test func rowspansPushLaterCellsRight() throws {
        let table = try TableRuleTests.table("""
            <table>
            <tr><td rowspan="2">A</td><td colspan="2">B</td><td>C</td></tr>
            <tr><td>D</td><td rowspan="2" colspan="2">E</td></tr>
            <tr><td>F</td><td>G</td><td>H</td></tr>
            </table>
            """)
        #expect(table.cells.map(\.text) == ["A", "B", "C", "D", "E", "F", "G", "H"])
        #expect(table.cells.map(\.row) == [0, 0, 0, 1, 1, 2, 2, 2])
        // D skips A's slot; H skips the two columns E holds in row 2.
        #expect(table.cells.map(\.column) == [0, 1, 3, 1, 2, 0, 1, 4])
        #expect(table.cells.map(\.rowSpan) == [2, 1, 1, 1, 2, 1, 1, 1])
        #expect(table.cells.map(\.columnSpan) == [1, 2, 1, 1, 2, 1, 1, 1])
        let grid = TableGrid(table)
        #expect((0..<3).map(grid.width(ofRow:)) == [4, 4, 5])
        #expect(grid.isLarge)
    }

    @Test func rowspanZeroReachesTheEndOfItsRowGroup() throws {
        let table = try TableRuleTests.table("""
            <table>
            <tbody><tr><td rowspan="0">A</td><td>B</td></tr><tr><td>C</td></tr><tr><td>D</td></tr></tbody>
            <tbody><tr><td>E</td><td>F</td></tr></tbody>
            </table>
            """)
        #expect(table.cells.map(\.column) == [0, 1, 1, 1, 0, 1])
        #expect(table.cells.first?.rowSpan == 3)
        #expect(table.rowCount == 4)
    }

    @Test func rowspansStopAtTheirRowGroupAndTheTable() throws {
        let table = try TableRuleTests.table("""
            <table>
            <thead><tr><td rowspan="65534">A</td><td>B</td></tr></thead>
            <tbody><tr><td>C</td><td rowspan="99999999999999999999">D</td></tr><tr><td>E</td></tr></tbody>
            </table>
            """)
        // A ends with the thead: C starts at column 0. D, clamped to 65534, ends with the table.
        #expect(table.cells.map(\.column) == [0, 1, 0, 1, 0])
        #expect(table.cells.map(\.rowSpan) == [1, 1, 1, 2, 1])
        #expect(!table.gridIsApproximate)
    }

    @Test("rowspan is parsed as HTML does and clamped to 0...65534", arguments: [
        ("9223372036854775807", 65534), ("65535", 65534), ("65534", 65534), ("2", 2), (" 2x", 2), ("-1", 1), ("x", 1), ("", 1), ("0", 0),
    ])
    func rowspanParsing(value: String, span: Int) {
        #expect(HTMLInteger.rowspan(value) == span)
    }

    /// 10,000 rows that each start a span of 65534 rows and 1000 columns: every span is open at
    /// once. The cursor follows the first 1000 and places the rest as one row high, so the walk
    /// stays linear; nothing traps and the rules finish.
    @Test func hostileSpansOnTenThousandRowsStayFast() async throws {
        let rows = String(repeating: #"<tr><td rowspan="65534" colspan="1000">x</td><td rowspan="0">y</td><th>z</th></tr>"#, count: 10_000)
        let clock = ContinuousClock()
        let start = clock.now
        let table = try TableRuleTests.table("<table>\(rows)</table>")
        let walked = clock.now - start
        #expect(table.cells.count == 30_000 && table.rowCount == 10_000)
        #expect(table.gridIsApproximate)
        // The first row's cells are placed exactly; later rows are pushed right by the spans above.
        #expect(table.cells.prefix(3).map(\.column) == [0, 1000, 1001])
        #expect(table.cells.allSatisfy { $0.column >= 0 && $0.rowSpan >= 1 })
        let grid = TableGrid(table)
        let documentIDs = Set<String>()
        _ = grid.cellsWithoutHeaders(documentIDs: documentIDs)
        _ = grid.headersWithoutCells(documentIDs: documentIDs)
        #expect(grid.isLarge)
        let total = clock.now - start
        print("hostile spans, 10,000 rows: walk \(walked), walk + grid rules \(total)")
    }

    @Test func hundredThousandRowsUnderOneTallSpan() async throws {
        let rows = #"<tr><th rowspan="0">Year</th><td>a</td></tr>"# + String(repeating: "<tr><td>a</td></tr>", count: 99_999)
        let clock = ContinuousClock()
        let start = clock.now
        let table = try TableRuleTests.table("<table>\(rows)</table>")
        #expect(table.rowCount == 100_000)
        // rowspan=0: the header's span ends with the table's only row group, so every later
        // cell sits in column 1, headed by it.
        #expect(table.cells.first?.rowSpan == 100_000)
        #expect(table.cells.dropFirst().allSatisfy { $0.column == 1 })
        #expect(TableGrid(table).cellsWithoutHeaders(documentIDs: []).isEmpty)
        let total = clock.now - start
        print("100,000 rows under one rowspan: \(total)")
    }

    // MARK: td-has-header

    static let dialogue = "<table><tbody>"
        + String(repeating: #"<tr><td epub:type="z3998:persona">Bernardo</td><td>Who’s there?</td></tr>"#, count: 30)
        + "</tbody></table>"

    @Test func dialogueOfThirtyRowsIsNotAskedForHeaders() async throws {
        let findings = try await TableRuleTests.findings(TDHasHeaderRule.self, Self.dialogue)
        #expect(findings.isEmpty)
        // The same grid without its speaker marks is reviewed: the persona cells make the difference.
        let unmarked = Self.dialogue.replacingOccurrences(of: #" epub:type="z3998:persona""#, with: "")
        let reviewed = try await TableRuleTests.findings(TDHasHeaderRule.self, unmarked)
        #expect(reviewed.count == 1 && reviewed.allSatisfy { $0.outcome == .needsReview && $0.impact == .minor })
        #expect(reviewed.first?.message.contains("20 or more rows") == true)
    }

    @Test func speakerInsideTheCellMakesADialogue() async throws {
        let body = "<table>" + String(repeating: #"<tr><td><b epub:type="z3998:persona">Ophelia</b></td><td>Good my lord.</td><td>x</td></tr>"#, count: 4) + "</table>"
        #expect(try await TableRuleTests.findings(TDHasHeaderRule.self, body).isEmpty)
        #expect(try await TableRuleTests.findings(TableCaptionRule.self, body).isEmpty)
    }

    @Test func labelValueTableIsOnlyReviewed() async throws {
        let findings = try await TableRuleTests.findings(TDHasHeaderRule.self, TableRuleTests.grid(3, 2, cell: "Royal Ayde").wrappedInTable)
        #expect(findings.map(\.outcome) == [.needsReview])
        #expect(findings.first?.impact == .minor && findings.first?.message.contains("fewer than 10 cells") == true)
    }

    @Test func layoutTablesGetNothing() async throws {
        #expect(try await TableRuleTests.findings(TDHasHeaderRule.self, TableRuleTests.grid(1, 12).wrappedInTable).isEmpty)
        #expect(try await TableRuleTests.findings(TDHasHeaderRule.self, #"<table role="presentation">\#(TableRuleTests.grid(4, 4))</table>"#).isEmpty)
    }

    @Test func columnUnderAnEmptyHeaderSlotIsExcused() async throws {
        let body = """
            <table id="prices">
            <tr><th>A</th><th>B</th><th>C</th><th>D</th><td></td></tr>
            \(TableRuleTests.grid(3, 5))
            </table>
            """
        #expect(try await TableRuleTests.findings(TDHasHeaderRule.self, body).isEmpty)
    }

    @Test func columnWithoutHeaderSlotFailsOnceForTheTableAsMinor() async throws {
        let body = """
            <table id="prices">
            <tr><th>A</th><th>B</th><th>C</th><th>D</th></tr>
            \(TableRuleTests.grid(3, 5))
            </table>
            """
        let findings = try await TableRuleTests.findings(TDHasHeaderRule.self, body)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        // axe tags td-has-header experimental: never serious here.
        #expect(finding.outcome == .failed && finding.impact == .minor && finding.elementID == "prices")
        #expect(finding.location?.line == 5)
        #expect(finding.message.contains("3 of the 15 non-empty data cells") && finding.message.contains("line 7"))
    }

    @Test func labelsHeadersAttributesAndContentCount() async throws {
        // Twelve cells, no th: each cell is excused differently, or counted as missing.
        let body = """
            <table>
            <tr><td aria-label="Bread price">1.20</td><td aria-labelledby="n">0.95</td><td></td></tr>
            <tr><td headers="far">x</td><td headers="empty">y</td><td><img src="a.png" alt=""/></td></tr>
            <tr><td>a</td><td>b</td><td>c</td></tr>
            <tr><td>d</td><td>e</td><td id="empty"> </td></tr>
            </table>
            <p id="n">Milk</p><p id="far">Prices</p>
            """
        let findings = try await TableRuleTests.findings(TDHasHeaderRule.self, body)
        // No th at all: a grid that may be laid out for the eye, for review.
        #expect(findings.map(\.outcome) == [.needsReview])
        #expect(findings.first?.message.contains("no header cell") == true)
        // With a header row, the cells are counted: x, y, the image cell, a, b, c, d, e (the
        // labelled cells and the empty ones are not). Missing: all but x, whose "far" names a
        // paragraph; y's only header is empty.
        let headed = body.replacingOccurrences(of: "<table>", with: #"<table><tr><th scope="row">Item</th><td>one</td><td>two</td></tr>"#)
        let failed = try await TableRuleTests.findings(TDHasHeaderRule.self, headed)
        #expect(failed.map(\.outcome) == [.failed])
    }

    @Test func rowspanHeaderHeadsTheRowsItCovers() async throws {
        let body = """
            <table>
            <tr><th rowspan="3">1666</th><td>Royal Ayde</td><td>2,450,000</td></tr>
            <tr><td>More</td><td>1,250,000</td></tr>
            <tr><td>Prizes</td><td>300,000</td></tr>
            <tr><td>Total</td><td>4,000,000</td><td>—</td></tr>
            </table>
            """
        let findings = try await TableRuleTests.findings(TDHasHeaderRule.self, body)
        // The last row is outside the header's rows; its first cell is under the header, which
        // (no scope, in a row with td) heads its column too, as in axe's getScope ("auto").
        #expect(findings.first?.message.contains("2 of the 9") == true)
    }

    // MARK: th-has-data-cells

    @Test func headerOverAColumnTheRowspanFillsIsReviewed() async throws {
        let body = #"<table><tr><th scope="col">Day</th><th scope="col">High</th><th scope="col">Note</th></tr><tr><td rowspan="2">Mon</td><td>5 m</td></tr><tr><td>4 m</td></tr></table>"#
        let findings = try await TableRuleTests.findings(THHasDataCellsRule.self, body)
        #expect(findings.count == 1)
        #expect(findings.first?.outcome == .needsReview && findings.first?.message.contains("\"Note\"") == true)
    }

    @Test func headersNamedByHeadersAttributesAreFine() async throws {
        let body = #"<table><tr><td headers="a">1</td><td headers="b">2</td></tr><tr><th id="a">A</th><th id="b">B</th></tr></table>"#
        #expect(try await TableRuleTests.findings(THHasDataCellsRule.self, body).isEmpty)
    }

    // MARK: Corpus

    /// The books table-missing-th failed: Standard Ebooks certify WCAG 2.2 AA, and axe (so Ace)
    /// finds no td-has-header violation in their dialogue and label/value tables; their plays'
    /// dialogue tables are recognised by the speaker cells and asked for nothing.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func standardEbooksHaveNoFailedTableHeaders() async throws {
        let inspector = AccessibilityInspector(options: .init(selection: RuleSelection(ids: [TDHasHeaderRule.description.id]),
                                                              limits: CorpusAuditTests.limits))
        let books = Paths.corpusBooks.filter { $0.lastPathComponent.hasPrefix("se-") }
        #expect(!books.isEmpty)
        for book in books {
            let audit = try await inspector.audit(book)
            let failed = audit.findings.filter { $0.outcome == .failed }
            #expect(failed.isEmpty, "\(book.lastPathComponent): \(failed.map { "\($0.location?.description ?? "") \($0.ruleID) \($0.message)" })")
            if book.lastPathComponent == "se-william-shakespeare_hamlet.epub" {
                let act1 = audit.findings.filter { $0.location?.path == "epub/text/act-1.xhtml" && $0.location?.line == 20 }
                #expect(act1.isEmpty, "the act 1 dialogue table (speaker cells) asks for no headers")
            }
        }
    }
}

extension String {
    /// Rows in a `table`.
    var wrappedInTable: String { "<table>\(self)</table>" }
}
