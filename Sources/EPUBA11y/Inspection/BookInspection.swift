import EPUBCore

/// What `epub-a11y inspect` shows of a book: identity, structure, navigation and the
/// accessibility metadata as written, with line numbers. A fact sheet, not a judgement.
public struct BookInspection: Sendable, Hashable, Codable {
    /// Sizes of the manifest, spine and content.
    public struct Counts: Sendable, Hashable, Codable {
        /// Items in the manifest.
        public let manifestItems: Int
        /// `itemref`s in the spine.
        public let spineItems: Int
        /// Spine items not marked `linear="no"`.
        public let linearSpineItems: Int
        /// Spine content documents walked.
        public let contentDocuments: Int
        /// Content documents that parsed as well-formed XML.
        public let wellFormedContentDocuments: Int
    }

    /// What the navigation document and NCX provide.
    public struct NavigationSummary: Sendable, Hashable, Codable {
        /// Container path of the EPUB 3 navigation document.
        public let navigationDocument: String?
        /// Container path of the NCX.
        public let ncx: String?
        /// Entries of the toc nav (or of the NCX navMap when there is no nav document).
        public let tocEntries: Int
        /// Nesting depth of the table of contents; 0 when there is none.
        public let tocDepth: Int
        /// Entries of the page-list nav; 0 when there is none.
        public let pageListEntries: Int
        /// Entries of the landmarks nav; 0 when there is none.
        public let landmarks: Int
        /// `reference`s of the EPUB 2 `guide`.
        public let guideReferences: Int
    }

    /// One spine content document and how it parsed.
    public struct ContentDocument: Sendable, Hashable, Codable {
        /// Container path.
        public let path: String
        /// Media type from the manifest.
        public let mediaType: String
        /// `xml`, `html-recovery`, or `failed`.
        public let parser: String
        /// Elements in the parsed tree; 0 when it failed.
        public let elements: Int
        /// Why the document is not well-formed (libxml2's first error), or why it failed.
        public let error: String?
        /// Line of that error.
        public let errorLine: Int?
    }

    /// The file or folder name the book was opened as.
    public let file: String
    /// The first `dc:title`; nil when there is none.
    public let title: String?
    /// The unique identifier's value; nil when missing.
    public let identifier: String?
    /// The package's `version` attribute (`3.0`, `2.0`, ...).
    public let epubVersion: String
    /// `reflowable` or `pre-paginated`.
    public let layout: String
    /// The `dc:language` values in order.
    public let languages: [String]
    /// Container path of the package document.
    public let packageDocument: String
    /// The package element's `xml:lang`.
    public let packageLanguage: String?
    /// Manifest, spine and content sizes.
    public let counts: Counts
    /// What navigation the book has.
    public let navigation: NavigationSummary
    /// The accessibility metadata as written, in document order.
    public let accessibilityMetadata: [AccessibilityMetadataLine]
    /// Every spine content document, in spine order.
    public let contentDocuments: [ContentDocument]
    /// Images, headings outline, media and flags.
    public let data: ContentData
    /// Every finding of every rule, in report order.
    public let findings: [Finding]
    /// Problems found while opening the book that did not stop it.
    public let issues: [PublicationIssue]
}
