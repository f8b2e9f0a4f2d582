import EPUBCore

/// What the structure rules share: how headings and tables are named in messages, outlines.
extension RuleSupport {
    /// `h2 "Title"`, or `div role="heading" "Title"`.
    static func describe(_ heading: HeadingItem) -> String {
        let name = RuleSupport.isBlank(heading.text) ? (heading.ariaLabel ?? "") : heading.text
        return RuleSupport.isBlank(name) ? element(heading) : "\(element(heading)) \(RuleSupport.quoted(name))"
    }

    /// `h2`, or `div role="heading"`.
    static func element(_ heading: HeadingItem) -> String {
        ["h1", "h2", "h3", "h4", "h5", "h6"].contains(heading.element) ? heading.element : "\(heading.element) role=\"heading\""
    }

    /// `a, b and c`.
    static func list(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }

    /// `table "caption"` or `table #id` or `table`, for messages.
    static func describe(_ table: TableItem) -> String {
        if let caption = table.caption, !RuleSupport.isBlank(caption) { return "table \(RuleSupport.quoted(caption))" }
        if let id = table.id { return "table #\(id)" }
        return "table"
    }

    /// Headings that shape a document's outline: visible ones with a level, outside asides
    /// and navs (a sidebar's or a nav's headings are not part of the chapter's outline).
    static func outlineHeadings(_ document: ContentInventory) -> [(heading: HeadingItem, level: Int)] {
        document.headings.compactMap { heading in
            guard let level = heading.level, !heading.hidden, !heading.ancestry.inAside, !heading.ancestry.inNav else { return nil }
            return (heading, level)
        }
    }
}
