/// Different pictures with the same alt in one document: usually alt copied from image to image.
struct ImageAltDuplicateRule: Rule {
    static let description = RuleDescription(
        id: "image-alt-duplicate", title: "Different images in a document have different alt text", impact: .minor,
        tags: ["best-practice", "wcag111"],
        rationale: "When two different pictures in one document carry the same alt, one of them is usually a copy-paste that does not describe its image. The same picture shown twice (same src) may rightly repeat its alt; decorative images (empty alt, role presentation/none, aria-hidden) and placeholder alts (image-alt-filename reports those) are left out. One finding per repeated alt, at its first image with a different src, naming the earlier one.",
        references: [.generalTechnique("G94"), .failure("F30"), .understanding("non-text-content.html")],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="a.png" alt="A heron on one leg"/><img src="b.png" alt="A heron taking off"/>"##),
            // The same picture twice.
            .passes(body: ##"<img src="star.png" alt="Five-pointed star"/><p>Text.</p><img src="star.png" alt="Five-pointed star"/>"##),
            .passes(body: ##"<img src="a.png" alt=""/><img src="b.png" alt=""/>"##),
            .fails(body: ##"<img src="a.png" alt="A heron on one leg"/>"## + "\n" + ##"↓<img src="b.png" alt="A heron on one leg."/>"## + "\n" + ##"<img src="c.png" alt="A heron on one leg"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            let languages = RuleSupport.languages(of: document, in: context)
            var first: [String: (image: ImageItem, source: String)] = [:]
            var reported: Set<String> = []
            var findings: [Finding] = []
            for image in document.images where [.img, .inputImage].contains(image.kind) && !image.isDecorative {
                guard let alt = image.alt, !ImageAltFilenameRule.isPlaceholder(alt, image: image, languages: languages, memo: context.memo) else { continue }
                let key = context.memo.comparableText(alt)
                guard key.contains(where: \.isLetter), !reported.contains(key) else { continue }
                let source = image.target?.path ?? image.src ?? ""
                guard let earlier = first[key] else {
                    first[key] = (image, source)
                    continue
                }
                guard earlier.source != source else { continue }
                reported.insert(key)
                findings.append(finding("same-alt", ["element": .value(RuleSupport.describe(image, in: document)), "alt": .value(RuleSupport.quoted(alt)),
                                                       "other": .value(RuleSupport.describe(earlier.image, in: document)), "line": .number(earlier.image.line)],
                                        at: document.location(of: image), outcome: .needsReview, elementID: image.id))
            }
            return findings
        }
    }
}
