#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `epub-a11y-server --probe`: asks a running service for `GET /healthz` over loopback and says
/// whether it answered 200, for a container's `HEALTHCHECK` (the image holds no HTTP client).
/// Plain sockets with a bounded wait on each step, so a hung service fails the probe instead of
/// hanging it.
enum HealthProbe {
    /// True when `host:port` answers `/healthz` with 200 within `seconds` per step. An unspecified
    /// address (`0.0.0.0`, `::`), which a service listens on, is probed at the loopback address.
    static func isHealthy(host: String, port: Int, seconds: Int = 3) -> Bool {
        let target = host == "0.0.0.0" || host == "::" || host.isEmpty ? "127.0.0.1" : host
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(target, String(port), &hints, &found) == 0, let first = found else { return false }
        defer { freeaddrinfo(found) }
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            if ask(address.pointee, seconds: seconds) { return true }
            entry = address.pointee.ai_next
        }
        return false
    }

    private static func ask(_ address: addrinfo, seconds: Int) -> Bool {
        let fd = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connect(fd, address.ai_addr, address.ai_addrlen) == 0 else { return false }
        let request = Array("GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) == request.count else { return false }
        var head = [UInt8](repeating: 0, count: 12)
        var received = 0
        while received < head.count {
            let count = head.withUnsafeMutableBytes { buffer in
                recv(fd, buffer.baseAddress.map { $0 + received }, buffer.count - received, 0)
            }
            guard count > 0 else { return false }
            received += count
        }
        // "HTTP/1.1 200": the status line's version and code.
        return head.dropFirst(9).elementsEqual(Array("200".utf8)) && head.prefix(5).elementsEqual(Array("HTTP/".utf8))
    }
}
