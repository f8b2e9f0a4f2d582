import EPUBCore

/// Summary, accessibility claims (Display Guide), requirements and claims vs evidence.
extension HTMLReportRenderer {
    /// The verdict in words, never "conforms": symbol, headline, the rest of the sentence, CSS class.
    /// Read together: "Fails: at least one requirement is shown not met".
    static func verdict(_ report: Report, _ words: ReportStrings) -> (symbol: String, headline: String, detail: String, css: String) {
        switch report.verdict {
        case .fails:
            return ("✗", words("verdict.fails"), words("verdict.fails.detail", ["specification": ReportStrings.specification(of: report)]), "fail")
        case .noAutomatedFailures:
            return ("◑", words("verdict.no-automated-failures"), words.count("verdict.manual-review", report.summary.manualReviewItems), "review")
        case .cannotBeAssessed:
            return ("⚠", words("verdict.cannot-be-assessed"), report.error?.description ?? words("verdict.unreadable"), "fail")
        }
    }

    static func status(_ status: ConformanceAssessment.Status, _ words: ReportStrings) -> (symbol: String, text: String, css: String) {
        let text = words.status(status)
        return switch status {
        case .met: ("✓", text, "ok")
        case .notMet: ("✗", text, "fail")
        case .needsReview: ("?", text, "review")
        case .notApplicable: ("–", text, "na")
        }
    }

