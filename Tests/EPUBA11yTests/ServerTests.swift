import EPUBA11y
import EPUBA11yServer
import Foundation
import Hummingbird
import Testing

/// The HTTP service, live: a real server on a loopback port and real HTTP clients. Serialized:
/// the raw-socket tests (half-closed, slow and abandoned uploads) time their reads, and a clean
/// clone once saw the half-close test miss its 5 s window while 50 concurrent uploads of another
/// test of this suite, and a parallel build, loaded the 2-core machine.
@Suite("HTTP service", .serialized)
struct ServerTests {
    static func server(maxUploadBytes: Int = 10 << 20, maxConcurrent: Int = 64, timeout: Duration = .seconds(30),
                       requestTimeout: Duration = .seconds(30), headerTimeout: Duration = .seconds(10)) -> ReportServer {
        ReportServer(configuration: .init(host: "127.0.0.1", port: 0, maxUploadBytes: maxUploadBytes,
                                          maxConcurrentAudits: maxConcurrent, auditTimeout: timeout,
                                          requestTimeout: requestTimeout, headerTimeout: headerTimeout),
                     inspector: AccessibilityInspector(options: .init(timestamp: .fixed("2025-01-01T00:00:00Z"))))
    }

    static func book(_ name: String) throws -> ByteBuffer {
        ByteBuffer(bytes: try Data(contentsOf: URL(fileURLWithPath: SampleBooksTests.book(name))))
    }

