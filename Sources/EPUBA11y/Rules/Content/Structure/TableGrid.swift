/// Questions about one table's grid, answered from its placed cells (`TableItem.Cell` row,
/// column and spans) as axe-core answers them on its `toGrid` matrix, but without building the
/// matrix: a book chooses the spans, so every answer here costs about the number of cells.
struct TableGrid {
    /// axe-core's `getScope`: which way a header cell heads.
    enum Scope { case column, row, both, none }

    let table: TableItem
    /// Rows of the grid: every `tr`, and at least every row a cell starts in.
    let rowCount: Int
    /// Rows whose cells (by their first row) are all `th`: axe's `getScope` makes their
    /// scope-less `th` column headers.
    private let headerRows: Set<Int>
    /// Columns that `th` cells fill from the first row to the last, with no `td` starting in them:
    /// their scope-less `th` are row headers.
    private let headerColumns: Set<Int>

    init(_ table: TableItem) {
        self.table = table
        rowCount = table.cells.reduce(max(table.rowCount, 0)) { max($0, $1.row.saturatingAdding(1)) }
        var rowsWithTD = Set<Int>(), rowsWithTH = Set<Int>()
        var columnTHRows: [Int: Int] = [:], columnsWithTD = Set<Int>()
        for cell in table.cells {
            if cell.isHeader {
                rowsWithTH.insert(cell.row)
                columnTHRows[cell.column, default: 0] = columnTHRows[cell.column, default: 0].saturatingAdding(cell.rowSpan)
            } else {
                rowsWithTD.insert(cell.row)
                columnsWithTD.insert(cell.column)
            }
        }
        let rows = rowCount
        headerRows = rowsWithTH.subtracting(rowsWithTD)
        headerColumns = Set(columnTHRows.filter { $0.value >= rows && !columnsWithTD.contains($0.key) }.keys)
    }

    /// The row after the last one `cell` covers, inside the table.
    func rowEnd(_ cell: TableItem.Cell) -> Int {
        max(cell.row.saturatingAdding(1), min(cell.row.saturatingAdding(cell.rowSpan), rowCount))
    }

    /// Slots in row `y` of axe's grid: the end of the right-most cell that covers it.
    func width(ofRow y: Int) -> Int {
        table.cells.reduce(0) { widest, cell in
            cell.row <= y && y < rowEnd(cell) ? max(widest, cell.column.saturatingAdding(cell.columnSpan)) : widest
        }
    }

    /// axe's `data-table-large-matches`: at least 3 rows, and rows 0, 1 and 2 at least 3 slots wide.
    var isLarge: Bool {
        rowCount >= 3 && (0..<3).allSatisfy { width(ofRow: $0) >= 3 }
    }

    func scope(of cell: TableItem.Cell) -> Scope {
        if cell.roles.first == "columnheader" { return .column }
        if cell.roles.first == "rowheader" { return .row }
        switch cell.scope?.trimmingXMLWhitespace().lowercased() {
        case "col": return .column
        case "row": return .row
        default: break
        }
        guard cell.isHeader else { return .none }
        if headerRows.contains(cell.row) { return .column }
        if headerColumns.contains(cell.column) { return .row }
        return .both
    }

    func isColumnHeader(_ cell: TableItem.Cell) -> Bool { [.column, .both].contains(scope(of: cell)) }
    func isRowHeader(_ cell: TableItem.Cell) -> Bool { [.row, .both].contains(scope(of: cell)) }

    /// A cell's `headers` ids that name an element of the document (axe's `idrefs`).
    func resolvedHeaders(_ cell: TableItem.Cell, documentIDs: Set<String>) -> [String] {
        cell.headers.filter { documentIDs.contains($0) }
    }

    /// axe-core's `td-has-header` check: the non-empty `td` cells without an `aria-label` or
    /// `aria-labelledby` that have no header. A cell whose `headers` name elements of the
    /// document has those as headers (a named cell of this table must have content; an element
    /// elsewhere is taken on trust); otherwise its headers are the row headers left of it in its
    /// row and the column headers above it in its column (axe's `getHeaders`), with content.
    func cellsWithoutHeaders(documentIDs: Set<String>) -> [TableItem.Cell] {
        let cells = table.cells
        var byID: [String: Int] = [:]
        for (index, cell) in cells.enumerated() { if let id = cell.id, byID[id] == nil { byID[id] = index } }
        let candidates = cells.filter { !$0.isHeader && $0.hasContent && !$0.hasOwnLabel }
        guard !candidates.isEmpty else { return [] }

        // For each row, the left-most column of a row header with content that covers the row.
        var rowHeaderColumn = RangeFiller(count: rowCount)
        for header in cells.filter({ $0.hasContent && isRowHeader($0) }).sorted(by: { $0.column < $1.column }) {
            rowHeaderColumn.fill(from: header.row, to: rowEnd(header), with: header.column)
        }
        // For each column a candidate starts in, the top-most row of a column header covering it.
        let columns = Array(Set(candidates.map(\.column))).sorted()
        var columnHeaderRow = RangeFiller(count: columns.count)
        for header in cells.filter({ $0.hasContent && isColumnHeader($0) }).sorted(by: { $0.row < $1.row }) {
            let from = Self.firstIndex(in: columns, notBelow: header.column)
            let to = Self.firstIndex(in: columns, notBelow: header.column.saturatingAdding(header.columnSpan))
            columnHeaderRow.fill(from: from, to: to, with: header.row)
        }

        return candidates.filter { cell in
            let named = resolvedHeaders(cell, documentIDs: documentIDs)
            if !named.isEmpty {
                return !named.contains { id in byID[id].map { cells[$0].hasContent } ?? true }
            }
            let column = Self.firstIndex(in: columns, notBelow: cell.column)
            return !(rowHeaderColumn.value(at: cell.row) <= cell.column || columnHeaderRow.value(at: column) <= cell.row)
        }
    }

