/// The style rules that apply to one document: the reading system's defaults, then each sheet
/// the document brings, in order, each a compiled ``CSSRuleSet`` (shared with the book's other
/// documents) under the condition of its `link`/`style` element's `media`. Only declarations of
/// the properties contrast depends on are kept.
public struct CSSCascade: Sendable {
    /// The properties contrast reads; a shorthand is split into these on the way in.
    enum Property: Hashable, Sendable {
        case color, backgroundColor, backgroundImage, fontSize, fontWeight, opacity, position, display, visibility
        /// Offsets and clips that move text off the screen (the "visually hidden" patterns).
        case left, top, textIndent, clip, clipPath
        /// What sets a link apart from the text around it (axe `link-in-text-block`): its lines
        /// (`text-decoration`), its slant, a line below it (`border-bottom`).
        case textDecorationLine, fontStyle, borderBottomStyle
        case custom(String)

        /// The properties with a fixed slot (all but custom properties), for arrays indexed by them.
        static let slotCount = 17

        /// Position in an array of ``slotCount``; nil for custom properties.
        var slot: Int? {
            switch self {
            case .color: 0
            case .backgroundColor: 1
            case .backgroundImage: 2
            case .fontSize: 3
            case .fontWeight: 4
            case .opacity: 5
            case .position: 6
            case .display: 7
            case .visibility: 8
            case .left: 9
            case .top: 10
            case .textIndent: 11
            case .clip: 12
            case .clipPath: 13
            case .textDecorationLine: 14
            case .fontStyle: 15
            case .borderBottomStyle: 16
            case .custom: nil
            }
        }
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

    /// One sheet in cascade order, and the condition its `media` attribute puts on all its rules.
    struct Layer: Sendable {
        let rules: CSSRuleSet
        let condition: CSSCondition.Answer
        /// Compiled once for the whole book (a linked sheet, the defaults), not for one document.
        let isShared: Bool
    }

    private(set) var layers: [Layer] = [Layer(rules: .userAgent, condition: .applies, isShared: true)]
    /// What the non-structural selectors of all layers test of an element.
    private(set) var tested = CSSRuleSet.userAgent.tested
    /// The properties whose declarations can change a style here (``CSSLiveProperties``).
    private(set) var live = Self.userAgentLive
    /// Whether some layer has a structural selector that can change a style here (``CSSLiveProperties``):
    /// most books have none, and their elements skip that matching.
    private(set) var hasStructuralRules = CSSRuleSet.userAgent.hasLiveStructural(Self.userAgentLive)
    /// The live properties of the reading system's defaults alone.
    private static let userAgentLive = CSSLiveProperties(capable: CSSRuleSet.userAgent.capable)
    /// Whether some structural subject requires an id, or a class: else an element's id, or its
    /// classes, do not change which structural selectors could match it.
    private(set) var structuralSubjects = (ids: !CSSRuleSet.userAgent.structural.byID.isEmpty,
                                           classes: !CSSRuleSet.userAgent.structural.byClass.isEmpty)
    /// Whether some layer has a `+` or `~` selector: without one, a walk keeps no closed siblings.
    private(set) var hasSiblingRules = CSSRuleSet.userAgent.hasSiblingCombinators
    /// Whether some layer reads children counted by name: without one, a walk counts none.
    private(set) var countsTypes = CSSRuleSet.userAgent.countsTypes

    /// The reading system's defaults only.
    public init() {}

    /// Adds the rules of `sheet` (at container path `path`) after those already added.
    /// `media`: the `media` attribute of its `link`/`style` element, or of its `@import`.
    public mutating func add(_ sheet: CSSStyleSheet, path: String, origin: Origin = .author, media: String? = nil) {
        add(CSSRuleSet(sheet, path: path, origin: origin), media: media, isShared: false)
    }

    /// Adds compiled rules after those already added, under `media`; `isShared`: compiled once for the book.
    mutating func add(_ rules: CSSRuleSet, media: String?, isShared: Bool) {
        let condition = media.map { CSSCondition.mediaQueryList($0) } ?? .applies
        if condition == .doesNotApply || rules.entries.isEmpty { return }
        // The first sheet after the defaults brings the union made once for all documents.
        if layers.count == 1, rules.origin == .author { tested = rules.testedWithUserAgent } else { tested.formUnion(rules.tested) }
        layers.append(Layer(rules: rules, condition: condition, isShared: isShared))
        // A sheet that brings a value that can take effect makes the earlier sheets' rules of that property live too.
        live = CSSLiveProperties(capable: layers.reduce(0) { $0 | $1.rules.capable })
        hasStructuralRules = layers.contains { $0.rules.hasLiveStructural(live) }
        structuralSubjects = (structuralSubjects.ids || !rules.structural.byID.isEmpty,
                              structuralSubjects.classes || !rules.structural.byClass.isEmpty)
        hasSiblingRules = hasSiblingRules || rules.hasSiblingCombinators
        countsTypes = countsTypes || rules.countsTypes
    }

    /// What identifies this cascade among the book's documents; nil when a layer is the document's own.
    var identity: CSSStyleSharing.Identity? {
        guard layers.allSatisfy(\.isShared) else { return nil }
        return CSSStyleSharing.Identity(layers: layers.map { .init(rules: ObjectIdentifier($0.rules), condition: $0.condition) })
    }

    /// The condition under which entry `entry` of layer `layer` applies: its own, else its sheet's.
    func condition(of entry: CSSRuleSet.Entry, in layer: Layer) -> CSSCondition.Answer {
        if case .undecidable = layer.condition, entry.condition == .applies { return layer.condition }
        return entry.condition
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
            // The shorthand resets the style too; the keyword comes before the size.
            let lower = declaration.value.lowercased()
            let style = lower.contains("italic") ? "italic" : lower.contains("oblique") ? "oblique" : "normal"
            return [make(.fontSize, parts.size), make(.fontWeight, parts.weight), make(.fontStyle, style)]
        case "font-style": return [make(.fontStyle, declaration.value)]
        // The shorthand's other parts (colour, style, thickness) are not read; its lines are
        // picked out of the value when it is resolved (``StyleResolution``).
        case "text-decoration", "text-decoration-line": return [make(.textDecorationLine, declaration.value)]
        case "border-bottom-style", "border-bottom", "border": return [make(.borderBottomStyle, declaration.value)]
        case "border-style":
            // One to four values, top right bottom left: the bottom is the third, else the first.
            let values = declaration.value.split(whereSeparator: \.isWhitespace)
            guard let bottom = values.count >= 3 ? values[2] : values.first else { return [] }
            return [make(.borderBottomStyle, String(bottom))]
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
