import Foundation

/// The Display Guide strings of one locale: every statement id in both wordings and the field
/// titles, ready for ``DisplayGuide/make(metadata:package:vocabulary:)``.
///
/// A localisation that lacks a key takes the English string for that key only, and says which
/// (``fallbackKeys``). The W3C 2.0 files concatenate values to statements ("certified by " +
/// name) where the 2.1 English uses placeholders ("certified by {certifier}"); a localised
/// concatenation statement becomes a template here, joined by `DisplayGuideJoin`, so both
/// styles fill the same way and a data space is never doubled or lost.
public struct DisplayGuideVocabulary: Sendable {
    /// The BCP 47 tag of the W3C file (`fr-FR`), or `en` for the built-in English.
    public let locale: String
    /// Who made the translation (`edrlab`, `vitalsource`, `w3c`, ...; `w3c` for the built-in English).
    public let provider: String
    /// The Display Guide version the file declares, normalised (`2.0.c`).
    public let version: String
    /// Statement and title ids this locale lacks, filled from English (sorted).
    public let fallbackKeys: [String]
    let statements: [String: DisplayGuideText]
    let titles: [String: String]

    /// The canonical English strings (the W3C's 2.0.c en-US file, which keeps every statement id of
    /// 2.0.b, with the 2.1 placeholder forms).
    public static let english = DisplayGuideVocabulary(
        locale: "en", provider: "w3c", version: DisplayGuideStrings.version, fallbackKeys: [],
        statements: DisplayGuideStrings.statements, titles: DisplayGuideStrings.titles)

    /// The statements whose 2.0 form is a prefix a value is appended to; their 2.1 English is a
    /// template with these placeholders, in this order.
    static let concatenated: [String: [String]] = [
        "conformance-certifier": ["certifier"],
        "conformance-certifier-credentials": ["certifier_credentials"],
        "conformance-details-certification-info": ["certification_date"],
        "conformance-details-claim": ["epub_accessibility", "wcag_version", "wcag_level"],
        "accessibility-summary-publisher-contact": ["publisher_contact_for_accessibility"],
    ]

    /// The fragments the claim statement is composed of (version and level wordings).
    static let fragmentPrefixes = ["conformance-details-epub-accessibility-", "conformance-details-wcag-", "conformance-details-level-"]

    /// A localisation from a W3C file's strings, with English filling what it lacks.
    init(locale: String, provider: String, version: String, statements localized: [String: [String]], titles localizedTitles: [String: String]) {
        let english = Self.english
        var statements: [String: DisplayGuideText] = [:]
        var fallback: [String] = []
        for (id, text) in english.statements {
            guard let pair = localized[id], pair.count == 2, !pair[0].allSatisfy(\.isWhitespace), !pair[1].allSatisfy(\.isWhitespace) else {
                statements[id] = text
                fallback.append(id)
                continue
            }
            if let names = Self.concatenated[id] {
                statements[id] = DisplayGuideText(compact: DisplayGuideJoin.template(pair[0], names),
                                                  descriptive: DisplayGuideJoin.template(pair[1], names))
            } else if Self.fragmentPrefixes.contains(where: id.hasPrefix) {
                // Put into the claim as they are: their outer spaces are the data's separators.
                statements[id] = DisplayGuideText(compact: pair[0], descriptive: pair[1])
            } else {
                statements[id] = DisplayGuideText(compact: DisplayGuideJoin.normalized(pair[0]), descriptive: DisplayGuideJoin.normalized(pair[1]))
            }
        }
        var titles: [String: String] = [:]
        for (id, title) in english.titles {
            if let localizedTitle = localizedTitles[id], !localizedTitle.allSatisfy(\.isWhitespace) {
                titles[id] = DisplayGuideJoin.normalized(localizedTitle)
            } else {
                titles[id] = title
                fallback.append(id)
            }
        }
        self.init(locale: locale, provider: provider, version: version, fallbackKeys: fallback.sorted(), statements: statements, titles: titles)
    }

    init(locale: String, provider: String, version: String, fallbackKeys: [String], statements: [String: DisplayGuideText],
         titles: [String: String]) {
        self.locale = locale
        self.provider = provider
        self.version = version
        self.fallbackKeys = fallbackKeys
        self.statements = statements
        self.titles = titles
    }

    /// The wordings of a statement id. Every id the algorithm emits is in the English table (a
    /// test checks each one) and so in every vocabulary; falling back to the id keeps a stale
    /// table visible, not fatal.
    func text(_ id: String) -> DisplayGuideText {
        guard let text = statements[id] else {
            assertionFailure("no Display Guide string for \(id)")
            return DisplayGuideText(compact: id, descriptive: id)
        }
        return text
    }

    /// The wordings of a statement id when the vocabulary has it (version fragments may not exist).
    func textIfPresent(_ id: String) -> DisplayGuideText? { statements[id] }

    /// The title of a field id (`ways-of-reading`).
    public func title(of fieldID: String) -> String {
        guard let title = titles[fieldID + "-title"] else {
            assertionFailure("no Display Guide title for \(fieldID)")
            return fieldID
        }
        return title
    }

    /// The platform locale of this vocabulary, for dates (`fr-FR` → `fr_FR`; the built-in English is `en_US`).
    var foundationLocale: Locale { Locale(identifier: isCanonicalEnglish ? "en_US" : locale.replacing("-", with: "_")) }

    /// The built-in English every report has used (no translation to name).
    public var isCanonicalEnglish: Bool { locale == "en" && provider == "w3c" }

    /// The vocabulary for a BCP 47 tag: the built-in English for `en` and `en-US` (the W3C's 2.0.c
    /// en-US file with the 2.1 placeholder forms), else the shipped localisation it resolves to, else nil.
    public static func resolve(_ tag: String) -> DisplayGuideVocabulary? {
        let lowered = tag.lowercased().replacing("_", with: "-")
        if lowered == "en" || lowered == "en-us" { return .english }
        return DisplayGuideLocalizations.vocabulary(for: tag)
    }

    /// Whether `id` (a statement or `<field>-title` id) is shown in English for want of a translation.
    public func fellBack(_ id: String) -> Bool { fallbackKeys.contains(id) }
}
