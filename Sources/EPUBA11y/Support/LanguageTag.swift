import Foundation

/// A BCP 47 language tag read for choosing strings: its language, script and region subtags,
/// lowercased, with `_` read as `-` and old or macro-language codes read as the code the
/// shipped tables use (`iw` → `he`, `no` → `nb`). The one parser of tags for choosing a
/// Display Guide localisation, a report string table and a summary language.
struct LanguageTag: Sendable, Hashable {
    /// The language subtag (`fr`), never empty.
    let language: String
    /// The script subtag (`hant`), if any.
    let script: String?
    /// The region subtag (`ca`, `419`), if any.
    let region: String?

    /// Old or macro-language codes read as the code the tables use.
    static let aliases = ["iw": "he", "in": "id", "no": "nb", "nn": "nb", "fil": "tl", "ji": "yi"]

    /// Nil when the tag has no language subtag (empty, or starting with `-`) or it is not 2–8 letters.
    init?(_ tag: String) {
        let subtags = tag.trimmingCharacters(in: .whitespaces).replacing("_", with: "-")
            .split(separator: "-", omittingEmptySubsequences: false).map { $0.lowercased() }
        guard let first = subtags.first, (2...8).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        language = Self.aliases[first] ?? first
        let rest = subtags.dropFirst()
        script = rest.first { $0.count == 4 && $0.allSatisfy(\.isLetter) }
        region = rest.first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
    }
}
