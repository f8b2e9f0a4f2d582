/// Headings have text (axe `empty-heading`, WCAG H42).
struct EmptyHeadingRule: Rule {
    static let description = RuleDescription(
        id: "empty-heading", title: "Headings are not empty", impact: .minor,
        tags: ["best-practice", "ace"],
        rationale: "Screen-reader users move through a book by its headings; an empty heading is a stop that announces nothing, and the section it opens has no name.",
        references: [.htmlTechnique("H42"), .axe("empty-heading")],
        scope: .content,
        examples: [
            .passes(body: #"<h1>Chapter One</h1><h2><img src="star.png" alt="Interlude"/></h2><h2 aria-label="Notes"> </h2><h3 hidden="hidden"></h3>"#),
            .passes(body: #"<span id="t">Prologue</span><h1 aria-labelledby="t"></h1>"#),
            .fails(body: "<h1>Chapter One</h1>\n↓<h2> </h2>"),
            .fails(body: #"↓<div role="heading" aria-level="2"><img src="rule.png" alt=""/></div>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            // aria-labelledby is recorded as an id reference of the element on the heading's line.
            let labelled = Set(document.idReferences.filter { $0.attribute == "aria-labelledby" && !$0.ids.isEmpty }
                .map { "\($0.element)@\($0.line)" })
            return document.headings.compactMap { heading -> Finding? in
                guard !heading.hidden, RuleSupport.isBlank(heading.text), RuleSupport.isBlank(heading.ariaLabel),
                      !labelled.contains("\(heading.element)@\(heading.line)") else { return nil }
                return finding("empty", ["element": .value(RuleSupport.element(heading))],
                               at: document.location(of: heading), elementID: heading.id)
            }
        }
    }
}
