import Foundation

/// Writes a new EPUB identical to a book except for one entry (the package document, for
/// `epub-a11y fix`). Every other entry keeps its compressed bytes, method, CRC, order, time and
/// extra fields: libzip copies them without inflating them, so nothing the fix did not mean to
/// change can change (the two header details libzip normalises are in `LibZipRewrite.swift`). The replaced entry keeps its name, position, method and time, so the same
/// book and the same new bytes always give the same output bytes.
///
/// A book with a ZIP-encrypted entry, or whose `META-INF/encryption.xml` lists a resource that is
/// not an obfuscated font (DRM), is refused: a remediated copy of protected content is not the
/// tool's to make.
public enum EPUBRewriter {
    /// Writes to `output` a copy of the `.epub` file (or unpacked EPUB folder, which is packed as
    /// ``EPUBPacker`` does) at `input`, with the entry at `entryPath` holding `bytes`.
    ///
    /// The input is never modified. The copy is made in a temporary file in `output`'s folder and
    /// renamed over `output` at the end, so `output` is either the whole new book or untouched.
    /// - Throws: ``EPUBError``: `.outputIsInput` when `output` is `input` (same path after
    ///   resolving links, or the same file); `.encryptedEntry` for an encrypted or DRM'd book;
    ///   `.missingEntry` when there is no such entry; `.unwritable` when `output` cannot be written.
    public static func write(_ input: URL, replacing entryPath: String, with bytes: [UInt8], to output: URL) throws(EPUBError) {
        let label = input.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input.path, isDirectory: &isFolder) else {
            throw EPUBError(.fileNotFound, file: label, reason: "no such file or folder")
        }
        try refuseSameFile(input, output, label: label)
        let temporary = try makeTemporaryFile(beside: output, label: label)
        do throws(EPUBError) {
            if isFolder.boolValue {
                let packed = try EPUBPacker.pack(folder: input.path).bytes
                let rewritten = try rewrite(packed, name: label, replacing: entryPath, with: bytes)
                try write(rewritten, to: temporary, label: label)
            } else {
                // Checked and rewritten on the private copy, so what is checked is what is written
                // even if the input changes meanwhile.
                try copy(input, to: temporary, label: label)
                // The checking handle is released at the end of this statement, before libzip rewrites the file.
                let entry = try check(ZipContainer(path: temporary.path, name: label), entryPath: entryPath)
                try ZipRewrite.replace(inArchiveAt: temporary.path, index: entry.index, with: bytes, label: label)
            }
            try moveIntoPlace(temporary, output, label: label)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
    }

    /// The bytes of the EPUB `archive` with the entry at `entryPath` holding `bytes`: the same
    /// copy as ``write(_:replacing:with:to:)``, in memory (for the service).
    /// - Throws: ``EPUBError`` as ``write(_:replacing:with:to:)`` does, less the file errors.
    public static func rewrite(_ archive: [UInt8], name: String = "<memory>", replacing entryPath: String,
                               with bytes: [UInt8]) throws(EPUBError) -> [UInt8] {
        let container = try ZipContainer(bytes: archive, name: name)
        let entry = try check(container, entryPath: entryPath)
        return try ZipRewrite.replace(inArchive: archive, index: entry.index, with: bytes, label: name)
    }

    /// The entry to replace, after refusing encrypted and DRM'd books.
    private static func check(_ container: ZipContainer, entryPath: String) throws(EPUBError) -> ContainerEntry {
        var issues: [PublicationIssue] = []
        let ocf = try OCFReader.read(container, issues: &issues)
        if let refusal = refusal(of: container, ocf: ocf, issues: issues) { throw refusal }
        guard let path = ContainerPath.normalize(entryPath) else {
            throw EPUBError(.unsafePath, file: container.name, entry: entryPath, reason: "\(entryPath) points outside the container")
        }
        guard let entry = container.entry(at: path) else {
            throw EPUBError(.missingEntry, file: container.name, entry: path, reason: "\(path) is missing, so it cannot be replaced")
        }
        return entry
    }

