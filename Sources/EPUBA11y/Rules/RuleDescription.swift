/// What a rule is, beside its code: the catalogue, the docs and the example tests all read it.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id; DAISY Ace's id where Ace has the same rule.
    public let id: String
    public let title: String
    /// The highest impact the rule reports.
    public let impact: Impact
    /// Flat tags: `epub-a11y-11`, `discovery`, `wcag2a`, `wcag311`, `best-practice`, `ace` ...
    public let tags: [String]
    /// Why the rule exists.
    public let rationale: String
    /// Specification anchors.
    public let references: [String]
    /// Passing and failing examples; each is run as a test on a minimal in-memory EPUB.
    public let examples: [RuleExample]

    public init(id: String, title: String, impact: Impact, tags: [String], rationale: String,
                references: [String], examples: [RuleExample]) {
        self.id = id
        self.title = title
        self.impact = impact
        self.tags = tags
        self.rationale = rationale
        self.references = references
        self.examples = examples
    }
}

/// A minimal publication a rule must pass or fail on: the `<metadata>` children of its
/// package document, and whatever else the example needs.
public struct RuleExample: Sendable {
    public enum Expectation: String, Sendable {
        case passes, fails
    }

    public let expectation: Expectation
    /// The `<metadata>` element's children, exactly (nothing is added).
    public let metadata: String
    /// Attributes of `<package>` besides `xmlns`, `version` and `unique-identifier`.
    public let packageAttributes: String
    public let version: String
    /// Further manifest links, as `<link …/>` lines of the metadata are not enough (e.g. a report file):
    /// container files by path relative to the package document.
    public let files: [String: String]

    public static func passes(_ metadata: String, packageAttributes: String = #"xml:lang="en""#,
                              version: String = "3.0", files: [String: String] = [:]) -> RuleExample {
        RuleExample(expectation: .passes, metadata: metadata, packageAttributes: packageAttributes, version: version, files: files)
    }

    public static func fails(_ metadata: String, packageAttributes: String = #"xml:lang="en""#,
                             version: String = "3.0", files: [String: String] = [:]) -> RuleExample {
        RuleExample(expectation: .fails, metadata: metadata, packageAttributes: packageAttributes, version: version, files: files)
    }
}
