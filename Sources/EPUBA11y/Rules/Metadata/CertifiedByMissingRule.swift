/// Whoever claims conformance must name the evaluator.
struct CertifiedByMissingRule: Rule {
    static let description = RuleDescription(
        id: "metadata-certifiedby-missing", title: "A conformance claim names its certifier", impact: .moderate,
        tags: ["epub-a11y-11", "conformance"],
        rationale: "EPUB Accessibility 1.1 requires a11y:certifiedBy whenever the publication claims conformance, so readers know who evaluated it.",
        references: [.epubA11y("sec-evaluator-name")],
        examples: [
            .passes(##"<meta property="dcterms:conformsTo" id="c">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy" refines="#c">Desk</meta>"##),
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy">Desk</meta>"##),
            .passes(##"<meta name="dcterms:conformsTo" content="EPUB Accessibility 1.1 - WCAG 2.2 Level A"/><meta name="a11y:certifiedBy" content="Desk"/>"##, version: "2.0"),
            .fails(##"↓<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo" id="a">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"## + "\n"
                   + ##"↓<meta property="dcterms:conformsTo" id="b">EPUB Accessibility 1.1 - WCAG 2.1 Level A</meta>"## + "\n"
                   + ##"<meta property="a11y:certifiedBy" refines="#a">Desk</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let metadata = context.metadata
        let bound = Set(metadata.certifications.compactMap(\.claimIndex))
        return metadata.conformanceClaims.enumerated().compactMap { index, claim in
            guard claim.kind == .epubAccessibility, !bound.contains(index) else { return nil }
            return finding("missing", ["claim": .value(claim.value)],
                           at: claim.provenance.location)
        }
    }
}
