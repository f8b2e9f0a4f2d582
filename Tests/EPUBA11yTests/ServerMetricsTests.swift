import EPUBA11y
import EPUBA11yServer
import Foundation
import Hummingbird
import NIOCore
import Testing

/// `GET /metrics` (issue #43): requests move the counters by exactly what they were, the
/// exposition passes `promtool check metrics`, and every request ends with one log line.
@Suite("HTTP service metrics", .serialized)
struct ServerMetricsTests {
    /// The samples in bytes, for the byte counters.
    static func size(_ name: String) throws -> Int { try ServerTests.book(name).readableBytes }

    @Test("Each request moves its counters by exactly one and the byte counters by its body")
    func countersMoveByExactlyTheRequestsMade() async throws {
        try await ServerTests.server(maxUploadBytes: 8192).application().test(.live) { client in
            let before = try await Self.scrape(client)
            for name in ["defective-epub3", "legacy-epub2", "broken-package"] {
                _ = try await client.execute(uri: "/v1/reports", method: .post, body: try ServerTests.book(name))
            }
            let displayed = try await client.execute(uri: "/v1/reports?view=display-guide", method: .post,
                                                     body: try ServerTests.book("defective-epub3"))
            #expect(displayed.status == .ok)
            let bad = try await client.execute(uri: "/v1/reports?format=nope", method: .post, body: try ServerTests.book("defective-epub3"))
            #expect(bad.status == .badRequest)
            let large = try await client.execute(uri: "/v1/reports", method: .post, body: try ServerTests.book("accessible-epub3"))
            #expect(large.status == .contentTooLarge)  // 8,524 bytes declared against 8,192: refused unread
            let suggested = try await client.execute(uri: "/v1/suggestions", method: .post, body: try ServerTests.book("defective-epub3"))
            #expect(suggested.status == .ok)
            _ = try await client.execute(uri: "/no/such/path", method: .get)
            let after = try await Self.scrape(client)
            let delta = after.delta(from: before)

            let audits = "epub_a11y_audits_total"
            #expect(delta[audits, ["endpoint": "reports", "outcome": "fails"]] == 1)
            #expect(delta[audits, ["endpoint": "reports", "outcome": "no-automated-failures"]] == 1)  // legacy-epub2: EPUB 2, no failures
            #expect(delta[audits, ["endpoint": "reports", "outcome": "unreadable"]] == 1)
            #expect(delta[audits, ["endpoint": "reports", "outcome": "bad-request"]] == 1)
            #expect(delta[audits, ["endpoint": "reports", "outcome": "too-large"]] == 1)
            #expect(delta[audits, ["endpoint": "display-guide", "outcome": "displayed"]] == 1)
            #expect(delta[audits, ["endpoint": "suggestions", "outcome": "suggested"]] == 1)
            #expect(delta.total(audits) == 7, "no other outcome moved: \(delta.changed(audits))")

            // The bad request's body is never read; the too-large one is refused on its Content-Length.
            let reportBytes = try ["defective-epub3", "legacy-epub2", "broken-package"].map(Self.size).reduce(0, +)
            #expect(delta["epub_a11y_received_bytes_total", ["endpoint": "reports"]] == Double(reportBytes))
            #expect(delta["epub_a11y_received_bytes_total", ["endpoint": "display-guide"]] == Double(try Self.size("defective-epub3")))
            #expect(delta["epub_a11y_received_bytes_total", ["endpoint": "suggestions"]] == Double(try Self.size("defective-epub3")))

            // Three audits took a slot on /v1/reports (the unreadable one too), one on /v1/suggestions.
            #expect(delta["epub_a11y_audit_duration_seconds_count", ["endpoint": "reports"]] == 3)
            #expect(delta["epub_a11y_audit_duration_seconds_count", ["endpoint": "suggestions"]] == 1)
            let requests = "epub_a11y_http_request_duration_seconds_count"
            #expect(delta[requests, ["route": "/v1/reports", "method": "POST", "status": "200"]] == 3)
            #expect(delta[requests, ["route": "/v1/reports", "method": "POST", "status": "413"]] == 1)
            // An unknown path is counted under one label value, whatever the path.
            #expect(delta[requests, ["method": "GET", "status": "404"]] == 1)
            #expect(!after.text.contains("/no/such/path"))
            #expect(after[ "epub_a11y_audit_slots_in_use", [:]] == 0)
            #expect(after["epub_a11y_audit_slots_limit", [:]] == 64)
            #expect(after["epub_a11y_uploads_receiving", [:]] == 0)
            #expect((after["process_resident_memory_bytes", [:]] ?? 0) > 1_000_000)
        }
    }

