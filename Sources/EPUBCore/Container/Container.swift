/// Read access to the files of a publication, whatever holds them.
///
/// Implementations are safe to share across tasks: reads may come from several
/// threads at once. Every read is checked against the container's
/// ``ContainerLimits`` before anything is inflated.
public protocol Container: AnyObject, Sendable {
    /// The book as the caller named it (a path, a folder, or a label for bytes in memory).
    var name: String { get }
    /// True for ZIP archives; false for unpacked folders (where entry order and compression mean nothing).
    var isArchive: Bool { get }
    /// Every readable entry, in archive order (folders: sorted by path).
    var entries: [ContainerEntry] { get }
    /// Entry names that were refused because they are absolute or climb above the root.
    var unsafeEntryNames: [String] { get }
    /// The entry at a container path, matching canonically equivalent Unicode (NFC = NFD).
    func entry(at path: String) -> ContainerEntry?
    /// The bytes of the entry at `path`.
    func read(_ path: String) throws(EPUBError) -> [UInt8]
    /// The entry at `path`, opened to be read in order a chunk at a time (after the same checks
    /// as ``read(_:)``), so a document can be parsed without ever being held whole.
    func openEntry(_ path: String) throws(EPUBError) -> any ContainerEntryReader
}

/// An entry being read in order. Each call inflates the next bytes; a reader may be used from
/// any one task at a time, while the container serves other reads.
public protocol ContainerEntryReader: AnyObject {
    /// The entry being read.
    var entry: ContainerEntry { get }
    /// The next bytes, at most `maxCount` (at least 1 is asked for); empty at the end. Throws
    /// when the entry is corrupt or does not yield the size it declared.
    func read(upTo maxCount: Int) throws(EPUBError) -> [UInt8]
}

/// What a container knows about one entry without reading it.
public struct ContainerEntry: Sendable, Hashable, Codable {
    /// Normalised container path.
    public let path: String
    /// Declared uncompressed size.
    public let size: UInt64
    /// Stored size (equal to `size` for folders and stored entries).
    public let compressedSize: UInt64
    /// True when the entry is stored without compression.
    public let isStored: Bool
    /// True when the archive encrypts the entry (ZIP encryption, not font obfuscation).
    public let isEncrypted: Bool
    /// True when the local header carries extra fields (matters for `mimetype`).
    public let hasExtraField: Bool
    /// Position in the archive, 0-based.
    public let index: Int
}

extension Container {
    /// Whether the container has an entry at `path` (canonically equivalent Unicode matches).
    public func contains(_ path: String) -> Bool { entry(at: path) != nil }

    /// Reads the whole entry, then hands it out in pieces: for containers with nothing better.
    public func openEntry(_ path: String) throws(EPUBError) -> any ContainerEntryReader {
        guard let entry = entry(at: path) else {
            throw EPUBError(.missingEntry, file: name, entry: path, because: .init("entry-missing", ["path": path]))
        }
        return WholeEntryReader(entry: entry, bytes: try read(path))
    }

    /// Reads an entry as text, replacing invalid UTF-8.
    public func readText(_ path: String) throws(EPUBError) -> String {
        String(decoding: try read(path), as: UTF8.self)
    }
}

/// The lookup table and limit checks shared by every container kind.
struct ContainerIndex: Sendable {
    let entries: [ContainerEntry]
    let unsafeEntryNames: [String]
    private let byPath: [String: Int]

