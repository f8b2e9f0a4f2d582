/// Inline SVG used as an image has a name (WCAG 1.1.1; axe `svg-img-alt`), and SVG that
/// embeds a picture without saying it is one is flagged for review.
struct SVGImgAltRule: Rule {
    static let description = RuleDescription(
        id: "svg-img-alt", title: "SVG images have a text alternative", impact: .serious,
        tags: ["wcag2a", "wcag111", "ace"],
        rationale: "An inline svg with role=img is announced as an image, by its title child, aria-label, aria-labelledby or title attribute; without one it is an unnamed graphic. An svg that wraps a raster image (a common way to scale covers and plates) should say it is an image and name it.",
        references: [
            .understanding("non-text-content.html"), .ariaTechnique("ARIA6"), .ariaTechnique("ARIA16"),
            .axe("svg-img-alt"), Reference(url: "https://www.w3.org/TR/graphics-aria-1.0/#graphics-document"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 10 10"><title>Rainfall by week</title><rect width="5" height="9"/></svg>"##),
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Rainfall by week" viewBox="0 0 10 10"><rect width="5" height="9"/></svg>"##),
            .passes(body: ##"<p id="c">Rainfall</p><svg xmlns="http://www.w3.org/2000/svg" role="img" aria-labelledby="c"><rect width="5" height="9"/></svg>"##),
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-hidden="true"><rect width="5" height="9"/></svg>"##),
            // Drawing-only SVG (no embedded picture) without role=img is not this rule's business.
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="5" height="9"/></svg>"##),
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" aria-label="Cover"><image xlink:href="cover.jpg" width="10" height="10"/></svg>"##),
            .passes(body: ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="presentation"><image xlink:href="swirl.png" width="10" height="10"/></svg>"##),
            .fails(body: ##"↓<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 10 10"><rect width="5" height="9"/></svg>"##),
            .fails(body: ##"↓<svg xmlns="http://www.w3.org/2000/svg" role="img"><title> </title><rect width="5" height="9"/></svg>"##),
            .fails(body: ##"↓<svg xmlns="http://www.w3.org/2000/svg" role="graphics-document"><rect width="5" height="9"/></svg>"##),
            .fails(body: ##"↓<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image xlink:href="cover.jpg" width="10" height="10"/></svg>"##),
        ])

    static let imageRoles: Set<String> = ["img", "graphics-document", "graphics-symbol"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.images.indices.compactMap { index -> Finding? in
                let svg = document.images[index]
                guard svg.kind == .svg, !svg.ariaHidden else { return nil }
                let named = !RuleSupport.isBlank(svg.svgTitle) || RuleSupport.hasARIAOrTitleName(svg, ids: ids)
                guard !named else { return nil }
                let name = RuleSupport.describe(svg, in: document)
                let location = document.location(of: svg)
                if let role = svg.roles.first(where: imageRoles.contains) {
                    return finding("role-no-name", ["element": .value(name), "role": .value(role)],
                                   at: location, elementID: svg.id)
                }
                guard !RuleSupport.isPresentational(svg.roles),
                      let picture = RuleSupport.svgImages(ofIslandAt: index, in: document.images).first else { return nil }
                return finding("image-no-name", ["element": .value(name), "src": .value(RuleSupport.quoted(picture.src ?? "", limit: 80))],
                               at: location, impact: .minor, outcome: .needsReview, elementID: svg.id)
            }
        }
    }
}
