/// Alt text that repeats the figure caption or the text right beside the image is read twice.
struct ImageAltRedundantRule: Rule {
    static let description = RuleDescription(
        id: "image-alt-redundant", title: "Alt text does not repeat the caption or the adjacent text", impact: .minor,
        tags: ["best-practice", "wcag111"],
        rationale: "A screen reader reads the alt and then the caption or sentence beside the image: when they are the same, the reader hears it twice and still learns nothing about what the picture shows. \"Adjacent\" is the text between the image and the nearest tag on either side in the same element, or, when only whitespace separates them, the whole text of the element right before the image (when it has no child element, like a caption paragraph) or right after it (up to 1000 bytes). Texts are compared with case, accents, punctuation and spacing folded. Either describe the image in the alt, or leave alt=\"\" when the caption or text says everything the image does.",
        references: [
            .htmlTechnique("H2"), .htmlTechnique("H67"), .understanding("non-text-content.html"),
            Reference(url: "https://www.w3.org/WAI/tutorials/images/decorative/#image-with-adjacent-text-alternative"),
            .daisyKB("html/figures.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<figure><img src="a.png" alt="Fishing boats moored along the quay at low tide"/><figcaption>The harbour at dawn.</figcaption></figure>"##),
            .passes(body: ##"<figure><img src="a.png" alt=""/><figcaption>The harbour at dawn.</figcaption></figure>"##),
            // The alt inside a longer sentence is not a repeat.
            .passes(body: ##"<p>He drew <img src="a.png" alt="a ship"/> a ship sailing past the harbour wall.</p>"##),
            // A paragraph with markup inside ends with a text run that is not its whole text: not compared.
            .passes(body: ##"<div><p>The <em>harbour</em> at dawn</p><img src="a.png" alt="at dawn"/></div>"##),
            .fails(body: ##"<figure>↓<img src="a.png" alt="The harbour at dawn"/><figcaption>The harbour at <em>dawn</em>.</figcaption></figure>"##),
            .fails(body: ##"<p>↓<img src="a.png" alt="Fig. 1 The harbour"/> Fig. 1: the harbour</p>"##),
            .fails(body: ##"<div>↓<img src="a.png" alt="The lighthouse keeper"/>"## + "\n" + ##"<p>The lighthouse keeper</p></div>"##),
            .fails(body: ##"<p><a href="chapter1.xhtml">Home ↓<img src="icons/house.png" alt="Home"/></a></p>"##),
            .fails(body: ##"<div><p class="caption">Figure 2. The lighthouse keeper</p>"## + "\n" + ##"↓<img src="a.png" alt="Figure 2: the lighthouse keeper"/></div>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let languages = RuleSupport.languages(of: document, in: context)
            return document.images.compactMap { image -> Finding? in
                guard image.kind == .img, !image.isDecorative, let alt = image.alt,
                      !ImageAltFilenameRule.isPlaceholder(alt, image: image, languages: languages, memo: context.memo) else { return nil }
                let key = context.memo.comparableText(alt)
                guard key.contains(where: \.isLetter), let repeated = repeatedText(key, of: image) else { return nil }
                return finding("repeats", ["element": .value(RuleSupport.describe(image, in: document)), "alt": .value(RuleSupport.quoted(alt)),
                                            "repeated": .message(repeated)],
                               at: document.location(of: image), outcome: .needsReview, elementID: image.id)
            }
        }
    }

    /// What the alt repeats ("its figure caption", ...), or nil.
    static func repeatedText(_ key: String, of image: ImageItem) -> ReportMessage? {
        if let caption = image.figcaption, RuleSupport.comparableText(caption) == key { return sentence("repeats.caption") }
        if let before = image.textBefore, RuleSupport.comparableText(before) == key { return sentence("repeats.before") }
        if let after = image.textAfter, RuleSupport.comparableText(after) == key {
            return image.nextElement.map { sentence("repeats.after-element", ["element": .value($0)]) } ?? sentence("repeats.after")
        }
        return nil
    }
}
