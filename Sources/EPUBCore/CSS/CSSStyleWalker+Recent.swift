/// What a walk remembers per depth to find an element's style without the book's table: the last
/// few elements whose style was found there (compared as selectors see them, before a key is
/// built), and the last few keys met there (compared before the table is hashed).
extension CSSStyleWalker {
    /// How many of `element`'s attributes the selectors of a cascade testing `tested` test (most elements: none).
    static func testedAttributeCount(of element: CSSElement, tested: borrowing CSSTestedNames) -> Int {
        // By index, each name read in place: the array's iterator copies each attribute (its three
        // strings retained, then released), and a buffer pointer retains the array for its closure.
        var count = 0
        for index in element.attributes.indices where tested.readsValue(ofAttributeNamed: element.attributes[index].localName) != nil { count &+= 1 }
        return count
    }

    /// The structural entries that could match elements named, identified and classed like `element`.
    struct StructuralCandidates: Sendable {
        let element: CSSElement
        let generation: Int
        let orders: [Int]
    }

    /// The last few distinct elements whose style was found at one depth (with no `style`
    /// attribute), each with what its key held besides it, replaced in turn.
    struct ResolvedElements {
        struct Resolved {
            let element: CSSElement
            /// How many of its attributes selectors test (``CSSStyleWalker/testedAttributeCount(of:tested:)``).
            let testedAttributes: Int
            /// Whether a selector names its id.
            let testedID: Bool
            /// How the structural selectors answered for it.
            let structural: [CSSCascade.StructuralMatch]
            let parentStyle: Int
            let parentContext: Int
            let rootFontSize: Double
            let generation: Int
            let entry: CSSStyleCache.Entry
            /// What selectors see of its attributes, when no structural selector could match it
            /// (no candidates, not only no match): then none could match an element of its name
            /// and class either under the same parent context, wherever it stands; nil otherwise.
            let seen: CSSStartTag.Seen?
        }
        /// Read in place by the walker (``CSSStyleWalker``'s `pendingStyle()`), which compares an element not yet built with them.
        private(set) var known = Ring<Resolved>()

        // Mutating, though it changes nothing: the ring is then read in place in the walker's
        // array, where a non-mutating call took a copy of it (its list retained, then released).
        @inline(__always)
        mutating func entry(for element: CSSElement, testedAttributes: Int, testedID: Bool, structural: [CSSCascade.StructuralMatch],
                   parentStyle: Int, parentContext: Int, rootFontSize: Double, generation: Int,
                   tested: borrowing CSSTestedNames) -> CSSStyleCache.Entry? {
            // By index, each item read in place: a buffer pointer would retain the array for its closure.
            for index in known.items.indices {
                if known.items[index].generation == generation, known.items[index].parentStyle == parentStyle,
                   known.items[index].parentContext == parentContext, known.items[index].rootFontSize == rootFontSize,
                   known.items[index].testedAttributes == testedAttributes, known.items[index].testedID == testedID,
                   known.items[index].structural == structural,
                   CSSStyleWalker.alikeToSelectors(element, known.items[index].element, testedAttributes: testedAttributes,
                                                   testedID: testedID, tested: tested) {
                    return known.items[index].entry
                }
            }
            return nil
        }

        mutating func add(_ resolved: Resolved) { known.add(resolved) }
    }

    /// Whether the non-structural selectors of a cascade testing `tested` see `element` as they
    /// see `other` at the same depth: the same name and namespace, classes and language, the same
    /// id or none they test, the same attributes they test. Stricter than equal signatures
    /// (``CSSElementSignature``) where that is cheaper (all classes, not the tested ones), never looser.
    /// `testedAttributes`: how many attributes of each selectors test (the same number for both);
    /// `testedID`: whether a selector names the id of each (the same answer for both).
    // Inlined into the comparison loop, where the element it compares with is read from the
    // ring in place: called, that element would be retained and released for each comparison.
    @inline(__always)
    static func alikeToSelectors(_ element: CSSElement, _ other: CSSElement, testedAttributes: Int, testedID: Bool,
                                 tested: borrowing CSSTestedNames) -> Bool {
        guard element.hasLocalName(of: other), element.namespaceCode == other.namespaceCode, element.depth == other.depth,
              element.classList == other.classList else { return false }
        if tested.language, element.language != other.language { return false }
        // Ids no selector names are alike; named ones only when equal.
        if testedID, element.id != other.id { return false }
        guard testedAttributes > 0 else { return true }
        // The tested attributes of both, in order, pairwise alike. By index, each attribute read in
        // place: an iterator copies each one (its three strings retained, then released).
        var mine = 0, theirs = 0
        let count = element.attributes.count, otherCount = other.attributes.count
        while true {
            var readsValue = false
            while mine < count {
                if let reads = tested.readsValue(ofAttributeNamed: element.attributes[mine].localName) { readsValue = reads; break }
                mine &+= 1
            }
            while theirs < otherCount, tested.readsValue(ofAttributeNamed: other.attributes[theirs].localName) == nil { theirs &+= 1 }
            guard mine < count else { return theirs >= otherCount }
            guard theirs < otherCount, element.attributes[mine].localName == other.attributes[theirs].localName,
                  element.attributes[mine].namespace == other.attributes[theirs].namespace,
                  !readsValue || element.attributes[mine].value == other.attributes[theirs].value else { return false }
            mine &+= 1
            theirs &+= 1
        }
    }

    /// Structural candidates filtered by the ancestors of the elements of one parent context.
    struct AncestorFiltered: Sendable {
        let parentContext: Int
        let generation: Int
        let orders: [Int]
        let kept: [Int]
    }

    /// The last few distinct keys met at one depth and their entries, replaced in turn.
    struct RecentKeys {
        private struct Known {
            let key: CSSStyleKey
            let generation: Int
            let entry: CSSStyleCache.Entry
        }
        private var known = Ring<Known>()

        func entry(for key: CSSStyleKey, generation: Int) -> CSSStyleCache.Entry? {
            // Through the buffer, whose elements are read in place: the array's iterator and
            // subscript copy each key (its strings and arrays retained, then released), which
            // cost more than the comparisons. The indices are the buffer's own.
            known.items.withUnsafeBufferPointer { buffer in
                for index in buffer.indices where buffer[index].generation == generation && buffer[index].key == key {
                    return buffer[index].entry
                }
                return nil
            }
        }

        mutating func add(_ key: CSSStyleKey, generation: Int, entry: CSSStyleCache.Entry) {
            known.add(Known(key: key, generation: generation, entry: entry))
        }
    }

    /// The last ``CSSStyleWalker/recentKeys`` items added, the oldest replaced by the next.
    struct Ring<Item: Sendable>: Sendable {
        private(set) var items: [Item] = []
        private var next = 0

        mutating func add(_ item: Item) {
            if items.count < CSSStyleWalker.recentKeys {
                // Room for all at the first: grown one append at a time, a ring was allocated
                // three or four times, for every depth of every document.
                if items.isEmpty { items.reserveCapacity(CSSStyleWalker.recentKeys) }
                items.append(item)
            } else {
                items[next % items.count] = item
                next = (next &+ 1) % items.count
            }
        }
    }
}
