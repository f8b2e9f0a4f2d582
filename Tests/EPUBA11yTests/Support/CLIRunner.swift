import Foundation

/// Runs the built `epub-a11y` binary (built by `swift test` next to the test bundle).
struct CLIRunner {
    struct Output {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    static var binary: URL? { builtExecutable("epub-a11y") }

    /// The HTTP service's executable, built next to `epub-a11y`.
    static var serverBinary: URL? { builtExecutable("epub-a11y-server") }

    /// A product of this package as `swift build`/`swift test` left it: beside the test bundle
    /// (whatever the scratch path), else in the default `.build/debug`.
    static func builtExecutable(_ name: String) -> URL? {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            Paths.packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the binary in `directory` (the package root by default). The waits (the output read to
    /// its end, then the exit) happen on a thread of their own: on Swift's cooperative pool, which
    /// has a thread per core, each running subprocess held one, and the live service's tests that
    /// share the pool starved while a few CLI tests ran beside them.
    static func run(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
                    in directory: URL = Paths.packageRoot) async throws -> Output {
        let started = try start(arguments, environment: environment, executable: executable, in: directory)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: started.finish()) }
        }
    }

    /// As ``run(_:environment:executable:in:)``, blocking the calling thread: for what cannot wait
    /// (a test's arguments or traits, computed before anything runs).
    static func runBlocking(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
                            in directory: URL = Paths.packageRoot) throws -> Output {
        try start(arguments, environment: environment, executable: executable, in: directory).finish()
    }

    /// A started subprocess and its pipes, handed to the thread that waits for it.
    private final class Started: @unchecked Sendable {
        let process: Process
        let out: Pipe, err: Pipe

        init(process: Process, out: Pipe, err: Pipe) {
            (self.process, self.out, self.err) = (process, out, err)
        }

        /// Reads both outputs to their end (before waiting, so a large output cannot fill a pipe
        /// and block the child), then waits for the exit.
        func finish() -> Output {
            let stdout = out.fileHandleForReading.readDataToEndOfFile()
            let stderr = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
        }
    }

    private static func start(_ arguments: [String], environment: [String: String], executable: String?,
                              in directory: URL) throws -> Started {
        guard let binary = executable.map(URL.init(fileURLWithPath:)) ?? binary else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "epub-a11y binary"])
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return Started(process: process, out: out, err: err)
    }
}
