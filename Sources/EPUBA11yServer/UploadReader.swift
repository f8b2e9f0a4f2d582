import Foundation
import Hummingbird
import NIOCore
import NIOHTTP1

/// How reading an upload's body ended.
enum Upload: Sendable {
    /// The whole body arrived.
    case complete([UInt8])
    /// The declared length, or the bytes actually sent, exceed the limit (413).
    case tooLarge(received: Int, declared: Int?)
    /// The body did not arrive within the request timeout (408).
    case timedOut(received: Int, declared: Int?)
    /// The client stopped sending before the body was complete: it closed or half-closed the
    /// connection, or the connection failed (400 if anyone is still listening).
    case abandoned(received: Int, declared: Int?)
    /// The body's HTTP framing is broken, e.g. a bad chunk size (400).
    case malformed(String, received: Int)

    /// Body bytes received before the reading ended.
    var receivedBytes: Int {
        switch self {
        case .complete(let bytes): bytes.count
        case .tooLarge(let received, _), .timedOut(let received, _), .abandoned(let received, _), .malformed(_, let received): received
        }
    }
}

/// Reads an upload's body into memory, bounded in size (`limit` bytes) and in time (`timeout`
/// for the whole body, however slowly it trickles in). The audit slot is taken only after this
/// returns `.complete`, so a slow client holds a connection and at most `limit` bytes, never a slot.
struct UploadReader: Sendable {
    let limit: Int
    let timeout: Duration

    func read(_ request: Request) async -> Upload {
        // A malformed or out-of-range Content-Length gives nil here (`Int(_:)` never traps); NIO's
        // parser has already refused a non-numeric one.
        let declared = request.headers[.contentLength].flatMap { Int($0) }
        if let declared, declared > limit { return .tooLarge(received: 0, declared: declared) }
        let progress = ByteCount()
        let body = request.body
        let limit = self.limit, timeout = self.timeout
        return await withTaskGroup(of: Upload.self) { group in
            group.addTask { await Self.collect(body, limit: limit, declared: declared, progress: progress) }
            group.addTask {
                // Cancelled when the body wins; its answer is then never read.
                try? await Task.sleep(for: timeout)
                return .timedOut(received: progress.value, declared: declared)
            }
            let first = await group.next() ?? .timedOut(received: progress.value, declared: declared)
            // Cancelling the reader ends NIO's inbound stream for this connection (its `next()`
            // honours cancellation), so the group does not wait for a slow client.
            group.cancelAll()
            return first
        }
    }

    private static func collect(_ body: RequestBody, limit: Int, declared: Int?, progress: ByteCount) async -> Upload {
        // The declared length (within the limit) is reserved up front: one allocation, no
        // regrowth copies. Only address space until bytes arrive, so a length declared and
        // never sent costs no memory.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(max(0, declared ?? 64 << 10), limit))
        do {
            for try await chunk in body {
                // `limit - count` cannot overflow (count never exceeds limit), the sum could in principle.
                guard chunk.readableBytes <= limit - bytes.count else {
                    return .tooLarge(received: bytes.count + chunk.readableBytes, declared: declared)
                }
                chunk.withUnsafeReadableBytes { bytes.append(contentsOf: $0) }
                progress.set(bytes.count)
            }
        } catch HTTPParserError.invalidEOFState {
            // End of input in the middle of the body: the client closed or half-closed.
            return .abandoned(received: bytes.count, declared: declared)
        } catch let error as HTTPParserError {
            return .malformed("\(error)", received: bytes.count)
        } catch {
            // Connection reset and other I/O errors (or cancellation, whose answer is discarded).
            return .abandoned(received: bytes.count, declared: declared)
        }
        // Hummingbird ends the body quietly if the connection's stream ends without an `.end` part.
        if let declared, bytes.count < declared {
            return .abandoned(received: bytes.count, declared: declared)
        }
        return .complete(bytes)
    }
}

/// The bytes received so far, readable by the deadline task for its log line.
final class ByteCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func set(_ value: Int) { lock.withLock { count = value } }
}
