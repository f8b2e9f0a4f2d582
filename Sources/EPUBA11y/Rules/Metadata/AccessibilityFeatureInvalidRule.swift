/// Features must be vocabulary terms; `none` and `unknown` stand alone.
struct AccessibilityFeatureInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityfeature-invalid", title: "Accessibility features are vocabulary terms", impact: .moderate,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Unknown features are ignored by reading systems and stores; `none` or `unknown` next to real features contradicts them.",
        references: [.discoveryVocabulary("accessibilityFeature")],
        examples: [
            .passes(##"<meta property="schema:accessibilityFeature">MathML</meta><meta property="schema:accessibilityFeature">tableOfContents</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityFeature">mathML</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityFeature">toc</meta>"##),
            .fails(##"↓<meta property="schema:accessibilityFeature">none</meta>"## + "\n"
                   + ##"<meta property="schema:accessibilityFeature">alternativeText</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let features = context.metadata.features
        return TokenFindings.unknownOrMiscased(Self.self, features, property: .value("schema:accessibilityFeature"))
            + TokenFindings.exclusiveValues(Self.self, features, property: .value("schema:accessibilityFeature"))
    }
}
