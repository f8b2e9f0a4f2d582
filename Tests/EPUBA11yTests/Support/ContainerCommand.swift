import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command run to its end with its output (stdout and stderr together, through a file, so a
/// chatty command never blocks on a full pipe). Every wait is bounded; the async form polls with
/// `Task.sleep`, so a test waiting on podman holds none of the cooperative threads the in-process
/// servers of the other service suites need.
struct ContainerCommand: Sendable {
    let status: Int32
    let output: String

    /// The status when the command did not end within its time: it was killed.
    static let timedOut: Int32 = -1

    /// The command as a child process of its own, started with `posix_spawnp` and reaped with
    /// `waitpid(WNOHANG)`. Not Foundation's `Process`: with podman it missed the exit of
    /// `podman run --detach` (whose container keeps running), so `isRunning` stayed true, the
    /// child stayed a zombie, and `waitUntilExit` after the timeout spun forever (seen here).
    private final class Running: @unchecked Sendable {
        let log: URL
        private let pid: pid_t
        private var status: Int32?

        init(_ arguments: [String], in directory: URL) throws {
            log = FileManager.default.temporaryDirectory.appendingPathComponent("container-command-\(UUID().uuidString).log")
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, log.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
            // Relative paths (scripts/…) are the package root's: the command runs there.
            let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
            var cArguments = argv.map { strdup($0) } + [nil]
            defer { cArguments.forEach { free($0) } }
            var child: pid_t = 0
            let spawned = posix_spawn(&child, "/bin/sh", &actions, nil, &cArguments, environ)
            guard spawned == 0 else { throw ServerProcess.Failure(description: "posix_spawn failed: \(spawned)") }
            pid = child
        }

        /// Whether the child still runs (reaps it when it has ended).
        var isRunning: Bool {
            guard status == nil else { return false }
            var raw: Int32 = 0
            let reaped = waitpid(pid, &raw, WNOHANG)
            if reaped == pid {
                // Exited: its status; killed by a signal: 128 + the signal, as a shell says.
                status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
                return false
            }
            if reaped < 0 { status = 127; return false }
            return true
        }

        func finish(timedOut: Bool) -> ContainerCommand {
            if timedOut, isRunning {
                kill(pid, SIGKILL)
                var raw: Int32 = 0
                _ = waitpid(pid, &raw, 0)
            }
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: log)
            return ContainerCommand(status: timedOut ? ContainerCommand.timedOut : status ?? 127, output: output)
        }
    }

    /// `arguments[0]` looked up on the PATH, run in the package root.
    static func run(_ arguments: [String], timeout: Duration = .seconds(120)) async throws -> ContainerCommand {
        let running = try Running(arguments, in: Paths.packageRoot)
        let deadline = ContinuousClock.now + timeout
        while running.isRunning {
            guard ContinuousClock.now < deadline else { return running.finish(timedOut: true) }
            try await Task.sleep(for: .milliseconds(20))
        }
        return running.finish(timedOut: false)
    }

    /// As `run`, blocking the calling thread: for test planning (nothing runs yet) and clean-up.
    static func runBlocking(_ arguments: [String], timeout: Duration = .seconds(120)) -> ContainerCommand {
        guard let running = try? Running(arguments, in: Paths.packageRoot) else {
            return ContainerCommand(status: 127, output: "\(arguments.first ?? "") could not be started")
        }
        let deadline = ContinuousClock.now + timeout
        while running.isRunning {
            guard ContinuousClock.now < deadline else { return running.finish(timedOut: true) }
            usleep(20_000)
        }
        return running.finish(timedOut: false)
    }

    /// The output's last lines, for a failure message.
    var tail: String { output.split(separator: "\n", omittingEmptySubsequences: false).suffix(15).joined(separator: "\n") }
}
