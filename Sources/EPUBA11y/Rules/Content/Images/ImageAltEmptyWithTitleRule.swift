/// alt="" with a non-empty title: decorative for screen readers, informative for the mouse (H67).
struct ImageAltEmptyWithTitleRule: Rule {
    static let description = RuleDescription(
        id: "image-alt-empty-with-title", title: "Decorative images have no title", impact: .minor,
        tags: ["wcag2a", "wcag111"],
        rationale: "alt=\"\" tells assistive technology to skip the image, while a title shows sighted mouse users a tooltip: the two disagree on whether the image carries information. If it does, the text belongs in alt; if not, the title should go.",
        references: [
            .htmlTechnique("H67"), .understanding("non-text-content.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="swirl.png" alt=""/>"##),
            .passes(body: ##"<img src="chart.png" alt="Rainfall by week" title="Rainfall by week"/>"##),
            .passes(body: ##"<img src="swirl.png" alt="" title=" "/>"##),
            .fails(body: ##"↓<img src="chart.png" alt="" title="A chart of rainfall"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.images.compactMap { image -> Finding? in
                guard [.img, .inputImage, .area].contains(image.kind), image.alt == "", !image.ariaHidden,
                      let title = image.title, !RuleSupport.isBlank(title) else { return nil }
                return finding("titled", ["element": .value(RuleSupport.describe(image, in: document)), "title": .value(RuleSupport.quoted(title))],
                               at: document.location(of: image), outcome: .needsReview, elementID: image.id)
            }
        }
    }
}
