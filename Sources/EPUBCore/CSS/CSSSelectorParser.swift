/// Parses one complex selector from its tokens (Selectors Level 3 §4–§8 grammar). Anything the
/// grammar does not allow makes the selector invalid (nil), as a browser would drop it.
struct CSSSelectorParser {
    private let tokens: [CSSToken]
    private var index = 0

    init(tokens: [CSSToken]) {
        // Leading and trailing whitespace is not a combinator.
        var slice = tokens[...]
        while slice.first?.kind == .whitespace { slice = slice.dropFirst() }
        while slice.last?.kind == .whitespace { slice = slice.dropLast() }
        self.tokens = Array(slice)
    }

    private func peek(_ offset: Int = 0) -> CSSToken.Kind? {
        index + offset < tokens.count ? tokens[index + offset].kind : nil
    }

    /// Prefixes whose namespace the walk knows without `@namespace` (books write `epub|type`).
    private static let attributePrefixes = [
        "epub": XMLNamespace.epub, "xml": XMLNamespace.xml, "xlink": XMLNamespace.xlink,
    ]

    mutating func selector() -> CSSSelector? {
        guard !tokens.isEmpty else { return nil }
        var compounds: [CSSSelector.Compound] = [], combinators: [CSSSelector.Combinator] = []
        var pseudoElement: String?
        while true {
            guard pseudoElement == nil, let compound = compound(pseudoElement: &pseudoElement) else { return nil }
            compounds.append(compound)
            guard compounds.count <= CSSSelector.maxCompounds else { return nil }
            var sawSpace = false
            while peek() == .whitespace { index += 1; sawSpace = true }
            guard let next = peek() else { break }
            switch next {
            case .delim(">"): combinators.append(.child); index += 1
            case .delim("+"): combinators.append(.adjacent); index += 1
            case .delim("~"): combinators.append(.sibling); index += 1
            default:
                guard sawSpace else { return nil }
                combinators.append(.descendant)
            }
            while peek() == .whitespace { index += 1 }
        }
        let text = CSSStyleSheet.text(tokens.map(\.kind))
        return CSSSelector(compounds: compounds, combinators: combinators, pseudoElement: pseudoElement, text: text)
    }

    /// One compound; nil when it is empty or malformed.
    private mutating func compound(pseudoElement: inout String?) -> CSSSelector.Compound? {
        var compound = CSSSelector.Compound()
        var parts = 0
        // Type or universal, with an optional namespace prefix (`svg|rect`, `*|*`): the prefix is
        // not checked, since the walk gives every element its namespace anyway.
        if case .ident(let name)? = peek() {
            index += 1
            compound.type = CSSElementPath.asciiLowercased(name)
            parts += 1
        } else if peek() == .delim("*") {
            index += 1
            parts += 1
        }
        if peek() == .delim("|") {
            index += 1
            if case .ident(let name)? = peek() { compound.type = CSSElementPath.asciiLowercased(name); index += 1 }
            else if peek() == .delim("*") { compound.type = nil; index += 1 }
            else { return nil }
        }
        loop: while let kind = peek() {
            switch kind {
            case .hash(let name, _):
                index += 1
                compound.ids.append(name)
            case .delim("."):
                guard case .ident(let name)? = peek(1) else { return nil }
                index += 2
                compound.classes.append(name)
            case .openSquare:
                index += 1
                guard let test = attributeTest() else { return nil }
                compound.attributes.append(test)
            case .colon:
                guard pseudoElement == nil else { return nil }
                index += 1
                if peek() == .colon {
                    index += 1
                    guard case .ident(let name)? = peek() else { return nil }
                    index += 1
                    pseudoElement = name.lowercased()
                } else if case .ident(let name)? = peek() {
                    index += 1
                    let lower = name.lowercased()
                    // CSS 2 pseudo-elements may be written with one colon.
                    if ["before", "after", "first-line", "first-letter"].contains(lower) {
                        pseudoElement = lower
                    } else {
                        compound.pseudoClasses.append(Self.pseudoClass(lower))
                    }
                } else if case .function(let name)? = peek() {
                    index += 1
                    guard let pseudo = functionalPseudoClass(name.lowercased()) else { return nil }
                    compound.pseudoClasses.append(pseudo)
                } else {
                    return nil
                }
            default:
                break loop
            }
            parts += 1
        }
        return parts == 0 && pseudoElement == nil ? nil : compound
    }

    private static func pseudoClass(_ name: String) -> CSSSelector.PseudoClass {
        switch name {
        case "root": .root
        case "first-child": .nthChild(a: 0, b: 1)
        case "first-of-type": .nthOfType(a: 0, b: 1)
        case "link", "any-link": .link
        case "visited", "hover", "focus", "active", "target", "focus-within", "focus-visible", "checked",
             "indeterminate", "disabled", "target-within", "playing", "paused":
            .never
        default: .undecidable(name)  // last-child, only-child, last-of-type, only-of-type, empty, unknown ones
        }
    }

