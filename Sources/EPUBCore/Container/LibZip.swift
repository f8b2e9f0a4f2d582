import CLibZip
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every libzip call of the project lives in this file. C values are copied into
/// Swift values before a function returns; `zip_t` never leaves ``ZipArchive``.
///
/// A `ZipArchive` is not thread-safe; ``ZipContainer`` serialises access.
final class ZipArchive {
    private let handle: OpaquePointer
    let name: String

    /// Opens an archive file read-only.
    init(path: String, name: String) throws(EPUBError) {
        LibZipFirstOpen.done
        var code: Int32 = 0
        guard let handle = zip_open(path, ZIP_RDONLY, &code) else {
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            throw Self.openError(code: code, message: String(cString: zip_error_strerror(&error)), name: name)
        }
        self.handle = handle
        self.name = name
    }

    /// Opens an archive held in memory; libzip keeps its own copy of the bytes.
    init(bytes: [UInt8], name: String) throws(EPUBError) {
        let (handle, source) = try Self.openInMemory(bytes, flags: ZIP_RDONLY, label: name)
        zip_source_free(source)  // the archive holds its own reference
        self.handle = handle
        self.name = name
    }

    /// An archive opened on a copy of `bytes` in memory, and its source with one more reference
    /// held (the caller frees it): where `zip_close` writes when the archive was opened to change.
    /// Shared by reading (``init(bytes:name:)``) and rewriting in memory (`LibZipRewrite.swift`).
    static func openInMemory(_ bytes: [UInt8], flags: Int32, label: String) throws(EPUBError) -> (archive: OpaquePointer, source: OpaquePointer) {
        LibZipFirstOpen.done
        // libzip takes no ownership of a buffer for a zero-length source (the 1-byte copy
        // leaked), and no ZIP archive is shorter than its 22-byte end-of-central-directory record.
        guard !bytes.isEmpty else {
            throw EPUBError(.notAZip, file: label, because: .init("zip-empty"))
        }
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let copy = mallocCopy(bytes) else {
            throw EPUBError(.unreadable, file: label, because: .init("zip-no-memory", ["bytes": String(bytes.count)]))
        }
        // freep = 1: the source frees the copy when it is freed.
        guard let source = zip_source_buffer_create(copy, UInt64(bytes.count), 1, &error) else {
            free(copy)
            throw EPUBError(.unreadable, file: label, because: .library(String(cString: zip_error_strerror(&error))))
        }
        guard let archive = zip_open_from_source(source, flags, &error) else {
            zip_source_free(source)
            throw Self.openError(code: zip_error_code_zip(&error), message: String(cString: zip_error_strerror(&error)), name: label)
        }
        zip_source_keep(source)
        return (archive, source)
    }

    deinit { zip_discard(handle) }

    /// Lends the handle to code in the other `LibZip*.swift` files; it must not keep it.
    func withHandle<T>(_ body: (OpaquePointer) throws(EPUBError) -> T) throws(EPUBError) -> T {
        try body(handle)
    }

    private static func openError(code: Int32, message: String, name: String) -> EPUBError {
        switch code {
        case ZIP_ER_NOZIP, ZIP_ER_INCONS, ZIP_ER_EOF:
            return EPUBError(.notAZip, file: name, because: .init("zip-unreadable", parts: ["detail": .library(message)]))
        case ZIP_ER_NOENT:
            return EPUBError(.fileNotFound, file: name, because: .init("file-not-found.file"))
        default:
            return EPUBError(.unreadable, file: name, because: .init("zip-unopenable", parts: ["detail": .library(message)]))
        }
    }

