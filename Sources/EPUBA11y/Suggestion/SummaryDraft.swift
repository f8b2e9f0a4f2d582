import Foundation

/// A draft `accessibilitySummary` from a suggestion's statements: what the evidence shows, then
/// what is still unknown, then the claim. Plain sentences a person edits, never a conformance
/// statement. Drafted in the book's language when ``SummaryPhrases`` has it, else in English.
enum SummaryDraft {
    /// The language to draft in for a book whose first `dc:language` is `bookLanguage`: its
    /// primary subtag when there are phrases for it (`fr-CA` → `fr`), else `en`.
    static func language(for bookLanguage: String?) -> String {
        let primary = bookLanguage.map(primary) ?? "en"
        return SummaryPhrases.byLanguage[primary] == nil ? "en" : primary
    }

    /// The primary subtag of a BCP 47 tag, lowercased (`fr-CA` → `fr`).
    static func primary(_ tag: String) -> String {
        tag.split(separator: "-").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    }

    /// The draft in `language` (a key of ``SummaryPhrases/byLanguage``; English for any other).
    static func text(statements: [MetadataSuggestion.Statement], claim: String? = nil, language: String = "en") -> String {
        let phrases = SummaryPhrases.byLanguage[language] ?? .english
        func has(_ property: String, _ value: String) -> Bool {
            statements.contains { $0.property == property && $0.value == value && $0.status != .toConfirm }
        }
        // In the order a reader meets them: how to read it, then how to find one's way.
        let shown = [("accessModeSufficient", "textual"), ("accessibilityFeature", "alternativeText"),
                     ("accessibilityFeature", "longDescription"), ("accessibilityFeature", "tableOfContents"),
                     ("accessibilityFeature", "structuralNavigation"), ("accessibilityFeature", "pageNavigation"),
                     ("accessibilityFeature", "MathML"), ("accessibilityFeature", "synchronizedAudioText")]
            .filter { has($0.0, $0.1) }.compactMap { phrases.shown[$0.1] }
            + (has("accessibilityHazard", "sound") ? [phrases.hazards["sound"] ?? ""] : [])
        var sentences: [String] = []
        if !shown.isEmpty {
            sentences.append(phrases.checked.replacingOccurrences(of: "{list}", with: shown.joined(separator: phrases.separator)))
        }
        var unknown: [String] = []
        // accessMode and accessModeSufficient textual to confirm read as one doubt.
        for phrase in statements.filter({ $0.status == .toConfirm }).map({ phrases.unconfirmed[$0.value] ?? $0.value })
        where !unknown.contains(phrase) {
            unknown.append(phrase)
        }
        if has("accessibilityHazard", "unknown") { unknown.append(phrases.hazardsUnknown) }
        for hazard in ["unknownFlashingHazard", "unknownMotionSimulationHazard"] where has("accessibilityHazard", hazard) {
            unknown.append(phrases.hazards[hazard] ?? hazard)
        }
        if !unknown.isEmpty {
            sentences.append(phrases.notConfirmed.replacingOccurrences(of: "{list}", with: unknown.joined(separator: phrases.listSeparator)))
        }
        sentences.append(claim.map { phrases.claims.replacingOccurrences(of: "{claim}", with: $0) } ?? phrases.noClaim)
        return sentences.joined(separator: " ")
    }
}
