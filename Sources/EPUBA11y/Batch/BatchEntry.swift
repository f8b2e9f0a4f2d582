import Foundation

/// One book of a batch run: its report and the size and time of the file it was made from, so a
/// later run can skip books that did not change (`--changed-since`). An NDJSON line is the
/// report's JSON with `source` added (documented in `docs/report.schema.json`); a single report
/// (`check --format json`) carries no `source`: it is batch bookkeeping, not part of the report.
public struct BatchEntry: Sendable, Codable {
    /// The book's report.
    public var report: Report
    /// The audited file's fingerprint; nil when the file could not be examined.
    public var source: SourceFingerprint?

    /// An entry of `report` made from a file with fingerprint `source`.
    public init(report: Report, source: SourceFingerprint?) {
        self.report = report
        self.source = source
    }

    private enum Keys: String, CodingKey { case source }

    /// The report's own keys, then `source`.
    public func encode(to encoder: any Encoder) throws {
        try report.encode(to: encoder)
        var container = encoder.container(keyedBy: Keys.self)
        try container.encodeIfPresent(source, forKey: .source)
    }

    /// A report line of an NDJSON file, with or without `source`.
    public init(from decoder: any Decoder) throws {
        report = try Report(from: decoder)
        source = try decoder.container(keyedBy: Keys.self).decodeIfPresent(SourceFingerprint.self, forKey: .source)
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
