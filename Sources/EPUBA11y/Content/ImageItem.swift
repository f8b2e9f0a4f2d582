import EPUBCore

/// One image-like element and its text alternatives.
public struct ImageItem: Sendable, Hashable, Codable {
    /// Which element makes the image.
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

    /// Which element makes the image.
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
    /// `src` (or `href`) as written; nil when absent.
    public let src: String?
    /// The resolved `src`/`href`.
    public let target: ResolvedHref?
    /// nil: no `alt` attribute; "": empty (decorative); text otherwise.
    public let alt: String?
    /// The `title` attribute; nil when absent.
    public let title: String?
    /// The `role` tokens.
    public let roles: [String]
    /// `aria-label`; nil when absent.
    public let ariaLabel: String?
    /// Ids named by `aria-labelledby`.
    public let ariaLabelledBy: [String]
    /// Ids named by `aria-describedby`.
    public let ariaDescribedBy: [String]
    /// Ids named by `aria-details`.
    public let ariaDetails: [String]
    /// The obsolete `longdesc` attribute; nil when absent.
    public let longdesc: String?
    /// `aria-hidden="true"`.
    public let ariaHidden: Bool
    /// `area` only: has `href`.
    public let hasHref: Bool
    /// Where the element sits.
    public let ancestry: Ancestry
    /// Text of the SVG `title` child (inline `svg` only).
    public var svgTitle: String?
    /// The enclosing figure's caption text.
    public var figcaption: String?
    /// Index of the enclosing figure in document order.
    public var figureIndex: Int?
    /// The enclosing figure holds a `details` element (a long description).
    public var figureHasDetails = false
    /// `img` only: the text between the previous tag and the image, normalised; nil when blank or over 1000 bytes.
    public var textBefore: String?
    /// `img` only: the text right after the image up to the next element boundary, or, when only
    /// whitespace comes before the next element, that element's whole text; nil when blank or too long.
    public var textAfter: String?
    /// `img` only: the local name of the element that starts right after the image (only whitespace between).
    public var nextElement: String?

    /// True for an image marked decorative: empty `alt`, `role` presentation/none, or hidden.
    public var isDecorative: Bool {
        alt == "" || roles.contains("presentation") || roles.contains("none") || ariaHidden
    }
}
