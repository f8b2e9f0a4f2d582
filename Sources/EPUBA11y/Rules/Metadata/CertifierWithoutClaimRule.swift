/// A certifier of nothing: `a11y:certifiedBy` (with its credentials and reports) but no EPUB
/// Accessibility conformance claim for it to vouch for.
struct CertifierWithoutClaimRule: Rule {
    static let description = RuleDescription(
        id: "metadata-certifier-without-claim", title: "A certifier has a conformance claim to certify", impact: .moderate,
        tags: ["epub-a11y-11", "conformance"],
        rationale: "a11y:certifiedBy, a11y:certifierCredential and a11y:certifierReport say who evaluated the publication's dcterms:conformsTo claim and how. Without an EPUB Accessibility claim they certify nothing: a bookstore may show \"certified by\" beside no claim, and a reader cannot tell what was evaluated. Either the claim was left out (add it) or the certifier was copied from another book (remove it).",
        references: [.epubA11y("sec-evaluator-name"), .epubA11y("sec-conf-reporting")],
        examples: [
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta><meta property="a11y:certifiedBy">Desk</meta>"##),
            .passes(##"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/><meta property="a11y:certifiedBy">Desk</meta>"##),
            // A malformed claim is reported by metadata-conformsto-invalid; the certifier does belong to it.
            .passes(##"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 WCAG 2.2 AA</meta><meta property="a11y:certifiedBy">Desk</meta>"##),
            .passes(##"<meta property="schema:accessMode">textual</meta>"##),
            .fails(##"↓<meta property="a11y:certifiedBy">Desk</meta>"##),
            .fails(##"<meta property="schema:accessMode">textual</meta>"## + "\n"
                   + ##"↓<meta property="a11y:certifiedBy" id="c">Desk</meta>"## + "\n"
                   + ##"<meta property="a11y:certifierCredential" refines="#c">Certified Evaluator</meta>"##),
            .fails(##"<meta property="dcterms:conformsTo">https://www.w3.org/TR/WCAG21/</meta>"## + "\n"
                   + ##"↓<meta property="a11y:certifiedBy">Desk</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let metadata = context.metadata
        guard !metadata.conformanceClaims.contains(where: { [.epubAccessibility, .malformed].contains($0.kind) }) else { return [] }
        let others = metadata.conformanceClaims.filter { $0.kind == .other || $0.kind == .none }.map { "\"\($0.value)\"" }
        let what = others.isEmpty ? sentence("certifies-nothing.no-claim")
            : sentence("certifies-nothing.other-claims", ["claims": .value(others.joined(separator: ", "))])
        return metadata.certifications.map { certification in
            let extras = [(certification.credentials.count, "certifies-nothing.credentials"), (certification.reports.count, "certifies-nothing.reports")]
                .filter { $0.0 > 0 }.map { sentence($0.1, count: $0.0) }
            let with: ReportMessage.Argument = extras.isEmpty ? RuleSupport.noClause
                : .message(sentence("certifies-nothing.with", ["items": RuleSupport.andList(extras)]))
            return finding("certifies-nothing", ["certifier": .value(certification.certifier.value), "with": with, "what": .message(what)],
                           at: certification.certifier.provenance.location)
        }
    }
}
