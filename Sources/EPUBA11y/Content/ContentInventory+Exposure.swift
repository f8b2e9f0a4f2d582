/// The inventory as assistive technology meets it (``RuleExposure/exposedOnly``).
extension ContentInventory {
    /// Whether any item is hidden from assistive technology.
    public var hasHiddenItems: Bool {
        images.contains { $0.hiddenBy != nil } || headings.contains { $0.hiddenBy != nil } || links.contains { $0.hiddenBy != nil }
            || tables.contains { $0.hiddenBy != nil } || media.contains { $0.hiddenBy != nil } || math.contains { $0.hiddenBy != nil }
            || embedded.contains { $0.hiddenBy != nil } || semantics.contains { $0.hiddenBy != nil }
            || languages.contains { $0.hiddenBy != nil } || ariaItems.contains { $0.hiddenBy != nil }
    }

    /// This inventory without the items hidden from assistive technology. Page breaks, ids, id
    /// references, contrast and the document's own facts stay: they are targets and structure,
    /// which rules that see everything judge. Page breaks keep their `headingIndex` valid because
    /// only rules that see everything read it.
    public func exposedOnly() -> ContentInventory {
        guard hasHiddenItems else { return self }
        var copy = self
        copy.images.removeAll { $0.hiddenBy != nil }
        copy.headings.removeAll { $0.hiddenBy != nil }
        copy.links.removeAll { $0.hiddenBy != nil }
        copy.tables.removeAll { $0.hiddenBy != nil }
        copy.media.removeAll { $0.hiddenBy != nil }
        copy.math.removeAll { $0.hiddenBy != nil }
        copy.embedded.removeAll { $0.hiddenBy != nil }
        copy.semantics.removeAll { $0.hiddenBy != nil }
        copy.languages.removeAll { $0.hiddenBy != nil }
        copy.aria?.removeAll { $0.hiddenBy != nil }
        return copy
    }
}
