import EPUBCore
/// One `table` with its cells, placed on the grid as HTML's table model places them.
///
/// Besides the cells, it records what axe-core's data-table heuristic reads from markup
/// (`DataTableHeuristic`): row groups, `colgroup`, the `datatable`, `border` and
/// `contenteditable` attributes, nested tables and embedded objects.
public struct TableItem: Sendable, Hashable, Codable {
    /// One `th` or `td`.
    public struct Cell: Sendable, Hashable, Codable {
        /// True for `th`.
        public let isHeader: Bool
        /// Row index (the cell's `tr`, from 0).
        public let row: Int
        /// Column index, from 0: the first grid slot not taken by an earlier cell of the row
        /// or by a `rowspan` from a row above.
        public let column: Int
        /// Line of the cell.
        public let line: Int
        /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
        public var position: ElementPositions.Ref? = nil
        /// The cell's `id`; nil when it has none.
        public let id: String?
        /// The `scope` attribute; nil when absent.
        public let scope: String?
        /// Ids named by `headers`.
        public let headers: [String]
        /// Text content, whitespace-normalised.
        public var text: String
        /// Rows the cell covers, at least 1: `rowspan` as HTML reads it (0...65534, 0 meaning
        /// "to the end of the row group"), cut at the end of its row group once that is known.
        /// It can still name rows past the table's last one; `TableGrid` clamps it.
        public var rowSpan = 1
        /// Columns the cell covers: `colspan` as HTML reads it (1...1000).
        public var columnSpan = 1
        /// The `abbr` attribute; nil when absent.
        public var abbr: String?
        /// The `role` tokens.
        public var roles: [String] = []
        /// `aria-label`; nil when absent.
        public var ariaLabel: String?
        /// Ids named by `aria-labelledby`.
        public var ariaLabelledBy: [String] = []
        /// Child elements (not descendants), counted up to a small cap: only 0, 1 and "more" matter.
        public var childElements = 0
        /// The only child element is an `abbr` (axe reads that as a data-table sign).
        public var onlyChildIsAbbr = false
        /// Holds an image, SVG, MathML, media, an embedded object or a form control: content
        /// even without text (axe's `hasContent`).
        public var hasVisualContent = false

        /// A cell with the given placement and text; spans 1, no other attributes.
        public init(isHeader: Bool, row: Int, column: Int, line: Int, id: String?, scope: String?, headers: [String], text: String) {
            self.isHeader = isHeader
            self.row = row
            self.column = column
            self.line = line
            self.id = id
            self.scope = scope
            self.headers = headers
            self.text = text
        }

        /// Text or visual content: what axe calls a non-empty cell.
        public var hasContent: Bool { hasVisualContent || !text.allSatisfy(\.isWhitespace) }

        /// An `aria-label` or `aria-labelledby` that names the cell itself.
        public var hasOwnLabel: Bool {
            !ariaLabelledBy.isEmpty || !(ariaLabel ?? "").allSatisfy(\.isWhitespace)
        }
    }

    /// Line of the `table` element.
    public let line: Int
    /// The element's record in its document's ``ContentInventory/positions`` (its CFI and CSS pointers).
    public var position: ElementPositions.Ref? = nil
    /// Why assistive technology never meets the element: `display: none` or `visibility: hidden`
    /// in the book's cascade, or `aria-hidden="true"`, on it or an ancestor; nil when exposed.
    public var hiddenBy: EPUBError.Reason? = nil
    /// The table's `id`; nil when it has none.
    public let id: String?
    /// The `role` tokens.
    public let roles: [String]
    /// Text of `caption`; nil when there is none.
    public var caption: String?
    /// The obsolete `summary` attribute.
    public let summaryAttribute: String?
    /// Every cell, in document order.
    public var cells: [Cell] = []
    /// Number of rows (`tr` elements, plus one when cells come before the first `tr`).
    public var rowCount = 0
    /// Has a `thead`.
    public var hasTHead = false
    /// Has a `tfoot`.
    public var hasTFoot = false
    /// Has a `colgroup`.
    public var hasColgroup = false
    /// Has a `table` inside it.
    public var hasNestedTable = false
    /// Holds an `object`, `embed`, `iframe` or `applet` (axe: typical of advertisement layouts).
    public var hasEmbeddedObject = false
    /// The non-standard `datatable` attribute (`datatable="0"` marks a layout table for axe).
    public var dataTableAttribute: String?
    /// The obsolete `border` attribute, which makes browsers draw cell borders.
    public var borderAttribute: String?
    /// The `contenteditable` attribute.
    public var contentEditable: String?
    /// Has `tabindex` (a focusable table keeps its role for axe even with role=presentation).
    public var hasTabIndex = false
    /// Cells that name a speaker (`epub:type="z3998:persona"` on the cell or inside it): the
    /// dialogue of a play laid out as a table.
    public var personaCells = 0
    /// A `rowspan` could not be tracked (more simultaneous row spans than `TableGridCursor`
    /// follows): columns after it may be placed as if it were 1.
    public var gridIsApproximate = false

    /// A table with no cells yet.
    public init(line: Int, id: String?, roles: [String], caption: String?, summaryAttribute: String?) {
        self.line = line
        self.id = id
        self.roles = roles
        self.caption = caption
        self.summaryAttribute = summaryAttribute
    }

    /// A play's dialogue laid out as a table: a speaker cell in at least half of its rows. Its
    /// "headers" are the speakers, which a reader hears in reading order; it asks for no caption
    /// and no header cells.
    public var isDialogue: Bool { personaCells > 0 && personaCells.saturatingMultiplied(by: 2) >= rowCount }

    /// True for a layout table (`role` presentation or none).
    public var isLayout: Bool { roles.contains("presentation") || roles.contains("none") }
    /// The `th` cells.
    public var headerCells: [Cell] { cells.filter(\.isHeader) }
    /// The `td` cells.
    public var dataCells: [Cell] { cells.filter { !$0.isHeader } }
}
