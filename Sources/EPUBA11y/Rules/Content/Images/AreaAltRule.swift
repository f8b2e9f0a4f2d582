/// Image-map areas that link somewhere have a text alternative (WCAG 1.1.1, 2.4.4; axe `area-alt`).
struct AreaAltRule: Rule {
    static let description = RuleDescription(
        id: "area-alt", title: "Image map areas have a text alternative", impact: .critical,
        tags: ["wcag2a", "wcag111", "wcag244", "wcag412", "ace"],
        rationale: "Each area with href is a link; without alt (or aria-label, aria-labelledby, title) a screen reader announces a link without a destination.",
        references: [
            .understanding("non-text-content.html"), .htmlTechnique("H24"), .axe("area-alt"),
        ],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: ##"<img src="map.png" alt="Map" usemap="#m"/><map name="m"><area shape="rect" coords="0,0,9,9" href="north.xhtml" alt="North wing"/></map>"##),
            .passes(body: ##"<img src="map.png" alt="Map" usemap="#m"/><map name="m"><area shape="rect" coords="0,0,9,9" href="north.xhtml" aria-label="North wing"/></map>"##),
            // An area without href is not a link and needs no name.
            .passes(body: ##"<img src="map.png" alt="Map" usemap="#m"/><map name="m"><area shape="rect" coords="0,0,9,9"/></map>"##),
            .fails(body: ##"<img src="map.png" alt="Map" usemap="#m"/><map name="m">"## + "\n" + ##"↓<area shape="rect" coords="0,0,9,9" href="north.xhtml"/></map>"##),
            .fails(body: ##"<img src="map.png" alt="Map" usemap="#m"/><map name="m">"## + "\n" + ##"↓<area shape="rect" coords="0,0,9,9" href="north.xhtml" alt=" "/></map>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.images.filter { $0.kind == .area && $0.hasHref }.compactMap { image -> Finding? in
                guard RuleSupport.isBlank(image.alt), !RuleSupport.hasARIAOrTitleName(image, ids: ids) else { return nil }
                return finding(image.alt == nil ? "no-alt" : "empty-alt", ["element": .value(RuleSupport.describe(image, in: document))],
                               at: document.location(of: image), elementID: image.id)
            }
        }
    }
}
