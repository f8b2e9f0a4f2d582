/// One `pageBreakSource`, unprefixed.
struct PageBreakSourceInvalidRule: Rule {
    static let description = RuleDescription(
        id: "metadata-pagebreaksource-invalid", title: "The page break source is declared once, without a prefix", impact: .minor,
        tags: ["epub-a11y-11", "page-navigation"],
        rationale: "pageBreakSource belongs to the package meta vocabulary (no prefix); `a11y:pageBreakSource` is a known mistake. One source is expected.",
        references: [.epubA11y("sec-page-src-conf")],
        examples: [
            .passes(##"<meta property="pageBreakSource">urn:isbn:9780000000002</meta>"##),
            .fails(##"↓<meta property="a11y:pageBreakSource">urn:isbn:9780000000002</meta>"##),
            .fails(##"<meta property="pageBreakSource">urn:isbn:1</meta>"## + "\n"
                   + ##"↓<meta property="pageBreakSource">urn:isbn:2</meta>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        let sources = context.metadata.pageBreakSources
        var findings = sources.filter { $0.form == .wrongPrefix }.map {
            finding("prefixed", [:], at: $0.provenance.location)
        }
        if sources.count > 1 {
            findings += sources.dropFirst().map {
                finding("second", ["value": .value($0.value)], at: $0.provenance.location)
            }
        }
        return findings
    }
}
