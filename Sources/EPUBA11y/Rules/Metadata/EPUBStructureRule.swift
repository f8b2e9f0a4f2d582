import EPUBCore

/// Turns what EPUBCore noticed while opening the book (and did not stop for) into findings.
struct EPUBStructureRule: Rule {
    static let description = RuleDescription(
        id: "epub-structure", title: "The container and package are sound", impact: .serious,
        tags: ["epub-a11y-11", "epub"],
        rationale: "A wrong mimetype, missing resources, an unreadable navigation document or encrypted content make reading systems fail before accessibility even starts; EPUB Accessibility builds on a conforming EPUB.",
        references: [.epub33("sec-ocf"), .epubA11y("sec-epub-conf")],
        examples: [
            .passes(#"<dc:title>Fine</dc:title>"#),
            {
                var example = RuleExample.fails(#"<dc:title>Broken</dc:title>"#)
                example.manifestItems = #"↓<item id="gone" href="missing.xhtml" media-type="application/xhtml+xml"/>"#
                return example
            }(),
        ])

    /// Codes that block reading or assistive technology outright.
    static let serious: Set<String> = ["nav-missing", "nav-unreadable", "ncx-missing", "ncx-unreadable", "ocf-encrypted-resource",
                                       "opf-missing-resource", "opf-spine-idref", "opf-spine-no-content"]
    /// Packaging slips reading systems usually survive.
    static let minor: Set<String> = ["ocf-mimetype-not-first", "ocf-mimetype-compressed", "ocf-mimetype-extra-field",
                                     "ocf-mimetype-missing", "ocf-mimetype-value"]

    static func evaluate(_ context: RuleContext) -> [Finding] {
        context.publication.issues.map { issue in
            let impact: Impact = serious.contains(issue.code) ? .serious : minor.contains(issue.code) ? .minor : .moderate
            // EPUBCore's reason, worded from error.* of the tables.
            return finding("issue", ["code": .value(issue.code), "issue": .message(.message(of: issue))],
                           at: issue.location ?? context.packageLocation, impact: impact)
        }
    }
}
