/// How much a finding hurts readers: axe-core's frozen scale, which DAISY Ace uses too.
/// Keys of JSON objects too (`CodingKeyRepresentable`): `[Impact: Int]` encodes as `{"critical": 2, ...}`.
public enum Impact: String, Sendable, Hashable, Codable, CaseIterable, Comparable, CodingKeyRepresentable {
    case minor, moderate, serious, critical

    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Orders by severity: minor < moderate < serious < critical.
    public static func < (lhs: Impact, rhs: Impact) -> Bool { lhs.rank < rhs.rank }
}
