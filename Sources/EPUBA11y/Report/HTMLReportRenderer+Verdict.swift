import EPUBCore

/// The two verdicts (content, metadata) and the reasons behind a *fails*, in the summary box.
extension HTMLReportRenderer {
    static func verdictWord(_ verdict: ConformanceAssessment.Verdict) -> (text: String, css: String) {
        switch verdict {
        case .fails: ("Fails", "fail")
        case .noAutomatedFailures: ("No automated failures", "ok")
        case .cannotBeAssessed: ("Cannot be assessed", "fail")
        }
    }

    /// `Content: Fails. Metadata: No automated failures.` then the ordered reasons, each with
    /// its impact, what it concerns, one sentence and its strongest evidence.
    static func verdictReasons(_ report: Report, into html: inout HTMLReportWriter) {
        html.raw("<p class=\"verdicts\">")
        for (label, verdict) in [("Content", report.contentVerdict), ("Metadata", report.metadataVerdict)] {
            let word = verdictWord(verdict)
            html.raw("<span class=\"verdict-part\"><strong>")
            html.text(label + ":")
            html.raw("</strong> <span class=\"status \(word.css)\">")
            html.text(word.text)
            html.raw("</span>.</span> ")
        }
        html.raw("</p>\n")
        if let profile = report.profile {
            html.raw("<p class=\"profile\"><strong>Profile:</strong> ")
            html.text("\(profile.profile.title): \(profile.reason).")
            html.raw("</p>\n")
        }
        guard !report.verdictReasons.isEmpty else { return }
        html.raw("<h3 id=\"summary-reasons\">Why it fails</h3>\n<ol class=\"reasons\" aria-labelledby=\"summary-reasons\">\n")
        for reason in report.verdictReasons {
            html.raw("<li><span class=\"impact \(reason.impact.rawValue)\">")
            html.text(impactTitle(reason.impact))
            html.raw("</span>, ")
            html.text(reason.concern.rawValue + ": " + reason.sentence)
            if let evidence = reason.evidence {
                html.raw(" <span class=\"evidence\">")
                html.text(evidence)
                html.raw("</span>")
            }
            html.raw(reason.kind == .claim ? " <a href=\"#claims-evidence\">(see Claims vs evidence)</a></li>\n" : " <a href=\"#requirements\">(see Requirements)</a></li>\n")
        }
        html.raw("</ol>\n")
    }
}
