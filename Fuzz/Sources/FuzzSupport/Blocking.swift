import Foundation

/// Runs async library code from libFuzzer's synchronous callback, on the callback's thread.
///
/// Why not a detached task and a semaphore: the task is freed on a pool thread just after it
/// signals, so libFuzzer, which counts mallocs and frees during each input, sees more mallocs
/// than frees on every input and runs a full LeakSanitizer scan each time (measured: LSan took
/// over 80% of FuzzContent's time, 37 exec/s). Here every job of the task, and of the child
/// tasks it starts (task groups inherit the executor preference), runs on this thread inside
/// ``InlineTaskExecutor/drain()``, so all of an input's memory is freed before the callback
/// returns, and a run is single-threaded and reproducible.
public func runBlocking<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
    let executor = InlineTaskExecutor()
    let box = ResultBox<T>()
    Task(executorPreference: executor) {
        box.value = await body()
    }
    executor.drain()
    guard let value = box.value else {
        // A job waiting on something outside this executor would leave the queue empty too early.
        fatalError("runBlocking: the task suspended on work this thread never runs")
    }
    return value
}

/// A task executor that queues jobs and runs them when the owning thread drains it.
final class InlineTaskExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    /// Runs jobs, including those they enqueue, until none is left.
    func drain() {
        while let job = next() {
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }

    private func next() -> UnownedJob? {
        lock.withLock { jobs.isEmpty ? nil : jobs.removeFirst() }
    }
}

/// Carries the task's result to the draining thread. Written and read on that same thread, in
/// that order, which is what makes the unchecked Sendable sound.
final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
