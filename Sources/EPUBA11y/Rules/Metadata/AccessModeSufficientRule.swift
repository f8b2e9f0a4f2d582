/// `schema:accessModeSufficient` SHOULD be present.
struct AccessModeSufficientRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmodesufficient", title: "The publication declares sufficient access modes", impact: .moderate,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "accessModeSufficient says which combinations of senses are enough to read the whole book; `textual` alone means screen-reader ready. EPUB Accessibility 1.1 recommends it (SHOULD).",
        references: [.epubA11y("confreq-schema-accessModeSufficient")],
        examples: [
            .passes(##"<meta property="schema:accessModeSufficient">textual</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"<meta property="schema:accessModeSufficient"> , </meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.metadata.accessModeSufficient.allSatisfy({ $0.modes.isEmpty }) else { return [] }
        return [finding("schema:accessModeSufficient is missing or empty: EPUB Accessibility 1.1 says it should list the sets of modes that suffice",
                        at: context.packageLocation)]
    }
}
