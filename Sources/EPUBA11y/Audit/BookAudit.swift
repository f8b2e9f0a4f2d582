import EPUBCore
import Foundation

/// One book, audited: opened, its metadata read, every content document walked once, and
/// the rules run. The value a report is rendered from.
public struct BookAudit: Sendable {
    /// The opened book.
    public let publication: Publication
    /// Its accessibility metadata, read from the package document.
    public let metadata: AccessibilityMetadata
    /// The inventory of every content document, walked once.
    public let content: PublicationContent
    /// Every finding of the rules that ran, in report order.
    public let findings: [Finding]
    /// Ids of the rules that ran.
    public let ruleIDs: Set<String>

    /// Opens and audits an `.epub` file or unpacked folder.
    public static func run(
        path: String, limits: ContainerLimits = .default, concurrency: Int? = nil,
        rules: [any Rule.Type] = RuleRegistry.all
    ) async throws(EPUBError) -> BookAudit {
        await run(try Publication.open(path: path, limits: limits), concurrency: concurrency, rules: rules)
    }

    /// Audits an opened publication.
    public static func run(
        _ publication: Publication, concurrency: Int? = nil, rules: [any Rule.Type] = RuleRegistry.all
    ) async -> BookAudit {
        let metadata = AccessibilityMetadata(package: publication.package)
        let content = await PublicationContent.walk(publication, concurrency: concurrency)
        let context = RuleContext(publication: publication, metadata: metadata, content: content)
        return BookAudit(publication: publication, metadata: metadata, content: content,
                         findings: RuleRegistry.evaluate(context, rules: rules), ruleIDs: Set(rules.map { $0.description.id }))
    }

    /// The report's data section: images, headings outline, media and flags.
    public var data: ContentData { ContentData(publication: publication, content: content) }
}
