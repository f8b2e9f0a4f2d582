import EPUBCore

/// What one content document contains that accessibility rules look at, collected in a
/// single walk. Every item keeps its line and element id; nothing keeps a libxml2 pointer.
public struct ContentInventory: Sendable, Hashable, Codable {
    /// Container path of the document.
    public let path: String
    /// Media type from the manifest.
    public let mediaType: String
    /// How the document was parsed; nil when it could not be read at all.
    public var parse: XMLParseReport?
    /// Why it could not be read (encrypted, missing, over a limit, not even HTML).
    public var failure: EPUBError?

    /// Root element's local name (`html`, or `svg` for SVG content documents).
    public var rootElement: String = ""
    /// Line of the root element.
    public var rootLine: Int = 1
    /// `lang` of the root element; nil when absent.
    public var rootLang: String?
    /// `xml:lang` of the root element.
    public var rootXMLLang: String?
    /// Text of `head > title` (XHTML) or the root `title` (SVG); nil when there is no title element.
    public var title: String?
    /// The `body` element's `role`; nil when it has none.
    public var bodyRole: String?

    /// Every image-like element, in document order.
    public var images: [ImageItem] = []
    /// Every heading (`h1`…`h6` and `role=heading`), in document order.
    public var headings: [HeadingItem] = []
    /// Every `table`, in document order.
    public var tables: [TableItem] = []
    /// Every page break marker (`epub:type` or `role` `doc-pagebreak`).
    public var pageBreaks: [PageBreakItem] = []
    /// Every `p`/`div` whose whole content is one `b`/`strong` (a heading faked by markup?).
    public var boldBlocks: [BoldBlockItem] = []
    /// Every `id` in the document.
    public var ids: [IDItem] = []
    /// Every attribute that refers to ids (`aria-*`, `headers`, `for`, ...).
    public var idReferences: [IDReferenceItem] = []
    /// Every `a` with an `href` (or SVG `xlink:href`), in document order.
    public var links: [LinkItem] = []
    /// Every `lang`/`xml:lang` attribute, the root's included.
    public var languages: [LanguageItem] = []
    /// Every element with `epub:type` or `role`.
    public var semantics: [SemanticItem] = []
    /// Every `audio` and `video` element.
    public var media: [MediaItem] = []
    /// Every MathML `math` element.
    public var math: [MathItem] = []
    /// Scripts, forms and their controls, iframes, embeds, objects, canvases.
    public var embedded: [EmbeddedItem] = []
    /// Elements with a role, an ARIA name, or that can be landmarks (see ``ariaItems``); nil in
    /// inventories decoded from reports written before they were recorded.
    public var aria: [ARIAItem]?
    /// Every `meta name="viewport"` in `head` (see ``viewportItems``); nil as ``aria``.
    public var viewports: [ViewportItem]?
    /// The contrast of the text, from the document's style sheets; nil when not analysed.
    public var contrast: TextContrast?
    /// Where the elements of the items above sit: their CFI and CSS pointers (the root is record 0).
    public var positions = ElementPositions()