    /// Builds the index from raw entries (whose `path` is the name as stored), refusing unsafe names and enforcing the entry count.
    init(raw: [ContainerEntry], containerName: String, limits: ContainerLimits) throws(EPUBError) {
        try Self.checkEntryCount(raw.count, containerName: containerName, limits: limits)
        var entries: [ContainerEntry] = []
        var unsafe: [String] = []
        var byPath: [String: Int] = [:]
        entries.reserveCapacity(raw.count)
        for entry in raw {
            let name = entry.path  // as stored in the archive
            if name.hasSuffix("/") { continue }  // folder entry
            guard let path = ContainerPath.normalize(name), !path.isEmpty else {
                unsafe.append(name)
                continue
            }
            let normalized = ContainerEntry(
                path: path, size: entry.size, compressedSize: entry.compressedSize, isStored: entry.isStored,
                isEncrypted: entry.isEncrypted, hasExtraField: entry.hasExtraField, index: entry.index)
            if byPath[path] == nil { byPath[path] = entries.count }
            entries.append(normalized)
        }
        self.entries = entries
        self.unsafeEntryNames = unsafe
        self.byPath = byPath
    }

    /// Refuses a container holding more entries than `limits` allow.
    static func checkEntryCount(_ count: Int, containerName: String, limits: ContainerLimits) throws(EPUBError) {
        if count > limits.maxEntryCount {
            throw EPUBError(.limitExceeded, file: containerName,
                            because: .init("entry-count", ["count": String(count), "limit": String(limits.maxEntryCount)]))
        }
    }

    func entry(at path: String) -> ContainerEntry? {
        byPath[path].map { entries[$0] }
    }

    /// Finds the entry for a read, refusing unsafe paths, encrypted entries and limit breaches.
    func entryForRead(_ path: String, containerName: String, limits: ContainerLimits,
                      alreadyRead: UInt64) throws(EPUBError) -> ContainerEntry {
        guard let normalized = ContainerPath.normalize(path) else {
            throw EPUBError(.unsafePath, file: containerName, entry: path,
                            because: .init("entry-outside", ["path": path]))
        }
        guard let entry = entry(at: normalized) else {
            throw EPUBError(.missingEntry, file: containerName, entry: normalized,
                            because: .init("entry-missing", ["path": normalized]))
        }
        if entry.isEncrypted {
            throw EPUBError(.encryptedEntry, file: containerName, entry: entry.path,
                            because: .init("entry-encrypted", ["path": entry.path]))
        }
        if entry.size > limits.maxEntrySize {
            throw EPUBError(.limitExceeded, file: containerName, entry: entry.path,
                            because: .init("entry-size", ["path": entry.path, "size": String(entry.size), "limit": String(limits.maxEntrySize)]))
        }
        if entry.size >= limits.ratioCheckThreshold, !entry.isStored,
           entry.size / max(entry.compressedSize, 1) > limits.maxCompressionRatio {
            throw EPUBError(.limitExceeded, file: containerName, entry: entry.path,
                            because: .init("entry-ratio", ["path": entry.path, "compressed": String(entry.compressedSize), "size": String(entry.size),
                                                           "limit": String(limits.maxCompressionRatio)]))
        }
        // Both terms may be near UInt64.max (a lying header under raised limits): an overflow is over the limit.
        let (total, overflow) = alreadyRead.addingReportingOverflow(entry.size)
        if overflow || total > limits.maxTotalSize {
            throw EPUBError(.limitExceeded, file: containerName, entry: entry.path,
                            because: .init("entry-total", ["path": entry.path, "limit": String(limits.maxTotalSize)]))
        }
        return entry
    }
}

/// A reader over bytes already read whole: what a container with nothing better hands out, and
/// what a container that substitutes an entry's bytes in memory can hand out for it.
public final class WholeEntryReader: ContainerEntryReader {
    /// The entry being read.
    public let entry: ContainerEntry
    private let bytes: [UInt8]
    private var offset = 0

    /// A reader of `bytes` as the contents of `entry`.
    public init(entry: ContainerEntry, bytes: [UInt8]) {
        self.entry = entry
        self.bytes = bytes
    }

    /// The next bytes, at most `maxCount` (at least 1); empty at the end.
    public func read(upTo maxCount: Int) throws(EPUBError) -> [UInt8] {
        let end = offset + min(max(1, maxCount), bytes.count - offset)
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}
