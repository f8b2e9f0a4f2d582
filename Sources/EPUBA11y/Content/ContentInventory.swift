import EPUBCore

/// What one content document contains that accessibility rules look at, collected in a
/// single walk. Every item keeps its line and element id; nothing keeps a libxml2 pointer.
public struct ContentInventory: Sendable, Hashable, Codable {
    public let path: String
    public let mediaType: String
    /// How the document was parsed; nil when it could not be read at all.
    public var parse: XMLParseReport?
    /// Why it could not be read (encrypted, missing, over a limit, not even HTML).
    public var failure: EPUBError?

    /// Root element's local name (`html`, or `svg` for SVG content documents).
    public var rootElement: String = ""
    public var rootLine: Int = 1
    /// `lang` and `xml:lang` of the root element.
    public var rootLang: String?
    public var rootXMLLang: String?
    /// Text of `head > title` (XHTML) or the root `title` (SVG); nil when there is no title element.
    public var title: String?
    public var bodyRole: String?

    public var images: [ImageItem] = []
    public var headings: [HeadingItem] = []
    public var tables: [TableItem] = []
    public var pageBreaks: [PageBreakItem] = []
    public var ids: [IDItem] = []
    public var idReferences: [IDReferenceItem] = []
    public var links: [LinkItem] = []
    /// Every `lang`/`xml:lang` attribute, the root's included.
    public var languages: [LanguageItem] = []
    /// Every element with `epub:type` or `role`.
    public var semantics: [SemanticItem] = []
    public var media: [MediaItem] = []
    public var math: [MathItem] = []
    /// Scripts, forms and their controls, iframes, embeds, objects, canvases.
    public var embedded: [EmbeddedItem] = []

    public init(path: String, mediaType: String) {
        self.path = path
        self.mediaType = mediaType
    }

    public var isWellFormed: Bool { parse?.isWellFormed ?? false }
    public var isSVG: Bool { rootElement == "svg" }

    public func location(_ line: Int) -> SourceLocation { SourceLocation(path: path, line: line) }
}

/// Where an item sits, for rules that care (headings in asides, notes in navs, ...).
public struct Ancestry: Sendable, Hashable, Codable {
    public var inAside = false
    public var inNav = false
    public var inFigure = false
    public var inLandmarksNav = false
    public var inLink = false
    public var inHeading = false
    public var inTable = false

    public init() {}
}

public struct ImageItem: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        /// `img`
        case img
        /// `image` inside inline SVG (or an SVG document)
        case svgImage = "svg-image"
        /// An inline `svg` element (the root of an SVG island)
        case svg
        /// `input type=image`
        case inputImage = "input-image"
        /// `area`
        case area
        /// Any other element with `role=img`
        case roleImg = "role-img"
    }

    public let kind: Kind
    public let line: Int
    public let id: String?
    public let src: String?
    /// The resolved `src`/`href`.
    public let target: ResolvedHref?
    /// nil: no `alt` attribute; "": empty (decorative); text otherwise.
    public let alt: String?
    public let title: String?
    public let roles: [String]
    public let ariaLabel: String?
    public let ariaLabelledBy: [String]
    public let ariaDescribedBy: [String]
    public let ariaDetails: [String]
    public let longdesc: String?
    public let ariaHidden: Bool
    /// `area` only: has `href`.
    public let hasHref: Bool
    public let ancestry: Ancestry
    /// Text of the SVG `title` child (inline `svg` only).
    public var svgTitle: String?
    /// The enclosing figure's caption text.
    public var figcaption: String?
    /// Index of the enclosing figure in document order.
    public var figureIndex: Int?

    public var isDecorative: Bool {
        alt == "" || roles.contains("presentation") || roles.contains("none") || ariaHidden
    }
}

public struct HeadingItem: Sendable, Hashable, Codable {
    /// 1–6; for `role=heading`, `aria-level` (nil when missing or invalid).
    public let level: Int?
    /// `h1`…`h6`, or the element carrying `role=heading`.
    public let element: String
    public let line: Int
    public let id: String?
    /// Text plus image alternatives, whitespace-normalised.
    public var text: String
    public let ariaLabel: String?
    public let hidden: Bool
    public let ancestry: Ancestry
    public let epubTypes: [String]
}

public struct TableItem: Sendable, Hashable, Codable {
    public struct Cell: Sendable, Hashable, Codable {
        public let isHeader: Bool
        public let row: Int
        public let column: Int
        public let line: Int
        public let id: String?
        public let scope: String?
        public let headers: [String]
        public let text: String
    }

