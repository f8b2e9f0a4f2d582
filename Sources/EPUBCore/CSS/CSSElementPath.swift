/// What selector matching knows of one element during a walk in document order. A class: the
/// path, its sibling windows and every match share one instance instead of copying a dozen fields.
public final class CSSElement: Sendable {
    /// Local name, lowercased for XHTML elements.
    public let localName: String
    /// Local name lowercased, as type selectors compare it.
    public let typeName: String
    /// Namespace IRI.
    public let namespace: String?
    /// The `id` attribute.
    public let id: String?
    /// The `class` attribute's tokens.
    public let classes: [String]
    /// The `epub:type` attribute, as written.
    public let epubType: String?
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

    init(localName: String, typeName: String, namespace: String?, id: String?, classes: [String], epubType: String?,
         attributes: [XMLAttribute], childIndex: Int, typeIndex: Int, language: String?, depth: Int) {
        (self.localName, self.typeName, self.namespace, self.id, self.classes, self.epubType) = (localName, typeName, namespace, id, classes, epubType)
        (self.attributes, self.childIndex, self.typeIndex, self.language, self.depth) = (attributes, childIndex, typeIndex, language, depth)
    }
}

/// The open elements of a walk and, for each, the element siblings already closed before the
/// next child: everything selector matching may look at when an element starts.
public struct CSSElementPath: Sendable {
    /// Open elements, root first.
    public private(set) var ancestors: [CSSElement] = []
    /// The closed children of every open element (and the root's closed siblings), one region
    /// per level, outermost first, in one array (no array per element): the innermost level's
    /// region is the last, so closing and opening elements work at the end. Each region holds
    /// the most recent last: all up to twice ``maxSiblings``, then at least the last ``maxSiblings``.
    private var closed: [CSSElement] = []
    /// Where each level's region of ``closed`` starts.
    private var closedStarts: [Int] = [0]
    /// Per level: whether children were dropped from the front of the window.
    private var truncated: [Bool] = [false]
    /// Per level: element children seen so far.
    private var childCounts: [Int] = [0]
    /// Children seen so far by name, for every open level at once: the innermost level's names
    /// are the last ones, from `typeCountStarts.last`.
    private var typeCounts: [(name: String, count: Int)] = []
    private var typeCountStarts: [Int] = [0]

    /// Previous siblings kept per parent, at least; `~` beyond those kept is undecidable, `+` needs one.
    public static let maxSiblings = 32

    /// An empty path (before the root).
    public init() {}

    /// Enters an element: returns it as matching sees it (it is now the last of ``ancestors``).
    @discardableResult
    public mutating func enter(_ element: XMLStartElement) -> CSSElement {
        let isXHTML = element.namespace == XMLNamespace.xhtml
        let name = isXHTML ? Self.asciiLowercased(element.localName) : element.localName
        let level = closedStarts.count - 1
        childCounts[level] = childCounts[level] &+ 1
        let typeIndex = countChild(named: name)
        // One pass over the attributes for all that matching reads by name.
        var id: String?, classAttribute: String?, epubType: String?, xmlLang: String?, lang: String?
        for attribute in element.attributes {
            switch (attribute.namespace, attribute.localName) {
            case (nil, "id"): id = id ?? attribute.value
            case (nil, "class"): classAttribute = classAttribute ?? attribute.value
            case (nil, "lang"): lang = lang ?? attribute.value
            case (XMLNamespace.xml?, "lang"): xmlLang = xmlLang ?? attribute.value
            case (XMLNamespace.epub?, "type"): epubType = epubType ?? attribute.value
            default: break
            }
        }
        let language = (xmlLang ?? lang).map { $0.lowercased() } ?? ancestors.last?.language
        let classes = classAttribute.map { value in
            // Most elements have one class: no split.
            value.utf8.contains(where: Self.isSpace) ? Self.words(value).map(String.init) : value.isEmpty ? [] : [value]
        } ?? []
        let css = CSSElement(localName: name, typeName: isXHTML ? name : name.lowercased(), namespace: element.namespace, id: id,
                             classes: classes, epubType: epubType, attributes: element.attributes,
                             childIndex: childCounts[level], typeIndex: typeIndex, language: language, depth: ancestors.count)
        ancestors.append(css)
        closedStarts.append(closed.count)
        truncated.append(false)
        childCounts.append(0)
        typeCountStarts.append(typeCounts.count)
        return css
    }

