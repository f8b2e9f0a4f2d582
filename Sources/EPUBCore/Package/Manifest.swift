/// A manifest `item`.
public struct ManifestItem: Sendable, Hashable, Codable {
    public let id: String
    /// The href as written.
    public let href: String
    /// The href resolved against the package document.
    public let target: ResolvedHref
    public let mediaType: String
    public let properties: [String]
    public let fallback: String?
    public let mediaOverlay: String?
    public let line: Int

    /// The container path of the resource, when it is inside the container.
    public var path: String? { target.kind == .container ? target.path : nil }

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
    public let pageProgressionDirection: String?
    public let items: [SpineItem]
}

/// A spine `itemref`.
public struct SpineItem: Sendable, Hashable, Codable {
    public let idref: String
    /// `linear="no"` makes an item non-linear; anything else is linear.
    public let isLinear: Bool
    public let properties: [String]
    public let line: Int
}

/// An OPF 2 `guide` `reference`.
public struct GuideReference: Sendable, Hashable, Codable {
    public let type: String
    public let title: String?
    public let href: String
    public let target: ResolvedHref
    public let line: Int
}
