import Foundation

/// What a report's `generatedAt` says: the time of the audit, a fixed value (tests), or
/// `SOURCE_DATE_EPOCH` when the environment sets it, so archived reports can be reproducible
/// byte for byte (https://reproducible-builds.org/specs/source-date-epoch/).
public enum ReportTimestamp: Sendable, Hashable {
    /// Now, in UTC, unless `SOURCE_DATE_EPOCH` is set (seconds since 1970): then that instant.
    case now
    /// Exactly this ISO 8601 string.
    case fixed(String)

    /// The `generatedAt` value, ISO 8601 in UTC.
    public func resolve(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        switch self {
        case .fixed(let value):
            return value
        case .now:
            let date = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)) ?? Date()
            return date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
        }
    }
}
