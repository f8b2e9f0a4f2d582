import EPUBCore

/// TOC entries follow the reading order (Ace's `epub-toc-order`).
struct EPUBTocOrderRule: Rule {
    static let description = RuleDescription(
        id: "epub-toc-order", title: "The table of contents follows the reading order", impact: .serious,
        tags: ["ace", "epub-a11y-11", "navigation"],
        rationale: "A reader who moves through the contents expects each entry to come later in the book than the one before; an entry that jumps back (in spine order, or in document order within a document) or leads nowhere breaks that. Like Ace, only the first problem is reported; epub-toc-broken lists every broken link. Entries to files outside the spine or outside the publication are not placed in the order.",
        references: [.daisyKB("navigation/toc.html"), .epubA11yTechniques("toc-linear-order"),
                     .epub33("sec-nav-toc")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<h1 id="a">A</h1><h2 id="b">B</h2>"#), RuleExample.xhtml(body: "<h1>Two</h1>")],
                    navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml#a">A</a><ol><li><a href="chapter1.xhtml#b">B</a></li></ol></li><li><a href="chapter2.xhtml">Two</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>"), RuleExample.xhtml(body: "<h1>Two</h1>")],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter2.xhtml">Two</a></li><li>"# + "\n" + #"↓<a href="chapter1.xhtml">One</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: #"<h1 id="a">A</h1><h2 id="b">B</h2>"#)],
                   navigation: NavigationExamples.nav(toc: #"<li><a href="chapter1.xhtml#b">B</a></li><li>"# + "\n" + #"↓<a href="chapter1.xhtml#a">A</a></li>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<h1>One</h1>")],
                   navigation: NavigationExamples.nav(toc: #"<li>"# + "\n" + #"↓<a href="chapter1.xhtml#gone">Gone</a></li>"#)),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let toc = context.tocSource else { return [] }
        let index = ContentIndex(context)
        // Position of every id in its document, first occurrence winning.
        var idOrder: [String: [String: Int]] = [:]
        // The navigation document has no place in the order, even when it is in the spine (as in Ace).
        let navPath = context.publication.navigationDocument?.path
        func position(_ path: String, _ fragment: String?) -> (Int, Int)? {
            guard path != navPath, let spine = index.spineIndex[path] else { return nil }
            guard let fragment else { return (spine, 0) }
            if idOrder[path] == nil, let document = index.documents[path] {
                idOrder[path] = Dictionary(document.ids.enumerated().map { ($0.element.id, $0.offset + 1) }, uniquingKeysWith: { first, _ in first })
            }
            return idOrder[path]?[fragment].map { (spine, $0) }
        }
        var previous: (point: NavigationPoint, position: (Int, Int))?
        for point in toc.linkedPoints {
            guard let target = point.target else { continue }
            let resolution = index.resolve(target)
            if resolution.isBroken {
                return [finding("broken", ["toc": .message(toc.name), "label": .value(point.label), "href": .value(target.href),
                                            "reason": .message(resolution.reason)],
                                at: toc.location(point))]
            }
            guard resolution == .resolved, let path = target.path,
                  let current = position(path, ContentIndex.fragment(of: target)) else { continue }
            if let previous, current < previous.position {
                return [finding("out-of-order", ["toc": .message(toc.name), "label": .value(point.label), "href": .value(target.href),
                                                  "previous": .value(previous.point.label), "previous_href": .value(previous.point.href ?? "")],
                                at: toc.location(point))]
            }
            previous = (point, current)
        }
        return []
    }
}
