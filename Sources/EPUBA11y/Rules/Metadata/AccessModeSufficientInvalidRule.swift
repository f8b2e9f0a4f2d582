/// Each accessModeSufficient item must be one of the four modes; sets are comma lists.
struct AccessModeSufficientInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmodesufficient-invalid", title: "Sufficient access modes are comma lists of the four modes", impact: .minor,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Only auditory, tactile, textual and visual may appear; a set is one comma-separated list per meta (`visual textual` is one unknown item).",
        references: [.epubA11y("confreq-schema-accessModeSufficient"), .discoveryVocabulary("accessModeSufficient")],
        examples: [
            .passes(##"<meta property="schema:accessModeSufficient">textual, visual</meta>"##),
            .fails(##"↓<meta property="schema:accessModeSufficient">visual textual</meta>"##),
            .fails(##"↓<meta property="schema:accessModeSufficient">chartOnVisual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.accessModeSufficient.flatMap { set in
            TokenFindings.unknownOrMiscased(Self.self, set.modes.map { MetadataStatement($0, set.provenance) },
                                            property: .message(sentence("item", ["property": .value("schema:accessModeSufficient")])))
        }
    }
}
