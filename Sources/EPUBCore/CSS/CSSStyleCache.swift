/// One walk's view of the styles its book shares (``CSSStyleSharing``): the shared table of its
/// current cascade, read without a lock, and what this walk found since, given back when the
/// cascade changes or the walk ends. A document whose cascade is its own (it has a `<style>`)
/// keeps everything to itself.
struct CSSStyleCache {
    /// A style that was computed, and the context number of the element it was computed for.
    struct Entry: Sendable {
        let style: CSSStyleNode
        let context: Int
    }

    private let sharing: CSSStyleSharing
    private var identity: CSSStyleSharing.Identity?
    private var shared = CSSStyleSharing.Table()
    private var own = CSSStyleSharing.Table()
    private var nodes: [CSSComputedStyle: CSSStyleNode] = [:]
    private var numbers: Range<Int> = 0..<0

    /// What this walk keeps of its own at most; past it, it gives back (or forgets) and starts again.
    static let maxOwnEntries = 8_192

    init(sharing: CSSStyleSharing, identity: CSSStyleSharing.Identity?) {
        self.sharing = sharing
        use(identity)
    }

    /// The cascade is now `identity` (nil: one of this document's own).
    mutating func use(_ identity: CSSStyleSharing.Identity?) {
        giveBack(readingOn: false)
        self.identity = identity
        shared = identity.map(sharing.table(for:)) ?? CSSStyleSharing.Table()
    }

    /// Gives what this walk found to the book (when its cascade is the book's), then forgets it.
    /// `readingOn`: the walk goes on under this cascade, and reads the book's table again (with
    /// what it gave); false when it ends.
    mutating func giveBack(readingOn: Bool = true) {
        if let identity, own.count > 0 {
            // The book's table let go before giving: held here too, the book would copy all of it
            // to add this walk's finds, at the end of every document.
            shared = CSSStyleSharing.Table()
            sharing.give(own, for: identity)
            if readingOn { shared = sharing.table(for: identity) }
        } else if !readingOn {
            shared = CSSStyleSharing.Table()
        }
        own = CSSStyleSharing.Table()
    }

    func entry(for key: CSSStyleKey) -> Entry? {
        shared.styles[key] ?? own.styles[key]
    }

    /// Records the style computed for `key`, whose element's context is `context`.
    mutating func add(_ entry: Entry, for key: CSSStyleKey) {
        if own.count >= Self.maxOwnEntries { giveBack() }
        own.styles[key] = entry
    }

    /// The number of `context`: the one it already has, else a new one.
    mutating func number(of context: CSSContextKey) -> Int {
        if let known = shared.contexts[context] ?? own.contexts[context] { return known }
        if own.count >= Self.maxOwnEntries { giveBack() }
        let number = newNumber()
        own.contexts[context] = number
        return number
    }

    /// The node of `style`: the one equal styles already have in the book, else a new one.
    mutating func node(for style: CSSComputedStyle) -> CSSStyleNode {
        if let known = nodes[style] { return known }
        let node = sharing.share(CSSStyleNode(id: newNumber(), style: style))
        if nodes.count >= Self.maxOwnEntries { nodes.removeAll(keepingCapacity: true) }
        nodes[style] = node
        return node
    }

    private mutating func newNumber() -> Int {
        if numbers.isEmpty { numbers = sharing.numbers() }
        return numbers.popFirst() ?? 0
    }
}
