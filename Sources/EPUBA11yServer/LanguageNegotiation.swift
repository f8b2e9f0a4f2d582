import EPUBA11y

/// Which Display Guide language a request gets: `?lang=` when given (an unknown tag is the
/// client's error), else the first `Accept-Language` range, by descending q-value, that a shipped
/// translation serves (`*` and nothing at all: English). RFC 9110 §12.5.4: ranges with `q=0` are
/// "not acceptable" and skipped; ties keep the client's order.
enum LanguageNegotiation {
    /// The outcome: a locale, or the explicit tag nothing serves.
    enum Choice: Equatable {
        case locale(AccessibilityInspector.Options.Locale)
        case unsupported(String)
    }

    static func choose(query: String?, acceptLanguage: String?) -> Choice {
        if let query {
            return DisplayGuideVocabulary.resolve(query) == nil ? .unsupported(query) : .locale(.init(query))
        }
        for range in ranges(acceptLanguage ?? "") {
            if range == "*" { return .locale(.englishUS) }
            if DisplayGuideVocabulary.resolve(range) != nil { return .locale(.init(range)) }
        }
        return .locale(.englishUS)
    }

    /// The language ranges of an `Accept-Language` value, most wanted first, `q=0` left out.
    static func ranges(_ header: String) -> [String] {
        let weighted = header.split(separator: ",").enumerated().compactMap { index, item -> (String, Double, Int)? in
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let range = parts.first, !range.isEmpty else { return nil }
            var quality = 1.0
            for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                quality = Double(parameter.dropFirst(2)) ?? 0
            }
            return quality > 0 ? (range, min(quality, 1), index) : nil
        }
        return weighted.sorted { ($0.1, -$0.2) > ($1.1, -$1.2) }.map(\.0)
    }

    /// The value of `Content-Language` for a locale: the translation's own tag, `en-US` for English.
    static func contentLanguage(_ locale: AccessibilityInspector.Options.Locale) -> String {
        let vocabulary = locale.displayGuideVocabulary
        return vocabulary.isCanonicalEnglish ? "en-US" : vocabulary.locale
    }
}
