/// The two W3C wordings of one statement, as generated into ``DisplayGuideStrings``.
struct DisplayGuideText: Sendable, Hashable {
    let compact: String
    let descriptive: String

    /// The wordings of a statement id. Every id the algorithm emits is in the generated table
    /// (a test checks each one); falling back to the id keeps a stale table visible, not fatal.
    static func of(_ id: String) -> DisplayGuideText {
        guard let text = DisplayGuideStrings.statements[id] else {
            assertionFailure("no Display Guide string for \(id)")
            return DisplayGuideText(compact: id, descriptive: id)
        }
        return text
    }

    /// The title of a field id.
    static func title(of fieldID: String) -> String {
        guard let title = DisplayGuideStrings.titles[fieldID + "-title"] else {
            assertionFailure("no Display Guide title for \(fieldID)")
            return fieldID
        }
        return title
    }

    /// Replaces each `{name}` of the 2.1 placeholder forms in both wordings.
    func filling(_ values: [String: String]) -> DisplayGuideText {
        filling(compact: values, descriptive: values)
    }

    /// Replaces the placeholders with a value per wording, for composed statements whose parts
    /// have both a compact and a descriptive form.
    func filling(compact compactValues: [String: String], descriptive descriptiveValues: [String: String]) -> DisplayGuideText {
        DisplayGuideText(compact: Self.fill(compact, compactValues), descriptive: Self.fill(descriptive, descriptiveValues))
    }

    /// One pass over the template, so a value that itself contains `{…}` is never expanded.
    private static func fill(_ template: String, _ values: [String: String]) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            result += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

extension DisplayGuide.Statement {
    /// The statement `id` with its W3C wordings, placeholders filled with `values`.
    init(_ id: String, values: [String: String] = [:], link: String? = nil, language: String? = nil) {
        let text = DisplayGuideText.of(id).filling(values)
        self.init(id: id, compact: text.compact, descriptive: text.descriptive, link: link, language: language)
    }
}
