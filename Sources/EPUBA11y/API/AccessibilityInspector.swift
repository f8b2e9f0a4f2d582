import EPUBCore
import Foundation

/// The library's front door for a backend: audit an EPUB from a file, an unpacked folder or
/// bytes in memory, or read only what it claims (the Display Guide) for catalogue ingestion.
///
/// Safe to call from many tasks at once: it holds no mutable state, writes no files, and every
/// call opens its own container and parsers.
///
/// ```swift
/// let inspector = AccessibilityInspector()
/// let report = try await inspector.report(for: upload, name: "upload.epub")
/// print(report.verdict, report.summary.failed)
/// let claims = try inspector.displayGuide(for: upload)   // package document only: fast
/// ```
public struct AccessibilityInspector: Sendable {
    /// How an audit runs.
    public struct Options: Sendable {
        /// Language of the Display Guide statements. Only the W3C's canonical English exists today.
        public enum Locale: String, Sendable, CaseIterable {
            case englishUS = "en-US"
        }

        /// Rules to run; all by default. See ``RuleRegistry``.
        public var rules: [any Rule.Type]
        /// Limits checked before anything is inflated (entries, sizes, ratio, total).
        public var limits: ContainerLimits
        /// Content documents parsed at once within one book.
        public var concurrency: Int
        /// Language of the Display Guide statements; `.englishUS` by default.
        public var locale: Locale
        /// The report's `generatedAt`; called once per report. Defaults to now, in UTC.
        public var timestamp: @Sendable () -> String

        /// Defaults: every rule, the default container limits, one document per processor, English, now in UTC.
        public init(
            rules: [any Rule.Type] = RuleRegistry.all, limits: ContainerLimits = .default,
            concurrency: Int = ProcessInfo.processInfo.activeProcessorCount, locale: Locale = .englishUS,
            timestamp: @escaping @Sendable () -> String = { Date().formatted(Date.ISO8601FormatStyle()) }
        ) {
            self.rules = rules
            self.limits = limits
            self.concurrency = concurrency
            self.locale = locale
            self.timestamp = timestamp
        }

        /// Only the rules with one of these ids or tags (an empty list selects nothing by it).
        public func selecting(ids: [String] = [], tags: [String] = []) -> Options {
            var options = self
            options.rules = rules.filter { Set(ids).contains($0.description.id) || !Set(tags).isDisjoint(with: $0.description.tags) }
            return options
        }
    }

    /// How every audit of this inspector runs.
    public let options: Options

    /// An inspector with `options` (all rules, default limits by default).
    public init(options: Options = Options()) {
        self.options = options
    }

    /// Audits an `.epub` file or an unpacked EPUB folder.
    /// - Throws: ``EPUBError`` when the book cannot be opened (not a zip, no package document, ...).
    public func report(for url: URL) async throws(EPUBError) -> Report {
        await report(for: try Publication.open(path: url.path, limits: options.limits))
    }

    /// Audits an EPUB held in memory (an upload); `name` is how errors and the report call it.
    /// - Throws: ``EPUBError`` when the book cannot be opened.
    public func report(for bytes: [UInt8], name: String = "upload.epub") async throws(EPUBError) -> Report {
        await report(for: try Publication.open(bytes: bytes, name: name, limits: options.limits))
    }

    /// Audits an EPUB held in memory as `Data`.
    public func report(for data: Data, name: String = "upload.epub") async throws(EPUBError) -> Report {
        try await report(for: [UInt8](data), name: name)
    }

    /// Audits an opened publication.
    public func report(for publication: Publication) async -> Report {
        let audit = await BookAudit.run(publication, concurrency: options.concurrency, rules: options.rules)
        return Report(audit: audit, generatedAt: options.timestamp())
    }

    /// What the book claims about its accessibility, as readers should be told (W3C Display
    /// Guide). Reads only the package document: no content is parsed, so it is cheap enough
    /// for catalogue ingestion.
    /// - Throws: ``EPUBError`` when the book cannot be opened.
    public func displayGuide(for bytes: [UInt8], name: String = "upload.epub") throws(EPUBError) -> DisplayGuide {
        displayGuide(for: try Publication.open(bytes: bytes, name: name, limits: options.limits))
    }

    /// The Display Guide of an `.epub` file or unpacked folder (package document only).
    public func displayGuide(for url: URL) throws(EPUBError) -> DisplayGuide {
        displayGuide(for: try Publication.open(path: url.path, limits: options.limits))
    }

    /// The Display Guide of an opened publication (package document only).
    public func displayGuide(for publication: Publication) -> DisplayGuide {
        DisplayGuide.make(metadata: AccessibilityMetadata(package: publication.package), package: publication.package)
    }
}
