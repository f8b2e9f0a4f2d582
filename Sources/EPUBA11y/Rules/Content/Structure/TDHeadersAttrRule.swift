/// Every id in a cell's `headers` names another cell of the same table (axe `td-headers-attr`, WCAG H43).
struct TDHeadersAttrRule: Rule {
    static let description = RuleDescription(
        id: "td-headers-attr", title: "Cells' headers attributes name cells of their table", impact: .serious,
        tags: ["wcag2a", "wcag131", "ace"],
        rationale: "Assistive technology reads a cell's headers from the ids in its headers attribute; an id that names no cell of the same table (or the cell itself) leaves the cell announced without its header.",
        references: [.htmlTechnique("H43"), .axe("td-headers-attr")],
        scope: .content,
        examples: [
            .passes(body: #"<table><tr><th id="d">Day</th><th id="h">High</th></tr><tr><td headers="d">Mon</td><td headers="h d">5 m</td></tr></table>"#),
            .fails(body: #"<table><tr><th id="d">Day</th><th>High</th></tr><tr><td headers="d">Mon</td>"# + "\n" + #"↓<td headers="high">5 m</td></tr></table>"#),
            .fails(body: #"<p id="note">Heights in metres.</p><table><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td>"# + "\n" + #"↓<td headers="note">5 m</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let documentIDs = document.idSet
            return document.tables.filter { !$0.isLayout }.flatMap { table in
                let cellIDs = Set(table.cells.compactMap(\.id))
                return table.cells.flatMap { cell in
                    cell.headers.compactMap { reference -> Finding? in
                        let problem: String
                        if reference == cell.id {
                            problem = "itself"
                        } else if cellIDs.contains(reference) {
                            return nil
                        } else if documentIDs.contains(reference) {
                            problem = "outside-table"
                        } else {
                            problem = "nowhere"
                        }
                        let text = cell.text.isEmpty ? "" : " \(RuleSupport.quoted(cell.text))"
                        return finding(problem, ["cell": .value(cell.isHeader ? "th" : "td"), "text": .value(text), "id": .value(reference)],
                                       at: document.location(of: cell), elementID: cell.id)
                    }
                }
            }
        }
    }
}
