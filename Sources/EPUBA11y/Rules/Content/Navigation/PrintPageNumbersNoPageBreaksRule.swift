import EPUBCore

/// `printPageNumbers` and `pageBreakMarkers` promise page-break markers (Ace's mixed-case id, kept verbatim).
struct PrintPageNumbersNoPageBreaksRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityFeature-printPageNumbers-nopagebreaks", title: "Page-marker features are declared only with page-break markers",
        impact: .moderate, tags: ["ace", "epub-a11y-11", "discovery", "page-navigation"],
        rationale: "pageBreakMarkers (and the deprecated printPageNumbers) tell readers the text marks where print pages break; with no marker in any content document the claim is false. EPUB 2 has no epub:type, so there the elements the NCX pageList links count as markers.",
        references: [.epubA11y("sec-page-break-conf"), Reference(url: "https://www.w3.org/2021/a11y-discov-vocab/latest/#pageBreakMarkers"),
                     .daisyKB("navigation/pagelist.html")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(documents: [RuleExample.xhtml(body: #"<span id="p1" role="doc-pagebreak" aria-label="1"/><p>Text.</p>"#)],
                    metadata: #"<meta property="schema:accessibilityFeature">pageBreakMarkers</meta>"#),
            .passes(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                    metadata: #"<meta property="schema:accessibilityFeature">tableOfContents</meta>"#),
            .fails(documents: [RuleExample.xhtml(body: "<p>Text.</p>")],
                   metadata: #"↓<meta property="schema:accessibilityFeature">printPageNumbers</meta>"#),
            .fails(documents: [RuleExample.xhtml(body: #"<span id="p1">1</span><p>Text.</p>"#)],
                   metadata: #"↓<meta property="schema:accessibilityFeature">pageBreakMarkers</meta>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard let feature = context.metadata.features.first(where: { ["printPageNumbers", "pageBreakMarkers"].contains($0.value.name) }),
              !context.content.hasPageBreaks, !hasEPUB2Markers(context) else { return [] }
        return [finding("no-markers", ["feature": .value(feature.value.name)],
                        at: feature.provenance.location)]
    }

    /// EPUB 2 markers are `span@id`s the NCX pageList links.
    static func hasEPUB2Markers(_ context: RuleContext) -> Bool {
        guard context.package.isEPUB2, let pageList = context.publication.ncx?.pageList else { return false }
        let index = ContentIndex(context)
        return pageList.flattened.contains { point in
            guard let target = point.target, ContentIndex.fragment(of: target) != nil else { return false }
            return index.resolve(target) == .resolved
        }
    }
}
