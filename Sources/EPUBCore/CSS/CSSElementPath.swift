/// The open elements of a walk and, for each, the element siblings already closed before the
/// next child: everything selector matching may look at when an element starts.
public struct CSSElementPath: Sendable {
    /// Open elements, root first; the innermost only once built (``buildPending()``).
    public private(set) var ancestors: [CSSElement] = []
    /// Whether the innermost open element is not yet in ``ancestors``, and what it needs of its
    /// start tag then. Fields, not an optional structure: those went through their type's value
    /// witnesses, for each element of a book.
    private(set) var isPending = false
    private var pendingName = ""
    private var pendingNameKey: UInt64 = 0
    private var pendingAttributes: [XMLAttribute] = []
    private var pendingNamespace = CSSElementSignature.Namespace.none
    private var pendingLine = 0
    private var pendingChildIndex = 0
    private var pendingTypeIndex = 0
    /// The closed children of every open element (and the root's closed siblings), one region
    /// per level, outermost first, in one array (no array per element): the innermost level's
    /// region is the last, so closing and opening elements work at the end. Each region holds
    /// the most recent last: all up to twice ``maxSiblings``, then at least the last ``maxSiblings``.
    private var closed: [CSSElement] = []
    /// What is known of each level: the open elements' levels, and the next child's (one entry
    /// per level, so entering and leaving an element each change one array, not four).
    private var levels: [Level]
    /// Children seen so far by name, for every open level at once: the innermost level's names
    /// are the last ones, from `levels.last.typeCountStart`.
    private var typeCounts: [(name: String, count: Int)] = []
    /// Elements left that nothing else held (no sibling window, no memory of the walker), given
    /// to the next elements entered (``CSSElement/reuse(localName:nameKey:lowercasedName:namespaceCode:id:classList:epubType:attributes:style:childIndex:typeIndex:language:depth:line:)``).
    private var spare: [CSSElement] = []
    /// The last few `class` attributes read, and their tokens.
    private var recentClasses = CSSClassList.Recent()
    /// Spare elements kept at most.
    static let maxSpare = 64
    /// How many elements entered were built (the others ended before anything needed them).
    public private(set) var elementsBuilt = 0
    /// How many elements entered were given a spare element's storage.
    public private(set) var elementsReused = 0

    /// One level of the path: the children of one open element (or the root and its siblings).
    private struct Level {
        /// Where the level's region of ``closed`` starts.
        let closedStart: Int
        /// Where the level's names start in ``typeCounts``.
        let typeCountStart: Int
        /// Element children seen so far.
        var childCount = 0
        /// Whether earlier children are missing from the window: dropped from its front, or
        /// closed while siblings were not kept (``keepsSiblings``).
        var truncated = false
        /// Whether earlier children were not counted by name (``countsTypes`` was false when they started).
        var typesUncounted = false
    }

    /// Whether closed elements are kept as the previous siblings of what follows, which only
    /// `+` and `~` read: a walk whose cascade has neither keeps none (most books), and each level
    /// whose children close meanwhile counts as truncated, so a sibling selector that a later
    /// sheet brings finds those siblings undecidable, never absent.
    public var keepsSiblings = true

    /// Whether children are counted by name (``CSSElement/typeIndex``), which only `:nth-of-type()`
    /// and the like, and the test of a `~` selector's siblings, read: a walk whose cascade has
    /// neither counts none (most books). Turned on, the levels open then count as uncounted, so
    /// their children's positions by name are undecidable, never wrong.
    public var countsTypes = true {
        didSet {
            guard countsTypes, !oldValue else { return }
            for index in levels.indices { levels[index].typesUncounted = true }
        }
    }

    /// Previous siblings kept per parent, at least; `~` beyond those kept is undecidable, `+` needs one.
    public static let maxSiblings = 32

    /// An empty path (before the root).
    public init() {
        // Room for a usual depth at once: grown one element at a time, these were allocated
        // again and again in every document.
        ancestors.reserveCapacity(Self.usualDepth)
        levels = []
        levels.reserveCapacity(Self.usualDepth + 1)
        levels.append(Level(closedStart: 0, typeCountStart: 0))
    }

    /// Open elements most documents never go beyond (arrays per depth are made this large at once).
    static let usualDepth = 16

