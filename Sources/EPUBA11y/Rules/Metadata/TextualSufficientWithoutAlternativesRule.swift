/// Text alone is declared sufficient for a book with visual content, yet no feature says where
/// the text alternatives of that visual content are.
struct TextualSufficientWithoutAlternativesRule: Rule {
    /// Features that supply text for visual content: image alternatives, extended descriptions,
    /// and descriptions of math (which `mathOnVisual` books show as images).
    static let textAlternatives: [AccessibilityFeature] = [.alternativeText, .longDescription, .describedMath]

    static let description = RuleDescription(
        id: "metadata-accessmodesufficient-textual", title: "Textual sufficiency for visual content names its text alternatives",
        impact: .moderate, tags: ["epub-a11y-11", "discovery", "best-practice"],
        rationale: "A textual sufficient access mode tells a blind reader that text alone carries everything; for a book whose access modes include visual content that is only true when text alternatives exist (the Package Metadata Authoring Guide counts alternative text and extended descriptions towards textual sufficiency). A book that declares neither alternativeText, longDescription nor describedMath leaves the reader to guess where that text is. The alternatives may exist and only the feature be missing, so a person must look: this reads the metadata only.",
        references: [Reference(url: "https://w3c.github.io/publ-a11y/package-metadata-authoring-guide/#ams-single-textual"),
                     .discoveryVocabulary("alternativeText"), .epubA11y("sec-disc-package")],
        examples: [
            .passes(##"<meta property="schema:accessMode">textual</meta><meta property="schema:accessMode">visual</meta>"##
                    + ##"<meta property="schema:accessModeSufficient">textual</meta><meta property="schema:accessibilityFeature">alternativeText</meta>"##),
            .passes(##"<meta property="schema:accessMode">textual</meta><meta property="schema:accessModeSufficient">textual</meta>"##),
            .passes(##"<meta property="schema:accessMode">textual</meta><meta property="schema:accessMode">visual</meta>"##
                    + ##"<meta property="schema:accessModeSufficient">textual,visual</meta>"##),
            .passes(##"<meta property="schema:accessMode">textual</meta><meta property="schema:accessMode">mathOnVisual</meta>"##
                    + ##"<meta property="schema:accessModeSufficient">textual</meta><meta property="schema:accessibilityFeature">describedMath</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"## + "\n" + ##"<meta property="schema:accessMode">visual</meta>"## + "\n"
                   + ##"↓<meta property="schema:accessModeSufficient">textual</meta>"## + "\n"
                   + ##"<meta property="schema:accessibilityFeature">tableOfContents</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"## + "\n" + ##"<meta property="schema:accessMode">chartOnVisual</meta>"## + "\n"
                   + ##"↓<meta property="schema:accessModeSufficient">textual</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let metadata = context.metadata
        // `visual` or one of its refinements (`chartOnVisual`, `mathOnVisual`, ...): both say there is visual content.
        guard let visual = metadata.accessModes.map(\.value.name).first(where: { $0 == AccessMode.visual.rawValue || $0.hasSuffix("OnVisual") }),
              !textAlternatives.contains(where: metadata.hasFeature) else { return [] }
        return metadata.accessModeSufficient.filter { $0.isOnly(AccessMode.textual.rawValue) }.map { set in
            finding("no-alternatives", ["mode": .value(visual)],
                    at: set.provenance.location, outcome: .needsReview)
        }
    }
}
