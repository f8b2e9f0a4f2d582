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

    /// `a, b and c` for clauses of ours: each item worded in the reader's language, joined by
    /// the language's list separator, the last by its "and" (`rule.part.and`); one item alone
    /// is itself, none is ``noClause``.
    static func andList(_ items: [ReportMessage]) -> ReportMessage.Argument {
        guard let last = items.last else { return noClause }
        guard items.count > 1 else { return .message(last) }
        return .message(ReportMessage("rule.part.and", ["items": .list(Array(items.dropLast())), "last": .message(last)]))
    }

    /// `table "caption"` or `table #id` or `table`, for messages.
    static func describe(_ table: TableItem) -> String {
        if let caption = table.caption, !RuleSupport.isBlank(caption) { return "table \(RuleSupport.quoted(caption))" }
        if let id = table.id { return "table #\(id)" }
        return "table"
    }

    /// Headings that shape a document's outline: visible ones with a level, outside asides
    /// and navs (a sidebar's or a nav's headings are not part of the chapter's outline). Lazy:
    /// an array of them copied every heading, 72 MB at its peak for a document of 200,000.
    static func outlineHeadings(_ document: ContentInventory) -> some Sequence<(heading: HeadingItem, level: Int)> {
        document.headings.lazy.compactMap { heading in
            guard let level = heading.level, !heading.hidden, !heading.ancestry.inAside, !heading.ancestry.inNav else { return nil }
            return (heading, level)
        }
    }
}
