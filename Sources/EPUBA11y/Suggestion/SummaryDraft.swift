/// A draft `accessibilitySummary` from a suggestion's statements: what the evidence shows, then
/// what is still unknown. Plain sentences a person edits, never a conformance statement.
enum SummaryDraft {
    /// What a reader calls the statements left to confirm.
    static let phrases = [
        "readingOrder": "the reading order",
        "displayTransformability": "whether text size, colours and spacing can be changed",
        "textual": "whether text alone conveys all the content",
    ]

    static func english(statements: [MetadataSuggestion.Statement], claim: String? = nil) -> String {
        func has(_ property: String, _ value: String) -> Bool {
            statements.contains { $0.property == property && $0.value == value && $0.status != .toConfirm }
        }
        var shown: [String] = []
        if has("accessModeSufficient", "textual") { shown.append("its content can be read as text alone") }
        if has("accessibilityFeature", "alternativeText") { shown.append("images have text alternatives") }
        if has("accessibilityFeature", "longDescription") { shown.append("complex images have longer descriptions") }
        if has("accessibilityFeature", "tableOfContents") { shown.append("a table of contents links to its parts") }
        if has("accessibilityFeature", "structuralNavigation") { shown.append("headings give it a navigable structure") }
        if has("accessibilityFeature", "pageNavigation") { shown.append("a page list leads to the print pages") }
        if has("accessibilityFeature", "MathML") { shown.append("mathematics is marked up as MathML") }
        if has("accessibilityFeature", "synchronizedAudioText") { shown.append("narration is synchronised with the text") }
        var sentences: [String] = []
        if !shown.isEmpty {
            sentences.append("This publication was checked by machine: " + shown.joined(separator: "; ") + ".")
        }
        let unknown = statements.filter { $0.status == .toConfirm }.map { phrases[$0.value] ?? $0.value }
            + (has("accessibilityHazard", "unknown") ? ["whether it has flashing, motion or sound hazards"] : [])
        if !unknown.isEmpty {
            sentences.append("Not yet confirmed by a person: " + unknown.joined(separator: ", ") + ".")
        }
        sentences.append(claim.map { "It claims: \($0)." } ?? "It makes no claim of conformance to EPUB Accessibility or WCAG.")
        return sentences.joined(separator: " ")
    }
}
