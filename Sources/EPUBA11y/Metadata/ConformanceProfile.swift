/// The version of EPUB Accessibility a book is assessed against. The versions differ in what
/// they require of the discovery metadata: 1.2 makes `accessModeSufficient` a MUST and
/// `accessMode` a SHOULD (1.1 the reverse), and it requires the evaluation date in ISO 8601.
public enum ConformanceProfile: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// EPUB Accessibility 1.1 (W3C Recommendation, 2023).
    case epubA11y11 = "epub-a11y-1.1"
    /// EPUB Accessibility 1.2 (W3C Working Draft).
    case epubA11y12 = "epub-a11y-1.2"

    /// The specification version, `1.1` or `1.2`.
    public var version: String {
        switch self {
        case .epubA11y11: "1.1"
        case .epubA11y12: "1.2"
        }
    }

    /// "EPUB Accessibility 1.1".
    public var title: String { "EPUB Accessibility \(version)" }

    /// Orders 1.1 < 1.2.
    public static func < (lhs: ConformanceProfile, rhs: ConformanceProfile) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The profile for the EPUB Accessibility version a claim names: 1.0 and 1.1 claims are
    /// assessed as 1.1 (1.0 is superseded, and 1.1 is what its claims are upgraded to); 1.2 and
    /// any later version as 1.2, the newest this tool knows.
    static func forClaimedVersion(_ version: String) -> ConformanceProfile {
        let pieces = version.split(separator: ".")
        guard pieces.count == 2, pieces[0] == "1", let minor = Int(pieces[1]) else { return .epubA11y11 }
        return minor >= 2 ? .epubA11y12 : .epubA11y11
    }
}

/// Which profile an audit used, and why: asked for, claimed by the book, or the default.
public struct ProfileChoice: Sendable, Hashable, Codable {
    /// Where the choice came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The caller asked for it (`--profile`, ``AccessibilityInspector/Options/profile``).
        case requested
        /// The version the book's conformance claim names.
        case claimed
        /// No claim names a version: EPUB Accessibility 1.1, the current Recommendation.
        case `default`
    }

    /// The profile used.
    public let profile: ConformanceProfile
    /// Where it came from.
    public let source: Source
    /// One sentence saying why, naming the claim when there is one; worded by each renderer.
    public let reasonMessage: ReportMessage

    /// ``reasonMessage`` in English, as the JSON report writes it.
    public var reason: String { reasonMessage.english }

    /// The profile for a book with `metadata`: `requested` when given, else the version its
    /// strongest EPUB Accessibility claim names, else 1.1.
    public init(requested: ConformanceProfile?, metadata: AccessibilityMetadata) {
        let claim = metadata.primaryClaim
        let claimed = claim?.epubAccessibilityVersion.map(ConformanceProfile.forClaimedVersion)
        if let requested {
            profile = requested
            source = .requested
            if let claim, let claimed, claimed != requested {
                reasonMessage = ReportMessage("profile.reason.requested-claim", ["profile": .value(requested.title), "claim": .value(claim.value)])
            } else {
                reasonMessage = ReportMessage("profile.reason.requested", ["profile": .value(requested.title)])
            }
        } else if let claim, let claimed {
            profile = claimed
            source = .claimed
            let version = claim.epubAccessibilityVersion ?? claimed.version
            reasonMessage = version == claimed.version
                ? ReportMessage("profile.reason.claimed", ["profile": .value(claimed.title), "claim": .value(claim.value)])
                : ReportMessage("profile.reason.claimed-other", ["version": .value(version), "claim": .value(claim.value),
                                                                  "profile": .value(claimed.title)])
        } else {
            profile = .epubA11y11
            source = .default
            reasonMessage = ReportMessage("profile.reason.default", ["profile": .value(ConformanceProfile.epubA11y11.title)])
        }
    }

    private enum CodingKeys: String, CodingKey { case profile, source, reason }

    /// Reads a report's choice: its reason is English text, kept as such.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        profile = try container.decode(ConformanceProfile.self, forKey: .profile)
        source = try container.decode(Source.self, forKey: .source)
        reasonMessage = .verbatim(.english(try container.decode(String.self, forKey: .reason)))
    }

    /// Writes the reason in English, as every report has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(profile, forKey: .profile)
        try container.encode(source, forKey: .source)
        try container.encode(reason, forKey: .reason)
    }
}
