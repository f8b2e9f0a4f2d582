/// Whether an `@media` or `@supports` condition holds for the rendering the contrast analysis
/// assumes: a colour screen of unknown size, the light (default) colour scheme, a reading system
/// that supports CSS 3. Anything that depends on what it cannot know (viewport size, resolution,
/// orientation, a negated `@supports`) is undecidable, with the condition as the reason.
public enum CSSCondition {
    /// The answer for a condition.
    public enum Answer: Sendable, Hashable {
        case applies, doesNotApply
        /// The condition as written.
        case undecidable(String)
    }

    /// Media types that a reading system's screen rendering matches.
    static let screenTypes: Set<String> = ["all", "screen"]

    /// Every condition of a rule, outermost first (``CSSStyleSheet/Rule/conditions``): all must hold.
    public static func evaluate(_ conditions: [String]) -> Answer {
        var answer = Answer.applies
        for condition in conditions {
            switch evaluate(condition) {
            case .doesNotApply: return .doesNotApply
            case .undecidable(let text): if answer == .applies { answer = .undecidable(text) }
            case .applies: break
            }
        }
        return answer
    }

    /// One `@media …` or `@supports …` condition (a `media` attribute's value is a media query list).
    public static func evaluate(_ condition: String) -> Answer {
        let text = condition.trimmingXMLWhitespace()
        if text.lowercased().hasPrefix("@supports") {
            // Reading systems that render EPUB 3 support the CSS a book tests for; only a negation
            // (the fallback branch for old systems) cannot be settled.
            let words = text.lowercased().split { !($0.isLetter || $0 == "-") }
            return words.contains("not") ? .undecidable(text) : .applies
        }
        let list = text.lowercased().hasPrefix("@media") ? String(text.dropFirst(6)) : text
        return mediaQueryList(list, original: text)
    }

    /// A comma-separated media query list: it holds when any query holds (Media Queries 3 §2).
    public static func mediaQueryList(_ list: String, original: String? = nil) -> Answer {
        let queries = list.split(separator: ",").map { String($0).trimmingXMLWhitespace().lowercased() }
        if queries.isEmpty || queries.allSatisfy(\.isEmpty) { return .applies }
        var undecided = false
        for query in queries {
            switch mediaQuery(query) {
            case .applies: return .applies
            case .undecidable: undecided = true
            case .doesNotApply: break
            }
        }
        return undecided ? .undecidable(original ?? list.trimmingXMLWhitespace()) : .doesNotApply
    }

    private static func mediaQuery(_ query: String) -> Answer {
        var words = query.split(whereSeparator: \.isWhitespace).map(String.init)
        var negated = false
        if words.first == "only" { words.removeFirst() }
        if words.first == "not" { negated = true; words.removeFirst() }
        // Re-join features, which may hold spaces: "(prefers-color-scheme: dark)".
        let rest = words.joined(separator: " ")
        var answer = Answer.applies
        for (position, part) in rest.components(separatedBy: " and ").enumerated() {
            let piece = part.trimmingXMLWhitespace()
            let partAnswer: Answer
            if piece.hasPrefix("(") {
                partAnswer = feature(piece)
            } else if position == 0 {
                partAnswer = screenTypes.contains(piece) ? .applies : .doesNotApply  // print, speech, amzn-kf8, unknown types
            } else {
                partAnswer = .undecidable(piece)
            }
            switch partAnswer {
            case .doesNotApply: answer = .doesNotApply
            case .undecidable where answer == .applies: answer = partAnswer
            default: break
            }
            if answer == .doesNotApply { break }
        }
        guard negated else { return answer }
        switch answer {
        case .applies: return .doesNotApply
        case .doesNotApply: return .applies
        case .undecidable: return answer
        }
    }

    /// `(name: value)` or `(name)`.
    private static func feature(_ text: String) -> Answer {
        let inner = text.trimmingCharacters(in: ["(", ")", " "])
        let parts = inner.split(separator: ":", maxSplits: 1).map { String($0).trimmingXMLWhitespace() }
        let name = parts.first ?? "", value = parts.count > 1 ? parts[1] : nil
        switch (name, value) {
        case ("prefers-color-scheme", "light"?): return .applies
        case ("prefers-color-scheme", "dark"?): return .doesNotApply
        case ("color", nil), ("min-color", _): return .applies
        case ("monochrome", nil), ("grid", nil): return .doesNotApply
        case ("forced-colors", "none"?), ("prefers-contrast", "no-preference"?): return .applies
        case ("forced-colors", _), ("prefers-contrast", _), ("inverted-colors", _): return .doesNotApply
        default: return .undecidable(text)  // width, height, orientation, resolution, aspect-ratio, …
        }
    }
}
