/// An EPUB Accessibility 1.0 claim (one of the IDPF IRIs) is still valid, but 1.0 is superseded:
/// the current string form says which WCAG version was met, which the IRIs never did.
struct ConformsToSupersededRule: Rule {
    static let description = RuleDescription(
        id: "metadata-conformsto-superseded", title: "Conformance claims use the current EPUB Accessibility form", impact: .minor,
        tags: ["best-practice", "conformance"],
        rationale: "EPUB Accessibility 1.1 superseded 1.0 in 2023. The 1.0 IRIs still identify a claim, and reading systems still show them, but they name no WCAG version and ask readers to trust a withdrawn specification. Re-evaluating against the current version and writing its string (`EPUB Accessibility 1.1 - WCAG 2.x Level AA`) says what was actually checked.",
        references: [.epubA11y("sec-conf-reporting-pub"), .daisyKB("metadata/evaluation.html")],
        examples: [
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"##),
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta>"##),
            .fails(##"↓<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"##),
            .fails(##"↓<meta property="dcterms:conformsTo">http://idpf.org/epub/a11y/accessibility-20170105.html#wcag-a</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.conformanceClaims.compactMap { claim in
            guard claim.kind == .epubAccessibility, claim.epubAccessibilityVersion == "1.0", let level = claim.wcagLevel else { return nil }
            // A 1.0 claim meant WCAG 2.0; a newer WCAG version is a new evaluation, not a rewording.
            let suggestion = "EPUB Accessibility \(context.profile.version) - WCAG 2.0 Level \(level.rawValue)"
            return finding("superseded", ["claim": .value(claim.value), "profile": .value(context.profile.title), "suggestion": .value(suggestion)],
                           at: claim.provenance.location)
        }
    }
}
