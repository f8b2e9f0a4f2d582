/// Computes, during the one walk of a content document, the style of every element that text
/// asks for (as it would be at the element's start): the cascade (origin, `!important`, specificity, order) over the reading system's
/// defaults, the book's linked style sheets, its `<style>` elements and `style` attributes, then
/// inheritance. A content walker calls ``enter(_:)``, ``text(_:)`` and ``leave()`` from its own events.
///
/// Elements share computed styles, as in browser engines: an element whose parent has an equal
/// style, which selectors see alike in the same context (`CSSElementSignature`), with the same
/// `style` attribute and the same answers from the structural selectors, gets that style without
/// a cascade (`CSSStyleKey`). The hundreds of paragraphs of a chapter cost one cascade, and so
/// do the thousands of `mrow` of its formulas.
public struct CSSStyleWalker: Sendable {
    /// The content document walked (the path of its `style` attributes and `<style>`s).
    let documentPath: String
    /// The book's sheets, which its `<link>`s name (``link(_:)``).
    let styleSheets: CSSStyleSheets
    private let sharesStyles: Bool
    /// The rules the document has brought so far.
    var cascade = CSSCascade()
    private var path = CSSElementPath()
    /// The style of each open element whose style was asked for, root first (always the first
    /// few: an element's is computed with its ancestors'), and the number of its context.
    private(set) var nodes: [CSSStyleCache.Entry] = []
    /// Computed styles by what decides them, shared with the book's other documents.
    private var cache: CSSStyleCache
    /// For each depth, the last few distinct keys met there and their styles.
    private var recent: [RecentKeys] = []
    /// For each depth, the last few elements whose style was found there, compared with the next one before its key is built.
    private var lastResolved: [ResolvedElements] = []
    /// Distinct keys remembered per depth.
    static let recentKeys = 6
    /// The names ``enter(_:)`` looks for, as keys (``XMLStartElement/nameKey``).
    private static let styleKey = XMLStartElement.nameKey("style"), linkKey = XMLStartElement.nameKey("link"),
                       headKey = XMLStartElement.nameKey("head")
    /// Counts the cascade's changes: a sibling's style computed under another cascade is not reused.
    private var generation = 0
    /// How many elements' styles this walk computed with a cascade (the others were shared).
    private(set) var cascadesComputed = 0
    /// How many cascades found their style resolved already from the same declarations under an equal parent style (``Resolution``).
    private(set) var stylesResolvedAgain = 0
    /// How many elements got the style of an earlier one at their depth that selectors see alike, with no key built.
    private(set) var stylesFoundAlike = 0
    /// How many of those got it before they were built, from their start tag (``pendingStyle()``).
    private(set) var stylesFoundUnbuilt = 0
    /// The structural candidates of the last few distinct elements (by name, id and classes) searched.
    private var recentCandidates = Ring<StructuralCandidates>()
    /// For each depth, the last few candidate lists filtered by the ancestors of the element there.
    private var ancestorFiltered: [Ring<AncestorFiltered>] = []
    /// How many times the structural entries were searched for an element's candidates (the others were found again).
    private(set) var structuralCandidateSearches = 0
    /// How many elements were built for matching (``CSSElementPath/elementsBuilt``).
    public var elementsBuilt: Int { path.elementsBuilt }
    /// How many elements reused the storage of one the walk had left (``CSSElementPath/elementsReused``).
    public var elementsReused: Int { path.elementsReused }
    /// Whether each `style` attribute text seen declares a property contrast reads.
    var inlineStyles: [String: Bool] = [:]
    private var rootFontSize = 16.0
    /// A `<style>` element being read: its text so far, its line and `media`.
    private var openStyle: (text: String, line: Int, media: String?, depth: Int)?
    /// The cascade's ``generation`` when the root's style was computed: found again once `head`
    /// has been read, if `head` changed the cascade since.
    private var rootGeneration = 0
    /// Depth of the open XHTML `head`, if one is open.
    private var headDepth: Int?
    /// Whether two ids that no selector names are alike to selectors: no structural subject
    /// names an id (their candidates would differ) and no `[id="…"]` reads one.
    private var idsMayDifferUnlessNamed = true

    /// `style` attribute texts remembered per document; past this, the memory starts again.
    static let maxInlineStyles = 4_096
    /// The styles resolved from matched rules, by what they were resolved from (``Resolution``):
    /// elements of different contexts that the same declarations style (a formula's `mi` and
    /// `mo`, inside a paragraph or a table cell) are resolved once, without reading their values again.
    private var resolutions: [Resolution: CSSStyleNode] = [:]
    /// Resolutions remembered per document; past this, the memory starts again.
    static let maxResolutions = 4_096

