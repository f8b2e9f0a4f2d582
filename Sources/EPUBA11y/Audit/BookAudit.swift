import EPUBCore
import Foundation

/// One book, audited: opened, its metadata read, every content document walked once (unless
/// only the package is wanted), and the rules run. Every view of a book — the conformance
/// ``Report``, `inspect`'s ``BookInspection``, `metadata`'s ``MetadataReport`` — is built
/// from this value; ``AccessibilityInspector`` is the front door that makes it.
public struct BookAudit: Sendable {
    /// Set by the environment variable `EPUB_A11Y_NO_CASCADE=1`, for the benchmark only: the audit
    /// then runs without the CSS cascade and the contrast analysis whatever the rules (hiding is then
    /// `hidden` and `aria-hidden` alone), so `make bench` can weigh the analysis with the same rules
    /// on both sides. Disabling the contrast rules does not do that: every content rule reads the
    /// cascade's hiding (issue #45).
    static let cascadeSwitchedOff = ProcessInfo.processInfo.environment["EPUB_A11Y_NO_CASCADE"] == "1"

    /// How much of the book an audit reads.
    public enum Scope: String, Sendable, Hashable, CaseIterable {
        /// The package document, navigation and every content document; every selected rule.
        case full
        /// The package document only; only the rules that read nothing else (fast: catalogue ingestion).
        case packageOnly = "package-only"
    }

    /// The opened book.
    public let publication: Publication
    /// Its accessibility metadata, read from the package document.
    public let metadata: AccessibilityMetadata
    /// The inventory of every content document, walked once; empty for a package-only audit.
    public let content: PublicationContent
    /// Every finding of the rules that ran, in report order.
    public let findings: [Finding]
    /// Ids of the rules that ran.
    public let ruleIDs: Set<String>
    /// What was read.
    public let scope: Scope
    /// Every image with its purpose, classified once for the assessment and the report's data.
    public let images: [ImagePurpose.Classified]
    /// The version of EPUB Accessibility the book was judged by, and why that one.
    public let profile: ProfileChoice

    /// Opens and audits an `.epub` file or unpacked folder. Internal: callers use
    /// ``AccessibilityInspector``, the one entry point.
    static func run(
        path: String, limits: ContainerLimits = .default, concurrency: Int? = nil,
        rules: [any Rule.Type] = RuleRegistry.all, scope: Scope = .full, profile: ConformanceProfile? = nil
    ) async throws(EPUBError) -> BookAudit {
        await run(try Publication.open(path: path, limits: limits), concurrency: concurrency, rules: rules, scope: scope, profile: profile)
    }

    /// Audits an opened publication (what the inspector's `audit` runs).
    static func run(
        _ publication: Publication, concurrency: Int? = nil, rules: [any Rule.Type] = RuleRegistry.all, scope: Scope = .full,
        profile: ConformanceProfile? = nil
    ) async -> BookAudit {
        if scope == .packageOnly { return packageOnly(publication, rules: rules, profile: profile) }
        let metadata = AccessibilityMetadata(package: publication.package)
        let choice = ProfileChoice(requested: profile, metadata: metadata)
        // The cascade costs a little on every element: it runs only for the rules that read it,
        // the contrast rules and those that judge only what assistive technology meets (what the
        // cascade hides); without it, only `hidden` and `aria-hidden` hide.
        let contrastRules: Set<String> = [ColorContrastRule.description.id, ColorBackgroundPairingRule.description.id]
        let readsCascade = !Self.cascadeSwitchedOff
            && rules.contains { contrastRules.contains($0.description.id) || ($0.description.scope == .content && $0.description.exposure == .exposedOnly) }
        let content = await PublicationContent.walk(publication, concurrency: concurrency, analyzesContrast: readsCascade)
        let context = RuleContext(publication: publication, metadata: metadata, content: content, profile: choice.profile)
        return BookAudit(publication: publication, metadata: metadata, content: content,
                         findings: RuleRegistry.evaluate(context, rules: rules), ruleIDs: Set(rules.map { $0.description.id }),
                         scope: .full, images: ImagePurpose.classify(content, package: publication.package), profile: choice)
    }

    /// Audits the package document only, with the `rules` that read nothing else (no parsing of content).
    static func packageOnly(_ publication: Publication, rules: [any Rule.Type] = RuleRegistry.all,
                            profile: ConformanceProfile? = nil) -> BookAudit {
        let metadata = AccessibilityMetadata(package: publication.package)
        let choice = ProfileChoice(requested: profile, metadata: metadata)
        let packageRules = rules.filter { $0.description.scope == .package }
        let context = RuleContext(publication: publication, metadata: metadata, profile: choice.profile)
        return BookAudit(publication: publication, metadata: metadata, content: PublicationContent(documents: []),
                         findings: RuleRegistry.evaluate(context, rules: packageRules),
                         ruleIDs: Set(packageRules.map { $0.description.id }), scope: .packageOnly, images: [], profile: choice)
    }

    /// The report's data section: images, headings outline, media and flags.
    public var data: ContentData { ContentData(publication: publication, content: content, images: images) }
}