    static func status(_ status: ClaimCheck.Status, _ words: ReportStrings) -> (symbol: String, text: String, css: String) {
        let text = words.status(status)
        return switch status {
        case .consistent: ("✓", text, "ok")
        case .contradicted: ("✗", text, "fail")
        // Styled as review (an over-claim never fails the verdict, so it must not look like one), with
        // a class of its own for readers' style sheets; `row-\(css)` gives `row-review unsupported`.
        case .unsupported: ("!", text, "review unsupported")
        case .undeclared: ("!", text, "review")
        case .needsReview: ("?", text, "review")
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

    static func unavailable(_ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.element("p", words("html.unavailable"), class: "none")
    }

    // MARK: Summary

    static func summarySection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("summary", words) { html in
            let verdict = verdict(report, words)
            html.raw("<div class=\"verdict \(verdict.css)\">\n<p class=\"verdict-line\"><span class=\"symbol\" aria-hidden=\"true\">")
            html.text(verdict.symbol)
            html.raw("</span> <strong>")
            html.text(verdict.headline + words("colon").trimmingTrailingSpaces)
            html.raw("</strong> ")
            if report.verdict == .cannotBeAssessed, let error = report.error {
                html.message(.description(of: error), words)
            } else {
                html.text(verdict.detail)
            }
            html.raw("</p>\n")
            if let assessment = report.assessment {
                let mustNotMet = assessment.rows.filter { $0.status == .notMet && $0.level == .must }.count
                let shouldNotMet = assessment.rows.filter { $0.status == .notMet && $0.level == .should }.count
                let contradicted = assessment.claims.filter { $0.status == .contradicted }.count
                let failed = report.findings.filter { $0.outcome == .failed }.count + report.omittedCount(.failed)
                html.element("p", words("html.summary.counts", [
                    "must": words.count("count.must", mustNotMet), "should": words.count("count.should", shouldNotMet),
                    "claims": words.count("count.claim", contradicted), "failed": words.count("count.failed-finding", failed),
                    "items": words.count("count.item", report.summary.manualReviewItems),
                ]))
                verdictReasons(report, words, into: &html)
            }
            html.raw("</div>\n")

            html.raw("<div class=\"summary-grid\">\n<dl class=\"identity\">\n")
            let subject = report.subject
            let identity: [(String, String?)] = [
                ("title", subject.title), ("file", subject.file), ("identifier", subject.identifier),
                ("epub-version", subject.epubVersion), ("layout", subject.layout),
                ("languages", subject.languages.isEmpty ? nil : subject.languages.joined(separator: ", ")),
                ("package-document", subject.packageDocument),
            ]
            for (term, value) in identity {
                html.raw("<div><dt>")
                html.text(words("identity." + term))
                html.raw("</dt><dd>")
                if let value, !value.isEmpty {
                    if term == "file" || term == "package-document" { html.path(value) } else { html.text(value) }
                } else {
                    html.element("span", words("html.none"), class: "none")
                }
                html.raw("</dd></div>\n")
            }
            html.raw("</dl>\n")

            guard report.error == nil else {
                html.element("p", words("html.no-rule-ran"), class: "none")
                return html.raw("</div>\n")
            }
            html.raw("<table class=\"counts\">\n<caption>\(escape(words("html.counts.caption")))</caption>\n<thead><tr>"
                     + "<th scope=\"col\">\(escape(words("html.counts.impact")))</th><th scope=\"col\">\(escape(words("html.counts.failed")))</th>"
                     + "<th scope=\"col\">\(escape(words("html.counts.review")))</th></tr></thead>\n<tbody>\n")
            for impact in Impact.allCases.reversed() {
                let review = report.findings.filter { $0.impact == impact && $0.outcome == .needsReview }.count
                    + report.omittedCount(.needsReview, impact: impact)
                html.raw("<tr><th scope=\"row\">")
                html.text(words.impactTitle(impact))
                html.raw("</th><td>\(report.summary.failed[impact] ?? 0)</td><td>\(review)</td></tr>\n")
            }
            // A decoded report (--changed-since) can carry any counts: the sum saturates, never traps.
            let failedTotal = Impact.allCases.reduce(0) { $0.saturatingAdding(report.summary.failed[$1] ?? 0) }
            html.raw("</tbody>\n<tfoot><tr><th scope=\"row\">\(escape(words("html.counts.total")))</th><td>\(failedTotal)</td>"
                     + "<td>\(report.summary.needsReview)</td></tr></tfoot>\n</table>\n</div>\n")
            html.element("p", words("html.summary.note", ["rules": words.count("count.rule", report.summary.rulesRun),
                                                           "items": words.count("count.item", report.summary.manualReviewItems)]),
                         class: "note")
        }
    }

    // MARK: Accessibility claims (Display Guide)

    /// Fields the W3C guidelines hide when the book says nothing about them.
    static let hiddenWhenEmpty: Set<String> = ["legal-considerations", "additional-accessibility-information"]

    static func claimsSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("claims", words) { html in
            guard let guide = report.displayGuide else { return unavailable(words, into: &html) }
            html.element("p", words("html.claims.intro"), class: "intro")
            // The guide says its language when the page's is another (a translated guide in an
            // English page, the English guide in a French page), and a string the translation
            // lacks says it is English.
            let localization = guide.localization
            let fallback = Set(localization?.fallbackKeys ?? [])
            let guideLanguage = localization?.locale ?? "en"
            let guideLang = LanguageTag(guideLanguage)?.language == words.language ? "" : " lang=\"\(escape(guideLanguage))\""
            html.raw("<div class=\"guide\"\(guideLang)>\n")
            for field in guide.fields where field.hasMetadata || !hiddenWhenEmpty.contains(field.id) {
                let titleLang = fallback.contains(field.id + "-title") ? " lang=\"en\"" : ""
                html.raw("<div class=\"field\(field.hasMetadata ? "" : " empty")\">\n<h3 id=\"claims-\(escape(field.id))\"\(titleLang)>")
                html.text(field.title)
                html.raw("</h3>\n")
                let details = field.statements.filter { $0.id.hasPrefix("conformance-details-") }
                // The publisher's summary is in the book's language, not the guide's, when it says no other.
                let bookLanguage = report.subject.languages.first.flatMap {
                    LanguageTag($0)?.language == LanguageTag(guideLanguage)?.language ? nil : $0
                }
                statementList(field.statements.filter { !$0.id.hasPrefix("conformance-details-") }, words, fallback: fallback,
                              bookLanguage: bookLanguage, into: &html)
                if !details.isEmpty {
                    html.raw("<h4\(fallback.contains("conformance-details-title") ? " lang=\"en\"" : "")>")
                    html.text(localization?.conformanceDetailsTitle ?? DisplayGuide.conformanceDetailsTitle)
                    html.raw("</h4>\n")
                    statementList(details, words, fallback: fallback, into: &html)
                }
                html.raw("</div>\n")
            }
            html.raw("</div>\n")
        }
    }

