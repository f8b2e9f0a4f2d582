import EPUBCore

/// The accessibility metadata of a publication, typed, with every value's provenance.
///
/// Read from both forms: EPUB 3 `meta property=` and EPUB 2 `meta name= content=`
/// (EPUB 3 books that use the EPUB 2 form are read too; a rule reports it).
/// Vocabulary tokens are open: unknown values are kept as written.
public struct AccessibilityMetadata: Sendable, Hashable, Codable {
    /// One `schema:accessModeSufficient` set (a comma list), order-free.
    public struct SufficientSet: Sendable, Hashable, Codable {
        /// The members, sorted by canonical name, duplicates removed.
        public let modes: [VocabularyToken]
        /// Where the set was written.
        public let provenance: Provenance

        /// Canonical names of the members.
        public var names: Set<String> { Set(modes.map(\.name)) }
        /// True for a set of exactly this one mode.
        public func isOnly(_ mode: String) -> Bool { names == [mode] }
    }

    /// The accessibility summary and its language.
    public struct Summary: Sendable, Hashable, Codable {
        /// The summary, whitespace-normalised.
        public let text: String
        /// The summary's own `xml:lang`, else the package's, else the first `dc:language`.
        public let language: String?
        /// Where the summary was written.
        public let provenance: Provenance
    }

    /// Where the pagination comes from (`pageBreakSource`, or legacy `dc:source` refined by `source-of`).
    public struct PageBreakSource: Sendable, Hashable, Codable {
        /// Which of the accepted forms declared it.
        public enum Form: String, Sendable, Hashable, Codable {
            case pageBreakSource
            /// `dc:source` refined by `<meta property="source-of">pagination</meta>`.
            case dcSourceOfPagination = "dc-source-of-pagination"
            /// `a11y:pageBreakSource`, the wrong prefix (accepted with a finding).
            case wrongPrefix = "a11y-prefixed"
        }

        /// The source's value as written (an ISBN, a title, `none`, ...).
        public let value: String
        /// Which form declared it.
        public let form: Form
        /// Where it was written.
        public let provenance: Provenance
    }

    /// `schema:accessMode` values, in document order.
    public var accessModes: [MetadataStatement<VocabularyToken>] = []
    /// `schema:accessModeSufficient` sets, in document order.
    public var accessModeSufficient: [SufficientSet] = []
    /// `schema:accessibilityFeature` values, in document order.
    public var features: [MetadataStatement<VocabularyToken>] = []
    /// `schema:accessibilityHazard` values, in document order.
    public var hazards: [MetadataStatement<VocabularyToken>] = []
    /// Every `schema:accessibilitySummary`; more than one is reported by a rule.
    public var summaries: [Summary] = []
    /// `schema:accessibilityControl`: kept, but not used by EPUB Accessibility 1.1.
    public var accessibilityControls: [MetadataStatement<VocabularyToken>] = []
    /// `schema:accessibilityAPI`: kept, but not used by EPUB Accessibility 1.1.
    public var accessibilityAPIs: [MetadataStatement<VocabularyToken>] = []
    /// Every `dcterms:conformsTo`, in document order.
    public var conformanceClaims: [ConformanceClaim] = []
    /// Every `a11y:certifiedBy`, with what refines it.
    public var certifications: [Certification] = []
    /// `a11y:exemption` values (EAA exemptions).
    public var exemptions: [MetadataStatement<VocabularyToken>] = []
    /// Every declaration of where the page breaks come from.
    public var pageBreakSources: [PageBreakSource] = []
    /// Other `schema:` properties (allowed; listed as written).
    public var otherSchemaProperties: [MetadataStatement<String>] = []
    /// Accessibility entries written in the EPUB 2 `name=`/`content=` form inside an EPUB 3 package.
    public var epub2FormInEPUB3: [Provenance] = []

    /// No metadata at all.
    public init() {}

    /// The first summary; nil when there is none.
    public var summary: Summary? { summaries.first }

    /// Canonical names of the declared features (unknown tokens as written).
    public var featureNames: Set<String> { Set(features.map(\.value.name)) }
    /// Canonical names of the declared hazards (unknown tokens as written).
    public var hazardNames: Set<String> { Set(hazards.map(\.value.name)) }
    /// Canonical names of the declared access modes (unknown tokens as written).
    public var accessModeNames: Set<String> { Set(accessModes.map(\.value.name)) }

    /// True when the feature `name` (canonical spelling) is declared.
    public func hasFeature(_ feature: AccessibilityFeature) -> Bool { featureNames.contains(feature.rawValue) }
    /// True when the hazard `name` (canonical spelling) is declared.
    public func hasHazard(_ hazard: AccessibilityHazard) -> Bool { hazardNames.contains(hazard.rawValue) }
    /// True when the access mode `name` (canonical spelling) is declared.
    public func hasAccessMode(_ mode: AccessMode) -> Bool { accessModeNames.contains(mode.rawValue) }

    /// True when no accessibility statement at all was found.
    public var isEmpty: Bool {
        accessModes.isEmpty && accessModeSufficient.isEmpty && features.isEmpty && hazards.isEmpty && summaries.isEmpty
            && conformanceClaims.isEmpty && certifications.isEmpty && exemptions.isEmpty
    }

    /// The newest EPUB Accessibility claim (1.1+ before 1.0; among 1.0 IRIs the highest level).
    public var primaryClaim: ConformanceClaim? {
        let claims = conformanceClaims.filter { $0.kind == .epubAccessibility }
        return claims.max { lhs, rhs in
            (lhs.epubAccessibilityVersion ?? "", lhs.wcagLevel ?? .a) < (rhs.epubAccessibilityVersion ?? "", rhs.wcagLevel ?? .a)
        }
    }
}
