import Foundation
import Hummingbird
import HTTPTypes
import NIOCore

/// A plain HTTP/1.1 client of the live service (``LiveServiceMode``): each request on a loopback
/// connection of its own, read until the response is whole (by its `Content-Length`, or the
/// server closing), then closed. Non-blocking (``RawHTTPConnection``), so a waiting test
/// holds none of the cooperative threads the server needs.
struct LiveClient: Sendable {
    /// The port the service listens on.
    let port: Int
    /// How long a response may take.
    let timeout: Duration

    init(port: Int, timeout: Duration = .seconds(30)) {
        self.port = port
        self.timeout = timeout
    }

    /// One response: its status, header fields and body.
    struct Response: Sendable {
        let status: HTTPResponse.Status
        let headers: HTTPFields
        let body: ByteBuffer
    }

    /// Sends a request and passes its response to `check`.
    @discardableResult
    func execute<Value>(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
                        _ check: (Response) async throws -> Value) async throws -> Value {
        try await check(execute(uri: uri, method: method, headers: headers, body: body))
    }

    /// Sends a request and returns its response.
    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> Response {
        let connection = try RawHTTPConnection(port: port)
        var head = "\(method.rawValue) \(uri) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for field in headers { head += "\(field.name.rawName): \(field.value)\r\n" }
        if let body { head += "Content-Length: \(body.readableBytes)\r\n" }
        head += "\r\n"
        try await connection.send(Array(head.utf8) + (body.map { [UInt8](buffer: $0) } ?? []))
        let (bytes, closed) = await connection.readUntil(timeout: timeout) { Self.parse($0) != nil }
        guard let response = Self.parse(bytes, closed: closed) else {
            throw RawHTTPConnection.Failure(description: "\(method.rawValue) \(uri): no whole response in \(timeout) (\(bytes.count) bytes)")
        }
        return response
    }

    /// The response `bytes` hold, once they hold all of it; nil before. The service gives every
    /// body a `Content-Length`; a response without one ends when the connection does.
    static func parse(_ bytes: [UInt8], closed: Bool = false) -> Response? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = bytes.indices.dropLast(3).first(where: { bytes[$0..<($0 + 4)].elementsEqual(separator) }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = (lines.first ?? "").split(separator: " ", maxSplits: 2)
        guard statusParts.count >= 2, let code = Int(statusParts[1]) else { return nil }
        var headers = HTTPFields()
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else { continue }
            headers.append(HTTPField(name: name, value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let rest = Array(bytes[(end + 4)...])
        let status = HTTPResponse.Status(code: code, reasonPhrase: statusParts.count > 2 ? String(statusParts[2]) : "")
        if let length = headers[.contentLength].flatMap({ Int($0) }) {
            guard rest.count >= length else { return nil }
            return Response(status: status, headers: headers, body: ByteBuffer(bytes: rest.prefix(length)))
        }
        return closed ? Response(status: status, headers: headers, body: ByteBuffer(bytes: rest)) : nil
    }
}
