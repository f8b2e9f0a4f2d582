/// A header with scope heads at least one cell (axe `th-has-data-cells`).
struct THHasDataCellsRule: Rule {
    static let description = RuleDescription(
        id: "th-has-data-cells", title: "Table headers head data cells", impact: .serious,
        tags: ["wcag2a", "wcag131", "ace"],
        rationale: "A header that heads no cell usually means the table's structure is wrong (scope on the wrong axis, a missing column), so the real data cells are announced with the wrong headers or none.",
        references: [RuleSupport.htmlTechniques + "H63", RuleSupport.axe + "th-has-data-cells"],
        scope: .content,
        examples: [
            .passes(body: #"<table><tr><th scope="col">Country</th><th scope="col">People</th></tr><tr><th scope="row">France</th><td>68 M</td></tr></table>"#),
            // Spans are not in the inventory: an irregular grid is left alone rather than guessed.
            .passes(body: #"<table><tr><th scope="col" colspan="2">Tides</th><th scope="col">Note</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            .fails(body: #"<table><tr><th scope="row">Day</th><th scope="col">High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            // Headers down the first column with scope on the wrong axis.
            .fails(body: #"<table><tr><th scope="col">Day</th><td>Mon</td><td>Tue</td></tr><tr><th scope="col">High</th><td>5 m</td><td>4 m</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.filter { !$0.isLayout && !$0.dataCells.isEmpty && StructureSupport.isSimpleGrid($0) }.flatMap { table in
                let byColumn = Dictionary(grouping: table.cells, by: \.column), byRow = Dictionary(grouping: table.cells, by: \.row)
                return table.headerCells.compactMap { header -> Finding? in
                    // A column header heads the cells below or above it that are not column headers
                    // (a row header under a column header counts, as axe counts it); a row header
                    // heads the cells of its row that are not headers with a scope.
                    let axis: String
                    let headed: [TableItem.Cell]
                    switch header.scope?.trimmingXMLWhitespace().lowercased() {
                    case "col":
                        axis = "column"
                        headed = (byColumn[header.column] ?? []).filter { $0.row != header.row && !isHeader($0, scope: "col") }
                    case "row":
                        axis = "row"
                        headed = (byRow[header.row] ?? []).filter { $0.column != header.column && !isHeader($0, scope: "row") && !isHeader($0, scope: "col") }
                    default:
                        return nil
                    }
                    guard headed.isEmpty else { return nil }
                    let text = header.text.isEmpty ? "" : " \(RuleSupport.quoted(header.text))"
                    return finding("The th\(text) has scope=\"\(header.scope ?? "")\" but its \(axis) in the \(StructureSupport.describe(table)) has no data cell",
                                   at: document.location(header.line), elementID: header.id)
                }
            }
        }
    }

    private static func isHeader(_ cell: TableItem.Cell, scope: String) -> Bool {
        cell.isHeader && cell.scope?.trimmingXMLWhitespace().lowercased() == scope
    }
}
