/// What a content walker asks of the innermost open elements' styles: each computed when first
/// asked for, read in place where only a field is wanted.
extension CSSStyleWalker {
    /// The style of the innermost open element; the page's default before the root.
    public var current: CSSComputedStyle {
        mutating get {
            resolve()
            return nodes.last?.style.style ?? CSSComputedStyle()
        }
    }

    /// ``current``'s ``CSSComputedStyle/hiddenFromAssistiveTechnology``, read in place: the style
    /// itself was copied (its strings and tables retained, then released) for each item recorded.
    public var currentHiddenFromAssistiveTechnology: EPUBError.Reason? {
        mutating get {
            resolve()
            return nodes.isEmpty ? nil : nodes[nodes.count - 1].style.style.hiddenFromAssistiveTechnology
        }
    }

    /// ``current``'s ``CSSComputedStyle/isHidden``, read in place.
    public var currentIsHidden: Bool {
        mutating get {
            resolve()
            return nodes.isEmpty ? false : nodes[nodes.count - 1].style.style.isHidden
        }
    }

    /// The style of the open element `levels` above the innermost (0: the innermost itself);
    /// nil past the root.
    public mutating func openStyle(levelsUp levels: Int) -> CSSComputedStyle? {
        resolve()
        let index = nodes.count - 1 - levels
        return nodes.indices.contains(index) ? nodes[index].style.style : nil
    }

    /// Identifies ``current`` within this walk: two elements with the same number have the same
    /// style (and, within one cascade, the same style the same number); -1 before the root.
    public var currentStyleID: Int {
        mutating get {
            resolve()
            return nodes.last?.style.id ?? -1
        }
    }
}