    /// An empty inventory of the document at `path`.
    public init(path: String, mediaType: String) {
        self.path = path
        self.mediaType = mediaType
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

/// Where an item sits, for rules that care (headings in asides, notes in navs, ...).
public struct Ancestry: Sendable, Hashable, Codable {
    /// Inside an `aside`.
    public var inAside = false
    /// Inside a `nav`.
    public var inNav = false
    /// Inside a `figure`.
    public var inFigure = false
    /// Inside the landmarks `nav`.
    public var inLandmarksNav = false
    /// Inside a link.
    public var inLink = false
    /// Inside a heading.
    public var inHeading = false
    /// Inside a `table`.
    public var inTable = false
    /// Inside a `ul`, `ol` or `dl`.
    public var inList = false
    /// Inside a `details` (a long description may sit there).
    public var inDetails = false
    /// The `epub:type` or `role` token of the nearest enclosing publisher matter (the element
    /// itself included): `cover`, `titlepage`, `imprint`, `colophon`, `z3998:publisher-logo`,
    /// `doc-cover`, ... (see ``PublisherMatter``); nil in the body of the work.
    public var publisherMatter: String?

    /// Outside every such element.
    public init() {}
}

/// One heading: `h1`…`h6` or an element with `role=heading`.
public struct HeadingItem: Sendable, Hashable, Codable {
    /// 1–6; for `role=heading`, `aria-level` (nil when missing or invalid).
    public let level: Int?
    /// `h1`…`h6`, or the element carrying `role=heading`.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// Text plus image alternatives, whitespace-normalised.
    public var text: String
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Has `hidden` or `aria-hidden="true"`.
    public let hidden: Bool
    /// Where the heading sits.
    public let ancestry: Ancestry
    /// The `epub:type` tokens.
    public let epubTypes: [String]
}

/// One page break marker.
public struct PageBreakItem: Sendable, Hashable, Codable {
    /// Local name of the element.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// Marked by `epub:type="pagebreak"`.
    public let byEpubType: Bool
    /// Marked by `role="doc-pagebreak"`.
    public let byRole: Bool
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Ids named by `aria-labelledby`.
    public let ariaLabelledBy: [String]
    /// The `title` attribute; nil when absent.
    public let title: String?
    /// Text content.
    public var text: String
    /// Where the marker sits (``Ancestry/inHeading``: inside `h1`–`h6` or `role=heading`).
    public var ancestry = Ancestry()
    /// Index in ``ContentInventory/headings`` of the innermost heading around the marker.
    public var headingIndex: Int?

    /// The accessible name reading systems announce: aria-label, title, or text.
    public var label: String? {
        for candidate in [ariaLabel, title, text] {
            if let value = candidate?.normalizingXMLWhitespace(), !value.isEmpty { return value }
        }
        return ariaLabelledBy.isEmpty ? nil : "(aria-labelledby)"
    }
}

/// One `id` attribute.
public struct IDItem: Sendable, Hashable, Codable {
    /// The id's value.
    public let id: String
    /// Local name of the element carrying it.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
}

/// One attribute that refers to ids.
public struct IDReferenceItem: Sendable, Hashable, Codable {
    /// `aria-describedby`, `aria-labelledby`, `aria-details`, `headers`, `for`, `aria-controls`, `aria-owns`, `aria-flowto`.
    public let attribute: String
    /// The ids it names, in order.
    public let ids: [String]
    /// Local name of the element carrying it.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// The element's own `id`; nil when it has none.
    public let elementID: String?
}

/// One link.
public struct LinkItem: Sendable, Hashable, Codable {
    /// `href` as written.
    public let href: String
    /// The `href` resolved against the document.
    public let target: ResolvedHref
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// Text content plus alternatives of images inside, whitespace-normalised.
    public var text: String
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Ids named by `aria-labelledby`.
    public let ariaLabelledBy: [String]
    /// The `title` attribute; nil when absent.
    public let title: String?
    /// The `epub:type` tokens.
    public let epubTypes: [String]
    /// The `role` tokens.
    public let roles: [String]
    /// `aria-hidden="true"`.
    public let ariaHidden: Bool
    /// How the link is set apart from the text of the block around it (axe `link-in-text-block`);
    /// nil when the cascade was not followed, or for a link that is not an HTML `a`.
    public var textBlock: LinkTextBlock? = nil

    /// The name reading systems announce: aria-label, text, or title; "(aria-labelledby)" when only that names it; nil when nameless.
    public var accessibleName: String? {
        for candidate in [ariaLabel, text, title] {
            if let value = candidate?.normalizingXMLWhitespace(), !value.isEmpty { return value }
        }
        return ariaLabelledBy.isEmpty ? nil : "(aria-labelledby)"
    }
}

/// One `lang` or `xml:lang` attribute.
public struct LanguageItem: Sendable, Hashable, Codable {
    /// `lang` or `xml:lang`.
    public let attribute: String
    /// The language tag as written.
    public let value: String
    /// Local name of the element carrying it.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// True on the root element.
    public let isRoot: Bool
}

/// One element with `epub:type` or `role`.
public struct SemanticItem: Sendable, Hashable, Codable {
    /// Local name of the element.
    public let element: String
    /// Namespace URI of the element; nil when none.
    public let namespace: String?
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// The `epub:type` tokens.
    public let epubTypes: [String]
    /// The `role` tokens.
    public let roles: [String]
    /// Has an `href` attribute.
    public let hasHref: Bool
    /// Where the element sits.
    public let ancestry: Ancestry
}

/// One `audio` or `video` element.
public struct MediaItem: Sendable, Hashable, Codable {
    /// One `track` child.
    public struct Track: Sendable, Hashable, Codable {
        /// The `kind` attribute (`captions`, `subtitles`, `descriptions`, ...).
        public let kind: String
        /// `src` as written; nil when absent.
        public let src: String?
        /// `srclang`; nil when absent.
        public let srclang: String?
        /// `label`; nil when absent.
        public let label: String?
    }

    /// Audio or video.
    public enum Kind: String, Sendable, Hashable, Codable { case audio, video }

    /// Audio or video.
    public let kind: Kind
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// `src` of the element and its `source` children, as written.
    public var sources: [String]
    /// Has the `controls` attribute.
    public let controls: Bool
    /// Has the `autoplay` attribute.
    public let autoplay: Bool
    /// Has the `muted` attribute.
    public let muted: Bool
    /// Has the `loop` attribute.
    public let loop: Bool
    /// The `track` children, in order.
    public var tracks: [Track] = []
}

/// One MathML `math` element.
public struct MathItem: Sendable, Hashable, Codable {
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// The `alttext` attribute; nil when absent.
    public let alttext: String?
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Ids named by `aria-labelledby`.
    public let ariaLabelledBy: [String]
    /// The `display` attribute (`block`, `inline`); nil when absent.
    public let display: String?
    /// Has `annotation-xml` (content MathML or other markup inside).
    public var hasAnnotationXML = false

    /// True when `alttext` or `aria-label` has text, or `aria-labelledby` names something.
    public var hasTextAlternative: Bool {
        [alttext, ariaLabel].contains { !($0?.normalizingXMLWhitespace().isEmpty ?? true) } || !ariaLabelledBy.isEmpty
    }
}

/// One script, form, form control, iframe, embed, object, canvas, or `epub:switch`/`epub:trigger`.
public struct EmbeddedItem: Sendable, Hashable, Codable {
    /// Which element it is.
    public enum Kind: String, Sendable, Hashable, Codable {
        case script, form, input, select, textarea, button, iframe, embed, object, canvas, epubSwitch = "epub-switch", epubTrigger = "epub-trigger"
    }

    /// Which element it is.
    public let kind: Kind
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// `src` (or `data` for `object`) as written; nil when absent.
    public let src: String?
    /// The `type` attribute; nil when absent.
    public let type: String?
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// The `title` attribute; nil when absent.
    public let title: String?
}
