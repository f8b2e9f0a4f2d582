import EPUBCore

/// The two verdicts (content, metadata) and the reasons behind a *fails*, in the summary box.
extension HTMLReportRenderer {
    static func verdictWord(_ verdict: ConformanceAssessment.Verdict, _ words: ReportStrings) -> (text: String, css: String) {
        switch verdict {
        case .fails: (words("verdict.fails"), "fail")
        case .noAutomatedFailures: (words("verdict.no-automated-failures"), "ok")
        case .cannotBeAssessed: (words("verdict.cannot-be-assessed"), "fail")
        }
    }

    /// `Content: Fails. Metadata: No automated failures.` then the ordered reasons, each with
    /// its impact, what it concerns, one sentence and its strongest evidence.
    static func verdictReasons(_ report: Report, _ words: ReportStrings, into html: inout HTMLReportWriter) {
        html.raw("<p class=\"verdicts\">")
        for (label, verdict) in [(words("verdict.content"), report.contentVerdict), (words("verdict.metadata"), report.metadataVerdict)] {
            let word = verdictWord(verdict, words)
            html.raw("<span class=\"verdict-part\"><strong>")
            html.text(label + words("colon").trimmingTrailingSpaces)
            html.raw("</strong> <span class=\"status \(word.css)\">")
            html.text(word.text)
            html.raw("</span>.</span> ")
        }
        html.raw("</p>\n")
        if let profile = report.profile {
            html.raw("<p class=\"profile\"><strong>")
            html.text(words("profile.label") + words("colon").trimmingTrailingSpaces)
            html.raw("</strong> ")
            html.text(profile.profile.title + words("colon"))
            html.message(profile.reasonMessage, words)
            html.raw(".</p>\n")
        }
        guard !report.verdictReasons.isEmpty else { return }
        html.raw("<h3 id=\"summary-reasons\">")
        html.text(words("reasons.title"))
        html.raw("</h3>\n<ol class=\"reasons\" aria-labelledby=\"summary-reasons\">\n")
        for reason in report.verdictReasons {
            html.raw("<li><span class=\"impact \(reason.impact.rawValue)\">")
            html.text(words.impactTitle(reason.impact))
            html.raw("</span>, ")
            html.text(words.concern(reason.concern) + words("colon") + words.sentence(of: reason, in: report))
            if let evidence = reason.evidenceMessage {
                html.raw(" <span class=\"evidence\">")
                html.message(evidence, words)
                html.raw("</span>")
            }
            html.raw(reason.kind == .claim ? " <a href=\"#claims-evidence\">" : " <a href=\"#requirements\">")
            html.text(words(reason.kind == .claim ? "reason.see-claims" : "reason.see-requirements"))
            html.raw("</a></li>\n")
        }
        html.raw("</ol>\n")
    }
}
