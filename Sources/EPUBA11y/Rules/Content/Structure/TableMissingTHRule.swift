/// Data tables mark their headers with `th` (WCAG H51).
struct TableMissingTHRule: Rule {
    static let description = RuleDescription(
        id: "table-missing-th", title: "Data tables have header cells", impact: .serious,
        tags: ["wcag2a", "wcag131"],
        rationale: "A screen reader announces a data cell with its row and column headers; without th cells a reader hears bare values and has to remember what each column means.",
        references: [RuleSupport.htmlTechniques + "H51", RuleSupport.understanding + "info-and-relationships.html"],
        scope: .content,
        examples: [
            .passes(body: "<table><tr><th>Day</th><th>High tide</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            .passes(body: #"<table role="presentation"><tr><td>Left</td><td>Right</td></tr><tr><td>a</td><td>b</td></tr></table>"#),
            .fails(body: "<table><tr><td>Day</td><td>High tide</td></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            .fails(body: "<table><tr><td>Mon</td><td>Tue</td><td>Wed</td></tr></table>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.compactMap { table -> Finding? in
                guard !table.isLayout, !table.cells.isEmpty, table.headerCells.isEmpty else { return nil }
                let rows = StructureSupport.rowsWithCells(table), columns = StructureSupport.widestRow(table)
                let name = StructureSupport.describe(table)
                if rows >= 2 && columns >= 2 {
                    return finding("The \(name) has \(rows) rows and \(columns) columns of cells but no th header cell",
                                   at: document.location(table.line), elementID: table.id)
                }
                return finding("The \(name) has a single \(rows == 1 ? "row" : "column") of \(table.cells.count) cell(s) and no th: mark its headers with th if it holds data, or give it role=\"presentation\" if it only lays out content",
                               at: document.location(table.line), impact: .minor, outcome: .needsReview, elementID: table.id)
            }
        }
    }
}
