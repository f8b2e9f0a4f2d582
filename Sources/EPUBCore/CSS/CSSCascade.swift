/// The style rules that apply to one document, indexed by what their subject compound requires
/// (an id, a class, an element name, or nothing), so an element is matched only against rules
/// that could style it. Only declarations of the properties contrast depends on are kept.
public struct CSSCascade: Sendable {
    /// The properties contrast reads; a shorthand is split into these on the way in.
    enum Property: Hashable, Sendable {
        case color, backgroundColor, backgroundImage, fontSize, fontWeight, opacity, position, display, visibility
        /// Offsets and clips that move text off the screen (the "visually hidden" patterns).
        case left, top, textIndent, clip, clipPath
        case custom(String)
    }

    /// Where a style sheet comes from: the reading system's defaults, or the book.
    public enum Origin: Int, Sendable, Comparable {
        /// The reading system's defaults; the book's own style sheets.
        case userAgent, author
        /// The reading system's defaults rank below the book's style.
        public static func < (lhs: Origin, rhs: Origin) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    struct Declaration: Sendable {
        let property: Property
        let value: String
        let important: Bool
        let source: CSSSource
    }

    struct Entry: Sendable {
        let selector: CSSSelector
        let declarations: [Declaration]
        let origin: Origin
        /// Position in the cascade's source order.
        let order: Int
        /// The rule's `@media`/`@supports` conditions (and its sheet's `media`), evaluated.
        let condition: CSSCondition.Answer
    }

    private(set) var entries: [Entry] = []
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byType: [String: [Int]] = [:]
    private var universal: [Int] = []

    /// The reading system's defaults only.
    public init() {
        add(CSSUserAgentStyle.sheet, path: "user agent", origin: .userAgent)
    }

    /// Adds the rules of `sheet` (at container path `path`) after those already added.
    /// `media`: the `media` attribute of its `link`/`style` element, or of its `@import`.
    public mutating func add(_ sheet: CSSStyleSheet, path: String, origin: Origin = .author, media: String? = nil) {
        let sheetCondition = media.map { CSSCondition.mediaQueryList($0) } ?? .applies
        if sheetCondition == .doesNotApply { return }
        for rule in sheet.rules {
            let declarations = rule.declarations.flatMap { Self.longhands($0, selector: rule.selectorText, path: path, origin: origin) }
            guard !declarations.isEmpty, let selectors = CSSSelector.parseList(rule.selectorText) else { continue }
            var condition = CSSCondition.evaluate(rule.conditions)
            if condition == .doesNotApply { continue }
            if case .undecidable = sheetCondition, condition == .applies { condition = sheetCondition }
            for selector in selectors {
                let index = entries.count
                entries.append(Entry(selector: selector, declarations: declarations, origin: origin, order: index, condition: condition))
                let subject = selector.subject
                if let id = subject.ids.first { byID[id, default: []].append(index) }
                else if let name = subject.classes.first { byClass[name, default: []].append(index) }
                else if let type = subject.type { byType[type, default: []].append(index) }
                else { universal.append(index) }
            }
        }
    }

    /// Entries whose subject could match `element`, in source order.
    func candidates(for element: CSSElement) -> [Int] {
        var indices = universal
        if let id = element.id, let list = byID[id] { indices += list }
        for name in element.classes { if let list = byClass[name] { indices += list } }
        if let list = byType[element.localName.lowercased()] { indices += list }
        // Source order; a class written twice would list its rules twice.
        indices.sort()
        var unique: [Int] = []
        unique.reserveCapacity(indices.count)
        for index in indices where unique.last != index { unique.append(index) }
        return unique
    }

    /// `declaration` as the longhands contrast reads; empty when it is none of them.
    static func longhands(_ declaration: CSSStyleSheet.Declaration, selector: String, path: String, origin: Origin) -> [Declaration] {
        let source = CSSSource(selector: origin == .userAgent ? "user agent" : selector, path: path, line: declaration.line)
        func make(_ property: Property, _ value: String) -> Declaration {
            Declaration(property: property, value: value, important: declaration.important, source: source)
        }
        switch declaration.name {
        case "color": return [make(.color, declaration.value)]
        case "background-color": return [make(.backgroundColor, declaration.value)]
        case "background-image": return [make(.backgroundImage, declaration.value)]
        case "background":
            let parts = CSSValues.background(declaration.value)
            return [make(.backgroundColor, parts.color), make(.backgroundImage, parts.image)]
        case "font-size": return [make(.fontSize, declaration.value)]
        case "font-weight": return [make(.fontWeight, declaration.value)]
        case "font":
            guard let parts = CSSValues.font(declaration.value) else { return [] }
            return [make(.fontSize, parts.size), make(.fontWeight, parts.weight)]
        case "opacity": return [make(.opacity, declaration.value)]
        case "position": return [make(.position, declaration.value)]
        case "display": return [make(.display, declaration.value)]
        case "visibility": return [make(.visibility, declaration.value)]
        case "left": return [make(.left, declaration.value)]
        case "top": return [make(.top, declaration.value)]
        case "text-indent": return [make(.textIndent, declaration.value)]
        case "clip": return [make(.clip, declaration.value)]
        case "clip-path": return [make(.clipPath, declaration.value)]
        case let name where name.hasPrefix("--"): return [make(.custom(name), declaration.value)]
        default: return []
        }
    }
}
