/// What selector matching knows of one element during a walk in document order.
public struct CSSElement: Sendable, Hashable {
    /// Local name, lowercased for XHTML elements.
    public let localName: String
    /// Namespace IRI.
    public let namespace: String?
    /// The `id` attribute.
    public let id: String?
    /// The `class` attribute's tokens.
    public let classes: [String]
    /// All attributes.
    public let attributes: [XMLAttribute]
    /// 1-based position among its element siblings.
    public let childIndex: Int
    /// 1-based position among its siblings of the same name.
    public let typeIndex: Int
    /// The language in effect (`xml:lang`, else `lang`, inherited), lowercased; nil when none.
    public let language: String?
    /// 0 for the root.
    public let depth: Int
}

/// The open elements of a walk and, for each, the element siblings already closed before the
/// next child: everything selector matching may look at when an element starts.
public struct CSSElementPath: Sendable {
    /// Open elements, root first.
    public private(set) var ancestors: [CSSElement] = []
    /// For each open element (and one more level for the root's siblings): its children so far,
    /// the most recent last, at most ``maxSiblings`` of them.
    private var children: [[CSSElement]] = [[]]
    /// Per level: whether children were dropped from the front of the window.
    private var truncated: [Bool] = [false]
    /// Per level: element children seen so far, and by name.
    private var childCounts: [Int] = [0]
    private var typeCounts: [[String: Int]] = [[:]]
    /// What the open elements offer to selectors (name, id, classes, `epub:type` tokens), counted,
    /// so a rule whose ancestor compounds ask for what no open element has is skipped unmatched
    /// (the "ancestor filter" of browser engines).
    private var ancestorKeys: [String: Int] = [:]
    private var keysOfOpen: [[String]] = []

    /// Previous siblings kept per parent; `~` beyond them is undecidable, `+` needs one.
    public static let maxSiblings = 32

    /// An empty path (before the root).
    public init() {}

    /// Enters an element: returns it as matching sees it (it is now the last of ``ancestors``).
    @discardableResult
    public mutating func enter(_ element: XMLStartElement) -> CSSElement {
        let isXHTML = element.namespace == XMLNamespace.xhtml
        let name = isXHTML ? element.localName.lowercased() : element.localName
        let level = children.count - 1
        childCounts[level] = childCounts[level] &+ 1
        let typeIndex = (typeCounts[level][name] ?? 0) &+ 1
        typeCounts[level][name] = typeIndex
        let language = (element.attribute("lang", namespace: XMLNamespace.xml) ?? element.attribute("lang"))
            .map { $0.lowercased() } ?? ancestors.last?.language
        let classes = element.attribute("class").map { Self.words($0).map(String.init) } ?? []
        let css = CSSElement(localName: name, namespace: element.namespace, id: element.attribute("id"), classes: classes,
                             attributes: element.attributes, childIndex: childCounts[level], typeIndex: typeIndex,
                             language: language, depth: ancestors.count)
        var keys = ["t:" + name.lowercased()]
        if let id = css.id { keys.append("i:" + id) }
        for name in classes { keys.append("c:" + name) }
        if let types = element.attribute("type", namespace: XMLNamespace.epub) {
            for token in Self.words(types) { keys.append("e:" + token) }
        }
        for key in keys { ancestorKeys[key, default: 0] += 1 }
        keysOfOpen.append(keys)
        ancestors.append(css)
        children.append([])
        truncated.append(false)
        childCounts.append(0)
        typeCounts.append([:])
        return css
    }

    /// Leaves the innermost open element, which becomes a previous sibling of what follows.
    public mutating func leave() {
        guard let element = ancestors.popLast() else { return }
        for key in keysOfOpen.popLast() ?? [] {
            let count = (ancestorKeys[key] ?? 1) - 1
            ancestorKeys[key] = count > 0 ? count : nil
        }
        children.removeLast()
        truncated.removeLast()
        childCounts.removeLast()
        typeCounts.removeLast()
        let level = children.count - 1
        guard level >= 0 else { return }
        children[level].append(element)
        if children[level].count > Self.maxSiblings {
            children[level].removeFirst()
            truncated[level] = true
        }
    }

    /// Whether some open element offers every one of `keys` (``CSSSelector/ancestorKeys``); false
    /// proves the selector cannot match, true proves nothing.
    public func mayMatchAncestors(_ keys: [String]) -> Bool {
        keys.allSatisfy { ancestorKeys[$0] != nil }
    }

    /// The previous element siblings of the innermost open element, nearest last, and whether older ones were dropped.
    func previousSiblings(ofAncestorAt position: Int) -> (siblings: ArraySlice<CSSElement>, truncated: Bool) {
        // Ancestor `position` sits at level `position` of `children`; its own entry there is not added until it closes.
        guard position >= 0, position < children.count else { return ([], false) }
        return (children[position][...], truncated[position])
    }
}
