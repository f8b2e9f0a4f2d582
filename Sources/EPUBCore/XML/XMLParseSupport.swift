#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A document's bytes as the parser takes them: in order, a chunk at a time, from the first byte
/// as many times as the parse needs (twice when a document that is not well-formed is recovered
/// as HTML). Nothing requires the whole document to be in memory at once.
public struct XMLDocumentSource {
    /// The document's size when known before reading (a container entry's declared size),
    /// checked against ``XMLParseLimits/maxDocumentBytes`` before anything is parsed.
    public var declaredSize: UInt64?
    /// Starts a pass over the bytes, from the first; the iterator ends (nil) at the document's end.
    public var makeChunks: () -> AnyIterator<ArraySlice<UInt8>>

    /// A source whose passes come from `makeChunks`.
    public init(declaredSize: UInt64? = nil, makeChunks: @escaping () -> AnyIterator<ArraySlice<UInt8>>) {
        self.declaredSize = declaredSize
        self.makeChunks = makeChunks
    }

    /// The bytes in memory, handed over `chunkSize` bytes at a time.
    public static func bytes(_ bytes: [UInt8], chunkSize: Int) -> XMLDocumentSource {
        XMLDocumentSource(declaredSize: UInt64(bytes.count)) { AnyIterator(ByteChunks(bytes, size: chunkSize)) }
    }
}

/// A byte array handed over `size` bytes at a time (at least one).
struct ByteChunks: IteratorProtocol {
    private let bytes: [UInt8]
    private let size: Int
    private var offset = 0

    init(_ bytes: [UInt8], size: Int) {
        self.bytes = bytes
        self.size = max(1, size)
    }

    mutating func next() -> ArraySlice<UInt8>? {
        guard offset < bytes.count else { return nil }
        let end = offset + min(size, bytes.count - offset)
        defer { offset = end }
        return bytes[offset..<end]
    }
}

/// The calling thread's CPU time: a parse runs on one thread without suspending, so this is
/// what the document cost, however busy the machine is.
enum ThreadCPUClock {
    static func now() -> Duration {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return .zero }
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
