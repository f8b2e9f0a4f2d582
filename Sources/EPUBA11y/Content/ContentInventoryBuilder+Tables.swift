import EPUBCore

/// The table part of the walk: tables, row groups, rows and cells, placed on the grid as
/// HTML's table model places them (`TableGridCursor`), and what axe-core's data-table
/// heuristic reads from markup. Cells belong to the innermost open table.
extension ContentInventoryBuilder {
    /// Elements that make a cell non-empty without text (axe's `isVisualContent`).
    static let visualContent: Set<String> = [
        "img", "svg", "math", "video", "audio", "canvas", "object", "embed", "iframe", "button", "select", "textarea",
        "input", "meter", "progress",
    ]

    mutating func startTable(_ element: XMLStartElement, _ actions: inout [EndAction]) {
        // A table inside a table makes every open one a layout table for axe.
        for open in tables { inventory.tables[open.index].hasNestedTable = true }
        var table = TableItem(line: element.line, id: element.attribute("id"), roles: tokens(element.attribute("role")),
                              caption: nil, summaryAttribute: element.attribute("summary"))
        table.position = position()
        table.hiddenBy = concealment()
        table.dataTableAttribute = element.attribute("datatable")
        table.borderAttribute = element.attribute("border")
        table.contentEditable = element.attribute("contenteditable")
        table.hasTabIndex = element.attribute("tabindex") != nil
        inventory.tables.append(table)
        tables.append(OpenTable(index: inventory.tables.count - 1, depth: element.depth))
        counters.table += 1
        actions.append(.leaveTable)
    }

    /// `thead`, `tbody`, `tfoot` start a row group (row spans never cross one); `colgroup` is noted.
    mutating func startTablePart(_ name: String) {
        guard let open = tables.last else { return }
        switch name {
        case "colgroup":
            inventory.tables[open.index].hasColgroup = true
            return
        case "thead": inventory.tables[open.index].hasTHead = true
        case "tfoot": inventory.tables[open.index].hasTFoot = true
        default: break
        }
        endRowGroup()
    }

    mutating func startRow() {
        guard !tables.isEmpty else { return }
        tables[tables.count - 1].grid.startRow()
        inventory.tables[tables[tables.count - 1].index].rowCount += 1
    }

    mutating func startCell(_ isHeader: Bool, _ element: XMLStartElement, _ actions: inout [EndAction]) {
        guard !tables.isEmpty else { return }
        let last = tables.count - 1, table = tables[last].index
        if tables[last].grid.row < 0 { inventory.tables[table].rowCount += 1 }  // a cell before any <tr> (invalid, but seen)
        // Both spans are the book's numbers: parsed as HTML does and clamped (colspan 1...1000,
        // rowspan 0...65534); the cursor adds them without overflow.
        let columnSpan = HTMLInteger.colspan(element.attribute("colspan"))
        let rowSpan = HTMLInteger.rowspan(element.attribute("rowspan"))
        let index = inventory.tables[table].cells.count
        let column = tables[last].grid.place(columnSpan: columnSpan, rowSpan: rowSpan, cell: index)
        var cell = TableItem.Cell(isHeader: isHeader, row: tables[last].grid.row, column: column, line: element.line,
                                  id: element.attribute("id"), scope: element.attribute("scope"),
                                  headers: tokens(element.attribute("headers")), text: "")
        cell.position = position()
        cell.columnSpan = columnSpan
        cell.rowSpan = max(rowSpan, 1)  // 0 becomes the rest of the row group when the group ends
        cell.abbr = element.attribute("abbr")
        cell.roles = tokens(element.attribute("role")).map { $0.lowercased() }
        cell.ariaLabel = element.attribute("aria-label")
        cell.ariaLabelledBy = tokens(element.attribute("aria-labelledby"))
        inventory.tables[table].cells.append(cell)
        if Self.namesSpeaker(element) { inventory.tables[table].personaCells += 1 }
        if tables[last].grid.isApproximate { inventory.tables[table].gridIsApproximate = true }
        tables[last].openCell = OpenCell(index: index, depth: element.depth)
        tables[last].personaCounted = Self.namesSpeaker(element)
        actions.append(beginCapture(.cell(table: table, cell: index)))
    }

    /// Any element inside a table: embedded objects for the table, children and visual content
    /// for the cell open in the innermost table.
    mutating func noteInsideTable(_ element: XMLStartElement) {
        let name = element.localName
        if ["object", "embed", "iframe", "applet"].contains(name) {
            for open in tables { inventory.tables[open.index].hasEmbeddedObject = true }
        }
        guard let open = tables.last, let cell = open.openCell, inventory.tables[open.index].cells.indices.contains(cell.index)
        else { return }
        if element.depth == cell.depth.saturatingAdding(1) {
            let before = inventory.tables[open.index].cells[cell.index].childElements
            // Only "none", "one" and "more" matter, so the count stops at 2.
            inventory.tables[open.index].cells[cell.index].childElements = min(before + 1, 2)
            inventory.tables[open.index].cells[cell.index].onlyChildIsAbbr = before == 0 && name == "abbr"
        }
        if Self.visualContent.contains(name) {
            inventory.tables[open.index].cells[cell.index].hasVisualContent = true
        }
        // A speaker inside the cell (`<td><b epub:type="z3998:persona">`), counted once per cell.
        if !element.attributes.isEmpty, Self.namesSpeaker(element), !tables[tables.count - 1].personaCounted {
            inventory.tables[open.index].personaCells += 1
            tables[tables.count - 1].personaCounted = true
        }
    }

    /// Whether the element names a speaker: `z3998:persona` among its `epub:type` tokens.
    static func namesSpeaker(_ element: XMLStartElement) -> Bool {
        guard let types = element.attribute("type", namespace: XMLNamespace.epub), types.contains("persona") else { return false }
        return types.split(whereSeparator: \.isWhitespace).contains("z3998:persona")
    }

    /// A cell's text is in: store it, and close the cell if it is its table's open one.
    mutating func finishCell(_ text: String, table: Int, cell: Int) {
        guard inventory.tables.indices.contains(table), inventory.tables[table].cells.indices.contains(cell) else { return }
        inventory.tables[table].cells[cell].text = text
        if let open = tables.lastIndex(where: { $0.index == table }), tables[open].openCell?.index == cell {
            tables[open].openCell = nil
        }
    }

    mutating func leaveTable() {
        endRowGroup()
        _ = tables.popLast()  // pushed with this action; popLast keeps an unbalanced walk from trapping
    }

    /// Cuts the row spans still open in the innermost table to the rows its row group has.
    mutating func endRowGroup() {
        guard !tables.isEmpty else { return }
        let table = tables[tables.count - 1].index
        for cut in tables[tables.count - 1].grid.endRowGroup() where inventory.tables[table].cells.indices.contains(cut.cell) {
            inventory.tables[table].cells[cut.cell].rowSpan = max(cut.rowSpan, 1)
        }
    }
}
