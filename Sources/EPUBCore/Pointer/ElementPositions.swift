/// Where the elements a walk kept something about sit in their document, as a tree of their
/// paths: each kept element names its parent's record and its place among its parent's element
/// children, which is all an EPUB CFI path (`/4/16/4/2`) or a CSS child chain needs.
///
/// Only the elements an item was kept for, and their ancestors, get a record, and only once: the
/// siblings of a chapter share their ancestors' records. A record is 12 bytes (parent, place,
/// name), so a document of 400,000 elements whose 70,000 ids are kept costs under a megabyte.
public struct ElementPositions: Sendable, Hashable, Codable {
    /// A kept element: an index into the records of its document's positions.
    public struct Ref: Sendable, Hashable, Codable, Comparable {
        /// The record's index; the root element's record is 0.
        public let index: Int32

        /// The reference of record `index`.
        public init(_ index: Int32) { self.index = index }

        /// Orders by record, which is the order the elements were first kept in.
        public static func < (lhs: Ref, rhs: Ref) -> Bool { lhs.index < rhs.index }
    }

    /// One kept element: 12 bytes, in one array per document.
    struct Record: Sendable, Hashable, Codable {
        /// The parent's record; -1 for the root.
        let parent: Int32
        /// Its place among its parent's element children, from 1 (CSS `:nth-child`; CFI step `2n`).
        let place: UInt32
        /// Its local name, as an index into `names`.
        let name: UInt16
    }

    /// The kept elements, each after its parent.
    private(set) var records: [Record] = []
    /// The local names met, each once; a name past 65,535 distinct ones is kept as `*`.
    private(set) var names: [String] = []
    /// The document's elements that were kept in full, by record: their start tag as written
    /// (images and media, which a report shows as markup), see ``startTag(of:)``.
    private(set) var startTags: [Int32: String] = [:]

    /// No element kept.
    public init() {}

    /// How many elements have a record.
    public var count: Int { records.count }

    /// The local name of `ref`'s element; nil for a reference of another document.
    public func name(of ref: Ref) -> String? {
        guard let index = valid(ref) else { return nil }
        let name = Int(records[index].name)
        return names.indices.contains(name) ? names[name] : nil
    }

    /// The start tag kept for `ref`'s element (`<img src="a.png" alt=""/>`); nil when none was kept.
    public func startTag(of ref: Ref) -> String? { startTags[ref.index] }

    /// Keeps `tag` as the start tag of `ref`'s element.
    public mutating func keepStartTag(_ tag: String, of ref: Ref) {
        guard valid(ref) != nil else { return }
        startTags[ref.index] = tag
    }

    /// Gives back the room the records grew into but did not fill: a book's inventories stay alive
    /// until its rules have run.
    public mutating func releaseUnusedCapacity() {
        guard records.count < records.capacity else { return }
        var exact: [Record] = []
        exact.reserveCapacity(records.count)
        exact.append(contentsOf: records)
        records = exact
    }

    /// The record of a new element under `parent` (nil for the root), at `place` among its siblings.
    mutating func append(parent: Int32, place: UInt32, nameIndex: UInt16) -> Int32 {
        records.append(Record(parent: parent, place: place, name: nameIndex))
        return Int32(truncatingIfNeeded: records.count - 1)
    }

    /// The index of `name` in the name table, adding it when new.
    mutating func nameIndex(_ name: String, lookup: inout [String: UInt16]) -> UInt16 {
        if let index = lookup[name] { return index }
        guard names.count < Int(UInt16.max) else { return UInt16.max }
        let index = UInt16(names.count)
        names.append(name)
        lookup[name] = index
        return index
    }

    /// `ref`'s index when it names a record here.
    func valid(_ ref: Ref) -> Int? {
        let index = Int(ref.index)
        return records.indices.contains(index) ? index : nil
    }

    /// The places from the root's child down to `ref`'s element (empty for the root); nil for a
    /// reference of another document or a chain that does not end at a root.
    public func places(of ref: Ref) -> [UInt32]? {
        guard var index = valid(ref) else { return nil }
        var path: [UInt32] = []
        // A record's parent always comes before it, so the chain ends within `count` steps.
        for _ in 0..<records.count {
            let parent = Int(records[index].parent)
            if parent < 0 { return path.reversed() }
            guard parent < index else { return nil }
            path.append(records[index].place)
            index = parent
        }
        return nil
    }

    /// The local names from the root down to `ref`'s element (the root's included).
    public func names(of ref: Ref) -> [String]? {
        guard var index = valid(ref) else { return nil }
        var path: [String] = []
        for _ in 0..<records.count {
            let name = Int(records[index].name)
            path.append(names.indices.contains(name) ? names[name] : "*")
            let parent = Int(records[index].parent)
            if parent < 0 { return path.reversed() }
            guard parent < index else { return nil }
            index = parent
        }
        return nil
    }

    /// The EPUB CFI path of `ref`'s element inside its document (`/4/16/4/2`: element steps are even,
    /// `2n` for the `n`th element child), as DAISY Ace writes `earl:pointer.cfi`; nil for the root,
    /// which a CFI names by the document itself.
    public func cfi(of ref: Ref) -> String? {
        guard let places = places(of: ref), !places.isEmpty else { return nil }
        var cfi = ""
        for place in places {
            cfi += "/"
            cfi += String(UInt64(place) * 2)
        }
        return cfi
    }

    /// A CSS selector that selects `ref`'s element and no other: `:root`, then each element below
    /// it as `name:nth-child(n)` joined by `>` (`:root > body:nth-child(2) > p:nth-child(3)`). The
    /// root is `:root`, not its name: `svg > g:nth-child(1)` would also select the first `g` of
    /// every `svg` nested in the document, as it does in SVG documents that nest them.
    public func cssSelector(of ref: Ref) -> String? {
        guard let places = places(of: ref), let names = names(of: ref), names.count == places.count + 1 else { return nil }
        var selector = ":root"
        for (name, place) in zip(names.dropFirst(), places) {
            selector += " > "
            selector += name == "*" ? "*" : CSSIdentifier.escape(name)
            // Appended in pieces: an interpolation made a string of its own for each step.
            selector += ":nth-child("
            selector += String(place)
            selector += ")"
        }
        return selector
    }
}
