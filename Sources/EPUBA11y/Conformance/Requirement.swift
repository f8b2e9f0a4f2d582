import EPUBCore

/// One requirement of EPUB Accessibility 1.1 (or a WCAG success criterion it incorporates),
/// with the rules whose findings decide it and what only a person can check.
public struct Requirement: Sendable {
    /// The section of the requirement table.
    public enum Group: String, Sendable, Hashable, Codable, CaseIterable {
        case discovery = "discovery-metadata"
        case conformanceReporting = "conformance-reporting"
        case pageNavigation = "page-navigation"
        case wcag
        case epub = "epub-techniques"

        /// The section's heading in reports.
        public var title: String {
            switch self {
            case .discovery: "Discovery metadata"
            case .conformanceReporting: "Conformance reporting"
            case .pageNavigation: "Page navigation"
            case .wcag: "WCAG success criteria"
            case .epub: "EPUB techniques"
            }
        }
    }

    /// Which question of the verdict a requirement answers: does the content fail, or does the
    /// book describe itself wrongly? (`contentVerdict` and `metadataVerdict` of the report.)
    public enum Concern: String, Sendable, Hashable, Codable {
        /// The content and its structure: WCAG, EPUB techniques, page navigation.
        case content
        /// What the package declares: discovery metadata, conformance reporting, claims vs evidence.
        case metadata
    }

    /// How binding the requirement is.
    public enum Level: String, Sendable, Hashable, Codable {
        /// A failure means the publication does not conform.
        case must
        /// Recommended: not met is reported, but does not make the verdict fail.
        case should
    }

    /// Stable kebab-case id, e.g. `discovery-accessmode`.
    public let id: String
    /// The section it belongs to.
    public let group: Group
    /// One-line statement of the requirement.
    public let title: String
    /// Must or should, in EPUB Accessibility 1.1.
    public let level: Level
    /// Must or should in EPUB Accessibility 1.2, where it differs from 1.1 (accessMode, accessModeSufficient).
    let level12: Level?
    /// URL of the requirement in the specification.
    public let reference: Reference
    /// Rules whose failed findings mean the requirement is not met.
    public let rules: [String]
    /// Rules whose findings only call for a person to look.
    public let adviceRules: [String]
    /// What no automated check can decide; listed as manual review whenever the requirement applies.
    public let manualChecks: [String]
    /// Content or metadata: which verdict a failure of this requirement makes fail.
    public let concern: Concern
    /// How much a failure of its own check hurts (findings carry their own impact).
    public let impact: Impact
    /// Why the requirement does not apply to this book (its content type is absent); nil when it applies.
    let notApplicable: (@Sendable (AssessmentInput) -> ReportMessage?)?
    /// A decision of its own when no rule covers it (e.g. "a conformance claim exists").
    let check: (@Sendable (AssessmentInput) -> [ReportMessage]?)?
    /// Whether the manual checks apply to this book (nil: whenever the requirement does).
    let manualApplies: (@Sendable (AssessmentInput) -> Bool)?
    /// Which of the manual checks apply to this book, when that depends on the check (nil: ``manualApplies`` decides for all).
    let manualFor: (@Sendable (AssessmentInput) -> [String])?
    /// What was measured, shown with a met or needs-review row (e.g. how many text runs were checked).
    let evidence: (@Sendable (AssessmentInput) -> [ReportMessage])?

    init(_ id: String, _ group: Group, _ title: String, level: Level = .must, level12: Level? = nil, reference: Reference,
         rules: [String] = [], advice: [String] = [], manual: [String] = [], concern: Concern? = nil, impact: Impact = .serious,
         notApplicable: (@Sendable (AssessmentInput) -> ReportMessage?)? = nil, check: (@Sendable (AssessmentInput) -> [ReportMessage]?)? = nil,
         manualApplies: (@Sendable (AssessmentInput) -> Bool)? = nil, manualFor: (@Sendable (AssessmentInput) -> [String])? = nil,
         evidence: (@Sendable (AssessmentInput) -> [ReportMessage])? = nil) {
        self.id = id
        self.group = group
        self.title = title
        self.level = level
        self.level12 = level12
        self.reference = reference
        self.rules = rules
        self.adviceRules = advice
        self.manualChecks = manual
        self.concern = concern ?? ([.discovery, .conformanceReporting].contains(group) ? .metadata : .content)
        self.impact = impact
        self.notApplicable = notApplicable
        self.check = check
        self.manualApplies = manualApplies
        self.manualFor = manualFor
        self.evidence = evidence
    }

    /// Must or should under `profile`.
    public func level(in profile: ConformanceProfile) -> Level {
        profile == .epubA11y12 ? level12 ?? level : level
    }
}

/// What requirements and claim checks read.
struct AssessmentInput: Sendable {
    let publication: Publication
    let metadata: AccessibilityMetadata
    let content: PublicationContent
    let findings: [Finding]
    /// The positions in ``findings`` of each rule's findings, in order: each of the catalogue's
    /// rows asks for the findings of its few rules, and filtering every finding of a book for
    /// every row (hashing each rule id) was most of the assessment's cost.
    let findingIndices: [String: [Int]]
    let rulesRun: Set<String>
    /// Every image with its purpose (content, cover, publisher matter, logo, decorative).
    let images: [ImagePurpose.Classified]
    /// The EPUB Accessibility version the book is judged by.
    let profile: ConformanceProfile

    init(publication: Publication, metadata: AccessibilityMetadata, content: PublicationContent, findings: [Finding],
         rulesRun: Set<String>, images: [ImagePurpose.Classified], profile: ConformanceProfile = .epubA11y11) {
        self.profile = profile
        self.publication = publication
        self.metadata = metadata
        self.content = content
        self.findings = findings
        var indices: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { indices[finding.ruleID, default: []].append(index) }
        findingIndices = indices
        self.rulesRun = rulesRun
        self.images = images
    }

    var hasPageList: Bool {
        !(publication.navigationDocument?.pageList?.points.isEmpty ?? true) || !(publication.ncx?.pageList?.points.isEmpty ?? true)
    }
    var hasPageNavigation: Bool {
        hasPageList || content.hasPageBreaks || metadata.hasFeature(.pageNavigation) || metadata.hasFeature(.pageBreakMarkers)
            || metadata.hasFeature(.printPageNumbers)
    }
    /// Why page-navigation requirements do not apply; nil when the book has page navigation.
    var noPageNavigation: ReportMessage? {
        hasPageNavigation ? nil : ReportMessage("evidence.na.no-page-navigation")
    }
    var hasImages: Bool { content.documents.contains { !$0.images.isEmpty } }
    var hasMedia: Bool { content.hasAudio || content.hasVideo }
    var hasTables: Bool { content.documents.contains { !$0.tables.isEmpty } }
    var hasLinks: Bool { content.documents.contains { !$0.links.isEmpty } }
    var hasHeadings: Bool { content.documents.contains { !$0.headings.isEmpty } }
    var hasInteractiveContent: Bool {
        content.hasScripts || content.hasFormElements
            || content.documents.contains { $0.embedded.contains { [.iframe, .embed, .object, .canvas, .epubTrigger].contains($0.kind) } }
    }

    func failed(_ rules: Set<String>) -> [Finding] {
        findings(of: rules).filter { $0.outcome == .failed }
    }

    /// The findings of `rules`, in the order of ``findings``.
    func findings(of rules: Set<String>) -> [Finding] {
        var indices: [Int] = []
        for rule in rules { indices += findingIndices[rule] ?? [] }
        return indices.sorted().map { findings[$0] }
    }
}
