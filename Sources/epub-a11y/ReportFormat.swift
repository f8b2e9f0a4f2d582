import ArgumentParser

/// Formats of the conformance report.
enum ReportFormat: String, CaseIterable, ExpressibleByArgument {
    case text
    case json
    case html
    /// EARL JSON-LD in the layout of DAISY Ace's report.json.
    case earl

    var fileExtension: String {
        switch self {
        case .text: "txt"
        case .json: "json"
        case .html: "html"
        case .earl: "earl.json"
        }
    }
}