    public let line: Int
    public let id: String?
    public let roles: [String]
    public var caption: String?
    /// The obsolete `summary` attribute.
    public let summaryAttribute: String?
    public var cells: [Cell] = []
    public var rowCount = 0

    public var isLayout: Bool { roles.contains("presentation") || roles.contains("none") }
    public var headerCells: [Cell] { cells.filter(\.isHeader) }
    public var dataCells: [Cell] { cells.filter { !$0.isHeader } }
}

public struct PageBreakItem: Sendable, Hashable, Codable {
    public let element: String
    public let line: Int
    public let id: String?
    public let byEpubType: Bool
    public let byRole: Bool
    public let ariaLabel: String?
    public let ariaLabelledBy: [String]
    public let title: String?
    public var text: String

    /// The accessible name reading systems announce: aria-label, title, or text.
    public var label: String? {
        for candidate in [ariaLabel, title, text] {
            if let value = candidate?.normalizingXMLWhitespace(), !value.isEmpty { return value }
        }
        return ariaLabelledBy.isEmpty ? nil : "(aria-labelledby)"
    }
}

public struct IDItem: Sendable, Hashable, Codable {
    public let id: String
    public let element: String
    public let line: Int
}

public struct IDReferenceItem: Sendable, Hashable, Codable {
    /// `aria-describedby`, `aria-labelledby`, `aria-details`, `headers`, `for`, `aria-controls`, `aria-owns`, `aria-flowto`.
    public let attribute: String
    public let ids: [String]
    public let element: String
    public let line: Int
    public let elementID: String?
}

public struct LinkItem: Sendable, Hashable, Codable {
    public let href: String
    public let target: ResolvedHref
    public let line: Int
    public let id: String?
    /// Text content plus alternatives of images inside, whitespace-normalised.
    public var text: String
    public let ariaLabel: String?
    public let ariaLabelledBy: [String]
    public let title: String?
    public let epubTypes: [String]
    public let roles: [String]
    public let ariaHidden: Bool

    public var accessibleName: String? {
        for candidate in [ariaLabel, text, title] {
            if let value = candidate?.normalizingXMLWhitespace(), !value.isEmpty { return value }
        }
        return ariaLabelledBy.isEmpty ? nil : "(aria-labelledby)"
    }
}

public struct LanguageItem: Sendable, Hashable, Codable {
    /// `lang` or `xml:lang`.
    public let attribute: String
    public let value: String
    public let element: String
    public let line: Int
    public let isRoot: Bool
}

public struct SemanticItem: Sendable, Hashable, Codable {
    public let element: String
    public let namespace: String?
    public let line: Int
    public let id: String?
    public let epubTypes: [String]
    public let roles: [String]
    public let hasHref: Bool
    public let ancestry: Ancestry
}

public struct MediaItem: Sendable, Hashable, Codable {
    public struct Track: Sendable, Hashable, Codable {
        public let kind: String
        public let src: String?
        public let srclang: String?
        public let label: String?
    }

    public enum Kind: String, Sendable, Hashable, Codable { case audio, video }

    public let kind: Kind
    public let line: Int
    public let id: String?
    public var sources: [String]
    public let controls: Bool
    public let autoplay: Bool
    public let muted: Bool
    public let loop: Bool
    public var tracks: [Track] = []
}

public struct MathItem: Sendable, Hashable, Codable {
    public let line: Int
    public let id: String?
    public let alttext: String?
    public let ariaLabel: String?
    public let ariaLabelledBy: [String]
    public let display: String?
    /// Has `annotation-xml` (content MathML or other markup inside).
    public var hasAnnotationXML = false

    public var hasTextAlternative: Bool {
        [alttext, ariaLabel].contains { !($0?.normalizingXMLWhitespace().isEmpty ?? true) } || !ariaLabelledBy.isEmpty
    }
}

public struct EmbeddedItem: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case script, form, input, select, textarea, button, iframe, embed, object, canvas, epubSwitch = "epub-switch", epubTrigger = "epub-trigger"
    }

    public let kind: Kind
    public let line: Int
    public let id: String?
    public let src: String?
    public let type: String?
    /// For form controls: the element has a label (aria-label, aria-labelledby, title, or a `label for`).
    public let ariaLabel: String?
    public let title: String?
}
