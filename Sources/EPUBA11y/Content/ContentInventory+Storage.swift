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
    /// Lists larger than this keep their room: the copy holds a list twice, and for one large
    /// list that moment was the audit's peak (a document of 200,000 headings: 46 MB of buffer
    /// and its 35 MB copy at once, where the slack kept is at most the list's size again).
    static var largestTrimmedBytes: Int { 1 << 20 }

    /// Moves the elements into a buffer of their own size (a copy per list per document: cheap
    /// beside parsing it), unless the list is larger than ``largestTrimmedBytes``.
    mutating func releaseUnusedCapacity() {
        guard count < capacity else { return }
        let (bytes, overflow) = count.multipliedReportingOverflow(by: MemoryLayout<Element>.stride)
        guard !overflow, bytes <= Self.largestTrimmedBytes else { return }
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
