/// What `fix` writes: the suggestion's proposed statements, changed by what a person confirms
/// (`--accept`, `--claim`, `--certifier`), as `<meta>` elements in the book's own form.
public struct FixPlan: Sendable, Hashable {
    /// What a person confirms on the command line.
    public struct Acceptance: Sendable, Hashable {
        /// `--accept hazard=none`: the person checked for flashing, motion and sound hazards.
        public var noHazards = false
        /// `--accept readingOrder` / `--accept displayTransformability` / `--accept highContrastDisplay`: features a person confirmed.
        public var features: Set<String> = []
        /// `--claim "EPUB Accessibility 1.1 - WCAG 2.2 Level AA"`.
        public var claim: String?
        /// `--certifier NAME`: who evaluated the book (required with a claim by EPUB Accessibility 1.1).
        public var certifier: String?

        /// Nothing confirmed.
        public init(noHazards: Bool = false, features: Set<String> = [], claim: String? = nil, certifier: String? = nil) {
            self.noHazards = noHazards
            self.features = features
            self.claim = claim
            self.certifier = certifier
        }
    }

    /// Why a confirmation cannot be applied.
    public struct Refusal: Error, Sendable, Hashable {
        /// A sentence saying what contradicts it.
        public let reason: String
    }

    /// The statements to add, in order.
    public let statements: [MetadataSuggestion.Statement]
    /// The declared statements to remove first (`--replace`), as `declared` statements.
    public let removedStatements: [MetadataSuggestion.Statement]
    /// The elements that declared them.
    public let removals: Set<PackageMetadataEditor.Removal>
    /// EPUB major version of the book (the form of the elements).
    public let epubVersion: Int
    /// `xml:lang` of a drafted summary in a language other than the book's (English for a book
    /// with no draft in its language); nil when they match.
    public let summaryLanguageTag: String?

    /// The plan for `suggestion` with `acceptance` applied. Refuses `hazard=none` when the content
    /// shows a hazard (media that autoplay with sound) and a feature the suggestion does not offer
    /// (`highContrastDisplay` over text below 7:1, `displayTransformability` in a fixed-layout
    /// book); features the book already declares are not added twice.
    ///
    /// `declared` is what the book declares now. With `replace`, its access modes, sufficient sets,
    /// features, hazards and summary are removed (and, when a claim is given, its accessibility
    /// claims and certifier statements), and `suggestion` must be derived without them
    /// (``MetadataSuggester/suggest(_:keepingDeclared:)``); without it, a claim or certifier the book
    /// already declares is not added again.
    public init(_ suggestion: MetadataSuggestion, declared: AccessibilityMetadata = AccessibilityMetadata(),
                accepting acceptance: Acceptance = Acceptance(), replace: Bool = false) throws(Refusal) {
        if acceptance.noHazards,
           suggestion.statements.contains(where: { $0.property == "accessibilityHazard" && $0.value == "sound" && $0.status == .proposed }) {
            throw Refusal(reason: "the content plays sound by itself, so accessibilityHazard none would be false")
        }
        // A feature is accepted only where the suggestion has it (to confirm, or already proposed
        // or declared): one it left out is one the content does not support, never dropped unsaid.
        for feature in acceptance.features.sorted()
        where !suggestion.statements.contains(where: { $0.property == "accessibilityFeature" && $0.value == feature }) {
            throw Refusal(reason: "accessibilityFeature \(feature) is not offered for confirmation: " + Self.whyNotOffered(feature))
        }
        self.init(checked: suggestion, declared: declared, accepting: acceptance, replace: replace)
    }

    /// Why the suggestion leaves `feature` out (``MetadataSuggester``).
    private static func whyNotOffered(_ feature: String) -> String {
        switch feature {
        case "highContrastDisplay": "some text falls below WCAG 1.4.6's 7:1 (4.5:1 when large), or a content document could not be read"
        case "displayTransformability": "the book is fixed-layout, so its text cannot reflow"
        default: "the content does not support it"
        }
    }

    /// The plan of the proposed statements alone: nothing confirmed, so nothing to refuse.
    public init(proposing suggestion: MetadataSuggestion) {
        self.init(checked: suggestion, declared: AccessibilityMetadata(), accepting: Acceptance(), replace: false)
    }

