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
    /// One sentence that quotes the offending value, in English: what the machine formats
    /// (JSON, Ace, EARL, SARIF) write and what fingerprints and the report order read.
    public let message: String
    /// The same sentence before it is worded: a key of the rules' string tables
    /// (`strings/rules/en.json`) and its arguments, which the text and HTML reports word in
    /// their reader's language. A finding read back from a report holds its English (``ReportMessage/verbatim(_:)``).
    public let sentence: ReportMessage
    /// File and line; nil when the finding is about the book as a whole.
    public let location: SourceLocation?
    /// The element's id, when it has one.
    public let elementID: String?

    /// A finding whose sentence is `sentence`; failed unless told otherwise.
    public init(ruleID: String, outcome: Outcome = .failed, impact: Impact, sentence: ReportMessage,
                location: SourceLocation?, elementID: String? = nil) {
        self.ruleID = ruleID
        self.outcome = outcome
        self.impact = impact
        self.message = sentence.english
        self.sentence = sentence
        self.location = location
        self.elementID = elementID
    }

    /// A finding whose message is English text that is not ours to translate (read from a
    /// report, or made by code outside the rule catalogue); failed unless told otherwise.
    public init(ruleID: String, outcome: Outcome = .failed, impact: Impact, message: String,
                location: SourceLocation?, elementID: String? = nil) {
        self.init(ruleID: ruleID, outcome: outcome, impact: impact, sentence: .verbatim(.english(message)),
                  location: location, elementID: elementID)
    }

    private enum CodingKeys: String, CodingKey {
        case ruleID, outcome, impact, message, location, elementID
    }

    /// Reads a finding of a report: its message is English, kept as such.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(ruleID: try container.decode(String.self, forKey: .ruleID),
                  outcome: try container.decode(Outcome.self, forKey: .outcome),
                  impact: try container.decode(Impact.self, forKey: .impact),
                  message: try container.decode(String.self, forKey: .message),
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location),
                  elementID: try container.decodeIfPresent(String.self, forKey: .elementID))
    }

    /// Writes the finding as reports always have: the English message, not its key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ruleID, forKey: .ruleID)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(impact, forKey: .impact)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(elementID, forKey: .elementID)
    }

    /// Equal when the report shows the same: a finding read back equals the one written
    /// (the sentence's key is not written).
    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.ruleID, lhs.outcome, lhs.impact, lhs.message, lhs.location, lhs.elementID)
            == (rhs.ruleID, rhs.outcome, rhs.impact, rhs.message, rhs.location, rhs.elementID)
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ruleID)
        hasher.combine(outcome)
        hasher.combine(impact)
        hasher.combine(message)
        hasher.combine(location)
        hasher.combine(elementID)
    }

    /// Deterministic report order: by location, then rule, then message.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let left = (lhs.location?.path ?? "", lhs.location?.line ?? 0, lhs.ruleID, lhs.message)
        let right = (rhs.location?.path ?? "", rhs.location?.line ?? 0, rhs.ruleID, rhs.message)
        return left < right
    }
}
