import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `epub-a11y-server` executable running as a child process, with its stderr kept so
/// a test can find the port it bound (`--port 0` lets the kernel choose, so parallel tests never
/// race for a port) and read what it logged. Every wait is bounded: a server that never starts or
/// never stops fails the test instead of hanging it.
final class ServerProcess: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let lock = NSLock()
    private var stderrBytes: [UInt8] = []
    /// The stderr pipe reached its end (the server and everything it started closed it).
    private var stderrEnded = false

    /// Starts the server with `arguments` (e.g. `["--port", "0"]`); throws when the executable is
    /// missing or cannot be launched.
    init(arguments: [String]) throws {
        guard let binary = CLIRunner.serverBinary else {
            throw Failure(description: "no epub-a11y-server binary beside the test bundle: build it with swift build --build-tests")
        }
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = Paths.packageRoot
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        // Drained as it arrives, so a chatty server can never block on a full pipe.
        err.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self else { return }
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                self.lock.withLock { self.stderrEnded = true }
                return
            }
            self.lock.withLock { self.stderrBytes.append(contentsOf: data) }
        }
        try process.run()
    }

    deinit {
        // A test that failed half-way must not leave a server behind.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        (process.standardError as? Pipe)?.fileHandleForReading.readabilityHandler = nil
    }

    /// Everything the server wrote to stderr so far.
    var stderr: String { lock.withLock { String(decoding: stderrBytes, as: UTF8.self) } }

    var isRunning: Bool { process.isRunning }

    /// The port from Hummingbird's "Server started and listening on 127.0.0.1:PORT" line.
    /// The bound is generous: with the corpus suites running beside it on 2 cores, the debug
    /// server once took over 30 s to say it listened (issue #14's full runs); it is a bound on
    /// a hang, never a measure of speed.
    func listeningPort(within timeout: Duration = .seconds(90)) async throws -> Int {
        let pattern = try Regex(#"listening on [^\s:]+:([0-9]{1,5})"#)
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let match = stderr.firstMatch(of: pattern), let port = Int(match.output[1].substring ?? "") {
                return port
            }
            guard process.isRunning else { throw Failure(description: "the server exited before listening:\n\(stderr)") }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw Failure(description: "the server did not report a listening port within \(timeout):\n\(stderr)")
    }

    /// Sends `signal` without waiting.
    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Sends `signal` and waits for the process to end; its exit status, or nil when it was
    /// killed by a signal (it did not handle the one sent) or did not stop within `timeout`.
    func stop(with signal: Int32, within timeout: Duration = .seconds(20)) async throws -> Int32? {
        kill(process.processIdentifier, signal)
        return try await exitStatus(within: timeout)
    }

    /// Waits for the process to end by itself; as `stop(with:within:)`.
    func exitStatus(within timeout: Duration) async throws -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return nil }
            try await Task.sleep(for: .milliseconds(20))
        }
        // What it wrote last may still be in the pipe when it exits: read to the pipe's end, so
        // `stderr` is whole (a clean clone once found the taken port's message missing).
        let drained = ContinuousClock.now + .seconds(5)
        while !lock.withLock({ stderrEnded }), ContinuousClock.now < drained {
            try await Task.sleep(for: .milliseconds(10))
        }
        return process.terminationReason == .exit ? process.terminationStatus : nil
    }
}
