import EPUBCore

/// The EPUB Accessibility 1.1 assessment of a book: each requirement met, not met, to review
/// by a person, or not applicable, with the evidence; the book's claims compared with its
/// content; and a verdict that never says "conforms".
public struct ConformanceAssessment: Sendable, Hashable, Codable {
    /// The overall outcome; never "conforms", since some requirements need a person.
    public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
        /// A requirement was automatically shown not met.
        case fails
        /// No automated check failed; the manual review items still have to be done.
        case noAutomatedFailures = "no-automated-failures"
        /// The book could not be read.
        case cannotBeAssessed = "cannot-be-assessed"
    }

    /// Where one requirement stands.
    public enum Status: String, Sendable, Hashable, Codable, CaseIterable {
        case met
        case notMet = "not-met"
        case needsReview = "needs-review"
        case notApplicable = "not-applicable"
    }

    /// One requirement of the table, with its status and evidence.
    public struct Row: Sendable, Hashable, Codable {
        /// The requirement's id, e.g. `discovery-accessmode`.
        public let id: String
        /// The section of the table it belongs to.
        public let group: Requirement.Group
        /// One-line statement of the requirement.
        public let title: String
        /// Must or should.
        public let level: Requirement.Level
        /// Content or metadata: which of the two verdicts this row feeds.
        public let concern: Requirement.Concern
        /// When not met: the worst failed finding's impact, or the requirement's own; nil otherwise.
        public let impact: Impact?
        /// URL of the requirement in the specification.
        public let reference: String
        /// Met, not met, needs review or not applicable.
        public let status: Status
        /// Why: the failed findings' messages with locations, the requirement's own check, or
        /// (not applicable) which content type the book lacks; worded by each renderer.
        public let evidenceMessages: [ReportMessage]
        /// The rules whose findings are behind the status (the findings themselves are in the report).
        public let rules: [String]
        /// Number of findings behind the status.
        public let findingCount: Int
        /// What a person must still verify.
        public let manualChecks: [String]

        /// ``evidenceMessages`` in English, as the JSON report writes them.
        public var evidence: [String] { evidenceMessages.map(\.english) }
    }

    /// The overall outcome: fails when either of the two below fails.
    public let verdict: Verdict
    /// Does the content fail? From the WCAG, EPUB-technique and page-navigation rows.
    public let contentVerdict: Verdict
    /// Does the book describe itself wrongly? From discovery metadata, conformance reporting,
    /// the page source, and serious or critical contradicted claims.
    public let metadataVerdict: Verdict
    /// What made a verdict fail, worst first; empty when nothing failed.
    public let verdictReasons: [VerdictReason]
    /// One row per requirement, in ``RequirementCatalog`` order; empty when unreadable.
    public let rows: [Row]
    /// The claims-versus-content comparisons that apply; empty when unreadable.
    public let claims: [ClaimCheck]

    /// Rows (and claim checks) a person must still look at.
    public var manualReviewCount: Int {
        rows.filter { $0.status == .needsReview }.count + claims.filter { $0.status == .needsReview }.count
    }

    /// Assesses an audited book.
    public init(audit: BookAudit) {
        let input = AssessmentInput(publication: audit.publication, metadata: audit.metadata, content: audit.content,
                                    findings: audit.findings, rulesRun: audit.ruleIDs, images: audit.images,
                                    profile: audit.profile.profile)
        // Each row's failed findings, found once: the row's status and the verdict reasons both read them.
        let failedByRow = RequirementCatalog.all.map { input.failed(Set($0.rules)) }
        rows = zip(RequirementCatalog.all, failedByRow).map { Self.assess($0, failed: $1, input) }
        claims = ClaimCheck.all(input)
        verdictReasons = VerdictReason.reasons(rows: rows, claims: claims, failedFindings: failedByRow)
        contentVerdict = verdictReasons.contains { $0.concern == .content } ? .fails : .noAutomatedFailures
        metadataVerdict = verdictReasons.contains { $0.concern == .metadata } ? .fails : .noAutomatedFailures
        verdict = verdictReasons.isEmpty ? .noAutomatedFailures : .fails
    }

    /// The assessment of a book that could not be read.
    public init(unreadable error: EPUBError) {
        verdict = .cannotBeAssessed
        contentVerdict = .cannotBeAssessed
        metadataVerdict = .cannotBeAssessed
        verdictReasons = []
        rows = []
        claims = []
    }

    static func assess(_ requirement: Requirement, failed: [Finding], _ input: AssessmentInput) -> Row {
        let manualChecks = requirement.manualFor?(input) ?? (requirement.manualApplies?(input) ?? true ? requirement.manualChecks : [])
        let row = { (status: Status, evidence: [ReportMessage], findings: [Finding]) in
            Row(id: requirement.id, group: requirement.group, title: requirement.title, level: requirement.level(in: input.profile),
                concern: requirement.concern,
                impact: status == .notMet ? findings.filter { $0.outcome == .failed }.map(\.impact).max() ?? requirement.impact : nil,
                reference: requirement.reference.inEPUBAccessibility(input.profile.version).url, status: status, evidenceMessages: evidence,
                rules: Array(Set(findings.map(\.ruleID))).sorted(), findingCount: findings.count,
                manualChecks: status == .notApplicable ? [] : manualChecks)
        }
        if let reason = requirement.notApplicable?(input) {
            return row(.notApplicable, [reason], [])
        }
        let covering = requirement.rules + requirement.adviceRules
        if !covering.isEmpty, input.rulesRun.isDisjoint(with: covering), requirement.check == nil {
            return row(.needsReview, [ReportMessage("evidence.no-rule-ran", ["rules": .value(covering.joined(separator: ", "))])], [])
        }
        let rules = Set(requirement.rules), adviceRules = Set(requirement.adviceRules)
        let own = requirement.check?(input) ?? []
        let advice = input.findings(of: rules.union(adviceRules))
            .filter { adviceRules.contains($0.ruleID) || (rules.contains($0.ruleID) && $0.outcome == .needsReview) }
        if !failed.isEmpty || !own.isEmpty {
            return row(.notMet, own + failed.prefix(20).map(Self.describe)
                           + (failed.count > 20 ? [ReportMessage("evidence.more", count: failed.count - 20)] : []),
                       failed + advice)
        }
        let measured = requirement.evidence?(input) ?? []
        if !advice.isEmpty || !manualChecks.isEmpty {
            return row(.needsReview, measured + advice.prefix(20).map(Self.describe), advice)
        }
        // A content document skipped for its cost (or left when the audit was cancelled) could hold
        // the very defect this row is about.
        let unchecked = input.content.documents.filter { $0.failure?.kind.leftUnchecked == true }.map(\.path)
        if !unchecked.isEmpty, covering.contains(where: { RuleRegistry.rule(id: $0)?.description.scope == .content }) {
            let listed = unchecked.prefix(5).joined(separator: ", ") + (unchecked.count > 5 ? ", …" : "")
            let cancelled = input.content.documents.contains { $0.failure?.kind == .cancelled }
            return row(.needsReview, [ReportMessage(cancelled ? "evidence.unchecked.cancelled" : "evidence.unchecked.too-costly",
                                                    count: unchecked.count, ["documents": .value(listed)])], [])
        }
        return row(.met, measured, [])
    }

    /// A finding as evidence: `rule-id: message (path:line)`, the message worded as the report's.
    static func describe(_ finding: Finding) -> ReportMessage {
        var arguments: [String: ReportMessage.Argument] = ["rule": .value(finding.ruleID), "message": .message(finding.sentence)]
        arguments["location"] = finding.location.map { .value($0.description) }
        return ReportMessage(finding.location == nil ? "evidence.finding" : "evidence.finding.at", arguments)
    }
}

