/// What a rule is, beside its code: the catalogue, the docs and the example tests all read it.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id; DAISY Ace's id where Ace has the same rule.
    public let id: String
    /// One-line summary, as listed in the catalogue.
    public let title: String
    /// The highest impact the rule reports.
    public let impact: Impact
    /// Flat tags: `epub-a11y-11`, `discovery`, `wcag2a`, `wcag311`, `best-practice`, `ace` ...
    public let tags: [String]
    /// Why the rule exists.
    public let rationale: String
    /// Specification anchors.
    public let references: [Reference]
    /// Passing and failing examples; each is run as a test on a minimal in-memory EPUB.
    public let examples: [RuleExample]
    /// What the rule reads: only the package document, or the content documents too.
    public let scope: RuleScope
    /// Whether the rule sees content hidden from assistive technology (axe-core's `excludeHidden`).
    public let exposure: RuleExposure
    /// Whether the rule also judges the navigation documents outside the spine (``PublicationContent/navigation``),
    /// as DAISY Ace runs axe on the navigation document: true for content rules about markup;
    /// false for those about the reading order, page lists, rendering or what a spine document must have.
    public let readsNavigationDocuments: Bool

    /// A description; `scope` defaults to the package document only; `exposure` to what assistive
    /// technology meets for content rules (axe's default), as a rule that judges what a reader is
    /// exposed to should.
    public init(id: String, title: String, impact: Impact, tags: [String], rationale: String,
                references: [Reference], scope: RuleScope = .package, exposure: RuleExposure? = nil,
                readsNavigationDocuments: Bool? = nil, examples: [RuleExample]) {
        self.id = id
        self.scope = scope
        self.exposure = exposure ?? (scope == .content ? .exposedOnly : .everything)
        self.readsNavigationDocuments = readsNavigationDocuments ?? (scope == .content)
        self.title = title
        self.impact = impact
        self.tags = tags
        self.rationale = rationale
        self.references = references
        self.examples = examples
    }
}

/// What a rule reads.
public enum RuleScope: String, Sendable, Hashable, Codable {
    /// The package document only (runs in `metadata`, which reads nothing else).
    case package
    /// Content documents and navigation too.
    case content
}

/// What content a rule is shown: as axe-core's `excludeHidden`, decided rule by rule.
public enum RuleExposure: String, Sendable, Hashable, Codable {
    /// Only what assistive technology meets: items with a ``ImageItem/hiddenBy`` reason are left out
    /// (``ContentInventory/exposedOnly()``). Rules about names, alternatives, headings, tables and roles.
    case exposedOnly = "exposed-only"
    /// Everything the markup has, hidden or not: identity and structure (ids, language, the
    /// title), navigation targets (a hidden page list is still a page list), and rules axe runs
    /// with `excludeHidden: false` (`area-alt`, `aria-allowed-role`, `no-autoplay-audio`).
    case everything
}