    /// Every entry's stored name and sizes, in archive order. `path` holds the name as stored.
    func rawEntries() -> [ContainerEntry] {
        let count = zip_get_num_entries(handle, 0)
        guard count > 0 else { return [] }
        var entries: [ContainerEntry] = []
        // The count is the archive's claim; ZipContainer refuses it against the entry limit
        // before calling this, and the clamp keeps a direct caller's reservation bounded too.
        entries.reserveCapacity(min(Int(clamping: count), 1 << 16))
        for index in 0..<UInt64(count) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            guard zip_stat_index(handle, index, ZIP_FL_ENC_GUESS, &stat) == 0, let cName = stat.name else { continue }
            let extraFields = zip_file_extra_fields_count(handle, index, ZIP_FL_LOCAL)
            entries.append(ContainerEntry(
                path: String(cString: cName),
                size: stat.size,
                compressedSize: stat.comp_size,
                isStored: stat.comp_method == ZIP_CM_STORE,
                isEncrypted: stat.encryption_method != UInt16(ZIP_EM_NONE),
                hasExtraField: extraFields > 0,
                index: Int(clamping: index)))
        }
        return entries
    }

    /// Inflates one entry whole (see ``ZipEntryStream`` for the checks made on the way).
    ///
    /// The buffer grows as bytes really arrive (from at most ``initialReadCapacity``), so a
    /// header claiming terabytes costs nothing unless the caller's limits let it through and
    /// the data is really there.
    func read(_ entry: ContainerEntry) throws(EPUBError) -> [UInt8] {
        let stream = try open(entry)
        defer { stream.close() }
        var bytes = [UInt8](repeating: 0, count: min(stream.readLimit, Self.initialReadCapacity))
        var got = 0
        while true {
            if got == bytes.count {
                if got >= stream.readLimit { break }
                // Doubling keeps the copies amortised; never past the read limit.
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, stream.readLimit - bytes.count)))
            }
            let n = try stream.read(into: &bytes, from: got)
            if n == 0 { break }
            got += n  // n <= room, so got stays <= bytes.count
        }
        bytes.removeLast(bytes.count - got)
        return bytes
    }

    /// Opens one entry for reading in order (``ZipEntryStream``). The stream shares this
    /// archive's handle: callers serialise its reads with the archive's other calls.
    func open(_ entry: ContainerEntry) throws(EPUBError) -> ZipEntryStream {
        // `declared + 1` must not overflow either: Int.max is refused with the rest.
        guard let declared = Int(exactly: entry.size), declared < Int.max else {
            throw EPUBError(.limitExceeded, file: name, entry: entry.path,
                            because: .init("entry-size.platform", ["path": entry.path, "size": String(entry.size)]))
        }
        guard let file = zip_fopen_index(handle, UInt64(clamping: entry.index), 0) else {
            let message = String(cString: zip_strerror(handle))
            throw EPUBError(.corruptEntry, file: name, entry: entry.path,
                            because: .init("entry-unopenable", ["path": entry.path], parts: ["detail": .library(message)]))
        }
        return ZipEntryStream(file: file, entry: entry, declared: declared, archiveName: name)
    }

    /// The most an entry's first buffer holds before real bytes arrive: above any content
    /// document seen in the corpus, far below what a lying header could ask for.
    static let initialReadCapacity = 16 << 20

    /// How many entries the central directory holds (0 when libzip cannot say).
    var entryCount: Int { Int(clamping: max(zip_get_num_entries(handle, 0), 0)) }
}

/// One entry of a ``ZipArchive`` being inflated in order, a piece at a time: what lets a content
/// document go to the parser in chunks without ever being held whole (issue #14).
///
/// It reads at most the declared size + 1 bytes, so a header that lies about the size is caught
/// (libzip itself does not stop at the declared size), and an entry that ends short of it is
/// refused at its end; libzip checks the CRC there too.
final class ZipEntryStream {
    private var file: OpaquePointer?
    let entry: ContainerEntry
    private let declared: Int
    private let archiveName: String
    private(set) var got = 0

    /// One more than the declared size: the most ever read.
    var readLimit: Int { declared + 1 }

    fileprivate init(file: OpaquePointer, entry: ContainerEntry, declared: Int, archiveName: String) {
        self.file = file
        self.entry = entry
        self.declared = declared
        self.archiveName = archiveName
    }

