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
    /// EARL JSON-LD in the layout of DAISY Ace's `report.json`.
    case earl

    /// File extension of a report written in this format.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .html: "html"
        case .earl: "earl.json"
        }
    }

    /// The media type of the rendered report.
    public var mediaType: String {
        switch self {
        case .text: "text/plain; charset=utf-8"
        case .json: "application/json"
        case .html: "text/html; charset=utf-8"
        case .earl: "application/ld+json"
        }
    }

    /// True for formats whose documents are JSON (several reports go out as one array).
    public var isJSON: Bool { self == .json || self == .earl }

    /// The report rendered, ending with a newline; `color` only affects `text`; `strings` is the
    /// language of the text and HTML reports' own words (nil: their Display Guide's; JSON and EARL
    /// are for machines and stay English, with the guide in its locale).
    public func render(_ report: Report, color: Bool = false, strings: ReportStrings? = nil) throws -> String {
        switch self {
        case .text: TextReportRenderer(color: color, strings: strings).render(report)
        case .json: try JSONOutput.encode(report) + "\n"
        case .html: HTMLReportRenderer.render(report, strings: strings)
        case .earl: try EARLRenderer.render(report) + "\n"
        }
    }
}
