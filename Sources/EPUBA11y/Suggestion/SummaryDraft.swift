import Foundation

/// A draft `accessibilitySummary` from a suggestion's statements: what the evidence shows, then
/// what is still unknown, then the claim. Plain sentences a person edits, never a conformance
/// statement. Drafted in the book's language when a string table has every `summary.*` phrase
/// for it (`strings/<language>.json`), else in English.
enum SummaryDraft {
    /// The language to draft in for a book whose first `dc:language` is `bookLanguage`: its
    /// primary subtag when a table has the phrases (`fr-CA` → `fr`), else `en`.
    static func language(for bookLanguage: String?) -> String {
        ReportStrings.summary(for: bookLanguage)?.language ?? "en"
    }

    /// The primary language subtag of a BCP 47 tag, lowercased (`fr-CA` → `fr`); empty for no language.
    static func primary(_ tag: String) -> String { LanguageTag(tag)?.language ?? "" }

    /// The features and sufficient mode a draft says the content shows, in the order a reader meets
    /// them: how to read it, then how to find one's way. Each has a `summary.shown.<value>` phrase.
    static let shown = [("accessModeSufficient", "textual"), ("accessibilityFeature", "alternativeText"),
                        ("accessibilityFeature", "longDescription"), ("accessibilityFeature", "highContrastDisplay"),
                        ("accessibilityFeature", "tableOfContents"),
                        ("accessibilityFeature", "structuralNavigation"), ("accessibilityFeature", "pageNavigation"),
                        ("accessibilityFeature", "MathML"), ("accessibilityFeature", "synchronizedAudioText")]

    /// Features the draft says the content shows only when the audit proved them (proposed with
    /// its evidence), not because the book declares them or a person confirmed them: a declared
    /// `highContrastDisplay` may be the very claim the contrast of its text contradicts.
    static let provenOnly: Set<String> = ["highContrastDisplay"]

    /// Statements to confirm that the draft does not list among its doubts: high contrast is an
    /// extra a book may offer, not a question every book must settle (as its reading order and
    /// hazards are), and most books' text is not all decided by their CSS.
    static let notDoubted: Set<String> = ["highContrastDisplay"]

    /// The draft in `language` (a summary language of the string tables; English for any other).
    static func text(statements: [MetadataSuggestion.Statement], claim: String? = nil, language: String = "en") -> String {
        let phrases = ReportStrings.summary(for: language) ?? .english
        func has(_ property: String, _ value: String) -> Bool {
            statements.contains { $0.property == property && $0.value == value && $0.status != .toConfirm }
        }
        // Proposed with the audit's evidence: one a person confirmed (`fix --accept`) carries none,
        // and the draft says the machine checked what it lists.
        func isProven(_ property: String, _ value: String) -> Bool {
            statements.contains { $0.property == property && $0.value == value && $0.status == .proposed && !$0.evidence.isEmpty }
        }
        let shown = Self.shown.filter { has($0.0, $0.1) && (!Self.provenOnly.contains($0.1) || isProven($0.0, $0.1)) }
            .map { phrases("summary.shown." + $0.1) }
            + (has("accessibilityHazard", "sound") ? [phrases("summary.hazard.sound")] : [])
        var sentences: [String] = []
        if !shown.isEmpty {
            sentences.append(phrases("summary.checked", ["list": shown.joined(separator: phrases("summary.separator"))]))
        }
        var unknown: [String] = []
        // accessMode and accessModeSufficient textual to confirm read as one doubt.
        for value in statements.filter({ $0.status == .toConfirm && !Self.notDoubted.contains($0.value) }).map(\.value) {
            let phrase = ReportStrings.exists("summary.unconfirmed." + value) ? phrases("summary.unconfirmed." + value) : value
            if !unknown.contains(phrase) { unknown.append(phrase) }
        }
        if has("accessibilityHazard", "unknown") { unknown.append(phrases("summary.hazards-unknown")) }
        for hazard in ["unknownFlashingHazard", "unknownMotionSimulationHazard"] where has("accessibilityHazard", hazard) {
            unknown.append(phrases("summary.hazard." + hazard))
        }
        if !unknown.isEmpty {
            sentences.append(phrases("summary.not-confirmed", ["list": unknown.joined(separator: phrases("summary.list-separator"))]))
        }
        sentences.append(claim.map { phrases("summary.claims", ["claim": $0]) } ?? phrases("summary.no-claim"))
        return sentences.joined(separator: " ")
    }
}
