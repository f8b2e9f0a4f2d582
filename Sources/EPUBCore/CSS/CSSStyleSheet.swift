/// A style sheet as CSS Syntax Level 3 §5 parses it ("parse a list of rules", "consume a
/// qualified rule", "parse a list of declarations"), reduced to what a cascade needs: style
/// rules with their selector text, declarations with `!important` and lines, the `@import`
/// URLs, and the conditions (`@media`, `@supports`) a rule sits under. Other at-rules
/// (`@font-face`, `@page`, `@namespace`, …) are skipped whole. Never fails: bad parts are dropped,
/// as browsers drop them.
public struct CSSStyleSheet: Sendable, Hashable {
    /// One `property: value` of a rule or a `style` attribute.
    public struct Declaration: Sendable, Hashable {
        /// Lowercased property name (`color`, `--ink`).
        public let name: String
        /// The value as written, without `!important`, whitespace collapsed.
        public let value: String
        /// `!important` was given.
        public let important: Bool
        /// 1-based line.
        public let line: Int
    }

    /// A style rule.
    public struct Rule: Sendable, Hashable {
        /// The selector list as written (`p.note > em, #intro`), whitespace collapsed.
        public let selectorText: String
        /// Its declarations, in order.
        public let declarations: [Declaration]
        /// The `@media`/`@supports` conditions it sits under, outermost first (empty: always applies).
        public let conditions: [String]
        /// 1-based line of the selector.
        public let line: Int
    }

    /// The style rules, in source order.
    public let rules: [Rule]
    /// The URLs of `@import` rules, in order.
    public let imports: [String]

    /// Parses `text`, whose first line is `firstLine`.
    public init(_ text: String, firstLine: Int = 1) {
        var parser = Parser(tokens: CSSTokenizer.tokens(text, firstLine: firstLine))
        var rules: [Rule] = [], imports: [String] = []
        parser.ruleList(conditions: [], topLevel: true, rules: &rules, imports: &imports)
        self.rules = rules
        self.imports = imports
    }

    /// The declarations of a `style` attribute at `line`.
    public static func declarations(ofStyleAttribute text: String, line: Int) -> [Declaration] {
        var parser = Parser(tokens: CSSTokenizer.tokens(text, firstLine: line))
        return parser.declarations(until: nil)
    }

    /// The token string of `kinds`, as CSS writes them (for selector and value text).
    static func text<Kinds: Sequence<CSSToken.Kind>>(_ kinds: Kinds) -> String {
        var out = ""
        for kind in kinds {
            switch kind {
            case .ident(let name): out += name
            case .function(let name): out += name + "("
            case .atKeyword(let name): out += "@" + name
            case .hash(let name, _): out += "#" + name
            case .string(let value): out += "\"" + value.replacingOccurrences(of: "\"", with: "\\\"") + "\""
            case .badString, .badURL: out += "\u{FFFD}"
            case .url(let value): out += "url(" + value + ")"
            case .delim(let scalar): out.unicodeScalars.append(scalar)
            case .number(let value, let isInteger):
                // `2n+1` is the dimension `2n` then the number `+1`: the sign must survive (an+b).
                if value >= 0, out.utf8.last == UInt8(ascii: "n") || out.utf8.last == UInt8(ascii: "N") { out += "+" }
                out += isInteger && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
            case .percentage(let value): out += Self.number(value) + "%"
            case .dimension(let value, let unit): out += Self.number(value) + unit
            case .whitespace: if out.utf8.last != 0x20 && !out.isEmpty { out += " " }
            case .cdo: out += "<!--"
            case .cdc: out += "-->"
            case .colon: out += ":"
            case .semicolon: out += ";"
            case .comma: out += ","
            case .openSquare: out += "["
            case .closeSquare: out += "]"
            case .openParen: out += "("
            case .closeParen: out += ")"
            case .openCurly: out += "{"
            case .closeCurly: out += "}"
            }
        }
        return trimmingSpaces(out)
    }

    /// `text` without the spaces (``isSpace(_:)``) at its ends: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` removes, without bridging every selector and
    /// value of a book to `NSString` (which cost more than tokenizing them).
    static func trimmingSpaces(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last, isSpace(first) || isSpace(last) else { return text }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// What `CharacterSet.whitespaces` holds here: tab, the space separators (Unicode's Zs) and
    /// U+200B ZERO WIDTH SPACE (listed by enumerating the set; a test compares the two).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && value.magnitude < 1e15 ? String(Int64(value)) : String(value)
    }

    /// §5.4's consumers over a token list.
    struct Parser {
        let tokens: [CSSToken]
        var index = 0

        mutating func next() -> CSSToken? {
            guard index < tokens.count else { return nil }
            defer { index += 1 }
            return tokens[index]
        }

        func peek() -> CSSToken? { index < tokens.count ? tokens[index] : nil }

        /// Rules until the end or (inside a block) the closing `}`.
        mutating func ruleList(conditions: [String], topLevel: Bool, rules: inout [Rule], imports: inout [String]) {
            while let token = peek() {
                switch token.kind {
                case .whitespace, .cdo, .cdc:
                    index += 1
                case .closeCurly where !topLevel:
                    index += 1
                    return
                case .atKeyword(let name):
                    index += 1
                    atRule(name.lowercased(), conditions: conditions, rules: &rules, imports: &imports)
                default:
                    qualifiedRule(conditions: conditions, rules: &rules)
                }
            }
        }

