/// `schema:accessMode` is required (EPUB Accessibility 1.1 §2.1).
struct AccessModeRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmode", title: "The publication declares its access modes", impact: .serious,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Reading systems and stores tell readers which senses the content needs (textual, visual, auditory, tactile); without schema:accessMode they cannot.",
        references: [.epubA11y("confreq-schema-accessMode")],
        examples: [
            .passes(##"<meta property="schema:accessMode">textual</meta>"##),
            .passes(##"<meta name="schema:accessMode" content="textual"/>"##, version: "2.0"),
            .fails(##"<meta property="schema:accessibilityFeature">tableOfContents</meta>"##),
            .fails(##"<meta property="schema:accessMode" refines="#img1">visual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.metadata.accessModes.isEmpty else { return [] }
        return [finding("schema:accessMode is missing: the package must declare at least one access mode (textual, visual, auditory, tactile)",
                        at: context.packageLocation)]
    }
}
