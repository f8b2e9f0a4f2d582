/// A sentence of the report's own before it is worded: a key of the report string tables
/// (`strings/en.json`) and its named arguments. The conformance layer makes these rather than
/// English text, so the text and HTML reports word them in their reader's language
/// (``text(in:)``), while the machine formats (JSON, EARL, Ace, SARIF) keep the English
/// wording (``english``), which is the text they have always had.
///
/// Arguments that are not ours to translate (numbers, paths and locations, identifiers, the
/// book's own text, a rule's English message) stay values; a renderer tells them apart by
/// ``pieces(in:)`` (the HTML report marks English ones `lang="en"`).
public struct ReportMessage: Sendable, Hashable, Codable {
    /// One named argument of a message.
    public indirect enum Argument: Sendable, Hashable, Codable {
        /// A value shown as it is in every language: an identifier, a path or location, the book's text.
        case value(String)
        /// A number; the one named `count` chooses the plural form of a plural message.
        case number(Int)
        /// English that is not ours to translate (a rule's message): shown as it is, marked English.
        case english(String)
        /// A message of its own, worded in the same language.
        case message(ReportMessage)
        /// Messages worded in the same language and joined by its `list.separator`.
        case list([ReportMessage])
    }

    /// One piece of a worded message, in order.
    public enum Piece: Sendable, Hashable {
        /// Words of the string table, in the language asked for.
        case words(String)
        /// A value as it is (numbers included), with the name of its argument.
        case value(String, name: String)
        /// English that is not ours to translate.
        case english(String)
    }

    /// The key in the string tables (with ``plural``, the stem of its `.one` and `.other` keys);
    /// empty for a message that is only its `text` argument (``verbatim(_:)``).
    public let key: String
    /// The arguments by placeholder name.
    public let arguments: [String: Argument]
    /// Whether the key has plural forms, chosen by the `count` argument.
    public let plural: Bool

    /// The message of `key` with `arguments` (numbers as ``Argument/number(_:)``, other values as ``Argument/value(_:)``).
    init(_ key: String, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments
        plural = false
    }

    /// The plural message of `key` (`key.one` or `key.other` by `count`), with `count` among its arguments.
    init(_ key: String, count: Int, _ arguments: [String: Argument] = [:]) {
        self.key = key
        self.arguments = arguments.merging(["count": .number(count)]) { current, _ in current }
        plural = true
    }

    /// A message that is only `text`: a value of the book, or English read back from a report
    /// written before messages had keys (`--changed-since` decodes earlier reports).
    public static func verbatim(_ text: Argument) -> ReportMessage {
        ReportMessage("", ["text": text])
    }

    /// The message in English, as the machine formats write it.
    public var english: String { text(in: .english) }

    /// The message worded in `strings`' language (English where the table lacks the key).
    public func text(in strings: ReportStrings) -> String {
        pieces(in: strings).map { piece in
            switch piece {
            case .words(let text), .value(let text, _), .english(let text): text
            }
        }.joined()
    }

    /// The message worded in `strings`' language as pieces: the table's words, and the values
    /// and English text filled in (a renderer escapes and marks each as it needs).
    public func pieces(in strings: ReportStrings) -> [Piece] {
        if key.isEmpty { return arguments["text"].map { Self.pieces(of: $0, named: "text", in: strings) } ?? [] }
        let count: Int? = if plural, case .number(let count)? = arguments["count"] { count } else { nil }
        var template = Substring(strings.template(key, count: count))
        var out: [Piece] = []
        // As ReportStrings.fill: a `{name}` without an argument stays as written. The braces are
        // found in the UTF-8 (ASCII, and no template puts a mark after one): searching the
        // characters broke every template into graphemes, for every finding of a book.
        let openBrace = UInt8(ascii: "{"), closeBrace = UInt8(ascii: "}")
        while let open = template.utf8.firstIndex(of: openBrace) {
            out.append(.words(String(template[..<open])))
            let nameStart = template.utf8.index(after: open)
            guard let close = template.utf8[nameStart...].firstIndex(of: closeBrace),
                  let argument = arguments[String(template[nameStart..<close])] else {
                out.append(.words("{"))
                template = template[nameStart...]
                continue
            }
            out += Self.pieces(of: argument, named: String(template[nameStart..<close]), in: strings)
            template = template[template.utf8.index(after: close)...]
        }
        out.append(.words(String(template)))
        return out.filter { piece in
            if case .words(let text) = piece { return !text.isEmpty }
            return true
        }
    }

    private static func pieces(of argument: Argument, named name: String, in strings: ReportStrings) -> [Piece] {
        switch argument {
        case .value(let text): [.value(text, name: name)]
        case .number(let number): [.value(String(number), name: name)]
        case .english(let text): [.english(text)]
        case .message(let message): message.pieces(in: strings)
        case .list(let messages):
            messages.enumerated().flatMap { index, message in
                (index == 0 ? [] : [Piece.words(strings("list.separator"))]) + message.pieces(in: strings)
            }
        }
    }
}

extension ReportMessage: CustomStringConvertible {
    /// The English wording (what a test's failure message shows).
    public var description: String { english }
}
