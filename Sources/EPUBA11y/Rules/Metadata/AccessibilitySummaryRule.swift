/// `schema:accessibilitySummary` SHOULD be present (it was MUST in 1.0), once.
struct AccessibilitySummaryRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessibilitysummary", title: "The publication has one accessibility summary", impact: .moderate,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "A short human-readable summary adds what the other properties cannot say, such as known shortcomings. EPUB Accessibility 1.1 recommends it (SHOULD); 1.0 required it.",
        references: [.epubA11y("confreq-schema-accessibilitySummary")],
        examples: [
            .passes(##"<meta property="schema:accessibilitySummary">Fully navigable; all images described.</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"<meta property="schema:accessibilitySummary">One.</meta>"## + "\n"
                   + ##"↓<meta property="schema:accessibilitySummary" xml:lang="fr">Un.</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let summaries = context.metadata.summaries
        if summaries.isEmpty {
            return [finding("missing", [:],
                            at: context.packageLocation)]
        }
        return summaries.dropFirst().map {
            finding("second", [:],
                    at: $0.provenance.location, impact: .minor)
        }
    }
}
