/// `schema:accessibilityHazard` is required.
struct AccessibilityHazardRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilityhazard", title: "The publication declares its hazards", impact: .serious,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Readers with photosensitive epilepsy, vestibular or auditory sensitivities must know about flashing, motion simulation and sound; `none` or `unknown` are valid answers, silence is not.",
        references: [.epubA11y("confreq-schema-accessibilityHazard")],
        examples: [
            .passes(##"<meta property="schema:accessibilityHazard">none</meta>"##),
            .passes(##"<meta name="schema:accessibilityHazard" content="unknown"/>"##, version: "2.0"),
            .fails(""),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.metadata.hazards.isEmpty else { return [] }
        return [finding("missing", [:],
                        at: context.packageLocation)]
    }
}