    @Test("A 504 and the 503s of a full server are counted as such; the slot gauge returns to 0")
    func busyAndTimeoutAreCounted() async throws {
        try await ServerTests.server(maxConcurrent: 1, timeout: .milliseconds(1)).application().test(.live) { client in
            let port = client.port
            let body = try ServerTests.book("defective-epub3")
            let codes = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await LiveClient(port: port).execute(uri: "/v1/reports", method: .post, body: body).status.code }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            #expect(Set(codes).isSubset(of: [503, 504]), "\(codes)")
            var metrics = try await Self.scrape(client)
            // A timed-out audit runs on and holds its slot till it ends: wait (bounded) for that.
            let deadline = ContinuousClock.now + .seconds(30)
            while metrics["epub_a11y_audit_slots_in_use", [:]] != 0, ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(50))
                metrics = try await Self.scrape(client)
            }
            #expect(metrics["epub_a11y_audit_slots_in_use", [:]] == 0)
            #expect(metrics["epub_a11y_audits_total", ["endpoint": "reports", "outcome": "busy"]] == Double(codes.filter { $0 == 503 }.count))
            #expect(metrics["epub_a11y_audits_total", ["endpoint": "reports", "outcome": "timeout"]] == Double(codes.filter { $0 == 504 }.count))
            #expect(metrics["epub_a11y_audit_duration_seconds_count", ["endpoint": "reports"]] == Double(codes.filter { $0 == 504 }.count))
        }
    }

    @Test("promtool check metrics accepts the exposition")
    func promtoolAcceptsTheExposition() async throws {
        guard let promtool = ["/usr/bin/promtool", "/usr/local/bin/promtool"].first(where: FileManager.default.isExecutableFile) else {
            Issue.record("promtool is missing: make test installs it (Debian package prometheus); without it the exposition is unchecked")
            return
        }
        let text = try await ServerTests.server().application().test(.live) { client in
            _ = try await client.execute(uri: "/v1/reports", method: .post, body: try ServerTests.book("defective-epub3"))
            _ = try await client.execute(uri: "/v1/reports", method: .post, body: try ServerTests.book("broken-package"))
            let response = try await client.execute(uri: "/metrics", method: .get)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            return String(buffer: response.body)
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("epub-a11y-metrics-\(UUID().uuidString).prom")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try await CLIRunner.run(["-c", "\"$0\" check metrics < \"$1\"", promtool, file.path], executable: "/bin/sh")
        #expect(run.status == 0, "promtool: \(run.stdout)\(run.stderr)")
        for name in ["epub_a11y_audits_total", "epub_a11y_audit_duration_seconds", "epub_a11y_http_request_duration_seconds",
                     "epub_a11y_received_bytes_total", "epub_a11y_audit_slots_in_use", "process_resident_memory_bytes"] {
            #expect(text.contains("# HELP \(name) ") && text.contains("# TYPE \(name) "), "\(name)")
        }
    }

    @Test("Every request ends with one log line: id, status, bytes, duration and verdict")
    func everyRequestIsLoggedOnce() async throws {
        let log = LogRecorder()
        try await ServerTests.server().application(logger: log.logger()).test(.live) { client in
            _ = try await client.execute(uri: "/v1/reports", method: .post, body: try ServerTests.book("defective-epub3"))
            _ = try await client.execute(uri: "/healthz", method: .get)
        }
        let requests = log.lines.filter { $0.message == "request" }
        #expect(requests.count == 2)
        let audit = try #require(requests.first { $0.metadata["route"] == "/v1/reports" })
        #expect(audit.requestID != nil)
        #expect(audit.metadata["status"] == "200")
        #expect(audit.metadata["outcome"] == "fails")
        #expect(audit.metadata["bytes_in"] == String(try Self.size("defective-epub3")))
        #expect(Int(audit.metadata["bytes_out"] ?? "") ?? 0 > 1000)
        #expect(Double(audit.metadata["duration_ms"] ?? "") != nil)
        let started = try #require(log.lines.first { $0.message.hasPrefix("audit starting") })
        #expect(started.requestID == audit.requestID)
    }

    static func scrape(_ client: LiveClient) async throws -> Exposition {
        let response = try await client.execute(uri: "/metrics", method: .get)
        #expect(response.status == .ok)
        return Exposition(String(buffer: response.body))
    }
}

/// Prometheus's text format, read back: each sample by its name and labels.
struct Exposition {
    struct Sample {
        let name: String
        let labels: [String: String]
        let value: Double
    }

    let text: String
    let samples: [Sample]

    init(_ text: String) {
        self.text = text
        var samples: [Sample] = []
        let pattern = #/^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/#
        let label = #/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/#
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let match = try? pattern.wholeMatch(in: String(line)), let value = Double(match.output.3) else { continue }
            var labels: [String: String] = [:]
            for found in String(match.output.2 ?? "").matches(of: label) { labels[String(found.output.1)] = String(found.output.2) }
            samples.append(Sample(name: String(match.output.1), labels: labels, value: value))
        }
        self.samples = samples
    }

    private init(text: String, samples: [Sample]) {
        (self.text, self.samples) = (text, samples)
    }

    /// The sum of the samples of `name` whose labels include `labels` (nil: none has them).
    subscript(name: String, labels: [String: String]) -> Double? {
        let matching = samples.filter { sample in sample.name == name && labels.allSatisfy { sample.labels[$0.key] == $0.value } }
        return matching.isEmpty ? nil : matching.reduce(0) { $0 + $1.value }
    }

    /// This scrape minus an earlier one, sample by sample (a series new since then counts from 0).
    func delta(from earlier: Exposition) -> Exposition {
        Exposition(text: text, samples: samples.map { sample in
            let old = earlier.samples.first { $0.name == sample.name && $0.labels == sample.labels }?.value ?? 0
            return Sample(name: sample.name, labels: sample.labels, value: sample.value - old)
        })
    }

    func total(_ name: String) -> Double { self[name, [:]] ?? 0 }

    func changed(_ name: String) -> [String] {
        samples.filter { $0.name == name && $0.value != 0 }.map { "\($0.labels) \($0.value)" }
    }
}
