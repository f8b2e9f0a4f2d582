extension CSSCascade {
    /// How a declaration ranks in the cascade (CSS Cascade 4 §6): origin and importance, then a
    /// `style` attribute over rules, then specificity, then source order.
    struct Rank: Comparable {
        let level: Int
        let inline: Bool
        let specificity: CSSSelector.Specificity
        let order: Int

        static func < (lhs: Rank, rhs: Rank) -> Bool {
            if lhs.level != rhs.level { return lhs.level < rhs.level }
            if lhs.inline != rhs.inline { return !lhs.inline }
            if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
            return lhs.order < rhs.order
        }
    }

    struct Winner {
        let rank: Rank
        let declaration: Declaration
        let origin: Origin
    }

    /// The winning and the doubtful declaration of each property, for one element.
    struct Winners {
        private var fixed = [Winner?](repeating: nil, count: Property.slotCount)
        /// Custom properties (`--ink`), by name.
        private(set) var custom: [String: Winner] = [:]
        private var doubts = [(rank: Rank, reason: String)?](repeating: nil, count: Property.slotCount)

        subscript(property: Property) -> Winner? {
            if let slot = property.slot { return fixed[slot] }
            if case .custom(let name) = property { return custom[name] }
            return nil
        }

        /// The best-ranked declaration whose selector or condition could not be decided.
        func doubt(_ property: Property) -> (rank: Rank, reason: String)? {
            property.slot.flatMap { doubts[$0] }
        }

        mutating func consider(_ declaration: Declaration, _ rank: Rank, _ origin: Origin, _ doubt: String?) {
            guard let slot = declaration.property.slot else {
                // A doubtful custom property matters only where a colour uses it (reported there).
                guard doubt == nil, case .custom(let name) = declaration.property else { return }
                if custom[name].map({ rank >= $0.rank }) ?? true { custom[name] = Winner(rank: rank, declaration: declaration, origin: origin) }
                return
            }
            if let doubt {
                if doubts[slot].map({ rank > $0.rank }) ?? true {
                    doubts[slot] = (rank, "\(doubt), at \(declaration.source.path):\(declaration.source.line)")
                }
            } else if fixed[slot].map({ rank >= $0.rank }) ?? true {
                fixed[slot] = Winner(rank: rank, declaration: declaration, origin: origin)
            }
        }
    }

    /// The order of entry `index` of layer `layer` in the whole cascade.
    static func order(layer: Int, index: Int) -> Int { layer << 32 | index }

    /// The layer and entry number of cascade order `order` (``order(layer:index:)``).
    static func layerAndIndex(of order: Int) -> (layer: Int, index: Int) { (order >> 32, order & 0xFFFF_FFFF) }

    /// Whether entry `index` of `rules` matches open element `subject` of `path`: the sibling test
    /// of `+`/`~` first, its own compound, then the ancestor filter, then the whole selector. The
    /// one entry point of both the structural answers (a style's key) and the cascade (the style),
    /// so the two never disagree.
    private func match(_ rules: CSSRuleSet, _ index: Int, _ path: CSSElementPath, _ subject: Int, _ element: CSSElement) -> CSSMatch {
        rules.entries.withUnsafeBufferPointer { entries in
            rules.siblingTests.withUnsafeBufferPointer { tests in match(entries, tests, index, path, subject, element) }
        }
    }

    /// ``match(_:_:_:_:_:)`` over a layer's entries and sibling tests, read in place: a caller
    /// that matches many candidates of one layer takes the two buffers once (each taking retains,
    /// then releases, its array), not once for each candidate.
    @inline(__always)
    private func match(_ entries: UnsafeBufferPointer<CSSRuleSet.Entry>, _ tests: UnsafeBufferPointer<CSSRuleSet.SiblingTest?>, _ index: Int,
                       _ path: CSSElementPath, _ subject: Int, _ element: CSSElement) -> CSSMatch {
        guard entries.indices.contains(index), tests.indices.contains(index) else { return .noMatch }
        // The test read in place: a copy would retain (then release) its name.
        if let test = tests[index], !path.mayHavePreviousSibling(test.type, adjacent: test.adjacent, of: subject) { return .noMatch }
        // The entry read in place: a copy would retain (then release) each of its selector's lists,
        // for every candidate of every element.
        if CSSElementPath.match(entries[index].selector.subject, element) == .noMatch { return .noMatch }
        if !entries[index].selector.ancestorKeys.isEmpty, !path.mayMatchAncestors(entries[index].selector.ancestorKeys, of: subject) {
            return .noMatch
        }
        return path.match(entries[index].selector, subject: subject)
    }

    /// How the structural selectors (``CSSSelector/isStructural``) that could style open element
    /// `subject` of `path` answer, by cascade order, leaving out those that do not match: with the
    /// element's context, all that decides its style. `candidates`: ``structuralCandidates(for:)`` of the element.
    func structuralMatches(of path: CSSElementPath, subject: Int, candidates: [Int]) -> [StructuralMatch] {
        guard path.ancestors.indices.contains(subject) else { return [] }
        let element = path.ancestors[subject]
        var matches: [StructuralMatch] = []
        // The candidates come layer by layer: each layer's rules are taken once (a reference,
        // retained and released), not once for each candidate of each element.
        var position = 0
        while position < candidates.count {
            let number = Self.layerAndIndex(of: candidates[position]).layer
            guard layers.indices.contains(number) else {
                position += 1
                continue
            }
            let rules = layers[number].rules
            rules.entries.withUnsafeBufferPointer { entries in
                rules.siblingTests.withUnsafeBufferPointer { tests in
                    while position < candidates.count {
                        let (layer, index) = Self.layerAndIndex(of: candidates[position])
                        guard layer == number else { break }
                        let result = match(entries, tests, index, path, subject, element)
                        if result != .noMatch { matches.append(StructuralMatch(order: candidates[position], match: result)) }
                        position += 1
                    }
                }
            }
        }
        return matches
    }

    /// The structural entries whose subject could match `element` (by its name, id and classes
    /// only), by cascade order: the same for every element alike in these, so a walk finds them
    /// once for a run of alike elements (``structuralMatches(of:subject:candidates:)``).
    func structuralCandidates(for element: CSSElement) -> [Int] {
        guard hasStructuralRules else { return [] }
        var orders: [Int] = []
        for (number, layer) in layers.enumerated() where layer.rules.hasLiveStructural(live) {
            // Each layer's entry numbers are appended, then made cascade orders in place, leaving
            // out the entries that change no style here (``CSSLiveProperties``).
            let start = orders.count
            layer.rules.structural.candidates(for: element, into: &orders)
            var kept = start
            for position in start..<orders.count {
                let index = orders[position]
                guard layer.rules.declared.indices.contains(index), !live.isInert(layer.rules.declared[index]) else { continue }
                orders[kept] = Self.order(layer: number, index: index)
                kept += 1
            }
            orders.removeSubrange(kept...)
        }
        return orders
    }

    /// A structural selector's answer for one element.
    struct StructuralMatch: Hashable, Sendable {
        let order: Int
        let match: CSSMatch
    }

    /// The style of open element `subject` of `path`, from its parent's.
    func computeStyle(of path: CSSElementPath, subject: Int, parent: CSSComputedStyle, styleAttribute: (text: String, line: Int)?,
                      rootFontSize: Double, documentPath: String) -> CSSComputedStyle {
        guard path.ancestors.indices.contains(subject) else { return parent }
        let element = path.ancestors[subject]
        var winners = Winners()
        var style = parent.inherited()
        var candidates: [Int] = []
        for (number, layer) in layers.enumerated() {
            candidates.removeAll(keepingCapacity: true)
            layer.rules.index.candidates(for: element, into: &candidates)
            for index in candidates where layer.rules.entries.indices.contains(index) {
                // Matched first, the entry taken after: a copy retains (then releases) each list of
                // its selector and its declarations, for every candidate that does not match.
                let matched = match(layer.rules, index, path, subject, element)
                if matched == .noMatch { continue }
                let entry = layer.rules.entries[index]
                var doubt: String?
                if case .undecidable(let why) = matched { doubt = "the selector \(entry.selector.text) may apply (\(why))" }
                if doubt == nil, case .undecidable(let condition) = condition(of: entry, in: layer) {
                    doubt = "\(entry.selector.text) applies only under \(condition)"
                }
                if let pseudo = entry.selector.pseudoElement {
                    // Only pseudo-elements drawn in the static page carry text colours a reader sees
                    // without doing anything (`::selection` shows only while text is selected).
                    if ["first-letter", "first-line", "before", "after"].contains(pseudo),
                       let colour = entry.declarations.first(where: { [.color, .backgroundColor, .backgroundImage].contains($0.property) }) {
                        style.pseudoElementColors.append("::\(pseudo) colours set by \(entry.selector.text) (\(colour.source.path):\(colour.source.line)) are not analysed")
                    }
                    continue
                }
                let order = Self.order(layer: number, index: index)
                for declaration in entry.declarations {
                    let rank = Rank(level: declaration.important ? 2 : layer.rules.origin == .author ? 1 : 0, inline: false,
                                    specificity: entry.selector.specificity, order: order)
                    winners.consider(declaration, rank, layer.rules.origin, doubt)
                }
            }
        }
        if let attribute = styleAttribute {
            let inline = CSSStyleSheet.declarations(ofStyleAttribute: attribute.text, line: attribute.line)
            for declaration in inline.flatMap({ Self.longhands($0, selector: "style attribute", path: documentPath, origin: .author) }) {
                let rank = Rank(level: declaration.important ? 2 : 1, inline: true, specificity: .init(ids: 0, classes: 0, types: 0), order: Int.max)
                winners.consider(declaration, rank, .author, nil)
            }
        }
        var resolver = StyleResolution(style: style, parent: parent, winners: winners, rootFontSize: rootFontSize)
        resolver.apply()
        // In a fixed order: two doubts may explain the same uncertainty (background colour and image).
        let ordered: [Property] = [.color, .backgroundColor, .backgroundImage, .fontSize, .fontWeight, .opacity]
        for property in ordered {
            guard let doubt = winners.doubt(property) else { continue }
            if winners[property].map({ doubt.rank > $0.rank }) ?? true { resolver.doubt(property, doubt.reason) }
        }
        return resolver.style
    }
}

