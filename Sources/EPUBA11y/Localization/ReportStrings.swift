import Foundation

/// The words of a report in one language: headings, statuses, verdict sentences, requirement
/// titles and the drafted summary, from the string table a translator edits (`strings/*.json`,
/// generated into `ReportStringTables`). A key the language lacks is shown in English.
///
/// A report is rendered in a language only when its table has every report string (English,
/// French, German, Spanish and Italian today; see ``reportLanguages``): a half-translated page would switch language
/// from line to line. Tables with only the `summary.*` keys draft summaries in their language.
public struct ReportStrings: Sendable {
    /// The primary language subtag of the table in use (`fr`), `en` for English.
    public let language: String
    let table: [String: String]

    /// English, the source table.
    public static let english = ReportStrings(language: "en")

    private init(language: String) {
        self.init(language: language, table: ReportStringTables.tables[language] ?? [:])
    }

    /// The strings of `table` (which may lack keys) as `language`'s: for tests of the fallback to English.
    init(language: String, table: [String: String]) {
        self.language = language
        self.table = table
    }

    /// The languages a report renders in: every table with all of English's report strings.
    public static let reportLanguages: [String] = ReportStringTables.tables.keys.filter { language in
        let table = ReportStringTables.tables[language] ?? [:]
        return englishKeys.allSatisfy { $0.hasPrefix("summary.") || table[$0] != nil }
    }.sorted()

    /// The languages a summary is drafted in: every table with all the `summary.*` strings.
    static let summaryLanguages: [String] = ReportStringTables.tables.keys.filter { language in
        let table = ReportStringTables.tables[language] ?? [:]
        return englishKeys.allSatisfy { !$0.hasPrefix("summary.") || table[$0] != nil }
    }.sorted()

    private static let englishKeys = Array(ReportStringTables.tables["en"]?.keys ?? [:].keys)

    /// The strings to render a report in for a BCP 47 tag: its language's table when that is a
    /// report language, else English (the Display Guide is still in the tag's locale).
    public static func report(for tag: String) -> ReportStrings {
        guard let language = LanguageTag(tag)?.language, reportLanguages.contains(language) else { return .english }
        return ReportStrings(language: language)
    }

    /// The strings to draft a summary in for a book's language, or nil when there are none.
    static func summary(for tag: String?) -> ReportStrings? {
        guard let tag, let language = LanguageTag(tag)?.language, summaryLanguages.contains(language) else { return nil }
        return ReportStrings(language: language)
    }

    /// Whether `key` is a key of the tables (English has every key).
    static func exists(_ key: String) -> Bool { ReportStringTables.tables["en"]?[key] != nil }

    /// Whether the text of `key` is this language's own (false: shown in English).
    public func has(_ key: String) -> Bool { language == "en" || table[key] != nil }

    /// The text of `key` with its `{placeholders}` filled; English when this table lacks it.
    public func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        Self.fill(template(key), values)
    }

    /// The plural form of `key` (`key.one` or `key.other`) for `count`, with `{count}` filled.
    public func count(_ key: String, _ count: Int, _ values: [String: String] = [:]) -> String {
        Self.fill(template(key, count: count), values.merging(["count": String(count)]) { current, _ in current })
    }

    /// The text of `key` as the table writes it, placeholders unfilled; with `count`, its plural
    /// form (`key.one` or `key.other`). English when this table lacks it.
    func template(_ key: String, count: Int? = nil) -> String {
        let key = count.map { key + (Self.isOne($0, language: language) ? ".one" : ".other") } ?? key
        return table[key] ?? ReportStringTables.tables["en"]?[key] ?? {
            assertionFailure("no report string \(key)")
            return key
        }()
    }

    /// CLDR's plural rule for the `one` form: French counts 0 and 1 as one; the other languages
    /// shipped (en, de, es, it) count only 1.
    static func isOne(_ count: Int, language: String) -> Bool {
        language == "fr" ? count == 0 || count == 1 : count == 1
    }

    /// `text` with each `{name}` replaced by its value (a name without a value is left as written).
    static func fill(_ text: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, text.contains("{") else { return text }
        var out = ""
        var rest = Substring(text)
        // By UTF-8, as ReportMessage.pieces(in:) finds braces.
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            out += rest[..<open]
            let nameStart = rest.utf8.index(after: open)
            guard let close = rest.utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")),
                  let value = values[String(rest[nameStart..<close])] else {
                out.append("{")
                rest = rest[nameStart...]
                continue
            }
            out += value
            rest = rest[rest.utf8.index(after: close)...]
        }
        return out + rest
    }
}

extension String {
    /// The string without its trailing spaces (`" :"` of a French colon before a line break or a tag).
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " || text.last == "\u{00A0}" { text.removeLast() }
        return text
    }
}
