import EPUBCore

/// Where, in a start tag, are the attributes the inventory reads for every element (ids,
/// languages, semantics, ARIA names, hiding), found in one pass over the tag: asked for one by
/// one, each lookup walked the attribute list again, about a dozen times per element of a book.
/// Positions, not values: a plain value of a few integers, copied without retaining anything.
/// Each is the first attribute of that name, as ``XMLStartElement/attribute(_:namespace:)`` finds it.
struct KeyAttributes {
    private var id: Int32 = -1, xmlID: Int32 = -1, lang: Int32 = -1, xmlLang: Int32 = -1, epubType: Int32 = -1
    private var role: Int32 = -1, ariaLabel: Int32 = -1, ariaLabelledBy: Int32 = -1, ariaHidden: Int32 = -1
    /// Has `hidden`.
    private(set) var hasHidden = false
    /// Has `href` (no namespace).
    private(set) var hasHref = false
    /// Has an attribute whose value lists ids (``ContentInventoryBuilder/idReferenceNames``).
    private(set) var refersToIDs = false
    /// Has an `aria-*` attribute (no namespace).
    private(set) var hasARIAAttribute = false

    /// None: a start tag without attributes.
    init() {}

    /// The positions in `element`'s tag. Borrowing: owned, as an initialiser's arguments are by
    /// default, the start tag was copied (retained, then released) for each element with attributes.
    init(_ element: borrowing XMLStartElement) {
        let attributes = element.attributes
        // Past Int32's range no attribute is recorded (the parse limits allow far fewer).
        for index in attributes.indices where index < Int(Int32.max) {
            let position = Int32(truncatingIfNeeded: index)
            let name = attributes[index].localName
            guard let namespace = attributes[index].namespace else {
                plain(name, at: position)
                continue
            }
            if XMLNamespace.isSame(namespace, as: XMLNamespace.xml) {
                if name.isName("id") {
                    if xmlID < 0 { xmlID = position }
                } else if name.isName("lang") {
                    if xmlLang < 0 { xmlLang = position }
                }
            } else if name.isName("type"), XMLNamespace.isSame(namespace, as: XMLNamespace.epub) {
                if epubType < 0 { epubType = position }
            }
        }
    }

    /// An attribute with no namespace, told apart by its name's length first.
    private mutating func plain(_ name: String, at position: Int32) {
        switch name.utf8.count {
        case 2:
            if id < 0, name == "id" { id = position }
        case 4:
            if name == "lang" {
                if lang < 0 { lang = position }
            } else if name == "role" {
                if role < 0 { role = position }
            } else if name == "href" {
                hasHref = true
            }
        case 6:
            if name == "hidden" { hasHidden = true }
        case 10:
            if ariaLabel < 0, name == "aria-label" { ariaLabel = position }
        case 11:
            if ariaHidden < 0, name == "aria-hidden" { ariaHidden = position }
        case 15:
            if ariaLabelledBy < 0, name == "aria-labelledby" { ariaLabelledBy = position }
        default:
            break
        }
        if !hasARIAAttribute, name.utf8.count >= 5, name.utf8.first == UInt8(ascii: "a"), name.hasPrefix("aria-") { hasARIAAttribute = true }
        if !refersToIDs, ContentInventoryBuilder.idReferenceNames.contains(name) { refersToIDs = true }
    }

    private static func value(at position: Int32, in element: XMLStartElement) -> String? {
        position >= 0 && Int(position) < element.attributes.count ? element.attributes[Int(position)].value : nil
    }

    /// `id` (no namespace).
    func id(_ element: XMLStartElement) -> String? { Self.value(at: id, in: element) }
    /// `xml:id`.
    func xmlID(_ element: XMLStartElement) -> String? { Self.value(at: xmlID, in: element) }
    /// `lang` (no namespace).
    func lang(_ element: XMLStartElement) -> String? { Self.value(at: lang, in: element) }
    /// `xml:lang`.
    func xmlLang(_ element: XMLStartElement) -> String? { Self.value(at: xmlLang, in: element) }
    /// `epub:type`.
    func epubType(_ element: XMLStartElement) -> String? { Self.value(at: epubType, in: element) }
    func role(_ element: XMLStartElement) -> String? { Self.value(at: role, in: element) }
    func ariaLabel(_ element: XMLStartElement) -> String? { Self.value(at: ariaLabel, in: element) }
    func ariaLabelledBy(_ element: XMLStartElement) -> String? { Self.value(at: ariaLabelledBy, in: element) }
    func ariaHidden(_ element: XMLStartElement) -> String? { Self.value(at: ariaHidden, in: element) }
    /// Has `role`.
    var hasRole: Bool { role >= 0 }
}
