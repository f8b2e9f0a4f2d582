/// One complex selector of Selectors Level 3 (`div.note > p:first-child em`), parsed from a rule's
/// selector text, with its specificity. What a streaming walk cannot decide (`:last-child`, `:empty`,
/// `:nth-last-*`, …, which depend on what comes after an element) is kept as an undecidable
/// pseudo-class, so a match can say so instead of guessing.
public struct CSSSelector: Sendable, Hashable {
    /// How two compounds relate (Selectors 3 §8).
    public enum Combinator: Sendable, Hashable {
        /// Whitespace: any ancestor.
        case descendant
        /// `>`: the parent.
        case child
        /// `+`: the previous element sibling.
        case adjacent
        /// `~`: any previous element sibling.
        case sibling
    }

    /// `[name op value]`.
    public struct AttributeTest: Sendable, Hashable {
        /// What the value must be.
        public enum Operator: Sendable, Hashable {
            case exists, equals, includes, dashMatch, prefix, suffix, substring
        }
        /// Attribute local name.
        public let name: String
        /// Namespace of the attribute: nil for none, `"*"` for any.
        public let namespace: String?
        /// The operator.
        public let op: Operator
        /// The value compared (empty for ``Operator/exists``).
        public let value: String
        /// `[… i]`: ASCII case-insensitive comparison.
        public let caseInsensitive: Bool
    }

    /// A pseudo-class, as far as a walk in document order can decide it.
    public indirect enum PseudoClass: Sendable, Hashable {
        case root
        /// `:first-child`, `:nth-child(an+b)`.
        case nthChild(a: Int, b: Int)
        /// `:first-of-type`, `:nth-of-type(an+b)`.
        case nthOfType(a: Int, b: Int)
        /// `:link` (an `a`, `area` or `link` with `href`; a book has no visited links).
        case link
        /// `:lang(x)`.
        case lang(String)
        /// `:not(…)`, a compound.
        case not(Compound)
        /// A state the static rendering never is in (`:hover`, `:focus`, `:visited`, `:target`, …).
        case never
        /// Depends on what follows the element or on the reader (`:last-child`, `:empty`, `:is()`…): the name.
        case undecidable(String)
    }

    /// A sequence of simple selectors with no combinator between them (`p.note[title]:first-child`).
    public struct Compound: Sendable, Hashable {
        /// Lowercased element local name; nil for `*` or none.
        public var type: String?
        /// `#id` tests.
        public var ids: [String] = []
        /// `.class` tests.
        public var classes: [String] = []
        /// `[attr]` tests.
        public var attributes: [AttributeTest] = []
        /// Pseudo-class tests.
        public var pseudoClasses: [PseudoClass] = []

        /// Whether a pseudo-class here (or in its `:not()`) counts siblings.
        var isStructural: Bool {
            pseudoClasses.contains { pseudo in
                switch pseudo {
                case .nthChild, .nthOfType: true
                case .not(let inner): inner.isStructural
                case .root, .link, .lang, .never, .undecidable: false
                }
            }
        }

        /// Whether a pseudo-class here (or in its `:not()`) reads the position among siblings of
        /// the same name (``CSSElement/typeIndex``).
        var countsTypes: Bool {
            pseudoClasses.contains { pseudo in
                switch pseudo {
                case .nthOfType: true
                case .not(let inner): inner.countsTypes
                case .nthChild, .root, .link, .lang, .never, .undecidable: false
                }
            }
        }
    }

    /// Compounds from left to right.
    public let compounds: [Compound]
    /// The rightmost compound: the element the selector styles (what rule indexes key on). Kept,
    /// not computed: it is matched against every candidate element, and a computed copy retains its lists each time.
    public let subject: Compound
    /// `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
    public let combinators: [Combinator]
    /// `::before`, `::first-line`, … (lowercased, without colons); nil when the selector targets the element.
    public let pseudoElement: String?
    /// Specificity (ids, classes/attributes/pseudo-classes, types/pseudo-elements).
    public let specificity: Specificity
    /// The selector as written.
    public let text: String
    /// What the compounds that must be ancestors of the subject ask for (a name, an id, a class,
    /// an `epub:type` token), for the ancestor filter of
    /// ``CSSElementPath`` (`mayMatchAncestors(_:of:)`).
    public let ancestorKeys: [AncestorKey]
    /// Whether a match depends on where the element sits among its siblings (`+`, `~`,
    /// `:first-child`, `:nth-of-type()`, also inside `:not()`): such a selector is matched for
    /// every element, never answered from an element with the same context.
    public let isStructural: Bool

