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
    /// One sentence a person can act on.
    public let sentence: String
    /// The strongest piece of evidence, with `path:line` when there is one.
    public let evidence: String?
    /// Where to look first; nil when the reason is about the book as a whole.
    public let location: SourceLocation?

    /// The reasons behind `rows` and `claims`, worst first, then content before metadata, then
    /// in report order (requirements before claims).
    /// `failedFindings[i]` are the failed findings behind `rows[i]`.
    static func reasons(rows: [ConformanceAssessment.Row], claims: [ClaimCheck], failedFindings: [[Finding]]) -> [VerdictReason] {
        var reasons: [VerdictReason] = []
        for (row, findings) in zip(rows, failedFindings) where row.status == .notMet && row.level == .must {
            let rules = Array(Set(findings.map(\.ruleID))).sorted()
            let count = findings.isEmpty ? "" : ": \(findings.count) failed finding\(findings.count == 1 ? "" : "s") of \(rules.joined(separator: ", "))"
            reasons.append(VerdictReason(
                concern: row.concern, kind: .requirement, id: row.id, impact: row.impact ?? .serious,
                sentence: "Not met: \(row.title)\(count).", evidence: row.evidence.first,
                location: findings.max { $0.impact < $1.impact }?.location))
        }
        for claim in claims where claim.failsMetadata {
            reasons.append(VerdictReason(
                concern: .metadata, kind: .claim, id: claim.id, impact: claim.impact ?? .serious,
                sentence: "The content contradicts the claim \u{201C}\(claim.claim)\u{201D}.", evidence: claim.evidence,
                location: claim.location))
        }
        // A stable sort: equal keys keep report order.
        return reasons.enumerated().sorted { left, right in
            let l = (left.element.impact, left.element.concern == .content ? 1 : 0)
            let r = (right.element.impact, right.element.concern == .content ? 1 : 0)
            return l != r ? l > r : left.offset < right.offset
        }.map(\.element)
    }
}
