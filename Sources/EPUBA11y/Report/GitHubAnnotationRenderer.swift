import EPUBCore

/// Renders findings as GitHub Actions workflow commands, one line each, for workflows that do
/// not upload SARIF: `::error file=…,line=…,title=…::message` (critical and serious),
/// `::warning` (moderate), `::notice` (minor, and findings that need review). With a baseline,
/// only new findings are annotated, and one notice counts the others.
///
/// Values are escaped as the runner expects: `%`, CR and LF in the message, and also `:` and
/// `,` in the properties, are percent-encoded, so a message from a book cannot end the command
/// or inject another.
public enum GitHubAnnotationRenderer {
    /// The annotation lines of one report (each ending with a newline; empty for a clean book).
    public static func render(_ report: Report, context: PipelineContext = PipelineContext()) -> String {
        var out = ""
        if let error = report.error {
            let place = context.place(book: report.subject.file, entry: nil)
            out += "::error file=\(property(place.path)),title=\(property("epub-a11y: unreadable book"))::\(data(error.description))\n"
        }
        let isNew = context.newFindings(of: report)
        var inBaseline = 0
        for (index, finding) in report.findings.enumerated() {
            guard isNew[index] else {
                inBaseline += 1
                continue
            }
            let command = finding.outcome == .needsReview ? "notice" : command(for: finding.impact)
            let place = context.place(book: report.subject.file, entry: finding.location?.path ?? report.subject.packageDocument)
            var properties = ["file=" + property(place.path)]
            if place.isEntryFile, let line = finding.location?.line, line >= 1 { properties.append("line=\(line)") }
            let review = finding.outcome == .needsReview ? ", needs review" : ""
            properties.append("title=" + property("\(finding.ruleID) (\(finding.impact.rawValue)\(review))"))
            // A packed book's annotation sits on the .epub: the message says which entry and line.
            let where_ = place.isEntryFile ? "" : finding.location.map { " [\($0.description)]" } ?? ""
            out += "::\(command) \(properties.joined(separator: ","))::\(data(finding.message + where_))\n"
        }
        if inBaseline > 0 {
            out += "::notice title=\(property("epub-a11y baseline"))::\(data("\(report.subject.file): \(inBaseline) findings are in the baseline and not shown"))\n"
        }
        return out
    }

    /// The command of a failed finding of `impact`.
    static func command(for impact: Impact) -> String {
        switch impact {
        case .critical, .serious: "error"
        case .moderate: "warning"
        case .minor: "notice"
        }
    }

    /// The message part of a command.
    static func data(_ text: String) -> String { escape(text, also: []) }

    /// A property value (`file=`, `title=`).
    static func property(_ text: String) -> String { escape(text, also: [":", ","]) }

    /// Scalar by scalar: "\r\n" is one Character in Swift, so replacing "\n" in a String would miss it.
    static func escape(_ text: String, also: Set<Unicode.Scalar>) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where also.contains(scalar): out += "%3A"
            case "," where also.contains(scalar): out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