    /// `fallback`: ids of a translated guide shown in English, marked `lang="en"`; `bookLanguage`:
    /// the language of a summary that declares none, inside a translated guide.
    static func statementList(_ statements: [DisplayGuide.Statement], _ words: ReportStrings, fallback: Set<String> = [],
                              bookLanguage: String? = nil, into html: inout HTMLReportWriter) {
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
                    html.raw("</code>, ")
                    html.text(words("html.claims.inner-file"))
                    html.raw(")")
                }
            }
            if language != nil { html.raw("</span>") }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n")
    }

    // MARK: Requirements

    static func requirementsSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("requirements", words) { html in
            guard let assessment = report.assessment else { return unavailable(words, into: &html) }
            html.element("p", words("html.requirements.intro", ["specification": ReportStrings.specification(of: report)]), class: "intro")
            for group in Requirement.Group.allCases {
                let rows = assessment.rows.filter { $0.group == group }
                guard !rows.isEmpty else { continue }
                html.raw("<h3 id=\"requirements-\(escape(group.rawValue))\">")
                html.text(words.group(group))
                html.raw("</h3>\n<table class=\"requirements\">\n<caption>")
                let tally = [ConformanceAssessment.Status.notMet, .needsReview, .met, .notApplicable].compactMap { status in
                    let count = rows.filter { $0.status == status }.count
                    return count > 0 ? words.count("html.tally." + status.rawValue, count) : nil
                }
                html.text(words("html.requirements.caption", ["group": words.group(group), "requirements": words.count("count.requirement", rows.count),
                                                              "tally": tally.joined(separator: ", ")]))
                html.raw("</caption>\n<colgroup><col class=\"c-req\"/><col class=\"c-level\"/><col class=\"c-status\"/><col/><col class=\"c-manual\"/><col class=\"c-ref\"/></colgroup>\n<thead><tr>")
                for (column, css) in [("requirement", "c-req"), ("level", "c-level"), ("status", "c-status"), ("evidence", "c-evidence"),
                                      ("manual", "c-manual"), ("reference", "c-ref")] {
                    html.raw("<th scope=\"col\" class=\"\(css)\">")
                    html.text(words("html.column." + column))
                    html.raw("</th>")
                }
                html.raw("</tr></thead>\n<tbody>\n")
                for row in rows {
                    let title = words.title(of: row)
                    html.raw("<tr class=\"row-\(status(row.status, words).css)\"><th scope=\"row\"\(english(words, title.isEnglish))>")
                    html.text(title.text)
                    html.raw("</th><td class=\"nowrap\">")
                    html.text(words.level(row.level))
                    html.raw("</td><td>")
                    badge(status(row.status, words), into: &html)
                    // The evidence is in the page's language; a rule's English message in it says so.
                    html.raw("</td><td>")
                    if row.evidenceMessages.isEmpty {
                        html.raw("<span class=\"none\">—</span>")
                    } else {
                        html.raw("<ul class=\"plain\">")
                        for item in row.evidenceMessages {
                            html.raw("<li>")
                            html.message(item, words, ruleAsCode: true)
                            html.raw("</li>")
                        }
                        html.raw("</ul>")
                    }
                    // Rules behind the status that no evidence line names already.
                    let unnamed = row.rules.filter { rule in !row.evidenceMessages.contains { $0.arguments["rule"] == .value(rule) } }
                    if !unnamed.isEmpty {
                        html.raw("<p class=\"rules\">\(escape(words(unnamed.count == 1 ? "html.rules.one" : "html.rules.other"))): ")
                        for (index, rule) in unnamed.enumerated() {
                            if index > 0 { html.raw(", ") }
                            html.element("code", rule)
                        }
                        html.raw("</p>")
                    }
                    html.raw("</td><td>")
                    html.list(words.manualChecks(of: row).map { ($0.text, english(words, $0.isEnglish)) })
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

    static func claimChecksSection(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.section("claims-evidence", words) { html in
            guard let assessment = report.assessment else { return unavailable(words, into: &html) }
            guard !assessment.claims.isEmpty else {
                return html.element("p", words("html.checks.none"), class: "none")
            }
            html.raw("<table class=\"claims\">\n<caption>")
            html.text(words("html.checks.caption", ["comparisons": words.count("count.comparison", assessment.claims.count)]))
            html.raw("</caption>\n<thead><tr><th scope=\"col\">\(escape(words("html.column.claim")))</th>"
                     + "<th scope=\"col\" class=\"c-status\">\(escape(words("html.column.status")))</th>"
                     + "<th scope=\"col\">\(escape(words("html.column.content-evidence")))</th></tr></thead>\n<tbody>\n")
            for claim in assessment.claims {
                // The claim is the declaration as written (property and value), or our words around it.
                html.raw("<tr class=\"row-\(status(claim.status, words).css)\"><th scope=\"row\">")
                html.message(claim.claimMessage, words)
                html.raw("</th><td>")
                badge(status(claim.status, words), into: &html)
                if let impact = claim.impact { html.text(" (\(words.impactTitle(impact)))") }
                html.raw("</td><td>")
                html.message(claim.evidenceMessage, words)
                html.raw("</td></tr>\n")
            }
            html.raw("</tbody>\n</table>\n")
        }
    }
}