        mutating func atRule(_ name: String, conditions: [String], rules: inout [Rule], imports: inout [String]) {
            var prelude: [CSSToken.Kind] = []
            while let token = next() {
                switch token.kind {
                case .semicolon:
                    if name == "import", let url = Self.importURL(prelude) { imports.append(url) }
                    return
                case .openCurly:
                    // Conditions nest at most 32 deep (books nest one or two); deeper blocks are skipped, never recursed into.
                    if name == "media" || name == "supports", conditions.count < 32 {
                        ruleList(conditions: conditions + ["@\(name) " + CSSStyleSheet.text(prelude)], topLevel: false, rules: &rules, imports: &imports)
                    } else {
                        skipBlock()
                    }
                    return
                default:
                    prelude.append(token.kind)
                    if token.kind == .openParen || token.kind == .openSquare || { if case .function = token.kind { return true }; return false }() {
                        prelude += skipSimpleBlock(closing: token.kind == .openSquare ? .closeSquare : .closeParen)
                    }
                }
            }
        }

        static func importURL(_ prelude: [CSSToken.Kind]) -> String? {
            for (position, kind) in prelude.enumerated() {
                switch kind {
                case .url(let url), .string(let url): return url
                case .function(let name) where name.lowercased() == "url":
                    for later in prelude.dropFirst(position + 1) { if case .string(let url) = later { return url } }
                default: continue
                }
            }
            return nil
        }

        mutating func qualifiedRule(conditions: [String], rules: inout [Rule]) {
            var prelude: [CSSToken.Kind] = []
            let line = peek()?.line ?? 1
            while let token = next() {
                switch token.kind {
                case .openCurly:
                    let declarations = self.declarations(until: .closeCurly)
                    rules.append(Rule(selectorText: CSSStyleSheet.text(prelude), declarations: declarations, conditions: conditions, line: line))
                    return
                case .openParen, .openSquare, .function:
                    prelude.append(token.kind)
                    prelude += skipSimpleBlock(closing: token.kind == .openSquare ? .closeSquare : .closeParen)
                default:
                    prelude.append(token.kind)
                }
            }
        }

        /// Declarations until `closing` (consumed) or the end; nested blocks are kept in values.
        mutating func declarations(until closing: CSSToken.Kind?) -> [Declaration] {
            var declarations: [Declaration] = []
            var current: [CSSToken] = []
            // The declaration's tokens read in place and `current` emptied keeping its storage:
            // filtered and mapped copies, and a new array for each declaration, cost more than
            // the rest of reading a book's style sheets.
            func finish() {
                defer { current.removeAll(keepingCapacity: true) }
                // `name` `:` value, whitespace between them skipped.
                var start = 0
                while start < current.count, Self.isWhitespace(current[start].kind) { start &+= 1 }
                guard start < current.count, case .ident(let name) = current[start].kind else { return }
                var colon = start &+ 1
                while colon < current.count, Self.isWhitespace(current[colon].kind) { colon &+= 1 }
                guard colon < current.count, case .colon = current[colon].kind else { return }
                let valueStart = colon &+ 1
                var end = current.count
                while end > valueStart, Self.isWhitespace(current[end &- 1].kind) { end &-= 1 }
                var important = false
                if end &- valueStart >= 2, case .ident(let word) = current[end &- 1].kind, word.lowercased() == "important" {
                    var bang = end &- 2
                    while bang > valueStart, Self.isWhitespace(current[bang].kind) { bang &-= 1 }
                    if case .delim("!") = current[bang].kind {
                        important = true
                        end = bang
                    }
                }
                let text = CSSStyleSheet.text(current[valueStart..<end].lazy.map(\.kind))
                guard !text.isEmpty else { return }
                declarations.append(Declaration(name: name.hasPrefix("--") ? name : name.lowercased(), value: text, important: important,
                                                line: current[start].line))
            }
            while let token = next() {
                if let closing, token.kind == closing {
                    break
                }
                switch token.kind {
                case .semicolon: finish()
                case .openCurly, .openParen, .openSquare, .function:
                    current.append(token)
                    let close: CSSToken.Kind = token.kind == .openCurly ? .closeCurly : token.kind == .openSquare ? .closeSquare : .closeParen
                    current += skipSimpleBlock(closing: close).map { CSSToken(kind: $0, line: token.line) }
                default: current.append(token)
                }
            }
            finish()
            return declarations
        }

        /// Whether `kind` is whitespace, without comparing payloads (the derived `==` of kinds).
        @inline(__always)
        static func isWhitespace(_ kind: CSSToken.Kind) -> Bool {
            if case .whitespace = kind { return true }
            return false
        }

        /// The tokens up to and including the matching `closing`, nesting counted without recursion
        /// (a style sheet of a million `(` must not overflow the stack).
        mutating func skipSimpleBlock(closing: CSSToken.Kind) -> [CSSToken.Kind] {
            var kinds: [CSSToken.Kind] = []
            var expected: [CSSToken.Kind] = [closing]
            while let token = next() {
                kinds.append(token.kind)
                if token.kind == expected.last {
                    expected.removeLast()
                    if expected.isEmpty { return kinds }
                    continue
                }
                switch token.kind {
                case .openCurly: expected.append(.closeCurly)
                case .openParen, .function: expected.append(.closeParen)
                case .openSquare: expected.append(.closeSquare)
                default: continue
                }
            }
            return kinds
        }

        mutating func skipBlock() { _ = skipSimpleBlock(closing: .closeCurly) }
    }
}
