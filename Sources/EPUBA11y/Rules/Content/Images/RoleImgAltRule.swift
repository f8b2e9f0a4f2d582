/// Elements given role=img have a name (WCAG 1.1.1; axe `role-img-alt`).
struct RoleImgAltRule: Rule {
    static let description = RuleDescription(
        id: "role-img-alt", title: "Elements with role=img have a text alternative", impact: .serious,
        tags: ["wcag2a", "wcag111", "ace"],
        rationale: "role=img turns an element and everything inside it into one image, so its text is no longer read; the name must come from aria-label, aria-labelledby or title.",
        references: [
            .understanding("non-text-content.html"), .ariaTechnique("ARIA6"), .ariaTechnique("ARIA16"),
            .axe("role-img-alt"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<div role="img" aria-label="Four stars out of five">★★★★☆</div>"##),
            .passes(body: ##"<p id="r">Four stars</p><span role="img" aria-labelledby="r">★★★★</span>"##),
            .passes(body: ##"<span role="img" title="Four stars">★★★★</span>"##),
            .passes(body: ##"<span role="img" aria-hidden="true">★★★★</span>"##),
            .fails(body: ##"↓<div role="img">★★★★☆</div>"##),
            .fails(body: ##"↓<div role="img" aria-labelledby="missing">★★★★☆</div>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.images.filter { $0.kind == .roleImg && !$0.ariaHidden }.compactMap { image -> Finding? in
                guard !RuleSupport.hasARIAOrTitleName(image, ids: ids) else { return nil }
                return finding("no-name", ["element": .value(RuleSupport.describe(image, in: document))],
                               at: document.location(of: image), elementID: image.id)
            }
        }
    }
}
