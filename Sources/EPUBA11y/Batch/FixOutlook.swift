import EPUBCore

/// What `epub-a11y fix` with nothing confirmed would make of a book whose metadata fails: the
/// metadata verdict of the book it would write, found during a batch audit without writing
/// anything. A catalogue reads it as "how much of this can `fix` repair today?".
///
/// It is what `fix` does, in memory: the same plan and edited package document
/// (``AccessibilityInspector/fix(_:to:accepting:replace:)``, the same refusals), read again as a
/// book whose other entries are the original's, and judged by the batch's rules with the content
/// already walked (only the package document changes, so the content inventories are the same):
/// the rules that read the metadata run again, the others' findings are kept.
/// Carried in each ``BatchEntry`` (the `fix` key of an NDJSON line), so `merge` and
/// `--changed-since` count it without reading the books again.
public struct FixOutlook: Sendable, Hashable, Codable {
    /// The metadata verdict of the book `fix` would write; nil when `fix` refuses the book.
    public let metadataVerdict: ConformanceAssessment.Verdict?
    /// The statements `fix` would add (0: nothing to add, the package document unchanged).
    public let statements: Int
    /// The ids of the reasons the metadata of the book `fix` would write still fails on
    /// (``VerdictReason/id``, worst first); empty when it passes or `fix` refuses the book.
    public let remaining: [String]
    /// Why `fix` refuses the book (encrypted, or the edit cannot be made); nil when it does not.
    public let refusal: String?

    /// An outlook with these values.
    public init(metadataVerdict: ConformanceAssessment.Verdict?, statements: Int, remaining: [String] = [], refusal: String?) {
        self.metadataVerdict = metadataVerdict
        self.statements = statements
        self.remaining = remaining
        self.refusal = refusal
    }

    private enum CodingKeys: String, CodingKey { case metadataVerdict, statements, remaining, refusal }

    /// Reads an NDJSON line's `fix` (`remaining` may be absent: none).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(metadataVerdict: try container.decodeIfPresent(ConformanceAssessment.Verdict.self, forKey: .metadataVerdict),
                  statements: try container.decode(Int.self, forKey: .statements),
                  remaining: try container.decodeIfPresent([String].self, forKey: .remaining) ?? [],
                  refusal: try container.decodeIfPresent(String.self, forKey: .refusal))
    }

    /// How a catalogue counts a book by what `fix` would do to its metadata.
    public enum Outcome: String, Sendable, Hashable, Codable, CaseIterable {
        /// The metadata of the book `fix` writes has no automated failure.
        case passes
        /// It fails only for want of a conformance claim (and its certifier): a person's to make (`fix --claim`).
        case needsClaim = "needs-claim"
        /// It still fails on other metadata (a summary or a statement the content contradicts…).
        case stillFails = "still-fails"
        /// `fix` refuses the book.
        case refused
    }

    /// The requirements only a person can meet by making a claim: the claim and who evaluated it.
    static let claimReasons: Set<String> = ["conformance-claim", "conformance-certifier"]

    /// The outlook's outcome (a decoded verdict other than the two a fixed book can have counts as still failing).
    public var outcome: Outcome {
        switch metadataVerdict {
        case .noAutomatedFailures: .passes
        case nil: .refused
        case .fails, .cannotBeAssessed: !remaining.isEmpty && Set(remaining).isSubset(of: Self.claimReasons) ? .needsClaim : .stillFails
        }
    }

    /// The outlook of an audited book whose report gave `reasons`, judged by `rules` and
    /// `profile` as the batch judged it.
    static func of(_ audit: BookAudit, reasons: [VerdictReason], rules: [any Rule.Type], profile: ConformanceProfile?) -> FixOutlook {
        let publication = audit.publication
        if let refusal = EPUBRewriter.refusal(of: publication.container, ocf: publication.ocf, issues: publication.issues) {
            return FixOutlook(metadataVerdict: nil, statements: 0, refusal: refusal.reason)
        }
        do {
            let (plan, _, edited) = try FixEdit.edit(audit, accepting: FixPlan.Acceptance(), replace: false)
            // Nothing to add: `fix` writes the same package document, so the verdict and its reasons stay.
            guard !plan.statements.isEmpty else {
                return FixOutlook(metadataVerdict: .fails, statements: 0, remaining: Self.metadataReasons(reasons), refusal: nil)
            }
            let fixed = try Publication(container: EntryOverlayContainer(publication.container, replacing: publication.package.path, with: edited),
                                        parsingLimits: publication.parsingLimits)
            let metadata = AccessibilityMetadata(package: fixed.package)
            let choice = ProfileChoice(requested: profile, metadata: metadata)
            let content = audit.scope == .full ? audit.content : nil  // nil: a package-only context, as the audit had
            let context = RuleContext(publication: fixed, metadata: metadata, content: content, profile: choice.profile)
            // Only the rules that read the package document's metadata run again; the others' findings are the audit's.
            let again = rules.filter(Self.readsMetadata)
            let rerun = Set(again.map { $0.description.id })
            let findings = (audit.findings.filter { !rerun.contains($0.ruleID) } + RuleRegistry.evaluate(context, rules: again)).sorted()
            let after = ConformanceAssessment(audit: BookAudit(publication: fixed, metadata: metadata, content: audit.content, findings: findings,
                                                               ruleIDs: audit.ruleIDs, scope: audit.scope, images: audit.images, profile: choice))
            return FixOutlook(metadataVerdict: after.metadataVerdict, statements: plan.statements.count,
                              remaining: Self.metadataReasons(after.verdictReasons), refusal: nil)
        } catch {
            return FixOutlook(metadataVerdict: nil, statements: 0, refusal: error.reason)
        }
    }

    /// The ids of the reasons that make the metadata fail.
    private static func metadataReasons(_ reasons: [VerdictReason]) -> [String] {
        reasons.filter { $0.concern == .metadata }.map(\.id)
    }

    /// Whether `rule`'s findings can change when `fix` edits the package document: every rule of
    /// the package, and the content rules that read the accessibility metadata (a test keeps the
    /// list whole: a content rule whose source reads `.metadata` must be in it). `fix` changes no
    /// manifest, spine, layout or claim, so the other content rules find what they found.
    static func readsMetadata(_ rule: any Rule.Type) -> Bool {
        rule.description.scope == .package || contentRulesReadingMetadata.contains(rule.description.id)
    }

    /// The content rules that read the book's accessibility metadata.
    static let contentRulesReadingMetadata: Set<String> = [
        "epub-pagesource", "metadata-accessibilityFeature-printPageNumbers-nopagebreaks",
        "metadata-accessibilityFeature-printPageNumbers-nopagelist", "video-caption",
    ]
}
