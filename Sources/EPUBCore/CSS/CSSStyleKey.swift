/// A computed style as walks share it: a number that identifies it within one walk, and the style.
final class CSSStyleNode: Sendable {
    /// Unique within the walk that made it; equal styles get one node while the walk's table keeps them.
    let id: Int
    let style: CSSComputedStyle

    init(id: Int, style: CSSComputedStyle) { (self.id, self.style) = (id, style) }

    /// The root's parent: the reading system's page, numbered -1 (no walk hands out negative numbers).
    static let page = CSSStyleNode(id: -1, style: CSSComputedStyle())
}

/// What the non-structural selectors of a cascade can see of an element: its name and namespace,
/// whether it is the root, its language when a selector asks for one, and only the ids, classes
/// and attributes some selector tests (``CSSTestedNames``). With its ancestors' (``CSSContextKey``),
/// all that decides which of those rules it matches.
struct CSSElementSignature: Hashable {
    /// The namespaces of content, as a small code (hashing a namespace IRI for every element costs more than its use).
    enum Namespace: Hashable {
        case xhtml, svg, mathML, none
        case other(String)

        /// Borrowed: the IRI is copied only when it is none of the three.
        init(_ iri: borrowing String?) {
            // By length first, then one comparison: the three IRIs differ in length (28, 34 and 26
            // bytes), and each comparison tested the length and read a global again, for every element.
            guard let count = (copy iri)?.utf8.count else { self = .none; return }
            if count == 28, copy iri == XMLNamespace.xhtml { self = .xhtml }
            else if count == 34, copy iri == XMLNamespace.mathml { self = .mathML }
            else if count == 26, copy iri == XMLNamespace.svg { self = .svg }
            else { self = (copy iri).map { .other($0) } ?? .none }
        }

        /// Tested without comparing (and so copying) a payload.
        var isXHTML: Bool {
            if case .xhtml = self { return true }
            return false
        }

        var isSVG: Bool {
            if case .svg = self { return true }
            return false
        }
    }

    /// An attribute some selector tests; the value only when one compares it.
    struct Attribute: Hashable {
        let name: String
        let namespace: String?
        let value: String?
    }

    /// The element's name; nil in a ``CSSContextKey`` when no selector tests it of an ancestor.
    let name: String?
    let namespace: Namespace
    let isRoot: Bool
    let language: String?
    let id: String?
    let classes: [String]
    let attributes: [Attribute]

    /// `element`'s signature under `tested`.
    init(_ element: CSSElement, tested: borrowing CSSTestedNames) {
        name = element.localName
        namespace = element.namespaceCode
        isRoot = element.depth == 0
        language = tested.language ? element.language : nil
        // Built for every element: the empty tests (most books name few ids) cost no hashing.
        id = tested.ids.isEmpty ? nil : element.id.flatMap { tested.ids.contains($0) ? $0 : nil }
        switch element.classList {
        case .one(let name) where tested.classes.contains(name): classes = [name]
        case .many(let names) where !tested.classes.isEmpty:
            // The element's own array when selectors test all its classes (no copy), as they mostly do.
            classes = names.allSatisfy(tested.classes.contains) ? names : names.filter(tested.classes.contains)
        default: classes = []
        }
        var attributes: [Attribute] = []
        if !tested.attributeList.isEmpty {
            for attribute in element.attributes {
                guard let test = tested.attribute(named: attribute.localName) else { continue }
                attributes.append(Attribute(name: attribute.localName, namespace: attribute.namespace, value: test.readsValue ? attribute.value : nil))
            }
        }
        self.attributes = attributes
    }

    private init(name: String?, of other: CSSElementSignature) {
        self.name = name
        (namespace, isRoot, language, id, classes, attributes) = (other.namespace, other.isRoot, other.language, other.id, other.classes, other.attributes)
    }

    /// This signature as an ancestor shows it to selectors: without its name when no selector tests that name of an ancestor.
    func asAncestor(_ tested: CSSTestedNames) -> CSSElementSignature {
        if let name, tested.ancestorTypes.contains(name.lowercased()) { return self }
        return CSSElementSignature(name: nil, of: self)
    }
}

/// An open element as its descendants' selectors see it: its signature as an ancestor, below its
/// parent's context number. Each distinct context gets one number, which stands for the whole
/// chain up to the root, so a number is all a descendant's key needs of its ancestors. The chain
/// keeps every level (a `>` needs the parent itself); names no selector tests of an ancestor are
/// dropped, so the nested `mrow`s of ten thousand formulas make a few contexts, one per depth.
struct CSSContextKey: Hashable {
    let parent: Int
    let element: CSSElementSignature
}

/// Everything that decides an element's computed style under one cascade, so that elements with
/// equal keys share one computation, in one document or across a book: the parent's style (by its
/// node number: inheritance), the parent's context (what the ancestors show to selectors), the
/// element's signature, the root's font size, its `style` attribute with that attribute's
/// document and line (reported as a colour's source), and how the structural selectors that could
/// style it answered (the only ones whose answer depends on its siblings).
struct CSSStyleKey: Hashable {
    let parentStyle: Int
    let context: Int
    let element: CSSElementSignature
    /// The root's font size, which `rem` lengths read.
    let rootFontSize: Double
    let style: String?
    /// The document and line of the `style` attribute (reported as a colour's source); nil and 0 without one.
    let styleDocument: String?
    let styleLine: Int
    let structural: [CSSCascade.StructuralMatch]

    /// Hashes what usually differs (equality still compares everything): this key is looked up
    /// for every element, and hashing each class, attribute and structural answer would cost
    /// more than the collisions it avoids.
    func hash(into hasher: inout Hasher) {
        hasher.combine(parentStyle)
        hasher.combine(context)
        hasher.combine(element.name)
        hasher.combine(element.classes.first)
        hasher.combine(element.attributes.count)
        hasher.combine(styleLine)
        hasher.combine(structural.count)
        hasher.combine(structural.first?.order)
    }
}
