@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Tables as axe-core judges them: the data-table heuristic step by step, cells placed on the
/// HTML grid (spans, hostile spans), td-has-header and th-has-data-cells on real grids, and
/// the Standard Ebooks corpus that table-missing-th used to fail.
@Suite("Tables: data-table heuristic, HTML grid, td-has-header")
struct TableRuleTests {
    /// The first table of a chapter whose body is `body`.
    /// The first table of a chapter whose body is `body`. The CPU budget of the parse is lifted: the
    /// hostile tables here test the grid, not the parse limit, and a loaded machine parses slowly.
    static func table(_ body: String) throws -> TableItem {
        try #require(try ContentInventoryTests.inventory(body, limits: XMLParseLimits(maxCPUTime: .seconds(3_600))).tables.first)
    }

    static func verdict(_ body: String) throws -> EnglishVerdict {
        english(DataTableHeuristic.judge(try table(body)))
    }

    /// A verdict with its reason (a keyed sentence) in English, the words of axe's steps.
    struct EnglishVerdict: Equatable {
        let kind: DataTableHeuristic.Kind
        let reason: String
    }

    static func english(_ verdict: DataTableHeuristic.Verdict) -> EnglishVerdict {
        EnglishVerdict(kind: verdict.kind, reason: verdict.reason.english)
    }

    /// `rows` rows of `columns` td cells.
    static func grid(_ rows: Int, _ columns: Int, cell: String = "x") -> String {
        String(repeating: "<tr>" + String(repeating: "<td>\(cell)</td>", count: columns) + "</tr>", count: rows)
    }

    static func findings(_ rule: any Rule.Type, _ body: String) async throws -> [Finding] {
        try await StructureRuleTests.findings(rule, documents: [RuleExample.xhtml(body: body)])
    }

    // MARK: The heuristic, one test per step (each names the step that decided)

    @Test func presentationRoleIsLayoutUnlessFocusable() throws {
        #expect(try Self.verdict(#"<table role="presentation">\#(Self.grid(4, 3))</table>"#) == .init(kind: .layout, reason: #"role="presentation""#))
        #expect(try Self.verdict(#"<table role="none">\#(Self.grid(4, 3))</table>"#).kind == .layout)
        // A focusable table keeps its role: the 12 cells decide.
        #expect(try Self.verdict(#"<table role="presentation" tabindex="0">\#(Self.grid(4, 3))</table>"#) == .init(kind: .data, reason: "10 or more cells"))
    }

    @Test func contentEditableIsData() throws {
        #expect(try Self.verdict(#"<table contenteditable="true">\#(Self.grid(1, 2))</table>"#) == .init(kind: .data, reason: "contenteditable"))
        #expect(try Self.verdict(#"<table contenteditable="false">\#(Self.grid(1, 2))</table>"#).kind == .layout)
    }

    @Test("ARIA table roles are data", arguments: ["grid", "treegrid", "table"])
    func tableRoles(role: String) throws {
        #expect(try Self.verdict(#"<table role="\#(role)">\#(Self.grid(1, 2))</table>"#) == .init(kind: .data, reason: "role=\"\(role)\""))
    }

    @Test func landmarkRoleIsData() throws {
        #expect(try Self.verdict(#"<table role="region" aria-label="Scores">\#(Self.grid(1, 2))</table>"#).reason == #"landmark role="region""#)
        #expect(try Self.verdict(#"<table role="note">\#(Self.grid(1, 2))</table>"#).kind == .layout)
    }

    @Test func datatableZeroIsLayoutEvenWithHeaders() throws {
        #expect(try Self.verdict(#"<table datatable="0"><tr><th>A</th><th>B</th></tr>\#(Self.grid(3, 2))</table>"#) == .init(kind: .layout, reason: #"datatable="0""#))
    }

    @Test func summaryIsDataUnlessEmpty() throws {
        #expect(try Self.verdict(#"<table summary="Scores">\#(Self.grid(1, 2))</table>"#).reason == "has a summary attribute")
        #expect(try Self.verdict(#"<table summary="">\#(Self.grid(1, 2))</table>"#) == .init(kind: .layout, reason: "only one row"))
    }

    @Test func rowGroupsCaptionAndColgroupAreData() throws {
        #expect(try Self.verdict("<table><thead><tr><td>a</td><td>b</td></tr></thead></table>").reason == "has a thead")
        #expect(try Self.verdict("<table><tfoot><tr><td>a</td><td>b</td></tr></tfoot></table>").reason == "has a tfoot")
        #expect(try Self.verdict("<table><caption/><tr><td>a</td><td>b</td></tr></table>").reason == "has a caption")
        #expect(try Self.verdict(#"<table><colgroup span="2"/><tr><td>a</td><td>b</td></tr></table>"#).reason == "has a colgroup")
        // A tbody is no sign of data.
        #expect(try Self.verdict("<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>").kind == .layout)
    }

