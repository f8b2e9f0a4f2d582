import Foundation

/// Runs audits on threads of their own instead of Swift's cooperative pool. An audit is long
/// synchronous work (unzipping, parsing, walking documents) with few suspension points, and the
/// cooperative pool has one thread per core: a few audits in flight would leave no thread for
/// the request handlers, so `/healthz` and body reads waited for an audit to yield (409 ms
/// measured under load). On dedicated threads the kernel time-slices audits against the
/// handlers instead. Measured alternatives: twice as many threads, or a lower priority (nice
/// 10) for these, both gave longer `/healthz` spikes. One process-wide executor, so servers made
/// in tests don't add threads.
final class AuditExecutor: TaskExecutor, @unchecked Sendable {
    /// One thread per core: audits beyond that share them (the limiter caps how many exist).
    static let shared = AuditExecutor(threads: ProcessInfo.processInfo.activeProcessorCount)

    private let condition = NSCondition()
    private var queue: [UnownedJob] = []
    private var head = 0

    private init(threads: Int) {
        for _ in 0..<max(1, threads) {
            Thread { [self] in
                // Named from inside (Linux keeps 15 characters): set before start, the name was
                // lost and the thread showed its creator's, a dispatch worker's, in top and /proc.
                Thread.current.name = "epub-a11y-audit"
                work()
            }.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            queue.append(job)
            condition.signal()
        }
    }

    private func work() {
        while true {
            let job: UnownedJob = condition.withLock {
                while head >= queue.count { condition.wait() }
                defer {
                    head += 1
                    // Compact now and then instead of `removeFirst()` (linear) on every job.
                    if head >= 64 && head * 2 >= queue.count {
                        queue.removeFirst(head)
                        head = 0
                    }
                }
                return queue[head]
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
