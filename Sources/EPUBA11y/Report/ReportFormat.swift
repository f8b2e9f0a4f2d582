import Foundation

/// The formats a conformance report renders to, with the renderer of each: the CLI's
/// `--format` and the service's `?format=` both use this table.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// For a person at a terminal (`TextReportRenderer`).
    case text
    /// The versioned JSON report (`docs/report.schema.json`).
    case json
    /// One self-contained, accessible HTML page.
    case html
    /// DAISY Ace's `report.json` (``AceReportRenderer``): what DAISY SMART and Ace pipelines read.
    /// With `--output`, the CLI writes Ace's report folder (`report.json`, `report.html`, `data/`).
    case ace
    /// The same document as `ace`, under its earlier name, written as a single `.earl.json` file.
    case earl
    /// SARIF 2.1.0 for code-scanning hosts: one log, one run for all the books (``SARIFRenderer``).
    case sarif
    /// JUnit XML for CI test summaries: one test suite per book (``JUnitRenderer``).
    case junit
    /// GitHub Actions annotations, one workflow command per finding (``GitHubAnnotationRenderer``).
    case github

    /// File extension of a report written in this format.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .html: "html"
        case .ace: "json"
        case .earl: "earl.json"
        case .sarif: "sarif"
        case .junit: "junit.xml"
        case .github: "github.txt"
        }
    }

    /// The media type of the rendered report.
    public var mediaType: String {
        switch self {
        case .text: "text/plain; charset=utf-8"
        case .json: "application/json"
        case .html: "text/html; charset=utf-8"
        case .ace, .earl: "application/ld+json"
        case .sarif: "application/sarif+json"
        case .junit: "application/xml"
        case .github: "text/plain; charset=utf-8"
        }
    }

    /// True for formats whose documents are JSON (several reports go out as one array).
    public var isJSON: Bool { self == .json || self == .ace || self == .earl }

    /// True for formats that put every book in one document (SARIF's run, JUnit's test suites):
    /// they are rendered once, from all the reports, by ``render(_:context:strings:)``.
    public var isAggregate: Bool { self == .sarif || self == .junit }

    /// `reports` in one document of an aggregate format (or each report in turn, for the others).
    public func render(_ reports: [Report], context: PipelineContext, strings: ReportStrings? = nil) throws -> String {
        switch self {
        case .sarif: try SARIFRenderer.render(reports, context: context)
        case .junit: JUnitRenderer.render(reports, context: context)
        case .github: reports.map { GitHubAnnotationRenderer.render($0, context: context) }.joined()
        default: try reports.map { try render($0, strings: strings) }.joined()
        }
    }

    /// The report rendered, ending with a newline; `color` only affects `text`; `strings` is the
    /// language of the text and HTML reports' own words (nil: their Display Guide's; JSON and EARL
    /// are for machines and stay English, with the guide in its locale).
    public func render(_ report: Report, color: Bool = false, strings: ReportStrings? = nil) throws -> String {
        switch self {
        case .text: TextReportRenderer(color: color, strings: strings).render(report)
        case .json: try JSONOutput.encode(report) + "\n"
        case .html: HTMLReportRenderer.render(report, strings: strings)
        case .ace, .earl: try AceReportRenderer.render(report) + "\n"
        case .sarif: try SARIFRenderer.render([report])
        case .junit: JUnitRenderer.render([report])
        case .github: GitHubAnnotationRenderer.render(report)
        }
    }
}