/// Turns the cascade's winning declarations into computed values, in dependency order
/// (custom properties, then font size, then colours, which may say `currentcolor`).
struct StyleResolution {
    var style: CSSComputedStyle
    let parent: CSSComputedStyle
    let winners: CSSCascade.Winners
    let rootFontSize: Double

    /// The winning value of `property`, `var()` substituted; nil when unset, with the declaration.
    private mutating func value(_ property: CSSCascade.Property) -> (value: String, winner: CSSCascade.Winner)? {
        guard let winner = winners[property] else { return nil }
        switch CSSValues.substituteVariables(winner.declaration.value, style.customProperties) {
        case .success(let value): return (value.trimmingXMLWhitespace(), winner)
        case .failure(let unresolved):
            doubt(property, "the variable \(unresolved.name) has no value (\(winner.declaration.source))")
            return nil
        }
    }

    mutating func apply() {
        for (name, winner) in winners.custom { style.customProperties[name] = winner.declaration.value }
        if let (value, _) = value(.display), value.lowercased() == "none" { style.isHidden = true }
        if let (value, _) = value(.visibility) {
            switch value.lowercased() {
            case "hidden", "collapse": style.isHidden = true
            default: break
            }
        }
        fontSize()
        if let (value, _) = value(.fontWeight) {
            switch value.lowercased() {
            case "inherit", "unset": style.fontWeight = parent.fontWeight
            case "initial", "revert": style.fontWeight = 400
            default: if let weight = CSSValues.fontWeight(value, parent: parent.fontWeight) { style.fontWeight = weight }
            }
        }
        color()
        background()
        if let (value, winner) = value(.opacity), let opacity = Double(value.hasSuffix("%") ? String(value.dropLast()) : value),
           (value.hasSuffix("%") ? opacity / 100 : opacity) < 1 {
            style.renderingUncertainty = style.renderingUncertainty ?? "opacity \(value) blends the text with what is behind it (\(winner.declaration.source))"
        }
        if let (value, winner) = value(.position), ["absolute", "fixed"].contains(value.lowercased()) {
            if isOffScreen() {
                style.isHidden = true
            } else {
                style.renderingUncertainty = style.renderingUncertainty
                    ?? "a box positioned \(value.lowercased()) may sit over other content (\(winner.declaration.source))"
            }
        } else if let indent = length(.textIndent), indent <= -999 {
            style.isHidden = true
        }
    }