    /// Enters an element; returns whether it is an SVG element. Not the element itself: a
    /// reference handed back is one more retain and release for each element of a book.
    ///
    /// The element joins ``ancestors`` when ``buildPending()`` runs (before any matching), when
    /// a child enters, or when it closes while siblings are kept: an element that ends before
    /// any of these (a `<br/>`, an `<img>`, an empty page-break `<span>`: a quarter of the
    /// corpus's elements, two fifths of an epic's) costs its position among its siblings only.
    @discardableResult
    public mutating func enter(_ element: XMLStartElement) -> Bool {
        buildPending()
        let namespaceCode = CSSElementSignature.Namespace(element.namespace)
        let isSVG = namespaceCode.isSVG
        let level = levels.count - 1
        levels[level].childCount &+= 1
        pendingTypeIndex = countsTypes && !levels[level].typesUncounted ? countChild(named: Self.name(of: element.localName, namespaceCode).name) : 0
        pendingChildIndex = levels[level].childCount
        // One field at a time: assigned as a tuple, the name was copied through the String type's
        // value witness (a generic call), for every element of a book.
        isPending = true
        pendingName = element.localName
        pendingNameKey = element.nameKey
        pendingAttributes = element.attributes
        pendingLine = element.line
        pendingNamespace = consume namespaceCode
        levels.append(Level(closedStart: closed.count, typeCountStart: typeCounts.count))
        return isSVG
    }

    /// The number of open elements, built or not.
    public var openCount: Int { isPending ? ancestors.count &+ 1 : ancestors.count }

    /// What selectors see of the attributes of the innermost open element, if it is not yet built
    /// (nil past 64 attributes), and its `id`.
    func pendingSeen(tested: borrowing CSSTestedNames) -> (seen: CSSStartTag.Seen, id: String?)? {
        guard isPending, let seen = CSSStartTag.Seen(pendingAttributes, tested: tested) else { return nil }
        return (seen, seen.idIndex.flatMap { pendingAttributes.indices.contains($0) ? pendingAttributes[$0].value : nil })
    }

    /// Whether the attributes of the innermost open element, not yet built, of which selectors see
    /// `seen`, are alike to selectors to `element`'s (``CSSStartTag/alike(_:_:_:_:idsMayDiffer:)``).
    /// The caller has compared the names (``pendingHasName(of:)``).
    @inline(__always)
    func pendingAttributesAlike(_ seen: CSSStartTag.Seen, to element: CSSElement, _ elementSeen: CSSStartTag.Seen, idsMayDiffer: Bool) -> Bool {
        isPending && CSSStartTag.alike(pendingAttributes, seen, element.attributes, elementSeen, idsMayDiffer: idsMayDiffer)
    }

    /// Whether the innermost open element, not yet built, has `element`'s name and namespace. The
    /// name is compared as written: a pending XHTML name with capitals, kept lowercased once built,
    /// is told apart (and built).
    @inline(__always)
    func pendingHasName(of element: CSSElement) -> Bool {
        // As integers (``XMLStartElement/nameKey``): equal keys are equal names, but for names
        // too long to have one (0), which are compared as strings.
        isPending && pendingNamespace == element.namespaceCode && pendingNameKey == element.nameKey
            && (pendingNameKey != 0 || pendingName == element.localName)
    }

    /// Makes the innermost open element, if not yet made, the last of ``ancestors``.
    public mutating func buildPending() {
        guard isPending else { return }
        isPending = false
        build()
    }

    /// The name type selectors compare (XHTML names are ASCII-case-insensitive and kept lowercased;
    /// others kept as written), and the local name lowercased when that differs and is kept beside.
    private static func name(of localName: String, _ namespaceCode: CSSElementSignature.Namespace) -> (name: String, lowercased: String?) {
        let lowered = asciiLowercasedIfNeeded(localName)
        return namespaceCode.isXHTML ? (lowered ?? localName, nil) : (localName, lowered)
    }

