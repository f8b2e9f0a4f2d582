import Foundation

/// Waits for a task's value, but no longer than a deadline. Unlike a task group, which waits for
/// every child before returning, this returns at the deadline and cancels the task: the audit
/// stops at its next document or parse chunk (issue #14), so a 504 leaves no parse running long;
/// until it has stopped, its audit slot stays taken.
enum Deadline {
    /// The task's value, or nil if `deadline` passed first (the task is then cancelled). The caller
    /// takes the deadline before it starts the task: a task started first may run to its end while
    /// the caller's thread waits to be scheduled, and would then seem to have beaten a deadline
    /// computed after it (seen under load: a 1 ms deadline answered 200).
    static func value<T: Sendable>(of task: Task<T, Never>, until deadline: ContinuousClock.Instant) async -> T? {
        await withCheckedContinuation { (continuation: CheckedContinuation<T?, Never>) in
            let first = FirstArrival(continuation)
            let timer = Task {
                // A cancelled sleep (the task finished first) throws: then there is nothing to say.
                guard (try? await Task.sleep(until: deadline)) != nil else { return }
                first.offer(nil)
                task.cancel()
            }
            Task {
                let value = await task.value
                timer.cancel()
                // The timer needs a free thread to fire; on a starved pool it can fire late. A value
                // that arrives after the deadline is late all the same.
                first.offer(ContinuousClock.now < deadline ? value : nil)
            }
        }
    }
}

/// Resumes a continuation with the first value offered and ignores the rest (a continuation
/// must be resumed exactly once).
private final class FirstArrival<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T?, Never>?

    init(_ continuation: CheckedContinuation<T?, Never>) { self.continuation = continuation }

    func offer(_ value: T?) {
        let waiting: CheckedContinuation<T?, Never>? = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(returning: value)
    }
}