extension ConformanceAssessment.Row {
    private enum CodingKeys: String, CodingKey {
        case id, group, title, level, concern, impact, reference, status, evidence, rules, findingCount, manualChecks
    }

    /// Reads a report's row: its evidence is English text, kept as such.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let rules = try container.decode([String].self, forKey: .rules)
        // A finding's line (`rule-id: message (path:line)`) is one again, so it renders as it did.
        let evidence = try container.decode([String].self, forKey: .evidence).map { line in
            rules.first { line.hasPrefix($0 + ": ") }.map { rule in
                ReportMessage("evidence.finding", ["rule": .value(rule), "message": .english(String(line.dropFirst(rule.count + 2)))])
            } ?? .verbatim(.english(line))
        }
        self.init(id: try container.decode(String.self, forKey: .id), group: try container.decode(Requirement.Group.self, forKey: .group),
                  title: try container.decode(String.self, forKey: .title), level: try container.decode(Requirement.Level.self, forKey: .level),
                  concern: try container.decode(Requirement.Concern.self, forKey: .concern),
                  impact: try container.decodeIfPresent(Impact.self, forKey: .impact),
                  reference: try container.decode(String.self, forKey: .reference),
                  status: try container.decode(ConformanceAssessment.Status.self, forKey: .status),
                  evidenceMessages: evidence, rules: rules, findingCount: try container.decode(Int.self, forKey: .findingCount),
                  manualChecks: try container.decode([String].self, forKey: .manualChecks))
    }

    /// Writes the evidence in English, as every report has.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(group, forKey: .group)
        try container.encode(title, forKey: .title)
        try container.encode(level, forKey: .level)
        try container.encode(concern, forKey: .concern)
        try container.encodeIfPresent(impact, forKey: .impact)
        try container.encode(reference, forKey: .reference)
        try container.encode(status, forKey: .status)
        try container.encode(evidence, forKey: .evidence)
        try container.encode(rules, forKey: .rules)
        try container.encode(findingCount, forKey: .findingCount)
        try container.encode(manualChecks, forKey: .manualChecks)
    }
}