    /// Inflates the next bytes into `buffer`; 0 at the end. Throws when the entry is corrupt or
    /// yields other than its declared size.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(EPUBError) -> Int {
        guard let file, let base = buffer.baseAddress, got < readLimit else { return 0 }
        let room = min(buffer.count, readLimit - got)
        let n = zip_fread(file, base, UInt64(room))
        if n < 0 {
            throw EPUBError(.corruptEntry, file: archiveName, entry: entry.path,
                            because: .init("entry-corrupt", ["path": entry.path], parts: ["detail": .library(String(cString: zip_file_strerror(file)))]))
        }
        got += Int(clamping: n)  // n <= room
        if n == 0 || got > declared {
            if got != declared {
                throw EPUBError(.corruptEntry, file: archiveName, entry: entry.path,
                                because: .init(got > declared ? "entry-more-bytes" : "entry-fewer-bytes",
                                               ["path": entry.path, "got": String(got), "size": String(entry.size)]))
            }
        }
        return Int(clamping: n)
    }

    /// Inflates the next bytes into `bytes` from `offset` on; 0 at the end.
    func read(into bytes: inout [UInt8], from offset: Int) throws(EPUBError) -> Int {
        var failure: EPUBError?
        let n = bytes.withUnsafeMutableBytes { buffer -> Int in
            guard offset < buffer.count else { return 0 }
            do throws(EPUBError) {
                return try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[offset...]))
            } catch {
                failure = error
                return 0
            }
        }
        if let failure { throw failure }
        return n
    }

    /// Releases libzip's file; reads then return 0. Called under the same serialisation as reads.
    func close() {
        if let file { zip_fclose(file) }
        file = nil
    }

    deinit { close() }
}

/// Writes ZIP archives in memory with libzip: used to pack EPUB folders and by tests
/// to build books (including hostile ones) without any external tool.
public struct ZipArchiveWriter: Sendable {
    /// One file to write.
    public struct Entry: Sendable {
        /// Entry name in the archive (`OEBPS/content.opf`).
        public var name: String
        /// Uncompressed content.
        public var bytes: [UInt8]
        /// Stored entries are not compressed (the OCF `mimetype` must be stored).
        public var stored: Bool
        /// Encrypts the entry with AES-256 and this password (for test books of DRM'd archives).
        public var password: String?

        /// Builds an entry; compressed and unencrypted unless told otherwise.
        public init(name: String, bytes: [UInt8], stored: Bool = false, password: String? = nil) {
            self.name = name
            self.bytes = bytes
            self.stored = stored
            self.password = password
        }
    }

    /// Entries in the order they are written.
    public var entries: [Entry] = []
    /// Modification time written for every entry, so output is byte-for-byte reproducible.
    public var modificationTime: Int = 1_735_689_600  // 2025-01-01T00:00:00Z

    /// Starts a writer with these entries.
    public init(entries: [Entry] = []) { self.entries = entries }

    /// Appends an entry holding `text` as UTF-8.
    public mutating func add(_ name: String, _ text: String, stored: Bool = false) {
        entries.append(Entry(name: name, bytes: Array(text.utf8), stored: stored))
    }

    /// Appends an entry holding `bytes`.
    public mutating func add(_ name: String, bytes: [UInt8], stored: Bool = false) {
        entries.append(Entry(name: name, bytes: bytes, stored: stored))
    }

