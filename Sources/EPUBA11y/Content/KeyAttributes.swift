import EPUBCore

/// The attributes of a start tag that the inventory reads for every element (ids, languages,
/// semantics, ARIA names, hiding), found in one pass over the tag: asked for one by one, each
/// lookup walked the attribute list again, about a dozen times per element of a book.
/// Each value is the first attribute of that name, as ``XMLStartElement/attribute(_:namespace:)`` gives it.
struct KeyAttributes {
    /// `id` (no namespace).
    var id: String?
    /// `xml:id`.
    var xmlID: String?
    /// `lang` (no namespace).
    var lang: String?
    /// `xml:lang`.
    var xmlLang: String?
    /// `epub:type`.
    var epubType: String?
    var role: String?
    var ariaLabel: String?
    var ariaLabelledBy: String?
    var ariaHidden: String?
    /// Has `hidden`.
    var hasHidden = false
    /// Has `href` (no namespace).
    var hasHref = false
    /// Has an attribute whose value lists ids (``ContentInventoryBuilder/idReferenceNames``).
    var refersToIDs = false
    /// Has an `aria-*` attribute (no namespace).
    var hasARIAAttribute = false

    /// None: a start tag without attributes.
    init() {}

    init(_ element: XMLStartElement) {
        for attribute in element.attributes {
            let name = attribute.localName
            guard let namespace = attribute.namespace else {
                plain(name, attribute.value)
                continue
            }
            if XMLNamespace.isSame(namespace, as: XMLNamespace.xml) {
                if name.isName("id") {
                    if xmlID == nil { xmlID = attribute.value }
                } else if name.isName("lang") {
                    if xmlLang == nil { xmlLang = attribute.value }
                }
            } else if name.isName("type"), XMLNamespace.isSame(namespace, as: XMLNamespace.epub) {
                if epubType == nil { epubType = attribute.value }
            }
        }
    }

    /// An attribute with no namespace, told apart by its name's length first.
    private mutating func plain(_ name: String, _ value: String) {
        switch name.utf8.count {
        case 2:
            if id == nil, name == "id" { id = value }
        case 4:
            if name == "lang" {
                if lang == nil { lang = value }
            } else if name == "role" {
                if role == nil { role = value }
            } else if name == "href" {
                hasHref = true
            }
        case 6:
            if name == "hidden" { hasHidden = true }
        case 10:
            if ariaLabel == nil, name == "aria-label" { ariaLabel = value }
        case 11:
            if ariaHidden == nil, name == "aria-hidden" { ariaHidden = value }
        case 15:
            if ariaLabelledBy == nil, name == "aria-labelledby" { ariaLabelledBy = value }
        default:
            break
        }
        if !hasARIAAttribute, name.utf8.count >= 5, name.utf8.first == UInt8(ascii: "a"), name.hasPrefix("aria-") { hasARIAAttribute = true }
        if !refersToIDs, ContentInventoryBuilder.idReferenceNames.contains(name) { refersToIDs = true }
    }
}
