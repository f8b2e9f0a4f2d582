/// No later heading of a document outranks its first heading (EPUB Accessibility Techniques, heading hierarchy).
struct EPUBHeadingHierarchyRule: Rule {
    static let description = RuleDescription(
        id: "epub-heading-hierarchy", title: "No heading outranks its document's first heading", impact: .moderate,
        tags: ["epub-a11y-11", "wcag2a", "wcag131"],
        rationale: "A book's outline runs across the spine: a part's file may open with h1 and each chapter's file with h2. Within one file, a heading ranked above the file's first heading breaks that outline, so readers navigating by heading land in the wrong place.",
        references: [.epubA11yTechniques("heading-hierarchy"), .generalTechnique("G141")],
        scope: .content,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: "<h1>Part One</h1>"),
                                RuleExample.xhtml(body: "<h2>Chapter 1</h2><h3>Scene</h3><h2>Chapter 2</h2>")]),
            .passes(body: "<h2>Chapter</h2><aside><h1>Sidebar</h1></aside><h3>Section</h3>"),
            .fails(documents: [RuleExample.xhtml(body: "<h1>Part One</h1>"),
                               RuleExample.xhtml(body: "<h2>Chapter 1</h2>\n↓<h1>Epilogue</h1>")]),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            var outline = RuleSupport.outlineHeadings(document).makeIterator()
            guard let first = outline.next() else { return [] }
            var findings: [Finding] = []
            while let current = outline.next() {
                guard current.level < first.level else { continue }
                findings.append(finding("outranks", ["heading": .value(RuleSupport.describe(current.heading)),
                                                     "first": .value(RuleSupport.describe(first.heading))],
                                        at: document.location(of: current.heading), elementID: current.heading.id))
            }
            return findings
        }
    }
}
