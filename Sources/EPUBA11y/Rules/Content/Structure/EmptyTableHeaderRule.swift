/// A `th` has text (axe `empty-table-header`).
struct EmptyTableHeaderRule: Rule {
    static let description = RuleDescription(
        id: "empty-table-header", title: "Table headers have text", impact: .minor,
        tags: ["best-practice", "ace"],
        rationale: "A header cell without text gives the cells it heads an empty header: a screen reader announces nothing where the reader expects the column or row's name.",
        references: [.htmlTechnique("H51"), .axe("empty-table-header")],
        scope: .content,
        examples: [
            .passes(body: #"<table><tr><th>Day</th><th><img src="wave.png" alt="High tide"/></th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            .fails(body: "<table><tr>\n↓<th></th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.filter { !$0.isLayout }.flatMap { table in
                table.headerCells.filter { RuleSupport.isBlank($0.text) }.map { cell in
                    finding("empty", ["row": .value("\(cell.row + 1)"), "column": .value("\(cell.column + 1)"),
                                      "table": .value(RuleSupport.describe(table))],
                            at: document.location(of: cell), elementID: cell.id)
                }
            }
        }
    }
}