    /// Counts a child of the innermost level named `name`; returns its 1-based index among those so named.
    private mutating func countChild(named name: String) -> Int {
        let start = typeCountStarts.last ?? 0
        var position = typeCounts.count
        while position > start {
            position -= 1
            if typeCounts[position].name == name {
                typeCounts[position].count &+= 1
                return typeCounts[position].count
            }
        }
        typeCounts.append((name, 1))
        return 1
    }

    /// Whether some open element offers every one of `keys` (``CSSSelector/ancestorKeys``): false
    /// proves the selector cannot match, true proves nothing (the "ancestor filter" of browser
    /// engines, here a scan of the open elements, cheaper than building a set for each element).
    func mayMatchAncestors(_ keys: [CSSSelector.AncestorKey]) -> Bool {
        keys.allSatisfy { key in
            ancestors.contains { element in
                switch key.kind {
                case .type: element.typeName == key.value
                case .id: element.id == key.value
                case .className: element.classes.contains(key.value)
                case .epubType: element.epubType.map { Self.hasWord($0, key.value) } ?? false
                }
            }
        }
    }

    /// Whether the innermost element may have a previous element sibling named `type` (nil: any
    /// name; the one just before it when `adjacent`): false proves `type + x` (`type ~ x`) cannot match it.
    func mayHavePreviousSibling(_ type: String?, adjacent: Bool) -> Bool {
        let level = ancestors.count - 1
        guard level >= 0, level < closedStarts.count, level < childCounts.count else { return false }
        // The counts at this level include the element itself.
        guard let type else { return (childCounts.dropLast().last ?? 0) > 1 }
        if adjacent {
            let (siblings, truncated) = previousSiblings(ofAncestorAt: level)
            return siblings.last.map { $0.typeName == type } ?? truncated
        }
        let start = typeCountStarts.dropLast().last ?? 0
        let own = ancestors[level].typeName == type ? 1 : 0
        return typeCounts[min(start, typeCounts.count)...].contains { $0.name == type && $0.count > own }
    }

    /// `text` with ASCII capitals lowered, the same string when it has none (element and attribute names almost never do).
    static func asciiLowercased(_ text: String) -> String {
        text.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) ? text.lowercased() : text
    }

    /// Leaves the innermost open element, which becomes a previous sibling of what follows.
    public mutating func leave() {
        guard let element = ancestors.popLast() else { return }
        // One element at a time: most elements have no or few children, and the general range
        // removal costs more than the loop.
        let closedStart = closedStarts.popLast() ?? closed.count
        while closed.count > closedStart { closed.removeLast() }
        truncated.removeLast()
        childCounts.removeLast()
        let namesStart = typeCountStarts.popLast() ?? 0
        while typeCounts.count > namesStart { typeCounts.removeLast() }
        let level = closedStarts.count - 1
        guard level >= 0 else { return }
        closed.append(element)
        // Dropped in halves, not one by one: moving the whole window at every sibling of a long
        // chapter would cost more than all the rest of the walk.
        let start = closedStarts[level]
        if closed.count - start >= 2 * Self.maxSiblings {
            closed.removeSubrange(start..<(start + Self.maxSiblings))
            truncated[level] = true
        }
    }

    /// The previous element siblings of the innermost open element, nearest last, and whether older ones were dropped.
    func previousSiblings(ofAncestorAt position: Int) -> (siblings: ArraySlice<CSSElement>, truncated: Bool) {
        // Ancestor `position`'s earlier siblings are region `position` of `closed`; it joins them when it closes.
        guard position >= 0, position < closedStarts.count, position < truncated.count else { return ([], false) }
        let end = position + 1 < closedStarts.count ? closedStarts[position + 1] : closed.count
        let start = min(closedStarts[position], end)
        return (closed[start..<end], truncated[position])
    }
}
