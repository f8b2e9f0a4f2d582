/// Alt text that is a file name, a camera's file name or a placeholder phrase says nothing
/// about the image (F30). The phrases are per language, in ``AltTextPlaceholders``.
struct ImageAltFilenameRule: Rule {
    static let description = RuleDescription(
        id: "image-alt-filename", title: "Alt text is not a file name or a placeholder", impact: .minor,
        tags: ["best-practice", "wcag111"],
        rationale: "Alt text such as \"image01.png\", \"photo\", \"Abbildung 2\", \"IMG_0042\" or \"*\" is there only to silence a checker; readers hear it and learn nothing about the picture. Placeholder phrases are matched in the document's language (from `lang`/`xml:lang`, else the package's dc:language) and in English, ignoring case, accents, punctuation and numbering. A person must write what the image conveys, or alt=\"\" if it is decorative.",
        references: [
            .failure("F30"), .understanding("non-text-content.html"), .htmlTechnique("H37"),
            .daisyKB("html/images.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="images/harbour.png" alt="The harbour at low tide"/>"##),
            .passes(body: ##"<img src="images/photo.png" alt="A photo of the lighthouse keeper"/>"##),
            .passes(body: ##"<img src="images/rule.png" alt=""/>"##),
            // A one-word alt that names the subject is a description.
            .passes(body: ##"<img src="images/a.png" alt="Lighthouse"/>"##),
            .passes(body: ##"<img src="images/a.png" alt="Map of Europe"/>"##),
            .fails(body: ##"↓<img src="images/image01.png" alt="image01.png"/>"##),
            .fails(body: ##"↓<img src="images/harbour.png" alt="DSC_0042.JPG"/>"##),
            .fails(body: ##"↓<img src="images/fig-3_2.png" alt="fig-3_2"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="Image"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="picture of"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="IMG_0042"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="Untitled"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="It is an image."/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="*"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="Figure 3.2"/>"##),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<img src="images/a.png" alt="Abbildung 2"/>"##, htmlAttributes: #"xml:lang="de" lang="de""#)]),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<img src="images/a.png" alt="Photo de"/>"##, htmlAttributes: #"xml:lang="fr" lang="fr""#)]),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<img src="images/a.png" alt="Una imagen"/>"##, htmlAttributes: #"xml:lang="es" lang="es""#)]),
            .fails(documents: [RuleExample.xhtml(body: ##"↓<img src="images/a.png" alt="L'immagine"/>"##, htmlAttributes: #"xml:lang="it" lang="it""#)]),
            // German words are not placeholders in an English book ("Bild" may be a name).
            .passes(body: ##"<img src="images/a.png" alt="Bild"/>"##),
        ])

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            let languages = RuleSupport.languages(of: document, in: context)
            return document.images.compactMap { image -> Finding? in
                guard [.img, .inputImage, .area].contains(image.kind), !image.ariaHidden, let alt = image.alt, !RuleSupport.isBlank(alt),
                      let problem = context.memo.altProblem(alt, fileName: RuleSupport.fileName(of: image), languages: languages)
                else { return nil }
                return finding("placeholder", ["element": .value(RuleSupport.describe(image, in: document)), "alt": .value(RuleSupport.quoted(alt)),
                                                "problem": .message(problem)],
                               at: document.location(of: image), outcome: .needsReview, elementID: image.id)
            }
        }
    }

    /// Why `alt` says nothing, or nil when it may be a real description. `languages`: the
    /// document's language tags (English is always tried).
    static func problem(_ alt: String, fileName: String?, languages: [String] = []) -> ReportMessage? {
        let text = alt.normalizingXMLWhitespace().lowercased()
        if let fileName = fileName?.lowercased() {
            if text == fileName { return sentence("problem.file-name") }
            if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex, text == String(fileName[..<dot]) {
                return sentence("problem.file-name-stem")
            }
        }
        if let dot = text.lastIndex(of: "."), extensions.contains(String(text[text.index(after: dot)...])) {
            return sentence("problem.any-file-name")
        }
        switch AltTextPlaceholders.match(alt, languages: languages) {
        case .genericPhrase: return sentence("problem.generic")
        case .cameraFileName: return sentence("problem.camera")
        case .punctuation: return sentence("problem.punctuation")
        case nil: return nil
        }
    }

    /// True when `alt` is something image-alt-filename reports (the other alt rules skip it).
    static func isPlaceholder(_ alt: String, image: ImageItem, languages: [String], memo: RuleMemo) -> Bool {
        memo.altProblem(alt, fileName: RuleSupport.fileName(of: image), languages: languages) != nil
    }
}
