import CLibZip
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libzip side of ``EPUBRewriter``: replaces one entry of an archive and lets `zip_close`
/// (libzip 1.7.3) write the rest. An unchanged entry's compressed data is copied as it is (no
/// inflate, no recompression), with its name, method, CRC, sizes, DOS time, attributes and extra
/// fields; measured on the 67 corpus books, libzip rewrites only two header details: it clears
/// the UTF-8 flag (bit 11) of a name that is pure ASCII, and writes an entry that had a data
/// descriptor with its CRC and sizes in the local header instead (bit 3 cleared). Neither
/// changes what a reader gets. Only the replaced entry is compressed anew. Kept apart from
/// `LibZip.swift` so each file stays readable; no C value leaves this file.
enum ZipRewrite {
    /// Replaces entry `index` of the archive file at `path`, in place. `path` is the rewriter's
    /// private copy: `zip_close` writes a temporary file beside it and renames it over `path`,
    /// and removes that temporary file itself when writing fails.
    static func replace(inArchiveAt path: String, index: Int, with bytes: [UInt8], label: String) throws(EPUBError) {
        var code: Int32 = 0
        guard let archive = zip_open(path, 0, &code) else {
            var error = zip_error_t()
            zip_error_init_with_code(&error, code)
            defer { zip_error_fini(&error) }
            throw EPUBError(.unreadable, file: label, reason: "cannot be opened for rewriting (\(String(cString: zip_error_strerror(&error))))")
        }
        try replace(in: archive, index: index, with: bytes, label: label)
    }

    /// The bytes of `input` with entry `index` replaced, all in memory (for the service).
    static func replace(inArchive input: [UInt8], index: Int, with bytes: [UInt8], label: String) throws(EPUBError) -> [UInt8] {
        // The kept source is where zip_close writes the new archive; it is read back after.
        let (archive, source) = try ZipArchive.openInMemory(input, flags: 0, label: label)
        defer { zip_source_free(source) }
        try replace(in: archive, index: index, with: bytes, label: label)
        return try ZipArchiveWriter.contents(of: source, label: label)
    }

    /// Replaces the entry and closes `archive` (written on success, discarded on failure): the
    /// handle is gone when this returns, whatever happens.
    private static func replace(in archive: OpaquePointer, index: Int, with bytes: [UInt8], label: String) throws(EPUBError) {
        func fail(_ kind: EPUBError.Kind, _ reason: String) -> EPUBError {
            let message = String(cString: zip_strerror(archive))
            zip_discard(archive)
            return EPUBError(kind, file: label, reason: "\(reason) (\(message))")
        }
        // Checked here, on every entry libzip sees (folder entries and unsafe names included):
        // an encrypted entry would be copied still encrypted, DRM the tool must not carry over.
        let count = zip_get_num_entries(archive, 0)
        for entry in 0..<UInt64(max(count, 0)) {
            var stat = zip_stat_t()
            zip_stat_init(&stat)
            if zip_stat_index(archive, entry, 0, &stat) == 0, stat.valid & UInt64(ZIP_STAT_ENCRYPTION_METHOD) != 0,
               stat.encryption_method != UInt16(ZIP_EM_NONE) {
                let name = stat.name.map { String(cString: $0) } ?? "entry \(entry)"
                throw fail(.encryptedEntry, "\(name) is ZIP-encrypted; an encrypted book is not rewritten")
            }
        }
        guard let position = UInt64(exactly: index), Int64(clamping: position) < count else {
            throw fail(.missingEntry, "entry \(index) is not in the archive")
        }
        var stat = zip_stat_t()
        zip_stat_init(&stat)
        guard zip_stat_index(archive, position, 0, &stat) == 0 else { throw fail(.unreadable, "cannot read entry \(index)") }
        let name = stat.name.map { String(cString: $0) } ?? "entry \(index)"
        // An empty replacement gets a source without a buffer: libzip would not free one.
        let copy = bytes.isEmpty ? nil : mallocCopy(bytes)
        guard bytes.isEmpty || copy != nil, let data = zip_source_buffer(archive, copy, UInt64(bytes.count), copy == nil ? 0 : 1) else {
            free(copy)
            throw fail(.unreadable, "cannot buffer the new \(name)")
        }
        guard zip_file_replace(archive, position, data, 0) == 0 else {
            zip_source_free(data)
            throw fail(.unreadable, "cannot replace \(name)")
        }
        // The new data keeps the entry's method where libzip can write it (a method it cannot
        // write, e.g. a rare legacy one, becomes deflate, which every reader supports), and its
        // time: without one libzip would stamp the current time and the output would differ run to run.
        let method = stat.valid & UInt64(ZIP_STAT_COMP_METHOD) != 0 && zip_compression_method_supported(Int32(stat.comp_method), 1) != 0
            ? Int32(stat.comp_method) : ZIP_CM_DEFLATE
        guard zip_set_file_compression(archive, position, method, 0) == 0 else { throw fail(.unreadable, "cannot set the compression of \(name)") }
        if stat.valid & UInt64(ZIP_STAT_MTIME) != 0 {
            guard zip_file_set_mtime(archive, position, stat.mtime, 0) == 0 else { throw fail(.unreadable, "cannot keep the time of \(name)") }
        }
        guard zip_close(archive) == 0 else { throw fail(.unreadable, "cannot write the rewritten archive") }
    }
}

