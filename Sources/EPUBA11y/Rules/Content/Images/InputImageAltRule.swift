/// Image buttons have a text alternative (WCAG 1.1.1, 4.1.2; axe `input-image-alt`).
struct InputImageAltRule: Rule {
    static let description = RuleDescription(
        id: "input-image-alt", title: "Image buttons have a text alternative", impact: .critical,
        tags: ["wcag2a", "wcag111", "wcag412", "ace"],
        rationale: "An input type=image is a button drawn as a picture; without alt (or aria-label, aria-labelledby, title) a screen reader announces an unnamed button.",
        references: [
            .understanding("non-text-content.html"), .htmlTechnique("H36"), .axe("input-image-alt"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<form action="#"><input type="image" src="go.png" alt="Search"/></form>"##),
            .passes(body: ##"<form action="#"><input type="image" src="go.png" aria-label="Search"/></form>"##),
            .passes(body: ##"<form action="#"><input type="image" src="go.png" title="Search"/></form>"##),
            .fails(body: ##"<form action="#">"## + "\n" + ##"↓<input type="image" src="go.png"/></form>"##),
            .fails(body: ##"<form action="#">"## + "\n" + ##"↓<input type="image" src="go.png" alt=""/></form>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            // A button stays focusable when aria-hidden, so hiding it does not excuse a missing name.
            return document.images.filter { $0.kind == .inputImage }.compactMap { image -> Finding? in
                guard RuleSupport.isBlank(image.alt), !RuleSupport.hasARIAOrTitleName(image, ids: ids) else { return nil }
                return finding(image.alt == nil ? "no-alt" : "empty-alt", ["element": .value(RuleSupport.describe(image, in: document))],
                               at: document.location(of: image), elementID: image.id)
            }
        }
    }
}
