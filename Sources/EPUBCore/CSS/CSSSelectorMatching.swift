/// Whether a selector matches an element, as far as a walk in document order can tell.
public enum CSSMatch: Sendable, Hashable {
    /// It matches.
    case matches
    /// It does not.
    case noMatch
    /// It depends on what the walk has not seen (`:last-child`, `:empty`, …) or on the reader; the reason.
    case undecidable(Doubt)

    /// Why a match cannot be decided: a value without allocation (matching runs for every
    /// candidate rule of every element); its sentence is made only where a doubt is kept.
    public enum Doubt: Sendable, Hashable {
        /// The selector took more steps than a match may.
        case tooCostly
        /// A sibling combinator reaches past the siblings kept (the count kept).
        case siblingBeyond(Int)
        /// `:nth-of-type` and kin, on siblings counted only after the style sheet that needs them.
        case typeIndexLate
        /// A pseudo-class that depends on the reader or on what follows (`:hover`, `:last-child`), as written.
        case pseudoClass(String)

        /// The doubt as a sentence (codes `css.match.*` of ``EPUBError/reasons``).
        public var reason: EPUBError.Reason {
            switch self {
            case .tooCostly: EPUBError.Reason("css.match.too-costly")
            case .siblingBeyond(let count): EPUBError.Reason("css.match.sibling-beyond", ["count": String(count)])
            case .typeIndexLate: EPUBError.Reason("css.match.type-index-late")
            case .pseudoClass(let name): EPUBError.Reason("css.as-written", ["text": ":" + name])
            }
        }
    }

    /// Both must match: a definite no wins, then an undecidable part.
    func and(_ other: @autoclosure () -> CSSMatch) -> CSSMatch {
        if self == .noMatch { return .noMatch }
        let second = other()
        if second == .noMatch { return .noMatch }
        if case .undecidable = self { return self }
        return second
    }
}

extension CSSElementPath {
    /// Compound checks one match may make before it gives up as undecidable: descendant
    /// combinators backtrack, and a hostile selector over a deep document must not take forever.
    static let matchBudget = 4_096

    private enum Cursor {
        case ancestor(Int)
        case sibling(level: Int, index: Int)
    }

    /// Whether `selector` matches the innermost element of ``ancestors`` (its pseudo-element aside):
    /// the innermost open element once ``buildPending()`` has run.
    public func match(_ selector: CSSSelector) -> CSSMatch {
        match(selector, subject: ancestors.count - 1)
    }

    /// Whether `selector` matches open element `subject` (0: the root), as far as its ancestors
    /// and its previous siblings tell, which are all known while it is open.
    func match(_ selector: CSSSelector, subject: Int) -> CSSMatch {
        guard ancestors.indices.contains(subject), !selector.compounds.isEmpty else { return .noMatch }
        var budget = Self.matchBudget
        return match(selector, compound: selector.compounds.count - 1, at: .ancestor(subject), budget: &budget)
    }

    private func element(_ cursor: Cursor) -> CSSElement? {
        switch cursor {
        case .ancestor(let index):
            return ancestors.indices.contains(index) ? ancestors[index] : nil
        case .sibling(let level, let index):
            let siblings = previousSiblings(ofAncestorAt: level).siblings
            return siblings.indices.contains(index) ? siblings[index] : nil
        }
    }

    private func level(_ cursor: Cursor) -> Int {
        switch cursor {
        case .ancestor(let index): index
        case .sibling(let level, _): level
        }
    }

    /// The element siblings before `cursor`'s element (indices into its level), and whether older ones were dropped.
    private func earlierSiblings(_ cursor: Cursor) -> (Range<Int>, Bool) {
        let (siblings, truncated) = previousSiblings(ofAncestorAt: level(cursor))
        switch cursor {
        case .ancestor: return (siblings.startIndex..<siblings.endIndex, truncated)
        case .sibling(_, let index): return (siblings.startIndex..<max(siblings.startIndex, index), truncated)
        }
    }

    private func match(_ selector: CSSSelector, compound position: Int, at cursor: Cursor, budget: inout Int) -> CSSMatch {
        budget -= 1
        guard budget > 0 else { return .undecidable(.tooCostly) }
        guard let element = element(cursor) else { return .noMatch }
        let own = Self.match(selector.compounds[position], element)
        guard own != .noMatch, position > 0 else { return own }
        let left = position - 1
        let rest: CSSMatch
        switch selector.combinators[left] {
        case .child:
            let parent = level(cursor) - 1
            rest = parent >= 0 ? match(selector, compound: left, at: .ancestor(parent), budget: &budget) : .noMatch
        case .descendant:
            var found = CSSMatch.noMatch
            var ancestor = level(cursor) - 1
            while ancestor >= 0 {
                let result = match(selector, compound: left, at: .ancestor(ancestor), budget: &budget)
                if result == .matches { found = .matches; break }
                if case .undecidable = result, found == .noMatch { found = result }
                ancestor -= 1
            }
            rest = found
        case .adjacent:
            let (range, truncated) = earlierSiblings(cursor)
            if let previous = range.last {
                rest = match(selector, compound: left, at: .sibling(level: level(cursor), index: previous), budget: &budget)
            } else {
                rest = truncated ? .undecidable(.siblingBeyond(Self.maxSiblings)) : .noMatch
            }
        case .sibling:
            let (range, truncated) = earlierSiblings(cursor)
            var found: CSSMatch = truncated ? .undecidable(.siblingBeyond(Self.maxSiblings)) : .noMatch
            for index in range.reversed() {
                let result = match(selector, compound: left, at: .sibling(level: level(cursor), index: index), budget: &budget)
                if result == .matches { found = .matches; break }
                if case .undecidable = result, found == .noMatch { found = result }
            }
            rest = found
        }
        return own.and(rest)
    }

