import EPUBCore

/// One `meta name="viewport"` element (axe's `meta-viewport` reads its `content`).
public struct ViewportItem: Sendable, Hashable, Codable, PositionedItem {
    /// The `content` attribute as written; "" when absent.
    public let content: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
}

extension ContentInventory {
    /// ``aria``, empty when it was not recorded.
    public var ariaItems: [ARIAItem] { aria ?? [] }
    /// ``viewports``, empty when none was recorded.
    public var viewportItems: [ViewportItem] { viewports ?? [] }
}
