import EPUBCore

/// What a reading system or store would show a reader about a publication's accessibility,
/// computed with the W3C Accessibility Metadata Display Guide (EPUB techniques 2.1).
///
/// Fields come in the W3C order: ways of reading, conformance, navigation, rich content,
/// hazards, accessibility summary, legal considerations, additional accessibility information.
/// Every field is always present in ``fields`` so the output has a stable shape; a field whose
/// metadata is missing carries its "no information" statement (or, for additional accessibility
/// information, no statement) and ``Field/hasMetadata`` `false`. The guidelines say legal
/// considerations and additional information are hidden when empty, and allow hiding the other
/// empty fields except ways of reading and conformance: that choice is left to the consumer.
///
/// Each statement carries both W3C wordings (`compact` and `descriptive`) and its W3C id, which
/// is the stable key to use for localisation or tests.
public struct DisplayGuide: Sendable, Hashable, Codable {
    /// One display field, such as "Ways of reading".
    public struct Field: Sendable, Hashable, Codable, Identifiable {
        /// The W3C field id, such as `ways-of-reading` (the title id without `-title`).
        public let id: String
        /// The canonical English heading of the field.
        public let title: String
        /// The statements to show, in display order.
        public let statements: [Statement]
        /// False when the field only says that no information is available (or says nothing),
        /// so a consumer may hide it.
        public let hasMetadata: Bool

        /// A field as given; ``DisplayGuide/make(metadata:package:vocabulary:)`` is the usual way to get one.
        public init(id: String, title: String, statements: [Statement], hasMetadata: Bool) {
            self.id = id
            self.title = title
            self.statements = statements
            self.hasMetadata = hasMetadata
        }

        /// The statement with this W3C id, if the field shows it.
        public func statement(_ id: String) -> Statement? { statements.first { $0.id == id } }

        /// The W3C ids of the statements, in display order.
        public var statementIDs: [String] { statements.map(\.id) }
    }

    /// One line of a field, in both W3C wordings, with any value already filled in.
    ///
    /// Ids starting with `conformance-details-` form the detailed conformance information, which
    /// the guidelines suggest showing collapsed under ``DisplayGuide/conformanceDetailsTitle``.
    public struct Statement: Sendable, Hashable, Codable {
        /// The W3C statement id (`ways-of-reading-nonvisual-reading-readable`, ...). The
        /// accessibility summary, which has no W3C id because it is the publisher's own text,
        /// uses `accessibility-summary`.
        public let id: String
        /// The short wording.
        public let compact: String
        /// The explanatory wording.
        public let descriptive: String
        /// A URL the statement should link to: the certifier's report, or a credential written
        /// as a URL. The report href is given as written in the package document.
        public let link: String?
        /// The language of the text when it is the publisher's (the accessibility summary).
        public let language: String?

        /// A statement with its wordings already final (no placeholders are filled here).
        public init(id: String, compact: String, descriptive: String, link: String? = nil, language: String? = nil) {
            self.id = id
            self.compact = compact
            self.descriptive = descriptive
            self.link = link
            self.language = language
        }
    }

    /// Which W3C translation the wordings come from; nil for the canonical English.
    public struct Localization: Sendable, Hashable, Codable {
        /// The locale of the W3C file (`fr-FR`).
        public let locale: String
        /// Who made the translation (`edrlab`, `vitalsource`, ...).
        public let provider: String
        /// The Display Guide version of the file.
        public let version: String
        /// Statement and title ids the translation lacks, shown in English (sorted).
        public let fallbackKeys: [String]
        /// The heading of the detailed conformance information, translated.
        public let conformanceDetailsTitle: String
    }

    /// The fields, in W3C order.
    public let fields: [Field]
    /// The translation used; nil (and absent from JSON) for the canonical English.
    public let localization: Localization?

    /// A guide made of these fields, in this order.
    public init(fields: [Field], localization: Localization? = nil) {
        self.fields = fields
        self.localization = localization
    }

    /// The field with this id (`ways-of-reading`, `conformance`, ...).
    public func field(_ id: String) -> Field? { fields.first { $0.id == id } }

    /// Heading of the collapsible detailed conformance information.
    public static let conformanceDetailsTitle = DisplayGuideStrings.titles["conformance-details-title"] ?? "Detailed conformance information"

    /// Version of the W3C string file the wordings come from (the per-hazard statements and the
    /// placeholder forms come from the 2.1 techniques).
    public static let stringsVersion = DisplayGuideStrings.version

    /// Computes the display guide of a publication from its accessibility metadata.
    ///
    /// `package` supplies what the accessibility metadata does not hold: the layout
    /// (`rendition:layout`), which decides whether the appearance can be modified.
    /// `vocabulary` gives the wordings: English unless a localisation is asked for
    /// (``DisplayGuideLocalizations/vocabulary(for:)``). The metadata is all it reads, so a guide
    /// can be made again in another language from a report's metadata without opening the book.
    public static func make(metadata: AccessibilityMetadata, package: PackageDocument,
                            vocabulary: DisplayGuideVocabulary = .english) -> DisplayGuide {
        func field(_ id: String, _ statements: [Statement]) -> Field {
            let hasMetadata = statements.contains { !noInformationIDs.contains($0.id) }
            return Field(id: id, title: vocabulary.title(of: id), statements: statements, hasMetadata: hasMetadata)
        }
        let localization = vocabulary.isCanonicalEnglish ? nil
            : Localization(locale: vocabulary.locale, provider: vocabulary.provider, version: vocabulary.version,
                           fallbackKeys: vocabulary.fallbackKeys,
                           conformanceDetailsTitle: vocabulary.title(of: "conformance-details"))
        return DisplayGuide(fields: [
            field("ways-of-reading", waysOfReading(metadata, layout: package.layout, in: vocabulary)),
            field("conformance", conformance(metadata, in: vocabulary)),
            field("navigation", navigation(metadata, in: vocabulary)),
            field("rich-content", richContent(metadata, in: vocabulary)),
            field("hazards", hazards(metadata, in: vocabulary)),
            field("accessibility-summary", accessibilitySummary(metadata, in: vocabulary)),
            field("legal-considerations", legalConsiderations(metadata, in: vocabulary)),
            field("additional-accessibility-information", additionalInformation(metadata, in: vocabulary)),
        ], localization: localization)
    }

    /// The statements that only say metadata is missing; a field made of these alone has nothing
    /// to tell the reader.
    static let noInformationIDs: Set<String> = [
        "ways-of-reading-visual-adjustments-unknown",
        "ways-of-reading-nonvisual-reading-no-metadata",
        "ways-of-reading-prerecorded-audio-no-metadata",
        "conformance-no",
        "navigation-no-metadata",
        "rich-content-unknown",
        "hazards-no-metadata",
        "accessibility-summary-no-metadata",
        "legal-considerations-no-metadata",
    ]
}
