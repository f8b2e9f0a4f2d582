/// The EPUB 2 NCX: `navMap`, `pageList` and `navList`s.
public struct NCXDocument: Sendable, Hashable, Codable {
    /// Container path of the NCX.
    public let path: String
    /// `docTitle` text, whitespace-normalised.
    public let title: String?
    /// The `navMap` (empty, at the root's line, when the NCX has none).
    public let navMap: NavigationList
    /// The `pageList`, when present.
    public let pageList: NavigationList?
    /// The `navList`s, in document order.
    public let navLists: [NavigationList]
    /// How the NCX was parsed.
    public let parse: XMLParseReport

    static func read(_ root: XMLElement, path: String, parse: XMLParseReport) -> NCXDocument {
        let ns = XMLNamespace.ncx
        let title = root.firstElement("docTitle", in: ns, orNone: true).map(text)
        let navMap = root.firstElement("navMap", in: ns, orNone: true)
        let pageList = root.firstElement("pageList", in: ns, orNone: true)
        return NCXDocument(
            path: path, title: title,
            navMap: list(navMap, type: "navMap", entry: "navPoint", path: path, fallbackLine: root.line),
            pageList: pageList.map { list($0, type: "pageList", entry: "pageTarget", path: path, fallbackLine: root.line) },
            navLists: root.elements("navList", in: ns, orNone: true).map {
                list($0, type: "navList", entry: "navTarget", path: path, fallbackLine: root.line)
            },
            parse: parse)
    }

    private static func list(_ element: XMLElement?, type: String, entry: String, path: String,
                             fallbackLine: Int) -> NavigationList {
        NavigationList(
            types: [type], heading: element?.firstElement("navLabel", in: XMLNamespace.ncx, orNone: true).map(text),
            points: element.map { points($0, entry: entry, path: path) } ?? [], isHidden: false,
            line: element?.line ?? fallbackLine)
    }

    private static func points(_ parent: XMLElement, entry: String, path: String) -> [NavigationPoint] {
        parent.elements(entry, in: XMLNamespace.ncx, orNone: true).map { point in
            let src = point.firstElement("content", in: XMLNamespace.ncx, orNone: true)?.attribute("src")
            let label = point.firstElement("navLabel", in: XMLNamespace.ncx, orNone: true).map(text) ?? ""
            return NavigationPoint(
                label: label, href: src, target: src.map { ContainerPath.resolve($0, from: path) },
                types: point.attribute("type").map { [$0] } ?? [],
                children: points(point, entry: entry, path: path), line: point.line)
        }
    }

    /// The text of a `navLabel`/`docTitle`: its `text` child.
    private static func text(_ element: XMLElement) -> String {
        (element.firstElement("text", in: XMLNamespace.ncx, orNone: true) ?? element).textContent.normalizingXMLWhitespace()
    }
}
