/// Computes, during the one walk of a content document, the style of every element as it
/// starts: the cascade (origin, `!important`, specificity, order) over the reading system's
/// defaults, the book's linked style sheets, its `<style>` elements and `style` attributes, then
/// inheritance. A content walker calls ``enter(_:)``, ``text(_:)`` and ``leave()`` from its own events.
///
/// Elements share computed styles, as in browser engines: an element whose parent has an equal
/// style, which selectors see alike in the same context (``CSSElementSignature``), with the same
/// `style` attribute and the same answers from the structural selectors, gets that style without
/// a cascade (``CSSStyleKey``). The hundreds of paragraphs of a chapter cost one cascade, and so
/// do the thousands of `mrow` of its formulas.
public struct CSSStyleWalker: Sendable {
    private let documentPath: String
    private let styleSheets: CSSStyleSheets
    private let sharesStyles: Bool
    private var cascade = CSSCascade()
    private var path = CSSElementPath()
    /// The style of each open element, root first, and the number of its context.
    private var nodes: [CSSStyleCache.Entry] = []
    /// Computed styles by what decides them, shared with the book's other documents.
    private var cache: CSSStyleCache
    /// For each depth, the last few distinct start tags started there and what decided their style.
    private var recent: [[Sibling]] = []
    /// Distinct start tags remembered per depth.
    static let recentSiblings = 6
    /// Counts the cascade's changes: a sibling's style computed under another cascade is not reused.
    private var generation = 0
    /// How many elements' styles this walk computed with a cascade (the others were shared).
    private(set) var cascadesComputed = 0
    /// Entry numbers, reused by every element's structural matching.
    private var scratch: [Int] = []
    /// Whether each `style` attribute text seen declares a property contrast reads.
    private var inlineStyles: [String: Bool] = [:]
    private var rootFontSize = 16.0
    /// A `<style>` element being read: its text so far, its line and `media`.
    private var openStyle: (text: String, line: Int, media: String?, depth: Int)?
    /// The root's `style` attribute and line, to compute its style again once `head` has been read.
    private var rootStyleAttribute: (text: String, line: Int)?
    /// Depth of the open XHTML `head`, if one is open.
    private var headDepth: Int?

    /// `style` attribute texts remembered per document; past this, the memory starts again.
    static let maxInlineStyles = 4_096

    /// A walker for the document at container path `documentPath`, whose `<link>`s resolve into `styleSheets`.
    /// `sharesStyles`: false computes every element's cascade, for tests that sharing changes nothing.
    public init(documentPath: String, styleSheets: CSSStyleSheets, sharesStyles: Bool = true) {
        self.documentPath = documentPath
        self.styleSheets = styleSheets
        self.sharesStyles = sharesStyles
        cache = CSSStyleCache(sharing: styleSheets.sharing, identity: CSSCascade().identity)
    }

    /// The style of the innermost open element; the page's default before the root.
    public var current: CSSComputedStyle { nodes.last?.style.style ?? CSSComputedStyle() }

    /// Identifies ``current`` within this walk: two elements with the same number have the same
    /// style (and, within one cascade, the same style the same number); -1 before the root.
    public var currentStyleID: Int { nodes.last?.style.id ?? -1 }

    /// The innermost open element, as selectors see it; nil before the root.
    public var currentElement: CSSElement? { path.ancestors.last }

    /// An element starts: reads the style sheet it brings, then computes its style (``current``).
    public mutating func enter(_ element: XMLStartElement) {
        let isXHTML = element.namespace == XMLNamespace.xhtml
        if isXHTML || element.namespace == XMLNamespace.svg, element.localName == "style", openStyle == nil {
            let type = element.attribute("type")?.lowercased() ?? "text/css"
            if type == "text/css" || type.isEmpty { openStyle = ("", element.line, element.attribute("media"), nodes.count) }
        } else if isXHTML, element.localName == "link" {
            link(element)
        } else if isXHTML, element.localName == "head", element.depth == 1 {
            headDepth = nodes.count
        }
        // A `style` attribute that sets nothing contrast reads (`text-align`, MathML's spacing)
        // is left out of the key, so it does not keep its element from sharing a style.
        let styleAttribute = element.attribute("style").flatMap { text in setsReadProperty(text) ? (text: text, line: element.line) : nil }
        let start = element
        let element = path.enter(element)
        let structural = cascade.structuralMatches(of: path, scratch: &scratch)
        let parent = nodes.last ?? CSSStyleCache.Entry(style: .page, context: -1)
        // The last few distinct start tags seen at this depth: the same start tag under a parent of
        // the same style and context, with the same structural answers, has the same key
        // (`<span>…</span><br/>` by the thousand, the paragraphs of every section alike).
        let depth = nodes.count
        while recent.count <= depth { recent.append([]) }
        let found: CSSStyleCache.Entry
        if sharesStyles, styleAttribute == nil, let known = recent[depth].first(where: { sibling in
            sibling.name == start.localName && sibling.namespace == start.namespace && sibling.attributes == start.attributes
                && sibling.structural == structural && sibling.generation == generation && sibling.parentStyle == parent.style.id
                && sibling.context == parent.context && sibling.rootFontSize == rootFontSize
        }) {
            found = known.entry
        } else {
            found = style(of: element, parent: parent, structural: structural, styleAttribute: styleAttribute)
            if styleAttribute == nil {
                if recent[depth].count >= Self.recentSiblings { recent[depth].removeFirst() }
                recent[depth].append(Sibling(name: start.localName, namespace: start.namespace, attributes: start.attributes, structural: structural,
                                      parentStyle: parent.style.id, context: parent.context, rootFontSize: rootFontSize,
                                      generation: generation, entry: found))
            }
        }
        if element.depth == 0 {
            rootFontSize = found.style.style.fontSize
            rootStyleAttribute = styleAttribute
        }
        nodes.append(found)
    }

