/// Computes, during the one walk of a content document, the style of every element as it
/// starts: the cascade (origin, `!important`, specificity, order) over the reading system's
/// defaults, the book's linked style sheets, its `<style>` elements and `style` attributes, then
/// inheritance. A content walker calls ``enter(_:)``, ``text(_:)`` and ``leave()`` from its own events.
public struct CSSStyleWalker: Sendable {
    private let documentPath: String
    private let styleSheets: CSSStyleSheets
    private var cascade = CSSCascade()
    private var path = CSSElementPath()
    private var styles: [CSSComputedStyle] = []
    private var rootFontSize = 16.0
    /// A `<style>` element being read: its text so far, its line and `media`.
    private var openStyle: (text: String, line: Int, media: String?, depth: Int)?
    /// The root's `style` attribute and line, to compute its style again once `head` has been read.
    private var rootStyleAttribute: (text: String, line: Int)?
    /// Depth of the open XHTML `head`, if one is open.
    private var headDepth: Int?

    /// A walker for the document at container path `documentPath`, whose `<link>`s resolve into `styleSheets`.
    public init(documentPath: String, styleSheets: CSSStyleSheets) {
        self.documentPath = documentPath
        self.styleSheets = styleSheets
    }

    /// The style of the innermost open element; the page's default before the root.
    public var current: CSSComputedStyle { styles.last ?? CSSComputedStyle() }

    /// The innermost open element, as selectors see it; nil before the root.
    public var currentElement: CSSElement? { path.ancestors.last }

    /// An element starts: reads the style sheet it brings, then computes and returns its style.
    @discardableResult
    public mutating func enter(_ element: XMLStartElement) -> CSSComputedStyle {
        let isXHTML = element.namespace == XMLNamespace.xhtml
        if isXHTML || element.namespace == XMLNamespace.svg, element.localName == "style", openStyle == nil {
            let type = element.attribute("type")?.lowercased() ?? "text/css"
            if type == "text/css" || type.isEmpty { openStyle = ("", element.line, element.attribute("media"), styles.count) }
        } else if isXHTML, element.localName == "link" {
            link(element)
        } else if isXHTML, element.localName == "head", element.depth == 1 {
            headDepth = styles.count
        }
        let styleAttribute = element.attribute("style").map { (text: $0, line: element.line) }
        let element = path.enter(element)
        let style = cascade.computeStyle(of: path, parent: current, styleAttribute: styleAttribute,
                                         rootFontSize: rootFontSize, documentPath: documentPath)
        if element.depth == 0 {
            rootFontSize = style.fontSize
            rootStyleAttribute = styleAttribute
        }
        styles.append(style)
        return style
    }

    /// Character data: gathered while a `<style>` element is open.
    public mutating func text(_ text: String) {
        guard openStyle != nil else { return }
        openStyle?.text += text
    }

    /// The innermost open element ends.
    public mutating func leave() {
        styles.removeLast(styles.isEmpty ? 0 : 1)
        path.leave()
        if let style = openStyle, style.depth == styles.count {
            openStyle = nil
            cascade.add(CSSStyleSheet(style.text, firstLine: style.line), path: documentPath, media: style.media)
        }
        // The root started before `head` brought the style sheets: its style (`html`, `:root`,
        // custom properties, the root font size) is computed again now that they are known.
        if headDepth == styles.count, styles.count == 1 {
            headDepth = nil
            let root = cascade.computeStyle(of: path, parent: CSSComputedStyle(), styleAttribute: rootStyleAttribute,
                                            rootFontSize: 16, documentPath: documentPath)
            styles[0] = root
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
        cascade.add(sheet, path: target, media: media)
    }
}
