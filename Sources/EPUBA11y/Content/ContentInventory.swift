import EPUBCore

/// What one content document contains that accessibility rules look at, collected in a
/// single walk. Every item keeps its line and element id; nothing keeps a libxml2 pointer.
///
/// An inventory is a value whose fields live in one shared buffer, copied on write (as `Array`
/// is): rules pass and iterate inventories by the hundred thousand, and a copy is then one
/// reference, where it used to retain every array of the inventory (issue #45). Its JSON is
/// what it always was: the fields encode themselves, in the same order, in the same container.
public struct ContentInventory: @unchecked Sendable, Hashable, Codable {
    /// The stored values, as the inventory declared them before it shared them.
    struct Fields: Sendable, Hashable, Codable {
        let path: String
        let mediaType: String
        var parse: XMLParseReport?
        var failure: EPUBError?
        var rootElement: String = ""
        var rootLine: Int = 1
        var rootLang: String?
        var rootXMLLang: String?
        var title: String?
        var bodyRole: String?
        var images: [ImageItem] = []
        var headings: [HeadingItem] = []
        var tables: [TableItem] = []
        var pageBreaks: [PageBreakItem] = []
        var boldBlocks: [BoldBlockItem] = []
        var ids: [IDItem] = []
        var idReferences: [IDReferenceItem] = []
        var links: [LinkItem] = []
        var languages: [LanguageItem] = []
        var semantics: [SemanticItem] = []
        var media: [MediaItem] = []
        var math: [MathItem] = []
        var embedded: [EmbeddedItem] = []
        var aria: [ARIAItem]?
        var viewports: [ViewportItem]?
        var contrast: TextContrast?
        var positions: ElementPositions = ElementPositions()
    }

    /// The fields, and what is derived from them once the walk is done.
    struct Header {
        var fields: Fields
        /// The ids of ``ContentInventory/ids`` as a set, made by ``indexIDs()``; nil until then and
        /// once the ids change.
        var idSet: Set<String>?
    }

    /// Unchecked `Sendable`: a buffer two inventories share is never written; ``makeUnique()``
    /// gives a mutated inventory a buffer of its own first.
    private var storage: ManagedBuffer<Header, Void>

