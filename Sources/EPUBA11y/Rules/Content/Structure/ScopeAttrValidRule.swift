/// `scope` is row, col, rowgroup or colgroup, and only on `th` (axe `scope-attr-valid`, WCAG H63).
struct ScopeAttrValidRule: Rule {
    static let description = RuleDescription(
        id: "scope-attr-valid", title: "scope attributes are valid", impact: .moderate,
        tags: ["best-practice", "ace"],
        rationale: "Screen readers use a header's scope to tell which cells it heads; an unknown value is ignored, and scope on a td is obsolete in HTML and not read as a header.",
        references: [.htmlTechnique("H63"), .axe("scope-attr-valid")],
        scope: .content,
        examples: [
            .passes(body: #"<table><tr><th scope="col">Day</th><th scope="COL">High</th></tr><tr><th scope="row">Mon</th><td>5 m</td></tr></table>"#),
            .fails(body: #"<table><tr>"# + "\n" + #"↓<th scope="column">Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            .fails(body: #"<table><tr><th>Day</th><th>High</th></tr><tr>"# + "\n" + #"↓<td scope="row">Mon</td><td>5 m</td></tr></table>"#),
        ])

    static let values: Set<String> = ["row", "col", "rowgroup", "colgroup"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.filter { !$0.isLayout }.flatMap(\.cells).compactMap { cell -> Finding? in
                guard let scope = cell.scope else { return nil }
                let text = cell.text.isEmpty ? "" : " \(RuleSupport.quoted(cell.text))"
                if !cell.isHeader {
                    return finding("td", ["text": .value(text), "scope": .value(scope)],
                                   at: document.location(of: cell), elementID: cell.id)
                }
                guard !values.contains(scope.trimmingXMLWhitespace().lowercased()) else { return nil }
                return finding("th", ["text": .value(text), "scope": .value(scope)],
                               at: document.location(of: cell), elementID: cell.id)
            }
        }
    }
}