    /// Whether `cell`'s header slot is a cell left empty on purpose: the cell above it in the
    /// first row that holds a column header, or left of it in the first column that holds a row
    /// header, exists and has no content (the corner of a grid, a blank over a column of totals).
    /// Such a cell has no header because the author gave it none, not because markup is missing.
    func hasEmptyHeaderSlot(_ cell: TableItem.Cell) -> Bool {
        let cells = table.cells
        if let headerRow = cells.filter(isColumnHeader).map(\.row).min(), headerRow < cell.row,
           let slot = cells.first(where: { $0.row <= headerRow && headerRow < rowEnd($0) && $0.column <= cell.column
                                            && cell.column < $0.column.saturatingAdding($0.columnSpan) }),
           !slot.hasContent {
            return true
        }
        if let headerColumn = cells.filter(isRowHeader).map(\.column).min(), headerColumn < cell.column,
           let slot = cells.first(where: { $0.column <= headerColumn && headerColumn < $0.column.saturatingAdding($0.columnSpan)
                                            && $0.row <= cell.row && cell.row < rowEnd($0) }),
           !slot.hasContent {
            return true
        }
        return false
    }

    /// axe-core's `th-has-data-cells` check: header cells with text (`th`, or role
    /// columnheader / rowheader) that no `headers` or `aria-labelledby` names and that head no
    /// cell: a column header needs a non-column-header cell below it in its column, a row header
    /// a non-row-header cell right of it in its row, which does not take its headers from a
    /// `headers` attribute.
    func headersWithoutCells(documentIDs: Set<String>) -> [TableItem.Cell] {
        let named = Set(table.cells.flatMap { $0.headers + $0.ariaLabelledBy })
        var lowestBelow: [Int: Int] = [:], rightMost: [Int: Int] = [:]
        for cell in table.cells where resolvedHeaders(cell, documentIDs: documentIDs).isEmpty {
            if !isColumnHeader(cell) { lowestBelow[cell.column] = max(lowestBelow[cell.column] ?? Int.min, cell.row) }
            if !isRowHeader(cell) { rightMost[cell.row] = max(rightMost[cell.row] ?? Int.min, cell.column) }
        }
        return table.cells.filter { header in
            guard header.isHeader || ["columnheader", "rowheader"].contains(header.roles.first ?? ""),
                  !header.text.allSatisfy(\.isWhitespace), !(header.id.map(named.contains) ?? false)
            else { return false }
            let headsColumn = isColumnHeader(header) && (lowestBelow[header.column] ?? Int.min) > header.row
            let headsRow = isRowHeader(header) && (rightMost[header.row] ?? Int.min) > header.column
            return !headsColumn && !headsRow
        }
    }

    /// The index of the first value in sorted `values` that is at least `bound`.
    static func firstIndex(in values: [Int], notBelow bound: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = low + (high - low) / 2
            if values[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Gives each slot of `0..<count` the first value offered for a range that covers it; a slot is
/// visited once however many ranges cover it ("next unfilled slot" pointers with path halving).
struct RangeFiller {
    private var nextUnfilled: [Int]
    private var values: [Int]

    init(count: Int) {
        let count = max(count, 0)
        nextUnfilled = Array(0...count)
        values = Array(repeating: Int.max, count: count)
    }

    /// Slots `from..<to` (clamped to the slots there are) not yet filled get `value`.
    mutating func fill(from: Int, to: Int, with value: Int) {
        let upper = min(max(to, 0), values.count)
        var slot = find(min(max(from, 0), values.count))
        while slot < upper {
            values[slot] = value
            nextUnfilled[slot] = slot + 1
            slot = find(slot + 1)
        }
    }

    /// The slot's value; `Int.max` when unfilled or outside.
    func value(at slot: Int) -> Int {
        values.indices.contains(slot) ? values[slot] : Int.max
    }

    private mutating func find(_ start: Int) -> Int {
        var slot = start
        while nextUnfilled[slot] != slot {
            nextUnfilled[slot] = nextUnfilled[nextUnfilled[slot]]
            slot = nextUnfilled[slot]
        }
        return slot
    }
}
