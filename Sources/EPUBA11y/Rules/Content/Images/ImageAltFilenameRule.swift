/// Alt text that is a file name or a generic word says nothing about the image (F30).
struct ImageAltFilenameRule: Rule {
    static let description = RuleDescription(
        id: "image-alt-filename", title: "Alt text is not a file name or a placeholder", impact: .minor,
        tags: ["best-practice", "wcag111"],
        rationale: "Alt text such as \"image01.png\", \"photo\" or \"IMG_0042\" is there only to silence a checker; readers hear it and learn nothing about the picture. A person must write what the image conveys.",
        references: [
            .failure("F30"), .understanding("non-text-content.html"),
        ],
        scope: .content,
        examples: [
            .passes(body: ##"<img src="images/harbour.png" alt="The harbour at low tide"/>"##),
            .passes(body: ##"<img src="images/photo.png" alt="A photo of the lighthouse keeper"/>"##),
            .passes(body: ##"<img src="images/rule.png" alt=""/>"##),
            .fails(body: ##"↓<img src="images/image01.png" alt="image01.png"/>"##),
            .fails(body: ##"↓<img src="images/harbour.png" alt="DSC_0042.JPG"/>"##),
            .fails(body: ##"↓<img src="images/fig-3_2.png" alt="fig-3_2"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="Image"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="picture of"/>"##),
            .fails(body: ##"↓<img src="images/a.png" alt="IMG_0042"/>"##),
        ])

    static let extensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp"]
    static let genericWords: Set<String> = [
        "image", "images", "picture", "pictures", "photo", "photos", "photograph", "graphic", "graphics", "img", "icon", "icons",
        "illustration", "pic",
    ]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.images.compactMap { image -> Finding? in
                guard [.img, .inputImage, .area].contains(image.kind), !image.ariaHidden,
                      let alt = image.alt, !RuleSupport.isBlank(alt), let problem = problem(alt, fileName: RuleSupport.fileName(of: image))
                else { return nil }
                return finding("\(RuleSupport.describe(image, in: document)) has the alt text \(RuleSupport.quoted(alt)), which \(problem): describe what the image shows",
                               at: document.location(image.line), outcome: .needsReview, elementID: image.id)
            }
        }
    }

    /// Why `alt` says nothing, or nil when it may be a real description.
    static func problem(_ alt: String, fileName: String?) -> String? {
        let text = alt.normalizingXMLWhitespace().lowercased()
        if let fileName = fileName?.lowercased() {
            if text == fileName { return "is the image's file name" }
            if let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex, text == String(fileName[..<dot]) {
                return "is the image's file name without its extension"
            }
        }
        if let dot = text.lastIndex(of: "."), extensions.contains(String(text[text.index(after: dot)...])) {
            return "is a file name"
        }
        return isGeneric(text) ? "is a generic word, not a description" : nil
    }

    /// "image", "Photo 3", "img_0042", "picture of": a generic word, optionally numbered or left hanging on "of".
    static func isGeneric(_ text: String) -> Bool {
        let punctuation: Set<Character> = [".", ":", ",", "#"]
        var words = text.split(separator: " ").map { String($0.filter { !punctuation.contains($0) }) }.filter { !$0.isEmpty }
        if words.count > 1, words.last == "of" { words.removeLast() }
        var compact = words.joined().filter { $0 != "_" && $0 != "-" }
        while let last = compact.last, last.isNumber { compact.removeLast() }
        return genericWords.contains(compact)
    }
}
