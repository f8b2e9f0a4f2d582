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
/// because they are written only by ``reuse(localName:typeName:namespaceCode:id:classList:epubType:attributes:style:childIndex:typeIndex:language:depth:line:)``,
/// never while a read is under way.
public final class CSSElement: @unchecked Sendable {
    /// Local name, lowercased for XHTML elements.
    @exclusivity(unchecked) public private(set) var localName: String = ""
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
    /// 1-based position among its siblings of the same name.
    @exclusivity(unchecked) public private(set) var typeIndex: Int = 0
    /// The language in effect (`xml:lang`, else `lang`, inherited), lowercased; nil when none.
    @exclusivity(unchecked) public private(set) var language: String?
    /// 0 for the root.
    @exclusivity(unchecked) public private(set) var depth: Int = 0
    /// The line of its start tag.
    @exclusivity(unchecked) public private(set) var line: Int = 0

    init(localName: String, typeName: String, namespaceCode: CSSElementSignature.Namespace, id: String?,
         classList: CSSClassList, epubType: String?, attributes: [XMLAttribute], style: String? = nil, childIndex: Int, typeIndex: Int,
         language: String?, depth: Int, line: Int = 0) {
        reuse(localName: localName, typeName: typeName, namespaceCode: namespaceCode, id: id, classList: classList, epubType: epubType,
              attributes: attributes, style: style, childIndex: childIndex, typeIndex: typeIndex, language: language, depth: depth, line: line)
    }

    /// Takes the values of another element (``init(localName:typeName:namespaceCode:id:classList:epubType:attributes:style:childIndex:typeIndex:language:depth:line:)``).
    /// Only for an element nothing else holds (`isKnownUniquelyReferenced`).
    // Consuming: the caller's values are moved in, not copied (retained) and then released by it.
    func reuse(localName: consuming String, typeName: consuming String, namespaceCode: consuming CSSElementSignature.Namespace,
               id: consuming String?, classList: consuming CSSClassList, epubType: consuming String?, attributes: consuming [XMLAttribute],
               style: consuming String?, childIndex: Int, typeIndex: Int, language: consuming String?, depth: Int, line: Int) {
        lowercasedName = typeName == localName ? nil : typeName
        self.style = style
        (self.localName, self.id, self.classList, self.epubType) = (localName, id, classList, epubType)
        self.namespaceCode = namespaceCode
        (self.attributes, self.childIndex, self.typeIndex, self.language, self.depth, self.line) = (attributes, childIndex, typeIndex, language, depth, line)
    }
}
