import EPUBCore

/// Renders reports as JUnit XML, which every CI shows as a test summary: one `testsuite` per
/// book, one `testcase` per requirement row of its conformance table. A row not met carries a
/// `<failure>` with its evidence; a row that needs review or does not apply is `<skipped>` with
/// the reason; an unreadable book is one `<error>`. With a baseline, a row whose failed findings
/// are all in it is skipped ("in the baseline"), so the summary turns red only on new problems.
public enum JUnitRenderer {
    /// The JUnit XML of `reports`, ending with a newline.
    public static func render(_ reports: [Report], context: PipelineContext = PipelineContext()) -> String {
        var suites: [String] = []
        var totals = (tests: 0, failures: 0, errors: 0, skipped: 0)
        for report in reports {
            var cases: [String] = []
            var counts = (failures: 0, errors: 0, skipped: 0)
            if let error = report.error {
                cases.append(testcase("open", className: "epub-a11y", body: element("error", message: "the book could not be read", type: "unreadable",
                                                                                   text: error.description)))
                counts.errors += 1
            }
            let isNew = context.newFindings(of: report)
            let newFailedRules = Set(report.findings.enumerated().filter { isNew[$0.offset] && $0.element.outcome == .failed }.map(\.element.ruleID))
            for row in report.assessment?.rows ?? [] {
                let className = "epub-a11y.\(row.group.rawValue)"
                switch row.status {
                case .met:
                    cases.append(testcase(row.title, className: className, body: nil))
                case .notMet where context.baseline != nil && row.rules.allSatisfy({ !newFailedRules.contains($0) }) && !row.rules.isEmpty:
                    cases.append(testcase(row.title, className: className, body: element("skipped", message: "not met, but every failed finding is in the baseline",
                                                                                         type: nil, text: nil)))
                    counts.skipped += 1
                case .notMet:
                    cases.append(testcase(row.title, className: className, body: element(
                        "failure", message: "not met (\(row.level.rawValue))", type: row.impact?.rawValue ?? "serious",
                        text: row.evidence.joined(separator: "\n"))))
                    counts.failures += 1
                case .needsReview:
                    let reason = (row.manualChecks + row.evidence).joined(separator: "; ")
                    cases.append(testcase(row.title, className: className, body: element(
                        "skipped", message: "needs review" + (reason.isEmpty ? "" : ": " + reason), type: nil, text: nil)))
                    counts.skipped += 1
                case .notApplicable:
                    cases.append(testcase(row.title, className: className, body: element(
                        "skipped", message: "not applicable" + (row.evidence.first.map { ": " + $0 } ?? ""), type: nil, text: nil)))
                    counts.skipped += 1
                }
            }
            totals.tests += cases.count
            totals.failures += counts.failures
            totals.errors += counts.errors
            totals.skipped += counts.skipped
            suites.append("  <testsuite name=\"\(attribute(report.subject.file))\" tests=\"\(cases.count)\" failures=\"\(counts.failures)\" "
                          + "errors=\"\(counts.errors)\" skipped=\"\(counts.skipped)\" timestamp=\"\(attribute(report.generatedAt))\">\n"
                          + "    <properties>\n"
                          + "      <property name=\"verdict\" value=\"\(report.verdict.rawValue)\"/>\n"
                          + "      <property name=\"content\" value=\"\(report.contentVerdict.rawValue)\"/>\n"
                          + "      <property name=\"metadata\" value=\"\(report.metadataVerdict.rawValue)\"/>\n"
                          + "    </properties>\n"
                          + cases.joined() + "  </testsuite>\n")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(Report.toolName)\" tests=\"\(totals.tests)\" failures=\"\(totals.failures)\" errors=\"\(totals.errors)\" "
            + "skipped=\"\(totals.skipped)\">\n" + suites.joined() + "</testsuites>\n"
    }

    static func testcase(_ name: String, className: String, body: String?) -> String {
        let open = "    <testcase classname=\"\(attribute(className))\" name=\"\(attribute(name))\""
        guard let body else { return open + "/>\n" }
        return open + ">\n      " + body + "\n    </testcase>\n"
    }

    static func element(_ name: String, message: String, type: String?, text: String?) -> String {
        let attributes = " message=\"\(attribute(message))\"" + (type.map { " type=\"\(attribute($0))\"" } ?? "")
        guard let text, !text.isEmpty else { return "<\(name)\(attributes)/>" }
        return "<\(name)\(attributes)>\(XMLEscaping.escape(text))</\(name)>"
    }

    /// An attribute value: whitespace characters as references, so parsers keep them (scalar by
    /// scalar: "\r\n" is one Character in Swift).
    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in XMLEscaping.escape(text, quotes: true).unicodeScalars {
            switch scalar {
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