    /// Makes the pending element the last of ``ancestors``.
    private mutating func build() {
        elementsBuilt &+= 1
        let (name, lowercasedName) = Self.name(of: pendingName, pendingNamespace)
        // The key of the name kept: the tag's, unless an XHTML name was lowercased.
        let nameKey = name == pendingName ? pendingNameKey : XMLStartElement.nameKey(name)
        // One pass over the attributes for all that matching reads by name, told apart by length
        // first: comparing two unequal strings costs more than the rest of an element's entry.
        // Each attribute read in place through the element, by index: a copy of the array, or
        // its iterator, would retain and release it (and each attribute's three strings).
        var id: String?, classAttribute: String?, style: String?, epubType: String?, xmlLang: String?, lang: String?
        for index in pendingAttributes.indices {
            switch pendingAttributes[index].localName.utf8.count {
            case 2:
                if pendingAttributes[index].namespace == nil, pendingAttributes[index].localName == "id", id == nil { id = pendingAttributes[index].value }
            case 4:
                if pendingAttributes[index].localName == "lang" {
                    if pendingAttributes[index].namespace == nil { if lang == nil { lang = pendingAttributes[index].value } }
                    else if XMLNamespace.isSame(pendingAttributes[index].namespace, as: XMLNamespace.xml), xmlLang == nil { xmlLang = pendingAttributes[index].value }
                } else if pendingAttributes[index].localName == "type", epubType == nil,
                          XMLNamespace.isSame(pendingAttributes[index].namespace, as: XMLNamespace.epub) {
                    epubType = pendingAttributes[index].value
                }
            case 5:
                guard pendingAttributes[index].namespace == nil else { break }
                if pendingAttributes[index].localName == "class" { if classAttribute == nil { classAttribute = pendingAttributes[index].value } }
                else if pendingAttributes[index].localName == "style", style == nil { style = pendingAttributes[index].value }
            default:
                break
            }
        }
        let language: String?
        if let own = xmlLang ?? lang { language = own.lowercased() }
        else { language = ancestors.isEmpty ? nil : ancestors[ancestors.count - 1].language }
        let classList = classAttribute.map { recentClasses.list(for: $0) } ?? .none
        if !spare.isEmpty {
            let reused = spare.removeLast()
            elementsReused &+= 1
            reused.reuse(localName: consume name, nameKey: nameKey, lowercasedName: consume lowercasedName, namespaceCode: pendingNamespace,
                         id: consume id, classList: consume classList, epubType: consume epubType, attributes: pendingAttributes,
                         style: consume style, childIndex: pendingChildIndex, typeIndex: pendingTypeIndex, language: consume language,
                         depth: ancestors.count, line: pendingLine)
            ancestors.append(consume reused)
        } else {
            // Made in place: a local would be retained for the array, then released.
            ancestors.append(CSSElement(localName: consume name, nameKey: nameKey, lowercasedName: consume lowercasedName, namespaceCode: pendingNamespace,
                                        id: consume id, classList: consume classList, epubType: consume epubType,
                                        attributes: pendingAttributes, style: consume style, childIndex: pendingChildIndex,
                                        typeIndex: pendingTypeIndex, language: consume language, depth: ancestors.count, line: pendingLine))
        }
    }

