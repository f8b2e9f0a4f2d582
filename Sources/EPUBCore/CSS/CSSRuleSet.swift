/// The style rules of one sheet compiled for matching: selectors parsed, declarations reduced to
/// the longhands contrast reads, indexed by what their subject compound requires (an id, a class,
/// an element name, or nothing). A linked sheet is compiled once per book and shared by every
/// document that links it, so a chapter's walk starts without parsing a selector.
public final class CSSRuleSet: Sendable {
    struct Entry: Sendable {
        let selector: CSSSelector
        let declarations: [CSSCascade.Declaration]
        /// The rule's `@media`/`@supports` conditions, evaluated.
        let condition: CSSCondition.Answer
        init(selector: CSSSelector, declarations: [CSSCascade.Declaration], condition: CSSCondition.Answer) {
            (self.selector, self.declarations, self.condition) = (selector, declarations, condition)
        }
    }

    /// For `h2 + p`, `* + p` and `h2 ~ p`: whether the combinator before the subject is `+`, and
    /// the name the sibling must have (nil: any), a test cheaper than matching that rejects most
    /// elements at once. Kept apart from the entries, so the test reads a few bytes, not an entry.
    struct SiblingTest: Sendable {
        let adjacent: Bool
        let type: String?

        init?(_ selector: CSSSelector) {
            let count = selector.compounds.count
            guard count >= 2, let combinator = selector.combinators.last, combinator == .adjacent || combinator == .sibling else { return nil }
            (adjacent, type) = (combinator == .adjacent, selector.compounds[count - 2].type)
        }
    }

    /// Entry numbers by what their subject compound requires.
    struct Index: Sendable {
        private(set) var byID: [String: [Int]] = [:]
        private(set) var byClass: [String: [Int]] = [:]
        private(set) var byType: [String: [Int]] = [:]
        private(set) var universal: [Int] = []

        var isEmpty: Bool { universal.isEmpty && byID.isEmpty && byClass.isEmpty && byType.isEmpty }

        mutating func add(_ index: Int, subject: CSSSelector.Compound) {
            if let id = subject.ids.first { byID[id, default: []].append(index) }
            else if let name = subject.classes.first { byClass[name, default: []].append(index) }
            else if let type = subject.type { byType[type, default: []].append(index) }
            else { universal.append(index) }
        }

        /// Appends to `list` the entries whose subject could match `element`, ascending and each once.
        func candidates(for element: CSSElement, into list: inout [Int]) {
            let start = list.count
            list += universal
            var buckets = universal.isEmpty ? 0 : 1
            if let id = element.id, let found = byID[id] { list += found; buckets += 1 }
            if !byClass.isEmpty {
                element.classList.forEach { name in if let found = byClass[name] { list += found; buckets += 1 } }
            }
            if let found = byType[element.typeName] { list += found; buckets += 1 }
            // One bucket is already in source order; several are merged (a class written twice lists its rules twice).
            guard buckets > 1 else { return }
            list[start...].sort()
            var write = start
            for read in start..<list.count where write == start || list[write - 1] != list[read] {
                list[write] = list[read]
                write += 1
            }
            list.removeSubrange(write...)
        }
    }

    /// Where the rules come from.
    let origin: CSSCascade.Origin
    let entries: [Entry]
    /// Every entry, by subject.
    let index: Index
    /// The entries whose match depends on siblings (``CSSSelector/isStructural``), by subject.
    let structural: Index
    /// The sibling test of each entry, by entry number.
    let siblingTests: [SiblingTest?]
    /// Whether some selector has a `+` or `~`, the only ones that read closed siblings (``CSSElementPath/keepsSiblings``).
    let hasSiblingCombinators: Bool
    /// Whether some selector reads children counted by name: an `:nth-of-type()` (or
    /// `:first-of-type`…), or a `~`, whose test of the siblings before reads the counts
    /// (``CSSElementPath/countsTypes``).
    let countsTypes: Bool
    /// The properties each entry declares (``CSSLiveProperties/bit(_:)``), by entry number.
    let declared: [UInt32]
    /// The properties declared by some structural entry.
    let structuralDeclared: UInt32
    /// The hiding-only properties for which some declaration here has a value that can take
    /// effect (``CSSLiveProperties/canTakeEffect(_:)``).
    let capable: UInt32
    /// What the non-structural selectors here test of an element.
    let tested: CSSTestedNames
    /// ``tested`` and what the reading system's defaults test: the cascade of most documents.
    let testedWithUserAgent: CSSTestedNames

    /// The rules of `sheet` (at container path `path`, or `user agent`).
    init(_ sheet: CSSStyleSheet, path: String, origin: CSSCascade.Origin) {
        self.origin = origin
        var entries: [Entry] = [], index = Index(), structural = Index()
        var tested = CSSTestedNames()
        for rule in sheet.rules {
            let declarations = rule.declarations.flatMap { CSSCascade.longhands($0, selector: rule.selectorText, path: path, origin: origin) }
            guard !declarations.isEmpty, let selectors = CSSSelector.parseList(rule.selectorText) else { continue }
            let condition = CSSCondition.evaluate(rule.conditions)
            if condition == .doesNotApply { continue }
            for selector in selectors {
                index.add(entries.count, subject: selector.subject)
                if selector.isStructural { structural.add(entries.count, subject: selector.subject) }
                if !selector.isStructural {
                    for (position, compound) in selector.compounds.enumerated() {
                        tested.note(compound, asAncestor: position < selector.compounds.count - 1)
                    }
                } else {
                    // What a structural selector asks of the subject's ancestors (``CSSSelector/ancestorKeys``)
                    // goes into the contexts, so that elements of one context have ancestors alike
                    // to it: the walk drops those that cannot match once per context.
                    for (position, combinator) in selector.combinators.enumerated()
                        where (combinator == .descendant || combinator == .child) && selector.compounds.indices.contains(position) {
                        tested.note(selector.compounds[position], asAncestor: true)
                    }
                }
                entries.append(Entry(selector: selector, declarations: declarations, condition: condition))
            }
        }
        (self.entries, self.index, self.structural) = (entries, index, structural)
        siblingTests = entries.map { SiblingTest($0.selector) }
        declared = entries.map { $0.declarations.reduce(0) { $0 | CSSLiveProperties.bit($1.property) } }
        structuralDeclared = zip(entries, declared).reduce(0) { $0 | ($1.0.selector.isStructural ? $1.1 : 0) }
        capable = entries.reduce(0) { bits, entry in
            entry.declarations.reduce(bits) { $0 | (CSSLiveProperties.canTakeEffect($1) ? CSSLiveProperties.bit($1.property) & CSSLiveProperties.hidingOnly : 0) }
        }
        hasSiblingCombinators = entries.contains { $0.selector.combinators.contains { $0 == .adjacent || $0 == .sibling } }
        countsTypes = entries.contains { $0.selector.combinators.contains(.sibling) || $0.selector.compounds.contains(where: \.countsTypes) }
        self.tested = tested
        var withUserAgent = tested
        if origin == .author { withUserAgent.formUnion(Self.userAgent.tested) }
        testedWithUserAgent = withUserAgent
    }

    /// Whether some structural entry can change a style in a cascade whose live properties are `live`.
    func hasLiveStructural(_ live: CSSLiveProperties) -> Bool {
        !structural.isEmpty && !live.isInert(structuralDeclared)
    }

    /// The reading system's defaults, compiled once.
    static let userAgent = CSSRuleSet(CSSUserAgentStyle.sheet, path: "user agent", origin: .userAgent)
}