    /// `name(` … `)`, the closing parenthesis consumed.
    private mutating func functionalPseudoClass(_ name: String) -> CSSSelector.PseudoClass? {
        var argument: [CSSToken] = []
        var depth = 1
        while let kind = peek() {
            index += 1
            switch kind {
            case .function, .openParen: depth += 1
            case .closeParen:
                depth -= 1
                if depth == 0 { return Self.functional(name, argument) }
            default: break
            }
            argument.append(tokens[index - 1])
        }
        return nil  // unclosed
    }

    private static func functional(_ name: String, _ argument: [CSSToken]) -> CSSSelector.PseudoClass? {
        let text = CSSStyleSheet.text(argument.map(\.kind)).trimmingXMLWhitespace()
        switch name {
        case "nth-child", "nth-of-type":
            guard let (a, b) = anPlusB(text) else { return nil }
            return name == "nth-child" ? .nthChild(a: a, b: b) : .nthOfType(a: a, b: b)
        case "lang":
            guard !text.isEmpty else { return nil }
            return .lang(text.trimmingCharacters(in: ["\""]).lowercased())
        case "not":
            var parser = CSSSelectorParser(tokens: argument)
            var pseudoElement: String?
            guard let inner = parser.compound(pseudoElement: &pseudoElement), parser.index == parser.tokens.count,
                  pseudoElement == nil else {
                return .undecidable("not(\(text))")  // a Selectors 4 list or complex argument
            }
            return .not(inner)
        default:
            return .undecidable("\(name)(\(text))")  // nth-last-*, is, where, has, matches, …
        }
    }

    /// `an+b` (Selectors 3 §6.6.5.2): `odd`, `even`, `3`, `2n+1`, `-n+3`, `n`.
    static func anPlusB(_ text: String) -> (Int, Int)? {
        let compact = text.lowercased().filter { !$0.isWhitespace }
        if compact == "odd" { return (2, 1) }
        if compact == "even" { return (2, 0) }
        guard let n = compact.firstIndex(of: "n") else { return Int(compact).map { (0, $0) } }
        let before = compact[..<n], after = compact[compact.index(after: n)...]
        let a: Int
        switch before {
        case "", "+": a = 1
        case "-": a = -1
        default:
            guard let value = Int(before) else { return nil }
            a = value
        }
        if after.isEmpty { return (a, 0) }
        guard after.first == "+" || after.first == "-", let b = Int(after) else { return nil }
        return (a, b)
    }

    /// After `[`: `name`, `ns|name`, then an operator and a value, then `]`.
    private mutating func attributeTest() -> CSSSelector.AttributeTest? {
        func skipSpace() { while peek() == .whitespace { index += 1 } }
        skipSpace()
        var namespace: String?
        var name: String
        if peek() == .delim("*"), peek(1) == .delim("|"), case .ident(let local)? = peek(2) {
            (namespace, name) = ("*", local)
            index += 3
        } else if peek() == .delim("|"), case .ident(let local)? = peek(1) {
            name = local
            index += 2
        } else if case .ident(let first)? = peek() {
            index += 1
            name = first
            if peek() == .delim("|"), case .ident(let local)? = peek(1) {
                namespace = Self.attributePrefixes[first.lowercased()] ?? "?\(first)"
                name = local
                index += 2
            }
        } else {
            return nil
        }
        skipSpace()
        var op = CSSSelector.AttributeTest.Operator.exists
        switch peek() {
        case .closeSquare?:
            index += 1
            return .init(name: name, namespace: namespace, op: .exists, value: "", caseInsensitive: false)
        case .delim("=")?: op = .equals; index += 1
        case .delim(let symbol)? where peek(1) == .delim("="):
            switch symbol {
            case "~": op = .includes
            case "|": op = .dashMatch
            case "^": op = .prefix
            case "$": op = .suffix
            case "*": op = .substring
            default: return nil
            }
            index += 2
        default:
            return nil
        }
        skipSpace()
        let value: String
        switch peek() {
        case .ident(let word)?: value = word
        case .string(let string)?: value = string
        default: return nil
        }
        index += 1
        skipSpace()
        var caseInsensitive = false
        if case .ident(let flag)? = peek(), flag.lowercased() == "i" || flag.lowercased() == "s" {
            caseInsensitive = flag.lowercased() == "i"
            index += 1
            skipSpace()
        }
        guard peek() == .closeSquare else { return nil }
        index += 1
        return .init(name: name, namespace: namespace, op: op, value: value, caseInsensitive: caseInsensitive)
    }
}
