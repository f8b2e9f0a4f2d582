/// Every id an ARIA relationship attribute names exists in the same document.
struct ARIAReferenceTargetRule: Rule {
    static let description = RuleDescription(
        id: "aria-reference-target", title: "ARIA id references resolve", impact: .serious,
        tags: ["wcag2a", "wcag131", "wcag412"],
        rationale: "aria-labelledby, aria-describedby and aria-details carry names and descriptions by id, and aria-controls, aria-owns and aria-flowto carry relationships; an id that is not in the same document silently drops the name, the description or the relationship. Ace's axe run does not check these ids.",
        references: [
            .understanding("info-and-relationships.html"), .understanding("name-role-value.html"),
            .ariaTechnique("ARIA16"), .ariaTechnique("ARIA1"), Reference(url: "https://www.w3.org/TR/wai-aria-1.2/#valuetype_idref_list"),
        ],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: ##"<ul aria-describedby="note"><li>Bread</li></ul><p id="note">Prices are from 1952.</p>"##),
            .passes(body: ##"<h2 id="t">Prices</h2><section aria-labelledby="t"><p>Cheap.</p></section>"##),
            // Only the ARIA relationship attributes: headers and for belong to the table and form rules.
            .passes(body: ##"<table><tr><th id="h">Item</th></tr><tr><td headers="missing">Bread</td></tr></table>"##),
            .fails(body: ##"↓<ul aria-describedby="list-footnote"><li>Bread</li></ul>"##),
            .fails(body: ##"<h2 id="t">Prices</h2>"## + "\n" + ##"↓<section aria-labelledby="t gone"><p>Cheap.</p></section>"##),
            .fails(body: ##"↓<img src="chart.png" alt="Chart" aria-details="chart-notes"/>"##),
            .fails(body: ##"↓<button type="button" aria-controls="panel">Show</button>"##),
        ])

    static let attributes: Set<String> = ["aria-describedby", "aria-labelledby", "aria-details", "aria-controls", "aria-owns", "aria-flowto"]
    /// These lose what is read; the others lose a relationship that AT rarely exposes.
    static let namingAttributes: Set<String> = ["aria-describedby", "aria-labelledby", "aria-details"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.idReferences.filter { attributes.contains($0.attribute) }.flatMap { reference in
                var seen = Set<String>()
                return reference.ids.filter { !ids.contains($0) && seen.insert($0).inserted }.map { id in
                    let onElement = reference.elementID.map { "\(reference.element) #\($0)" } ?? reference.element
                    return finding("missing-id", ["attribute": .value(reference.attribute), "element": .value(onElement), "id": .value(RuleSupport.quoted(id))],
                                   at: document.location(of: reference),
                                   impact: namingAttributes.contains(reference.attribute) ? .serious : .moderate,
                                   elementID: reference.elementID)
                }
            }
        }
    }
}
