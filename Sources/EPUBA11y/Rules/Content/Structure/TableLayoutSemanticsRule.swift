/// A layout table carries no data-table markup (WCAG F46).
struct TableLayoutSemanticsRule: Rule {
    static let description = RuleDescription(
        id: "table-layout-semantics", title: "Layout tables have no header, caption or scope", impact: .minor,
        tags: ["wcag2a", "wcag131"],
        rationale: "role=\"presentation\" tells assistive technology the table only lays out content, yet th, caption and scope claim it holds data: readers get contradictory structure, and the header cells may be announced or not depending on the reading system.",
        references: [.failure("F46"), .understanding("info-and-relationships.html")],
        scope: .content,
        examples: [
            .passes(body: #"<table role="presentation"><tr><td>Left</td><td>Right</td></tr></table>"#),
            .passes(body: "<table><caption>Tides</caption><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            .fails(body: #"↓<table role="presentation"><tr><th>Left</th><th>Right</th></tr><tr><td>a</td><td>b</td></tr></table>"#),
            .fails(body: #"↓<table role="none"><caption>Layout</caption><tr><td scope="row">a</td><td>b</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.filter(\.isLayout).compactMap { table -> Finding? in
                var markup: [ReportMessage] = []
                if !table.headerCells.isEmpty { markup.append(sentence("data-markup.th", count: table.headerCells.count)) }
                if table.caption != nil { markup.append(sentence("data-markup.caption")) }
                let scoped = table.cells.filter { $0.scope != nil }.count
                if scoped > 0 { markup.append(sentence("data-markup.scope", count: scoped)) }
                guard !markup.isEmpty else { return nil }
                let role = table.roles.first { $0 == "presentation" || $0 == "none" } ?? "presentation"
                return finding("data-markup", ["role": .value(role), "markup": RuleSupport.andList(markup)],
                               at: document.location(of: table), elementID: table.id)
            }
        }
    }
}
