#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
