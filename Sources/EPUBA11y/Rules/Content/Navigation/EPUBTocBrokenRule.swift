import EPUBCore

/// Every TOC link resolves.
struct EPUBTocBrokenRule: Rule {
    static let description = RuleDescription(
        id: "epub-toc-broken", title: "Table of contents links resolve", impact: .serious,
        tags: ["epub-a11y-11", "navigation"],
        rationale: "A contents entry whose file is missing, or whose fragment names no element of that document, takes the reader nowhere (or to the top of a long document). Both the toc nav and the NCX navMap are checked, since reading systems use either; every broken entry is listed (epub-toc-order keeps Ace's single finding).",
        references: [.epub33("sec-nav-toc"), .daisyKB("navigation/toc.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<h1 id="a">A</h1>"#)],
                    navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml#a">A</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: #"<h1 id="a">A</h1>"#)],
                   navigation: NavigationExamples.nav(toc: #"<li>"# + "\n" + #"↓<a href="chapter1.xhtml#b">B</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: #"<h1 id="a">A</h1>"#)],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml">A</a></li><li>"# + "\n" + #"↓<a href="chapter9.xhtml">Nine</a></li>"#)),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let index = ContentIndex(context)
        return context.tocSources.flatMap { toc in
            toc.linkedPoints.compactMap { point -> Finding? in
                guard let target = point.target else { return nil }
                let resolution = index.resolve(target)
                guard resolution.isBroken else { return nil }
                return finding("broken", ["toc": .message(toc.name), "label": .value(point.label), "href": .value(target.href),
                                           "reason": .message(resolution.reason)], at: toc.location(point))
            }
        }
    }
}
