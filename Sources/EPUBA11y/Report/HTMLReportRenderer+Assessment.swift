import EPUBCore

/// Summary, accessibility claims (Display Guide), requirements and claims vs evidence.
extension HTMLReportRenderer {
    /// The verdict in words, never "conforms": symbol, headline, the rest of the sentence, CSS class.
    /// Read together: "Fails: at least one requirement is shown not met".
    static func verdict(_ report: Report) -> (symbol: String, headline: String, detail: String, css: String) {
        switch report.verdict {
        case .fails:
            return ("✗", "Fails", "at least one requirement is shown not met", "fail")
        case .noAutomatedFailures:
            let count = report.summary.manualReviewItems
            return ("◑", "No automated failures", "\(count) \(count == 1 ? "item still needs" : "items still need") manual review", "review")
        case .cannotBeAssessed:
            return ("⚠", "Cannot be assessed", report.error?.description ?? "the book could not be read", "fail")
        }
    }

    static func status(_ status: ConformanceAssessment.Status) -> (symbol: String, text: String, css: String) {
        switch status {
        case .met: ("✓", "Met", "ok")
        case .notMet: ("✗", "Not met", "fail")
        case .needsReview: ("?", "Needs review", "review")
        case .notApplicable: ("–", "Not applicable", "na")
        }
    }

    static func status(_ status: ClaimCheck.Status) -> (symbol: String, text: String, css: String) {
        switch status {
        case .consistent: ("✓", "Consistent", "ok")
        case .contradicted: ("✗", "Contradicted", "fail")
        // Styled as review (an over-claim never fails the verdict, so it must not look like one), with
        // a class of its own for readers' style sheets; `row-\(css)` gives `row-review unsupported`.
        case .unsupported: ("!", "Unsupported", "review unsupported")
        case .undeclared: ("!", "Undeclared", "review")
        case .needsReview: ("?", "Needs review", "review")
        }
    }

    /// `<span class="status fail"><span aria-hidden="true">✗</span> Not met</span>`: text, never colour alone.
    static func badge(_ label: (symbol: String, text: String, css: String), into html: inout HTMLReportWriter) {
        html.raw("<span class=\"status \(label.css)\"><span class=\"symbol\" aria-hidden=\"true\">")
        html.text(label.symbol)
        html.raw("</span> ")
        html.text(label.text)
        html.raw("</span>")
    }

    static func unavailable(_ report: Report, into html: inout HTMLReportWriter) {
        html.element("p", "Not available: the book could not be read.", class: "none")
    }

