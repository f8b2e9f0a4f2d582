/// A small fixed set of element names, looked up by length first: the walker asks one for every
/// element of a book, and a `Set<String>` hashed each name to answer (SipHash over the name, about
/// 300 instructions; three such sets were 3 % of a corpus audit's instructions, issue #45). Names
/// of one length are a handful, and an equal small string compares in one instruction.
struct ElementNameSet: Sendable, ExpressibleByArrayLiteral {
    /// The names by their UTF-8 length.
    private let byLength: [[String]]
    /// The keys (``XMLStartElement/nameKey``) of the names of one to eight bytes, by length.
    private let keysByLength: [[UInt64]]

    init(_ names: some Sequence<String>) {
        var byLength: [[String]] = []
        for name in Set(names) {
            let length = name.utf8.count
            while byLength.count <= length { byLength.append([]) }
            byLength[length].append(name)
        }
        self.byLength = byLength.map { $0.sorted() }
        keysByLength = (0...8).map { length in
            length < byLength.count ? byLength[length].map(XMLStartElement.nameKey).filter { $0 != 0 }.sorted() : []
        }
    }

    /// Whether the element's local name is one of the names: compared as keys (integers) when the
    /// name has eight bytes or fewer.
    @inline(__always)
    func contains(_ element: XMLStartElement) -> Bool {
        let key = element.nameKey
        guard key != 0 else { return contains(element.localName) }
        // The key's length in bytes: its highest non-zero byte.
        let length = (71 &- key.leadingZeroBitCount) >> 3
        for candidate in keysByLength[length] where candidate == key { return true }
        return false
    }

    init(arrayLiteral names: String...) { self.init(names) }

    /// Whether `name` is one of the names.
    @inline(__always)
    func contains(_ name: String) -> Bool {
        let length = name.utf8.count
        guard length < byLength.count else { return false }
        for candidate in byLength[length] where candidate == name { return true }
        return false
    }
}

extension String {
    /// `self == name`, lengths first: most tests of an element's name against one name fail, and
    /// a failing comparison of two unequal small strings is a call into the standard library,
    /// where unequal lengths are one instruction.
    @inline(__always)
    func isName(_ name: String) -> Bool {
        utf8.count == name.utf8.count && self == name
    }
}
