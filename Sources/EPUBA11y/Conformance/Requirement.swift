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
    /// Must or should.
    public let level: Level
    /// URL of the requirement in the specification.
    public let reference: String
    /// Rules whose failed findings mean the requirement is not met.
    public let rules: [String]
    /// Rules whose findings only call for a person to look.
    public let adviceRules: [String]
    /// What no automated check can decide; listed as manual review whenever the requirement applies.
    public let manualChecks: [String]
    /// Whether the requirement applies to this book; nil when it always does.
    let applies: (@Sendable (AssessmentInput) -> Bool)?
    /// A decision of its own when no rule covers it (e.g. "a conformance claim exists").
    let check: (@Sendable (AssessmentInput) -> [String]?)?

    init(_ id: String, _ group: Group, _ title: String, level: Level = .must, reference: String,
         rules: [String] = [], advice: [String] = [], manual: [String] = [],
         applies: (@Sendable (AssessmentInput) -> Bool)? = nil, check: (@Sendable (AssessmentInput) -> [String]?)? = nil) {
        self.id = id
        self.group = group
        self.title = title
        self.level = level
        self.reference = reference
        self.rules = rules
        self.adviceRules = advice
        self.manualChecks = manual
        self.applies = applies
        self.check = check
    }
}

/// What requirements and claim checks read.
struct AssessmentInput: Sendable {
    let publication: Publication
    let metadata: AccessibilityMetadata
    let content: PublicationContent
    let findings: [Finding]
    let rulesRun: Set<String>

    var hasPageList: Bool {
        !(publication.navigationDocument?.pageList?.points.isEmpty ?? true) || !(publication.ncx?.pageList?.points.isEmpty ?? true)
    }
    var hasPageNavigation: Bool {
        hasPageList || content.hasPageBreaks || metadata.hasFeature("pageNavigation") || metadata.hasFeature("pageBreakMarkers")
            || metadata.hasFeature("printPageNumbers")
    }
    var hasImages: Bool { content.documents.contains { !$0.images.isEmpty } }
    var hasMedia: Bool { content.hasAudio || content.hasVideo }
    var hasTables: Bool { content.documents.contains { !$0.tables.isEmpty } }

    func failed(_ rules: Set<String>) -> [Finding] {
        findings.filter { $0.outcome == .failed && rules.contains($0.ruleID) }
    }
}
