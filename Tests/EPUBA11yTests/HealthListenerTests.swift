import EPUBA11yServer
import Foundation
import Testing

/// `HealthListener`: `GET /healthz` on a port and thread of its own (issue #46: probes under
/// 100 ms while uploads crowd the service's port; `make load` measures that, these check what it answers).
@Suite("Health listener")
struct HealthListenerTests {
    /// The whole exchange of `request` on a fresh connection the listener closes after answering.
    static func exchange(_ request: String, port: Int) async throws -> String {
        let connection = try RawHTTPConnection(port: port)
        try await connection.send(Array(request.utf8))
        let (bytes, closed) = await connection.readUntilClosed(timeout: .seconds(30))
        #expect(closed, "the listener kept a Connection: close request open")
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test("GET and HEAD /healthz get 200; another method 405 with Allow; another path 404")
    func answers() async throws {
        let listener = try await HealthListener.start(host: "127.0.0.1", port: 0)
        let port = listener.port
        #expect(port > 0)
        let ok = try await Self.exchange("GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
        #expect(ok.hasPrefix("HTTP/1.1 200 OK\r\n"), "\(ok)")
        #expect(ok.hasSuffix("\r\n\r\n{\"status\":\"ok\"}"), "\(ok)")
        #expect(ok.lowercased().contains("content-type: application/json"))
        let head = try await Self.exchange("HEAD /healthz?x=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
        #expect(head.hasPrefix("HTTP/1.1 200 OK\r\n") && head.hasSuffix("\r\n\r\n"), "\(head)")
        let post = try await Self.exchange("POST /healthz HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nConnection: close\r\n\r\nab", port: port)
        #expect(post.hasPrefix("HTTP/1.1 405 Method Not Allowed\r\n") && post.lowercased().contains("allow: get, head"), "\(post)")
        let other = try await Self.exchange("GET /v1/rules HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", port: port)
        #expect(other.hasPrefix("HTTP/1.1 404 Not Found\r\n"), "\(other)")
        await listener.stop()
        #expect(throws: (any Error).self) { try RawHTTPConnection(port: port) }
    }

    @Test("a kept-alive connection gets an answer per request")
    func keepsAlive() async throws {
        let listener = try await HealthListener.start(host: "127.0.0.1", port: 0)
        let connection = try RawHTTPConnection(port: listener.port)
        try await connection.send(Array("GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        let (bytes, closed) = await connection.readUntilClosed(timeout: .seconds(30))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.components(separatedBy: "HTTP/1.1 200 OK").count == 3, "\(text)")
        #expect(closed)
        await listener.stop()
    }

    @Test("a connection that does not finish its request within the header timeout is closed")
    func slowHeadIsClosed() async throws {
        let listener = try await HealthListener.start(host: "127.0.0.1", port: 0, headerTimeout: .seconds(1))
        let connection = try RawHTTPConnection(port: listener.port)
        try await connection.send(Array("GET /healthz HTTP/1.1\r\nHost".utf8))
        let (bytes, closed) = await connection.readUntilClosed(timeout: .seconds(20))
        #expect(closed && bytes.isEmpty, "\(String(decoding: bytes, as: UTF8.self))")
        await listener.stop()
    }

    @Test("a taken port is an error, not a crash")
    func takenPort() async throws {
        let first = try await HealthListener.start(host: "127.0.0.1", port: 0)
        await #expect(throws: (any Error).self) { _ = try await HealthListener.start(host: "127.0.0.1", port: first.port) }
        await first.stop()
    }
}
