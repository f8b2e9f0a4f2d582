/// Findings of one rule, outcome and impact that a report counts but does not list.
///
/// A report lists at most ``Report/maxFindingsPerKind`` findings of each rule, outcome and impact,
/// the first in report order, so one defect repeated across a book (200,000 images without `alt`
/// made a 75 MB JSON report and a 258 MB Ace report, 1.8 GB at its peak) cannot make a report
/// grow without end. Each kind keeps its first findings, so every rule, outcome and impact that
/// occurs is still listed with its location; the summary, the conformance assessment and the
/// verdicts are made from every finding before the list is cut.
public struct OmittedFindings: Sendable, Hashable, Codable {
    /// The rule whose findings were left out.
    public let ruleID: String
    /// Their outcome.
    public let outcome: Finding.Outcome
    /// Their impact.
    public let impact: Impact
    /// How many were left out (past the ``Report/maxFindingsPerKind`` listed).
    public let count: Int

    /// The findings to list and what was left out, sorted by rule, outcome and impact; nil when
    /// nothing was. `findings` is in report order, which the listed findings keep.
    static func bound(_ findings: [Finding], perKind limit: Int) -> (listed: [Finding], omitted: [OmittedFindings]?) {
        struct Kind: Hashable {
            let ruleID: String
            let outcome: Finding.Outcome
            let impact: Impact
        }
        func kind(_ finding: Finding) -> Kind { Kind(ruleID: finding.ruleID, outcome: finding.outcome, impact: finding.impact) }
        // Counted first: a report under the bound (every real book so far) keeps its array as is.
        var counts: [Kind: Int] = [:]
        for finding in findings { counts[kind(finding), default: 0] += 1 }
        guard counts.values.contains(where: { $0 > limit }) else { return (findings, nil) }
        var seen: [Kind: Int] = [:]
        let listed = findings.filter { finding in
            let count = seen[kind(finding), default: 0] + 1
            seen[kind(finding)] = count
            return count <= limit
        }
        let omitted = counts.filter { $0.value > limit }
            .map { OmittedFindings(ruleID: $0.key.ruleID, outcome: $0.key.outcome, impact: $0.key.impact, count: $0.value - limit) }
            .sorted { ($0.ruleID, $0.outcome.rawValue, $0.impact.rawValue) < ($1.ruleID, $1.outcome.rawValue, $1.impact.rawValue) }
        return (listed, omitted)
    }
}
