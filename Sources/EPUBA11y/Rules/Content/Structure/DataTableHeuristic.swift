/// axe-core's data-table heuristic (`lib/commons/table/is-data-table.js`, after Alexander
/// Surkov's "data vs layout table"), decided from markup alone.
///
/// axe runs it in a browser; some of its steps read the rendering. Those are handled so that
/// a static answer is never more confident than the markup allows:
/// - focusability of a `role=presentation` table: only `tabindex` can make a table focusable,
///   so a `tabindex` skips the presentation step, as focusability does in axe;
/// - `contenteditable="true"` on an ancestor: not recorded; only the table's own attribute counts;
/// - cell borders: the `border` attribute (other than 0) makes browsers draw them, so it answers
///   the step; a border from CSS cannot be seen;
/// - differently coloured rows: CSS, not seen;
/// - the table wider than 95% of the viewport (layout): not seen; this step is skipped.
/// Where axe would go on to "fewer than 10 cells" (or "embedded object") and call the table a
/// layout table, a CSS border or row colour could have made it data first: the answer is
/// `.undecided`. A table of 10+ cells no static step decides is `.data`, axe's default (the
/// skipped 95%-width step might have made it layout in a narrow browser window).
enum DataTableHeuristic {
    enum Kind: String, Sendable {
        case data, layout, undecided
    }

    /// The answer and the step that gave it, e.g. "has a caption".
    struct Verdict: Sendable, Hashable {
        let kind: Kind
        let reason: String
    }

    /// ARIA landmark roles (axe: a table with one is a data table).
    static let landmarkRoles: Set<String> = [
        "banner", "complementary", "contentinfo", "form", "main", "navigation", "region", "search",
    ]

    static func judge(_ table: TableItem) -> Verdict {
        // axe reads the role attribute as one value; a browser takes the first token it knows.
        let role = table.roles.first?.lowercased() ?? ""
        if role == "presentation" || role == "none", !table.hasTabIndex { return layout("role=\"\(role)\"") }
        if table.contentEditable?.trimmingXMLWhitespace().lowercased() == "true" { return data("contenteditable") }
        if ["grid", "treegrid", "table"].contains(role) { return data("role=\"\(role)\"") }
        if landmarkRoles.contains(role) { return data("landmark role=\"\(role)\"") }
        if table.dataTableAttribute == "0" { return layout("datatable=\"0\"") }
        if let summary = table.summaryAttribute, !summary.isEmpty { return data("has a summary attribute") }
        if table.hasTHead { return data("has a thead") }
        if table.hasTFoot { return data("has a tfoot") }
        if table.caption != nil { return data("has a caption") }
        if table.hasColgroup { return data("has a colgroup") }

        for cell in table.cells {
            if cell.isHeader { return data("has a th") }
            // JavaScript's truthiness: an attribute counts when it is present and not empty.
            if !(cell.scope ?? "").isEmpty { return data("a cell has a scope attribute") }
            if !cell.headers.isEmpty { return data("a cell has a headers attribute") }
            if !(cell.abbr ?? "").isEmpty { return data("a cell has an abbr attribute") }
            if let role = cell.roles.first, role == "columnheader" || role == "rowheader" {
                return data("a cell has role=\"\(role)\"")
            }
            if cell.childElements == 1 && cell.onlyChildIsAbbr { return data("a cell holds only an abbr") }
        }

        if table.hasNestedTable { return layout("nested table") }
        if table.rowCount < 2 { return layout("only one row") }
        // axe samples the row at index ceil(rows / 2), which exists for 2 rows or more.
        let sampleRow = table.rowCount.saturatingAdding(1) / 2
        let sample = table.cells.filter { $0.row == sampleRow }
        if sample.count == 1, sample[0].columnSpan == 1 { return layout("only one column") }
        if sample.count >= 5 { return data("5 or more columns") }
        if let border = table.borderAttribute, HTMLInteger.nonNegative(border).map({ $0 > 0 }) ?? !border.isEmpty {
            return data("border attribute")
        }
        // The steps "cells have borders" (CSS) and "rows differ in colour" cannot be decided here.
        if table.rowCount >= 20 { return data("20 or more rows") }
        // "wider than 95% of the viewport → layout" is skipped: it needs a rendering.
        if table.cells.count < 10 {
            return undecided("fewer than 10 cells (a CSS border or row colour would make it data)")
        }
        if table.hasEmbeddedObject {
            return undecided("holds an object, embed or iframe (a CSS border or row colour would make it data)")
        }
        return data("10 or more cells")
    }

    private static func data(_ reason: String) -> Verdict { Verdict(kind: .data, reason: reason) }
    private static func layout(_ reason: String) -> Verdict { Verdict(kind: .layout, reason: reason) }
    private static func undecided(_ reason: String) -> Verdict { Verdict(kind: .undecided, reason: reason) }
}