/// One entry as stored, for tests and checks that compare archives without inflating them.
struct ZipStoredEntry: Sendable, Hashable {
    let name: String
    let method: Int32
    let compressedSize: UInt64
    let size: UInt64
    let crc: UInt32
    let mtime: Int
    /// The entry's data as stored in the archive (compressed, never inflated).
    let compressed: [UInt8]
    /// Extra fields of the local header, each as its id and data.
    let localExtraFields: [ExtraField]

    struct ExtraField: Sendable, Hashable {
        let id: UInt16
        let data: [UInt8]
    }

    /// Every entry of `archive`, in order, with its compressed bytes (read raw with libzip).
    static func entries(of archive: [UInt8], label: String = "<memory>") throws(EPUBError) -> [ZipStoredEntry] {
        let zip = try ZipArchive(bytes: archive, name: label)
        return try zip.storedEntries()
    }
}

extension ZipArchive {
    /// Every entry's stored form; ``ZipStoredEntry``.
    func storedEntries() throws(EPUBError) -> [ZipStoredEntry] {
        try withHandle { handle throws(EPUBError) -> [ZipStoredEntry] in
            var result: [ZipStoredEntry] = []
            let count = zip_get_num_entries(handle, 0)
            for index in 0..<UInt64(max(count, 0)) {
                var stat = zip_stat_t()
                zip_stat_init(&stat)
                guard zip_stat_index(handle, index, 0, &stat) == 0, let cName = stat.name else {
                    throw EPUBError(.corruptEntry, file: name, reason: "entry \(index) cannot be read")
                }
                let entryName = String(cString: cName)
                guard let compressedSize = Int(exactly: stat.comp_size), compressedSize < 1 << 30 else {
                    throw EPUBError(.limitExceeded, file: name, entry: entryName, reason: "\(entryName) is too large to compare")
                }
                var compressed = [UInt8](repeating: 0, count: compressedSize)
                if compressedSize > 0 {
                    guard let file = zip_fopen_index(handle, index, zip_flags_t(ZIP_FL_COMPRESSED)) else {
                        throw EPUBError(.corruptEntry, file: name, entry: entryName, reason: "\(entryName) cannot be opened raw")
                    }
                    defer { zip_fclose(file) }
                    let got = compressed.withUnsafeMutableBytes { buffer -> Int64 in
                        guard let base = buffer.baseAddress else { return -1 }
                        return zip_fread(file, base, UInt64(buffer.count))
                    }
                    guard got == Int64(compressedSize) else {
                        throw EPUBError(.corruptEntry, file: name, entry: entryName, reason: "\(entryName) is short")
                    }
                }
                var fields: [ZipStoredEntry.ExtraField] = []
                let fieldCount = zip_file_extra_fields_count(handle, index, zip_flags_t(ZIP_FL_LOCAL))
                for field in 0..<UInt16(clamping: max(Int(fieldCount), 0)) {
                    var id: UInt16 = 0
                    var length: UInt16 = 0
                    guard let data = zip_file_extra_field_get(handle, index, field, &id, &length, zip_flags_t(ZIP_FL_LOCAL)) else { continue }
                    fields.append(.init(id: id, data: Array(UnsafeBufferPointer(start: data, count: Int(length)))))
                }
                result.append(ZipStoredEntry(
                    name: entryName, method: Int32(stat.comp_method), compressedSize: stat.comp_size, size: stat.size,
                    crc: stat.crc, mtime: Int(stat.mtime), compressed: compressed, localExtraFields: fields))
            }
            return result
        }
    }
}

extension ZipArchiveWriter {
    /// `archive` with an extra field added to entry `index`'s local and central headers: how
    /// tests build an archive with extra fields, which the writer does not make.
    static func addingExtraField(to archive: [UInt8], index: Int, id: UInt16, data: [UInt8]) throws(EPUBError) -> [UInt8] {
        let label = "<zip writer>"
        let (zip, source) = try ZipArchive.openInMemory(archive, flags: 0, label: label)
        defer { zip_source_free(source) }
        guard let position = UInt64(exactly: index), let length = UInt16(exactly: data.count),
              zip_file_extra_field_set(zip, position, id, UInt16.max /* ZIP_EXTRA_FIELD_NEW: a macro of a macro, not imported */, data, length,
                                       zip_flags_t(ZIP_FL_LOCAL | ZIP_FL_CENTRAL)) == 0,
              zip_close(zip) == 0 else {
            zip_discard(zip)
            throw EPUBError(.unreadable, file: label, reason: "cannot add the extra field")
        }
        return try contents(of: source, label: label)
    }
}
