/// `schema:accessibilityFeature` is required, and `none`/`unknown` alone say nothing.
struct AccessibilityFeatureRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityfeature", title: "The publication declares its accessibility features", impact: .serious,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Features such as tableOfContents, alternativeText or pageNavigation are what readers search and filter on.",
        references: [.epubA11y("confreq-schema-accessibilityFeature")],
        examples: [
            .passes(##"<meta property="schema:accessibilityFeature">tableOfContents</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityFeature">none</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let features = context.metadata.features
        if features.isEmpty {
            return [finding("missing", [:],
                            at: context.packageLocation)]
        }
        let meaningful = features.filter { !["none", "unknown"].contains($0.value.canonical) }
        guard meaningful.isEmpty, let first = features.first else { return [] }
        return [finding("only-none", ["value": .value(first.value.written)],
                        at: first.provenance.location, impact: .moderate, outcome: .needsReview)]
    }
}
