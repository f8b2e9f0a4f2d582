import EPUBCore

/// The start tag of an element as markup (`<img src="a.png" alt="A map"/>`), for reports that show
/// the element a finding or an extracted item is about, as DAISY Ace's `html` fields do. Made from
/// the walk's start-tag event: attributes in document order with their usual prefixes; the
/// namespace declarations and the element's content are not part of it.
enum StartTagMarkup {
    /// Prefixes for the attribute namespaces content documents use.
    static let prefixes: [String: String] = [
        XMLNamespace.epub: "epub", XMLNamespace.xml: "xml", XMLNamespace.xlink: "xlink",
    ]

    /// Attribute values past this many characters are cut with `…`: an inline `data:` image
    /// must not make every report that names it megabytes long.
    static let valueLimit = 200

    /// HTML's void elements among those whose tags are kept, and SVG's `image`.
    static let voidElements: Set<String> = ["img", "input", "area", "embed", "image"]

    static func render(_ element: XMLStartElement) -> String {
        var tag = "<" + element.localName
        for attribute in element.attributes {
            tag += " "
            if let namespace = attribute.namespace { tag += (prefixes[namespace] ?? "ns") + ":" }
            tag += attribute.localName + "=\""
            // Walks at most `valueLimit` characters: counting a megabyte `data:` URI would cost more than the tag.
            let value = attribute.value
            // No more bytes than the limit: no more characters either, nothing to walk.
            let cut = value.utf8.count <= valueLimit ? nil : value.index(value.startIndex, offsetBy: valueLimit, limitedBy: value.endIndex)
            let shown = cut.map { $0 < value.endIndex ? String(value[..<$0]) + "…" : value } ?? value
            tag += XMLEscaping.escape(shown, quotes: true) + "\""
        }
        // Elements that have no content end their tag; the others show only their start.
        return tag + (voidElements.contains(element.localName) ? "/>" : ">")
    }
}
