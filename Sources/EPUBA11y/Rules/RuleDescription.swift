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

    /// A description; `scope` defaults to the package document only.
    public init(id: String, title: String, impact: Impact, tags: [String], rationale: String,
                references: [Reference], scope: RuleScope = .package, examples: [RuleExample]) {
        self.id = id
        self.scope = scope
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
