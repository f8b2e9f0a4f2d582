/// Data tables have a caption; the obsolete `summary` attribute is not used (WCAG H39, H73).
struct TableCaptionRule: Rule {
    static let description = RuleDescription(
        id: "table-caption", title: "Data tables have a caption", impact: .minor,
        tags: ["best-practice"],
        rationale: "A caption names the table, so screen-reader users can tell tables apart and jump to the right one; the summary attribute is obsolete in HTML and many reading systems ignore it, so what it says belongs in the caption or the text.",
        references: [.htmlTechnique("H39"), .htmlTechnique("H73"),
                     Reference(url: "https://html.spec.whatwg.org/multipage/obsolete.html#attr-table-summary")],
        scope: .content,
        examples: [
            .passes(body: "<table><caption>Tides</caption><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            .passes(body: #"<table role="presentation" summary=""><tr><td>Left</td><td>Right</td></tr></table>"#),
            .fails(body: "↓<table><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            // Twelve cells: a data table for axe even without th.
            .fails(body: "↓<table>" + String(repeating: "<tr><td>Mon</td><td>5 m</td><td>1 m</td></tr>", count: 4) + "</table>"),
            // A play's dialogue, a speaker in every row.
            .passes(body: "<table>" + String(repeating: #"<tr><td epub:type="z3998:persona">Hamlet</td><td>Words, words, words.</td><td>aside</td></tr>"#, count: 4) + "</table>"),
            // Four cells of td: axe's heuristic needs the rendering, so no caption is asked for.
            .passes(body: "<table><tr><td>Day</td><td>High</td></tr><tr><td>Mon</td><td>5 m</td></tr></table>"),
            .fails(body: #"↓<table summary="High tides by day"><caption>Tides</caption><tr><th>Day</th><th>High</th></tr><tr><td>Mon</td><td>5 m</td></tr></table>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.tables.filter { !$0.isLayout }.flatMap { table -> [Finding] in
                var findings: [Finding] = []
                // Only tables axe's data-table heuristic accepts: a layout or undecided table needs no caption.
                // A play's dialogue is read line by line; a caption would name nothing a reader looks for.
                if !table.isDialogue, DataTableHeuristic.judge(table).kind == .data, RuleSupport.isBlank(table.caption) {
                    let headers = table.headerCells.prefix(3).map { RuleSupport.quoted($0.text, limit: 30) }.joined(separator: ", ")
                    let problem = (table.caption == nil ? "no-caption" : "empty-caption") + (headers.isEmpty ? "" : "-headers")
                    findings.append(finding(problem, ["headers": .value(headers)],
                                            at: document.location(of: table), outcome: .needsReview, elementID: table.id))
                }
                // An empty summary says nothing and costs nothing; only a described table loses its description.
                if let summary = table.summaryAttribute, !RuleSupport.isBlank(summary) {
                    findings.append(finding("summary", ["summary": .value(RuleSupport.quoted(summary))],
                                            at: document.location(of: table), elementID: table.id))
                }
                return findings
            }
        }
    }
}
