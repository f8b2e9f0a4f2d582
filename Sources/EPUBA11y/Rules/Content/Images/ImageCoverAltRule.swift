/// The cover, shown in a content document, is described rather than marked decorative.
struct ImageCoverAltRule: Rule {
    static let description = RuleDescription(
        id: "image-cover-alt", title: "The cover image has a text alternative", impact: .moderate,
        tags: ["wcag2a", "wcag111", "epub-a11y-11"],
        rationale: "A cover shown in the reading order carries the title, the author and the mood of the book; alt=\"\" or no alt hides it from screen-reader users. role=doc-cover inherits from img and requires a name.",
        references: [
            .understanding("non-text-content.html"), Reference(url: "https://www.w3.org/TR/dpub-aria-1.1/#doc-cover"),
            .epub33("sec-cover-image"),
        ],
        scope: .content,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: ##"<img src="images/cover.jpg" alt="Cover: a lighthouse at dusk" role="doc-cover"/>"##)],
                    manifestItems: ##"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"##),
            .passes(documents: [RuleExample.xhtml(body: ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" aria-label="Cover: a lighthouse at dusk"><image xlink:href="images/cover.jpg" width="10" height="10"/></svg>"##)],
                    manifestItems: ##"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"##),
            // Another image with an empty alt is not the cover.
            .passes(documents: [RuleExample.xhtml(body: ##"<img src="images/swirl.png" alt=""/>"##)],
                    manifestItems: ##"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"##),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<img src="images/cover.jpg" alt=""/>"##)],
                   manifestItems: ##"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"##),
            .fails(documents: [RuleExample.xhtml(body: ##"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">"## + "\n" + ##"↓<image xlink:href="images/cover.jpg" width="10" height="10"/></svg>"##)],
                   manifestItems: ##"<item id="cover" href="images/cover.jpg" media-type="image/jpeg" properties="cover-image"/>"##),
            .fails(body: ##"↓<img src="front.jpg" alt="" role="doc-cover"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let coverPaths = Set(context.package.manifest.filter { $0.hasProperty("cover-image") }.compactMap(\.path))
        return RuleSupport.readDocuments(context).flatMap { document in
            let ids = RuleSupport.ids(document)
            return document.images.indices.compactMap { index -> Finding? in
                let image = document.images[index]
                let isCover = image.target?.path.map(coverPaths.contains) ?? false
                switch image.kind {
                case .img:
                    let isDocCover = image.roles.contains("doc-cover")
                    guard isCover || isDocCover, RuleSupport.isBlank(image.alt) || image.ariaHidden,
                          !RuleSupport.hasARIAOrTitleName(image, ids: ids) || image.ariaHidden else { return nil }
                    let what = sentence(isCover ? "unnamed.cover-image" : "unnamed.doc-cover")
                    let alt = sentence(image.ariaHidden ? "unnamed.hidden" : image.alt == nil ? "unnamed.no-alt" : "unnamed.empty-alt")
                    return finding("unnamed", ["element": .value(RuleSupport.describe(image, in: document)), "what": .message(what), "alt": .message(alt)],
                                   at: document.location(of: image), elementID: image.id)
                case .svgImage:
                    // The SVG-wrapped cover (common in EPUBs made for fixed screens) is named by its svg.
                    guard isCover, !document.isSVG, let svg = RuleSupport.owningSVG(of: index, in: document.images) else { return nil }
                    let named = !RuleSupport.isBlank(svg.svgTitle) || RuleSupport.hasARIAOrTitleName(svg, ids: ids)
                    guard !named || svg.ariaHidden else { return nil }
                    return finding("unnamed-svg", ["element": .value(RuleSupport.describe(image, in: document))],
                                   at: document.location(of: image), elementID: image.id ?? svg.id)
                default:
                    return nil
                }
            }
        }
    }
}
