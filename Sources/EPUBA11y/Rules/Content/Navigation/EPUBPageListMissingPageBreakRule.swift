import EPUBCore

/// The page list links every page-break marker (EPUB Accessibility 1.1 §5.2).
struct EPUBPageListMissingPageBreakRule: Rule {
    static let description = RuleDescription(
        id: "epub-pagelist-missing-pagebreak", title: "The page list links every page-break marker", impact: .serious,
        tags: ["ace", "epub-a11y-11", "page-navigation"],
        rationale: "A reader going to a page uses the page list; a marker it does not link is a page that cannot be reached, and a marker without an id cannot be linked at all. Reflowable books only, as in Ace; a book with no page list is left to metadata-accessibilityFeature-printPageNumbers-nopagelist.",
        references: [.epubA11y("sec-page-list-conf"), .daisyKB("navigation/pagelist.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>One.</p><span id="p2" role="doc-pagebreak" aria-label="2"/><p>Two.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1", "chapter1.xhtml#p2"]))),
            // Fixed layout: markers are not expected to be listed.
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><span id="p2" role="doc-pagebreak" aria-label="2"/>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml"])),
                    metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>One.</p>"# + "\n" + #"↓<span id="p2" epub:type="pagebreak" aria-label="2"/><p>Two.</p>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"]))),
            // A marker without an id cannot be linked.
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>One.</p>"# + "\n" + #"↓<span role="doc-pagebreak" aria-label="2"/>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"]))),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.package.layout != .prePaginated, let pageList = context.pageListSource else { return [] }
        var listed: Set<String> = []
        for point in pageList.linkedPoints {
            guard let target = point.target, target.kind == .container, let path = target.path,
                  let fragment = ContentIndex.fragment(of: target) else { continue }
            listed.insert(path + "#" + fragment)
        }
        return context.content.documents.flatMap { document in
            document.pageBreaks.compactMap { marker -> Finding? in
                let name: ReportMessage.Argument = marker.label.map { .value(" \"\($0)\"") } ?? RuleSupport.noClause
                guard let id = marker.id else {
                    return finding("no-id", ["label": name, "element": .value(marker.element), "list": .message(pageList.name)],
                                   at: document.location(of: marker))
                }
                guard !listed.contains(document.path + "#" + id) else { return nil }
                return finding("unlinked", ["label": name, "id": .value(id), "list": .message(pageList.name)],
                               at: document.location(of: marker), elementID: id)
            }
        }
    }
}