    /// A length in px (a percentage of at most -100 % counts as far off); nil when unset or unknown.
    private mutating func length(_ property: CSSCascade.Property) -> Double? {
        guard let (value, _) = value(property) else { return nil }
        if value.hasSuffix("%") { return Double(value.dropLast()).map { $0 <= -100 ? -10_000 : 0 } }
        if case .pixels(let pixels)? = CSSValues.fontSize(value.hasPrefix("-") ? String(value.dropFirst()) : value,
                                                          parent: style.fontSize, root: rootFontSize) {
            return value.hasPrefix("-") ? -pixels : pixels
        }
        return nil
    }

    /// An absolutely positioned box moved off the screen or clipped away for screen readers only
    /// (the "visually hidden" patterns: `left: -999em`, `clip: rect(0 0 0 0)`, `clip-path: inset(50%)`,
    /// `text-indent: -9999px`), which no one sees and axe leaves out of contrast too.
    private mutating func isOffScreen() -> Bool {
        if let indent = length(.textIndent), indent <= -999 { return true }
        if let left = length(.left), left <= -999 { return true }
        if let top = length(.top), top <= -999 { return true }
        let clip = value(.clip)?.value.lowercased().filter { !$0.isWhitespace && $0 != "," } ?? ""
        if clip.hasPrefix("rect(") && ["rect(0000)", "rect(0px0px0px0px)", "rect(1px1px1px1px)"].contains(clip) { return true }
        let clipPath = value(.clipPath)?.value.lowercased().filter { !$0.isWhitespace } ?? ""
        return clipPath == "inset(50%)" || clipPath == "inset(100%)"
    }

