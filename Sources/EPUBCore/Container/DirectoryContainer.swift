import Foundation

/// A container backed by an unpacked EPUB folder.
///
/// Symbolic links that lead outside the folder are refused like unsafe ZIP names.
public final class DirectoryContainer: Container, @unchecked Sendable {
    /// The folder as the caller named it (its path unless a label was given).
    public let name: String
    /// Always false: entry order and compression mean nothing in a folder.
    public var isArchive: Bool { false }
    /// Every regular file below the folder, sorted by path.
    public let entries: [ContainerEntry]
    /// Files whose links lead outside the folder.
    public let unsafeEntryNames: [String]
    /// Limits checked before every read.
    public let limits: ContainerLimits
    private let root: URL
    private let index: ContainerIndex
    private let lock = NSLock()
    private var bytesRead: UInt64 = 0  // guarded by `lock`

    /// Scans the folder at `path`; `name` defaults to the path and is used in errors.
    public init(path: String, name: String? = nil, limits: ContainerLimits = .default) throws(EPUBError) {
        let label = name ?? path
        let root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.resolvingSymlinksInPath()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw EPUBError(.fileNotFound, file: label, because: .init("folder-not-found"))
        }
        self.name = label
        self.root = root
        self.limits = limits
        self.index = try ContainerIndex(raw: Self.scan(root: root, limits: limits, name: label),
                                        containerName: label, limits: limits)
        self.entries = index.entries
        self.unsafeEntryNames = index.unsafeEntryNames
    }

    /// Lists regular files below `root`, sorted by path; links that resolve outside get a `../` name.
    private static func scan(root: URL, limits: ContainerLimits, name: String) throws(EPUBError) -> [ContainerEntry] {
        guard let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey, .fileSizeKey, .isSymbolicLinkKey]) else {
            throw EPUBError(.unreadable, file: name, because: .init("folder-unlistable"))
        }
        let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
        var found: [(String, UInt64)] = []
        for case let url as URL in walker {
            let resolved = url.resolvingSymlinksInPath()
            let values = try? resolved.resourceValues(forKeys: [.isRegularFileKey, .fileSizeKey])
            guard values?.isRegularFile == true else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
            let insideRoot = resolved.path.hasPrefix(rootPath)
            found.append((insideRoot ? relative : "../" + relative, UInt64(clamping: values?.fileSize ?? 0)))
            if found.count > limits.maxEntryCount { break }  // ContainerIndex reports the limit
        }
        found.sort { $0.0 < $1.0 }
        return found.enumerated().map { offset, item in
            ContainerEntry(path: item.0, size: item.1, compressedSize: item.1, isStored: true,
                           isEncrypted: false, hasExtraField: false, index: offset)
        }
    }

    /// The entry at a normalised container path.
    public func entry(at path: String) -> ContainerEntry? { index.entry(at: path) }

    /// Reads a whole file, after checking it against `limits`; throws if it changed size since the scan.
    public func read(_ path: String) throws(EPUBError) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        let entry = try index.entryForRead(path, containerName: name, limits: limits, alreadyRead: bytesRead)
        let url = root.appendingPathComponent(entry.path)
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw EPUBError(.unreadable, file: name, entry: entry.path, because: .init("entry-unreadable", ["path": entry.path]))
        }
        defer { try? handle.close() }
        // Read at most the declared size + 1: a file that grew since the scan is refused, not slurped.
        // The size is the file system's (a sparse file can claim anything): `+ 1` must not overflow.
        guard let declared = Int(exactly: entry.size), declared < Int.max else {
            throw EPUBError(.limitExceeded, file: name, entry: entry.path,
                            because: .init("entry-size.platform", ["path": entry.path, "size": String(entry.size)]))
        }
        let data = (try? handle.read(upToCount: declared + 1)) ?? Data()
        guard data.count == declared else {
            throw EPUBError(.corruptEntry, file: name, entry: entry.path,
                            because: .init("entry-changed", ["path": entry.path]))
        }
        bytesRead += UInt64(data.count)
        return [UInt8](data)
    }

    /// Opens a file for reading in chunks, after checking it against `limits`; its size counts
    /// against the total at once, and the reader refuses a file that changed size since the scan.
    public func openEntry(_ path: String) throws(EPUBError) -> any ContainerEntryReader {
        lock.lock()
        defer { lock.unlock() }
        let entry = try index.entryForRead(path, containerName: name, limits: limits, alreadyRead: bytesRead)
        guard let handle = FileHandle(forReadingAtPath: root.appendingPathComponent(entry.path).path) else {
            throw EPUBError(.unreadable, file: name, entry: entry.path, because: .init("entry-unreadable", ["path": entry.path]))
        }
        bytesRead += entry.size  // entryForRead checked that this stays within the total limit
        return FileEntryReader(handle: handle, entry: entry, containerName: name)
    }
}

/// Reads one file of a ``DirectoryContainer`` a chunk at a time; each reader has its own handle.
private final class FileEntryReader: ContainerEntryReader {
    let entry: ContainerEntry
    private let handle: FileHandle
    private let containerName: String
    private var got: UInt64 = 0

    init(handle: FileHandle, entry: ContainerEntry, containerName: String) {
        self.handle = handle
        self.entry = entry
        self.containerName = containerName
    }

    func read(upTo maxCount: Int) throws(EPUBError) -> [UInt8] {
        // One byte past the declared size is asked for, so a file that grew is caught.
        let room = entry.size &- got &+ 1
        let count = Int(clamping: min(UInt64(max(1, maxCount)), room))
        let data = (try? handle.read(upToCount: count)) ?? Data()
        got += UInt64(data.count)  // at most size + 1, which the scan's Int-sized size cannot overflow
        if got > entry.size || (data.isEmpty && got != entry.size) {
            throw EPUBError(.corruptEntry, file: containerName, entry: entry.path,
                            because: .init("entry-changed", ["path": entry.path]))
        }
        return [UInt8](data)
    }

    deinit { try? handle.close() }
}
