/// What the selectors of a cascade test of an element, beyond its name: an element that differs
/// from another only in what no selector tests (an id no selector names, a `data-*` attribute)
/// matches the same rules, so the two may share a computed style (``CSSStyleKey``). Structural
/// selectors are left out: they are matched for every element (``CSSSelector/isStructural``).
struct CSSTestedNames: Sendable, Equatable {
    /// Ids named by `#id`.
    var ids: Set<String> = []
    /// Classes named by `.class`.
    var classes: Set<String> = []
    /// Lowercased names of the attributes tested, and whether the value matters (`[lang|=en]`)
    /// or only the presence (`[hidden]`, and `href` for `:link`).
    var attributes: [String: Bool] = [:]
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
            let name = test.name.lowercased()
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
