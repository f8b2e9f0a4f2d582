/// The tokenizer of CSS Syntax Level 3 (§4, "Tokenization"), over Unicode scalars: comments
/// dropped, escapes decoded, numbers with their type flag, `url()` and bad tokens as the
/// specification makes them. Input is preprocessed as §3.3 says (CR, FF and CRLF become LF;
/// NUL and surrogates become U+FFFD), so no input can make it fail; it always ends.
public struct CSSTokenizer {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line: Int

    /// A tokenizer of `text`, whose first line is `firstLine` (for a `<style>` element's or attribute's line).
    public init(_ text: String, firstLine: Int = 1) {
        self.line = max(1, firstLine)
        // An ASCII sheet (most are) from its bytes, each one its scalar: decoding the scalars one
        // by one cost more than tokenizing them.
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes -> [Unicode.Scalar]? in
            bytes.contains { $0 >= 0x80 } ? nil : Self.preprocessed(bytes.lazy.map(Unicode.Scalar.init), count: bytes.count)
        }
        scalars = ascii.flatMap { $0 } ?? Self.preprocessed(text.unicodeScalars, count: text.unicodeScalars.count)
    }

    /// `input` preprocessed as §3.3 says: CR, FF and CRLF become LF, NUL becomes U+FFFD.
    private static func preprocessed<Input: Sequence<Unicode.Scalar>>(_ input: Input, count: Int) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(count)
        var previousCR = false
        for scalar in input {
            switch scalar {
            case "\r": scalars.append("\n"); previousCR = true; continue
            case "\n" where previousCR: break
            case "\u{0C}": scalars.append("\n")
            case "\0": scalars.append("\u{FFFD}")
            default: scalars.append(scalar)
            }
            previousCR = false
        }
        return scalars
    }

    /// Every token of the input, in order.
    public static func tokens(_ text: String, firstLine: Int = 1) -> [CSSToken] {
        var tokenizer = CSSTokenizer(text, firstLine: firstLine)
        var tokens: [CSSToken] = []
        while let token = tokenizer.next() { tokens.append(token) }
        return tokens
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let position = index + offset
        return position < scalars.count ? scalars[position] : nil
    }

    private mutating func consume() -> Unicode.Scalar? {
        guard index < scalars.count else { return nil }
        let scalar = scalars[index]
        index += 1
        if scalar == "\n" { line += 1 }
        return scalar
    }

    /// The next token, or nil at the end.
    public mutating func next() -> CSSToken? {
        skipComments()
        let start = line
        guard let scalar = consume() else { return nil }
        return CSSToken(kind: kind(after: scalar), line: start)
    }

    private mutating func skipComments() {
        while peek() == "/" && peek(1) == "*" {
            index += 2
            while let scalar = consume() {
                if scalar == "*" && peek() == "/" {
                    index += 1
                    break
                }
            }
        }
    }

    private mutating func kind(after scalar: Unicode.Scalar) -> CSSToken.Kind {
        switch scalar {
        case _ where Self.isWhitespace(scalar):
            while let next = peek(), Self.isWhitespace(next) { _ = consume() }
            return .whitespace
        case "\"", "'":
            return string(ending: scalar)
        case "#":
            if let next = peek(), Self.isNameCharacter(next) || Self.isValidEscape(next, peek(1)) {
                let isID = startsIdentifier(peek(), peek(1), peek(2))
                return .hash(name(), isID: isID)
            }
            return .delim(scalar)
        case "(": return .openParen
        case ")": return .closeParen
        case "+", ".":
            if startsNumber(scalar, peek(), peek(1)) { index -= 1; return numeric() }
            return .delim(scalar)
        case ",": return .comma
        case "-":
            if startsNumber(scalar, peek(), peek(1)) { index -= 1; return numeric() }
            if peek() == "-" && peek(1) == ">" { index += 2; return .cdc }
            if startsIdentifier(scalar, peek(), peek(1)) { index -= 1; return identLike() }
            return .delim(scalar)
        case ":": return .colon
        case ";": return .semicolon
        case "<":
            if peek() == "!" && peek(1) == "-" && peek(2) == "-" { index += 3; return .cdo }
            return .delim(scalar)
        case "@":
            if startsIdentifier(peek(), peek(1), peek(2)) { return .atKeyword(name()) }
            return .delim(scalar)
        case "[": return .openSquare
        case "\\":
            if Self.isValidEscape(scalar, peek()) { index -= 1; return identLike() }
            return .delim(scalar)
        case "]": return .closeSquare
        case "{": return .openCurly
        case "}": return .closeCurly
        case _ where Self.isDigit(scalar):
            index -= 1
            return numeric()
        case _ where Self.isNameStart(scalar):
            index -= 1
            return identLike()
        default:
            return .delim(scalar)
        }
    }

    // MARK: §4.3.4–4.3.6

    private mutating func string(ending: Unicode.Scalar) -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while true {
            guard let scalar = consume() else { return .string(String(value)) }
            switch scalar {
            case ending: return .string(String(value))
            case "\n":
                index -= 1
                line -= 1
                return .badString
            case "\\":
                guard let next = peek() else { continue }
                if next == "\n" { _ = consume() } else { value.append(escape()) }
            default: value.append(scalar)
            }
        }
    }

    private mutating func identLike() -> CSSToken.Kind {
        let value = name()
        if value.lowercased() == "url" && peek() == "(" {
            _ = consume()
            while let a = peek(), let b = peek(1), Self.isWhitespace(a), Self.isWhitespace(b) { _ = consume() }
            let first = peek(), second = peek(1)
            if first == "\"" || first == "'" || (first.map(Self.isWhitespace) == true && (second == "\"" || second == "'")) {
                return .function(value)
            }
            return url()
        }
        if peek() == "(" {
            _ = consume()
            return .function(value)
        }
        return .ident(value)
    }

    private mutating func url() -> CSSToken.Kind {
        var value = String.UnicodeScalarView()
        while let scalar = peek(), Self.isWhitespace(scalar) { _ = consume() }
        while true {
            guard let scalar = consume() else { return .url(String(value)) }
            switch scalar {
            case ")": return .url(String(value))
            case _ where Self.isWhitespace(scalar):
                while let next = peek(), Self.isWhitespace(next) { _ = consume() }
                if peek() == ")" || peek() == nil { _ = consume(); return .url(String(value)) }
                skipBadURL()
                return .badURL
            case "\"", "'", "(",
                 _ where Self.isNonPrintable(scalar):
                skipBadURL()
                return .badURL
            case "\\":
                if Self.isValidEscape(scalar, peek()) { value.append(escape()) } else { skipBadURL(); return .badURL }
            default: value.append(scalar)
            }
        }
    }

    private mutating func skipBadURL() {
        while let scalar = consume(), scalar != ")" {
            if scalar == "\\", Self.isValidEscape(scalar, peek()) { _ = escape() }
        }
    }

    // MARK: §4.3.7–4.3.13

    /// After a backslash: the escaped code point (hex escapes end at 6 digits or one whitespace).
    private mutating func escape() -> Unicode.Scalar {
        guard let scalar = consume() else { return "\u{FFFD}" }
        guard scalar.properties.isASCIIHexDigit else { return scalar }
        var hex = String(scalar)
        while hex.count < 6, let next = peek(), next.properties.isASCIIHexDigit { hex.unicodeScalars.append(next); index += 1 }
        if let next = peek(), Self.isWhitespace(next) { _ = consume() }
        guard let value = UInt32(hex, radix: 16), value != 0, let result = Unicode.Scalar(value), value <= 0x10FFFF else { return "\u{FFFD}" }
        return result
    }

    private mutating func name() -> String {
        // The run of plain name characters first, appended at once: a name of a style sheet
        // rarely has an escape, and appending its characters one by one cost more than the rest of its token.
        let start = index
        var isASCII = true
        while index < scalars.count, Self.isNameCharacter(scalars[index]) {
            isASCII = isASCII && scalars[index].isASCII
            index += 1
        }
        var value = String.UnicodeScalarView()
        if isASCII {
            // ASCII scalars are their UTF-8 bytes.
            value = String(unsafeUninitializedCapacity: index - start) { buffer in
                for offset in 0..<(index - start) { buffer[offset] = UInt8(truncatingIfNeeded: scalars[start + offset].value) }
                return index - start
            }.unicodeScalars
        } else {
            for position in start..<index { value.append(scalars[position]) }
        }
        while let scalar = peek() {
            if Self.isNameCharacter(scalar) {
                value.append(scalar)
                index += 1
            } else if Self.isValidEscape(scalar, peek(1)) {
                index += 1
                value.append(escape())
            } else {
                break
            }
        }
        return String(value)
    }

    private mutating func numeric() -> CSSToken.Kind {
        var text = ""
        var isInteger = true
        if let sign = peek(), sign == "+" || sign == "-" { text.unicodeScalars.append(sign); index += 1 }
        func digits(_ text: inout String) { while let d = peek(), Self.isDigit(d) { text.unicodeScalars.append(d); index += 1 } }
        digits(&text)
        if peek() == ".", let d = peek(1), Self.isDigit(d) {
            text += "."
            index += 1
            digits(&text)
            isInteger = false
        }
        if let e = peek(), e == "e" || e == "E" {
            let hasSign = peek(1) == "+" || peek(1) == "-"
            if let d = peek(hasSign ? 2 : 1), Self.isDigit(d) {
                text += "e"
                index += 1
                if hasSign, let sign = consume() { text.unicodeScalars.append(sign) }
                digits(&text)
                isInteger = false
            }
        }
        let value = Double(text) ?? 0
        if startsIdentifier(peek(), peek(1), peek(2)) { return .dimension(value, unit: name()) }
        if peek() == "%" {
            index += 1
            return .percentage(value)
        }
        return .number(value, isInteger: isInteger)
    }

    // MARK: §4.3.8–4.3.10 checks and §4.2 definitions

    private func startsIdentifier(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?) -> Bool {
        guard let a else { return false }
        if a == "-" {
            guard let b else { return false }
            return Self.isNameStart(b) || b == "-" || Self.isValidEscape(b, c)
        }
        if Self.isNameStart(a) { return true }
        return a == "\\" && Self.isValidEscape(a, b)
    }

    private func startsNumber(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?, _ c: Unicode.Scalar?) -> Bool {
        guard let a else { return false }
        if a == "+" || a == "-" {
            guard let b else { return false }
            if Self.isDigit(b) { return true }
            return b == "." && c.map(Self.isDigit) == true
        }
        if a == "." { return b.map(Self.isDigit) == true }
        return Self.isDigit(a)
    }

    static func isValidEscape(_ a: Unicode.Scalar?, _ b: Unicode.Scalar?) -> Bool { a == "\\" && b != "\n" && b != nil }
    static func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
    static func isWhitespace(_ s: Unicode.Scalar) -> Bool { s == " " || s == "\t" || s == "\n" }
    static func isNameStart(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" || s.value >= 0x80 }
    static func isNameCharacter(_ s: Unicode.Scalar) -> Bool { isNameStart(s) || isDigit(s) || s == "-" }
    static func isNonPrintable(_ s: Unicode.Scalar) -> Bool { s.value <= 0x08 || s.value == 0x0B || (0x0E...0x1F).contains(s.value) || s.value == 0x7F }
}
