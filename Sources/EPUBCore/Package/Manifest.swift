/// A manifest `item`.
public struct ManifestItem: Sendable, Hashable, Codable {
    /// The item's `id`.
    public let id: String
    /// The href as written.
    public let href: String
    /// The href resolved against the package document.
    public let target: ResolvedHref
    /// `media-type`, trimmed; empty when absent.
    public let mediaType: String
    /// `properties` tokens (`nav`, `cover-image`, `scripted`, ...).
    public let properties: [String]
    /// `fallback`: the id of the fallback manifest item.
    public let fallback: String?
    /// `media-overlay`: the id of the SMIL item for this item.
    public let mediaOverlay: String?
    /// 1-based line of the `item` element.
    public let line: Int

    /// The container path of the resource, when it is inside the container.
    public var path: String? { target.kind == .container ? target.path : nil }

    /// Whether `properties` lists `property`.
    public func hasProperty(_ property: String) -> Bool { properties.contains(property) }

    /// XHTML or SVG: a content document when it is in the spine.
    public var isContentDocumentType: Bool {
        switch mediaType.lowercased() {
        case "application/xhtml+xml", "image/svg+xml", "text/html", "application/xml+xhtml": true
        default: false
        }
    }
}

/// The `spine`.
public struct Spine: Sendable, Hashable, Codable {
    /// The NCX manifest id (`toc` attribute, EPUB 2).
    public let tocID: String?
    /// `page-progression-direction` as written (`ltr`, `rtl`, `default`).
    public let pageProgressionDirection: String?
    /// The `itemref`s in reading order.
    public let items: [SpineItem]
}

/// A spine `itemref`.
public struct SpineItem: Sendable, Hashable, Codable {
    /// The manifest id this item points at (may dangle).
    public let idref: String
    /// `linear="no"` makes an item non-linear; anything else is linear.
    public let isLinear: Bool
    /// `properties` tokens (`page-spread-left`, ...).
    public let properties: [String]
    /// 1-based line of the `itemref` element.
    public let line: Int
}

/// An OPF 2 `guide` `reference`.
public struct GuideReference: Sendable, Hashable, Codable {
    /// `type` as written (`toc`, `cover`, `text`, ...); empty when absent.
    public let type: String
    /// `title`, when present.
    public let title: String?
    /// The href as written.
    public let href: String
    /// The href resolved against the package document.
    public let target: ResolvedHref
    /// 1-based line of the `reference` element.
    public let line: Int
}
