import Foundation

extension AccessibilityInspector {
    /// The accessibility metadata the book should declare, with the evidence for each statement
    /// (``MetadataSuggester``); audits the whole book first.
    public func suggestion(for url: URL) async throws(EPUBError) -> MetadataSuggestion {
        MetadataSuggester.suggest(try await audit(url))
    }

    /// ``suggestion(for:)`` of an EPUB held in memory (an upload).
    public func suggestion(for bytes: [UInt8], name: String = "upload.epub") async throws(EPUBError) -> MetadataSuggestion {
        MetadataSuggester.suggest(try await audit(bytes, name: name))
    }
}

extension MetadataSuggestion {
    /// The CSV header of ``csvRow``.
    public static let csvHeader = "book,epub_version,declared,proposed,to_confirm,conflicts,additions"

    /// One row per book for a batch: counts, then the statements a fix would add (`property=value`, `;`-separated).
    public var csvRow: String {
        func count(_ status: Status) -> Int { statements.filter { $0.status == status }.count }
        let additions = self.additions.filter { $0.property != "accessibilitySummary" }.map { "\($0.property)=\($0.value)" }
            + (self.additions.contains { $0.property == "accessibilitySummary" } ? ["accessibilitySummary=(draft)"] : [])
        return [book, String(epubVersion), String(count(.declared)), String(count(.proposed)), String(count(.toConfirm)),
                String(conflicts.count), additions.joined(separator: ";")].map(Self.csvField).joined(separator: ",")
    }

    static func csvField(_ value: String) -> String {
        guard value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
