import EPUBCore
import Foundation

/// A library of books, `options.jobs` at a time, each report handed over in input order as soon
/// as it and every book before it are done. Memory is bounded by the books in flight (and the
/// few finished early, waiting for their turn), not by the library.
extension AccessibilityInspector {
    /// Audits `paths` (files or unpacked folders; ``BookFinder`` expands folders). `deliver` gets
    /// each report in input order; `progress` gets each completion as it happens; `isCancelled`
    /// is asked before each new book starts. A book whose earlier report in `previous` (by path)
    /// has the same size and modification time is not audited again: that report is reused.
    /// Returns the number of books delivered (fewer than `paths.count` when cancelled).
    @discardableResult
    public func reports(
        for paths: [String], previous: [String: Report] = [:],
        isCancelled: @escaping @Sendable () -> Bool = { false },
        progress: (Report) -> Void = { _ in },
        deliver: (Int, Report) throws -> Void
    ) async rethrows -> Int {
        let jobs = max(1, options.jobs)  // a public var: a range up to a negative bound would trap
        // One book at a time gets every core for its documents; several books share them.
        var perBook = options
        perBook.concurrency = options.concurrency ?? (paths.count == 1 ? jobs : 1)
        let single = AccessibilityInspector(options: perBook)
        return try await withThrowingTaskGroup(of: (Int, Report).self) { group in
            var next = 0
            var delivered = 0
            var waiting: [Int: Report] = [:]
            func startNext() {
                guard next < paths.count, !isCancelled() else { return }
                let index = next
                let path = paths[index]
                next += 1
                group.addTask { (index, await single.batchReport(path, previous: previous[path])) }
            }
            for _ in 0..<min(jobs, max(1, paths.count)) { startNext() }
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

    /// The reports of `paths` in input order, as an asynchronous sequence (cancel the consuming
    /// task to stop starting books).
    public func reports(for paths: [String]) -> AsyncStream<Report> {
        AsyncStream { continuation in
            let task = Task {
                await self.reports(for: paths, isCancelled: { Task.isCancelled }) { _, report in continuation.yield(report) }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    private func batchReport(_ path: String, previous: Report?) async -> Report {
        let fingerprint = Self.fingerprint(path)
        if let fingerprint, let previous, previous.source == fingerprint { return previous }
        var report: Report
        do {
            report = try await self.report(for: URL(fileURLWithPath: path))
        } catch {
            report = self.report(unreadable: error)
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
