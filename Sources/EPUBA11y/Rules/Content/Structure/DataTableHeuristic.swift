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

    /// The answer and the step that gave it, e.g. "has a caption" (`rule.part.table-verdict.caption`).
    struct Verdict: Sendable, Hashable {
        let kind: Kind
        let reason: ReportMessage
    }

    /// ARIA landmark roles (axe: a table with one is a data table).
    static let landmarkRoles: Set<String> = [
        "banner", "complementary", "contentinfo", "form", "main", "navigation", "region", "search",
    ]

    static func judge(_ table: TableItem) -> Verdict {
        // axe reads the role attribute as one value; a browser takes the first token it knows.
        let role = table.roles.first?.lowercased() ?? ""
        if role == "presentation" || role == "none", !table.hasTabIndex { return layout(.verbatim(.value("role=\"\(role)\""))) }
        if table.contentEditable?.trimmingXMLWhitespace().lowercased() == "true" { return data(.verbatim(.value("contenteditable"))) }
        if ["grid", "treegrid", "table"].contains(role) { return data(.verbatim(.value("role=\"\(role)\""))) }
        if landmarkRoles.contains(role) { return data(step("landmark-role", ["role": .value(role)])) }
        if table.dataTableAttribute == "0" { return layout(.verbatim(.value("datatable=\"0\""))) }
        if let summary = table.summaryAttribute, !summary.isEmpty { return data(step("summary")) }
        if table.hasTHead { return data(step("thead")) }
        if table.hasTFoot { return data(step("tfoot")) }
        if table.caption != nil { return data(step("caption")) }
        if table.hasColgroup { return data(step("colgroup")) }

        for cell in table.cells {
            if cell.isHeader { return data(step("th")) }
            // JavaScript's truthiness: an attribute counts when it is present and not empty.
            if !(cell.scope ?? "").isEmpty { return data(step("cell-scope")) }
            if !cell.headers.isEmpty { return data(step("cell-headers")) }
            if !(cell.abbr ?? "").isEmpty { return data(step("cell-abbr")) }
            if let role = cell.roles.first, role == "columnheader" || role == "rowheader" {
                return data(step("cell-role", ["role": .value(role)]))
            }
            if cell.childElements == 1 && cell.onlyChildIsAbbr { return data(step("cell-only-abbr")) }
        }

        if table.hasNestedTable { return layout(step("nested-table")) }
        if table.rowCount < 2 { return layout(step("one-row")) }
        // axe samples the row at index ceil(rows / 2), which exists for 2 rows or more.
        let sampleRow = table.rowCount.saturatingAdding(1) / 2
        let sample = table.cells.filter { $0.row == sampleRow }
        if sample.count == 1, sample[0].columnSpan == 1 { return layout(step("one-column")) }
        if sample.count >= 5 { return data(step("five-columns")) }
        if let border = table.borderAttribute, HTMLInteger.nonNegative(border).map({ $0 > 0 }) ?? !border.isEmpty {
            return data(step("border"))
        }
        // The steps "cells have borders" (CSS) and "rows differ in colour" cannot be decided here.
        if table.rowCount >= 20 { return data(step("twenty-rows")) }
        // "wider than 95% of the viewport → layout" is skipped: it needs a rendering.
        if table.cells.count < 10 {
            return undecided(step("few-cells"))
        }
        if table.hasEmbeddedObject {
            return undecided(step("embedded-object"))
        }
        return data(step("ten-cells"))
    }

    private static func data(_ reason: ReportMessage) -> Verdict { Verdict(kind: .data, reason: reason) }
    private static func layout(_ reason: ReportMessage) -> Verdict { Verdict(kind: .layout, reason: reason) }
    private static func undecided(_ reason: ReportMessage) -> Verdict { Verdict(kind: .undecided, reason: reason) }

    /// The step `name` in words (`rule.part.table-verdict.<name>`); a step that is only markup is a value.
    private static func step(_ name: String, _ arguments: [String: ReportMessage.Argument] = [:]) -> ReportMessage {
        ReportMessage("rule.part.table-verdict.\(name)", arguments)
    }
}