    /// The archive's bytes.
    public func archive() throws(EPUBError) -> [UInt8] {
        LibZipFirstOpen.done
        let label = "<zip writer>"
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(nil, 0, 0, &error) else {
            throw EPUBError(.unreadable, file: label, because: .library(String(cString: zip_error_strerror(&error))))
        }
        zip_source_keep(source)  // survive zip_close, which writes into it
        defer { zip_source_free(source) }
        guard let archive = zip_open_from_source(source, ZIP_TRUNCATE, &error) else {
            throw EPUBError(.unreadable, file: label, because: .library(String(cString: zip_error_strerror(&error))))
        }
        for entry in entries {
            // An empty entry gets a source without a buffer: libzip would not free one.
            let copy = entry.bytes.isEmpty ? nil : mallocCopy(entry.bytes)
            guard entry.bytes.isEmpty || copy != nil,
                  let data = zip_source_buffer(archive, copy, UInt64(entry.bytes.count), copy == nil ? 0 : 1) else {
                free(copy)
                zip_discard(archive)
                throw EPUBError(.unreadable, file: label, entry: entry.name, reason: "cannot buffer \(entry.name)")
            }
            let index = zip_file_add(archive, entry.name, data, zip_flags_t(ZIP_FL_ENC_UTF_8))
            if index < 0 {
                zip_source_free(data)
                let message = String(cString: zip_strerror(archive))
                zip_discard(archive)
                throw EPUBError(.unreadable, file: label, entry: entry.name, reason: "cannot add \(entry.name) (\(message))")
            }
            let method = entry.stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE
            zip_set_file_compression(archive, UInt64(index), method, entry.stored ? 0 : 9)
            zip_file_set_mtime(archive, UInt64(index), time_t(modificationTime), 0)
            if let password = entry.password,
               zip_file_set_encryption(archive, UInt64(index), UInt16(ZIP_EM_AES_256), password) != 0 {
                let message = String(cString: zip_strerror(archive))
                zip_discard(archive)
                throw EPUBError(.unreadable, file: label, entry: entry.name, reason: "cannot encrypt \(entry.name) (\(message))")
            }
        }
        guard zip_close(archive) == 0 else {
            let message = String(cString: zip_strerror(archive))
            zip_discard(archive)
            throw EPUBError(.unreadable, file: label, reason: "cannot write the archive (\(message))")
        }
        return try Self.contents(of: source, label: label)
    }

    /// The bytes a buffer source holds (what `zip_close` wrote into it).
    static func contents(of source: OpaquePointer, label: String) throws(EPUBError) -> [UInt8] {
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_source_stat(source, &stat) == 0, zip_source_open(source) == 0 else {
            throw EPUBError(.unreadable, file: label, reason: "cannot read back the written archive")
        }
        defer { zip_source_close(source) }
        var bytes = [UInt8](repeating: 0, count: Int(stat.size))
        let got = bytes.withUnsafeMutableBytes { buffer -> Int64 in
            guard let base = buffer.baseAddress else { return 0 }
            return zip_source_read(source, base, stat.size)
        }
        guard got == Int64(stat.size) else {
            throw EPUBError(.unreadable, file: label, reason: "short read of the written archive")
        }
        return bytes
    }
}

/// A malloc'd copy of `bytes` for libzip sources created with `freep = 1`, which free it.
/// Callers never pass an empty array: libzip does not free the buffer of an empty source.
func mallocCopy(_ bytes: [UInt8]) -> UnsafeMutableRawPointer? {
    guard let copy = malloc(max(bytes.count, 1)) else { return nil }
    bytes.withUnsafeBytes { buffer in
        if let base = buffer.baseAddress { copy.copyMemory(from: base, byteCount: buffer.count) }
    }
    return copy
}

/// libzip 1.7's `zip_open_from_source` (which `zip_open` calls too) fills two static bitmaps of
/// the source operations it needs on its first call, one after the other and without a lock. A
/// second thread arriving between the two writes reads the write bitmap unset, takes a writable
/// source for read-only and refuses `ZIP_TRUNCATE` with "Read-only archive": seen as a rare
/// failure of in-memory books built by tests running in parallel, and possible for the first
/// concurrent `fix` of a service. One first call, serialised by Swift's one-time initialisation of
/// a static, fills both before any other call is made.
enum LibZipFirstOpen {
    static let done: Void = {
        var error = zip_error_t()
        zip_error_init(&error)
        defer { zip_error_fini(&error) }
        guard let source = zip_source_buffer_create(nil, 0, 0, &error) else { return }
        if let archive = zip_open_from_source(source, ZIP_TRUNCATE, &error) {
            zip_discard(archive)  // frees the source too
        } else {
            zip_source_free(source)
        }
    }()
}