    /// Counts a child of the innermost level named `name`; returns its 1-based index among those so named.
    private mutating func countChild(named name: String) -> Int {
        let start = levels.last?.typeCountStart ?? 0
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
    func mayMatchAncestors(_ keys: [CSSSelector.AncestorKey], of subject: Int) -> Bool {
        // By index, each key and element read in place: a slice of the ancestors and the two
        // closures retained (then released) the array and each element, for every candidate rule.
        let end = min(max(0, subject), ancestors.count)
        for keyIndex in keys.indices {
            var found = false
            var position = 0
            while position < end, !found {
                found = Self.offers(ancestors[position], keys[keyIndex])
                position &+= 1
            }
            if !found { return false }
        }
        return true
    }

    /// Whether `element` has the name, id, class or `epub:type` word `key` asks for.
    @inline(__always)
    private static func offers(_ element: CSSElement, _ key: borrowing CSSSelector.AncestorKey) -> Bool {
        switch key.kind {
        case .type: element.hasTypeName(key.value)
        case .id: element.id == key.value
        case .className: element.classList.contains(key.value)
        case .epubType: element.epubType.map { hasWord($0, key.value) } ?? false
        }
    }

    /// Whether open element `subject` may have a previous element sibling named `type` (nil: any
    /// name; the one just before it when `adjacent`): false proves `type + x` (`type ~ x`) cannot match it.
    /// Its siblings' counts are final while it is open: later siblings come after it closes.
    func mayHavePreviousSibling(_ type: String?, adjacent: Bool, of subject: Int) -> Bool {
        let level = subject
        guard level >= 0, level < ancestors.count, level < levels.count else { return false }
        // The counts at this level include the element itself.
        guard let type else { return levels[level].childCount > 1 }
        if adjacent {
            // The last sibling read in place: a slice of the siblings would retain (then release) their array.
            let region = closedRegion(ofAncestorAt: level)
            guard let last = region.last else { return levels[level].truncated }
            return closed.withUnsafeBufferPointer { $0[last].hasTypeName(type) }
        }
        // Not counted by name: any earlier sibling may be one.
        guard countsTypes, !levels[level].typesUncounted else { return levels[level].childCount > 1 }
        let end = level + 1 < levels.count ? min(levels[level + 1].typeCountStart, typeCounts.count) : typeCounts.count
        let start = min(levels[level].typeCountStart, end)
        let own = ancestors[level].hasTypeName(type) ? 1 : 0
        return typeCounts[start..<end].contains { $0.name == type && $0.count > own }
    }

    /// `text` with ASCII capitals lowered, the same string when it has none (element and attribute names almost never do).
    static func asciiLowercased(_ text: String) -> String {
        containsByte(text, where: { $0 >= 0x41 && $0 <= 0x5A }) ? text.lowercased() : text
    }

    /// `text` with ASCII capitals lowered; nil when it has none (element names almost never do):
    /// no copy of the name to retain and release.
    static func asciiLowercasedIfNeeded(_ text: String) -> String? {
        containsByte(text, where: { $0 >= 0x41 && $0 <= 0x5A }) ? text.lowercased() : nil
    }

    /// Whether a byte of `text` satisfies `test`, read from its contiguous storage: the view's
    /// iterator costs several times more, for every name and class list of a book.
    static func containsByte(_ text: String, where test: (UInt8) -> Bool) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(where: test) } ?? text.utf8.contains(where: test)
    }

    /// Leaves the innermost open element, which becomes a previous sibling of what follows.
    public mutating func leave() {
        // Never built: it had no child and no text asked for its style. Kept as a sibling only if siblings are kept.
        if isPending {
            if keepsSiblings { buildPending() } else { return leaveUnbuilt() }
        }
        // removeLast after a test, not popLast: its generic form cost more than the rest of a leave's bookkeeping.
        guard !ancestors.isEmpty, !levels.isEmpty else { return }
        var element = ancestors.removeLast()
        // One element at a time: most elements have no or few children, and the general range
        // removal costs more than the loop.
        let left = levels.removeLast()
        while closed.count > left.closedStart {
            var sibling = closed.removeLast()
            if canKeepSpare(&sibling) { spare.append(consume sibling) }
        }
        while typeCounts.count > left.typeCountStart { typeCounts.removeLast() }
        let level = levels.count - 1
        guard level >= 0 else { return }
        guard keepsSiblings else {
            levels[level].truncated = true
            if canKeepSpare(&element) { spare.append(consume element) }
            return
        }
        closed.append(element)
        // Dropped in halves, not one by one: moving the whole window at every sibling of a long
        // chapter would cost more than all the rest of the walk.
        let start = levels[level].closedStart
        if closed.count - start >= 2 * Self.maxSiblings {
            closed.removeSubrange(start..<(start + Self.maxSiblings))
            levels[level].truncated = true
        }
    }

    /// Leaves the innermost open element, which was never built: it had no element child, so its
    /// level holds nothing to drop but the names counted there.
    private mutating func leaveUnbuilt() {
        isPending = false
        guard levels.count >= 2 else { return }
        let left = levels.removeLast()
        while typeCounts.count > left.typeCountStart { typeCounts.removeLast() }
        levels[levels.count - 1].truncated = true
    }

    /// Whether `element`, which the walk has left, can be kept for the next element entered: nothing
    /// else holds it, and the spares are not full. The caller moves it there (`consume`): a
    /// parameter taken to keep it was copied, one retain and one release per element of a book.
    private func canKeepSpare(_ element: inout CSSElement) -> Bool {
        spare.count < Self.maxSpare && isKnownUniquelyReferenced(&element)
    }

    /// The previous element siblings of the innermost open element, nearest last, and whether older ones were dropped.
    func previousSiblings(ofAncestorAt position: Int) -> (siblings: ArraySlice<CSSElement>, truncated: Bool) {
        // Ancestor `position`'s earlier siblings are region `position` of `closed`; it joins them when it closes.
        guard position >= 0, position < levels.count else { return ([], false) }
        return (closed[closedRegion(ofAncestorAt: position)], levels[position].truncated)
    }

    /// Where in ``closed`` the previous siblings of ancestor `position` (a valid level) lie.
    private func closedRegion(ofAncestorAt position: Int) -> Range<Int> {
        let end = position + 1 < levels.count ? min(levels[position + 1].closedStart, closed.count) : closed.count
        return min(levels[position].closedStart, end)..<end
    }
}
