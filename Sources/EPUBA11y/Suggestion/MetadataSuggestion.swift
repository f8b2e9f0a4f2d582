/// The accessibility metadata a book should declare, derived from its audit (issue #15), each
/// statement with its reason and evidence, following the W3C Package Metadata Authoring Guide
/// (`accessMode`, `accessModeSufficient`, `accessibilityFeature`, `accessibilityHazard`,
/// `accessibilitySummary`).
///
/// Nothing only a person can know is asserted: such statements are `toConfirm` (reading order, a
/// conformance claim, display transformability) or proposed as `unknown` (hazards).
public struct MetadataSuggestion: Sendable, Hashable, Codable {
    /// Whether a statement is already in the book, proven by the content, or a person's to make.
    public enum Status: String, Sendable, Hashable, Codable {
        /// The book declares it; kept as written.
        case declared
        /// The content proves it; the book does not declare it yet.
        case proposed
        /// Only a person can say; listed, never written without `--accept`.
        case toConfirm = "to-confirm"
    }

    /// One metadata statement.
    public struct Statement: Sendable, Hashable, Codable {
        /// The schema.org property without prefix (`accessMode`, `accessibilityFeature`, …).
        public let property: String
        /// The value as written in the package document (`textual`, `textual,visual`, a summary).
        public let value: String
        /// Declared, proposed or to confirm.
        public let status: Status
        /// Why, in a sentence (the authoring guide's check it follows).
        public let reason: String
        /// Where the content shows it: `path:line` locations and counts.
        public let evidence: [String]
    }

    /// A declared statement the content contradicts, or a statement the content needs that the book lacks.
    public struct Conflict: Sendable, Hashable, Codable {
        /// `contradicted` (declared, the content says otherwise) or `missing` (needed, not declared).
        public let kind: String
        /// The statement concerned, as `property value`.
        public let statement: String
        /// What the content shows.
        public let evidence: String
    }

    /// The version of this JSON shape (`docs/suggestion.schema.json`); bumped on any change.
    public static let currentSchemaVersion = "1.0.0"

    /// Always ``currentSchemaVersion`` for suggestions this build makes.
    public let schemaVersion: String
    /// The book's path or name, as audited.
    public let book: String
    /// EPUB major version: EPUB 2 books get `<meta name content>`, EPUB 3 books `<meta property>`.
    public let epubVersion: Int
    /// The book's language as its first `dc:language` gives it; nil when it declares none.
    public let language: String?
    /// The language the summary is drafted in (the book's, when a draft exists for it; else `en`).
    public let summaryLanguage: String
    /// Every statement, in the order they are written: access modes, sufficient sets, features,
    /// hazards, summary.
    public let statements: [Statement]
    /// Declared statements the evidence contradicts, and needed ones the book lacks.
    public let conflicts: [Conflict]

    /// The statements a fix would add (proposed ones the book does not declare).
    public var additions: [Statement] { statements.filter { $0.status == .proposed } }
}
