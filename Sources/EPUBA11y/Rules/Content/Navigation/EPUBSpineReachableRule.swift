import EPUBCore

/// Every linear spine document can be reached from the navigation.
struct EPUBSpineReachableRule: Rule {
    static let description = RuleDescription(
        id: "epub-spine-reachable", title: "Every document in the reading order can be reached from the navigation", impact: .moderate,
        tags: ["epub-a11y-11", "navigation", "reading-order"],
        rationale: "Readers who move by the table of contents (most screen-reader users) never see a document that no TOC entry, landmark, guide reference or link from another document leads to. It may be deliberate (a cover, a half-title), so a person decides; the first spine item, usually the cover, is only a minor point.",
        references: [.daisyKB("navigation/toc.html"), .epubA11yTechniques("toc-linear-order"),
                     .understanding("multiple-ways.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: "<h1>Two</h1>")]),
            // Reached by a link from another document rather than the TOC.
            .passes(documents: [RuleExample.xhtml(body: #"<h1>One</h1><p><a href="chapter2.xhtml">Two</a></p>"#), RuleExample.xhtml(body: "<h1>Two</h1>")],
                    navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">One</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: "<h1>Two</h1>"), RuleExample.xhtml(body: "<h1>Three</h1>")],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">One</a></li><li><a href="chapter3.xhtml">Three</a></li>"#),
                   spine: #"<itemref idref="c1"/>"# + "\n" + #"↓<itemref idref="c2"/><itemref idref="c3"/>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let reachability = Reachability(context)
        let walked = Set(context.content.documents.map(\.path))
        let navPath = context.publication.navigationDocument?.path
        var seen: Set<String> = []
        var findings: [Finding] = []
        for (position, entry) in context.package.spineItems.enumerated() where entry.spine.isLinear {
            guard let path = entry.item.path, walked.contains(path), path != navPath, seen.insert(path).inserted,
                  !reachability.isReachable(path) else { continue }
            let first = position == 0
            findings.append(finding("unreachable", ["href": .value(entry.item.href), "first": first ? .message(sentence("unreachable.first")) : RuleSupport.noClause],
                                    at: SourceLocation(path: context.package.path, line: entry.spine.line),
                                    impact: first ? .minor : nil, outcome: .needsReview))
        }
        return findings
    }
}
