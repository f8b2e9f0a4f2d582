/// A table's caption and summary do not say the same thing (axe `table-duplicate-name`).
struct TableDuplicateNameRule: Rule {
    static let description = RuleDescription(
        id: "table-duplicate-name", title: "Table caption and summary differ", impact: .minor,
        tags: ["best-practice", "ace"],
        rationale: "Screen readers announce both the caption and the summary; when they are the same text, the reader hears it twice and gets no description of the table's structure.",
        references: [.htmlTechnique("H39"), .axe("table-duplicate-name")],
        scope: .content,
        examples: [
            .passes(body: #"<table summary="Days down, high and low tides across"><caption>Tides</caption><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
            .fails(body: #"↓<table summary="Tides  this week"><caption>Tides this week</caption><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.compactMap { table -> Finding? in
                guard !table.isLayout, let caption = table.caption, let summary = table.summaryAttribute,
                      !RuleSupport.isBlank(caption),
                      caption.normalizingXMLWhitespace().lowercased() == summary.normalizingXMLWhitespace().lowercased()
                else { return nil }
                return finding("same", ["caption": .value(RuleSupport.quoted(caption))],
                               at: document.location(of: table), elementID: table.id)
            }
        }
    }
}
