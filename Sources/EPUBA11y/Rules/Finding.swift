import EPUBCore

/// One result of one rule: what is wrong (or needs a person to look), and where.
public struct Finding: Sendable, Hashable, Codable, Comparable {
    /// Whether the rule decided (failed) or a person must look (needs review).
    public enum Outcome: String, Sendable, Hashable, Codable {
        /// The rule shows a requirement is not met.
        case failed
        /// The rule cannot decide; a person must check.
        case needsReview = "needs-review"
    }

    /// Id of the rule that reported it.
    public let ruleID: String
    /// Failed, or needs review.
    public let outcome: Outcome
    /// At most the rule's own impact; some rules grade their findings (Ace does too).
    public let impact: Impact
    /// One sentence that quotes the offending value.
    public let message: String
    /// File and line; nil when the finding is about the book as a whole.
    public let location: SourceLocation?
    /// The element's id, when it has one.
    public let elementID: String?

    /// A finding; failed unless told otherwise.
    public init(ruleID: String, outcome: Outcome = .failed, impact: Impact, message: String,
                location: SourceLocation?, elementID: String? = nil) {
        self.ruleID = ruleID
        self.outcome = outcome
        self.impact = impact
        self.message = message
        self.location = location
        self.elementID = elementID
    }

    /// Deterministic report order: by location, then rule, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let left = (lhs.location?.path ?? "", lhs.location?.line ?? 0, lhs.ruleID, lhs.message)
        let right = (rhs.location?.path ?? "", rhs.location?.line ?? 0, rhs.ruleID, rhs.message)
        return left < right
    }
}