    static func plural(_ count: Int, _ singular: String, _ pluralForm: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : pluralForm ?? singular + "s")
    }

    // MARK: Summary

    static func summarySection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("summary", "Summary") { html in
            let verdict = verdict(report)
            html.raw("<div class=\"verdict \(verdict.css)\">\n<p class=\"verdict-line\"><span class=\"symbol\" aria-hidden=\"true\">")
            html.text(verdict.symbol)
            html.raw("</span> <strong>")
            html.text(verdict.headline + ":")
            html.raw("</strong> ")
            html.text(verdict.detail)
            html.raw("</p>\n")
            if let assessment = report.assessment {
                let mustNotMet = assessment.rows.filter { $0.status == .notMet && $0.level == .must }.count
                let shouldNotMet = assessment.rows.filter { $0.status == .notMet && $0.level == .should }.count
                let contradicted = assessment.claims.filter { $0.status == .contradicted }.count
                let failed = report.findings.filter { $0.outcome == .failed }.count
                html.element("p", "\(plural(mustNotMet, "MUST requirement")) not met, \(plural(shouldNotMet, "SHOULD requirement")) not met, "
                             + "\(plural(contradicted, "claim")) contradicted by the content, \(plural(failed, "failed finding")); "
                             + "\(plural(report.summary.manualReviewItems, "item")) to review by hand.")
                verdictReasons(report, into: &html)
            }
            html.raw("</div>\n")

            html.raw("<div class=\"summary-grid\">\n<dl class=\"identity\">\n")
            let subject = report.subject
            let identity: [(String, String?)] = [
                ("Title", subject.title), ("File", subject.file), ("Identifier", subject.identifier),
                ("EPUB version", subject.epubVersion), ("Layout", subject.layout),
                ("Languages", subject.languages.isEmpty ? nil : subject.languages.joined(separator: ", ")),
                ("Package document", subject.packageDocument),
            ]
            for (term, value) in identity {
                html.raw("<div><dt>")
                html.text(term)
                html.raw("</dt><dd>")
                if let value, !value.isEmpty {
                    if term == "File" || term == "Package document" { html.path(value) } else { html.text(value) }
                } else {
                    html.element("span", "(none)", class: "none")
                }
                html.raw("</dd></div>\n")
            }
            html.raw("</dl>\n")

            guard report.error == nil else {
                html.element("p", "No rule ran: the book could not be opened.", class: "none")
                return html.raw("</div>\n")
            }
            html.raw("<table class=\"counts\">\n<caption>Findings by impact</caption>\n<thead><tr>"
                     + "<th scope=\"col\">Impact</th><th scope=\"col\">Failed</th><th scope=\"col\">Needs review</th></tr></thead>\n<tbody>\n")
            for impact in Impact.allCases.reversed() {
                let review = report.findings.filter { $0.impact == impact && $0.outcome == .needsReview }.count
                html.raw("<tr><th scope=\"row\">")
                html.text(impactTitle(impact))
                html.raw("</th><td>\(report.summary.failed[impact] ?? 0)</td><td>\(review)</td></tr>\n")
            }
            // A decoded report (--changed-since) can carry any counts: the sum saturates, never traps.
            let failedTotal = Impact.allCases.reduce(0) { $0.saturatingAdding(report.summary.failed[$1] ?? 0) }
            html.raw("</tbody>\n<tfoot><tr><th scope=\"row\">Total</th><td>\(failedTotal)</td><td>\(report.summary.needsReview)</td></tr></tfoot>\n</table>\n</div>\n")
            html.element("p", "\(plural(report.summary.rulesRun, "rule")) run; \(plural(report.summary.manualReviewItems, "item")) for manual review.",
                         class: "note")
        }
    }

    static func impactTitle(_ impact: Impact) -> String {
        impact.rawValue.prefix(1).uppercased() + impact.rawValue.dropFirst()
    }

    // MARK: Accessibility claims (Display Guide)

    /// Fields the W3C guidelines hide when the book says nothing about them.
    static let hiddenWhenEmpty: Set<String> = ["legal-considerations", "additional-accessibility-information"]

    static func claimsSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("claims", "Accessibility claims") { html in
            guard let guide = report.displayGuide else { return unavailable(report, into: &html) }
            html.element("p", "What the book declares, as a reading system or bookstore would show it "
                         + "(W3C Accessibility Metadata Display Guide, compact wording). These are claims: "
                         + "the sections below compare them with the content.", class: "intro")
            // A translated guide says its language, and a string the translation lacks says it is English.
            let localization = guide.localization
            let fallback = Set(localization?.fallbackKeys ?? [])
            html.raw("<div class=\"guide\"\(localization.map { " lang=\"\(escape($0.locale))\"" } ?? "")>\n")
            for field in guide.fields where field.hasMetadata || !hiddenWhenEmpty.contains(field.id) {
                let titleLang = fallback.contains(field.id + "-title") ? " lang=\"en\"" : ""
                html.raw("<div class=\"field\(field.hasMetadata ? "" : " empty")\">\n<h3 id=\"claims-\(escape(field.id))\"\(titleLang)>")
                html.text(field.title)
                html.raw("</h3>\n")
                let details = field.statements.filter { $0.id.hasPrefix("conformance-details-") }
                // The publisher's summary is in the book's language, not the guide's, when it says no other.
                let bookLanguage = localization == nil ? nil : report.subject.languages.first
                statementList(field.statements.filter { !$0.id.hasPrefix("conformance-details-") }, fallback: fallback,
                              bookLanguage: bookLanguage, into: &html)
                if !details.isEmpty {
                    html.raw("<h4\(fallback.contains("conformance-details-title") ? " lang=\"en\"" : "")>")
                    html.text(localization?.conformanceDetailsTitle ?? DisplayGuide.conformanceDetailsTitle)
                    html.raw("</h4>\n")
                    statementList(details, fallback: fallback, into: &html)
                }
                html.raw("</div>\n")
            }
            html.raw("</div>\n")
        }
    }

    /// `fallback`: ids of a translated guide shown in English, marked `lang="en"`; `bookLanguage`:
    /// the language of a summary that declares none, inside a translated guide.
    static func statementList(_ statements: [DisplayGuide.Statement], fallback: Set<String> = [], bookLanguage: String? = nil,
                              into html: inout HTMLReportWriter) {
        guard !statements.isEmpty else { return }
        html.raw("<ul class=\"statements\">\n")
        for statement in statements {
            let noInformation = DisplayGuide.noInformationIDs.contains(statement.id)
            html.raw("<li" + (noInformation ? " class=\"none\"" : "") + (fallback.contains(statement.id) ? " lang=\"en\"" : "") + ">")
            let language = languageTag(statement.language ?? (statement.id == "accessibility-summary" ? bookLanguage : nil))
            if let language {
                html.raw("<span lang=\"\(escape(language))\">")
            }
            if let link = statement.link, isWebURL(link) {
                html.link(link, statement.compact)
            } else {
                html.text(statement.compact)
                if let link = statement.link {
                    html.raw(" (<code>")
                    html.text(link)
                    html.raw("</code>, a file inside the publication)")
                }
            }
            if language != nil { html.raw("</span>") }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n")
    }

    // MARK: Requirements

    static func requirementsSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("requirements", "Requirements") { html in
            guard let assessment = report.assessment else { return unavailable(report, into: &html) }
            html.element("p", "Each requirement of \(TextReportRenderer.title(report)) and the WCAG success criteria it incorporates. "
                         + "A MUST requirement not met makes the verdict fail; a SHOULD requirement is a recommendation. "
                         + "“Needs review” means no automated check failed but a person must still decide.", class: "intro")
            for group in Requirement.Group.allCases {
                let rows = assessment.rows.filter { $0.group == group }
                guard !rows.isEmpty else { continue }
                html.raw("<h3 id=\"requirements-\(escape(group.rawValue))\">")
                html.text(group.title)
                html.raw("</h3>\n<table class=\"requirements\">\n<caption>")
                let counts: [(ConformanceAssessment.Status, String)] = [
                    (.notMet, "not met"), (.needsReview, "to review"), (.met, "met"), (.notApplicable, "not applicable"),
                ]
                let tally = counts.compactMap { status, words in
                    let count = rows.filter { $0.status == status }.count
                    return count > 0 ? "\(count) \(words)" : nil
                }
                html.text("\(group.title): \(plural(rows.count, "requirement")) (\(tally.joined(separator: ", ")))")
                html.raw("</caption>\n<colgroup><col class=\"c-req\"/><col class=\"c-level\"/><col class=\"c-status\"/><col/><col class=\"c-manual\"/><col class=\"c-ref\"/></colgroup>\n<thead><tr><th scope=\"col\" class=\"c-req\">Requirement</th><th scope=\"col\" class=\"c-level\">Level</th>"
                         + "<th scope=\"col\" class=\"c-status\">Status</th><th scope=\"col\" class=\"c-evidence\">Evidence</th>"
                         + "<th scope=\"col\" class=\"c-manual\">Manual checks</th><th scope=\"col\" class=\"c-ref\">Reference</th></tr></thead>\n<tbody>\n")
                for row in rows {
                    html.raw("<tr class=\"row-\(status(row.status).css)\"><th scope=\"row\">")
                    html.text(row.title)
                    html.raw("</th><td class=\"nowrap\">")
                    html.text(row.level.rawValue.uppercased())
                    html.raw("</td><td>")
                    badge(status(row.status), into: &html)
                    html.raw("</td><td>")
                    if row.evidence.isEmpty {
                        html.raw("<span class=\"none\">—</span>")
                    } else {
                        html.raw("<ul class=\"plain\">")
                        for item in row.evidence {
                            html.raw("<li>")
                            html.evidence(item, rules: row.rules)
                            html.raw("</li>")
                        }
                        html.raw("</ul>")
                    }
                    // Rules behind the status that no evidence line names already.
                    let unnamed = row.rules.filter { rule in !row.evidence.contains { $0.hasPrefix(rule + ": ") } }
                    if !unnamed.isEmpty {
                        html.raw("<p class=\"rules\">\(unnamed.count == 1 ? "Rule" : "Rules"): ")
                        for (index, rule) in unnamed.enumerated() {
                            if index > 0 { html.raw(", ") }
                            html.element("code", rule)
                        }
                        html.raw("</p>")
                    }
                    html.raw("</td><td>")
                    html.list(row.manualChecks)
                    html.raw("</td><td class=\"ref\">")
                    reference(row.reference, into: &html)
                    html.raw("</td></tr>\n")
                }
                html.raw("</tbody>\n</table>\n")
            }
        }
    }

    /// A link to a spec section, named `EPUB Accessibility 1.1 §confreq-schema-accessMode`.
    static func reference(_ url: String, into html: inout HTMLReportWriter) {
        guard isWebURL(url) else { return html.text(url) }
        let label = referenceLabel(url)
        html.raw("<a href=\"\(escape(url))\">")
        html.text(label.name)
        if let section = label.section {
            html.raw(" <span class=\"section\">")
            html.text("§" + section)
            html.raw("</span>")
        }
        html.raw("</a>")
    }

    /// The spec's name and the section anchor of a reference URL (``Reference/title``).
    static func referenceLabel(_ url: String) -> (name: String, section: String?) {
        Reference(url: url).title
    }

    // MARK: Claims vs evidence

    static func claimChecksSection(_ report: Report, into html: inout HTMLReportWriter) {
        html.section("claims-evidence", "Claims vs evidence") { html in
            guard let assessment = report.assessment else { return unavailable(report, into: &html) }
            guard !assessment.claims.isEmpty else {
                return html.element("p", "None of the book's declarations could be compared with its content.", class: "none")
            }
            html.raw("<table class=\"claims\">\n<caption>")
            html.text("What the book declares compared with what its content shows (\(plural(assessment.claims.count, "comparison")))")
            html.raw("</caption>\n<thead><tr><th scope=\"col\">Claim</th><th scope=\"col\" class=\"c-status\">Status</th>"
                     + "<th scope=\"col\">Evidence from the content</th></tr></thead>\n<tbody>\n")
            for claim in assessment.claims {
                html.raw("<tr class=\"row-\(status(claim.status).css)\"><th scope=\"row\">")
                html.text(claim.claim)
                html.raw("</th><td>")
                badge(status(claim.status), into: &html)
                if let impact = claim.impact { html.text(" (\(impactTitle(impact)))") }
                html.raw("</td><td>")
                html.text(claim.evidence)
                html.raw("</td></tr>\n")
            }
            html.raw("</tbody>\n</table>\n")
        }
    }
}
