import EPUBCore

/// Findings, manual review, images and headings outline.
extension HTMLReportRenderer {
    // MARK: Findings

    static func findingsSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("findings", "Findings") { html in
            if report.assessment == nil { return unavailable(report, into: &html) }
            html.element("p", "What the rules found, most severe first. “Failed” shows a requirement not met; "
                         + "“Needs review” asks a person to look. \(plural(report.findings.count, "finding")) in all.", class: "intro")
            for impact in Impact.allCases.reversed() {
                // Failed before needs-review; otherwise the report's own (deterministic) order.
                let findings = report.findings.filter { $0.impact == impact && $0.outcome == .failed }
                    + report.findings.filter { $0.impact == impact && $0.outcome == .needsReview }
                let title = impactTitle(impact)
                html.raw("<h3 id=\"findings-\(impact.rawValue)\">")
                html.text("\(title) (\(findings.count))")
                html.raw("</h3>\n")
                guard !findings.isEmpty else {
                    html.element("p", "No \(impact.rawValue) findings.", class: "none")
                    continue
                }
                html.raw("<table class=\"findings\">\n<caption>")
                html.text("\(title) findings: \(findings.filter { $0.outcome == .failed }.count) failed, "
                          + "\(findings.filter { $0.outcome == .needsReview }.count) to review")
                html.raw("</caption>\n<thead><tr><th scope=\"col\" class=\"c-rule\">Rule</th><th scope=\"col\" class=\"c-outcome\">Outcome</th>"
                         + "<th scope=\"col\">Message</th><th scope=\"col\" class=\"c-loc\">Location</th></tr></thead>\n<tbody>\n")
                for finding in findings {
                    let outcome = finding.outcome == .failed ? ("✗", "Failed", "fail") : ("?", "Needs review", "review")
                    html.raw("<tr><th scope=\"row\"><code>")
                    html.text(finding.ruleID)
                    html.raw("</code></th><td>")
                    badge(outcome, into: &html)
                    html.raw("</td><td>")
                    html.text(finding.message)
                    html.raw("</td><td>")
                    location(finding.location, elementID: finding.elementID, into: &html)
                    html.raw("</td></tr>\n")
                }
                html.raw("</tbody>\n</table>\n")
            }
        }
    }

    /// `<code>OEBPS/ch01.xhtml:12</code>` and the element id, or `—`.
    static func location(_ location: SourceLocation?, elementID: String? = nil, into html: inout HTMLReportWriter) {
        if let location {
            html.path(location.description)
        } else {
            html.element("span", "—", class: "none")
        }
        if let elementID, !elementID.isEmpty {
            html.raw("<br/><span class=\"element-id\">id <code>")
            html.text(elementID)
            html.raw("</code></span>")
        }
    }

    // MARK: Manual review

    static func manualReviewSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("manual-review", "Manual review") { html in
            guard let assessment = report.assessment else { return unavailable(report, into: &html) }
            let rows = assessment.rows.filter { $0.status == .needsReview }
            let claims = assessment.claims.filter { $0.status == .needsReview }
            guard !rows.isEmpty || !claims.isEmpty else {
                return html.element("p", "No item needs a manual review.", class: "none")
            }
            html.element("p", "\(plural(rows.count + claims.count, "item")) no automated check can decide: "
                         + "a person must verify each of them before any conformance claim.", class: "intro")
            html.raw("<ol class=\"manual\">\n")
            for row in rows {
                html.raw("<li><strong>")
                html.text(row.title)
                html.raw("</strong> <span class=\"meta\">")
                html.text("(\(row.group.title), \(row.level.rawValue.uppercased()))")
                html.raw("</span>")
                if !row.manualChecks.isEmpty || !row.evidence.isEmpty {
                    html.raw("<ul class=\"checks\">")
                    for check in row.manualChecks {
                        html.raw("<li><span class=\"label\">Check:</span> ")
                        html.text(check)
                        html.raw("</li>")
                    }
                    for item in row.evidence {
                        html.raw("<li><span class=\"label\">Flagged:</span> ")
                        html.evidence(item, rules: row.rules)
                        html.raw("</li>")
                    }
                    html.raw("</ul>")
                }
                html.raw("</li>\n")
            }
            for claim in claims {
                html.raw("<li><strong>")
                html.text("Claim: \(claim.claim)")
                html.raw("</strong>")
                html.raw("<ul class=\"checks\"><li><span class=\"label\">Flagged:</span> ")
                html.text(claim.evidence)
                html.raw("</li></ul>")
                html.raw("</li>\n")
            }
            html.raw("</ol>\n")
        }
    }

    // MARK: Images

    /// Kinds whose text alternative is an `alt` attribute.
    static let altKinds: Set<ImageItem.Kind> = [.img, .inputImage, .area]

    static func imagesSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("images", "Images") { html in
            guard let data = report.data else { return unavailable(report, into: &html) }
            guard !data.images.isEmpty else { return html.element("p", "The content has no images.", class: "none") }
            let missing = data.images.filter { altKinds.contains($0.kind) && $0.alt == nil }.count
            let empty = data.images.filter { altKinds.contains($0.kind) && $0.alt == "" }.count
            html.raw("<table class=\"images\">\n<caption>")
            html.text("\(plural(data.images.count, "image")): \(missing) with no alt, \(empty) with an empty alt (decorative)")
            html.raw("</caption>\n<thead><tr><th scope=\"col\" class=\"c-src\">Image</th><th scope=\"col\" class=\"c-kind\">Kind</th>"
                     + "<th scope=\"col\" class=\"c-alt\">Text alternative</th><th scope=\"col\">Figure caption</th><th scope=\"col\">Purpose</th>"
                     + "<th scope=\"col\" class=\"c-loc\">Location</th></tr></thead>\n<tbody>\n")
            for image in data.images {
                html.raw("<tr><th scope=\"row\">")
                if let src = image.src, !src.isEmpty { html.path(src) } else { html.element("span", "(no source)", class: "none") }
                html.raw("</th><td>")
                html.text(image.kind.rawValue)
                html.raw("</td><td>")
                alternative(image, into: &html)
                html.raw("</td><td>")
                if let caption = image.figcaption, !caption.isEmpty { html.text(caption) } else { html.element("span", "—", class: "none") }
                html.raw("</td><td>")
                html.text(image.purpose.rawValue)
                html.raw("</td><td>")
                location(image.location, into: &html)
                html.raw("</td></tr>\n")
            }
            html.raw("</tbody>\n</table>\n")
        }
    }

    /// The alt text quoted; "(no alt)" and "(empty: decorative)" told apart by words and style;
    /// then the other sources of a name or description.
    static func alternative(_ image: ContentData.Image, into html: inout HTMLReportWriter) {
        switch image.alt {
        case nil where altKinds.contains(image.kind):
            html.raw("<span class=\"status fail\"><span class=\"symbol\" aria-hidden=\"true\">✗</span> (no alt)</span>")
        case nil:
            html.element("span", "(no alt attribute on this element)", class: "none")
        case "":
            html.raw("<span class=\"status na\"><span class=\"symbol\" aria-hidden=\"true\">○</span> (empty: decorative)</span>")
        case let alt?:
            html.element("q", alt)
        }
        let extras: [(String, String?)] = [
            ("aria-label", image.ariaLabel), ("title", image.title),
            ("aria-describedby", image.describedBy.isEmpty ? nil : image.describedBy.joined(separator: " ")),
            ("aria-details", image.details.isEmpty ? nil : image.details.joined(separator: " ")),
            ("role", image.roles.isEmpty ? nil : image.roles.joined(separator: " ")),
        ]
        for (name, value) in extras {
            guard let value else { continue }
            html.raw("<br/><span class=\"extra\">")
            html.text("\(name): ")
            html.raw("</span>")
            html.text(value)
        }
    }

    // MARK: Headings

    static func headingsSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("headings", "Headings outline") { html in
            guard let data = report.data else { return unavailable(report, into: &html) }
            guard !data.headings.isEmpty else { return html.element("p", "The content has no headings.", class: "none") }
            html.element("p", "Every heading in reading order, indented by level, document by document.", class: "intro")
            // Documents in the order their first heading appears (the spine order of the data).
            var documents: [(path: String, headings: [ContentData.Heading])] = []
            for heading in data.headings {
                if let last = documents.last, last.path == heading.location.path {
                    documents[documents.count - 1].headings.append(heading)
                } else {
                    documents.append((heading.location.path, [heading]))
                }
            }
            html.raw("<ul class=\"documents\">\n")
            for document in documents {
                html.raw("<li>")
                html.path(document.path)
                html.raw("\n<ul class=\"outline\">\n")
                for heading in document.headings {
                    let level = heading.level.map { min(max($0, 1), 6) }
                    html.raw("<li class=\"level-\(level ?? 1)\"><span class=\"level\">")
                    html.text(heading.level.map { "h\($0)" } ?? "heading")
                    html.raw("</span> ")
                    let text = heading.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    if text.isEmpty { html.element("span", "(empty heading)", class: "status fail") } else { html.text(text) }
                    if heading.inAside { html.element("span", " (in an aside)", class: "meta") }
                    html.raw(" <span class=\"meta\">")
                    html.text(heading.location.line.map { "line \($0)" } ?? "")
                    html.raw("</span></li>\n")
                }
                html.raw("</ul></li>\n")
            }
            html.raw("</ul>\n")
        }
    }
}
