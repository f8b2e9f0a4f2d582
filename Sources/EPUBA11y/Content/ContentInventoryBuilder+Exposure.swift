import EPUBCore

/// What assistive technology is exposed to: the rules that judge names, alternatives, headings,
/// tables and roles skip what a reader's screen reader never meets, as axe-core's rules do
/// (`excludeHidden`, `isVisibleToScreenReaders`): elements under `display: none` or
/// `visibility: hidden` in the book's own cascade (the `hidden` attribute among them, through the
/// reading system's style), and subtrees marked `aria-hidden="true"`. Content moved off the screen
/// is still read, so it stays exposed. docs/CALIBRATION.md lists each rule's choice.
extension ContentInventoryBuilder {
    /// Notes an element that hides its subtree by its attributes alone.
    mutating func noteConcealment(_ element: XMLStartElement, _ keys: KeyAttributes) {
        if let value = keys.ariaHidden(element), value.trimmingXMLWhitespace().lowercased() == "true" {
            concealed = (element.depth, EPUBError.Reason("html.aria-hidden", ["element": element.localName, "line": String(element.line)]))
        } else if !analyzesContrast, keys.hasHidden {
            // Without the cascade, the reading system's `[hidden] { display: none }` is applied here.
            concealed = (element.depth, EPUBError.Reason("html.hidden-attribute", ["element": element.localName, "line": String(element.line)]))
        }
    }

    /// Why the element starting now is hidden from assistive technology; nil when it is exposed.
    mutating func concealment() -> EPUBError.Reason? {
        if let concealed { return concealed.reason }
        return contrast?.hiddenFromAssistiveTechnology()
    }
}
