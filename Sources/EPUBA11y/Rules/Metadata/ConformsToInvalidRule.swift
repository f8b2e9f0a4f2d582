/// A conformance claim must be one of the exact EPUB Accessibility forms.
struct ConformsToInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-conformsto-invalid", title: "Conformance claims use the exact EPUB Accessibility forms", impact: .moderate,
        tags: ["epub-a11y-11", "conformance", "ace"],
        rationale: "Reading systems recognise a claim only as `EPUB Accessibility 1.1 - WCAG 2.x Level A|AA|AAA` (matched exactly) or one of the three EPUB Accessibility 1.0 IRIs.",
        references: [.epubA11y("sec-conf-reporting-pub")],
        examples: [
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</meta>"##),
            .passes(##"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"##),
            .passes(##"<meta property="dcterms:conformsTo">https://daisy.org/info-help/guidance-training/standards/navigable-audio-only-epub3-guidelines/</meta>"##),
            .fails(##"↓<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 WCAG 2.1 AA</meta>"##),
            .fails(##"↓<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level aa</meta>"##),
            .fails(##"↓<meta property="dcterms:conformsTo">http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa+</meta>"##),
            .fails(##"↓<dc:conformsTo xmlns:dc="http://purl.org/dc/elements/1.1/">EPUB Accessibility 1.1 - WCAG 2.1 Level AA</dc:conformsTo>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.conformanceClaims.compactMap { claim in
            let location = claim.provenance.location
            if claim.kind == .malformed {
                return finding("malformed", ["claim": .value(claim.value)],
                               at: location)
            }
            if claim.provenance.form == .dublinCore {
                return finding("dublin-core", [:],
                               at: location, impact: .minor)
            }
            if claim.epubAccessibilityVersion == "1.0",
               !ConformanceClaim.epubAccessibility10IRIs.contains(where: { $0.0 == claim.value }) {
                return finding("variant-iri", ["claim": .value(claim.value)],
                               at: location, impact: .minor)
            }
            return nil
        }
    }
}
