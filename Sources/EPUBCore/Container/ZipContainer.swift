import Foundation

/// A container backed by a ZIP archive (libzip), from a file or from bytes in memory.
///
/// libzip handles are not thread-safe, so reads are serialised by a lock; inflating is
/// about six times cheaper than parsing, so parsing in parallel still pays.
public final class ZipContainer: Container, @unchecked Sendable {
    /// The archive as the caller named it (its path unless a label was given).
    public let name: String
    /// Always true.
    public var isArchive: Bool { true }
    /// Every readable entry, in archive order.
    public let entries: [ContainerEntry]
    /// Entry names refused because they are absolute or climb above the root.
    public let unsafeEntryNames: [String]
    /// Limits checked before every read.
    public let limits: ContainerLimits
    private let index: ContainerIndex
    private let archive: ZipArchive
    private let lock = NSLock()
    private var bytesRead: UInt64 = 0  // guarded by `lock`

    /// Opens the archive at `path`. `name` defaults to the path and is used in errors.
    public convenience init(path: String, name: String? = nil, limits: ContainerLimits = .default) throws(EPUBError) {
        let label = name ?? path
        try self.init(archive: ZipArchive(path: path, name: label), limits: limits)
    }

    /// Opens an archive held in memory.
    public convenience init(bytes: [UInt8], name: String = "<memory>", limits: ContainerLimits = .default) throws(EPUBError) {
        try self.init(archive: ZipArchive(bytes: bytes, name: name), limits: limits)
    }

    private init(archive: ZipArchive, limits: ContainerLimits) throws(EPUBError) {
        self.archive = archive
        self.name = archive.name
        self.limits = limits
        // Refused on the central directory's count, before one entry struct per claimed entry is built.
        try ContainerIndex.checkEntryCount(archive.entryCount, containerName: archive.name, limits: limits)
        self.index = try ContainerIndex(raw: archive.rawEntries(), containerName: archive.name, limits: limits)
        self.entries = index.entries
        self.unsafeEntryNames = index.unsafeEntryNames
    }

    /// The entry at a normalised container path.
    public func entry(at path: String) -> ContainerEntry? { index.entry(at: path) }

    /// Inflates a whole entry, after checking it against `limits`; reads are serialised.
    public func read(_ path: String) throws(EPUBError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let entry = try index.entryForRead(path, containerName: name, limits: limits, alreadyRead: bytesRead)
        let bytes = try archive.read(entry)
        bytesRead += UInt64(bytes.count)
        return bytes
    }

    /// Opens an entry for reading in chunks, after checking it against `limits`. Its declared
    /// size counts against the total at once (the reader refuses any other size); each open
    /// counts, so a document read twice (XML, then HTML recovery) counts twice.
    public func openEntry(_ path: String) throws(EPUBError) -> any ContainerEntryReader {
        lock.lock()
        defer { lock.unlock() }
        let entry = try index.entryForRead(path, containerName: name, limits: limits, alreadyRead: bytesRead)
        let stream = try archive.open(entry)
        bytesRead += entry.size  // entryForRead checked that this stays within the total limit
        return ZipEntryReader(stream: stream, lock: lock)
    }
}

/// Reads one entry of a ``ZipContainer`` a chunk at a time. libzip's handles are not
/// thread-safe, so every inflate takes the container's lock: other documents' reads
/// interleave between chunks, and libzip seeks each entry back to its own place.
private final class ZipEntryReader: ContainerEntryReader {
    private let stream: ZipEntryStream
    private let lock: NSLock
    var entry: ContainerEntry { stream.entry }

    init(stream: ZipEntryStream, lock: NSLock) {
        self.stream = stream
        self.lock = lock
    }

    func read(upTo maxCount: Int) throws(EPUBError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(1, min(maxCount, stream.readLimit - stream.got)))
        lock.lock()
        defer { lock.unlock() }
        let n = try stream.read(into: &bytes, from: 0)
        bytes.removeLast(bytes.count - n)
        return bytes
    }

    deinit {
        lock.lock()
        stream.close()
        lock.unlock()
    }
}
