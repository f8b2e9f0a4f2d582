/// What the selectors of a cascade see of an element's attributes: its `class`, `style` and own
/// language, its `id`, and the attributes some selector tests (``CSSTestedNames``). Two elements
/// of one name and namespace whose attributes are alike here, under the same parent style and
/// context, with no structural selector that could match them, have the same style
/// (``CSSStyleWalker``): a `title` or a `data-*` attribute that no selector reads, or an id no
/// selector names, does not tell them apart (the speakers' `<span title="…">` of an epic by the thousand).
///
/// Stricter than alike to selectors (``CSSElementSignature``), never looser: the `class` text as
/// written, not its tokens; the value of every tested attribute, even one tested for presence; and
/// the attributes seen in the same order.
enum CSSStartTag {
    /// Which attributes of an element selectors could see (``isSeen(_:_:tested:)``), one bit each
    /// by position, and where its plain `id` is: found once per element, so comparing two
    /// elements reads no name twice.
    struct Seen: Sendable {
        let mask: UInt64
        let idIndex: Int?

        /// The attributes of `attributes` seen by a cascade testing `tested`; nil past 64 attributes.
        init?(_ attributes: borrowing [XMLAttribute], tested: borrowing CSSTestedNames) {
            guard attributes.count <= 64 else { return nil }
            var mask: UInt64 = 0
            var idIndex: Int?
            for index in attributes.indices where CSSStartTag.isSeen(attributes, index, tested: tested) {
                mask |= 1 << UInt64(index)
                if idIndex == nil, attributes[index].namespace == nil, attributes[index].localName == "id" { idIndex = index }
            }
            (self.mask, self.idIndex) = (mask, idIndex)
        }
    }

    /// Whether attributes `mine` and `theirs` (of two elements of one name), of which selectors
    /// see `mineSeen` and `theirsSeen`, are alike to them: the same attributes seen, in the same
    /// order, with the same values; the values of their `id`s may differ when `idsMayDiffer`
    /// (no selector could tell those ids apart). Read in place, by index: an iterator copies each
    /// attribute (three strings retained, then released).
    static func alike(_ mine: borrowing [XMLAttribute], _ mineSeen: Seen, _ theirs: borrowing [XMLAttribute], _ theirsSeen: Seen,
                      idsMayDiffer: Bool) -> Bool {
        var own = mineSeen.mask, other = theirsSeen.mask
        guard own.nonzeroBitCount == other.nonzeroBitCount else { return false }
        while own != 0 {
            let index = own.trailingZeroBitCount, otherIndex = other.trailingZeroBitCount
            own &= own &- 1
            other &= other &- 1
            guard index < mine.count, otherIndex < theirs.count, mine[index].localName == theirs[otherIndex].localName,
                  mine[index].namespace == theirs[otherIndex].namespace else { return false }
            if mine[index].value != theirs[otherIndex].value {
                guard idsMayDiffer, index == mineSeen.idIndex, otherIndex == theirsSeen.idIndex else { return false }
            }
        }
        return true
    }

    /// Whether selectors could see attribute `index` of `attributes`: `id`, `class`, `style`,
    /// `lang` and `xml:lang` always, others when some selector tests their name.
    @inline(__always)
    private static func isSeen(_ attributes: borrowing [XMLAttribute], _ index: Int, tested: borrowing CSSTestedNames) -> Bool {
        // By length first, as when elements are built: most names are told apart without reading a byte.
        switch attributes[index].localName.utf8.count {
        case 2 where attributes[index].namespace == nil && attributes[index].localName == "id": return true
        case 4 where attributes[index].localName == "lang":
            if attributes[index].namespace == nil || XMLNamespace.isSame(attributes[index].namespace, as: XMLNamespace.xml) { return true }
        case 5 where attributes[index].namespace == nil && (attributes[index].localName == "class" || attributes[index].localName == "style"):
            return true
        default:
            break
        }
        return tested.readsValue(ofAttributeNamed: attributes[index].localName) != nil
    }
}
