import EPUBCore

/// What every content rule shares: which documents to read, how to quote a value in a
/// message, and the base addresses of the references.
enum RuleSupport {
    static let understanding = "https://www.w3.org/WAI/WCAG22/Understanding/"
    static let htmlTechniques = "https://www.w3.org/WAI/WCAG22/Techniques/html/"
    static let ariaTechniques = "https://www.w3.org/WAI/WCAG22/Techniques/aria/"
    static let generalTechniques = "https://www.w3.org/WAI/WCAG22/Techniques/general/"
    static let failures = "https://www.w3.org/WAI/WCAG22/Techniques/failures/"
    static let axe = "https://dequeuniversity.com/rules/axe/4.10/"
    static let a11yTechniques = "https://www.w3.org/TR/epub-a11y-tech-11/"

    /// Documents whose inventory was filled. The others could not be read at all; only
    /// `not-well-formed` reports them, so that one unreadable file is one finding.
    static func readDocuments(_ context: RuleContext) -> [ContentInventory] {
        context.content.documents.filter { $0.failure == nil }
    }

    /// Empty or only whitespace, no-break spaces included (as axe's text sanitiser).
    static func isBlank(_ text: String?) -> Bool {
        (text ?? "").allSatisfy(\.isWhitespace)
    }

    /// A value as a message quotes it: whitespace collapsed, long text cut.
    static func quoted(_ text: String, limit: Int = 60) -> String {
        let text = text.normalizingXMLWhitespace()
        return "\"" + (text.count > limit ? String(text.prefix(limit - 1)) + "…" : text) + "\""
    }
}
