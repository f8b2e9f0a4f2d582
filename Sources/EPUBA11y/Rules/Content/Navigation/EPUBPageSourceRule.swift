import EPUBCore

/// A page list needs the source of its pagination (EPUB Accessibility 1.1 §5.1).
struct EPUBPageSourceRule: Rule {
    static let description = RuleDescription(
        id: "epub-pagesource", title: "A page list names the source of its pagination", impact: .serious,
        tags: ["ace", "epub-a11y-11", "page-navigation"],
        rationale: "Page numbers only help a reader keep up with a class or cite a passage when the reader knows which print edition they come from; pageBreakSource (or dc:source refined by source-of=pagination) says so. Fixed-layout books are their own pagination and are exempt, as in Ace.",
        references: [.epubA11y("sec-page-src-conf"), .daisyKB("navigation/pagelist.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"])),
                    metadata: #"<meta property="pageBreakSource">urn:isbn:9780000000002</meta>"#),
            // Ace accepts a dc:source refined by source-of=pagination.
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"])),
                    metadata: ##"<dc:source id="src">urn:isbn:9780000000002</dc:source><meta property="source-of" refines="#src">pagination</meta>"##),
            // Fixed layout: the pages are the pagination.
            .passes(documents: [RuleExample.xhtml(body: "<p>Page one.</p>")],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml"])),
                    metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#),
            // No page list: nothing to source.
            .passes(body: "<p>Text.</p>"),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"]))),
            // An unrefined dc:source does not say it is the source of the pagination (EPUB 3).
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                   navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"])),
                   metadata: "<dc:source>urn:isbn:9780000000002</dc:source>"),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let pageList = context.pageListSource, context.package.layout != .prePaginated,
              context.metadata.pageBreakSources.isEmpty, !hasUsableDCSource(context) else { return [] }
        return [finding(sentence("no-source", count: pageList.list.entryCount, ["list": .message(pageList.name)]),
                        at: context.packageLocation)]
    }

    /// Ace's reading of a bare `dc:source`: kept in EPUB 2, and in EPUB 3 when the book claims
    /// EPUB Accessibility 1.0 (whose conformance used dc:source for the print edition).
    static func hasUsableDCSource(_ context: RuleContext) -> Bool {
        guard !context.package.values(of: "source").isEmpty else { return false }
        return context.package.isEPUB2 || context.metadata.conformanceClaims.contains { $0.epubAccessibilityVersion == "1.0" }
    }
}