    /// What a style is resolved from: the parent's style, the root's font size and the winning
    /// declarations (``CSSCascade/Matched/fingerprint``). Layers are only added to a walk's
    /// cascade, so the order of an entry names the same declaration for all its life.
    private struct Resolution: Hashable {
        let parentStyle: Int
        let rootFontSize: Double
        let winners: [Int]
    }

    /// A walker for the document at container path `documentPath`, whose `<link>`s resolve into `styleSheets`.
    /// `sharesStyles`: false computes the cascade of every element asked for, for tests that sharing changes nothing.
    public init(documentPath: String, styleSheets: CSSStyleSheets, sharesStyles: Bool = true) {
        self.documentPath = documentPath
        self.styleSheets = styleSheets
        self.sharesStyles = sharesStyles
        cache = CSSStyleCache(sharing: styleSheets.sharing, identity: cascade.identity)
        followCascade()
        // Room for a usual depth at once: grown one element at a time, these were allocated
        // again and again in every document.
        nodes.reserveCapacity(CSSElementPath.usualDepth)
        recent.reserveCapacity(CSSElementPath.usualDepth)
        lastResolved.reserveCapacity(CSSElementPath.usualDepth)
    }

    /// Takes what the walk keeps of its cascade: whether closed siblings are kept, children
    /// counted by name, and ids no selector names alike.
    private mutating func followCascade() {
        path.keepsSiblings = cascade.hasSiblingRules
        path.countsTypes = cascade.countsTypes
        idsMayDifferUnlessNamed = !cascade.structuralSubjects.ids && cascade.tested.readsValue(ofAttributeNamed: "id") != true
    }

    /// The innermost open element, as selectors see it; nil before the root.
    public var currentElement: CSSElement? {
        mutating get {
            path.buildPending()
            return path.ancestors.last
        }
    }

