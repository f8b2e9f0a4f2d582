/// The tokens of an element's `class` attribute, split at ASCII whitespace. Most elements have
/// none or one, held without an array: allocating one for every classed element of a book cost
/// more than matching its selectors.
enum CSSClassList: Equatable, Sendable {
    case none
    case one(String)
    case many([String])

    /// The tokens of `value` (nil: no `class` attribute).
    /// Consuming: the attribute's value becomes the one token without a copy.
    init(_ value: consuming String?) {
        guard let value, !value.isEmpty else { self = .none; return }
        guard CSSElementPath.containsByte(value, where: CSSElementPath.isSpace) else { self = .one(consume value); return }
        let words = CSSElementPath.words(value)
        switch words.count {
        case 0: self = .none
        case 1: self = .one(words[0])
        default: self = .many(words)
        }
    }

    /// The tokens in order, as an array.
    var all: [String] {
        switch self {
        case .none: []
        case .one(let name): [name]
        case .many(let names): names
        }
    }

    var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }

    func contains(_ name: String) -> Bool {
        switch self {
        case .none: false
        case .one(let own): own == name
        case .many(let names): names.contains(name)
        }
    }

    /// Calls `body` with each token, in order.
    func forEach(_ body: (String) -> Void) {
        switch self {
        case .none: break
        case .one(let name): body(name)
        case .many(let names): for name in names { body(name) }
        }
    }

    /// The tokens of the last few distinct `class` attributes read: a chapter's elements repeat a
    /// few class attributes (a formula's `MathClass-rel`, `MathClass-bin`), and finding the tokens
    /// again costs a comparison instead of a scan (and, for several tokens, an array and a string each).
    struct Recent: Sendable {
        private var texts: [String] = []
        private var lists: [CSSClassList] = []
        private var next = 0
        /// Attributes remembered.
        static let capacity = 8

        /// The tokens of `text`, a `class` attribute's value.
        mutating func list(for text: String) -> CSSClassList {
            let count = text.utf8.count
            for index in texts.indices where texts[index].utf8.count == count && texts[index] == text { return lists[index] }
            let list = CSSClassList(text)
            if texts.count < Self.capacity {
                texts.append(text)
                lists.append(list)
            } else {
                texts[next] = text
                lists[next] = list
                next = (next &+ 1) % Self.capacity
            }
            return list
        }
    }
}