    @Test("cell markup is data", arguments: [
        ("<th>a</th>", "has a th"), (#"<td scope="row">a</td>"#, "a cell has a scope attribute"),
        (#"<td headers="x">a</td>"#, "a cell has a headers attribute"), (#"<td abbr="A">a</td>"#, "a cell has an abbr attribute"),
        (#"<td role="columnheader">a</td>"#, #"a cell has role="columnheader""#), (#"<td role="rowheader">a</td>"#, #"a cell has role="rowheader""#),
        (#"<td><abbr title="Mister">Mr.</abbr></td>"#, "a cell holds only an abbr"),
    ])
    func cellMarkup(cell: String, reason: String) throws {
        #expect(try Self.verdict("<table><tr>\(cell)<td>b</td></tr></table>") == .init(kind: .data, reason: reason))
    }

    @Test func abbrWithASiblingElementIsNoSign() throws {
        #expect(try Self.verdict("<table><tr><td><abbr>Mr.</abbr><i>x</i></td><td>b</td></tr></table>").kind == .layout)
        // Text beside the abbr is not an element: axe reads only child elements.
        #expect(try Self.verdict("<table><tr><td>Dear <abbr>Mr.</abbr></td><td>b</td></tr></table>").kind == .data)
    }

    @Test func nestedTableIsLayout() throws {
        let body = "<table>\(Self.grid(4, 3))<tr><td><table><tr><td>a</td><td>b</td></tr></table></td></tr></table>"
        let inventory = try ContentInventoryTests.inventory(body)
        #expect(Self.english(DataTableHeuristic.judge(inventory.tables[0])) == .init(kind: .layout, reason: "nested table"))
        // The inner table's cells are its own, not the outer one's.
        #expect(inventory.tables[0].cells.count == 13 && inventory.tables[1].cells.count == 2)
        #expect(DataTableHeuristic.judge(inventory.tables[1]).reason.english == "only one row")
    }

    @Test func oneRowOrOneColumnIsLayout() throws {
        #expect(try Self.verdict("<table>\(Self.grid(1, 12))</table>") == .init(kind: .layout, reason: "only one row"))
        #expect(try Self.verdict("<table>\(Self.grid(12, 1))</table>") == .init(kind: .layout, reason: "only one column"))
        // A single cell spanning two columns in the sampled row is not "one column".
        #expect(try Self.verdict(#"<table><tr><td>a</td><td>b</td></tr><tr><td colspan="2">c</td></tr></table>"#).kind == .undecided)
    }

    @Test func fiveColumnsAreData() throws {
        // Six cells: without this step the table would be undecided (fewer than 10 cells).
        #expect(try Self.verdict("<table><tr><td>a</td></tr>\(Self.grid(1, 5))</table>") == .init(kind: .data, reason: "5 or more columns"))
    }

    @Test func borderAttributeIsData() throws {
        #expect(try Self.verdict(#"<table border="1">\#(Self.grid(2, 2))</table>"#) == .init(kind: .data, reason: "border attribute"))
        #expect(try Self.verdict(#"<table border="0">\#(Self.grid(2, 2))</table>"#).kind == .undecided)
    }

    @Test func twentyRowsAreDataEvenWithAnObject() throws {
        let object = #"<tr><td><object data="ad.svg" type="image/svg+xml">ad</object></td><td>b</td></tr>"#
        #expect(try Self.verdict("<table>\(Self.grid(19, 2))\(object)</table>") == .init(kind: .data, reason: "20 or more rows"))
        #expect(try Self.verdict("<table>\(Self.grid(18, 2))\(object)</table>").kind == .undecided)
    }

    @Test func fewerThanTenCellsNeedTheRendering() throws {
        let verdict = try Self.verdict("<table>\(Self.grid(3, 3))</table>")
        #expect(verdict.kind == .undecided && verdict.reason.hasPrefix("fewer than 10 cells"))
    }

    @Test func embeddedObjectNeedsTheRendering() throws {
        let verdict = try Self.verdict(#"<table>\#(Self.grid(4, 3))<tr><td><iframe src="ad.xhtml"/></td><td>b</td></tr></table>"#)
        #expect(verdict.kind == .undecided && verdict.reason.hasPrefix("holds an object, embed or iframe"))
    }

    @Test func tenCellsAreDataByDefault() throws {
        #expect(try Self.verdict("<table>\(Self.grid(5, 2))</table>") == .init(kind: .data, reason: "10 or more cells"))
    }
}
