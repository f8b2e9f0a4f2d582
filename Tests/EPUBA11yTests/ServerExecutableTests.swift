import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `epub-a11y-server` executable itself (ServerTests cover the service through the library):
/// it parses its flags, binds, answers, and stops cleanly on the signals a terminal or systemd sends.
@Suite("epub-a11y-server executable")
struct ServerExecutableTests {
    /// `GET path` on a fresh loopback connection that the server closes after answering.
    static func get(_ path: String, port: Int) async throws -> (status: Int?, body: String) {
        let connection = try RawHTTPConnection(port: port)
        try await connection.send(Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8))
        let (bytes, _) = await connection.readUntilClosed(timeout: .seconds(10))
        let text = String(decoding: bytes, as: UTF8.self)
        let body = text.range(of: "\r\n\r\n").map { String(text[$0.upperBound...]) } ?? ""
        return (RawHTTPConnection.status(of: bytes), body)
    }

    @Test("starts, answers /healthz and a rule, exits 0 on the signal", arguments: [SIGTERM, SIGINT])
    func startsAnswersAndStops(signal: Int32) async throws {
        let server = try ServerProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--max-concurrent", "2"])
        let port = try await server.listeningPort()
        #expect(port > 0)

        let health = try await Self.get("/healthz", port: port)
        #expect(health.status == 200)
        #expect(health.body.contains(#""status":"ok""#) || health.body.contains(#""status" : "ok""#), "\(health.body)")
        let rule = try await Self.get("/v1/rules/metadata-accessmode", port: port)
        #expect(rule.status == 200)
        #expect(rule.body.contains("metadata-accessmode"))

        // The image's HEALTHCHECK: --probe says 0 while the service answers, 1 once it is gone.
        let binary = try #require(CLIRunner.serverBinary)
        #expect(try await CLIRunner.run(["--probe", "--port", String(port)], executable: binary.path).status == 0)

        let status = try await server.stop(with: signal)
        #expect(status == 0, "exit status after signal \(signal): \(String(describing: status)); stderr:\n\(server.stderr)")
        #expect(!server.stderr.contains("Fatal error"))
        #expect(try await CLIRunner.run(["--probe", "--port", String(port)], executable: binary.path).status == 1)
    }

    @Test("usage errors exit 64 before binding", arguments: [
        ["--port", "70000"], ["--max-upload-mb", "0"], ["--timeout", "86401"], ["--log-level", "loud"], ["--no-such-flag"],
        ["--health-port", "70000"], ["--port", "8090", "--health-port", "8090"],
    ])
    func usageErrors(arguments: [String]) async throws {
        let server = try ServerProcess(arguments: arguments)
        let status = try await server.exitStatus(within: .seconds(20))
        #expect(status == 64, "stderr:\n\(server.stderr)")
        #expect(!server.stderr.contains("listening on"))
    }

    @Test("--health-port: /healthz there and on the service port; --probe asks the health port")
    func healthPort() async throws {
        let server = try ServerProcess(arguments: ["--host", "127.0.0.1", "--port", "0", "--health-port", "0"])
        let port = try await server.listeningPort()
        let match = try #require(server.stderr.firstMatch(of: try Regex(#"health probes: GET /healthz on [^\s:]+:([0-9]{1,5})"#)))
        let healthPort = try #require(Int(match.output[1].substring ?? ""))
        #expect(healthPort > 0 && healthPort != port)
        #expect(try await Self.get("/healthz", port: healthPort).status == 200)
        #expect(try await Self.get("/healthz", port: port).status == 200)
        // The health port serves nothing else.
        #expect(try await Self.get("/v1/rules", port: healthPort).status == 404)
        let binary = try #require(CLIRunner.serverBinary)
        #expect(try await CLIRunner.run(["--probe", "--health-port", String(healthPort)], executable: binary.path).status == 0)
        #expect(try await server.stop(with: SIGTERM) == 0, "stderr:\n\(server.stderr)")
        #expect(try await CLIRunner.run(["--probe", "--health-port", String(healthPort)], executable: binary.path).status == 1)
    }

    @Test("a taken port: the second server exits 1 and says why; the first keeps serving")
    func portInUse() async throws {
        let first = try ServerProcess(arguments: ["--port", "0"])
        let port = try await first.listeningPort()
        let second = try ServerProcess(arguments: ["--port", String(port)])
        let status = try await second.exitStatus(within: .seconds(20))
        #expect(status == 1, "stderr:\n\(second.stderr)")
        #expect(second.stderr.lowercased().contains("address already in use"), "stderr:\n\(second.stderr)")
        #expect(try await Self.get("/healthz", port: port).status == 200)
        #expect(try await first.stop(with: SIGTERM) == 0)
    }

    @Test("SIGTERM drains: an upload in flight is still audited and answered, then the server exits 0; --log-format json writes JSON lines")
    func sigtermDrainsTheRequestsInFlight() async throws {
        let server = try ServerProcess(arguments: ["--port", "0", "--log-format", "json"])
        let port = try await server.listeningPort()
        let book = Array(try Data(contentsOf: URL(fileURLWithPath: SampleBooksTests.book("defective-epub3"))))
        let connection = try RawHTTPConnection(port: port)
        try await connection.sendHead(declaredLength: book.count)
        try await connection.send(Array(book.prefix(1000)))
        // Signalled only once the server is reading the body (a connection whose request it has
        // not parsed yet is idle, and a graceful shutdown closes idle connections).
        let deadline = ContinuousClock.now + .seconds(20)
        while !(try await Self.get("/metrics", port: port).body.contains("epub_a11y_uploads_receiving 1")), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        server.signal(SIGTERM)
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.isRunning, "the server must wait for the request in flight")
        try await connection.send(Array(book.dropFirst(1000)))
        // Shutting down, the server closes the connection after its answer.
        let (bytes, _) = await connection.readUntilClosed(timeout: .seconds(30))
        #expect(RawHTTPConnection.status(of: bytes) == 200, "\(String(decoding: bytes, as: UTF8.self).prefix(300))")
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""verdict""#))
        let status = try await server.exitStatus(within: .seconds(20))
        #expect(status == 0, "stderr:\n\(server.stderr)")
        // Every line of the log is a JSON object; the request's line has its fields.
        let lines = server.stderr.split(separator: "\n")
        let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: String] }
        #expect(objects.count == lines.count && !lines.isEmpty, "\(server.stderr)")
        let request = try #require(objects.first { $0["message"] == "request" && $0["route"] == "/v1/reports" })
        #expect(request["status"] == "200" && request["outcome"] == "fails" && request["bytes_in"] == String(book.count))
        #expect(request["hb.request.id"] != nil && request["level"] == "info" && request["time"] != nil)
    }

    @Test func helpListsTheServiceFlags() async throws {
        let binary = try #require(CLIRunner.serverBinary)
        let result = try await CLIRunner.run(["--help"], executable: binary.path)
        #expect(result.status == 0)
        for flag in ["--host", "--port", "--health-port", "--max-upload-mb", "--max-concurrent", "--timeout", "--request-timeout", "--header-timeout", "--log-level",
                     "--log-format"] {
            #expect(result.stdout.contains(flag), "\(flag) missing from --help")
        }
        #expect(result.stdout.contains("USAGE: epub-a11y-server"))
    }
}
