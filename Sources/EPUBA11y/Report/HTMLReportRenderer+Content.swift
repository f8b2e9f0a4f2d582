import EPUBCore

/// Findings, manual review, images and headings outline.
extension HTMLReportRenderer {
    // MARK: Findings

    static func findingsSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("findings", words) { html in
            if report.assessment == nil { return unavailable(words, into: &html) }
            html.element("p", words("html.findings.intro", ["findings": words.count("count.finding", report.findings.count + report.omittedCount())]),
                         class: "intro")
            for impact in Impact.allCases.reversed() {
                // Failed before needs-review; otherwise the report's own (deterministic) order.
                let findings = report.findings.filter { $0.impact == impact && $0.outcome == .failed }
                    + report.findings.filter { $0.impact == impact && $0.outcome == .needsReview }
                let title = words.impactTitle(impact), omitted = report.omittedCount(impact: impact)
                html.raw("<h3 id=\"findings-\(impact.rawValue)\">")
                html.text("\(title) (\(findings.count + omitted))")
                html.raw("</h3>\n")
                guard !findings.isEmpty else {
                    html.element("p", words("html.findings.none", ["impact": words.impact(impact)]), class: "none")
                    continue
                }
                html.raw("<table class=\"findings\">\n<caption>")
                html.text(words("html.findings.caption", ["impact": title, "failed": String(findings.filter { $0.outcome == .failed }.count),
                                                          "review": String(findings.filter { $0.outcome == .needsReview }.count)]))
                html.raw("</caption>\n<thead><tr>")
                for (column, css) in [("rule", " class=\"c-rule\""), ("outcome", " class=\"c-outcome\""), ("message", ""), ("location", " class=\"c-loc\"")] {
                    html.raw("<th scope=\"col\"\(css)>")
                    html.text(words("html.column." + column))
                    html.raw("</th>")
                }
                html.raw("</tr></thead>\n<tbody>\n")
                for finding in findings {
                    let outcome = finding.outcome == .failed ? ("✗", words("outcome.failed"), "fail") : ("?", words("outcome.needs-review"), "review")
                    html.raw("<tr><th scope=\"row\"><code>")
                    html.text(finding.ruleID)
                    html.raw("</code></th><td>")
                    badge(outcome, into: &html)
                    html.raw("</td><td>")
                    html.message(finding.sentence, words)
                    html.raw("</td><td>")
                    location(finding.location, elementID: finding.elementID, words, into: &html)
                    html.raw("</td></tr>\n")
                }
                html.raw("</tbody>\n</table>\n")
                if omitted > 0 {
                    html.element("p", words("report.findings.omitted", ["count": String(omitted), "limit": String(Report.maxFindingsPerKind)]),
                                 class: "meta")
                }
            }
        }
    }

    /// `<code>OEBPS/ch01.xhtml:12</code>` and the element id, or `—`.
    static func location(_ location: SourceLocation?, elementID: String? = nil, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        if let location {
            html.path(location.description)
        } else {
            html.element("span", "—", class: "none")
        }
        if let elementID, !elementID.isEmpty {
            html.raw("<br/><span class=\"element-id\">\(escape(words("html.element-id"))) <code>")
            html.text(elementID)
            html.raw("</code></span>")
        }
    }

    // MARK: Manual review

    static func manualReviewSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("manual-review", words) { html in
            guard let assessment = report.assessment else { return unavailable(words, into: &html) }
            let rows = assessment.rows.filter { $0.status == .needsReview }
            let claims = assessment.claims.filter { $0.status == .needsReview }
            guard !rows.isEmpty || !claims.isEmpty else {
                return html.element("p", words("html.manual.none"), class: "none")
            }
            html.element("p", words("html.manual.intro", ["items": words.count("count.item", rows.count + claims.count)]), class: "intro")
            html.raw("<ol class=\"manual\">\n")
            let check = escape(words("html.manual.check"))
            let flagged = escape(words("html.manual.flagged"))
            for row in rows {
                let title = words.title(of: row)
                html.raw("<li><strong\(english(words, title.isEnglish))>")
                html.text(title.text)
                html.raw("</strong> <span class=\"meta\">")
                html.text("(\(words.group(row.group)), \(words.level(row.level)))")
                html.raw("</span>")
                if !row.manualChecks.isEmpty || !row.evidenceMessages.isEmpty {
                    html.raw("<ul class=\"checks\">")
                    for item in words.manualChecks(of: row) {
                        html.raw("<li><span class=\"label\">\(check)</span> ")
                        html.text(item.text, lang: english(words, item.isEnglish))
                        html.raw("</li>")
                    }
                    for item in row.evidenceMessages {
                        html.raw("<li><span class=\"label\">\(flagged)</span> ")
                        html.message(item, words, ruleAsCode: true)
                        html.raw("</li>")
                    }
                    html.raw("</ul>")
                }
                html.raw("</li>\n")
            }
            for claim in claims {
                html.raw("<li><strong>")
                html.text(words("html.manual.claim", ["claim": words.text(claim.claimMessage)]))
                html.raw("</strong>")
                html.raw("<ul class=\"checks\"><li><span class=\"label\">\(flagged)</span> ")
                html.message(claim.evidenceMessage, words)
                html.raw("</li></ul>")
                html.raw("</li>\n")
            }
            html.raw("</ol>\n")
        }
    }

    // MARK: Images

    /// Kinds whose text alternative is an `alt` attribute.
    static let altKinds: Set<ImageItem.Kind> = [.img, .inputImage, .area]

    static func imagesSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("images", words) { html in
            guard let data = report.data else { return unavailable(words, into: &html) }
            guard !data.images.isEmpty else { return html.element("p", words("html.images.none"), class: "none") }
            let missing = data.images.filter { altKinds.contains($0.kind) && $0.alt == nil }.count
            let empty = data.images.filter { altKinds.contains($0.kind) && $0.alt == "" }.count
            let bookLang = bookLanguage(report, words)
            html.raw("<table class=\"images\">\n<caption>")
            html.text(words("html.images.caption", ["images": words.count("count.image", data.images.count + (data.omitted?.images ?? 0)), "missing": String(missing),
                                                    "empty": String(empty)]))
            html.raw("</caption>\n<thead><tr>")
            for (column, css) in [("image", " class=\"c-src\""), ("kind", " class=\"c-kind\""), ("alternative", " class=\"c-alt\""),
                                  ("caption", ""), ("purpose", ""), ("location", " class=\"c-loc\"")] {
                html.raw("<th scope=\"col\"\(css)>")
                html.text(words("html.column." + column))
                html.raw("</th>")
            }
            html.raw("</tr></thead>\n<tbody>\n")
            for image in data.images {
                html.raw("<tr><th scope=\"row\">")
                if let src = image.src, !src.isEmpty { html.path(src) } else { html.element("span", words("html.images.no-source"), class: "none") }
                html.raw("</th><td>")
                html.text(image.kind.rawValue)
                html.raw("</td><td>")
                alternative(image, words, bookLang: bookLang, into: &html)
                html.raw("</td><td>")
                if let caption = image.figcaption, !caption.isEmpty { html.text(caption, lang: bookLang) } else { html.element("span", "—", class: "none") }
                html.raw("</td><td>")
                html.text(words("image-purpose." + image.purpose.rawValue))
                html.raw("</td><td>")
                location(image.location, words, into: &html)
                html.raw("</td></tr>\n")
            }
            html.raw("</tbody>\n</table>\n")
            omittedNote(data.omitted?.images, words, into: &html)
        }
    }

    /// "N more not listed" under a list the report bounded (``ContentData/maxListEntries``).
    static func omittedNote(_ count: Int?, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        guard let count, count > 0 else { return }
        html.element("p", words("html.data.omitted", ["count": String(count), "limit": String(ContentData.maxListEntries)]), class: "meta")
    }

    /// The alt text quoted; "(no alt)" and "(empty: decorative)" told apart by words and style;
    /// then the other sources of a name or description.
    static func alternative(_ image: ContentData.Image, _ words: ReportStrings, bookLang: String, into html: inout HTMLReportWriter) {
        switch image.alt {
        case nil where altKinds.contains(image.kind):
            html.raw("<span class=\"status fail\"><span class=\"symbol\" aria-hidden=\"true\">✗</span> \(escape(words("html.images.no-alt")))</span>")
        case nil:
            html.element("span", words("html.images.no-alt-attribute"), class: "none")
        case "":
            html.raw("<span class=\"status na\"><span class=\"symbol\" aria-hidden=\"true\">○</span> \(escape(words("html.images.empty-alt")))</span>")
        case let alt?:
            html.raw("<q\(bookLang)>")
            html.text(alt)
            html.raw("</q>")
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

    static func headingsSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("headings", words) { html in
            guard let data = report.data else { return unavailable(words, into: &html) }
            guard !data.headings.isEmpty else { return html.element("p", words("html.headings.none"), class: "none") }
            html.element("p", words("html.headings.intro"), class: "intro")
            // Documents in the order their first heading appears (the spine order of the data).
            var documents: [(path: String, headings: [ContentData.Heading])] = []
            for heading in data.headings {
                if let last = documents.last, last.path == heading.location.path {
                    documents[documents.count - 1].headings.append(heading)
                } else {
                    documents.append((heading.location.path, [heading]))
                }
            }
            let bookLang = bookLanguage(report, words)
            html.raw("<ul class=\"documents\">\n")
            for document in documents {
                html.raw("<li>")
                html.path(document.path)
                html.raw("\n<ul class=\"outline\">\n")
                for heading in document.headings {
                    let level = heading.level.map { min(max($0, 1), 6) }
                    html.raw("<li class=\"level-\(level ?? 1)\"><span class=\"level\">")
                    html.text(heading.level.map { "h\($0)" } ?? words("html.headings.heading"))
                    html.raw("</span> ")
                    let text = heading.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    if text.isEmpty { html.element("span", words("html.headings.empty"), class: "status fail") } else { html.text(text, lang: bookLang) }
                    if heading.inAside { html.element("span", " " + words("html.headings.in-aside"), class: "meta") }
                    html.raw(" <span class=\"meta\">")
                    html.text(heading.location.line.map { words("html.headings.line", ["line": String($0)]) } ?? "")
                    html.raw("</span></li>\n")
                }
                html.raw("</ul></li>\n")
            }
            html.raw("</ul>\n")
            omittedNote(data.omitted?.headings, words, into: &html)
        }
    }
}
