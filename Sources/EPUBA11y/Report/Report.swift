import EPUBCore

/// The conformance report of one book: what every renderer (text, JSON, HTML, EARL) reads.
/// The same book and options give the same report, byte for byte, except `generatedAt`,
/// which callers inject (tests pin it).
public struct Report: Sendable, Codable {
    /// Bumped on any change of the JSON shape; `docs/report.schema.json` documents it.
    public static let schemaVersion = "1.0.0"
    public static let toolName = "epub-a11y"
    public static let toolVersion = "0.1.0"

    public struct Tool: Sendable, Hashable, Codable {
        public let name: String
        public let version: String
    }

    public struct Subject: Sendable, Hashable, Codable {
        public let file: String
        public let title: String?
        public let identifier: String?
        public let epubVersion: String?
        public let layout: String?
        public let languages: [String]
        public let packageDocument: String?
    }

    /// Finding counts for a quick look and for exit codes.
    public struct Summary: Sendable, Hashable, Codable {
        /// Failed findings per impact (`critical`, `serious`, `moderate`, `minor`; zeros included).
        public let failed: [String: Int]
        public let needsReview: Int
        public let manualReviewItems: Int
        public let rulesRun: Int
    }

    public let schemaVersion: String
    public let tool: Tool
    /// ISO 8601, injected by the caller.
    public let generatedAt: String
    public let subject: Subject
    public let verdict: ConformanceAssessment.Verdict
    /// Nil when the book could not be read (`error` says why).
    public let assessment: ConformanceAssessment?
    public let displayGuide: DisplayGuide?
    public let metadata: AccessibilityMetadata?
    public let findings: [Finding]
    public let summary: Summary
    public let data: ContentData?
    public let error: EPUBError?
    /// Size and modification time of the audited file, set by batch runs so a later run can
    /// skip books that did not change (`--changed-since`).
    public var source: SourceFingerprint?

    public init(audit: BookAudit, generatedAt: String) {
        let package = audit.publication.package
        let assessment = ConformanceAssessment(audit: audit)
        schemaVersion = Self.schemaVersion
        tool = Tool(name: Self.toolName, version: Self.toolVersion)
        self.generatedAt = generatedAt
        subject = Subject(file: audit.publication.container.name, title: package.titles.first, identifier: package.uniqueIdentifier,
                          epubVersion: package.version, layout: package.layout.rawValue, languages: package.languages,
                          packageDocument: package.path)
        verdict = assessment.verdict
        self.assessment = assessment
        displayGuide = DisplayGuide.make(metadata: audit.metadata, package: package)
        metadata = audit.metadata
        findings = audit.findings
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
                          packageDocument: nil)
        verdict = .cannotBeAssessed
        assessment = nil
        displayGuide = nil
        metadata = nil
        findings = []
        summary = Self.summarize([], manual: 0, rulesRun: 0)
        data = nil
        self.error = error
    }

    /// A file's size and modification time (seconds since 1970, UTC).
    public struct SourceFingerprint: Sendable, Hashable, Codable {
        public let size: UInt64
        public let modified: Double

        public init(size: UInt64, modified: Double) {
            self.size = size
            self.modified = modified
        }
    }

    static func summarize(_ findings: [Finding], manual: Int, rulesRun: Int) -> Summary {
        var failed = Dictionary(uniqueKeysWithValues: Impact.allCases.map { ($0.rawValue, 0) })
        for finding in findings where finding.outcome == .failed { failed[finding.impact.rawValue, default: 0] += 1 }
        return Summary(failed: failed, needsReview: findings.filter { $0.outcome == .needsReview }.count,
                       manualReviewItems: manual, rulesRun: rulesRun)
    }

    /// The highest impact among failed findings; nil when nothing failed.
    public var worstFailedImpact: Impact? {
        findings.filter { $0.outcome == .failed }.map(\.impact).max()
    }
}
