import EPUBCore

/// The conformance report of one book: what every renderer (text, JSON, HTML, EARL) reads.
/// The same book and options give the same report, byte for byte, except `generatedAt`,
/// which callers inject (tests pin it).
public struct Report: Sendable, Codable {
    /// Bumped on any change of the JSON shape; `docs/report.schema.json` documents it.
    public static let schemaVersion = "1.5.0"
    /// How many findings of one rule, outcome and impact a report lists (``OmittedFindings``).
    public static let maxFindingsPerKind = 5_000
    /// The `tool.name` of every report.
    public static let toolName = "epub-a11y"
    /// The `tool.version` of every report.
    public static let toolVersion = "0.1.0"

    /// The program that wrote the report.
    public struct Tool: Sendable, Hashable, Codable {
        /// Always ``Report/toolName``.
        public let name: String
        /// Always ``Report/toolVersion``.
        public let version: String
    }

    /// The audited book, as its package document describes it.
    public struct Subject: Sendable, Hashable, Codable {
        /// The file or folder name the book was opened as (or the upload's name).
        public let file: String
        /// The first `dc:title`; nil when there is none or the book is unreadable.
        public let title: String?
        /// The unique identifier's value; nil when missing or unreadable.
        public let identifier: String?
        /// The package's `version` attribute (`3.0`, `2.0`, ...); nil when unreadable.
        public let epubVersion: String?
        /// `reflowable` or `pre-paginated`; nil when unreadable.
        public let layout: String?
        /// The `dc:language` values in order; empty when there are none.
        public let languages: [String]
        /// Path of the package document in the container; nil when unreadable.
        public let packageDocument: String?
        /// The package metadata as written, by name: each Dublin Core element as `dc:<name>` and
        /// each `meta` that refines nothing by its `property` (EPUB 3) or `name` (EPUB 2), values in
        /// document order (the `metadata` of DAISY Ace's test subject); nil when unreadable.
        public let packageMetadata: [String: [String]]?
        /// The package's `link` elements that refine nothing, hrefs by `rel` (Ace's `links`); nil when unreadable.
        public let packageLinks: [String: [String]]?
    }

    /// Finding counts for a quick look and for exit codes.
    public struct Summary: Sendable, Hashable, Codable {
        /// Failed findings per impact (every impact, zeros included); JSON `{"critical": 2, ...}`.
        public let failed: [Impact: Int]
        /// Findings a person must check.
        public let needsReview: Int
        /// Requirements that only a person can assess.
        public let manualReviewItems: Int
        /// Rules that ran; 0 for an unreadable book.
        public let rulesRun: Int
    }

    /// The ``Report/schemaVersion-swift.type.property`` the report was written with.
    public let schemaVersion: String
    /// The program and version that wrote the report.
    public let tool: Tool
    /// ISO 8601, injected by the caller.
    public let generatedAt: String
    /// Which book was audited.
    public let subject: Subject
    /// The overall outcome; `cannotBeAssessed` for an unreadable book.
    public let verdict: ConformanceAssessment.Verdict
    /// Does the content fail (WCAG, EPUB techniques, page navigation)?
    public let contentVerdict: ConformanceAssessment.Verdict
    /// Does the book describe itself wrongly (discovery metadata, conformance reporting, claims)?
    public let metadataVerdict: ConformanceAssessment.Verdict
    /// What made a verdict fail, worst first; never empty when `verdict` is `fails`.
    public let verdictReasons: [VerdictReason]
    /// The EPUB Accessibility version the book was judged by, and why; nil when unreadable.
    public let profile: ProfileChoice?
    /// Nil when the book could not be read (`error` says why).
    public let assessment: ConformanceAssessment?
    /// What the book claims, as readers should be told; nil when unreadable.
    public let displayGuide: DisplayGuide?
    /// The parsed accessibility metadata; nil when unreadable.
    public let metadata: AccessibilityMetadata?
    /// The findings in report order, at most ``maxFindingsPerKind`` of each rule, outcome and
    /// impact; empty when unreadable.
    public let findings: [Finding]
    /// The findings counted but not listed in ``findings``, by rule, outcome and impact; nil when
    /// every finding is listed. ``summary`` and the assessment count them.
    public let findingsOmitted: [OmittedFindings]?
    /// Finding counts.
    public let summary: Summary
    /// Content inventories for the report's tables (images, headings, ...); nil when unreadable.
    public let data: ContentData?
    /// Why the book could not be read; nil when it was.
    public let error: EPUBError?