    /// The style of `element` (the innermost of `path`): shared when its key is known, else computed.
    private mutating func style(of element: CSSElement, parent: CSSStyleCache.Entry, structural: [CSSCascade.StructuralMatch],
                                styleAttribute: (text: String, line: Int)?) -> CSSStyleCache.Entry {
        let signature = CSSElementSignature(element, tested: cascade.tested)
        let key = CSSStyleKey(parentStyle: parent.style.id, context: parent.context, element: signature,
                              rootFontSize: rootFontSize, style: styleAttribute?.text,
                              styleDocument: styleAttribute == nil ? nil : documentPath, styleLine: styleAttribute?.line ?? 0,
                              structural: structural)
        if sharesStyles, let known = cache.entry(for: key) { return known }
        cascadesComputed &+= 1
        let style = cascade.computeStyle(of: path, parent: parent.style.style, styleAttribute: styleAttribute,
                                         rootFontSize: rootFontSize, documentPath: documentPath)
        let context = cache.number(of: CSSContextKey(parent: key.context, element: signature.asAncestor(cascade.tested)))
        let found = CSSStyleCache.Entry(style: cache.node(for: style), context: context)
        cache.add(found, for: key)
        return found
    }

    /// What decided the style of an element started at a depth, to give a later element there with
    /// the same start tag, under a parent of the same style and context, its style without a key.
    private struct Sibling {
        let name: String
        let namespace: String?
        let attributes: [XMLAttribute]
        let structural: [CSSCascade.StructuralMatch]
        let parentStyle: Int
        let context: Int
        let rootFontSize: Double
        let generation: Int
        let entry: CSSStyleCache.Entry
    }

    /// Whether the `style` attribute `text` declares a property contrast reads (remembered by text).
    private mutating func setsReadProperty(_ text: String) -> Bool {
        if let known = inlineStyles[text] { return known }
        let reads = CSSStyleSheet.declarations(ofStyleAttribute: text, line: 1).contains {
            !CSSCascade.longhands($0, selector: "style attribute", path: documentPath, origin: .author).isEmpty
        }
        if inlineStyles.count >= Self.maxInlineStyles { inlineStyles.removeAll(keepingCapacity: true) }
        inlineStyles[text] = reads
        return reads
    }

    /// The cascade gained rules: styles are now shared under its identity, and the open
    /// elements' context numbers are found again, since what selectors test of them changed.
    private mutating func cascadeChanged() {
        generation &+= 1
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

    /// The innermost open element ends.
    public mutating func leave() {
        if !nodes.isEmpty { nodes.removeLast() }
        path.leave()
        // The root ended: what this walk found goes to the book's other documents.
        if nodes.isEmpty { cache.giveBack() }
        if let style = openStyle, style.depth == nodes.count {
            openStyle = nil
            cascade.add(CSSStyleSheet(style.text, firstLine: style.line), path: documentPath, media: style.media)
            cascadeChanged()
        }
        // The root started before `head` brought the style sheets: its style (`html`, `:root`,
        // custom properties, the root font size) is computed again now that they are known.
        if headDepth == nodes.count, nodes.count == 1 {
            headDepth = nil
            let root = cascade.computeStyle(of: path, parent: CSSComputedStyle(), styleAttribute: rootStyleAttribute,
                                            rootFontSize: 16, documentPath: documentPath)
            if let first = nodes.first { nodes[0] = CSSStyleCache.Entry(style: cache.node(for: root), context: first.context) }
            rootFontSize = root.fontSize
        }
    }

    private mutating func link(_ element: XMLStartElement) {
        let relations = (element.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
        guard relations.contains("stylesheet"), !relations.contains("alternate"), let href = element.attribute("href") else { return }
        let resolved = ContainerPath.resolve(href, from: documentPath)
        guard resolved.kind == .container, let target = resolved.path else { return }
        add(target, media: element.attribute("media"), depth: 0, seen: [])
    }

    /// Adds the sheet at `target` after the sheets it imports (at most 8 imports deep, each once).
    private mutating func add(_ target: String, media: String?, depth: Int, seen: Set<String>) {
        guard depth < 8, !seen.contains(target), let sheet = styleSheets.sheet(at: target) else { return }
        for url in sheet.imports {
            let resolved = ContainerPath.resolve(url, from: target)
            if resolved.kind == .container, let path = resolved.path {
                add(path, media: media, depth: depth + 1, seen: seen.union([target]))
            }
        }
        if let rules = styleSheets.rules(at: target) {
            cascade.add(rules, media: media, isShared: true)
            cascadeChanged()
        }
    }
}
