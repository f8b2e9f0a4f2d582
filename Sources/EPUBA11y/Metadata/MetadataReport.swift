import EPUBCore

/// What `epub-a11y metadata` reports: the Display Guide view of a book's accessibility
/// claims, the typed metadata, the metadata as written (with lines), and the findings of
/// the metadata rules. Reads only the package document.
public struct MetadataReport: Sendable, Hashable, Codable {
    public let file: String
    public let title: String?
    public let epubVersion: String
    public let displayGuide: DisplayGuide
    public let metadata: AccessibilityMetadata
    public let asWritten: [AccessibilityMetadataLine]
    public let findings: [Finding]

    public init(publication: Publication) {
        let metadata = AccessibilityMetadata(package: publication.package)
        file = publication.container.name
        title = publication.package.titles.first
        epubVersion = publication.package.version
        displayGuide = DisplayGuide.make(metadata: metadata, package: publication.package)
        self.metadata = metadata
        asWritten = AccessibilityMetadataLine.select(from: publication.package)
        findings = RuleRegistry.evaluate(RuleContext(publication: publication, metadata: metadata))
    }
}
