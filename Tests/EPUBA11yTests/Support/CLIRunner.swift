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

    /// Runs the binary in `directory` (the package root by default).
    static func run(_ arguments: [String], environment: [String: String] = [:], executable: String? = nil,
                    in directory: URL = Paths.packageRoot) throws -> Output {
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
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }
}
