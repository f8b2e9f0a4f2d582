/// Bold paragraphs standing over body text, again and again: section titles made by styling,
/// which heading navigation and the outline cannot see (F2).
struct HeadingFakedByMarkupRule: Rule {
    /// Bold lines over body text that make a pattern: this many in one document...
    static let perDocument = 2
    /// ...or this many across the book.
    static let perBook = 3

    static let description = RuleDescription(
        id: "heading-faked-by-markup", title: "Section titles are headings, not bold paragraphs", impact: .minor,
        tags: ["best-practice", "wcag131"],
        rationale: "A p or div whose whole content is one b or strong element (at most 100 characters), followed by a paragraph of text, looks like a heading but is not one: readers who move by headings skip it and it is missing from the outline. One such line can be emphasis; the rule reports a pattern: 2 or more in a document, or 3 or more in the book, where a document with a single one is reported only when that line opens the document (one faked title per chapter file), not for a lone bold line further down, such as a book title on a copyright page. Tables, lists, asides, navs, figures and publisher matter (title page, imprint, colophon...) are left out, where bold lines are labels. Needs review: run-in subheads and bold notices are legitimate. One finding per document, at the first line, with the count.",
        references: [.failure("F2"), .htmlTechnique("H42"), .understanding("info-and-relationships.html"), .daisyKB("html/headings.html")],
        scope: .content, readsNavigationDocuments: false,
        examples: [
            .passes(body: #"<h2>The voyage</h2><p>We sailed at dawn.</p><h2>The storm</h2><p>It came at noon.</p>"#),
            // One bold line is emphasis, not a pattern.
            .passes(body: #"<p><b>Warning.</b></p><p>Do not try this at home.</p>"#),
            // Bold lines with text beside them are run-in emphasis.
            .passes(body: #"<p><b>Voyage.</b> We sailed at dawn.</p><p><b>Storm.</b> It came at noon.</p>"#),
            // A list of bold lines is not headings over text.
            .passes(body: #"<p><b>One</b></p><p><b>Two</b></p><p><b>Three</b></p>"#),
            // Title pages and other publisher matter set lines in bold.
            .passes(body: #"<section epub:type="titlepage"><p><b>The Voyage</b></p><p>A novel.</p><p><b>Harbour Press</b></p><p>Dover</p></section>"#),
            .fails(body: #"↓<p id="s1"><b>The voyage</b></p><p>We sailed at dawn.</p>"# + "\n" + #"<div> <strong>The storm</strong> </div><p>It came at <i>noon</i>.</p>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let documents = RuleSupport.readDocuments(context).map { ($0, $0.boldBlocks.filter(\.followedByParagraph)) }
        let total = documents.reduce(0) { $0 + $1.1.count }
        return documents.compactMap { document, blocks -> Finding? in
            guard let first = blocks.first,
                  blocks.count >= perDocument || (total >= perBook && first.opensDocument) else { return nil }
            let others = blocks.dropFirst().prefix(3).map {
                sentence("pattern.line", ["text": .value(RuleSupport.quoted($0.text, limit: 30)), "line": .value("\($0.line)")])
            }
            let more: ReportMessage.Argument = others.isEmpty ? RuleSupport.noClause
                : .message(sentence("pattern.then", ["lines": .list(others), "ellipsis": .value(blocks.count > 4 ? "…" : "")]))
            return finding(sentence("pattern", count: blocks.count, [
                "element": .value(first.element), "text": .value(RuleSupport.quoted(first.text, limit: 40)),
                "total": .value("\(total)"), "more": more,
            ]), at: document.location(of: first), outcome: .needsReview, elementID: first.id)
        }
    }
}
