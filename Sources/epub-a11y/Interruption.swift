import Dispatch
import Foundation

/// Turns Ctrl-C into a flag the batch checks between books, so a run stops cleanly and still
/// writes what it has; a second Ctrl-C exits at once.
final class Interruption: @unchecked Sendable {
    private let lock = NSLock()
    private var interrupted = false
    private var source: DispatchSourceSignal?

    func install() {
        signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [weak self] in
            guard let self else { return }
            if self.isInterrupted { exit(130) }
            self.lock.withLock { self.interrupted = true }
            FileHandle.standardError.write(Data("\ninterrupted: finishing the books in progress (Ctrl-C again to quit now)\n".utf8))
        }
        source.resume()
        self.source = source
    }

    var isInterrupted: Bool { lock.withLock { interrupted } }
}

/// The progress line on standard error: books done/total, failures so far, books per second, ETA.
/// Only on a terminal, and never with --quiet.
struct ProgressLine {
    let total: Int
    let enabled: Bool
    private let start = Date()
    private var done = 0
    private var failing = 0

    init(total: Int, quiet: Bool) {
        self.total = total
        enabled = !quiet && total > 1 && isatty(STDERR_FILENO) == 1
    }

    mutating func advance(failed: Bool) {
        done += 1
        if failed { failing += 1 }
        guard enabled else { return }
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let eta = rate > 0 ? Double(total - done) / rate : 0
        let line = String(format: "\r%d/%d books, %d failing, %.1f books/s, ETA %.0f s  ", done, total, failing, rate, eta)
        FileHandle.standardError.write(Data(line.utf8))
    }

    func clear() {
        if enabled { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
