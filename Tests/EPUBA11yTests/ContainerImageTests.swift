import Foundation
import NIOCore
import Testing

/// The image `make image` builds (scripts/build-image.sh), built once per test run from this
/// build's binaries and run with podman. Where podman cannot build or run a container, the suite
/// is skipped and the reason printed; where the image itself is wrong, its tests fail.
enum ContainerImage {
    static let engine = "podman"

    /// What `podman run` needs on a host where the default runtime cannot start a container: a
    /// cgroups v1 ("hybrid") host, where crun refuses, and a hard file limit below podman's default
    /// of 1048576 (`setrlimit RLIMIT_NOFILE: Operation not permitted`).
    static let fallbackRuntime = ["--runtime", "runc", "--ulimit", "nofile=4096:4096", "--ulimit", "nproc=4096:4096"]

    /// Nil when podman is on the PATH. Cheap: it is evaluated whenever the tests are listed.
    static let engineMissing: String? = onPath(engine) ? nil : "podman is not installed (apt-get install podman): the container image cannot be built"

    static func onPath(_ command: String) -> Bool {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(command)") }
    }

    /// The image built and runnable on this machine.
    struct Ready: Sendable {
        let tag: String
        /// The folder its binaries came from.
        let binaries: URL
        let version: String
        /// The options `podman run` needs here (empty, or `fallbackRuntime`).
        let runtime: [String]
        var isDebugBuild: Bool { !binaries.path.contains("/release") }
    }

    enum Problem: Error, CustomStringConvertible, Sendable {
        /// This machine cannot build or run containers: the suite is skipped.
        case unavailable(String)
        /// The image or its build is wrong: the tests fail.
        case broken(String)

        var description: String {
            switch self {
            case .unavailable(let reason): "unavailable: \(reason)"
            case .broken(let reason): reason
            }
        }
    }

    /// Built on first use, which is the suite's condition: only when the suite is selected.
    static let prepared: Result<Ready, Problem> = {
        let result = prepare()
        switch result {
        case .success(let ready):
            print("ContainerImage: \(ready.tag) from \(ready.binaries.path), podman run \(ready.runtime.isEmpty ? "with its defaults" : ready.runtime.joined(separator: " "))")
        case .failure(.unavailable(let reason)):
            print("ContainerImage: skipped: \(reason)")
        case .failure(.broken(let reason)):
            print("ContainerImage: the image is broken: \(reason)")
        }
        return result
    }()

    static var unavailable: String? {
        if case .failure(.unavailable(let reason)) = prepared { return reason }
        return nil
    }

