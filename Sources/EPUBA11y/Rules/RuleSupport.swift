import EPUBCore

/// What every content rule shares: which documents to read and how to quote a value in a
/// message (reference addresses are ``Reference``'s).
enum RuleSupport {

    /// Documents whose inventory was filled. The others could not be read at all; only
    /// `not-well-formed` reports them, so that one unreadable file is one finding.
    static func readDocuments(_ context: RuleContext) -> [ContentInventory] {
        context.readDocuments
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

    /// `a, b and c`: the items as they are, the last joined by the language's "and"
    /// (`rule.part.and`); one item alone is a value.
    static func andList(_ items: [String]) -> ReportMessage.Argument {
        guard let last = items.last, items.count > 1 else { return .value(items.joined()) }
        return .message(ReportMessage("rule.part.and", ["items": .value(items.dropLast().joined(separator: ", ")), "last": .value(last)]))
    }

    /// Nothing: an optional clause of a sentence that is left out.
    static let noClause = ReportMessage.Argument.value("")
}
