/// Every `img` has a text alternative (WCAG 1.1.1; axe `image-alt`, as Ace reports it).
struct ImageAltRule: Rule {
    static let description = RuleDescription(
        id: "image-alt", title: "Images have a text alternative", impact: .critical,
        tags: ["wcag2a", "wcag111", "ace"],
        rationale: "An img without alt is announced by its file name or not at all, so readers who cannot see it lose what it shows; alt=\"\" marks an image as decorative.",
        references: [
            .understanding("non-text-content.html"), .htmlTechnique("H37"), .failure("F65"),
            .axe("image-alt"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="map.png" alt="A map of the harbour"/>"##),
            .passes(body: ##"<img src="rule.png" alt=""/>"##),
            .passes(body: ##"<img src="logo.png" alt="" role="presentation" epub:type="z3998:publisher-logo"/>"##),
            .passes(body: ##"<img src="star.png" role="presentation"/>"##),
            .passes(body: ##"<img src="star.png" aria-hidden="true"/>"##),
            .passes(body: ##"<img src="map.png" aria-label="A map of the harbour"/>"##),
            .passes(body: ##"<p id="cap">The harbour</p><img src="map.png" aria-labelledby="cap"/>"##),
            .passes(body: ##"<img src="map.png" title="A map of the harbour"/>"##),
            .passes(body: ##"<div hidden=""><img src="map.png"/></div>"##),
            .passes(body: ##"<div style="visibility: hidden"><img src="map.png"/></div>"##),
            .fails(body: ##"↓<img src="map.png"/>"##),
            .fails(body: ##"<div style="visibility: hidden">"## + "\n" + ##"↓<img src="map.png" style="visibility: visible"/></div>"##),
            .fails(body: ##"↓<img src="map.png" alt=" "/>"##),
            .fails(body: ##"↓<img src="map.png" aria-labelledby="nowhere"/>"##),
            .fails(body: ##"<figure>"## + "\n" + ##"↓<img src="map.png"/><figcaption>The harbour</figcaption></figure>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.images.compactMap { image -> Finding? in
                guard image.kind == .img, !image.ariaHidden else { return nil }
                let name = RuleSupport.describe(image, in: document)
                let location = document.location(of: image)
                // axe fails a space-only alt even beside aria-label: AT reads the space, not the label.
                if let alt = image.alt, !alt.isEmpty, RuleSupport.isBlank(alt) {
                    return finding("whitespace-alt", ["element": .value(name)], at: location, elementID: image.id)
                }
                guard image.alt == nil, !RuleSupport.isPresentational(image.roles),
                      !RuleSupport.hasARIAOrTitleName(image, ids: ids) else { return nil }
                let unresolved: ReportMessage.Argument = image.ariaLabelledBy.isEmpty ? .value("")
                    : .message(sentence("no-alt.unresolved", ["ids": .value(RuleSupport.quoted(image.ariaLabelledBy.joined(separator: " ")))]))
                let caption: ReportMessage.Argument = image.figcaption.map { RuleSupport.isBlank($0) ? .value("")
                    : .message(sentence("no-alt.caption", ["caption": .value(RuleSupport.quoted($0))])) } ?? .value("")
                return finding("no-alt", ["element": .value(name), "unresolved": unresolved, "caption": caption],
                               at: location, elementID: image.id)
            }
        }
    }
}
