/// Every non-empty data cell of a large data table has a header (axe `td-has-header`, WCAG H51, H43).
///
/// It replaces `table-missing-th`, which failed every table of 2+ rows and 2+ columns without a
/// `th`: on books certified WCAG AA that flagged dialogue and label/value tables axe (and so Ace)
/// never reports. axe applies the check only to tables its data-table heuristic accepts
/// (`DataTableHeuristic`) and that are at least 3 by 3 (`lib/rules/data-table-large-matches.js`),
/// and tags the rule `experimental`: off by default, so Ace never reports it. So it never fails
/// above minor here, and fails only where the table has header cells and a cell's header slot is
/// not left empty on purpose; a table without any header cell, a cipher grid or a column of
/// amounts, is left to review; a play's dialogue (speaker cells) is not asked for headers.
struct TDHasHeaderRule: Rule {
    static let description = RuleDescription(
        id: "td-has-header", title: "Data cells in large data tables have headers", impact: .minor,
        tags: ["wcag2a", "wcag131", "ace", "experimental"],
        rationale: "A screen reader announces a data cell with its row and column headers; in a data table of 3 or more rows and columns a cell without any header is read as a bare value, and the reader has to remember what each column means. axe-core tags this rule experimental (Ace does not run it), so it is minor here: it fails only a table that has header cells and leaves some data cells without one; a table with no header cell at all, which may be a grid laid out for the eye, is for review.",
        references: [.htmlTechnique("H51"), .htmlTechnique("H43"), .axe("td-has-header"),
                     .understanding("info-and-relationships.html")],
        scope: .content,
        examples: [
            // Layout by nesting: the outer table holds a table, the inner one has one row.
            .passes(body: "<table><tr><td>Menu</td><td><table><tr><td>a</td><td>b</td><td>c</td></tr></table></td></tr><tr><td>x</td><td>y</td></tr><tr><td>z</td><td>w</td></tr></table>"),
            // A header row.
            .passes(body: "<table><tr><th>Day</th><th>High</th><th>Low</th></tr>" + rows(3, ["Mon", "5 m", "1 m"]) + "</table>"),
            // Row headers only.
            .passes(body: "<table>" + rows(3, [#"<th scope="row">Mon</th>"#, "5 m", "1 m"], raw: true) + "</table>"),
            // headers attributes naming header cells below the data.
            .passes(body: #"<table><tr><td headers="a">1</td><td headers="b">2</td><td headers="c">3</td></tr><tr><td headers="a">4</td><td headers="b">5</td><td headers="c">6</td></tr><tr><th id="a">A</th><th id="b">B</th><th id="c">C</th></tr></table>"#),
            // One row: a layout table for axe.
            .passes(body: "<table><tr><td>Mon</td><td>Tue</td><td>Wed</td></tr></table>"),
            // The fifth column's header slot is an empty td: left without a header on purpose.
            .passes(body: "<table><tr><th>A</th><th>B</th><th>C</th><th>D</th><td></td></tr>" + rows(3, ["1", "2", "3", "4", "5"]) + "</table>"),
            // A play's dialogue: the speakers head the lines.
            .passes(body: "<table>" + rows(4, [#"<td epub:type="z3998:persona">Hamlet</td>"#, "To be, or not to be", "aside"], raw: true) + "</table>"),
            // 4 rows of 3 td: a data table by its 12 cells, with no header at all (for review).
            .fails(body: "↓<table>" + rows(4, ["Bread", "1.20", "Baker"]) + "</table>"),
            // The fourth column has no header slot at all.
            .fails(body: "↓<table><tr><th>A</th><th>B</th><th>C</th></tr>" + rows(3, ["1", "2", "3", "4"]) + "</table>"),
        ])

    /// `count` rows of `cells`, each wrapped in td unless `raw`.
    static func rows(_ count: Int, _ cells: [String], raw: Bool = false) -> String {
        String(repeating: "<tr>" + cells.map { raw && $0.hasPrefix("<") ? $0 : "<td>\($0)</td>" }.joined() + "</tr>", count: count)
    }

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let documentIDs = document.idSet
            return document.tables.compactMap { table in judge(table, in: document, documentIDs: documentIDs) }
        }
    }

    static func judge(_ table: TableItem, in document: ContentInventory, documentIDs: Set<String>) -> Finding? {
        let verdict = DataTableHeuristic.judge(table)
        guard verdict.kind != .layout, !table.isDialogue, table.cells.contains(where: { !$0.isHeader && $0.hasContent })
        else { return nil }
        let grid = TableGrid(table)
        let name = RuleSupport.describe(table)
        let hasHeader = table.cells.contains { $0.isHeader || ["columnheader", "rowheader"].contains($0.roles.first ?? "") }
        if hasHeader {
            guard verdict.kind == .data && grid.isLarge else { return nil }
            let missing = grid.cellsWithoutHeaders(documentIDs: documentIDs).filter { !grid.hasEmptyHeaderSlot($0) }
            guard let first = missing.first else { return nil }
            let cells = table.cells.filter { !$0.isHeader && $0.hasContent && !$0.hasOwnLabel }.count
            return finding(sentence("missing", count: missing.count, [
                "cells": .value("\(cells)"), "table": .value(name), "reason": .message(verdict.reason), "line": .value("\(first.line)"),
            ]), at: document.location(of: table), elementID: table.id)
        }
        let why: String
        switch verdict.kind {
        case .data where grid.isLarge: why = "no-header.large"
        case .data: why = "no-header.small"
        default: why = "no-header.undecided"
        }
        return finding(sentence("no-header", count: grid.rowCount, [
            "table": .value(name), "why": .message(sentence(why, ["reason": .message(verdict.reason)])),
        ]), at: document.location(of: table), outcome: .needsReview, elementID: table.id)
    }
}
