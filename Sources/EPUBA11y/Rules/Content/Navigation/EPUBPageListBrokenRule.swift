import EPUBCore

/// Every page-list entry leads to a page break (EPUB Accessibility 1.1 §5.2).
struct EPUBPageListBrokenRule: Rule {
    static let description = RuleDescription(
        id: "epub-pagelist-broken", title: "Page list entries lead to page breaks", impact: .serious,
        tags: ["ace", "epub-a11y-11", "page-navigation"],
        rationale: "A page-list entry that leads nowhere strands a reader who asked for a page. An entry that lands on an element that is not a page-break marker still works, but assistive technology cannot announce the page there (minor; reflowable EPUB 3 only, since fixed-layout pages and EPUB 2 span markers carry no page-break semantics).",
        references: [.epubA11y("sec-page-list-conf"), .daisyKB("navigation/pagelist.html"),
                     .epub33("sec-nav-pagelist")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"]))),
            // A page list pointing at whole documents (no fragment) is fine.
            .passes(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml"]))),
            // Fixed layout: a target that is not a marker is normal.
            .passes(documents: [RuleExample.xhtml(body: #"<div id="page1"><p>Text.</p></div>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#page1"])),
                    metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                   navigation: NavigationExamples.nav(extra: #"<nav epub:type="page-list" role="doc-pagelist" hidden=""><ol><li>"# + "\n" + #"↓<a href="chapter1.xhtml#p2">1</a></li></ol></nav>"#)),
            .fails(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                   navigation: NavigationExamples.nav(extra: #"<nav epub:type="page-list" role="doc-pagelist" hidden=""><ol><li>"# + "\n" + #"↓<a href="missing.xhtml#p1">1</a></li></ol></nav>"#)),
            // minor: the target exists but is no page break.
            .fails(documents: [RuleExample.xhtml(body: #"<p id="p1">Text.</p>"#)],
                   navigation: NavigationExamples.nav(extra: #"<nav epub:type="page-list" role="doc-pagelist" hidden=""><ol><li>"# + "\n" + #"↓<a href="chapter1.xhtml#p1">1</a></li></ol></nav>"#)),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let pageList = context.pageListSource else { return [] }
        let index = ContentIndex(context)
        // EPUB 2 markers are plain `span@id`s; fixed-layout pages are whole documents.
        let checksMarkers = context.package.layout != .prePaginated && !context.package.isEPUB2
        return pageList.linkedPoints.compactMap { point in
            guard let target = point.target else { return nil }
            let resolution = index.resolve(target)
            if resolution.isBroken || resolution == .external {
                return finding("broken", ["label": .value(point.label), "list": .message(pageList.name), "href": .value(target.href),
                                          "reason": .message(resolution.reason)],
                               at: pageList.location(point))
            }
            guard checksMarkers, resolution == .resolved, let path = target.path, let fragment = ContentIndex.fragment(of: target),
                  !index.document(path, hasPageBreakID: fragment) else { return nil }
            return finding("not-page-break", ["label": .value(point.label), "list": .message(pageList.name), "href": .value(target.href)],
                           at: pageList.location(point), impact: .minor)
        }
    }
}
