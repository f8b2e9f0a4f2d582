import EPUBCore

/// A certifier report inside the publication must exist.
struct CertifierReportUnresolvedRule: Rule {
    static let description = RuleDescription(
        id: "metadata-certifierreport-unresolved", title: "Certifier reports resolve", impact: .moderate,
        tags: ["epub-a11y-11", "conformance"],
        rationale: "a11y:certifierReport points to the evaluation report; a report inside the container that does not exist leaves readers with a broken link.",
        references: [.epubA11y("sec-conf-reporting")],
        examples: [
            .passes(##"<meta property="a11y:certifiedBy" id="c">Desk</meta><link rel="a11y:certifierReport" refines="#c" href="report.xhtml"/>"##,
                    files: ["report.xhtml": "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>Report</p></body></html>"]),
            .passes(##"<meta property="a11y:certifiedBy" id="c">Desk</meta><link rel="a11y:certifierReport" refines="#c" href="https://example.org/report"/>"##),
            .fails(##"<meta property="a11y:certifiedBy" id="c">Desk</meta>"## + "\n"
                   + ##"↓<link rel="a11y:certifierReport" refines="#c" href="reports/missing.xhtml"/>"##),
            .fails(##"<meta property="a11y:certifiedBy" id="c">Desk</meta>"## + "\n"
                   + ##"↓<link rel="a11y:certifierReport" refines="#c" href="../../outside.xhtml"/>"##),
        ])

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.metadata.certifications.flatMap(\.reports).compactMap { report in
            let target = report.value
            switch target.kind {
            case .external:
                return nil
            case .outsideContainer:
                return finding("outside", ["href": .value(target.href)], at: report.provenance.location)
            case .container:
                guard let path = target.path, !context.publication.container.contains(path) else { return nil }
                return finding("missing", ["href": .value(target.href), "path": .value(path)], at: report.provenance.location)
            }
        }
    }
}
