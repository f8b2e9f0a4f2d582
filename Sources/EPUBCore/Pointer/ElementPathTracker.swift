/// The open elements of a walk, kept so that an element's position can be recorded the moment
/// something is kept about it (``keep(in:)``): a walker calls ``enter(_:)-(XMLStartElement)`` at
/// each start tag and ``leave()`` at each end tag, which costs a few stores per element and no allocation once the
/// slots have grown to the document's depth (slots past the depth are kept and overwritten, not
/// removed and appended again).
public struct ElementPathTracker: Sendable {
    /// One open element.
    struct Slot: Sendable {
        /// Its place among its parent's element children, from 1.
        var place: UInt32
        /// Element children of it seen so far.
        var children: UInt32
        /// Its record in the positions, -1 until something is kept about it.
        var record: Int32
        /// Its local name.
        var name: String
        /// Its local name's key (``XMLStartElement/nameKey``), 0 when unknown or past eight bytes.
        var key: UInt64
    }

    private var slots: [Slot] = []
    /// Open elements: `slots[0..<depth]`.
    public private(set) var depth = 0
    /// Root elements seen (the document's element children).
    private var roots: UInt32 = 0
    /// The positions' name table, by name, and the last name found in it: element names are
    /// interned by the parser, and runs of one name are the rule (`p` after `p`).
    private var nameLookup: [String: UInt16] = [:]
    private var lastName: (name: String, index: UInt16)?
    /// The name table's index of the last name met at each slot, by key (``XMLStartElement/nameKey``):
    /// the few names of a document found with one integer comparison instead of a hash of the name.
    private var indexByKey = [(key: UInt64, index: UInt16)](repeating: (0, 0), count: 64)

    /// No element open.
    public init() {
        slots.reserveCapacity(32)
    }

    /// An element starts (as the child of the innermost open element).
    public mutating func enter(_ element: borrowing XMLStartElement) {
        enter(element.localName, key: element.nameKey)
    }

    /// An element named `localName` starts (as the child of the innermost open element).
    public mutating func enter(_ localName: String) {
        enter(localName, key: 0)
    }

    private mutating func enter(_ localName: String, key: UInt64) {
        let place: UInt32
        if depth == 0 {
            roots &+= 1
            place = roots
        } else {
            slots[depth - 1].children &+= 1
            place = slots[depth - 1].children
        }
        let slot = Slot(place: place, children: 0, record: -1, name: localName, key: key)
        if depth < slots.count { slots[depth] = slot } else { slots.append(slot) }
        depth += 1
    }

    /// The innermost open element ends.
    public mutating func leave() {
        if depth > 0 { depth -= 1 }
    }

    /// The record of the innermost open element in `positions`, made now (with those of its
    /// ancestors that have none yet) if it has none; nil when no element is open.
    public mutating func keep(in positions: inout ElementPositions) -> ElementPositions.Ref? {
        guard depth > 0 else { return nil }
        let last = depth - 1
        if slots[last].record >= 0 { return ElementPositions.Ref(slots[last].record) }
        var first = last
        while first > 0, slots[first - 1].record < 0 { first -= 1 }
        for level in first...last {
            let parent: Int32 = level == 0 ? -1 : slots[level - 1].record
            let nameIndex = index(of: slots[level].name, key: slots[level].key, in: &positions)
            slots[level].record = positions.append(parent: parent, place: slots[level].place, nameIndex: nameIndex)
        }
        return ElementPositions.Ref(slots[last].record)
    }

    private mutating func index(of name: String, key: UInt64, in positions: inout ElementPositions) -> UInt16 {
        // Equal keys are equal names (0: no key); the slot from the key's high bits after a multiplication.
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if key != 0, indexByKey[slot].key == key { return indexByKey[slot].index }
        let index: UInt16
        if let lastName, lastName.name == name {
            index = lastName.index
        } else {
            index = positions.nameIndex(name, lookup: &nameLookup)
            lastName = (name, index)
        }
        if key != 0 { indexByKey[slot] = (key, index) }
        return index
    }
}
