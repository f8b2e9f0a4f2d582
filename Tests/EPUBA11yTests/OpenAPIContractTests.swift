import EPUBA11y
@testable import EPUBA11yServer
import Foundation
import Hummingbird
import Testing

/// The service against its OpenAPI description (docs/openapi.yaml, served at GET /openapi.json):
/// `scripts/api-contract` runs schemathesis and the report schemas against the built executable,
/// and the router's routes are the document's operations, both ways.
@Suite("OpenAPIContract: the service keeps to docs/openapi.yaml", .serialized)
struct OpenAPIContractTests {
    /// Documented operations a parallel branch adds: checked when the router has them, left out
    /// of the contract run (`--skip-route`) while it does not.
    static let pendingRoutes: Set<String> = ["/metrics"]

    /// The routes `ReportServer.router()` registers, read from the sources as `METHOD /path`
    /// (`:id` written `{id}`, as OpenAPI does). Hummingbird's router does not list its routes.
    static func sourceRoutes() throws -> Set<String> {
        let folder = Paths.packageRoot.appendingPathComponent("Sources/EPUBA11yServer")
        let pattern = try Regex(#"router\.(get|post|put|delete|patch|head)\(\s*"([^"]*)""#)
        var routes: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: pattern) {
                let method = String(match.output[1].substring ?? "").uppercased()
                var path = String(match.output[2].substring ?? "")
                if !path.hasPrefix("/") { path = "/" + path }
                path = path.split(separator: "/", omittingEmptySubsequences: false)
                    .map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }.joined(separator: "/")
                routes.insert("\(method) \(path)")
            }
        }
        return routes
    }

    /// The document's operations as `METHOD /path`.
    static var documentedRoutes: Set<String> {
        Set(OpenAPIDocument.operations.flatMap { path, methods in methods.map { "\($0) \(path)" } })
    }

    /// Documented pending paths the router does not serve yet.
    static func unroutedPendingPaths() throws -> [String] {
        let routed = try sourceRoutes()
        return pendingRoutes.filter { path in !routed.contains { $0.hasSuffix(" " + path) } }.sorted()
    }

    @Test("scripts/api-contract: schemathesis and the report schemas against the built server")
    func contractScriptPasses() async throws {
        guard let binary = CLIRunner.serverBinary else {
            Issue.record("no epub-a11y-server binary beside the test bundle: build it with swift build --build-tests")
            return
        }
        let skips = try Self.unroutedPendingPaths().flatMap { ["--skip-route", $0] }
        let run = try await PythonScript.run(["scripts/api-contract", "--binary", binary.path] + skips, timeout: .seconds(480))
        switch run.status {
        case 0?:
            break
        case 3?:
            Issue.record("the Python tools of the contract test (PyYAML, openapi-spec-validator, jsonschema, schemathesis 4) could not be installed with pip:\n\(run.output)")
        case nil:
            Issue.record("scripts/api-contract did not finish within 480 s:\n\(run.output)")
        case let status?:
            Issue.record("scripts/api-contract exited \(status):\n\(run.output)")
        }
    }

    @Test("GET /openapi.json is the generated document")
    func servedDocumentIsTheGeneratedOne() async throws {
        let generated = try await PythonScript.run(["scripts/generate-openapi.py", "--print"], timeout: .seconds(120))
        try #require(generated.status == 0, "scripts/generate-openapi.py --print: \(generated.output)")
        try await ServerTests.server().application().test(.live) { client in
            let response = try await client.execute(uri: "/openapi.json", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let body = String(buffer: response.body)
            #expect(body == OpenAPIDocument.json + "\n")
            #expect(body == generated.output, "the served document is not what docs/openapi.yaml generates: run python3 scripts/generate-openapi.py")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
            #expect(document["openapi"] as? String == "3.1.0")
        }
    }

    @Test("the router's routes are the document's operations")
    func routesAreDocumented() throws {
        let routed = try Self.sourceRoutes()
        #expect(!routed.isEmpty)
        let undocumented = routed.subtracting(Self.documentedRoutes)
        #expect(undocumented.isEmpty, "routes docs/openapi.yaml does not describe: \(undocumented.sorted())")
        let unrouted = Self.documentedRoutes.subtracting(routed).filter { route in !Self.pendingRoutes.contains { route.hasSuffix(" " + $0) } }
        #expect(unrouted.isEmpty, "operations docs/openapi.yaml describes that the router lacks: \(unrouted.sorted())")
    }

    @Test("every documented operation is served; other methods get 405 with Allow, other paths a JSON 404")
    func documentedOperationsAnswer() async throws {
        let pending = try Self.unroutedPendingPaths()
        let book = try ServerTests.book("accessible-epub3")
        try await ServerTests.server().application().test(.live) { client in
            for (path, methods) in OpenAPIDocument.operations.sorted(by: { $0.key < $1.key }) where !pending.contains(path) {
                let uri = path.replacing("{id}", with: "image-alt")
                for method in methods {
                    let known = try #require(HTTPRequest.Method(method))
                    let response = try await client.execute(uri: uri, method: known, body: method == "POST" ? book : nil)
                    #expect(response.status == .ok, "\(method) \(uri): \(response.status)")
                }
                let other = try await client.execute(uri: uri, method: methods.contains("PUT") ? .patch : .put)
                #expect(other.status == .methodNotAllowed, "PUT \(uri): \(other.status)")
                #expect(other.headers[.allow] == methods.joined(separator: ", "))
                #expect(Self.errorKind(other.body) == "methodNotAllowed")
            }
            let unknown = try await client.execute(uri: "/v1/no-such-route", method: .get)
            #expect(unknown.status == .notFound)
            #expect(Self.errorKind(unknown.body) == "unknownRoute")
        }
    }

    @Test("the lang pattern names every language a Display Guide translation serves")
    func langPatternMatchesTheTranslations() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(OpenAPIDocument.json.utf8)) as? [String: Any])
        let post = try #require(((document["paths"] as? [String: Any])?["/v1/reports"] as? [String: Any])?["post"] as? [String: Any])
        let lang = try #require((post["parameters"] as? [[String: Any]])?.first { $0["name"] as? String == "lang" })
        let pattern = try #require((lang["schema"] as? [String: Any])?["pattern"] as? String)
        let match = try #require(pattern.firstMatch(of: try Regex(#"^\^\(([a-z|]+)\)"#)))
        let documented = Set((match.output[1].substring ?? "").split(separator: "|").map(String.init))
        let shipped = Set(DisplayGuideLocalizations.locales.map { String($0.prefix { $0 != "-" }) })
        #expect(documented == shipped, "documented \(documented.subtracting(shipped).sorted()), not documented \(shipped.subtracting(documented).sorted())")
    }

    static func errorKind(_ body: ByteBuffer) -> String? {
        let object = try? JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any]
        return (object?["error"] as? [String: Any])?["kind"] as? String
    }
}

