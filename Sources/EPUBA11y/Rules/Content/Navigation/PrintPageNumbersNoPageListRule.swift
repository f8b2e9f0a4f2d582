import EPUBCore

/// `pageNavigation` promises a page list (Ace's mixed-case id, kept verbatim).
struct PrintPageNumbersNoPageListRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityFeature-printPageNumbers-nopagelist", title: "pageNavigation is declared only with a page list",
        impact: .moderate, tags: ["ace", "epub-a11y-11", "discovery", "page-navigation"],
        rationale: "Readers choose books that declare pageNavigation because they need to go to print pages (in class, for citations); without a page list (the page-list nav, or the NCX pageList) the promise is false.",
        references: [.epubA11y("sec-page-list-conf"), Reference(url: "https://www.w3.org/2021/a11y-discov-vocab/latest/#pageNavigation"),
                     .daisyKB("navigation/pagelist.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                    navigation: NavigationExamples.nav(extra: NavigationExamples.pageList(["chapter1.xhtml#p1"])),
                    metadata: #"<meta property="schema:accessibilityFeature">pageNavigation</meta>"#),
            .passes(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                    metadata: #"<meta property="schema:accessibilityFeature">tableOfContents</meta>"#),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                   metadata: #"↓<meta property="schema:accessibilityFeature">pageNavigation</meta>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let feature = context.metadata.features.first(where: { $0.value.name == AccessibilityFeature.pageNavigation.rawValue }),
              context.pageListSource == nil else { return [] }
        return [finding("no-page-list", [:],
                        at: feature.provenance.location)]
    }
}