    /// Why a book would not be rewritten, or nil: a ZIP-encrypted entry, a resource encrypted
    /// other than by font obfuscation (DRM), or an `encryption.xml` that cannot be read (it may
    /// still list DRM'd resources: not knowing is refusing). `ocf` and `issues` are what
    /// `OCFReader` made of `container`, as a ``Publication`` holds them, so a caller that has
    /// opened the book can tell in advance what `write` and `rewrite` would refuse.
    public static func refusal(of container: any Container, ocf: OCF, issues: [PublicationIssue]) -> EPUBError? {
        if let encrypted = container.entries.first(where: \.isEncrypted) {
            return EPUBError(.encryptedEntry, file: container.name, entry: encrypted.path,
                             reason: "\(encrypted.path) is ZIP-encrypted; an encrypted book is not rewritten")
        }
        if let drm = ocf.encryptedResources.first(where: { !$0.isFontObfuscation }) {
            return EPUBError(.encryptedEntry, file: container.name, entry: drm.path,
                             reason: "\(drm.path) is encrypted (\(drm.algorithm.isEmpty ? "unknown algorithm" : drm.algorithm)); a book with DRM is not rewritten")
        }
        if issues.contains(where: { $0.code == "ocf-encryption-unreadable" }) {
            return EPUBError(.encryptedEntry, file: container.name, entry: OCFReader.encryptionPath,
                             reason: "\(OCFReader.encryptionPath) cannot be read, so the book may hold DRM'd resources; it is not rewritten")
        }
        return nil
    }

    /// Refuses an `output` that is `input`: the same path once standardised and links resolved
    /// (the output's folder is resolved when the output does not exist yet), or the same file
    /// (device and inode: a hard link).
    private static func refuseSameFile(_ input: URL, _ output: URL, label: String) throws(EPUBError) {
        let inputPath = input.standardizedFileURL.resolvingSymlinksInPath().path
        let outputPath = output.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath()
            .appendingPathComponent(output.lastPathComponent).resolvingSymlinksInPath().path
        var sameFile = inputPath == outputPath
        if !sameFile,
           let a = try? FileManager.default.attributesOfItem(atPath: input.path),
           let b = try? FileManager.default.attributesOfItem(atPath: output.path),
           let deviceA = a[.systemNumber] as? NSNumber, let deviceB = b[.systemNumber] as? NSNumber,
           let inodeA = a[.systemFileNumber] as? NSNumber, let inodeB = b[.systemFileNumber] as? NSNumber {
            sameFile = deviceA == deviceB && inodeA == inodeB
        }
        if sameFile {
            throw EPUBError(.outputIsInput, file: label,
                            reason: "the output \(output.path) is the book itself; a rewritten copy must go to another file")
        }
    }

    /// An empty file in `output`'s folder, named after it; created with `O_EXCL`, so no other
    /// file is ever overwritten on the way.
    private static func makeTemporaryFile(beside output: URL, label: String) throws(EPUBError) -> URL {
        let folder = output.standardizedFileURL.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(output.lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            let message = String(cString: strerror(errno))
            throw EPUBError(.unwritable, file: label, reason: "cannot create a file in \(folder.path) (\(message))")
        }
        close(descriptor)
        return temporary
    }

    private static func copy(_ input: URL, to temporary: URL, label: String) throws(EPUBError) {
        do {
            let source = try FileHandle(forReadingFrom: input)
            defer { try? source.close() }
            let target = try FileHandle(forWritingTo: temporary)
            defer { try? target.close() }
            // In pieces, so a large book is never held whole.
            while let chunk = try source.read(upToCount: 1 << 20), !chunk.isEmpty {
                try target.write(contentsOf: chunk)
            }
        } catch {
            throw EPUBError(.unwritable, file: label, reason: "cannot copy the book to \(temporary.path) (\(error.localizedDescription))")
        }
    }

    private static func write(_ bytes: [UInt8], to temporary: URL, label: String) throws(EPUBError) {
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            throw EPUBError(.unwritable, file: label, reason: "cannot write \(temporary.path) (\(error.localizedDescription))")
        }
    }

    /// rename(2): atomic within the folder, and it replaces an existing output in one step.
    private static func moveIntoPlace(_ temporary: URL, _ output: URL, label: String) throws(EPUBError) {
        guard rename(temporary.path, output.standardizedFileURL.path) == 0 else {
            let message = String(cString: strerror(errno))
            throw EPUBError(.unwritable, file: label, reason: "cannot move the new book to \(output.path) (\(message))")
        }
    }
}
