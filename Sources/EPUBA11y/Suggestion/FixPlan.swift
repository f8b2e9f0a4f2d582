/// What `fix` writes: the suggestion's proposed statements, changed by what a person confirms
/// (`--accept`, `--claim`, `--certifier`), as `<meta>` elements in the book's own form.
public struct FixPlan: Sendable, Hashable {
    /// What a person confirms on the command line.
    public struct Acceptance: Sendable, Hashable {
        /// `--accept hazard=none`: the person checked for flashing, motion and sound hazards.
        public var noHazards = false
        /// `--accept readingOrder` / `--accept displayTransformability`: features a person confirmed.
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
    /// EPUB major version of the book (the form of the elements).
    public let epubVersion: Int

    /// The plan for `suggestion` with `acceptance` applied. Refuses `hazard=none` when the content
    /// shows a hazard (media that autoplay with sound), and features the book already declares are not added twice.
    public init(_ suggestion: MetadataSuggestion, accepting acceptance: Acceptance = Acceptance()) throws(Refusal) {
        var statements = suggestion.statements
        if acceptance.noHazards {
            if suggestion.statements.contains(where: { $0.property == "accessibilityHazard" && $0.value == "sound" && $0.status == .proposed }) {
                throw Refusal(reason: "the content plays sound by itself, so accessibilityHazard none would be false")
            }
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
            return .init(property: statement.property, value: SummaryDraft.english(statements: statements, claim: acceptance.claim),
                         status: .proposed, reason: statement.reason, evidence: statement.evidence)
        }
        var additions = statements.filter { $0.status == .proposed }
        if let claim = acceptance.claim {
            additions.append(.init(property: "dcterms:conformsTo", value: claim, status: .proposed,
                                   reason: "claimed by a person (--claim)", evidence: []))
        }
        if let certifier = acceptance.certifier {
            additions.append(.init(property: "a11y:certifiedBy", value: certifier, status: .proposed,
                                   reason: "named by a person (--certifier)", evidence: []))
        }
        self.statements = additions
        self.epubVersion = suggestion.epubVersion
    }

    /// The `<meta>` elements, without indentation: EPUB 3 `property`, EPUB 2 `name`/`content`.
    public var elements: [String] {
        statements.map { statement in
            let property = statement.property.contains(":") ? statement.property : "schema:" + statement.property
            let name = SuggestionRenderer.escape(property), value = SuggestionRenderer.escape(statement.value)
            return epubVersion == 2 ? "<meta name=\"\(name)\" content=\"\(value)\"/>" : "<meta property=\"\(name)\">\(value)</meta>"
        }
    }
}

extension FixPlan {
    /// The accessibility metadata `publication` declares once this plan is applied: its package
    /// document edited in memory and read again (what `fix` would write, for ONIX of a suggestion).
    public func metadata(applyingTo publication: Publication) throws -> AccessibilityMetadata {
        let path = publication.package.path
        let text = String(decoding: try publication.container.read(path), as: UTF8.self)
        let edited = try PackageMetadataEditor.inserting(elements, into: text)
        return AccessibilityMetadata(package: try PackageDocument.parse(Array(edited.utf8), path: path))
    }
}
