extension ContentInventory {
    /// Gives back the room the item lists grew into but did not fill. A book's inventories all
    /// stay alive until the rules have run, and a list grown by doubling is on average a quarter
    /// empty: on a book of many notes (Pepys' diary) that slack is megabytes (issue #14: the peak
    /// follows the book's items, not the growth of its buffers).
    mutating func releaseUnusedCapacity() {
        images.releaseUnusedCapacity()
        headings.releaseUnusedCapacity()
        tables.releaseUnusedCapacity()
        pageBreaks.releaseUnusedCapacity()
        boldBlocks.releaseUnusedCapacity()
        ids.releaseUnusedCapacity()
        idReferences.releaseUnusedCapacity()
        links.releaseUnusedCapacity()
        languages.releaseUnusedCapacity()
        semantics.releaseUnusedCapacity()
        media.releaseUnusedCapacity()
        math.releaseUnusedCapacity()
        embedded.releaseUnusedCapacity()
        aria?.releaseUnusedCapacity()
        positions.releaseUnusedCapacity()
    }
}

extension Array {
    /// Moves the elements into a buffer of their own size (a copy per list per document: cheap
    /// beside parsing it).
    mutating func releaseUnusedCapacity() {
        guard count < capacity else { return }
        if isEmpty {
            self = []
            return
        }
        var exact: [Element] = []
        exact.reserveCapacity(count)
        exact.append(contentsOf: self)
        self = exact
    }
}
