import EPUBCore

/// An item kept about one element: its line and its record in the document's positions.
public protocol PositionedItem {
    /// 1-based line of the element's start tag.
    var line: Int { get }
    /// The element's record in its document's ``ContentInventory/positions``; nil when none was kept.
    var position: ElementPositions.Ref? { get }
}

extension ImageItem: PositionedItem {}
extension HeadingItem: PositionedItem {}
extension PageBreakItem: PositionedItem {}
extension IDItem: PositionedItem {}
extension IDReferenceItem: PositionedItem {}
extension LinkItem: PositionedItem {}
extension LanguageItem: PositionedItem {}
extension SemanticItem: PositionedItem {}
extension MediaItem: PositionedItem {}
extension MathItem: PositionedItem {}
extension EmbeddedItem: PositionedItem {}
extension BoldBlockItem: PositionedItem {}
extension TableItem: PositionedItem {}
extension TableItem.Cell: PositionedItem {}
extension ContrastSample: PositionedItem {}
