import EPUBCore

/// A check. A rule is a small type whose static description sits beside its code.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    static func evaluate(_ context: RuleContext) -> [Finding]
}

/// What rules read: the opened publication and what was derived from it.
public struct RuleContext: Sendable {
    /// The opened book.
    public let publication: Publication
    /// Its accessibility metadata.
    public let metadata: AccessibilityMetadata
    /// The content inventories; empty for package-only runs, where content rules do not run.
    public private(set) var content: PublicationContent

    /// The version of EPUB Accessibility the rules judge by (what is a MUST, what a SHOULD).
    public let profile: ConformanceProfile

    /// Nil metadata is read from the package; nil content makes a package-only context (`hasContent` false);
    /// nil profile is the one the book claims, else EPUB Accessibility 1.1 (``ProfileChoice``).
    public init(publication: Publication, metadata: AccessibilityMetadata? = nil, content: PublicationContent? = nil,
                profile: ConformanceProfile? = nil) {
        self.publication = publication
        let metadata = metadata ?? AccessibilityMetadata(package: publication.package)
        self.metadata = metadata
        self.content = content ?? PublicationContent(documents: [])
        readDocuments = self.content.documents.filter { $0.failure == nil }
        self.hasContent = content != nil
        self.profile = profile ?? ProfileChoice(requested: nil, metadata: metadata).profile
    }

    /// False when only the package document was read.
    public let hasContent: Bool

    /// What several rules compute from the same values, once per audit (shared by this context's views).
    let memo = RuleMemo()

    /// The documents whose inventory was filled (``RuleSupport/readDocuments(_:)``), found once
    /// per book: filtered by each of the rules that read them, every inventory was copied (and
    /// its hundred fields retained, then released) some forty times.
    private(set) var readDocuments: [ContentInventory]

    /// This context with the navigation documents outside the spine judged as content documents
    /// (after the spine's), for the rules that read them; itself when there are none.
    func withNavigationDocuments() -> RuleContext {
        guard !content.navigation.isEmpty else { return self }
        var copy = self
        copy.content = PublicationContent(documents: content.documents + content.navigation, overlays: content.overlays)
        copy.readDocuments = copy.content.documents.filter { $0.failure == nil }
        return copy
    }

    /// This context as assistive technology meets the book: every inventory without its hidden
    /// items (``ContentInventory/exposedOnly()``), for the rules whose ``RuleDescription/exposure``
    /// says so; itself when nothing is hidden.
    func exposedOnly() -> RuleContext {
        guard content.documents.contains(where: \.hasHiddenItems) || content.navigation.contains(where: \.hasHiddenItems) else { return self }
        var copy = self
        copy.content = PublicationContent(documents: content.documents.map { $0.exposedOnly() }, overlays: content.overlays,
                                          navigation: content.navigation.map { $0.exposedOnly() })
        copy.readDocuments = copy.content.documents.filter { $0.failure == nil }
        return copy
    }

    /// The package document of the publication.
    public var package: PackageDocument { publication.package }
    /// The package document itself, as a location.
    public var packageLocation: SourceLocation { SourceLocation(path: package.path, line: package.line) }
}

extension Rule {
    /// A finding of this rule whose sentence is `sentence`, at the rule's impact unless graded down.
    static func finding(_ sentence: ReportMessage, at location: SourceLocation?, impact: Impact? = nil,
                        outcome: Finding.Outcome = .failed, elementID: String? = nil) -> Finding {
        Finding(ruleID: description.id, outcome: outcome, impact: min(impact ?? description.impact, description.impact),
                sentence: sentence, location: location, elementID: elementID)
    }

    /// A finding of this rule whose sentence is the rule's `case` (`rule.<id>.<case>` in
    /// `strings/rules/en.json`) with `arguments`, at the rule's impact unless graded down.
    static func finding(_ case: String, _ arguments: [String: ReportMessage.Argument], at location: SourceLocation?,
                        impact: Impact? = nil, outcome: Finding.Outcome = .failed, elementID: String? = nil) -> Finding {
        finding(sentence(`case`, arguments), at: location, impact: impact, outcome: outcome, elementID: elementID)
    }

    /// The rule's sentence or clause `case` (`rule.<id>.<case>`) with `arguments`.
    static func sentence(_ case: String, _ arguments: [String: ReportMessage.Argument] = [:]) -> ReportMessage {
        ReportMessage("rule.\(description.id).\(`case`)", arguments)
    }

    /// The rule's plural sentence or clause `case` (`rule.<id>.<case>.one` and `.other`), chosen by `count`.
    static func sentence(_ case: String, count: Int, _ arguments: [String: ReportMessage.Argument] = [:]) -> ReportMessage {
        ReportMessage("rule.\(description.id).\(`case`)", count: count, arguments)
    }
}
