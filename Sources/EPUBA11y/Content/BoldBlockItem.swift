/// A `p` or `div` whose whole content is one `b` or `strong` element: what a heading looks like
/// when it was made by styling instead of markup. Recorded only outside tables, lists, asides,
/// navs, figures, headings and publisher matter, where a bold line is rarely a section title.
public struct BoldBlockItem: Sendable, Hashable, Codable {
    /// `p` or `div`.
    public let element: String
    /// Line of the element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// The element's `id`; nil when it has none.
    public let id: String?
    /// The bold text, whitespace-normalised (at most `ContentInventoryBuilder.ReviewState.boldTextLimit` characters).
    public let text: String
    /// The next sibling element is a `p` with text that is not itself a bold-only block: the bold
    /// line introduces body text, as a heading would.
    public var followedByParagraph = false
    /// No text comes before it in the document's body: it stands where a document's title would.
    public var opensDocument = false
}
