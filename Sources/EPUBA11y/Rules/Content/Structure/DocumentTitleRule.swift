/// Each content document has a title (axe `document-title`, WCAG 2.4.2, H25).
struct DocumentTitleRule: Rule {
    static let description = RuleDescription(
        id: "document-title", title: "Documents have a title", impact: .serious,
        tags: ["wcag2a", "wcag242", "ace"],
        rationale: "Reading systems and assistive technology announce a document's title when it opens and list it in history and search results; EPUB Accessibility requires every content document to meet WCAG, 2.4.2 included.",
        references: [.htmlTechnique("H25"), .understanding("page-titled.html"),
                     .epubA11yTechniques("sec-wcag"), .axe("document-title")],
        scope: .content, exposure: .everything,
        examples: [
            .passes(body: "<h1>Chapter</h1>"),
            .fails(body: "<h1>Chapter</h1>", head: "", markingRoot: true),
            .fails(body: "<h1>Chapter</h1>", head: "<title> </title>", markingRoot: true),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).compactMap { document -> Finding? in
            guard RuleSupport.isBlank(document.title) else { return nil }
            let problem = document.title == nil ? "no-title" : "empty-title"
            if document.isSVG {
                return finding("svg-\(problem)", [:], at: document.rootLocation, impact: .minor)
            }
            return finding(problem, [:], at: document.rootLocation)
        }
    }
}
