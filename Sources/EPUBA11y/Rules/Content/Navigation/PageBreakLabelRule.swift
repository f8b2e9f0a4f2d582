import EPUBCore

/// Page-break markers are named and marked up the way assistive technology reads them
/// (EPUB Accessibility 1.1 §5.3; Ace's `pagebreak-label`).
struct PageBreakLabelRule: Rule {
    static let description = RuleDescription(
        id: "pagebreak-label", title: "Page-break markers have a name", impact: .moderate,
        tags: ["ace", "epub-a11y-11", "page-navigation"],
        rationale: "A marker is announced by its name (aria-label, aria-labelledby, title or text): without one the reader hears nothing where the page turns. An EPUB 3 marker must not be an `a` element, which would be announced as a link.",
        references: [.epubA11y("sec-page-break-conf"), .daisyKB("navigation/pagelist.html"),
                     Reference(url: "https://www.w3.org/TR/dpub-aria-1.1/#doc-pagebreak")],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: #"<span epub:type="pagebreak" role="doc-pagebreak" id="p1" aria-label="1"/><p>Text.</p>"#),
            .passes(body: #"<hr role="doc-pagebreak" id="p2" title="2"/><p>Text.</p>"#),
            .passes(body: #"<div role="doc-pagebreak" id="p3">3</div><p>Text.</p>"#),
            .fails(body: #"↓<span role="doc-pagebreak" id="p1"/><p>Text.</p>"#),
            // A missing role="doc-pagebreak" is epub-type-has-matching-role's to report, not this rule's.
            .passes(body: #"<span epub:type="pagebreak" id="p1" aria-label="1"/><p>Text.</p>"#),
            .fails(body: #"↓<a epub:type="pagebreak" role="doc-pagebreak" id="p1" aria-label="1"/><p>Text.</p>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let isEPUB3 = !context.package.isEPUB2
        return context.content.documents.flatMap { document in
            document.pageBreaks.flatMap { marker -> [Finding] in
                let name: ReportMessage.Argument = .message(marker.id.map { sentence("marker", ["id": .value($0)]) } ?? sentence("any-marker"))
                let location = document.location(of: marker)
                var findings: [Finding] = []
                if marker.label == nil {
                    findings.append(finding("no-name", ["marker": name, "element": .value(marker.element)],
                                            at: location, elementID: marker.id))
                }
                if isEPUB3, marker.element == "a" {
                    findings.append(finding("anchor", ["marker": name],
                                            at: location, elementID: marker.id))
                }
                return findings
            }
        }
    }
}
