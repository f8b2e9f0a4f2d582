/// The two W3C wordings of one statement, as generated into ``DisplayGuideStrings``.
struct DisplayGuideText: Sendable, Hashable {
    let compact: String
    let descriptive: String

    /// Replaces each `{name}` of the 2.1 placeholder forms in both wordings.
    func filling(_ values: [String: String]) -> DisplayGuideText {
        filling(compact: values, descriptive: values)
    }

    /// Replaces the placeholders with a value per wording, for composed statements whose parts
    /// have both a compact and a descriptive form.
    func filling(compact compactValues: [String: String], descriptive descriptiveValues: [String: String]) -> DisplayGuideText {
        DisplayGuideText(compact: DisplayGuideJoin.fill(compact, compactValues),
                         descriptive: DisplayGuideJoin.fill(descriptive, descriptiveValues))
    }
}

extension DisplayGuide.Statement {
    /// The statement `id` in `vocabulary`'s wordings, placeholders filled with `values`.
    init(_ id: String, in vocabulary: DisplayGuideVocabulary, values: [String: String] = [:], link: String? = nil,
         language: String? = nil) {
        let text = vocabulary.text(id).filling(values)
        self.init(id: id, compact: text.compact, descriptive: text.descriptive, link: link, language: language)
    }
}
