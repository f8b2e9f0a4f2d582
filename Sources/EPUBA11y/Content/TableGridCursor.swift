/// Places the cells of one open table on its grid, as HTML's table model does, while the walk
/// goes through it: a cell takes the first column of its row not taken by an earlier cell or by
/// a `rowspan` coming down from a row above.
///
/// The book chooses every number here (`rowspan="65534"`, `colspan="1000"`, 100,000 rows), so
/// nothing is allocated per grid slot: each row span is one block (columns, last row) kept in a
/// list sorted by column, and a row walks that list once from left to right. At most
/// `maxTrackedSpans` blocks are followed at a time; past that a span is placed as if it were
/// one row high (`isApproximate`), which keeps hostile tables linear instead of quadratic.
struct TableGridCursor: Sendable {
    /// Columns `start..<end` taken in rows `firstRow..<until`, by cell `cell` of the table.
    struct Block: Sendable {
        let start: Int, end: Int, firstRow: Int, until: Int, cell: Int
    }

    /// A row span to cut at the end of its row group: cell index and the rows it may cover.
    struct Cut: Sendable {
        let cell: Int, rowSpan: Int
    }

    static let maxTrackedSpans = 1_000

    /// The current row, -1 before the first.
    private(set) var row = -1
    /// Whether a span was placed as one row high.
    private(set) var isApproximate = false
    private var column = 0
    /// Spans from rows above, sorted by `start`.
    private var active: [Block] = []
    /// Spans started in this row, in column order (so already sorted).
    private var added: [Block] = []
    /// Where this row's walk through `active` is.
    private var next = 0

    /// A `tr` starts: spans of earlier rows that end before it are dropped, this row's join them.
    mutating func startRow() {
        row = row.saturatingAdding(1)
        column = 0
        next = 0
        let current = row
        if added.isEmpty {
            active.removeAll { $0.until <= current }
        } else {
            active = Self.merge(active.filter { $0.until > current }, added.filter { $0.until > current })
            added.removeAll()
        }
    }

    /// The column of the next cell, which covers `columnSpan` columns and `rowSpan` rows
    /// (0: to the end of the row group) of the grid, for cell number `cell` of the table.
    mutating func place(columnSpan: Int, rowSpan: Int, cell: Int) -> Int {
        if row < 0 { startRow() }  // a cell before any <tr> (invalid, but seen)
        while next < active.count {
            let block = active[next]
            if block.end <= column { next += 1; continue }  // left behind: the row has moved past it
            if block.start > column { break }  // the slot at `column` is free
            column = block.end  // taken from above: skip the whole block
            next += 1
        }
        let start = column
        column = column.saturatingAdding(columnSpan)
        if rowSpan != 1 {
            if active.count + added.count < Self.maxTrackedSpans {
                let until = rowSpan == 0 ? Int.max : row.saturatingAdding(rowSpan)
                added.append(Block(start: start, end: column, firstRow: row, until: until, cell: cell))
            } else {
                isApproximate = true
            }
        }
        return start
    }

    /// A row group (`thead`, `tbody`, `tfoot`) or the table ends: no span reaches past it. Returns
    /// the spans still open, with the rows each can really cover (to the group's last row).
    mutating func endRowGroup() -> [Cut] {
        let lastRow = row
        let cuts = (active + added).compactMap { block -> Cut? in
            guard block.until > lastRow.saturatingAdding(1) else { return nil }  // ends inside the group
            // lastRow >= firstRow >= 0, so the difference cannot overflow; the + 1 saturates.
            return Cut(cell: block.cell, rowSpan: (lastRow - block.firstRow).saturatingAdding(1))
        }
        active.removeAll()
        added.removeAll()
        next = 0
        return cuts
    }

    private static func merge(_ left: [Block], _ right: [Block]) -> [Block] {
        var result: [Block] = []
        result.reserveCapacity(left.count + right.count)
        var i = 0, j = 0
        while i < left.count && j < right.count {
            if left[i].start <= right[j].start {
                result.append(left[i]); i += 1
            } else {
                result.append(right[j]); j += 1
            }
        }
        result.append(contentsOf: left[i...])
        result.append(contentsOf: right[j...])
        return result
    }
}
