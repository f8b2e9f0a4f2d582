#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One loopback TCP connection driven byte by byte, for what a well-behaved HTTP client never
/// does: send a body slowly, stop halfway, half-close. The socket is non-blocking and waits with
/// `Task.sleep`, so a test never blocks one of the few cooperative threads the server also needs.
final class RawHTTPConnection: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let socketFD: Int32

    init(port: Int) throws {
        #if os(Linux)
        socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socketFD = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socketFD >= 0 else { throw Failure(description: "socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        // A blocking connect is immediate on loopback; everything after it is non-blocking.
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(socketFD)
            throw Failure(description: "connect() failed: errno \(errno)")
        }
        _ = fcntl(socketFD, F_SETFL, fcntl(socketFD, F_GETFL) | O_NONBLOCK)
    }

    deinit { close(socketFD) }

    /// The head of a POST with `Content-Length: declaredLength` (the body follows separately).
    func sendHead(path: String = "/v1/reports", declaredLength: Int) async throws {
        try await send(Array("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(declaredLength)\r\n\r\n".utf8))
    }

    /// Sends every byte, waiting while the socket buffer is full; throws once the server has
    /// closed the connection.
    func send(_ bytes: [UInt8]) async throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { buffer in
                #if os(Linux)
                Glibc.send(socketFD, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(socketFD, buffer.baseAddress, buffer.count, 0)
                #endif
            }
            if sent > 0 {
                offset += sent
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                try await Task.sleep(for: .milliseconds(5))
            } else {
                throw Failure(description: "send() failed: errno \(errno)")
            }
        }
    }

    /// Closes the sending side only: the server sees the end of the body but can still answer.
    func halfClose() { shutdown(socketFD, Int32(SHUT_WR)) }

    /// Everything the server sends until it closes the connection, or until `timeout`.
    /// `closedByServer` says which one ended the read.
    func readUntilClosed(timeout: Duration) async -> (bytes: [UInt8], closedByServer: Bool) {
        await readUntil(timeout: timeout) { _ in false }
    }

    /// What the server sends until `isComplete` says the bytes so far are enough, the server
    /// closes the connection, or `timeout` passes; `closedByServer` says whether it closed.
    func readUntil(timeout: Duration, _ isComplete: ([UInt8]) -> Bool) async -> (bytes: [UInt8], closedByServer: Bool) {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + timeout
        // The socket is read after every wake-up, the last included: a waiter woken late (the
        // cooperative pool busy with other suites' audits) still sees what arrived meanwhile,
        // instead of giving up unread at the deadline (a clean clone's HealthListenerTests did).
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socketFD, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received.append(contentsOf: chunk[0..<count])
                if isComplete(received) { return (received, false) }
            } else if count == 0 {
                return (received, true)
            } else if errno == EAGAIN || errno == EWOULDBLOCK {
                guard ContinuousClock.now < deadline else { return (received, false) }
                try? await Task.sleep(for: .milliseconds(2))
            } else {
                return (received, true)  // reset by the server: closed as well
            }
        }
    }

    /// The status code of an HTTP/1.1 response ("HTTP/1.1 408 Request Timeout…"), if any.
    static func status(of response: [UInt8]) -> Int? {
        let line = String(decoding: response.prefix(32), as: UTF8.self)
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1.") else { return nil }
        return Int(parts[1])
    }
}
