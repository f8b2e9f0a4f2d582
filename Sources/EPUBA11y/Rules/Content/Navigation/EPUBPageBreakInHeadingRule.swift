/// A page-break marker inside a heading makes its page number part of the heading's name
/// (DAISY KB page-break FAQ; DAISY Ace issue 415).
struct EPUBPageBreakInHeadingRule: Rule {
    static let description = RuleDescription(
        id: "epub-pagebreak-in-heading", title: "Page-break markers are not inside headings", impact: .moderate,
        tags: ["best-practice", "wcag131", "page-navigation"],
        rationale: "The text of a heading is its accessible name: a page-break marker inside h1-h6 (or role=heading) puts the page number into the name, so heading navigation, outlines and the landmarks read \"11 Chapter 1\". The page number is not heading text; the marker belongs right before the heading, where it adds no space when its number is in aria-label. The markup is certain, so the finding is failed; moderate because the heading is still reachable and readable.",
        references: [
            .daisyKB("navigation/pagebreaks.html#faq-pb-009"), Reference(url: "https://github.com/daisy/ace/issues/415"),
            .understanding("info-and-relationships.html"), .htmlTechnique("H42"),
        ],
        scope: .content, exposure: .everything, readsNavigationDocuments: false,
        examples: [
            .passes(body: #"<span id="p11" role="doc-pagebreak" aria-label="11"/><h1>Chapter 1</h1><p>Text.</p>"#),
            .fails(body: #"<h1>↓<span id="p11" role="doc-pagebreak" aria-label="11"/>Chapter 1</h1><p>Text.</p>"#),
            .fails(body: #"<div role="heading" aria-level="2">Section ↓<span epub:type="pagebreak" id="p12">12</span> two</div>"#),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        RuleSupport.readDocuments(context).flatMap { document in
            document.pageBreaks.compactMap { marker -> Finding? in
                guard marker.ancestry.inHeading else { return nil }
                let heading = marker.headingIndex.flatMap { document.headings.indices.contains($0) ? document.headings[$0] : nil }
                let name = marker.label.map { sentence("in-heading.marker", ["label": .value(RuleSupport.quoted($0, limit: 20))]) }
                    ?? sentence("in-heading.any-marker")
                let place = heading.map {
                    sentence("in-heading.heading", ["element": .value($0.element), "text": .value(RuleSupport.quoted($0.text)), "line": .number($0.line)])
                } ?? sentence("in-heading.any-heading")
                return finding("in-heading", ["marker": .message(name), "heading": .message(place)],
                               at: document.location(of: marker), elementID: marker.id)
            }
        }
    }
}