    /// One thing an ancestor must offer, for the ancestor filter of browser engines.
    public struct AncestorKey: Sendable, Hashable {
        /// What kind of name ``value`` is.
        public enum Kind: UInt8, Sendable, Hashable {
            /// A lowercased element name; an id; a class; an `epub:type` token.
            case type, id, className, epubType
        }
        /// What kind of name.
        public let kind: Kind
        /// The name.
        public let value: String
        /// A key.
        public init(_ kind: Kind, _ value: String) { (self.kind, self.value) = (kind, value) }
    }

    /// Selector specificity, compared component by component (Selectors 3 §9).
    public struct Specificity: Sendable, Hashable, Comparable {
        /// Id selectors.
        public let ids: Int
        /// Class, attribute and pseudo-class selectors.
        public let classes: Int
        /// Type selectors and pseudo-elements.
        public let types: Int
        /// A specificity.
        public init(ids: Int, classes: Int, types: Int) { (self.ids, self.classes, self.types) = (ids, classes, types) }
        /// Ids first, then classes, then types.
        public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
            (lhs.ids, lhs.classes, lhs.types) < (rhs.ids, rhs.classes, rhs.types)
        }
    }

    /// At most this many compounds: longer selectors are dropped, which bounds matching work.
    static let maxCompounds = 32

    /// The selectors of a selector list, or nil when any of them is invalid (a browser then drops
    /// the whole rule, Selectors 3 §5).
    public static func parseList(_ text: String) -> [CSSSelector]? {
        var selectors: [CSSSelector] = []
        var current: [CSSToken] = []
        var depth = 0
        func flush() -> Bool {
            var parser = CSSSelectorParser(tokens: current)
            guard let selector = parser.selector() else { return false }
            selectors.append(selector)
            current = []
            return true
        }
        for token in CSSTokenizer.tokens(text) {
            switch token.kind {
            case .function, .openParen, .openSquare: depth += 1
            case .closeParen, .closeSquare: depth = max(0, depth - 1)
            case .comma where depth == 0:
                guard flush() else { return nil }
                continue
            default: break
            }
            current.append(token)
        }
        guard flush() else { return nil }
        return selectors
    }

    init(compounds: [Compound], combinators: [Combinator], pseudoElement: String?, text: String) {
        self.compounds = compounds
        subject = compounds.last ?? Compound()
        self.combinators = combinators
        self.pseudoElement = pseudoElement
        self.text = text
        var ids = 0, classes = 0, types = pseudoElement == nil ? 0 : 1
        func count(_ compound: Compound) {
            ids += compound.ids.count
            classes += compound.classes.count + compound.attributes.count
            if compound.type != nil { types += 1 }
            for pseudo in compound.pseudoClasses {
                if case .not(let inner) = pseudo { count(inner) } else { classes += 1 }
            }
        }
        compounds.forEach(count)
        specificity = Specificity(ids: ids, classes: classes, types: types)
        var keys: [AncestorKey] = []
        for (index, combinator) in combinators.enumerated() where combinator == .descendant || combinator == .child {
            let compound = compounds[index]
            if let type = compound.type { keys.append(AncestorKey(.type, type)) }
            keys += compound.ids.map { AncestorKey(.id, $0) } + compound.classes.map { AncestorKey(.className, $0) }
            for test in compound.attributes where test.op == .includes && test.namespace == XMLNamespace.epub && test.name == "type" && !test.caseInsensitive {
                keys.append(AncestorKey(.epubType, test.value))
            }
        }
        ancestorKeys = keys
        isStructural = combinators.contains { $0 == .adjacent || $0 == .sibling } || compounds.contains(where: \.isStructural)
    }

}
