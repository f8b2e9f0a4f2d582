import Foundation
import Logging

/// A swift-log handler that writes each entry as one JSON object on a line of standard error,
/// for log collectors that parse JSON (`epub-a11y-server --log-format json`). The keys are
/// `time` (ISO 8601, UTC, milliseconds), `level`, `logger`, `message`, `source` and each metadata
/// key, sorted, so a line's shape is stable; every value is a string. swift-log ships only a
/// plain-text handler (`StreamLogHandler`).
public struct JSONLogHandler: LogHandler {
    /// The least severe level written.
    public var logLevel: Logger.Level = .info
    /// Metadata added to every line of this logger.
    public var metadata: Logger.Metadata = [:]
    private let label: String

    /// A handler for the logger named `label` (the `logger` key of its lines).
    public init(label: String) { self.label = label }

    /// One metadata value of this logger.
    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    /// Writes the entry as one JSON line on standard error.
    public func log(event: LogEvent) {
        var fields: [String: String] = [:]
        for (key, value) in metadata { fields[key] = "\(value)" }
        for (key, value) in event.metadata ?? [:] { fields[key] = "\(value)" }
        fields["time"] = Self.timestamp()
        fields["level"] = event.level.rawValue
        fields["logger"] = label
        fields["message"] = "\(event.message)"
        fields["source"] = event.source
        guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys, .withoutEscapingSlashes]) else { return }
        Self.write(data + Data([0x0A]))
    }

    private static let lock = NSLock()

    /// One write per line, under a lock, so lines from several threads never interleave.
    private static func write(_ line: Data) {
        lock.withLock { FileHandle.standardError.write(line) }
    }

    private static func timestamp() -> String {
        Date().formatted(.iso8601.year().month().day().dateSeparator(.dash).time(includingFractionalSeconds: true).timeSeparator(.colon).timeZone(separator: .omitted))
    }
}