    /// The binaries the image holds: IMAGE_BIN_DIR (`.build/release` to test the release image),
    /// else the ones this test bundle was built with (a debug build: its image also holds the
    /// Swift runtime). Not a `.build/release` found lying there: it may predate the sources under
    /// test (a release build from before `--probe` failed the health check).
    static func binaryFolder() -> URL? {
        func hasBoth(_ folder: URL) -> Bool {
            ["epub-a11y-server", "epub-a11y"].allSatisfy { FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent($0).path) }
        }
        if let override = ProcessInfo.processInfo.environment["IMAGE_BIN_DIR"] {
            return URL(fileURLWithPath: override, relativeTo: Paths.packageRoot).standardizedFileURL
        }
        return CLIRunner.serverBinary.map { $0.deletingLastPathComponent() }.flatMap { hasBoth($0) ? $0 : nil }
    }

    private static func prepare() -> Result<Ready, Problem> {
        if let engineMissing { return .failure(.unavailable(engineMissing)) }
        guard let binaries = binaryFolder() else {
            return .failure(.broken("no folder holds both epub-a11y-server and epub-a11y (swift build, or IMAGE_BIN_DIR)"))
        }

        // Can podman build anything here? A one-file scratch image, pulling nothing.
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("container-probe-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: probe) }
        do {
            try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
            try Data("probe\n".utf8).write(to: probe.appendingPathComponent("probe"))
            try Data("FROM scratch\nCOPY probe /probe\n".utf8).write(to: probe.appendingPathComponent("Containerfile"))
        } catch {
            return .failure(.unavailable("cannot write a build context in \(probe.path): \(error)"))
        }
        let probeTag = "localhost/epub-a11y-probe:\(getpid())"
        let built = ContainerCommand.runBlocking([engine, "build", "--pull=never", "--layers=false", "--quiet", "--tag", probeTag, probe.path])
        guard built.status == 0 else {
            return .failure(.unavailable("`podman build` of a FROM scratch image fails here (status \(built.status)): \(built.tail)"))
        }
        _ = ContainerCommand.runBlocking([engine, "rmi", "--force", probeTag])

        let version = ContainerCommand.runBlocking([binaries.appendingPathComponent("epub-a11y").path, "--version"])
        guard version.status == 0 else { return .failure(.broken("epub-a11y --version failed: \(version.tail)")) }

        // One image per checkout, replaced on every run.
        let checkout = UInt64(truncatingIfNeeded: Paths.packageRoot.path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 })
        let tag = "localhost/epub-a11y:test-\(String(checkout, radix: 16).prefix(8))"
        _ = ContainerCommand.runBlocking([engine, "rmi", "--force", tag])
        let image = ContainerCommand.runBlocking(["scripts/build-image.sh", binaries.path, tag], timeout: .seconds(600))
        guard image.status == 0 else {
            return .failure(.broken("scripts/build-image.sh \(binaries.path) \(tag) failed (status \(image.status)):\n\(image.tail)"))
        }

        // Can podman run it? Its defaults first, then runc with ulimits the host allows. A
        // refusal of the runtime (status 125 or 126, "OCI ...") is the machine's; anything else
        // (the loader missing a library: 127) is the image's.
        var refusals: [String] = []
        for runtime in [[], fallbackRuntime] {
            if runtime.contains("runc") && !onPath("runc") {
                refusals.append("runc: not installed (apt-get install runc)")
                continue
            }
            let run = ContainerCommand.runBlocking([engine, "run", "--rm"] + runtime + ["--read-only", "--tmpfs", "/tmp", tag, "--version"])
            let label = runtime.isEmpty ? "podman run" : "podman run \(runtime.joined(separator: " "))"
            if run.status == 0 {
                guard run.output.contains(version.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
                    return .failure(.broken("\(label) \(tag) --version printed \(run.output)"))
                }
                return .success(Ready(tag: tag, binaries: binaries, version: version.output.trimmingCharacters(in: .whitespacesAndNewlines), runtime: runtime))
            }
            guard run.status == 125 || run.status == 126 else {
                return .failure(.broken("\(label) \(tag) --version exited \(run.status): \(run.tail)"))
            }
            refusals.append("\(label): \(run.tail.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return .failure(.unavailable("podman cannot run a container here; " + refusals.joined(separator: "; ")))
    }
}

/// One detached container of the image, removed when released.
final class ImageContainer: @unchecked Sendable {
    let name: String
    let port: Int
    /// Whether the container's 8080 is published (else it shares the host's network, on `port`).
    let published: Bool

    private init(name: String, port: Int, published: Bool) {
        self.name = name
        self.port = port
        self.published = published
    }

    /// Starts the server as a pod would run it: read-only root, a tmpfs /tmp, the image's user.
    /// Its port published on a free loopback port; where podman cannot publish one, the host's
    /// network with `--port 0` (the port then read from the log).
    static func start(_ image: ContainerImage.Ready, arguments: [String] = []) async throws -> ImageContainer {
        let name = "epub-a11y-test-\(UUID().uuidString.prefix(8).lowercased())"
        let common = ["podman", "run", "--detach", "--name", name] + image.runtime + ["--read-only", "--tmpfs", "/tmp:rw,mode=1777,size=64m"]
        let published = try await ContainerCommand.run(common + ["--publish", "127.0.0.1::8080", image.tag] + arguments)
        if published.status == 0 {
            let port = try await ContainerCommand.run(["podman", "port", name, "8080/tcp"])
            guard port.status == 0, let number = port.output.split(separator: ":").last.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }) else {
                _ = try? await ContainerCommand.run(["podman", "rm", "--force", "--time", "0", name])
                throw RawHTTPConnection.Failure(description: "podman port \(name) 8080/tcp: \(port.output)")
            }
            return ImageContainer(name: name, port: number, published: true)
        }
        _ = try? await ContainerCommand.run(["podman", "rm", "--force", "--time", "0", name])
        let hosted = try await ContainerCommand.run(common + ["--network", "host", image.tag, "--host", "127.0.0.1", "--port", "0"] + arguments)
        guard hosted.status == 0 else {
            throw RawHTTPConnection.Failure(description: "podman run failed, published (\(published.tail)) and on the host's network (\(hosted.tail))")
        }
        let deadline = ContinuousClock.now + .seconds(90)
        let pattern = try Regex(#"listening on [^\s:]+:([0-9]{1,5})"#)
        while ContinuousClock.now < deadline {
            let logs = try await ContainerCommand.run(["podman", "logs", name])
            if let match = logs.output.firstMatch(of: pattern), let port = Int(match.output[1].substring ?? "") {
                return ImageContainer(name: name, port: port, published: false)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        _ = try? await ContainerCommand.run(["podman", "rm", "--force", "--time", "0", name])
        throw RawHTTPConnection.Failure(description: "the container on the host's network never said which port it listens on")
    }

    deinit { _ = ContainerCommand.runBlocking(["podman", "rm", "--force", "--time", "0", name], timeout: .seconds(30)) }

    var client: LiveClient { LiveClient(port: port, timeout: .seconds(120)) }

    /// Waits until `/healthz` answers 200; its body. Bounded: a container that never serves fails.
    func healthy(within timeout: Duration = .seconds(90)) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let response = try? await LiveClient(port: port, timeout: .seconds(5)).execute(uri: "/healthz", method: .get),
               response.status.code == 200 {
                return String(buffer: response.body)
            }
            try await Task.sleep(for: .milliseconds(100))
        }
        let logs = try await logs()
        throw RawHTTPConnection.Failure(description: "/healthz did not answer 200 within \(timeout):\n\(logs)")
    }

    func logs() async throws -> String { try await ContainerCommand.run(["podman", "logs", name]).output }

    /// `podman stop -t grace`: SIGTERM, then SIGKILL after `grace` seconds. The exit code (137 if killed).
    func stop(grace: Int = 10) async throws -> Int? {
        let stopped = try await ContainerCommand.run(["podman", "stop", "--time", String(grace), name], timeout: .seconds(grace + 60))
        guard stopped.status == 0 else { throw RawHTTPConnection.Failure(description: "podman stop: \(stopped.output)") }
        let code = try await ContainerCommand.run(["podman", "inspect", "--format", "{{.State.ExitCode}}", name])
        return Int(code.output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// The container image of `make image` (issue #43): built from this build's binaries with
/// scripts/build-image.sh, run with podman as docs/scale/service.yaml runs it in Kubernetes.
@Suite("ContainerImage: the image make image builds, run with podman", .serialized,
       .enabled(if: ContainerImage.engineMissing == nil, "\(ContainerImage.engineMissing ?? "")"),
       .enabled("podman cannot build or run an image on this machine (the reason is printed: \"ContainerImage: skipped: ...\")",
                { ContainerImage.unavailable == nil }))
struct ContainerImageTests {
    static func json(_ body: ByteBuffer) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data([UInt8](buffer: body)))) as? [String: Any]
    }

    @Test func theImageIsScratchNonRootAndLabelled() async throws {
        let image = try ContainerImage.prepared.get()
        let inspect = try await ContainerCommand.run(["podman", "image", "inspect", image.tag])
        let object = try #require(((try? JSONSerialization.jsonObject(with: Data(inspect.output.utf8))) as? [[String: Any]])?.first, "\(inspect.output)")
        let config = try #require(object["Config"] as? [String: Any])
        #expect(config["User"] as? String == "65532:65532")
        #expect(config["Entrypoint"] as? [String] == ["/usr/local/bin/epub-a11y-server", "--host", "0.0.0.0"])
        #expect((config["ExposedPorts"] as? [String: Any])?.keys.contains("8080/tcp") == true)
        #expect((config["Env"] as? [String])?.contains("TMPDIR=/tmp") == true)
        let labels = config["Labels"] as? [String: String] ?? [:]
        #expect(labels["org.opencontainers.image.title"] == "epub-a11y")
        #expect(labels["org.opencontainers.image.version"] == image.version)
        #expect(labels["org.opencontainers.image.revision"]?.isEmpty == false)
    }

    @Test func servesAReportHealthAndMetricsFromAReadOnlyRootAsNonRoot() async throws {
        let image = try ContainerImage.prepared.get()
        let container = try await ImageContainer.start(image)
        let health = try await container.healthy()
        #expect(health.contains(#""status""#) && health.contains(#""ok""#), "\(health)")

        // The process runs as the image's user, not root.
        let top = try await ContainerCommand.run(["podman", "top", container.name, "huser", "args"])
        #expect(top.status == 0 && top.output.contains("65532") && top.output.contains("epub-a11y-server"), "\(top.output)")

        let book = try Data(contentsOf: Paths.sampleBooks.appendingPathComponent("defective-epub3.epub"))
        let report = try await container.client.execute(uri: "/v1/reports?name=defective-epub3.epub", method: .post, body: ByteBuffer(bytes: book))
        #expect(report.status.code == 200)
        #expect(Self.json(report.body)?["verdict"] as? String == "fails", "\(String(buffer: report.body).prefix(300))")

        // The image's own probe, as its HEALTHCHECK runs it (on 8080; on the host's network, the port it took).
        let probe = try await ContainerCommand.run(["podman", "exec", container.name, "/usr/local/bin/epub-a11y-server", "--probe",
                                                    "--port", String(container.published ? 8080 : container.port)])
        #expect(probe.status == 0, "epub-a11y-server --probe: \(probe.output)")
        if container.published {
            let check = try await ContainerCommand.run(["podman", "healthcheck", "run", container.name])
            #expect(check.status == 0, "podman healthcheck run: \(check.output)")
        }

        // /metrics once the route is there: Prometheus text with epub_a11y_ series.
        let metrics = try await container.client.execute(uri: "/metrics", method: .get)
        #expect([200, 404].contains(metrics.status.code), "GET /metrics: \(metrics.status)")
        if metrics.status.code == 200 {
            let lines = String(buffer: metrics.body).split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("epub_a11y_") }, "\(String(buffer: metrics.body).prefix(500))")
        }

        let status = try await container.stop()
        let logs = try await container.logs()
        #expect(status == 0, "exit code \(String(describing: status)):\n\(logs)")
        #expect(!logs.contains("Fatal error") && !logs.contains("error while loading shared libraries"), "\(logs)")
    }

    /// `podman stop` (SIGTERM, as Kubernetes stops a pod) during an audit: the audit is answered,
    /// then the server exits 0 before the grace period ends (137 would mean SIGKILL). The grace
    /// is 30 s, not podman's 10: a debug build's audit on a loaded machine can take longer.
    @Test func sigtermWithAnAuditInFlightAnswersItAndExitsZero() async throws {
        let image = try ContainerImage.prepared.get()
        // A generated book long enough to be in flight when the signal comes: 2–3 s of audit
        // either way (debug 1,500 chapters, about 4.5 MB; release 4,000 chapters, 12 MB; measured
        // 2026-11-29 with the CLI: 450 chapters took 0.85 s in debug, 0.22 s in release). The 150
        // and 500 of before took 0.3 s by then, and a clean clone's log poll found the audit over.
        let book = FileManager.default.temporaryDirectory.appendingPathComponent("container-book-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: book) }
        let (chapters, items) = image.isDebugBuild ? ("1500", "20000") : ("4000", "52000")
        let generated = try await ContainerCommand.run(["python3", "scripts/make-big-book.py", book.path, chapters, items])
        #expect(generated.status == 0, "\(generated.output)")
        let bytes = try Data(contentsOf: book)

        let container = try await ImageContainer.start(image)
        _ = try await container.healthy()
        let client = container.client
        let request = Task { try await client.execute(uri: "/v1/reports?name=big.epub", method: .post, body: ByteBuffer(bytes: bytes)) }

        // Signal once the server has the whole body and the audit has begun.
        let deadline = ContinuousClock.now + .seconds(60)
        var logs = ""
        while ContinuousClock.now < deadline, !logs.contains("audit starting") {
            try await Task.sleep(for: .milliseconds(50))
            logs = try await container.logs()
        }
        #expect(logs.contains("audit starting"), "\(logs)")
        let inFlight = !logs.contains("audited ")
        let status = try await container.stop(grace: 30)

        let response = try await request.value
        #expect(response.status.code == 200, "\(String(buffer: response.body).prefix(300))")
        #expect(Self.json(response.body)?["verdict"] is String)
        logs = try await container.logs()
        #expect(status == 0, "exit code \(String(describing: status)):\n\(logs)")
        // Not a failure of the image, but then the test proved less than it says.
        #expect(inFlight, "the audit had already ended when the signal was sent: use a longer book")
    }

    /// The CLI in the same image, as the Indexed Job runs it (docs/scale/indexed-job.yaml); named
    /// without its folder, so the image's PATH finds it.
    @Test func theCLIAuditsAMountedBook() async throws {
        let image = try ContainerImage.prepared.get()
        let run = try await ContainerCommand.run(["podman", "run", "--rm"] + image.runtime + [
            "--read-only", "--tmpfs", "/tmp", "--volume", "\(Paths.sampleBooks.path):/books:ro",
            "--entrypoint", "epub-a11y", image.tag, "check", "--format", "json", "/books/defective-epub3.epub",
        ])
        // 1: the book fails (CLI.md, exit status); the report is on stdout.
        #expect(run.status == 1, "\(run.tail)")
        let start = run.output.firstIndex(of: "{") ?? run.output.endIndex
        let report = (try? JSONSerialization.jsonObject(with: Data(run.output[start...].utf8))) as? [String: Any]
        #expect(report?["verdict"] as? String == "fails", "\(run.tail)")
    }
}
