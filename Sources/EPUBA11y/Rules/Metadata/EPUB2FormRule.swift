/// EPUB 3 books should write accessibility metadata as `meta property=`.
struct EPUB2FormRule: Rule {
    static let description = RuleDescription(
        id: "metadata-epub2-form", title: "EPUB 3 accessibility metadata uses meta property", impact: .minor,
        tags: ["epub-a11y-11", "discovery", "best-practice"],
        rationale: "In EPUB 3 the `meta name=… content=…` form is legacy: epub-a11y reads it, but DAISY Ace and many reading systems ignore it.",
        references: [.epub33("sec-meta-elem"), .epubA11y("sec-disc-package")],
        examples: [
            .passes(##"<meta property="schema:accessMode">textual</meta>"##),
            .passes(##"<meta name="schema:accessMode" content="textual"/>"##, version: "2.0"),
            .fails(##"↓<meta name="schema:accessMode" content="textual"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.epub2FormInEPUB3.map {
            finding("epub2-form", ["property": .value($0.property)],
                    at: $0.location)
        }
    }
}