    static func json(_ body: ByteBuffer?) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer: body ?? ByteBuffer())) as? [String: Any])
    }

    @Test func healthRulesAndOneRule() async throws {
        try await Self.server().application().test(.live) { client in
            try await client.execute(uri: "/healthz", method: .get) { response in
                #expect(response.status == .ok)
                let body = try Self.json(response.body)
                #expect(body["status"] as? String == "ok")
            }
            try await client.execute(uri: "/v1/rules", method: .get) { response in
                let parsed = try JSONSerialization.jsonObject(with: Data(buffer: response.body))
                let rules = try #require(parsed as? [[String: Any]])
                #expect(rules.count == RuleRegistry.all.count)
            }
            try await client.execute(uri: "/v1/rules/image-alt", method: .get) { response in
                let body = try Self.json(response.body)
                #expect(body["impact"] as? String == "critical")
            }
            try await client.execute(uri: "/v1/rules/nope", method: .get) { response in
                #expect(response.status == .notFound)
                let body = try Self.json(response.body)
                #expect((body["error"] as? [String: Any])?["kind"] as? String == "unknownRule")
            }
        }
    }

    @Test func goodBookGivesItsReportInEachFormat() async throws {
        try await Self.server().application().test(.live) { client in
            try await client.execute(uri: "/v1/reports?name=good.epub", method: .post, body: try Self.book("accessible-epub3")) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/json")
                let report = try Self.json(response.body)
                #expect(report["verdict"] as? String == "no-automated-failures")
                #expect((report["subject"] as? [String: Any])?["file"] as? String == "good.epub")
            }
            try await client.execute(uri: "/v1/reports?format=html", method: .post, body: try Self.book("defective-epub3")) { response in
                #expect(response.status == .ok)
                #expect(String(buffer: response.body).contains("Fails:"))
            }
            try await client.execute(uri: "/v1/reports?format=earl", method: .post, body: try Self.book("defective-epub3")) { response in
                let body = try Self.json(response.body)
                #expect(body["@type"] as? String == "earl:report")
            }
            try await client.execute(uri: "/v1/reports?format=ace&name=notes.epub", method: .post, body: try Self.book("defective-epub3")) { response in
                #expect(response.status == .ok)
                #expect(response.headers[.contentType] == "application/ld+json")
                let body = try Self.json(response.body)
                #expect((body["earl:testSubject"] as? [String: Any])?["url"] as? String == "notes.epub")
                #expect((body["earl:result"] as? [String: Any])?["earl:outcome"] as? String == "fail")
                #expect(body["a11y-metadata"] is [String: Any])
            }
            try await client.execute(uri: "/v1/reports?view=display-guide", method: .post, body: try Self.book("accessible-epub3")) { response in
                let body = try Self.json(response.body)
                let fields = try #require(body["fields"] as? [[String: Any]])
                #expect(fields.first?["id"] as? String == "ways-of-reading")
            }
            try await client.execute(uri: "/v1/reports?format=pdf", method: .post, body: try Self.book("accessible-epub3")) { response in
                #expect(response.status == .badRequest)
            }
        }
    }

    @Test func theProfileIsAQueryParameter() async throws {
        try await Self.server().application().test(.live) { client in
            try await client.execute(uri: "/v1/reports?profile=epub-a11y-1.2", method: .post, body: try Self.book("accessible-epub3")) { response in
                #expect(response.status == .ok)
                let profile = try #require(try Self.json(response.body)["profile"] as? [String: Any])
                #expect(profile["profile"] as? String == "epub-a11y-1.2" && profile["source"] as? String == "requested")
            }
            try await client.execute(uri: "/v1/reports", method: .post, body: try Self.book("accessible-epub3")) { response in
                let profile = try #require(try Self.json(response.body)["profile"] as? [String: Any])
                #expect(profile["profile"] as? String == "epub-a11y-1.1" && profile["source"] as? String == "claimed")
            }
            try await client.execute(uri: "/v1/reports?profile=1.2", method: .post, body: try Self.book("accessible-epub3")) { response in
                #expect(response.status == .badRequest)
                let error = try Self.json(response.body)["error"] as? [String: Any]
                #expect(error?["kind"] as? String == "badProfile")
            }
        }
    }

    @Test func brokenBookIs422WithTheTypedError() async throws {
        try await Self.server().application().test(.live) { client in
            try await client.execute(uri: "/v1/reports?name=broken.epub", method: .post, body: try Self.book("broken-package")) { response in
                #expect(response.status == .unprocessableContent)
                let body = try Self.json(response.body)
                let error = try #require(body["error"] as? [String: Any])
                #expect(error["kind"] as? String == "malformedXML")
                #expect(error["file"] as? String == "broken.epub")
                #expect((error["reason"] as? String)?.contains("line 8") == true)
            }
            try await client.execute(uri: "/v1/reports", method: .post, body: ByteBuffer(string: "not a zip")) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }

    @Test func oversizedBodyIs413AndTheServerStaysHealthy() async throws {
        try await Self.server(maxUploadBytes: 4096).application().test(.live) { client in
            try await client.execute(uri: "/v1/reports", method: .post, body: try Self.book("accessible-epub3")) { response in
                #expect(response.status == .contentTooLarge)
                let body = try Self.json(response.body)
                #expect((body["error"] as? [String: Any])?["kind"] as? String == "uploadTooLarge")
                // The unread rest of the body is not drained: the connection is closed after the answer.
                #expect(response.headers[.connection] == "close")
            }
            // A connection of its own, as every request of LiveClient is.
            let health = try await LiveClient(port: client.port).execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
        }
    }

    @Test("50 concurrent uploads on 50 connections: every response right, the server healthy after")
    func fiftyConcurrentUploads() async throws {
        let books = ["accessible-epub3", "defective-epub3", "legacy-epub2", "broken-package"]
        let bodies = try books.map(Self.book)
        let expected = ["no-automated-failures", "fails", "no-automated-failures", nil]
        try await Self.server().application().test(.live) { client in
            let port = client.port
            let statuses = try await withThrowingTaskGroup(of: (Int, Int, String?).self) { group in
                for index in 0..<50 {
                    group.addTask {
                        let response = try await LiveClient(port: port).execute(uri: "/v1/reports", method: .post, body: bodies[index % 4])
                        let verdict = (try? JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])?["verdict"] as? String
                        return (index, response.status.code, verdict)
                    }
                }
                var all: [(Int, Int, String?)] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(statuses.count == 50)
            for (index, status, verdict) in statuses {
                #expect(status == (index % 4 == 3 ? 422 : 200), "upload \(index)")
                #expect(verdict == expected[index % 4], "upload \(index)")
            }
            try await client.execute(uri: "/healthz", method: .get) { response in #expect(response.status == .ok) }
        }
    }

    @Test func beyondTheConcurrencyLimitIs503WithRetryAfter() async throws {
        try await Self.server(maxConcurrent: 1).application().test(.live) { client in
            let port = client.port
            let body = try Self.book("defective-epub3")
            let codes = try await withThrowingTaskGroup(of: (Int, String?).self) { group in
                for _ in 0..<12 {
                    group.addTask {
                        let response = try await LiveClient(port: port).execute(uri: "/v1/reports", method: .post, body: body)
                        return (response.status.code, response.headers[.retryAfter])
                    }
                }
                var all: [(Int, String?)] = []
                for try await result in group { all.append(result) }
                return all
            }
            #expect(codes.contains { $0.0 == 200 })
            let busy = codes.filter { $0.0 == 503 }
            #expect(!busy.isEmpty, "12 simultaneous uploads with one audit slot: some must be refused")
            #expect(busy.allSatisfy { $0.1 == "1" })
        }
    }

    @Test func anAuditThatTakesTooLongIs504() async throws {
        try await Self.server(timeout: .milliseconds(1)).application().test(.live) { client in
            try await client.execute(uri: "/v1/reports", method: .post, body: try Self.book("defective-epub3")) { response in
                #expect(response.status == .gatewayTimeout)
            }
        }
    }

    @Test("A slow upload gets 408 at the request timeout, its connection closed, and never holds the only audit slot")
    func slowUploadTimesOutWithoutHoldingASlot() async throws {
        let log = LogRecorder()
        let book = try Self.book("accessible-epub3")
        try await Self.server(maxConcurrent: 1, requestTimeout: .seconds(3)).application(logger: log.logger()).test(.live) { client in
            let slow = try RawHTTPConnection(port: client.port)
            try await slow.sendHead(declaredLength: book.readableBytes)
            // One byte per 100 ms, as a hostile client would (8 s in all, past the 3 s timeout; generous
            // so a loaded CI machine does not time out the normal upload); it stops once the server closes.
            let trickle = Task {
                for byte in [UInt8](buffer: book).prefix(80) {
                    guard (try? await slow.send([byte])) != nil else { return }
                    try? await Task.sleep(for: .milliseconds(100))
                }
            }
            try await Task.sleep(for: .milliseconds(300))
            // With one audit slot, a normal upload still succeeds while the slow one trickles in.
            try await client.execute(uri: "/v1/reports", method: .post, body: book) { response in
                #expect(response.status == .ok)
            }
            let started = ContinuousClock.now
            let (answer, closed) = await slow.readUntilClosed(timeout: .seconds(12))
            trickle.cancel()
            #expect(RawHTTPConnection.status(of: answer) == 408)
            #expect(String(decoding: answer, as: UTF8.self).contains(#""kind" : "uploadTimeout""#))
            #expect(closed, "the server closes a timed-out upload's connection")
            #expect(ContinuousClock.now - started < .seconds(8))
            #expect(await log.waitForLine(containing: "upload timed out") != nil)
        }
    }

    @Test("A request head sent slowly has its connection closed at the header timeout, far before the idle timeout")
    func slowHeadIsCut() async throws {
        try await Self.server(headerTimeout: .seconds(1)).application().test(.live) { client in
            let slow = try RawHTTPConnection(port: client.port)
            let started = ContinuousClock.now
            try await slow.send(Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8))
            // One header line every 200 ms for up to 20 s: never idle, never a whole head.
            let trickle = Task {
                for index in 0..<100 {
                    guard (try? await slow.send(Array("X-Slow-\(index): x\r\n".utf8))) != nil else { return }
                    try? await Task.sleep(for: .milliseconds(200))
                }
            }
            let (answer, closed) = await slow.readUntilClosed(timeout: .seconds(15))
            trickle.cancel()
            #expect(closed, "the server closes a connection whose request head does not arrive")
            #expect(answer.isEmpty)
            // The idle timeout is 60 s here, and a trickle never reaches it.
            #expect(ContinuousClock.now - started < .seconds(10))
            try await client.execute(uri: "/healthz", method: .get) { response in #expect(response.status == .ok) }
        }
    }

    @Test("A kept-alive connection's next request may come later than the header timeout: it counts from the response, as long as the idle timeout")
    func keptAliveConnectionOutlivesTheHeaderTimeout() async throws {
        try await Self.server(headerTimeout: .seconds(1)).application().test(.live) { client in
            let connection = try RawHTTPConnection(port: client.port)
            let request = Array("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            let answered: ([UInt8]) -> Bool = { String(decoding: $0, as: UTF8.self).contains(#""ok""#) }
            try await connection.send(request)
            let first = await connection.readUntil(timeout: .seconds(10), answered)
            #expect(RawHTTPConnection.status(of: first.bytes) == 200)
            try await Task.sleep(for: .seconds(2))
            try await connection.send(request)
            let second = await connection.readUntil(timeout: .seconds(10), answered)
            #expect(RawHTTPConnection.status(of: second.bytes) == 200)
            #expect(!second.closedByServer)
        }
    }

    @Test("An upload whose client leaves halfway is logged as abandoned, not as too large; the server stays healthy")
    func abandonedUploadIsLoggedAsAbandoned() async throws {
        let log = LogRecorder()
        try await Self.server().application(logger: log.logger()).test(.live) { client in
            do {
                let leaving = try RawHTTPConnection(port: client.port)
                try await leaving.sendHead(declaredLength: 100_000)
                try await leaving.send([UInt8](repeating: 0x50, count: 1000))
            }  // closed here: the client is gone
            let line = try #require(await log.waitForLine(containing: "upload abandoned"))
            #expect(line.message.contains("after 1000 of 100000 bytes"))
            #expect(line.requestID != nil)
            #expect(!log.lines.contains { $0.message.contains("larger than") || $0.message.contains("upload refused") })
            try await client.execute(uri: "/healthz", method: .get) { response in #expect(response.status == .ok) }
            try await client.execute(uri: "/v1/reports", method: .post, body: try Self.book("broken-package")) { response in
                #expect(response.status == .unprocessableContent)
            }
        }
    }

    @Test("A truncated upload (half-closed before the declared length) gets 400 incompleteUpload")
    func truncatedUploadIs400() async throws {
        try await Self.server().application().test(.live) { client in
            let truncated = try RawHTTPConnection(port: client.port)
            try await truncated.sendHead(declaredLength: 5000)
            try await truncated.send([UInt8](repeating: 0x50, count: 100))
            truncated.halfClose()
            let (answer, closed) = await truncated.readUntilClosed(timeout: .seconds(5))
            #expect(RawHTTPConnection.status(of: answer) == 400)
            #expect(String(decoding: answer, as: UTF8.self).contains(#""kind" : "incompleteUpload""#))
            #expect(closed)
        }
    }

    @Test("A declared length over the limit gets 413 at once, unread, and the connection is closed")
    func oversizedDeclaredLengthIsRefusedUnread() async throws {
        try await Self.server(maxUploadBytes: 4096).application().test(.live) { client in
            let huge = try RawHTTPConnection(port: client.port)
            try await huge.sendHead(declaredLength: 1 << 30)  // and no body at all
            let (answer, closed) = await huge.readUntilClosed(timeout: .seconds(5))
            #expect(RawHTTPConnection.status(of: answer) == 413)
            #expect(closed)
        }
    }

    @Test("Each audit is preceded by a log line with its request id")
    func auditStartIsLoggedWithTheRequestID() async throws {
        let log = LogRecorder()
        try await Self.server().application(logger: log.logger()).test(.live) { client in
            try await client.execute(uri: "/v1/reports?name=x%0Ay.epub", method: .post, body: try Self.book("defective-epub3")) { response in
                #expect(response.status == .ok)
            }
        }
        let lines = log.lines
        let start = try #require(lines.firstIndex { $0.message.hasPrefix("audit starting:") })
        let done = try #require(lines.firstIndex { $0.message.hasPrefix("audited ") })
        #expect(start < done)
        #expect(lines[start].requestID != nil && lines[start].requestID == lines[done].requestID)
        // The client-chosen name is escaped: it cannot forge a second log line.
        #expect(lines[start].message.contains(#""x\ny.epub""#))
    }
}