    private init(checked suggestion: MetadataSuggestion, declared: AccessibilityMetadata, accepting acceptance: Acceptance,
                 replace: Bool) {
        var statements = suggestion.statements
        if acceptance.noHazards {
            statements = statements.map { statement in
                guard statement.property == "accessibilityHazard", statement.value == "unknown", statement.status == .proposed else {
                    return statement
                }
                return .init(property: statement.property, value: "none", status: .proposed, reason: "confirmed by a person (--accept hazard=none)",
                             evidence: [])
            }
        }
        statements = statements.map { statement in
            guard statement.status == .toConfirm, statement.property == "accessibilityFeature",
                  acceptance.features.contains(statement.value) else { return statement }
            return .init(property: statement.property, value: statement.value, status: .proposed,
                         reason: "confirmed by a person (--accept \(statement.value))", evidence: [])
        }
        // The draft summary follows what is now confirmed.
        statements = statements.map { statement in
            guard statement.property == "accessibilitySummary", statement.status == .proposed else { return statement }
            return .init(property: statement.property, value: SummaryDraft.text(statements: statements, claim: acceptance.claim,
                                                                                language: suggestion.summaryLanguage),
                         status: .proposed, reason: statement.reason, evidence: statement.evidence)
        }
        var additions = statements.filter { $0.status == .proposed }
        let removed = replace ? Self.replaced(declared, claims: acceptance.claim != nil) : []
        let removedValues = Set(removed.map { "\($0.0.property)=\($0.0.value)" })
        if let claim = acceptance.claim,
           !declared.conformanceClaims.contains(where: { $0.value == claim }) || removedValues.contains("dcterms:conformsTo=\(claim)") {
            additions.append(.init(property: "dcterms:conformsTo", value: claim, status: .proposed,
                                   reason: "claimed by a person (--claim)", evidence: []))
        }
        if let certifier = acceptance.certifier,
           !declared.certifications.contains(where: { $0.certifier.value == certifier }) || removedValues.contains("a11y:certifiedBy=\(certifier)") {
            additions.append(.init(property: "a11y:certifiedBy", value: certifier, status: .proposed,
                                   reason: "named by a person (--certifier)", evidence: []))
        }
        self.statements = additions
        self.removedStatements = removed.map(\.0)
        self.removals = Set(removed.compactMap { PackageMetadataEditor.Removal($0.1) })
        self.epubVersion = suggestion.epubVersion
        let drafted = additions.contains { $0.property == "accessibilitySummary" }
        self.summaryLanguageTag = drafted && suggestion.language.map(SummaryDraft.primary) != suggestion.summaryLanguage
            ? suggestion.summaryLanguage : nil
    }

    /// What `--replace` removes: the statements a suggestion derives, and the claim with its
    /// certifier when a new claim is given (a credential or report left behind would refine nothing).
    static func replaced(_ metadata: AccessibilityMetadata, claims: Bool) -> [(MetadataSuggestion.Statement, Provenance)] {
        func statement(_ property: String, _ value: String, _ provenance: Provenance) -> (MetadataSuggestion.Statement, Provenance) {
            (.init(property: property, value: value, status: .declared, reason: "replaced (--replace)",
                   evidence: [provenance.location.description]), provenance)
        }
        var removed = metadata.accessModes.map { statement("accessMode", $0.value.name, $0.provenance) }
        removed += metadata.accessModeSufficient.map {
            statement("accessModeSufficient", $0.modes.map(\.name).joined(separator: ","), $0.provenance)
        }
        removed += metadata.features.map { statement("accessibilityFeature", $0.value.name, $0.provenance) }
        removed += metadata.hazards.map { statement("accessibilityHazard", $0.value.name, $0.provenance) }
        removed += metadata.summaries.map { statement("accessibilitySummary", $0.text, $0.provenance) }
        if claims {
            removed += metadata.conformanceClaims.filter { $0.kind != .other }.map { statement("dcterms:conformsTo", $0.value, $0.provenance) }
            for certification in metadata.certifications {
                removed.append(statement("a11y:certifiedBy", certification.certifier.value, certification.certifier.provenance))
                removed += certification.credentials.map { statement("a11y:certifierCredential", $0.value, $0.provenance) }
                removed += certification.reports.map { statement("a11y:certifierReport", $0.value.href, $0.provenance) }
                removed += certification.dates.map { statement("dcterms:date", $0.value, $0.provenance) }
            }
        }
        return removed
    }

    /// The package document's text with this plan applied: the removals, then the additions.
    public func apply(to package: String) throws(PackageMetadataEditor.Failure) -> String {
        try PackageMetadataEditor.inserting(elements, into: PackageMetadataEditor.removing(removals, from: package))
    }

    /// The `<meta>` elements, without indentation: EPUB 3 `property`, EPUB 2 `name`/`content`.
    public var elements: [String] {
        statements.map { statement in
            let property = statement.property.contains(":") ? statement.property : "schema:" + statement.property
            let name = SuggestionRenderer.escape(property), value = SuggestionRenderer.escape(statement.value)
            if epubVersion == 2 { return "<meta name=\"\(name)\" content=\"\(value)\"/>" }
            let language = statement.property == "accessibilitySummary" ? summaryLanguageTag.map { " xml:lang=\"\($0)\"" } ?? "" : ""
            return "<meta property=\"\(name)\"\(language)>\(value)</meta>"
        }
    }
}

extension FixPlan {
    /// The accessibility metadata `publication` declares once this plan is applied: its package
    /// document edited in memory and read again (what `fix` would write, for ONIX of a suggestion).
    /// - Throws: ``/EPUBCore/EPUBError``: the package cannot be read again, or `.fixRefused` when the plan
    ///   cannot be applied to it.
    public func metadata(applyingTo publication: Publication) throws(EPUBError) -> AccessibilityMetadata {
        let path = publication.package.path
        let text = String(decoding: try publication.container.read(path), as: UTF8.self)
        let edited: String
        do {
            edited = try apply(to: text)
        } catch {
            throw EPUBError(.fixRefused, file: publication.container.name, entry: path, reason: error.reason)
        }
        return AccessibilityMetadata(package: try PackageDocument.parse(Array(edited.utf8), path: path))
    }
}
