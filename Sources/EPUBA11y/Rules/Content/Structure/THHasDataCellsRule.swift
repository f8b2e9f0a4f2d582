/// A header in a data table heads at least one cell (axe `th-has-data-cells`).
///
/// As in axe-core (`lib/checks/tables/th-has-data-cells-evaluate.js`), a header that heads no
/// cell is left to review, not failed: axe's check answers "incomplete" for it, since a header
/// row over an empty table, or a header named only from outside the table, can be deliberate.
struct THHasDataCellsRule: Rule {
    static let description = RuleDescription(
        id: "th-has-data-cells", title: "Table headers head data cells", impact: .serious,
        tags: ["wcag2a", "wcag131", "ace"],
        rationale: "A header that heads no cell usually means the table's structure is wrong (scope on the wrong axis, a missing column), so the real data cells are announced with the wrong headers or none.",
        references: [.htmlTechnique("H63"), .axe("th-has-data-cells")],
        scope: .content,
        examples: [
            .passes(body: #"<table><tr><th scope="col">Country</th><th scope="col">People</th></tr><tr><th scope="row">France</th><td>68 M</td></tr></table>"#),
            // Spans are placed as HTML places them: "Note" heads the column the rowspan leaves free.
            .passes(body: #"<table><tr><th scope="col" colspan="2">Tides</th><th scope="col">Note</th></tr><tr><td rowspan="2">Mon</td><td>5 m</td><td>calm</td></tr><tr><td>4 m</td><td>wind</td></tr></table>"#),
            // A column with no cell under its header.
            .fails(body: #"<table><tr><th scope="col">Day</th><th scope="col">High</th>"# + "\n" + #"↓<th scope="col">Low</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            // Headers down the first column with scope on the wrong axis.
            .fails(body: #"<table><tr>"# + "\n" + #"↓<th scope="col">Day</th><td>Mon</td><td>Tue</td></tr><tr>"# + "\n" + #"↓<th scope="col">High</th><td>5 m</td><td>4 m</td></tr></table>"#),
            // The rowspan pushes the second row's cells right: nothing is left under "Note".
            .fails(body: #"<table><tr><th scope="col">Day</th><th scope="col">High</th>"# + "\n" + #"↓<th scope="col">Note</th></tr><tr><td rowspan="2">Mon</td><td>5 m</td></tr><tr><td>4 m</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let documentIDs = document.idSet
            return document.tables.filter { DataTableHeuristic.judge($0).kind == .data }.flatMap { table in
                let grid = TableGrid(table)
                return grid.headersWithoutCells(documentIDs: documentIDs).map { header in
                    let axis: String
                    switch grid.scope(of: header) {
                    case .column: axis = "column"
                    case .row: axis = "row"
                    case .both, .none: axis = "row-or-column"
                    }
                    let scope: ReportMessage.Argument = header.scope.map { .message(sentence("scope", ["scope": .value($0)])) } ?? RuleSupport.noClause
                    return finding(axis, ["header": .value(RuleSupport.quoted(header.text)), "scope": scope,
                                          "table": .value(RuleSupport.describe(table))],
                                   at: document.location(of: header), outcome: .needsReview, elementID: header.id)
                }
            }
        }
    }
}
