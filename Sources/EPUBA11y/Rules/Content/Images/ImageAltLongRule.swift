/// A description crammed into alt cannot be paused, navigated or re-read: it belongs in a long description.
struct ImageAltLongRule: Rule {
    /// Characters (after whitespace is collapsed) above which alt text is reported.
    static let limit = 250

    static let description = RuleDescription(
        id: "image-alt-long", title: "Long alt text comes with a long description", impact: .minor,
        tags: ["best-practice", "wcag111"],
        rationale: "Alt text is read in one go: a reader cannot pause in it, move through it by sentence or find it again. Over 250 characters it is a description, not an alternative: keep a short alt (what the image is) and give the description in an element the reader can navigate, linked with aria-details or aria-describedby, or in a details element beside the image. No specification sets a length; 250 is above the 100-150 character limits some checkers apply (see docs/CALIBRATION.md), so what is reported is clearly a description. Images that already have aria-describedby, aria-details, longdesc, a details element around them, right after them or in their figure are not reported.",
        references: [
            .generalTechnique("G94"), .generalTechnique("G92"), .ariaTechnique("ARIA15"),
            .daisyKB("html/images-desc.html"), .understanding("non-text-content.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="a.png" alt="The water cycle: evaporation, condensation and precipitation"/>"##),
            .passes(body: #"<img src="a.png" aria-details="d1" alt="\#(longAlt)"/><details id="d1"><summary>Description</summary><p>More.</p></details>"#),
            .passes(body: #"<figure><img src="a.png" alt="\#(longAlt)"/><figcaption>The water cycle<details><summary>Description</summary><p>More.</p></details></figcaption></figure>"#),
            .fails(body: #"↓<img src="a.png" alt="\#(longAlt)"/>"#),
        ])

    /// 260 characters of description, for the examples.
    static let longAlt = String(repeating: "The diagram shows water evaporating from the sea. ", count: 5) + "And so on."

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.images.compactMap { image -> Finding? in
                guard [.img, .inputImage, .area].contains(image.kind), !image.ariaHidden, let alt = image.alt,
                      !hasLongDescription(image) else { return nil }
                let length = alt.normalizingXMLWhitespace().count
                guard length > limit else { return nil }
                return finding("long", ["element": .value(RuleSupport.describe(image, in: document)), "length": .number(length),
                                         "alt": .value(RuleSupport.quoted(alt, limit: 50))],
                               at: document.location(of: image), outcome: .needsReview, elementID: image.id)
            }
        }
    }

    static func hasLongDescription(_ image: ImageItem) -> Bool {
        !image.ariaDescribedBy.isEmpty || !image.ariaDetails.isEmpty || !RuleSupport.isBlank(image.longdesc)
            || image.ancestry.inDetails || image.nextElement == "details" || image.figureHasDetails
    }
}
