import Foundation

/// The one JSON encoder configuration of the project: sorted keys and unescaped
/// slashes, so the same value always gives the same bytes.
public enum JSONOutput {
    /// Pretty-printed JSON of `value`; throws what `JSONEncoder` throws.
    public static func encode<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// One-line JSON of `value` (an NDJSON line), with the same key order as ``encode(_:)``.
    public static func encodeLine<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
