import EPUBCore

/// What `epub-a11y inspect` shows of a book: identity, structure, navigation and the
/// accessibility metadata as written, with line numbers. A fact sheet, not a judgement.
public struct BookInspection: Sendable, Hashable, Codable {
    public struct Counts: Sendable, Hashable, Codable {
        public let manifestItems: Int
        public let spineItems: Int
        public let linearSpineItems: Int
        public let contentDocuments: Int
        /// Content documents that parsed as well-formed XML.
        public let wellFormedContentDocuments: Int
    }

    public struct NavigationSummary: Sendable, Hashable, Codable {
        /// Container path of the EPUB 3 navigation document.
        public let navigationDocument: String?
        /// Container path of the NCX.
        public let ncx: String?
        /// Entries of the toc nav (or of the NCX navMap when there is no nav document).
        public let tocEntries: Int
        public let tocDepth: Int
        public let pageListEntries: Int
        public let landmarks: Int
        public let guideReferences: Int
    }

    public struct ContentDocument: Sendable, Hashable, Codable {
        public let path: String
        public let mediaType: String
        /// `xml`, `html-recovery`, or `failed`.
        public let parser: String
        public let elements: Int
        /// Why the document is not well-formed (libxml2's first error), or why it failed.
        public let error: String?
        /// Line of that error.
        public let errorLine: Int?
    }

    public let file: String
    public let title: String?
    public let identifier: String?
    public let epubVersion: String
    public let layout: String
    public let languages: [String]
    public let packageDocument: String
    /// The package element's `xml:lang`.
    public let packageLanguage: String?
    public let counts: Counts
    public let navigation: NavigationSummary
    public let accessibilityMetadata: [AccessibilityMetadataLine]
    public let contentDocuments: [ContentDocument]
    /// Images, headings outline, media and flags.
    public let data: ContentData
    /// Every finding of every rule, in report order.
    public let findings: [Finding]
    public let issues: [PublicationIssue]
}
