import EPUBCore
import Foundation

/// A library of books, `options.jobs` at a time, each report handed over in input order as soon
/// as it and every book before it are done. Memory is bounded by the books in flight (and the
/// few finished early, waiting for their turn), not by the library.
extension AccessibilityInspector {
    /// Audits `paths` (files or unpacked folders; ``BookFinder`` expands folders). `deliver` gets
    /// each entry (report, file fingerprint, and ``FixOutlook`` where the metadata fails) in input
    /// order; `progress` gets each report as it is done; `isCancelled` is asked before each new
    /// book starts. A book whose earlier entry in `previous` (by path) has the same size and
    /// modification time is not audited again (unless its metadata fails and the entry has no
    /// ``FixOutlook``, as a line written before batches counted it). With `countingFixes` false no
    /// entry gets a ``FixOutlook``: it plans and re-parses the package document of every book whose
    /// metadata fails (about a tenth of a corpus audit's instructions), for callers that show none.
    /// Returns the number of books delivered (fewer than `paths.count` when cancelled).
    @discardableResult
    public func reports(
        for paths: [String], previous: [String: BatchEntry] = [:], countingFixes: Bool = true,
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (Report) -> Void = { _ in },
        deliver: (Int, BatchEntry) throws -> Void
    ) async rethrows -> Int {
        let jobs = max(1, options.jobs)  // a public var: a range up to a negative bound would trap
        // One book at a time gets every core for its documents; several books share them.
        var perBook = options
        perBook.concurrency = options.concurrency ?? (paths.count == 1 ? jobs : 1)
        let single = AccessibilityInspector(options: perBook)
        return try await withThrowingTaskGroup(of: (Int, BatchEntry).self) { group in
            var next = 0
            var delivered = 0
            var waiting: [Int: BatchEntry] = [:]
            func startNext() {
                guard next < paths.count, !isCancelled() else { return }
                let index = next
                let path = paths[index]
                next += 1
                group.addTask { (index, await single.batchReport(path, previous: previous[path], countingFixes: countingFixes)) }
            }
            for _ in 0..<min(jobs, max(1, paths.count)) { startNext() }
            while let (index, entry) = try await group.next() {
                // A cancelled task's books in flight were read only in part: nothing more is delivered.
                if Task.isCancelled {
                    group.cancelAll()
                    return delivered
                }
                progress(entry.report)
                waiting[index] = entry
                while let ready = waiting.removeValue(forKey: delivered) {
                    try deliver(delivered, ready)
                    delivered += 1
                }
                startNext()
            }
            return delivered
        }
    }

    /// The reports of `paths` in input order, as an asynchronous sequence (cancel the consuming
    /// task to stop starting books).
    public func reports(for paths: [String]) -> AsyncStream<Report> {
        AsyncStream { continuation in
            let task = Task {
                await self.reports(for: paths, isCancelled: { Task.isCancelled }) { _, entry in continuation.yield(entry.report) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// True when an earlier report was judged by the profile these options would choose: a
    /// `--profile` run does not reuse reports of the book's own claim, nor the reverse.
    private func sameProfile(_ report: Report) -> Bool {
        guard let used = report.profile else { return options.profile == nil }
        if let requested = options.profile { return used.source == .requested && used.profile == requested }
        return used.source != .requested
    }

    private func batchReport(_ path: String, previous: BatchEntry?, countingFixes: Bool) async -> BatchEntry {
        let fingerprint = SourceFingerprint(path: path)
        // A line written before batches counted `fix`'s outlook lacks it where the metadata fails: audited again.
        if let fingerprint, let previous, previous.source == fingerprint, sameProfile(previous.report),
           !countingFixes || previous.fix != nil || previous.report.metadataVerdict != .fails { return previous }
        do {
            let audit = try await self.audit(URL(fileURLWithPath: path))
            let report = self.report(of: audit)
            // Only where the metadata fails is there something for `fix` to repair (and to compute).
            let fix = countingFixes && report.metadataVerdict == .fails
                ? FixOutlook.of(audit, reasons: report.verdictReasons, rules: options.rules, profile: options.profile) : nil
            return BatchEntry(report: report, source: fingerprint, fix: fix)
        } catch {
            return BatchEntry(report: self.report(unreadable: error), source: fingerprint)
        }
    }
}
