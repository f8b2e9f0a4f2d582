/// The EPUB 3 navigation document: its `toc`, `page-list` and `landmarks` navs.
public struct NavigationDocument: Sendable, Hashable, Codable {
    /// Container path of the navigation document.
    public let path: String
    /// Every `nav` element, in document order.
    public let lists: [NavigationList]
    /// How the document was parsed (a nav document that is not well-formed is recovered).
    public let parse: XMLParseReport

    /// The first `nav` of type `toc`.
    public var toc: NavigationList? { lists(ofType: "toc").first }
    /// The first `nav` of type `page-list`.
    public var pageList: NavigationList? { lists(ofType: "page-list").first }
    /// The first `nav` of type `landmarks`.
    public var landmarks: NavigationList? { lists(ofType: "landmarks").first }

    /// The navs whose `epub:type` includes `type`, in document order.
    public func lists(ofType type: String) -> [NavigationList] {
        lists.filter { $0.types.contains(type) }
    }

    /// Reads the navs of a parsed navigation document.
    static func read(_ root: XMLElement, path: String, parse: XMLParseReport) -> NavigationDocument {
        let navs = root.descendants.filter { $0.isElement("nav", in: XMLNamespace.xhtml) }
        return NavigationDocument(path: path, lists: navs.map { list($0, path: path) }, parse: parse)
    }

    private static func list(_ nav: XMLElement, path: String) -> NavigationList {
        let heading = nav.elements.first { ["h1", "h2", "h3", "h4", "h5", "h6"].contains($0.localName) }
        let ol = nav.firstElement("ol", in: XMLNamespace.xhtml)
        return NavigationList(
            types: PackageDocumentReader.tokens(nav.attribute("type", namespace: XMLNamespace.epub)),
            heading: heading.map { $0.textContent.normalizingXMLWhitespace() },
            points: ol.map { points(in: $0, path: path) } ?? [],
            isHidden: nav.attribute("hidden") != nil, line: nav.line)
    }

    private static func points(in ol: XMLElement, path: String) -> [NavigationPoint] {
        ol.elements("li", in: XMLNamespace.xhtml).map { li in
            let link = li.elements.first { $0.isElement("a", in: XMLNamespace.xhtml) || $0.isElement("span", in: XMLNamespace.xhtml) }
            let href = link.flatMap { $0.localName == "a" ? $0.attribute("href") : nil }
            let nested = li.firstElement("ol", in: XMLNamespace.xhtml)
            return NavigationPoint(
                label: link.map(label) ?? "", href: href, target: href.map { ContainerPath.resolve($0, from: path) },
                types: PackageDocumentReader.tokens(link?.attribute("type", namespace: XMLNamespace.epub)),
                children: nested.map { points(in: $0, path: path) } ?? [], line: link?.line ?? li.line)
        }
    }

    /// The link's text; failing that its `aria-label`, `title`, or the alt of an image inside.
    private static func label(_ link: XMLElement) -> String {
        let text = link.textContent.normalizingXMLWhitespace()
        if !text.isEmpty { return text }
        if let aria = link.attribute("aria-label")?.normalizingXMLWhitespace(), !aria.isEmpty { return aria }
        if let title = link.attribute("title")?.normalizingXMLWhitespace(), !title.isEmpty { return title }
        let alt = link.descendants.first { $0.localName == "img" }?.attribute("alt")
        return alt?.normalizingXMLWhitespace() ?? ""
    }
}
