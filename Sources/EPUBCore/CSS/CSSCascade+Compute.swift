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
        /// Which declaration of its entry it is (-1 for a `style` attribute's): with the rank's
        /// order, it names the declaration within the cascade (``Winners/fingerprint``).
        let position: Int
    }

    /// The winning and the doubtful declaration of each property, for one element.
    struct Winners {
        private var fixed = [Winner?](repeating: nil, count: Property.slotCount)
        /// Custom properties (`--ink`), by name.
        private(set) var custom: [String: Winner] = [:]
        private var doubts = [(rank: Rank, reason: EPUBError.Reason)?](repeating: nil, count: Property.slotCount)
        /// Every doubtful `font-size` value with its rank, up to ``maxFontSizeBranches``: the sizes
        /// the text may take under conditions that cannot be decided (``StyleResolution``).
        private(set) var fontSizeDoubts: [(rank: Rank, value: String)] = []
        /// More doubtful `font-size` declarations than are kept: the branches are not enumerated.
        private(set) var fontSizeDoubtsOverflow = false
        /// Doubtful font sizes kept per element.
        static let maxFontSizeBranches = 8

        subscript(property: Property) -> Winner? {
            if let slot = property.slot { return fixed[slot] }
            if case .custom(let name) = property { return custom[name] }
            return nil
        }

        /// The best-ranked declaration whose selector or condition could not be decided.
        func doubt(_ property: Property) -> (rank: Rank, reason: EPUBError.Reason)? {
            property.slot.flatMap { doubts[$0] }
        }

        mutating func consider(_ declaration: Declaration, at position: Int, _ rank: Rank, _ origin: Origin, _ doubt: EPUBError.Reason?) {
            guard let slot = declaration.property.slot else {
                // A doubtful custom property matters only where a colour uses it (reported there).
                guard doubt == nil, case .custom(let name) = declaration.property else { return }
                if custom[name].map({ rank >= $0.rank }) ?? true {
                    custom[name] = Winner(rank: rank, declaration: declaration, origin: origin, position: position)
                }
                return
            }
            if let doubt {
                if declaration.property == .fontSize {
                    if fontSizeDoubts.count < Self.maxFontSizeBranches { fontSizeDoubts.append((rank, declaration.value)) } else { fontSizeDoubtsOverflow = true }
                }
                if doubts[slot].map({ rank > $0.rank }) ?? true {
                    doubts[slot] = (rank, EPUBError.Reason("css.doubt-at", ["path": declaration.source.path, "line": String(declaration.source.line)],
                                                           parts: ["doubt": doubt]))
                }
            } else if fixed[slot].map({ rank >= $0.rank }) ?? true {
                fixed[slot] = Winner(rank: rank, declaration: declaration, origin: origin, position: position)
            }
        }

        /// The winning declarations slot by slot, each named by its entry's cascade order and its
        /// place there: within one cascade, equal for two elements that the same declarations
        /// style. Nil when a doubt, a custom property or a `style` attribute takes part (what they
        /// say is not in the names).
        var fingerprint: [Int]? {
            guard custom.isEmpty else { return nil }
            var names: [Int] = []
            names.reserveCapacity(2 * fixed.count)
            for slot in fixed.indices {
                guard doubts[slot] == nil else { return nil }
                guard let winner = fixed[slot] else {
                    names.append(-1)
                    continue
                }
                guard winner.position >= 0 else { return nil }
                names.append(winner.rank.order)
                names.append(winner.position)
            }
            return names
        }
    }

    /// What matching found for one element: the winning declarations, and the colours set on its
    /// pseudo-elements. With its parent's style and the root's font size, all its style depends on.
    struct Matched {
        var winners = Winners()
        var pseudoElementColors: [EPUBError.Reason] = []

        /// ``Winners/fingerprint``, nil also when pseudo-elements are coloured.
        var fingerprint: [Int]? { pseudoElementColors.isEmpty ? winners.fingerprint : nil }
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

    /// Of the structural entries `orders` (``structuralCandidates(for:)``), those whose selector
    /// the ancestors of open element `subject` of `path` may satisfy: the others cannot match it
    /// (``CSSElementPath/mayMatchAncestors(_:of:)``, as ``structuralMatches(of:subject:candidates:)`` tests them).
    func structuralCandidates(_ orders: [Int], mayMatchAncestorsOf subject: Int, in path: CSSElementPath) -> [Int] {
        orders.filter { order in
            let (layer, index) = Self.layerAndIndex(of: order)
            guard layers.indices.contains(layer), layers[layer].rules.entries.indices.contains(index) else { return true }
            let keys = layers[layer].rules.entries[index].selector.ancestorKeys
            return keys.isEmpty || path.mayMatchAncestors(keys, of: subject)
        }
    }

    /// A structural selector's answer for one element.
    struct StructuralMatch: Hashable, Sendable {
        let order: Int
        let match: CSSMatch
    }

    /// The declarations that win for open element `subject` of `path` (nil when it is not open).
    func matched(of path: CSSElementPath, subject: Int, styleAttribute: (text: String, line: Int)?, documentPath: String) -> Matched? {
        guard path.ancestors.indices.contains(subject) else { return nil }
        let element = path.ancestors[subject]
        var found = Matched()
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
                var doubt: EPUBError.Reason?
                if case .undecidable(let why) = matched {
                    doubt = EPUBError.Reason("css.selector-may-apply", ["selector": entry.selector.text], parts: ["why": why.reason])
                }
                if doubt == nil, case .undecidable(let condition) = condition(of: entry, in: layer) {
                    doubt = EPUBError.Reason("css.applies-under", ["selector": entry.selector.text, "condition": condition])
                }
                if let pseudo = entry.selector.pseudoElement {
                    // Only pseudo-elements drawn in the static page carry text colours a reader sees
                    // without doing anything (`::selection` shows only while text is selected).
                    if ["first-letter", "first-line", "before", "after"].contains(pseudo),
                       let colour = entry.declarations.first(where: { [.color, .backgroundColor, .backgroundImage].contains($0.property) }) {
                        found.pseudoElementColors.append(EPUBError.Reason("css.pseudo-element-colours", [
                            "pseudo": pseudo, "selector": entry.selector.text, "path": colour.source.path, "line": String(colour.source.line)]))
                    }
                    continue
                }
                let order = Self.order(layer: number, index: index)
                for (position, declaration) in entry.declarations.enumerated() {
                    let rank = Rank(level: declaration.important ? 2 : layer.rules.origin == .author ? 1 : 0, inline: false,
                                    specificity: entry.selector.specificity, order: order)
                    found.winners.consider(declaration, at: position, rank, layer.rules.origin, doubt)
                }
            }
        }
        if let attribute = styleAttribute {
            let inline = CSSStyleSheet.declarations(ofStyleAttribute: attribute.text, line: attribute.line)
            for declaration in inline.flatMap({ Self.longhands($0, selector: "style attribute", path: documentPath, origin: .author) }) {
                let rank = Rank(level: declaration.important ? 2 : 1, inline: true, specificity: .init(ids: 0, classes: 0, types: 0), order: Int.max)
                found.winners.consider(declaration, at: -1, rank, .author, nil)
            }
        }
        return found
    }

    /// The style of an element whose rules matched as `matched`, from its parent's.
    func resolve(_ matched: Matched, parent: CSSComputedStyle, rootFontSize: Double) -> CSSComputedStyle {
        let winners = matched.winners
        var style = parent.inherited()
        style.pseudoElementColors.append(contentsOf: matched.pseudoElementColors)
        var resolver = StyleResolution(style: style, parent: parent, winners: winners, rootFontSize: rootFontSize)
        resolver.apply()
        // In a fixed order: two doubts may explain the same uncertainty (background colour and image).
        let ordered: [Property] = [.color, .backgroundColor, .backgroundImage, .fontSize, .fontWeight, .opacity,
                                   .textDecorationLine, .fontStyle, .borderBottomStyle]
        for property in ordered {
            guard let doubt = winners.doubt(property) else { continue }
            if winners[property].map({ doubt.rank > $0.rank }) ?? true { resolver.doubt(property, doubt.reason) }
        }
        return resolver.style
    }
}
