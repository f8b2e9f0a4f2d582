import EPUBCore
import Foundation

/// Audits many books, `jobs` at a time, and hands each report to the caller in input order
/// as soon as it and every book before it are done. Memory is bounded by the books in
/// flight (and the few finished early, waiting for their turn), not by the library.
public struct BatchAuditor: Sendable {
    /// Books audited at once; at least 1.
    public var jobs: Int
    /// Rules to run on each book.
    public var rules: [any Rule.Type]
    /// The `generatedAt` of every report of the run.
    public var generatedAt: String
    /// Reports of an earlier run by file; a book whose size and modification time are unchanged
    /// reuses its report instead of being audited again.
    public var previous: [String: Report]

    /// `jobs` below 1 is raised to 1.
    public init(jobs: Int, rules: [any Rule.Type] = RuleRegistry.all, generatedAt: String, previous: [String: Report] = [:]) {
        self.jobs = max(1, jobs)
        self.rules = rules
        self.generatedAt = generatedAt
        self.previous = previous
    }

    /// Audits `paths`. `deliver` gets each report in input order; `progress` gets each
    /// completion as it happens; `isCancelled` is asked before each new book starts.
    /// Returns the number of books delivered (fewer than `paths.count` when cancelled).
    @discardableResult
    public func run(
        _ paths: [String],
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (Report) -> Void = { _ in },
        deliver: (Int, Report) throws -> Void
    ) async rethrows -> Int {
        // One book at a time gets every core for its documents; several books share them.
        let documentConcurrency = paths.count == 1 ? jobs : 1
        return try await withThrowingTaskGroup(of: (Int, Report).self) { group in
            var next = 0
            var delivered = 0
            var waiting: [Int: Report] = [:]
            func startNext() {
                guard next < paths.count, !isCancelled() else { return }
                let index = next
                let path = paths[index]
                next += 1
                group.addTask { [self] in (index, await self.audit(path, documentConcurrency: documentConcurrency)) }
            }
            // `jobs` is a public var (init clamps, assignment does not): a range from 0 to a
            // negative bound would trap.
            for _ in 0..<max(1, min(jobs, paths.count)) { startNext() }
            while let (index, report) = try await group.next() {
                progress(report)
                waiting[index] = report
                while let ready = waiting.removeValue(forKey: delivered) {
                    try deliver(delivered, ready)
                    delivered += 1
                }
                startNext()
            }
            return delivered
        }
    }

    private func audit(_ path: String, documentConcurrency: Int) async -> Report {
        let fingerprint = Self.fingerprint(path)
        if let fingerprint, let earlier = previous[path], earlier.source == fingerprint {
            return earlier
        }
        var report: Report
        do {
            let audit = try await BookAudit.run(path: path, concurrency: documentConcurrency, rules: rules)
            report = Report(audit: audit, generatedAt: generatedAt)
        } catch {
            report = Report(unreadable: error, generatedAt: generatedAt)
        }
        report.source = fingerprint
        return report
    }

    /// Size and modification time of a file (folders: size 0 and the folder's time).
    public static func fingerprint(_ path: String) -> Report.SourceFingerprint? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let modified = attributes[.modificationDate] as? Date else { return nil }
        let isFolder = (attributes[.type] as? FileAttributeType) == .typeDirectory
        let size = isFolder ? 0 : ((attributes[.size] as? NSNumber)?.uint64Value ?? 0)
        return Report.SourceFingerprint(size: size, modified: modified.timeIntervalSince1970)
    }
}
