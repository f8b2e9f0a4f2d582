/// One entry of a navigation list (nav `li`, NCX `navPoint` or `pageTarget`).
public struct NavigationPoint: Sendable, Hashable, Codable {
    /// The entry's text, whitespace-normalised; falls back to `aria-label`, `title` or an image's alt in a nav.
    public let label: String
    /// The href as written; nil for a heading-only entry (`<span>` in a nav).
    public let href: String?
    /// The href resolved against the navigation document.
    public let target: ResolvedHref?
    /// `epub:type` tokens of the link (landmarks), or the NCX `pageTarget` type.
    public let types: [String]
    /// Nested entries, in order.
    public let children: [NavigationPoint]
    /// 1-based line of the link (or `li`, `navPoint`).
    public let line: Int

    /// This entry and all below it.
    public var count: Int { 1 + children.reduce(0) { $0 + $1.count } }
    /// 1 for a leaf.
    public var depth: Int { 1 + (children.map(\.depth).max() ?? 0) }

    /// Depth-first, document order.
    public var flattened: [NavigationPoint] { [self] + children.flatMap(\.flattened) }
}

/// A navigation list: an EPUB 3 `nav` or an NCX `navMap`/`pageList`/`navList`.
public struct NavigationList: Sendable, Hashable, Codable {
    /// `epub:type` tokens of the `nav` (`toc`, `page-list`, `landmarks`, ...), or the NCX element name.
    public let types: [String]
    /// The list's heading or `navLabel`, when it has one.
    public let heading: String?
    /// Top-level entries, in order.
    public let points: [NavigationPoint]
    /// The `nav` carries `hidden`.
    public let isHidden: Bool
    /// 1-based line of the `nav` or NCX element.
    public let line: Int

    /// Every entry, nested ones included.
    public var entryCount: Int { points.reduce(0) { $0 + $1.count } }
    /// Levels of nesting; 0 for an empty list.
    public var depth: Int { points.map(\.depth).max() ?? 0 }
    /// Every entry, depth-first in document order.
    public var flattened: [NavigationPoint] { points.flatMap(\.flattened) }
}
