import Foundation

/// The report's `generatedAt`: now, or `SOURCE_DATE_EPOCH` (seconds) when set, so builds that
/// archive reports can make them byte-for-byte reproducible.
enum Timestamp {
    static func now() -> String {
        let environment = ProcessInfo.processInfo.environment
        let date = environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(Date.init(timeIntervalSince1970:)) ?? Date()
        return date.formatted(Date.ISO8601FormatStyle(timeZone: TimeZone(identifier: "UTC") ?? .current))
    }
}
