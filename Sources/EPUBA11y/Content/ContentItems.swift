import EPUBCore

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