    /// An element starts: reads the style sheet it brings and joins the path. Its style is computed
    /// when asked for (``current``), with those of its open ancestors not yet computed. Returns
    /// whether it is an SVG element, whose text is painted with `fill` (which the cascade does not follow).
    @discardableResult
    public mutating func enter(_ element: XMLStartElement) -> Bool {
        // Names first, as integers: comparing namespace IRIs, or unequal names, for every element costs more.
        switch element.nameKey {
        case Self.styleKey where openStyle == nil:
            guard XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml) || XMLNamespace.isSame(element.namespace, as: XMLNamespace.svg) else { break }
            let type = element.attribute("type")?.lowercased() ?? "text/css"
            if type == "text/css" || type.isEmpty { openStyle = ("", element.line, element.attribute("media"), path.openCount) }
        case Self.linkKey where XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml):
            link(element)
        case Self.headKey where element.depth == 1 && XMLNamespace.isSame(element.namespace, as: XMLNamespace.xhtml):
            headDepth = path.openCount
        default:
            break
        }
        return path.enter(element)
    }

    /// Computes the styles of the open elements not yet computed, outermost first. Styles are
    /// computed when a run of text asks: an element with no text of its own or below it (a `<br/>`,
    /// an `<img>`, a `<meta>`, the `<mspace>` of a formula) costs its place in the path only.
    /// An element's style is the same whenever it is computed while it is open: its ancestors and
    /// previous siblings, all that selectors see, are known from its start.
    mutating func resolve() {
        // The innermost element, not yet built, gets the style of an earlier one of its start tag
        // when it can (its style was found already, or is found that way): a paragraph or a
        // formula's `mi` that no child follows is then never built.
        if path.isPending {
            guard nodes.count < path.openCount else { return }
            if nodes.count < path.ancestors.count { resolveBuilt() }
            if sharesStyles, let known = pendingStyle() {
                stylesFoundAlike &+= 1
                stylesFoundUnbuilt &+= 1
                nodes.append(known)
                return
            }
            path.buildPending()
        }
        if nodes.count < path.ancestors.count { resolveBuilt() }
    }

    /// The style of the innermost open element, not yet built, when one of the last few elements
    /// whose style was found at its depth had its name and attributes alike to selectors
    /// (``CSSElementPath/pendingHasName(of:)``, ``CSSElementPath/pendingAttributesAlike(_:to:_:idsMayDiffer:)``) under the same parent style and
    /// context, and no structural selector could match that one in that context: what selectors see of an element
    /// is its start tag, its ancestors (the context) and its siblings (the structural selectors),
    /// so the style is that one's, and the element need not be built. Nil when none was (it is
    /// then built, and its style found as any other's).
    private mutating func pendingStyle() -> CSSStyleCache.Entry? {
        let subject = path.ancestors.count
        guard subject > 0, nodes.count == subject, subject < lastResolved.count else { return nil }
        let parentStyle = nodes[subject - 1].style.id, parentContext = nodes[subject - 1].context
        // What selectors see of its attributes, found once an element passes the cheaper tests.
        var seen: CSSStartTag.Seen??
        var idsMayDiffer = false
        // The ring read in place, here rather than in a method of its own: a mutating call on it,
        // with the path and the cascade's names borrowed beside, copied those names (five
        // collections retained, then released) for each element.
        for index in lastResolved[subject].known.items.indices {
            guard lastResolved[subject].known.items[index].generation == generation,
                  let itemSeen = lastResolved[subject].known.items[index].seen,
                  lastResolved[subject].known.items[index].parentStyle == parentStyle,
                  lastResolved[subject].known.items[index].parentContext == parentContext,
                  lastResolved[subject].known.items[index].rootFontSize == rootFontSize,
                  path.pendingHasName(of: lastResolved[subject].known.items[index].element) else { continue }
            if seen == nil {
                let pending = path.pendingSeen(tested: cascade.tested)
                seen = .some(pending?.seen)
                // Ids no selector names are alike (the paragraphs of a chapter, each with an id of its own).
                idsMayDiffer = idsMayDifferUnlessNamed
                    && (cascade.tested.ids.isEmpty || !(pending?.id.map { cascade.tested.ids.contains($0) } ?? false))
            }
            guard case let mine?? = seen else { return nil }
            if path.pendingAttributesAlike(mine, to: lastResolved[subject].known.items[index].element, itemSeen,
                                   idsMayDiffer: idsMayDiffer && !lastResolved[subject].known.items[index].testedID) {
                return lastResolved[subject].known.items[index].entry
            }
        }
        return nil
    }

    /// Computes the styles of the built open elements not yet computed, outermost first.
    private mutating func resolveBuilt() {
        while nodes.count < path.ancestors.count {
            let subject = nodes.count
            let element = path.ancestors[subject]
            // A `style` attribute that sets nothing contrast reads (`text-align`, MathML's spacing)
            // is left out of the key, so it does not keep its element from sharing a style.
            let styleAttribute = element.style.flatMap { text in setsReadProperty(text) ? (text: text, line: element.line) : nil }
            // The parent's numbers read in place: the entry itself (a reference) is taken only
            // when a key is built, not for each element found alike.
            let parentStyle = nodes.isEmpty ? CSSStyleNode.page.id : nodes[nodes.count - 1].style.id
            let parentContext = nodes.isEmpty ? -1 : nodes[nodes.count - 1].context
            while lastResolved.count <= subject { lastResolved.append(ResolvedElements()) }
            // An element seen alike by selectors as one of the last few whose style was found at
            // this depth, under the same parent style and context, gets that style: no key is
            // built (the verse, number and speaker `<span>`s of an epic by the thousand).
            // The structural selectors are matched for every element (nothing else captures its
            // siblings), and their answers must be alike too.
            // The candidates first: found within the call, they would make it read a copy of the cascade.
            let unfiltered = cascade.hasStructuralRules ? structuralCandidates(for: element) : []
            let candidates = unfiltered.isEmpty ? unfiltered : structuralCandidates(unfiltered, under: subject, parentContext: parentContext)
            let structural = candidates.isEmpty ? [] : cascade.structuralMatches(of: path, subject: subject, candidates: candidates)
            let testedAttributes = Self.testedAttributeCount(of: element, tested: cascade.tested)
            let testedID = element.id.map { cascade.tested.ids.contains($0) } ?? false
            if sharesStyles, styleAttribute == nil,
               let known = lastResolved[subject].entry(for: element, testedAttributes: testedAttributes, testedID: testedID,
                                                       structural: structural, parentStyle: parentStyle, parentContext: parentContext,
                                                       rootFontSize: rootFontSize, generation: generation, tested: cascade.tested) {
                stylesFoundAlike &+= 1
                nodes.append(known)
                continue
            }
            nodes.append(styleByKey(of: subject, element: element, styleAttribute: styleAttribute, parentStyle: parentStyle,
                                    parentContext: parentContext, structural: structural, testedAttributes: testedAttributes,
                                    testedID: testedID, withoutCandidates: candidates.isEmpty))
        }
    }

    /// The style of built open element `subject`, found by its key (`CSSStyleKey`) when no
    /// element alike came before it at its depth, and remembered there for the next ones. Apart
    /// from ``resolveBuilt()``, which most elements leave before it (found alike), and not inlined
    /// there, so that the common path's code stays short. Measured, the split moved the simulated
    /// cycles only within what any change of code layout moves them (callgrind, two books).
    @inline(never)
    private mutating func styleByKey(of subject: Int, element: CSSElement, styleAttribute: (text: String, line: Int)?,
                                     parentStyle: Int, parentContext: Int, structural: [CSSCascade.StructuralMatch],
                                     testedAttributes: Int, testedID: Bool, withoutCandidates: Bool) -> CSSStyleCache.Entry {
        let parent = nodes.last ?? CSSStyleCache.Entry(style: .page, context: -1)
        let signature = CSSElementSignature(element, tested: cascade.tested)
        let key = CSSStyleKey(parentStyle: parentStyle, context: parentContext, element: signature,
                              rootFontSize: rootFontSize, style: styleAttribute?.text,
                              styleDocument: styleAttribute == nil ? nil : documentPath, styleLine: styleAttribute?.line ?? 0,
                              structural: structural)
        // The last few distinct keys met at this depth, compared before the table is hashed: the
        // `<span>…</span><br/>` of a poem by the thousand, the paragraphs of every section alike.
        while recent.count <= subject { recent.append(RecentKeys()) }
        let found: CSSStyleCache.Entry
        if sharesStyles, let known = recent[subject].entry(for: key, generation: generation) {
            found = known
        } else {
            found = style(of: subject, key: key, parent: parent, styleAttribute: styleAttribute)
            // A `style` attribute's key names its line: no other element has it.
            if styleAttribute == nil { recent[subject].add(key, generation: generation, entry: found) }
        }
        if subject == 0 {
            rootFontSize = found.style.style.fontSize
            rootGeneration = generation
        } else if styleAttribute == nil {
            lastResolved[subject].add(ResolvedElements.Resolved(element: element, testedAttributes: testedAttributes, testedID: testedID,
                                                                 structural: structural, parentStyle: parentStyle,
                                                                 parentContext: parentContext, rootFontSize: rootFontSize,
                                                                 generation: generation, entry: found,
                                                                 seen: withoutCandidates ? CSSStartTag.Seen(element.attributes, tested: cascade.tested) : nil))
        }
        return found
    }

    /// The structural entries that could match `element` (``CSSCascade/structuralCandidates(for:)``),
    /// found again for an element of the same name, id and classes as one of the last few: the
    /// index is not searched for each paragraph of a chapter.
    private mutating func structuralCandidates(for element: CSSElement) -> [Int] {
        // An id or classes that no structural subject requires do not tell elements apart (every
        // paragraph of a chapter with an id of its own).
        let (ids, classes) = cascade.structuralSubjects
        let known = recentCandidates.items.withUnsafeBufferPointer { buffer -> [Int]? in
            for index in buffer.indices where buffer[index].generation == generation {
                let other = buffer[index].element
                if other === element || (other.hasLocalName(of: element) && other.namespaceCode == element.namespaceCode
                                         && (!ids || other.id == element.id) && (!classes || other.classList == element.classList)) {
                    return buffer[index].orders
                }
            }
            return nil
        }
        if let known { return known }
        structuralCandidateSearches &+= 1
        let orders = cascade.structuralCandidates(for: element)
        recentCandidates.add(StructuralCandidates(element: element, generation: generation, orders: orders))
        return orders
    }

    /// Of the structural entries `orders` that could match open element `subject` by its name,
    /// id and classes, those whose selector its ancestors may satisfy (``CSSElementPath/mayMatchAncestors(_:of:)``);
    /// the others cannot match it. What those ancestors offer a structural selector is in the
    /// parent's context (``CSSRuleSet`` notes it), so the answer is found again for the next
    /// element of the same context: the paragraphs of a chapter, where `hgroup h2 + p` can match none.
    private mutating func structuralCandidates(_ orders: [Int], under subject: Int, parentContext: Int) -> [Int] {
        while ancestorFiltered.count <= subject { ancestorFiltered.append(Ring()) }
        for index in ancestorFiltered[subject].items.indices
            where ancestorFiltered[subject].items[index].parentContext == parentContext
                && ancestorFiltered[subject].items[index].generation == generation
                && ancestorFiltered[subject].items[index].orders == orders {
            return ancestorFiltered[subject].items[index].kept
        }
        let kept = cascade.structuralCandidates(orders, mayMatchAncestorsOf: subject, in: path)
        ancestorFiltered[subject].add(AncestorFiltered(parentContext: parentContext, generation: generation, orders: orders, kept: kept))
        return kept
    }

    /// The style of open element `subject`, whose key is `key`: shared when the key is known, else computed.
    private mutating func style(of subject: Int, key: CSSStyleKey, parent: CSSStyleCache.Entry,
                                styleAttribute: (text: String, line: Int)?) -> CSSStyleCache.Entry {
        if sharesStyles, let known = cache.entry(for: key) { return known }
        cascadesComputed &+= 1
        let node: CSSStyleNode
        if let matched = cascade.matched(of: path, subject: subject, styleAttribute: styleAttribute, documentPath: documentPath) {
            let resolution = sharesStyles ? matched.fingerprint.map { Resolution(parentStyle: parent.style.id, rootFontSize: rootFontSize, winners: $0) } : nil
            if let resolution, let known = resolutions[resolution] {
                stylesResolvedAgain &+= 1
                node = known
            } else {
                node = cache.node(for: cascade.resolve(matched, parent: parent.style.style, rootFontSize: rootFontSize))
                if let resolution {
                    if resolutions.count >= Self.maxResolutions { resolutions.removeAll(keepingCapacity: true) }
                    resolutions[resolution] = node
                }
            }
        } else {
            node = parent.style
        }
        let context = cache.number(of: CSSContextKey(parent: key.context, element: key.element.asAncestor(cascade.tested)))
        let found = CSSStyleCache.Entry(style: node, context: context)
        cache.add(found, for: key)
        return found
    }

    /// The cascade gained rules: styles are now shared under its identity, and the open
    /// elements' context numbers are found again, since what selectors test of them changed.
    mutating func cascadeChanged() {
        // An innermost element whose style was found unbuilt is built, so its context is found again with the others'.
        if nodes.count > path.ancestors.count { path.buildPending() }
        generation &+= 1
        followCascade()
        cache.use(cascade.identity)
        var parent = -1
        for index in nodes.indices where path.ancestors.indices.contains(index) {
            let signature = CSSElementSignature(path.ancestors[index], tested: cascade.tested).asAncestor(cascade.tested)
            parent = cache.number(of: CSSContextKey(parent: parent, element: signature))
            nodes[index] = CSSStyleCache.Entry(style: nodes[index].style, context: parent)
        }
    }

    /// Character data: gathered while a `<style>` element is open.
    public mutating func text(_ text: String) {
        guard openStyle != nil else { return }
        openStyle?.text += text
    }

    /// Character data as UTF-8 bytes lent for the call: gathered while a `<style>` element is open.
    public mutating func text(utf8 bytes: Span<UInt8>) {
        guard openStyle != nil else { return }
        openStyle?.text += String(utf8: bytes)
    }

    /// The innermost open element ends.
    public mutating func leave() {
        // The innermost element's style, if computed (an element never built has none).
        if nodes.count >= path.openCount, !nodes.isEmpty { nodes.removeLast() }
        path.leave()
        let depth = path.openCount
        // The root ended: what this walk found goes to the book's other documents.
        if depth == 0 { cache.giveBack(readingOn: false) }
        // The depth tested before the `<style>` is taken: bound first, its text and media were
        // retained and released at every element's end.
        if openStyle?.depth == depth, let style = openStyle.take() {
            cascade.add(CSSStyleSheet(style.text, firstLine: style.line), path: documentPath, media: style.media)
            cascadeChanged()
        }
        // The root's style, if text in `head` asked for it before `head` brought the style sheets
        // (`html`, `:root`, custom properties, the root font size), is found again, under them,
        // when text next asks: through the shared styles like any element's, as every chapter's
        // `<title>` makes it, not by a cascade of its own per document.
        if headDepth == depth, depth == 1 {
            headDepth = nil
            if rootGeneration != generation, nodes.count == 1 {
                nodes.removeAll(keepingCapacity: true)
                rootFontSize = 16
            }
        }
    }
}