/// A Python script of `scripts/` run from the package root, awaited without holding one of the
/// cooperative threads (the live servers of the other service tests need them): its output is
/// read on a thread of its own and its end polled.
enum PythonScript {
    struct Run: Sendable {
        /// The exit status; nil when the script was stopped at the deadline.
        let status: Int32?
        /// Standard output and standard error, interleaved.
        let output: String
    }

    /// The script's output, read to its end on a thread of its own.
    private final class Output: @unchecked Sendable {
        private let handle: FileHandle
        private let lock = NSLock()
        private var data = Data()
        private var ended = false

        init(_ handle: FileHandle) { self.handle = handle }

        func readToEnd() {
            let read = handle.readDataToEndOfFile()
            lock.withLock { (data, ended) = (read, true) }
        }

        var isFinished: Bool { lock.withLock { ended } }
        var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }

    static func run(_ arguments: [String], timeout: Duration) async throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = Paths.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        let output = Output(pipe.fileHandleForReading)
        try process.run()
        let reader = Thread { output.readToEnd() }
        reader.start()
        let deadline = ContinuousClock.now + timeout
        var stopped = false
        while process.isRunning || !output.isFinished {
            if ContinuousClock.now >= deadline, !stopped {
                process.terminate()
                stopped = true
            }
            if stopped, ContinuousClock.now >= deadline + .seconds(10) { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        return Run(status: stopped || process.isRunning ? nil : process.terminationStatus, output: output.text)
    }
}
