/// What selector matching knows of one element during a walk in document order. A class: the
/// path, its sibling windows and every match share one instance instead of copying a dozen fields.
///
/// Reused: an element the walk has left and that nothing else holds is given the next element's
/// values (``CSSElementPath``), which saves an allocation and a deallocation for most elements of
/// a book. Its values change only while it is uniquely referenced, so no other holder, on any
/// thread, can see them change: hence `@unchecked Sendable`.
///
/// Its properties are variables only for that reuse, and read at every step of matching: their
/// dynamic exclusivity checks (two runtime calls for each read) are turned off, which is sound
/// because they are written only by `reuse(localName:nameKey:lowercasedName:namespaceCode:id:classList:epubType:attributes:style:childIndex:typeIndex:language:depth:line:)`,
/// never while a read is under way.
public final class CSSElement: @unchecked Sendable {
    /// Local name, lowercased for XHTML elements.
    @exclusivity(unchecked) public private(set) var localName: String = ""
    /// ``localName`` as an integer (``XMLStartElement/nameKey(_:)``; 0 past eight bytes).
    @exclusivity(unchecked) private(set) var nameKey: UInt64 = 0
    /// Whether `other` has this element's local name (as kept): as integers when both have a key.
    @inline(__always)
    func hasLocalName(of other: CSSElement) -> Bool {
        nameKey == other.nameKey && (nameKey != 0 || localName == other.localName)
    }
    /// Local name lowercased, as type selectors compare it.
    public var typeName: String { lowercasedName ?? localName }
    /// Whether the type selector `name` (lowercased) names this element: its name read in place, not returned (one retain less per test).
    func hasTypeName(_ name: String) -> Bool {
        if let lowercasedName { return lowercasedName == name }
        return localName == name
    }
    /// The local name lowercased when that differs (an XML name with capitals): one string less to keep for most elements.
    @exclusivity(unchecked) private var lowercasedName: String?
    /// Namespace IRI (from its code: one string less to keep for each element).
    public var namespace: String? {
        switch namespaceCode {
        case .xhtml: XMLNamespace.xhtml
        case .svg: XMLNamespace.svg
        case .mathML: XMLNamespace.mathml
        case .none: nil
        case .other(let iri): iri
        }
    }
    /// The namespace as a code, compared for every element instead of its IRI.
    @exclusivity(unchecked) private(set) var namespaceCode: CSSElementSignature.Namespace = .none
    /// Whether this is an SVG element.
    public var isSVG: Bool { namespaceCode == .svg }
    /// The `id` attribute.
    @exclusivity(unchecked) public private(set) var id: String?
    /// The `class` attribute's tokens.
    public var classes: [String] { classList.all }
    /// The `class` attribute's tokens, as matching reads them.
    @exclusivity(unchecked) private(set) var classList: CSSClassList = .none
    /// The `epub:type` attribute, as written.
    @exclusivity(unchecked) public private(set) var epubType: String?
    /// All attributes.
    @exclusivity(unchecked) public private(set) var attributes: [XMLAttribute] = []
    /// The `style` attribute.
    @exclusivity(unchecked) public private(set) var style: String?
    /// 1-based position among its element siblings.
    @exclusivity(unchecked) public private(set) var childIndex: Int = 0
    /// 1-based position among its siblings of the same name; 0 when they were not counted (``CSSElementPath/countsTypes``).
    @exclusivity(unchecked) public private(set) var typeIndex: Int = 0
    /// The language in effect (`xml:lang`, else `lang`, inherited), lowercased; nil when none.
    @exclusivity(unchecked) public private(set) var language: String?
    /// 0 for the root.
    @exclusivity(unchecked) public private(set) var depth: Int = 0
    /// The line of its start tag.
    @exclusivity(unchecked) public private(set) var line: Int = 0

    init(localName: consuming String, nameKey: UInt64, lowercasedName: consuming String?, namespaceCode: consuming CSSElementSignature.Namespace,
         id: consuming String?, classList: consuming CSSClassList, epubType: consuming String?, attributes: consuming [XMLAttribute],
         style: consuming String?, childIndex: Int, typeIndex: Int, language: consuming String?, depth: Int, line: Int) {
        reuse(localName: localName, nameKey: nameKey, lowercasedName: lowercasedName, namespaceCode: namespaceCode, id: id, classList: classList,
              epubType: epubType, attributes: attributes, style: style, childIndex: childIndex, typeIndex: typeIndex,
              language: language, depth: depth, line: line)
    }

    /// Takes the values of another element (``init(localName:nameKey:lowercasedName:namespaceCode:id:classList:epubType:attributes:style:childIndex:typeIndex:language:depth:line:)``).
    /// Only for an element nothing else holds (`isKnownUniquelyReferenced`). `lowercasedName`:
    /// the local name lowercased, nil when that is the name itself (almost every element).
    // Consuming, and each value moved into its field (`consume`): a copy would be retained here
    // and the caller's released after, two reference-count operations per value and element.
    func reuse(localName: consuming String, nameKey: UInt64, lowercasedName: consuming String?, namespaceCode: consuming CSSElementSignature.Namespace,
               id: consuming String?, classList: consuming CSSClassList, epubType: consuming String?, attributes: consuming [XMLAttribute],
               style: consuming String?, childIndex: Int, typeIndex: Int, language: consuming String?, depth: Int, line: Int) {
        self.localName = consume localName
        self.nameKey = nameKey
        self.lowercasedName = consume lowercasedName
        self.namespaceCode = consume namespaceCode
        self.id = consume id
        self.classList = consume classList
        self.epubType = consume epubType
        self.attributes = consume attributes
        self.style = consume style
        self.language = consume language
        (self.childIndex, self.typeIndex, self.depth, self.line) = (childIndex, typeIndex, depth, line)
    }
}
