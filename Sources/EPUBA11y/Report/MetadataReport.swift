import EPUBCore

/// What `epub-a11y metadata` reports: the Display Guide view of a book's accessibility
/// claims, the typed metadata, the metadata as written (with lines), and the findings of
/// the metadata rules. Reads only the package document.
public struct MetadataReport: Sendable, Hashable, Codable {
    /// The file or folder name the book was opened as.
    public let file: String
    /// The first `dc:title`; nil when there is none.
    public let title: String?
    /// The package's `version` attribute (`3.0`, `2.0`, ...).
    public let epubVersion: String
    /// The claims as readers should be told (W3C Display Guide).
    public let displayGuide: DisplayGuide
    /// The typed metadata with provenance.
    public let metadata: AccessibilityMetadata
    /// The accessibility entries of the package document as written, with their lines.
    public let asWritten: [AccessibilityMetadataLine]
    /// Findings of the package-level rules, in report order.
    public let findings: [Finding]
    /// The EPUB Accessibility version the rules judged by, and why.
    public let profile: ProfileChoice

    /// Reads the package document of `publication` and runs the package-level rules.
    /// The `metadata` view of an audit (a package-only audit is enough: it reads nothing else).
    /// `vocabulary` gives the Display Guide's language (English by default).
    public init(audit: BookAudit, vocabulary: DisplayGuideVocabulary = .english) {
        let publication = audit.publication
        file = publication.container.name
        title = publication.package.titles.first
        epubVersion = publication.package.version
        displayGuide = DisplayGuide.make(metadata: audit.metadata, package: publication.package, vocabulary: vocabulary)
        metadata = audit.metadata
        asWritten = AccessibilityMetadataLine.select(from: publication.package)
        findings = audit.findings.filter { RuleRegistry.rule(id: $0.ruleID)?.description.scope == .package }
        profile = audit.profile
    }

    /// The `metadata` view of `publication`: a package-only audit with every rule.
    public init(publication: Publication) {
        self.init(audit: BookAudit.packageOnly(publication))
    }
}
