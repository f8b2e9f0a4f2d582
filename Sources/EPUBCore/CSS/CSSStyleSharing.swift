import Foundation

/// Computed styles shared by the walks of one book's documents: the chapters of a book link the
/// same sheets, so the `html`, `body` and paragraphs of the 200th chapter cost no cascade. Each
/// table belongs to one cascade (``Identity``: the same compiled sheets under the same
/// conditions); a walk reads the table of its cascade as it was when the cascade was set up, adds
/// to a table of its own, and gives its additions back when its cascade changes or its root ends.
///
/// Numbers (of style nodes and contexts) are handed out in blocks from one counter, so a number
/// means one thing in every walk of the book; a key therefore decides the same style in every
/// walk, and a report is the same whichever walk computed a style first.
final class CSSStyleSharing: @unchecked Sendable {
    /// What one walk found, or all walks gave back, under one cascade.
    struct Table: Sendable {
        var styles: [CSSStyleKey: CSSStyleCache.Entry] = [:]
        var contexts: [CSSContextKey: Int] = [:]
        var count: Int { styles.count + contexts.count }
    }

    /// A cascade made only of sheets compiled once for the book (a document's own `<style>` makes
    /// its cascade its own): the sheets, in order, and the condition each sits under.
    struct Identity: Hashable, Sendable {
        let layers: [Layer]
        struct Layer: Hashable, Sendable {
            let rules: ObjectIdentifier
            let condition: CSSCondition.Answer
        }
    }

    /// Entries kept for all of a book's cascades together; past it, walks keep their finds to themselves.
    static let maxSharedEntries = 65_536
    /// Entries under which a cascade's table takes every walk's finds (``give(_:for:)``).
    static let smallTable = 512
    /// Numbers a walk takes at a time.
    static let numberBlock = 4_096

    private let lock = NSLock()
    private var tables: [Identity: Table] = [:]
    private var entries = 0
    private var nextNumber = 0
    private var styleNodes: [CSSComputedStyle: CSSStyleNode] = [:]

    init() {}

    /// A block of numbers no other walk of the book gets.
    func numbers() -> Range<Int> {
        lock.lock()
        defer { lock.unlock() }
        let start = nextNumber
        nextNumber += Self.numberBlock
        return start..<nextNumber
    }

    /// The table of `identity` as it is now.
    func table(for identity: Identity) -> Table {
        lock.lock()
        defer { lock.unlock() }
        return tables[identity] ?? Table()
    }

    /// The shared node of a style equal to `node`'s, or `node` itself, now shared.
    func share(_ node: CSSStyleNode) -> CSSStyleNode {
        lock.lock()
        defer { lock.unlock() }
        if let known = styleNodes[node.style] { return known }
        if styleNodes.count < Self.maxSharedEntries { styleNodes[node.style] = node }
        return node
    }

    /// Adds what a walk found under `identity` (what another walk gave first stays: it is equal).
    /// Taken while the table is small, and past that only when it is at least a quarter of what
    /// the table has: other walks read the table while this one adds, so adding copies it, and
    /// copies must stay rare (the table then grows geometrically, and all the copies together
    /// cost a few times its final size). A small table copies for less than the cascade of one
    /// element, which every later chapter would compute again if that element's style stayed out.
    func give(_ table: Table, for identity: Identity) {
        guard table.count > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        guard entries < Self.maxSharedEntries else { return }
        var shared = tables.removeValue(forKey: identity) ?? Table()
        let before = shared.count
        if before < Self.smallTable || table.count * 4 >= before {
            shared.styles.merge(table.styles) { first, _ in first }
            shared.contexts.merge(table.contexts) { first, _ in first }
            entries += shared.count - before
        }
        tables[identity] = shared
    }
}
