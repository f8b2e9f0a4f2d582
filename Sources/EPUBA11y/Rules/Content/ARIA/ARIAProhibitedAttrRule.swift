import EPUBCore

/// No aria-label or aria-labelledby where naming is prohibited (WCAG 4.1.2; axe `aria-prohibited-attr`).
struct ARIAProhibitedAttrRule: Rule {
    static let description = RuleDescription(
        id: "aria-prohibited-attr", title: "No ARIA name where the role prohibits one", impact: .serious,
        tags: ["ace", "wcag2a", "wcag412", "semantics"],
        rationale: "aria-label and aria-labelledby name an element only where its role can be named. On a div, span, p, em or another element with no role, or with a role that prohibits naming (paragraph, presentation, none, caption, code, emphasis, strong, deletion, insertion, mark, subscript, superscript, suggestion), screen readers announce nothing or something inconsistent, so the name the author meant is lost. As axe-core 4.12.1 decides: inside a widget (a link, a button) an element without a role may be named; an element with text of its own is needs review (its text may say enough); without text the name is all it had, and it fails.",
        references: [.understanding("name-role-value.html"), .axe("aria-prohibited-attr")],
        scope: .content,
        examples: [
            .passes(body: #"<nav aria-label="Contents"><p>x</p></nav><section aria-labelledby="h"><h2 id="h">Part</h2></section>"#),
            .passes(body: #"<p><img src="a.png" alt="" aria-label="A chart"/><span role="img" aria-label="A star">★</span></p>"#),
            .passes(body: #"<p><span role="doc-pagebreak" aria-label="5" epub:type="pagebreak"/><a href="chapter1.xhtml"><span aria-label="Back">↩</span></a></p>"#),
            .passes(body: #"<div role="note" aria-label="Tip"><p>Read this.</p></div><aside aria-label="Sidebar"><p>x</p></aside>"#),
            .fails(body: "<p>\n" + #"↓<span aria-label="Page 5"></span></p>"#),
            .fails(body: "<div>\n" + #"↓<div tabindex="0" aria-label="y equals x squared"><img src="eq.png" alt=""/></div></div>"#),
            // With text of its own: review whether the name hides something the text does not say.
            .fails(body: "<div>\n" + #"↓<p aria-label="Summary">The long text.</p></div>"#),
            .fails(body: "<div>\n" + #"↓<div role="paragraph" aria-labelledby="x">Text</div><p id="x">Label</p></div>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.ariaItems.compactMap { item -> Finding? in
                guard item.isNamedWhereProhibited else { return nil }
                let attributes = RuleSupport.andList([RuleSupport.isBlank(item.ariaLabel) ? nil : "aria-label", item.ariaLabelledBy.isEmpty ? nil : "aria-labelledby"]
                    .compactMap { $0 })
                let role = item.computedRole.map { sentence("role", ["role": .value($0)]) } ?? sentence("no-role")
                let element = "<\(item.element)\(item.id.map { " id=\"\($0)\"" } ?? "")>"
                let arguments: [String: ReportMessage.Argument] = ["attributes": attributes, "element": .value(element), "role": .message(role)]
                // Text nil: more text than the capture keeps, which is text.
                let hasText = !(item.text?.isEmpty ?? false)
                if hasText {
                    return finding("with-text", arguments,
                                   at: document.location(of: item), outcome: .needsReview, elementID: item.id)
                }
                return finding("no-text", arguments,
                               at: document.location(of: item), elementID: item.id)
            }
        }
    }
}
