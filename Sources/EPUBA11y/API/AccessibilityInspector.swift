import EPUBCore
import Foundation

/// The one engine: every way of auditing a book — the conformance report, `inspect`'s
/// overview, `metadata`'s claims, a whole library in input order — goes through it, with one
/// ``Options`` value. The CLI, the HTTP service and embedding backends all use it.
///
/// Safe to call from many tasks at once: it holds no mutable state, writes no files, and every
/// call opens its own container and parsers.
///
/// ```swift
/// let inspector = AccessibilityInspector()
/// let report = try await inspector.report(for: upload, name: "upload.epub")
/// print(report.verdict, report.contentVerdict, report.metadataVerdict, report.verdictReasons)
/// let claims = try inspector.displayGuide(for: upload)   // package document only: fast
/// ```
public struct AccessibilityInspector: Sendable {
    /// How every audit of an inspector runs.
    public struct Options: Sendable {
        /// Language of the Display Guide statements: a BCP 47 tag, resolved to one of the shipped
        /// W3C localisations as ``DisplayGuideVocabulary/resolve(_:)`` says (English when none fits).
        public struct Locale: RawRepresentable, Sendable, Hashable {
            /// The tag as given (`fr-CA`).
            public let rawValue: String
            /// The locale of a BCP 47 tag (resolved only when the strings are needed).
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The locale of a BCP 47 tag: `Locale("fr-CA")`.
            public init(_ tag: String) { self.rawValue = tag }

            /// The W3C's canonical English.
            public static let englishUS = Locale("en-US")
            /// French, as the W3C's French localisation has it.
            public static let french = Locale("fr-FR")

            /// The Display Guide strings of this locale (English when no shipped locale has its language).
            public var displayGuideVocabulary: DisplayGuideVocabulary { DisplayGuideVocabulary.resolve(rawValue) ?? .english }
        }

        /// Which rules run (ids, tags, exclusions; see ``RuleSelection`` for how they combine).
        public var selection: RuleSelection
        /// Limits checked before anything is inflated or parsed (entries, sizes, ratio, parse limits).
        public var limits: ContainerLimits
        /// Content documents parsed at once within one book; nil: one per processor (one per book in a batch of several).
        public var concurrency: Int?
        /// Books audited at once by ``reports(for:previous:countingFixes:isCancelled:progress:deliver:)``; at least 1.
        public var jobs: Int
        /// The whole book, or the package document only.
        public var scope: BookAudit.Scope
        /// Language of the Display Guide statements; `.englishUS` by default. The text and HTML renderers
        /// word the rest of a report in the guide's language when a string table has it
        /// (``ReportStrings/reportLanguages``: English, French, German, Spanish, Italian), else in English.
        public var locale: Locale
        /// The reports' `generatedAt`: now (or `SOURCE_DATE_EPOCH`), or a fixed value.
        public var timestamp: ReportTimestamp
        /// The EPUB Accessibility version to judge by; nil: the version each book claims, else 1.1.
        public var profile: ConformanceProfile?

        /// Defaults: every rule, the default limits, one document per processor, as many books
        /// at once as processors, the whole book, English, now, the profile each book claims.
        public init(
            selection: RuleSelection = .all, limits: ContainerLimits = .default, concurrency: Int? = nil,
            jobs: Int = ProcessInfo.processInfo.activeProcessorCount, scope: BookAudit.Scope = .full,
            locale: Locale = .englishUS, timestamp: ReportTimestamp = .now, profile: ConformanceProfile? = nil
        ) {
            self.selection = selection
            self.limits = limits
            self.concurrency = concurrency
            self.jobs = jobs
            self.scope = scope
            self.locale = locale
            self.timestamp = timestamp
            self.profile = profile
        }

        /// The rules the selection admits, in catalogue order.
        public var rules: [any Rule.Type] { selection.rules() }

        /// These options with the selection narrowed to `ids` and `tags` (both must admit a rule).
        public func selecting(ids: Set<String> = [], tags: Set<String> = []) -> Options {
            var options = self
            options.selection.ids = ids
            options.selection.tags = tags
            return options
        }
    }

    /// How every audit of this inspector runs.
    public let options: Options

    /// An inspector with `options` (all rules, default limits by default).
    public init(options: Options = Options()) {
        self.options = options
    }

    // MARK: The audit every view is made from