    /// The simple selectors of `compound` against `element`; definite tests first, so a "no" wins.
    // Inlined, and the compound borrowed: called with a rule's subject read in place, the call
    // copied the compound first (its four lists retained, then released) for every candidate rule
    // of every element.
    @inline(__always)
    static func match(_ compound: borrowing CSSSelector.Compound, _ element: CSSElement) -> CSSMatch {
        if let type = compound.type, !element.hasTypeName(type) { return .noMatch }
        // By index, each test read in place: iterating a list retains (then releases) it, for
        // every candidate rule of every element.
        for index in compound.ids.indices where element.id != compound.ids[index] { return .noMatch }
        for index in compound.classes.indices where !element.classList.contains(compound.classes[index]) { return .noMatch }
        for index in compound.attributes.indices where !match(compound.attributes[index], element) { return .noMatch }
        var result = CSSMatch.matches
        for index in compound.pseudoClasses.indices {
            result = result.and(match(compound.pseudoClasses[index], element))
            if result == .noMatch { return .noMatch }
        }
        return result
    }

    private static func match(_ pseudo: CSSSelector.PseudoClass, _ element: CSSElement) -> CSSMatch {
        switch pseudo {
        case .root: return element.depth == 0 ? .matches : .noMatch
        case .nthChild(let a, let b): return nth(element.childIndex, a, b) ? .matches : .noMatch
        case .nthOfType(let a, let b):
            // 0: its siblings were not counted by name when it started (``CSSElementPath/countsTypes``).
            guard element.typeIndex > 0 else { return .undecidable(.typeIndexLate) }
            return nth(element.typeIndex, a, b) ? .matches : .noMatch
        case .link:
            let linkable = element.namespaceCode == .xhtml && ["a", "area", "link"].contains(element.localName)
            return linkable && element.attributes.contains { $0.localName == "href" && $0.namespace == nil } ? .matches : .noMatch
        case .lang(let language):
            guard let own = element.language else { return .noMatch }
            return own == language || own.hasPrefix(language + "-") ? .matches : .noMatch
        case .not(let inner):
            switch match(inner, element) {
            case .matches: return .noMatch
            case .noMatch: return .matches
            case .undecidable(let reason): return .undecidable(reason)
            }
        case .never: return .noMatch
        case .undecidable(let name): return .undecidable(.pseudoClass(name))
        }
    }

    /// Whether a 1-based `index` is `a·n + b` for some n ≥ 0 (overflow-safe: a and b come from a book).
    static func nth(_ index: Int, _ a: Int, _ b: Int) -> Bool {
        let (difference, overflow) = index.subtractingReportingOverflow(b)
        guard !overflow else { return false }
        if a == 0 { return difference == 0 }
        return difference.isMultiple(of: a) && (difference / a) >= 0
    }

    /// HTML's ASCII whitespace, which separates the words of `class`, `epub:type` and `~=` (Selectors 3 §6.3.1).
    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }

    /// Whether `word` is one of the ASCII-whitespace-separated words of `value` (`~=`, `epub:type`
    /// tokens), compared byte by byte, with no array and no Foundation search: it runs for many
    /// elements. An empty word or one with a space is never a word.
    static func hasWord(_ value: String, _ word: String) -> Bool {
        let wanted = word.utf8
        guard !wanted.isEmpty, !wanted.contains(where: isSpace) else { return false }
        var position = wanted.startIndex, matching = true
        for byte in value.utf8 {
            if isSpace(byte) {
                if matching && position == wanted.endIndex { return true }
                (position, matching) = (wanted.startIndex, true)
            } else if matching, position != wanted.endIndex, wanted[position] == byte {
                position = wanted.index(after: position)
            } else {
                matching = false
            }
        }
        return matching && position == wanted.endIndex
    }

    /// The words of an attribute value, split at ASCII whitespace only (a no-break space is part of a word).
    static func words(_ value: String) -> [String] {
        // Over the bytes: splitting characters finds grapheme clusters, for every class list of a book.
        value.utf8.split(whereSeparator: isSpace).map { String(Substring($0)) }
    }

    private static func match(_ test: CSSSelector.AttributeTest, _ element: CSSElement) -> Bool {
        let caseless = element.namespaceCode == .xhtml
        guard let attribute = element.attributes.first(where: { attribute in
            // ASCII case aside for XHTML (Selectors 3 §6.3): no lowercased copies of both names for every attribute tested.
            let nameMatches = caseless ? CSSTestedNames.equalsIgnoringASCIICase(attribute.localName, test.name) : attribute.localName == test.name
            guard nameMatches else { return false }
            switch test.namespace {
            case nil: return attribute.namespace == nil
            case "*"?: return true
            case let namespace?: return attribute.namespace == namespace
            }
        }) else { return false }
        let value = test.caseInsensitive ? attribute.value.lowercased() : attribute.value
        let wanted = test.caseInsensitive ? test.value.lowercased() : test.value
        switch test.op {
        case .exists: return true
        case .equals: return value == wanted
        case .includes: return hasWord(value, wanted)
        case .dashMatch: return value == wanted || value.hasPrefix(wanted + "-")
        case .prefix: return !wanted.isEmpty && value.hasPrefix(wanted)
        case .suffix: return !wanted.isEmpty && value.hasSuffix(wanted)
        case .substring: return !wanted.isEmpty && value.utf8.firstRange(of: wanted.utf8) != nil
        }
    }
}
