/// Heading levels go down one step at a time (axe `heading-order`), asides and navs aside.
struct HeadingOrderRule: Rule {
    static let description = RuleDescription(
        id: "heading-order", title: "Heading levels increase by one", impact: .moderate,
        tags: ["best-practice", "ace"],
        rationale: "Screen-reader users infer the outline from heading levels; a jump from h1 to h3 suggests a missing section. Unlike Ace (issue #424), headings in aside and nav are left out: a sidebar's heading levels belong to its own small outline.",
        references: [.htmlTechnique("H42"), .epubA11yTechniques("heading-hierarchy"),
                     .axe("heading-order"), Reference(url: "https://github.com/daisy/ace/issues/424")],
        scope: .content,
        examples: [
            .passes(body: "<h1>Chapter</h1><h2>Section</h2><h3>Part</h3><h2>Next section</h2>"),
            .passes(body: "<h1>Chapter</h1><aside><h4>Sidebar</h4></aside><h2>Section</h2>"),
            .fails(body: "<h1>Chapter</h1>\n↓<h3>Section</h3>"),
            .fails(body: #"<h1>Chapter</h1>"# + "\n" + #"↓<div role="heading">Aside</div>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document -> [Finding] in
            var findings: [Finding] = []
            // ARIA gives role=heading a default level of 2, but an author who left it out most likely meant another.
            for heading in document.headings where heading.level == nil && !heading.hidden {
                findings.append(finding("no-level", ["heading": .value(RuleSupport.describe(heading))],
                                        at: document.location(of: heading), impact: .minor, elementID: heading.id))
            }
            var previous: (heading: HeadingItem, level: Int)?
            for current in RuleSupport.outlineHeadings(document) {
                if let previous, current.level > previous.level + 1 {
                    let arguments: [String: ReportMessage.Argument] = [
                        "heading": .value(RuleSupport.describe(current.heading)), "previous": .value(RuleSupport.describe(previous.heading)),
                        "first": .value("\(previous.level + 1)"), "last": .value("\(current.level - 1)"),
                    ]
                    findings.append(finding(current.level == previous.level + 2 ? "skips-level" : "skips-levels", arguments,
                                            at: document.location(of: current.heading), elementID: current.heading.id))
                }
                previous = current
            }
            return findings.sorted()
        }
    }
}