    /// Opens and audits an `.epub` file or an unpacked EPUB folder.
    /// - Throws: ``/EPUBCore/EPUBError`` when the book cannot be opened (not a zip, no package document, ...).
    /// - Throws: ``/EPUBCore/EPUBError`` of kind `cancelled` when the calling task was cancelled during
    ///   the audit (the parse stops at the next chunk): a half-read book gets no report.
    public func audit(_ url: URL) async throws(EPUBError) -> BookAudit {
        try Self.unlessCancelled(await audit(try Publication.open(path: url.relativePath, limits: options.limits)))
    }

    /// Audits an EPUB held in memory (an upload); `name` is how errors and reports call it.
    public func audit(_ bytes: [UInt8], name: String = "upload.epub") async throws(EPUBError) -> BookAudit {
        try Self.unlessCancelled(await audit(try Publication.open(bytes: bytes, name: name, limits: options.limits)))
    }

    /// `audit`, unless the task was cancelled while it ran: then the typed cancellation error.
    private static func unlessCancelled(_ audit: BookAudit) throws(EPUBError) -> BookAudit {
        guard Task.isCancelled else { return audit }
        throw EPUBError(.cancelled, file: audit.publication.container.name, reason: "the audit was cancelled before the book was read to its end")
    }

    /// Audits an opened publication.
    public func audit(_ publication: Publication) async -> BookAudit {
        await BookAudit.run(publication, concurrency: options.concurrency, rules: options.rules, scope: options.scope,
                            profile: options.profile)
    }

    // MARK: Views

    /// The conformance report of an `.epub` file or unpacked EPUB folder.
    /// - Throws: ``/EPUBCore/EPUBError`` when the book cannot be opened.
    public func report(for url: URL) async throws(EPUBError) -> Report {
        report(of: try await audit(url))
    }

    /// The conformance report of an EPUB held in memory; `name` is how errors and the report call it.
    public func report(for bytes: [UInt8], name: String = "upload.epub") async throws(EPUBError) -> Report {
        report(of: try await audit(bytes, name: name))
    }

    /// The conformance report of an EPUB held in memory as `Data`.
    public func report(for data: Data, name: String = "upload.epub") async throws(EPUBError) -> Report {
        try await report(for: [UInt8](data), name: name)
    }

    /// The conformance report of an opened publication.
    public func report(for publication: Publication) async -> Report {
        report(of: await audit(publication))
    }

    /// The conformance report of a finished audit, stamped with the options' timestamp.
    public func report(of audit: BookAudit) -> Report {
        Report(audit: audit, generatedAt: options.timestamp.resolve(), vocabulary: options.locale.displayGuideVocabulary)
    }

    /// The report of a book that could not be opened, stamped like the others.
    public func report(unreadable error: EPUBError) -> Report {
        Report(unreadable: error, generatedAt: options.timestamp.resolve())
    }

    /// `inspect`'s overview of an `.epub` file or unpacked folder (always the whole book).
    public func inspection(for url: URL) async throws(EPUBError) -> BookInspection {
        var whole = self.options
        whole.scope = .full
        return BookInspection(audit: try await AccessibilityInspector(options: whole).audit(url))
    }

    /// `metadata`'s view of an `.epub` file or unpacked folder: the package document only.
    public func metadataReport(for url: URL) throws(EPUBError) -> MetadataReport {
        MetadataReport(audit: BookAudit.packageOnly(try Publication.open(path: url.relativePath, limits: options.limits),
                                                    rules: options.rules, profile: options.profile),
                       vocabulary: options.locale.displayGuideVocabulary)
    }

    /// What the book claims about its accessibility, as readers should be told (W3C Display
    /// Guide). Reads only the package document: no content is parsed, so it is cheap enough
    /// for catalogue ingestion.
    /// - Throws: ``/EPUBCore/EPUBError`` when the book cannot be opened.
    public func displayGuide(for bytes: [UInt8], name: String = "upload.epub") throws(EPUBError) -> DisplayGuide {
        displayGuide(for: try Publication.open(bytes: bytes, name: name, limits: options.limits))
    }

    /// The Display Guide of an `.epub` file or unpacked folder (package document only).
    public func displayGuide(for url: URL) throws(EPUBError) -> DisplayGuide {
        displayGuide(for: try Publication.open(path: url.relativePath, limits: options.limits))
    }

    /// The Display Guide of an opened publication (package document only).
    public func displayGuide(for publication: Publication) -> DisplayGuide {
        DisplayGuide.make(metadata: AccessibilityMetadata(package: publication.package), package: publication.package,
                          vocabulary: options.locale.displayGuideVocabulary)
    }
}
