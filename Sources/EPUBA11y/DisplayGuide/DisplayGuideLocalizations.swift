import Foundation

/// The Display Guide in every W3C locale: the shipped localisations (`DisplayGuideLocalizationData`,
/// generated from the W3C repository) parsed once, and the choice of one for a BCP 47 tag.
///
/// Resolution, like the platforms': the tag as given (`fr-CA`), else the language's main locale
/// (`fr` → `fr-FR`, `pt` → `pt-BR`, `zh-Hant` → `zh-TW`), else any locale of the language, else
/// English. Tags match case-insensitively; `_` is read as `-`. Where several providers translated
/// one locale (`fr-FR`: EDRLab and VitalSource; `en-US`, `fi-FI`, `it-IT`, `sv-SE`), the one
/// chosen is the newest Display Guide version, then the one with fewest keys falling back to
/// English, then the W3C's own file, then the provider's name in alphabetical order.
public enum DisplayGuideLocalizations {
    /// Every shipped localisation (all providers), in file order.
    public static let all: [DisplayGuideVocabulary] = DisplayGuideLocalizationData.files.compactMap { file in
        guard let object = try? JSONSerialization.jsonObject(with: Data(file.json.utf8)) as? [String: Any],
              let statements = object["statements"] as? [String: [String]], let titles = object["titles"] as? [String: String] else {
            assertionFailure("unreadable Display Guide localisation \(file.locale) \(file.provider)")
            return nil
        }
        return DisplayGuideVocabulary(locale: file.locale, provider: file.provider, version: normalizedVersion(file.version),
                                      statements: statements, titles: titles)
    }

    /// The chosen vocabulary of each locale, by lowercased tag.
    static let chosen: [String: DisplayGuideVocabulary] = Dictionary(grouping: all, by: { $0.locale.lowercased() })
        .mapValues { candidates in
            candidates.min { lhs, rhs in
                if lhs.version != rhs.version { return lhs.version > rhs.version }
                if lhs.fallbackKeys.count != rhs.fallbackKeys.count { return lhs.fallbackKeys.count < rhs.fallbackKeys.count }
                if (lhs.provider == "w3c") != (rhs.provider == "w3c") { return lhs.provider == "w3c" }
                return lhs.provider < rhs.provider
            } ?? candidates[0]
        }

    /// The locales shipped (one per tag), sorted.
    public static var locales: [String] { chosen.values.map(\.locale).sorted() }

    /// The main locale of a language when it is not the language's own code as a region.
    static let mainRegion: [String: String] = [
        "en": "US", "ar": "SA", "ca": "ES", "cs": "CZ", "cy": "GB", "da": "DK", "el": "GR", "ga": "IE", "he": "IL", "hi": "IN",
        "ja": "JP", "ko": "KR", "nb": "NO", "pt": "BR", "sv": "SE", "tl": "PH", "vi": "VN", "zh": "CN",
    ]

    /// The vocabulary for a BCP 47 tag, or nil when no shipped locale has its language (the
    /// caller then uses English and can say so).
    public static func vocabulary(for tag: String) -> DisplayGuideVocabulary? {
        guard let tag = LanguageTag(tag) else { return nil }
        let language = tag.language
        var region = tag.region
        if region == nil, language == "zh", let script = tag.script { region = script == "hant" ? "tw" : "cn" }
        if let region, let exact = chosen["\(language)-\(region)"] { return exact }
        if let main = chosen["\(language)-\((mainRegion[language] ?? language).lowercased())"] { return main }
        return chosen.keys.sorted().first { $0.hasPrefix(language + "-") }.flatMap { chosen[$0] }
    }

    /// `2,0.b` and `2.0.β` as `2.0.b`: versions as the files write them, made comparable.
    static func normalizedVersion(_ version: String) -> String {
        version.replacing(",", with: ".").replacing("β", with: "b").lowercased()
    }
}
