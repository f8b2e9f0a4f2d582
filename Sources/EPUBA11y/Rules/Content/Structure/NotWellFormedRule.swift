/// Content documents are well-formed XML (EPUB 3.3: XHTML content documents use the XML syntax).
struct NotWellFormedRule: Rule {
    static let description = RuleDescription(
        id: "not-well-formed", title: "Content documents are well-formed XML", impact: .serious,
        tags: ["epub-a11y-11"],
        rationale: "Reading systems parse XHTML as XML: one unclosed tag can make a chapter render as an error page, render partly, or render differently in each reading system, and then none of its accessibility markup reaches the reader. This tool recovers such documents with an HTML parser to check them anyway; readers' systems may not.",
        references: [.epub33("sec-xhtml-req"), Reference(url: "https://www.w3.org/TR/xml/#sec-well-formed"),
                     .epubA11yTechniques("sec-wcag")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: "<h1>Chapter</h1><p>Text.<br/></p>"),
            .fails(body: "<h1>Chapter</h1><p>Text.\n↓<br></p>"),
            .fails(body: "↓<h1>Fish &amp; chips &nbsp;</h1>"),
            .fails(body: "<p>\n↓<foo:bar>Undeclared prefix</foo:bar></p>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.content.documents.compactMap { document -> Finding? in
            // A document skipped for its cost is `document-within-limits`' (needs review), not a defect.
            if let failure = document.failure, !failure.kind.leftUnchecked {
                // EPUBCore's reason, worded from error.* of the tables (libxml2's words stay its own).
                return finding("unreadable", ["reason": .message(.reason(of: failure))],
                               at: document.location(failure.line ?? 1))
            }
            guard let parse = document.parse, let error = parse.firstError else { return nil }
            // libxml2's own diagnostic, in its words: a value.
            let message = error.message.trimmingXMLWhitespace()
            let position = error.column > 0
                ? sentence("position-column", ["line": .value("\(error.line)"), "column": .value("\(error.column)")])
                : sentence("position", ["line": .value("\(error.line)")])
            let arguments: [String: ReportMessage.Argument] = ["position": .message(position), "message": .value(message)]
            if !parse.isWellFormed {
                return finding("not-well-formed", arguments, at: document.location(max(1, error.line)))
            }
            // libxml2 keeps a tree for namespace errors (an undeclared prefix): well-formed XML,
            // but not namespace-well-formed, which XHTML content documents must be.
            return finding("not-namespace-well-formed", arguments,
                           at: document.location(max(1, error.line)), impact: .moderate)
        }
    }
}
