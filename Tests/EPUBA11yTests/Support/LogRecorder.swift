import Foundation
import Logging

/// Keeps every log line a server writes, with its request id, so tests can check what was
/// logged and in which order.
final class LogRecorder: @unchecked Sendable {
    struct Line: Sendable {
        let level: Logger.Level
        let message: String
        let requestID: String?
        /// The line's metadata (the logger's and the entry's), as text.
        var metadata: [String: String] = [:]
    }

    private let lock = NSLock()
    private var stored: [Line] = []

    var lines: [Line] { lock.withLock { stored } }

    /// A logger whose every line lands here (all levels).
    func logger() -> Logger {
        Logger(label: "epub-a11y.test") { _ in Handler(recorder: self) }
    }

    /// Waits (bounded) until a line containing `text` has been logged; returns it.
    func waitForLine(containing text: String, timeout: Duration = .seconds(5)) async -> Line? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let line = lines.first(where: { $0.message.contains(text) }) { return line }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    fileprivate func append(_ line: Line) { lock.withLock { stored.append(line) } }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            let merged = metadata.merging(event.metadata ?? [:]) { $1 }
            recorder.append(Line(level: event.level, message: "\(event.message)",
                                 requestID: merged["hb.request.id"].map { "\($0)" },
                                 metadata: merged.mapValues { "\($0)" }))
        }
    }
}
