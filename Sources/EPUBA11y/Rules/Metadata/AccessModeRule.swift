/// `schema:accessMode` is required by EPUB Accessibility 1.1 (§2.1); 1.2 makes it a SHOULD,
/// since `accessModeSufficient` (now the MUST) says more about who can read the book.
struct AccessModeRule: Rule {
    static let description = RuleDescription(
        id: "metadata-accessmode", title: "The publication declares its access modes", impact: .serious,
        tags: ["epub-a11y-11", "discovery", "ace"],
        rationale: "Reading systems and stores tell readers which senses the content needs (textual, visual, auditory, tactile); without schema:accessMode they cannot. EPUB Accessibility 1.1 requires it (serious); the 1.2 draft recommends it (moderate) and requires accessModeSufficient instead.",
        references: [.epubA11y("confreq-schema-accessMode")],
        examples: [
            .passes(##"<meta property="schema:accessMode">textual</meta>"##),
            .passes(##"<meta name="schema:accessMode" content="textual"/>"##, version: "2.0"),
            .fails(##"<meta property="schema:accessibilityFeature">tableOfContents</meta>"##),
            .fails(##"<meta property="schema:accessMode" refines="#img1">visual</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta>"##
                   + ##"<meta property="schema:accessModeSufficient">textual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        guard context.metadata.accessModes.isEmpty else { return [] }
        if context.profile >= .epubA11y12 {
            return [finding("missing-recommended", ["profile": .value(context.profile.title)],
                            at: context.packageLocation, impact: .moderate)]
        }
        return [finding("missing", [:],
                        at: context.packageLocation)]
    }
}
