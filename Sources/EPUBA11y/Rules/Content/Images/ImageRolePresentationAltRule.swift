/// role=presentation/none and a non-empty alt contradict each other.
struct ImageRolePresentationAltRule: Rule {
    static let description = RuleDescription(
        id: "image-role-presentation-alt", title: "Presentational images have an empty alt", impact: .minor,
        tags: ["wcag2a", "wcag111"],
        rationale: "role=presentation (or none) removes an image from the accessibility tree, so its alt text is never read; either the image is decorative and alt should be empty, or it informs and the role should go.",
        references: [
            .understanding("non-text-content.html"), .htmlTechnique("H67"),
            .htmlARIA("el-img-empty-alt"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="swirl.png" alt="" role="presentation"/>"##),
            .passes(body: ##"<img src="map.png" alt="A map of the harbour"/>"##),
            .fails(body: ##"↓<img src="map.png" alt="A map of the harbour" role="presentation"/>"##),
            .fails(body: ##"↓<img src="map.png" alt="A map of the harbour" role="none"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.images.compactMap { image -> Finding? in
                guard image.kind == .img, RuleSupport.isPresentational(image.roles),
                      let alt = image.alt, !RuleSupport.isBlank(alt) else { return nil }
                let role = image.roles.first { $0 == "presentation" || $0 == "none" } ?? "presentation"
                return finding("alt", ["element": .value(RuleSupport.describe(image, in: document)), "role": .value(role), "alt": .value(RuleSupport.quoted(alt))],
                               at: document.location(of: image), elementID: image.id)
            }
        }
    }
}