    /// Builds the report of an audit: findings, summary, conformance assessment and content data.
    public init(audit: BookAudit, generatedAt: String, vocabulary: DisplayGuideVocabulary = .english) {
        let package = audit.publication.package
        let assessment = ConformanceAssessment(audit: audit)
        schemaVersion = Self.schemaVersion
        tool = Tool(name: Self.toolName, version: Self.toolVersion)
        self.generatedAt = generatedAt
        subject = Subject(file: audit.publication.container.name, title: package.titles.first, identifier: package.uniqueIdentifier,
                          epubVersion: package.version, layout: package.layout.rawValue, languages: package.languages,
                          packageDocument: package.path, packageMetadata: Self.metadataValues(package),
                          packageLinks: Self.linkValues(package))
        verdict = assessment.verdict
        contentVerdict = assessment.contentVerdict
        metadataVerdict = assessment.metadataVerdict
        verdictReasons = assessment.verdictReasons
        profile = audit.profile
        self.assessment = assessment
        displayGuide = DisplayGuide.make(metadata: audit.metadata, package: package, vocabulary: vocabulary)
        metadata = audit.metadata
        (findings, findingsOmitted) = OmittedFindings.bound(audit.findings, perKind: Self.maxFindingsPerKind)
        summary = Self.summarize(audit.findings, manual: assessment.manualReviewCount, rulesRun: audit.ruleIDs.count)
        data = audit.data
        error = nil
    }

    /// The report of a book that could not be read.
    public init(unreadable error: EPUBError, generatedAt: String) {
        schemaVersion = Self.schemaVersion
        tool = Tool(name: Self.toolName, version: Self.toolVersion)
        self.generatedAt = generatedAt
        subject = Subject(file: error.file, title: nil, identifier: nil, epubVersion: nil, layout: nil, languages: [],
                          packageDocument: nil, packageMetadata: nil, packageLinks: nil)
        verdict = .cannotBeAssessed
        contentVerdict = .cannotBeAssessed
        metadataVerdict = .cannotBeAssessed
        verdictReasons = []
        profile = nil
        assessment = nil
        displayGuide = nil
        metadata = nil
        findings = []
        findingsOmitted = nil
        summary = Self.summarize([], manual: 0, rulesRun: 0)
        data = nil
        self.error = error
    }

    /// ``Subject/packageMetadata`` of `package`.
    static func metadataValues(_ package: PackageDocument) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for element in package.dublinCore { values["dc:" + element.name, default: []].append(element.value) }
        for entry in package.meta where entry.refines == nil && !entry.property.isEmpty {
            values[entry.property, default: []].append(entry.value)
        }
        return values
    }

    /// ``Subject/packageLinks`` of `package`: one value per `rel` as written.
    static func linkValues(_ package: PackageDocument) -> [String: [String]] {
        var values: [String: [String]] = [:]
        for link in package.links where link.refines == nil { values[link.rel, default: []].append(link.href) }
        return values
    }

    static func summarize(_ findings: [Finding], manual: Int, rulesRun: Int) -> Summary {
        var failed = Dictionary(uniqueKeysWithValues: Impact.allCases.map { ($0, 0) })
        for finding in findings where finding.outcome == .failed { failed[finding.impact, default: 0] += 1 }
        return Summary(failed: failed, needsReview: findings.filter { $0.outcome == .needsReview }.count,
                       manualReviewItems: manual, rulesRun: rulesRun)
    }

    /// Ids of the rules with a failed finding whose rule carries `tag` (`discovery`: the
    /// discovery-metadata rules `fix` reports before and after), sorted.
    public func failedRuleIDs(tagged tag: String) -> [String] {
        Set(findings.filter { $0.outcome == .failed && (RuleRegistry.rule(id: $0.ruleID)?.description.tags.contains(tag) ?? false) }
            .map(\.ruleID)).sorted()
    }

    /// How many findings ``findingsOmitted`` counts, of `outcome` and `impact` when given. A decoded
    /// report can carry any counts: the sum saturates, never traps.
    public func omittedCount(_ outcome: Finding.Outcome? = nil, impact: Impact? = nil) -> Int {
        (findingsOmitted ?? []).reduce(0) { total, omitted in
            guard outcome == nil || omitted.outcome == outcome, impact == nil || omitted.impact == impact else { return total }
            return total.saturatingAdding(max(0, omitted.count))
        }
    }

    /// The highest impact among failed findings; nil when nothing failed.
    public var worstFailedImpact: Impact? {
        findings.filter { $0.outcome == .failed }.map(\.impact).max()
    }
}