    private static func buffer(_ header: Header) -> ManagedBuffer<Header, Void> {
        ManagedBuffer<Header, Void>.create(minimumCapacity: 0) { _ in header }
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = Self.buffer(storage.header) }
    }

    /// The ids of ``ids`` as a set: what the reference rules look names up in. Made once when the
    /// walk is done (not once per rule and document, as it was), else on each call.
    public var idSet: Set<String> { storage.header.idSet ?? Set(ids.map(\.id)) }

    /// Makes ``idSet`` once, for the rules to share.
    mutating func indexIDs() {
        makeUnique()
        storage.header.idSet = Set(ids.map(\.id))
    }

    /// Container path of the document.
    public var path: String { storage.header.fields.path }
    /// Media type from the manifest.
    public var mediaType: String { storage.header.fields.mediaType }
    /// How the document was parsed; nil when it could not be read at all.
    public var parse: XMLParseReport? {
        get { storage.header.fields.parse } _modify { makeUnique(); yield &storage.header.fields.parse }
    }
    /// Why it could not be read (encrypted, missing, over a limit, not even HTML).
    public var failure: EPUBError? {
        get { storage.header.fields.failure } _modify { makeUnique(); yield &storage.header.fields.failure }
    }
    /// Root element's local name (`html`, or `svg` for SVG content documents).
    public var rootElement: String {
        get { storage.header.fields.rootElement } _modify { makeUnique(); yield &storage.header.fields.rootElement }
    }
    /// Line of the root element.
    public var rootLine: Int {
        get { storage.header.fields.rootLine } _modify { makeUnique(); yield &storage.header.fields.rootLine }
    }
    /// `lang` of the root element; nil when absent.
    public var rootLang: String? {
        get { storage.header.fields.rootLang } _modify { makeUnique(); yield &storage.header.fields.rootLang }
    }
    /// `xml:lang` of the root element.
    public var rootXMLLang: String? {
        get { storage.header.fields.rootXMLLang } _modify { makeUnique(); yield &storage.header.fields.rootXMLLang }
    }
    /// Text of `head > title` (XHTML) or the root `title` (SVG); nil when there is no title element.
    public var title: String? {
        get { storage.header.fields.title } _modify { makeUnique(); yield &storage.header.fields.title }
    }
    /// The `body` element's `role`; nil when it has none.
    public var bodyRole: String? {
        get { storage.header.fields.bodyRole } _modify { makeUnique(); yield &storage.header.fields.bodyRole }
    }
    /// Every image-like element, in document order.
    public var images: [ImageItem] {
        get { storage.header.fields.images } _modify { makeUnique(); yield &storage.header.fields.images }
    }
    /// Every heading (`h1`…`h6` and `role=heading`), in document order.
    public var headings: [HeadingItem] {
        get { storage.header.fields.headings } _modify { makeUnique(); yield &storage.header.fields.headings }
    }
    /// Every `table`, in document order.
    public var tables: [TableItem] {
        get { storage.header.fields.tables } _modify { makeUnique(); yield &storage.header.fields.tables }
    }
    /// Every page break marker (`epub:type` or `role` `doc-pagebreak`).
    public var pageBreaks: [PageBreakItem] {
        get { storage.header.fields.pageBreaks } _modify { makeUnique(); yield &storage.header.fields.pageBreaks }
    }
    /// Every `p`/`div` whose whole content is one `b`/`strong` (a heading faked by markup?).
    public var boldBlocks: [BoldBlockItem] {
        get { storage.header.fields.boldBlocks } _modify { makeUnique(); yield &storage.header.fields.boldBlocks }
    }
    /// Every `id` in the document.
    public var ids: [IDItem] {
        get { storage.header.fields.ids }
        _modify {
            makeUnique()
            storage.header.idSet = nil
            yield &storage.header.fields.ids
        }
    }
    /// Every attribute that refers to ids (`aria-*`, `headers`, `for`, ...).
    public var idReferences: [IDReferenceItem] {
        get { storage.header.fields.idReferences } _modify { makeUnique(); yield &storage.header.fields.idReferences }
    }
    /// Every `a` with an `href` (or SVG `xlink:href`), in document order.
    public var links: [LinkItem] {
        get { storage.header.fields.links } _modify { makeUnique(); yield &storage.header.fields.links }
    }
    /// Every `lang`/`xml:lang` attribute, the root's included.
    public var languages: [LanguageItem] {
        get { storage.header.fields.languages } _modify { makeUnique(); yield &storage.header.fields.languages }
    }
    /// Every element with `epub:type` or `role`.
    public var semantics: [SemanticItem] {
        get { storage.header.fields.semantics } _modify { makeUnique(); yield &storage.header.fields.semantics }
    }
    /// Every `audio` and `video` element.
    public var media: [MediaItem] {
        get { storage.header.fields.media } _modify { makeUnique(); yield &storage.header.fields.media }
    }
    /// Every MathML `math` element.
    public var math: [MathItem] {
        get { storage.header.fields.math } _modify { makeUnique(); yield &storage.header.fields.math }
    }
    /// Scripts, forms and their controls, iframes, embeds, objects, canvases.
    public var embedded: [EmbeddedItem] {
        get { storage.header.fields.embedded } _modify { makeUnique(); yield &storage.header.fields.embedded }
    }
    /// Elements with a role, an ARIA name, or that can be landmarks (see ``ariaItems``); nil in
    /// inventories decoded from reports written before they were recorded.
    public var aria: [ARIAItem]? {
        get { storage.header.fields.aria } _modify { makeUnique(); yield &storage.header.fields.aria }
    }
    /// Every `meta name="viewport"` in `head` (see ``viewportItems``); nil as ``aria``.
    public var viewports: [ViewportItem]? {
        get { storage.header.fields.viewports } _modify { makeUnique(); yield &storage.header.fields.viewports }
    }
    /// The contrast of the text, from the document's style sheets; nil when not analysed.
    public var contrast: TextContrast? {
        get { storage.header.fields.contrast } _modify { makeUnique(); yield &storage.header.fields.contrast }
    }
    /// Where the elements of the items above sit: their CFI and CSS pointers (the root is record 0).
    public var positions: ElementPositions {
        get { storage.header.fields.positions } _modify { makeUnique(); yield &storage.header.fields.positions }
    }

    /// An empty inventory of the document at `path`.
    public init(path: String, mediaType: String) {
        storage = Self.buffer(Header(fields: Fields(path: path, mediaType: mediaType)))
    }

    /// Decodes the fields as the inventory always wrote them.
    public init(from decoder: any Decoder) throws {
        storage = Self.buffer(Header(fields: try Fields(from: decoder)))
    }

    /// Encodes the fields as the inventory always wrote them.
    public func encode(to encoder: any Encoder) throws {
        try storage.header.fields.encode(to: encoder)
    }

    /// Equal when every field is.
    public static func == (lhs: ContentInventory, rhs: ContentInventory) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.header.fields == rhs.storage.header.fields
    }

    /// Hashes every field.
    public func hash(into hasher: inout Hasher) {
        storage.header.fields.hash(into: &hasher)
    }

    /// True when the document parsed without well-formedness errors; false when unread.
    public var isWellFormed: Bool { parse?.isWellFormed ?? false }
    /// True for an SVG content document.
    public var isSVG: Bool { rootElement == "svg" }

    /// `line` of this document as a location.
    public func location(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }

    /// `line` of this document as a location, with the pointers of the element `position` names.
    public func location(_ line: Int, position: ElementPositions.Ref?) -> SourceLocation {
        guard let position else { return location(line) }
        return SourceLocation(path: path, line: line, cfi: positions.cfi(of: position), css: positions.cssSelector(of: position))
    }

    /// Where `item` is: its line and its element's pointers.
    public func location(of item: some PositionedItem) -> SourceLocation { location(item.line, position: item.position) }

    /// The root element's line and pointer (a CSS selector; a CFI names the root by the document itself).
    public var rootLocation: SourceLocation {
        location(rootLine, position: positions.count > 0 ? ElementPositions.Ref(0) : nil)
    }
}

