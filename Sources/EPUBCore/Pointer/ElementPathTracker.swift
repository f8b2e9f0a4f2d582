/// The open elements of a walk, kept so that an element's position can be recorded the moment
/// something is kept about it (``keep(in:)``): a walker calls ``enter(_:)`` at each start tag and
/// ``leave()`` at each end tag, which costs a few stores per element and no allocation once the
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

    /// No element open.
    public init() {
        slots.reserveCapacity(32)
    }

    /// An element starts (as the child of the innermost open element).
    public mutating func enter(_ localName: String) {
        let place: UInt32
        if depth == 0 {
            roots &+= 1
            place = roots
        } else {
            slots[depth - 1].children &+= 1
            place = slots[depth - 1].children
        }
        let slot = Slot(place: place, children: 0, record: -1, name: localName)
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
            let nameIndex = index(of: slots[level].name, in: &positions)
            slots[level].record = positions.append(parent: parent, place: slots[level].place, nameIndex: nameIndex)
        }
        return ElementPositions.Ref(slots[last].record)
    }

    private mutating func index(of name: String, in positions: inout ElementPositions) -> UInt16 {
        if let lastName, lastName.name == name { return lastName.index }
        let index = positions.nameIndex(name, lookup: &nameLookup)
        lastName = (name, index)
        return index
    }
}
