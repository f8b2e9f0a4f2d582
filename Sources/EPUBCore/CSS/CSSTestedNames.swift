/// What the selectors of a cascade test of an element, beyond its name: an element that differs
/// from another only in what no selector tests (an id no selector names, a `data-*` attribute)
/// matches the same rules, so the two may share a computed style (``CSSStyleKey``). Structural
/// selectors are matched for every element (``CSSSelector/isStructural``): only what they ask of
/// the subject's ancestors is noted, so a context tells which of them its elements may satisfy.
struct CSSTestedNames: Sendable, Equatable {
    /// Ids named by `#id`.
    var ids: Set<String> = []
    /// Classes named by `.class`.
    var classes: Set<String> = []
    /// Lowercased names of the attributes tested, and whether the value matters (`[lang|=en]`)
    /// or only the presence (`[hidden]`, and `href` for `:link`).
    var attributes: [String: Bool] = [:] {
        didSet {
            attributeList = attributes.keys.sorted().map { TestedAttribute(name: $0, readsValue: attributes[$0] ?? true) }
            attributeLengths = attributes.keys.reduce(0) { $0 | Self.lengthBit($1.utf8.count) }
        }
    }
    /// The lengths of the names tested, one bit each (63 for 63 bytes and more): most attributes
    /// of a book are told apart from all tested names by one test of this word.
    private(set) var attributeLengths: UInt64 = 0

    static func lengthBit(_ length: Int) -> UInt64 { 1 << UInt64(min(max(length, 0), 63)) }
    /// ``attributes`` as a list, in name order: an element's few attributes are compared with the
    /// few names tested faster than each is hashed.
    private(set) var attributeList: [TestedAttribute] = []

    /// An attribute name some selector tests, and whether it reads the value.
    struct TestedAttribute: Sendable, Equatable {
        let name: String
        let readsValue: Bool
        /// The name's first byte (names are lowercased): most attributes of a tested length differ from it there.
        let first: UInt8

        init(name: String, readsValue: Bool) {
            (self.name, self.readsValue, first) = (name, readsValue, CSSTestedNames.firstByte(name) ?? 0)
        }
    }

    /// Whether selectors read the attribute named `name` (ASCII case aside), and then whether
    /// they read its value. Lengths first: most attributes are none of the few tested, and are
    /// told apart without reading a byte.
    func attribute(named name: String) -> TestedAttribute? {
        attributeIndex(named: name).map { attributeList[$0] }
    }

    /// Whether selectors read the value of the attribute named `name`; nil when they do not test
    /// it (``attribute(named:)`` without a copy of the tested name to retain and release).
    func readsValue(ofAttributeNamed name: String) -> Bool? {
        attributeIndex(named: name).map { attributeList[$0].readsValue }
    }

    /// Where in ``attributeList`` the attribute named `name` is.
    @inline(__always)
    private func attributeIndex(named name: String) -> Int? {
        let length = name.utf8.count
        guard attributeLengths & Self.lengthBit(length) != 0, let first = Self.firstByte(name).map(Self.lowered) else { return nil }
        // The first byte before the call: `href`, `lang` and `epub:type` are all four letters long.
        for index in attributeList.indices where attributeList[index].first == first
            && CSSTestedNames.equalsIgnoringASCIICase(name, attributeList[index].name) {
            return index
        }
        return nil
    }

    /// Whether `a` and `b` are equal once ASCII capitals are lowered in both (other characters
    /// compare as they are: Selectors 4 §6.1 folds ASCII only).
    static func equalsIgnoringASCIICase(_ a: String, _ b: String) -> Bool {
        // Lengths and first bytes first, then the strings as they are: most names compared
        // differ in one of those, or are equal as written.
        guard a.utf8.count == b.utf8.count else { return false }
        guard let first = firstByte(a), let other = firstByte(b) else { return true }
        guard lowered(first) == lowered(other) else { return false }
        if a == b { return true }
        // Over the contiguous bytes: the views' generic comparison costs several times more, for
        // every attribute of a book whose name is as long as a tested one.
        let compared = a.utf8.withContiguousStorageIfAvailable { first in
            b.utf8.withContiguousStorageIfAvailable { second in
                guard first.count == second.count else { return false }
                for index in first.indices where lowered(first[index]) != lowered(second[index]) { return false }
                return true
            }
        }
        if case let answer?? = compared { return answer }
        return a.utf8.elementsEqual(b.utf8) { lowered($0) == lowered($1) }
    }

    /// The first UTF-8 byte of `text`, through the view's own subscript (its generic `first` is not inlined).
    @inline(__always)
    static func firstByte(_ text: String) -> UInt8? {
        let bytes = text.utf8
        return bytes.isEmpty ? nil : bytes[bytes.startIndex]
    }

    /// `byte` with an ASCII capital lowered.
    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
    /// Some selector uses `:lang()`.
    var language = false
    /// Lowercased element names tested of an ancestor (`section p`, `:not(div) > p`): other names
    /// do not change which rules match the element's descendants.
    var ancestorTypes: Set<String> = []

    /// Notes what `compound` (and its `:not()`) tests; `asAncestor`: of an ancestor of the subject.
    mutating func note(_ compound: CSSSelector.Compound, asAncestor: Bool) {
        if asAncestor, let type = compound.type { ancestorTypes.insert(type) }
        ids.formUnion(compound.ids)
        classes.formUnion(compound.classes)
        for test in compound.attributes {
            let name = CSSElementPath.asciiLowercased(test.name)
            attributes[name] = (attributes[name] ?? false) || test.op != .exists
        }
        for pseudo in compound.pseudoClasses {
            switch pseudo {
            case .link:
                if attributes["href"] == nil { attributes["href"] = false }
                if asAncestor { ancestorTypes.formUnion(["a", "area", "link"]) }
            case .lang: language = true
            case .not(let inner): note(inner, asAncestor: asAncestor)
            case .root, .nthChild, .nthOfType, .never, .undecidable: break
            }
        }
    }

    /// Adds what `other` tests.
    mutating func formUnion(_ other: CSSTestedNames) {
        ids.formUnion(other.ids)
        classes.formUnion(other.classes)
        attributes.merge(other.attributes) { $0 || $1 }
        language = language || other.language
        ancestorTypes.formUnion(other.ancestorTypes)
    }
}
