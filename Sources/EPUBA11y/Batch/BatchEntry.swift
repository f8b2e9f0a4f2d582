import Foundation

/// One book of a batch run: its report, the size and time of the file it was made from, so a
/// later run can skip books that did not change (`--changed-since`), and what `fix` would make
/// of its metadata (``FixOutlook``, for the dashboard). An NDJSON line is the report's JSON with
/// `source` and `fix` added (documented in `docs/report.schema.json`); a single report
/// (`check --format json`) carries neither: they are batch bookkeeping, not part of the report.
public struct BatchEntry: Sendable, Codable {
    /// The book's report.
    public var report: Report
    /// The audited file's fingerprint; nil when the file could not be examined.
    public var source: SourceFingerprint?
    /// What `fix` would make of the book's metadata; nil when its metadata does not fail (nothing
    /// to fix), when the book could not be read, or in a line written before the batch counted it.
    public var fix: FixOutlook?

    /// An entry of `report` made from a file with fingerprint `source`, with `fix`'s outlook.
    public init(report: Report, source: SourceFingerprint?, fix: FixOutlook? = nil) {
        self.report = report
        self.source = source
        self.fix = fix
    }

    private enum Keys: String, CodingKey { case source, fix }

    /// The report's own keys, then `source` and `fix`.
    public func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(source, forKey: .source)
        try container.encodeIfPresent(fix, forKey: .fix)
    }

    /// A report line of an NDJSON file, with or without `source` and `fix`.
    public init(from decoder: any Decoder) throws {
        report = try Report(from: decoder)
        let container = try decoder.container(keyedBy: Keys.self)
        source = try container.decodeIfPresent(SourceFingerprint.self, forKey: .source)
        fix = try container.decodeIfPresent(FixOutlook.self, forKey: .fix)
    }
}

/// A file's size and modification time (seconds since 1970, UTC).
public struct SourceFingerprint: Sendable, Hashable, Codable {
    /// File size in bytes.
    public let size: UInt64
    /// Modification time, seconds since 1970 (UTC).
    public let modified: Double

    /// A fingerprint of `size` bytes modified at `modified`.
    public init(size: UInt64, modified: Double) {
        self.size = size
        self.modified = modified
    }

    /// The fingerprint of the file (or folder: size 0 and the folder's time) at `path`; nil when it cannot be examined.
    public init?(path: String) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        let isFolder = (attributes[.type] as? FileAttributeType) == .typeDirectory
        self.init(size: isFolder ? 0 : ((attributes[.size] as? NSNumber)?.uint64Value ?? 0), modified: modified.timeIntervalSince1970)
    }
}