    private mutating func fontSize() {
        guard let (value, winner) = value(.fontSize) else { return }
        switch value.lowercased() {
        case "inherit", "unset": style.fontSize = parent.fontSize
        case "initial", "revert": style.fontSize = 16
        default:
            switch CSSValues.fontSize(value, parent: parent.fontSize, root: rootFontSize) {
            case .pixels(let size)?:
                // Bounded: `1e300em` or 50 nested `1000em` would reach infinity, which no report can encode.
                style.fontSize = min(size, 100_000)
                // An absolute size no longer depends on an uncertain ancestor's.
                if CSSValues.isAbsoluteFontSize(value) { style.fontSizeUncertainty = nil }
            case .unknown(let why)?: style.fontSizeUncertainty = "font-size \(why) depends on the viewport (\(winner.declaration.source))"
            case nil: break  // invalid: ignored, as a browser ignores it
            }
        }
    }

    private mutating func color() {
        guard let (value, winner) = value(.color) else { return }
        switch value.lowercased() {
        case "inherit", "unset", "currentcolor": return  // the parent's colour, source and doubt stand
        case "initial", "revert":
            (style.color, style.colorSource, style.colorUncertainty) = (.black, nil, nil)
            return
        default: break
        }
        guard case .color(let color)? = CSSColor.parse(value) else {
            style.colorUncertainty = "the colour \(value) is not one this analysis reads (\(winner.declaration.source))"
            return
        }
        style.color = color
        style.colorSource = winner.origin == .author ? winner.declaration.source : nil
        style.colorUncertainty = nil
        if winner.origin == .author { style.authorSetColor = true }
    }

    private mutating func background() {
        if let (value, winner) = value(.backgroundImage) {
            let lower = value.lowercased()
            if !["none", "initial", "unset", "revert", "inherit"].contains(lower) {
                style.backdropUncertainty = "a background image lies behind the text (\(winner.declaration.source))"
            }
        }
        guard let (value, winner) = value(.backgroundColor) else { return }
        let background: CSSColor
        switch value.lowercased() {
        case "inherit": background = parent.backgroundColor
        case "initial", "unset", "revert": background = .transparent
        default:
            switch CSSColor.parse(value) {
            case .color(let color)?: background = color
            case .currentColor?: background = style.color
            case nil:
                style.backdropUncertainty = "the background colour \(value) is not one this analysis reads (\(winner.declaration.source))"
                return
            }
        }
        style.backgroundColor = background
        guard background.alpha > 0 else { return }
        style.backdrop = background.composited(over: parent.backdrop)
        style.backdropSource = winner.origin == .author ? winner.declaration.source : nil
        if winner.origin == .author { style.authorSetBackground = true }
        // An opaque background hides whatever image an ancestor had (unless this element has one too).
        if background.alpha >= 1, winners[.backgroundImage].map({ ["none", "initial", "unset"].contains($0.declaration.value.lowercased()) }) ?? true {
            style.backdropUncertainty = nil
        }
    }

    /// A declaration that may win but whose selector or condition cannot be decided.
    mutating func doubt(_ property: CSSCascade.Property, _ reason: String) {
        switch property {
        case .color: style.colorUncertainty = style.colorUncertainty ?? reason
        case .backgroundColor, .backgroundImage: style.backdropUncertainty = style.backdropUncertainty ?? reason
        case .fontSize, .fontWeight: style.fontSizeUncertainty = style.fontSizeUncertainty ?? reason
        case .opacity: style.renderingUncertainty = style.renderingUncertainty ?? reason
        // Whether a box is shown or where it sits under some condition does not change the
        // colours of the text when it is shown; a doubtful custom property matters only where a
        // colour uses it, and an unresolved `var()` is reported there.
        case .position, .display, .visibility, .left, .top, .textIndent, .clip, .clipPath, .custom: break
        }
    }
}
