/// `schema:accessModeSufficient` SHOULD be present in EPUB Accessibility 1.1 and MUST in 1.2.
struct AccessModeSufficientRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmodesufficient", title: "The publication declares sufficient access modes", impact: .moderate,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "accessModeSufficient says which combinations of senses are enough to read the whole book; `textual` alone means screen-reader ready. EPUB Accessibility 1.1 recommends it (SHOULD); the 1.2 draft requires it (MUST): under the 1.2 profile its absence fails the metadata verdict, at Ace's impact (moderate).",
        references: [.epubA11y("confreq-schema-accessModeSufficient")],
        examples: [
            .passes(##"<meta property="schema:accessModeSufficient">textual</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"<meta property="schema:accessModeSufficient"> , </meta>"##),
            .fails(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta>"##
                   + ##"<meta property="schema:accessMode">textual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.metadata.accessModeSufficient.allSatisfy({ $0.modes.isEmpty }) else { return [] }
        if context.profile >= .epubA11y12 {
            return [finding("missing-required", ["profile": .value(context.profile.title)],
                            at: context.packageLocation)]
        }
        return [finding("missing", [:],
                        at: context.packageLocation)]
    }
}
