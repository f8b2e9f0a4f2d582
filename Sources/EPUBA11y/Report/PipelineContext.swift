import Foundation

/// What the CI renderers (SARIF, JUnit, GitHub annotations) need beyond the reports: where the
/// repository is, which rules ran, and the baseline that tells new findings from accepted ones.
public struct PipelineContext: Sendable {
    /// The repository root (absolute). Files of unpacked books below it are named relative to it,
    /// so a code-scanning host puts its annotations on them. Nil: paths as the reports name them.
    public var sourceRoot: String?
    /// The folder relative book paths are resolved against (the process's current one).
    public var workingDirectory: String
    /// The rules that ran, for SARIF's `tool.driver.rules`.
    public var rules: [RuleDescription]
    /// Findings accepted for now; nil: every finding is new.
    public var baseline: Baseline?

    /// A context; by default every rule, no source root and no baseline.
    public init(sourceRoot: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath,
                rules: [RuleDescription] = RuleRegistry.all.map { $0.description }, baseline: Baseline? = nil) {
        self.sourceRoot = sourceRoot
        self.workingDirectory = workingDirectory
        self.rules = rules
        self.baseline = baseline
    }

    /// Where a finding is, as a repository or a CI host sees it.
    public struct Place: Sendable, Hashable {
        /// A path relative to ``sourceRoot`` (or as given), or an absolute `file://` URI.
        public let path: String
        /// True when `path` is relative to ``sourceRoot``.
        public let isUnderSourceRoot: Bool
        /// True when `path` is the file itself (an unpacked book's entry), so a line in it means something.
        public let isEntryFile: Bool
    }

    /// A book is packed when its name ends in `.epub` (any case); else it is an unpacked folder.
    public static func isPacked(_ book: String) -> Bool { (book as NSString).pathExtension.lowercased() == "epub" }

    /// The file a finding of `book` at `entry` (a container path; nil: the book as a whole) is in:
    /// the entry inside an unpacked book, the `.epub` itself for a packed one.
    public func place(book: String, entry: String?) -> Place {
        let packed = Self.isPacked(book)
        let file = packed || entry == nil ? book : (book as NSString).appendingPathComponent(entry ?? "")
        let absolute = (file as NSString).isAbsolutePath ? file : (workingDirectory as NSString).appendingPathComponent(file)
        let standardized = (absolute as NSString).standardizingPath
        if let sourceRoot {
            let root = (sourceRoot as NSString).standardizingPath
            if standardized.hasPrefix(root + "/") {
                return Place(path: String(standardized.dropFirst(root.count + 1)), isUnderSourceRoot: true, isEntryFile: !packed && entry != nil)
            }
            return Place(path: "file://" + standardized, isUnderSourceRoot: false, isEntryFile: !packed && entry != nil)
        }
        if (file as NSString).isAbsolutePath { return Place(path: "file://" + standardized, isUnderSourceRoot: false, isEntryFile: !packed && entry != nil) }
        let relative = (file as NSString).standardizingPath
        return Place(path: relative.hasPrefix("./") ? String(relative.dropFirst(2)) : relative, isUnderSourceRoot: false,
                     isEntryFile: !packed && entry != nil)
    }

    /// For each finding of `report`, whether it is new (true for all without a baseline);
    /// `fingerprints`: the report's, when the caller has computed them.
    public func newFindings(of report: Report, fingerprints: [FindingFingerprint]? = nil) -> [Bool] {
        baseline?.newFindings(of: report, fingerprints: fingerprints) ?? Array(repeating: true, count: report.findings.count)
    }
}
