import EPUBCore

/// One reason a verdict is *fails*: a must requirement shown not met, or a claim the content
/// contradicts. A report never says "fails" without at least one.
public struct VerdictReason: Sendable, Hashable, Codable {
    /// What failed.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// A row of the requirement table.
        case requirement
        /// A claims-versus-evidence comparison.
        case claim
    }

    /// Which verdict it makes fail: `content` or `metadata`.
    public let concern: Requirement.Concern
    /// A requirement or a claim.
    public let kind: Kind
    /// The requirement's or the claim check's id (`wcag-1.1.1`, `accessmode-visual`).
    public let id: String
    /// How much it hurts readers: the worst failed finding behind it, or the claim's impact.
    public let impact: Impact
    /// One sentence a person can act on, in English (``sentence(in:subject:)`` words it in another language).
    public let sentence: String
    /// The failed findings behind a requirement (0 for a claim).
    public let failedFindings: Int
    /// The rules of those findings, sorted (empty for a claim).
    public let rules: [String]
    /// The strongest piece of evidence, with `path:line` when there is one; worded by each renderer.
    public let evidenceMessage: ReportMessage?
    /// Where to look first; nil when the reason is about the book as a whole.
    public let location: SourceLocation?

    /// ``evidenceMessage`` in English, as the JSON report writes it.
    public var evidence: String? { evidenceMessage?.english }

    init(concern: Requirement.Concern, kind: Kind, id: String, impact: Impact, sentence: String, failedFindings: Int, rules: [String],
         evidence: ReportMessage?, location: SourceLocation?) {
        self.concern = concern
        self.kind = kind
        self.id = id
        self.impact = impact
        self.sentence = sentence
        self.failedFindings = failedFindings
        self.rules = rules
        self.evidenceMessage = evidence
        self.location = location
    }

    /// Reads reports of schema 1.3 and earlier too, which lack `failedFindings` and `rules`
    /// (`--changed-since` reads a previous run's reports).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(concern: try container.decode(Requirement.Concern.self, forKey: .concern), kind: try container.decode(Kind.self, forKey: .kind),
                  id: try container.decode(String.self, forKey: .id), impact: try container.decode(Impact.self, forKey: .impact),
                  sentence: try container.decode(String.self, forKey: .sentence),
                  failedFindings: max(0, try container.decodeIfPresent(Int.self, forKey: .failedFindings) ?? 0),
                  rules: try container.decodeIfPresent([String].self, forKey: .rules) ?? [],
                  evidence: try container.decodeIfPresent(String.self, forKey: .evidence).map { .verbatim(.english($0)) },
                  location: try container.decodeIfPresent(SourceLocation.self, forKey: .location))
    }

    private enum CodingKeys: String, CodingKey { case concern, kind, id, impact, sentence, failedFindings, rules, evidence, location }

    /// Writes the evidence in English, as every report has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(concern, forKey: .concern)
        try container.encode(kind, forKey: .kind)
        try container.encode(id, forKey: .id)
        try container.encode(impact, forKey: .impact)
        try container.encode(sentence, forKey: .sentence)
        try container.encode(failedFindings, forKey: .failedFindings)
        try container.encode(rules, forKey: .rules)
        try container.encodeIfPresent(evidence, forKey: .evidence)
        try container.encodeIfPresent(location, forKey: .location)
    }

    /// The reasons behind `rows` and `claims`, worst first, then content before metadata, then
    /// in report order (requirements before claims).
    /// `failedFindings[i]` are the failed findings behind `rows[i]`.
    static func reasons(rows: [ConformanceAssessment.Row], claims: [ClaimCheck], failedFindings: [[Finding]]) -> [VerdictReason] {
        var reasons: [VerdictReason] = []
        for (row, findings) in zip(rows, failedFindings) where row.status == .notMet && row.level == .must {
            let rules = Array(Set(findings.map(\.ruleID))).sorted()
            reasons.append(VerdictReason(
                concern: row.concern, kind: .requirement, id: row.id, impact: row.impact ?? .serious,
                sentence: sentence(.requirement, subject: row.title, failedFindings: findings.count, rules: rules, in: .english),
                failedFindings: findings.count, rules: rules, evidence: row.evidenceMessages.first,
                location: findings.max { $0.impact < $1.impact }?.location))
        }
        for claim in claims where claim.failsMetadata {
            reasons.append(VerdictReason(
                concern: .metadata, kind: .claim, id: claim.id, impact: claim.impact ?? .serious,
                sentence: sentence(.claim, subject: claim.claim, failedFindings: 0, rules: [], in: .english),
                failedFindings: 0, rules: [], evidence: claim.evidenceMessage,
                location: claim.location))
        }
        // A stable sort: equal keys keep report order.
        return reasons.enumerated().sorted { left, right in
            let l = (left.element.impact, left.element.concern == .content ? 1 : 0)
            let r = (right.element.impact, right.element.concern == .content ? 1 : 0)
            return l != r ? l > r : left.offset < right.offset
        }.map(\.element)
    }

    /// The reason's sentence in `strings`' language; `subject` is the requirement's title or the claim as declared.
    public func sentence(in strings: ReportStrings, subject: String) -> String {
        Self.sentence(kind, subject: subject, failedFindings: failedFindings, rules: rules, in: strings)
    }

    static func sentence(_ kind: Kind, subject: String, failedFindings: Int, rules: [String], in strings: ReportStrings) -> String {
        switch kind {
        case .claim:
            strings("reason.claim", ["claim": subject])
        case .requirement where failedFindings == 0:
            strings("reason.requirement", ["requirement": subject])
        case .requirement:
            strings.count("reason.requirement.findings", failedFindings, ["requirement": subject, "rules": rules.joined(separator: ", ")])
        }
    }
}
