import Foundation
import Testing
@testable import EPUBCore

/// `EPUBRewriter` (issue #15): a copy of a book that differs only in its package document,
/// every other entry copied as stored, and nothing written when the copy is refused or fails.
@Suite struct EPUBRewriterTests {
    static let newOPF = Array(TestBook.opf(metadata: #"<meta property="schema:accessMode">textual</meta>"#).utf8)

    /// A book with stored and deflated entries, an image stored after the OPF, and an extra field
    /// (a `0xCAFE` field on the chapter) that must survive the copy.
    static func mixedBook() throws -> [UInt8] {
        let book = TestBook()
        var entries = book.zipEntries()
        entries.append(.init(name: "OEBPS/image.png", bytes: (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }, stored: true))
        let bytes = try ZipArchiveWriter(entries: entries).archive()
        let chapter = try #require(entries.firstIndex { $0.name == "OEBPS/chapter1.xhtml" })
        return try ZipArchiveWriter.addingExtraField(to: bytes, index: chapter, id: 0xCAFE, data: [1, 2, 3, 4])
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rewriter-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Every entry but `replaced` is the same as stored; `replaced` holds `bytes`.
    static func expectSameExcept(_ replaced: String, input: [UInt8], output: [UInt8], bytes: [UInt8]) throws {
        let before = try ZipStoredEntry.entries(of: input)
        let after = try ZipStoredEntry.entries(of: output)
        #expect(after.map(\.name) == before.map(\.name))
        for (old, new) in zip(before, after) where old.name != replaced {
            #expect(new.compressed == old.compressed, "\(old.name): compressed bytes differ")
            #expect(new.crc == old.crc && new.method == old.method && new.compressedSize == old.compressedSize, "\(old.name)")
            #expect(new.mtime == old.mtime && new.localExtraFields == old.localExtraFields, "\(old.name)")
        }
        let oldEntry = try #require(before.first { $0.name == replaced })
        let newEntry = try #require(after.first { $0.name == replaced })
        #expect(newEntry.method == oldEntry.method && newEntry.mtime == oldEntry.mtime)
        let container = try ZipContainer(bytes: output)
        #expect(try container.read(replaced) == bytes)
        let mimetype = try #require(container.entries.first)
        #expect(mimetype.path == "mimetype" && mimetype.isStored && !mimetype.hasExtraField)
    }

    @Test func rewritesOnlyThePackageDocument() throws {
        let input = try Self.mixedBook()
        let stored = try ZipStoredEntry.entries(of: input)
        // The book really mixes methods and carries the extra field the copy must keep.
        #expect(Set(stored.map(\.method)).count == 2)
        #expect(stored.contains { $0.localExtraFields.contains { $0.id == 0xCAFE && $0.data == [1, 2, 3, 4] } })
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("in.epub")
        let target = folder.appendingPathComponent("out.epub")
        try Data(input).write(to: source)
        try EPUBRewriter.write(source, replacing: "OEBPS/content.opf", with: Self.newOPF, to: target)
        let output = try [UInt8](Data(contentsOf: target))
        try Self.expectSameExcept("OEBPS/content.opf", input: input, output: output, bytes: Self.newOPF)
        #expect(try [UInt8](Data(contentsOf: source)) == input, "the input must not change")
        #expect(try Publication.open(path: target.path).package.meta.filter { $0.property == "schema:accessMode" }.map(\.value) == ["textual"])
        // Nothing but the output is left in the folder (no temporary file).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["in.epub", "out.epub"])
    }

    @Test func sameInputAndBytesGiveTheSameOutput() throws {
        let input = try Self.mixedBook()
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("in.epub")
        try Data(input).write(to: source)
        let first = folder.appendingPathComponent("a.epub"), second = folder.appendingPathComponent("b.epub")
        try EPUBRewriter.write(source, replacing: "OEBPS/content.opf", with: Self.newOPF, to: first)
        try EPUBRewriter.write(source, replacing: "OEBPS/content.opf", with: Self.newOPF, to: second)
        let a = try Data(contentsOf: first), b = try Data(contentsOf: second)
        #expect(a == b)
        // The in-memory variant writes the same bytes as the file one.
        #expect(try EPUBRewriter.rewrite(input, replacing: "OEBPS/content.opf", with: Self.newOPF) == [UInt8](a))
    }

    @Test func outputThatIsTheInputIsRefused() throws {
        let input = try Self.mixedBook()
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("in.epub")
        try Data(input).write(to: source)
        let link = folder.appendingPathComponent("link.epub"), hard = folder.appendingPathComponent("hard.epub")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: source)
        try FileManager.default.linkItem(at: source, to: hard)
        let sub = folder.appendingPathComponent("sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        for output in [source, link, hard, URL(fileURLWithPath: sub.path + "/../in.epub")] {
            #expect(throws: EPUBError.self) {
                try EPUBRewriter.write(source, replacing: "OEBPS/content.opf", with: Self.newOPF, to: output)
            }
            do {
                try EPUBRewriter.write(source, replacing: "OEBPS/content.opf", with: Self.newOPF, to: output)
            } catch {
                #expect(error.kind == .outputIsInput, "\(output.path)")
            }
        }
        #expect(try [UInt8](Data(contentsOf: source)) == input)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["hard.epub", "in.epub", "link.epub", "sub"])
    }

    /// The kind of error `write` throws for `input` (`nil` when it does not throw); `output` must not appear.
    static func refusal(_ input: [UInt8], replacing path: String = "OEBPS/content.opf", outputFolder: String? = nil) throws -> EPUBError.Kind? {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("in.epub")
        try Data(input).write(to: source)
        let target = URL(fileURLWithPath: outputFolder ?? folder.path).appendingPathComponent("out.epub")
        var kind: EPUBError.Kind?
        do {
            try EPUBRewriter.write(source, replacing: path, with: newOPF, to: target)
        } catch {
            kind = error.kind
        }
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["in.epub"])
        #expect(try [UInt8](Data(contentsOf: source)) == input)
        return kind
    }

    @Test func encryptedEntryIsRefused() throws {
        var entries = TestBook().zipEntries()
        entries.append(.init(name: "OEBPS/secret.xhtml", bytes: Array("<p>x</p>".utf8), password: "pw"))
        let input = try ZipArchiveWriter(entries: entries).archive()
        #expect(try Self.refusal(input) == .encryptedEntry)
        #expect(throws: EPUBError.self) { try EPUBRewriter.rewrite(input, replacing: "OEBPS/content.opf", with: Self.newOPF) }
    }

    static func encryptionXML(algorithm: String, uri: String) -> String {
        """
        <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
          <enc:EncryptedData><enc:EncryptionMethod Algorithm="\(algorithm)"/>
            <enc:CipherData><enc:CipherReference URI="\(uri)"/></enc:CipherData></enc:EncryptedData>
        </encryption>
        """
    }

    @Test func drmEncryptionXMLIsRefusedButFontObfuscationIsNot() throws {
        var drm = TestBook()
        drm.files.append(("META-INF/encryption.xml", Self.encryptionXML(algorithm: "http://www.w3.org/2001/04/xmlenc#aes128-cbc", uri: "OEBPS/chapter1.xhtml")))
        #expect(try Self.refusal(drm.bytes()) == .encryptedEntry)
        var unreadable = TestBook()
        unreadable.files.append(("META-INF/encryption.xml", "<encryption"))
        #expect(try Self.refusal(unreadable.bytes()) == .encryptedEntry)
        var fonts = TestBook()
        fonts.files.append(("META-INF/encryption.xml", Self.encryptionXML(algorithm: "http://www.idpf.org/2008/embedding", uri: "OEBPS/font.otf")))
        fonts.files.append(("OEBPS/font.otf", "obfuscated"))
        let output = try EPUBRewriter.rewrite(fonts.bytes(), replacing: "OEBPS/content.opf", with: Self.newOPF)
        try Self.expectSameExcept("OEBPS/content.opf", input: fonts.bytes(), output: output, bytes: Self.newOPF)
    }

    @Test func missingEntryAndMissingFolderWriteNothing() throws {
        let input = try Self.mixedBook()
        #expect(try Self.refusal(input, replacing: "OEBPS/other.opf") == .missingEntry)
        #expect(try Self.refusal(input, replacing: "../content.opf") == .unsafePath)
        let absent = FileManager.default.temporaryDirectory.appendingPathComponent("rewriter-absent-\(UUID().uuidString)")
        #expect(try Self.refusal(input, outputFolder: absent.path) == .unwritable)
        #expect(!FileManager.default.fileExists(atPath: absent.path))
    }

    @Test func notAZipWritesNothing() throws {
        #expect(try Self.refusal(Array("not a zip at all, just some text".utf8)) == .notAZip)
    }

    @Test func folderInputGivesAPackedBook() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let unpacked = folder.appendingPathComponent("book")
        for entry in TestBook().zipEntries() {
            let file = unpacked.appendingPathComponent(entry.name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(entry.bytes).write(to: file)
        }
        let target = folder.appendingPathComponent("out.epub")
        try EPUBRewriter.write(unpacked, replacing: "OEBPS/content.opf", with: Self.newOPF, to: target)
        let output = try [UInt8](Data(contentsOf: target))
        let packed = try EPUBPacker.pack(folder: unpacked.path).bytes
        try Self.expectSameExcept("OEBPS/content.opf", input: packed, output: output, bytes: Self.newOPF)
        #expect(try Publication.open(path: target.path).ocf.mimetype.isValid)
        #expect(try Data(contentsOf: unpacked.appendingPathComponent("OEBPS/content.opf")) == Data(TestBook().package.utf8))
    }

    /// Every corpus book rewritten with its own package document: every entry is the same as stored
    /// and the copy opens.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func corpusBooksRewriteToTheSameEntries() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var checked = 0
        for book in Paths.corpusBooks {
            let publication = try Publication.open(path: book.path)
            let opf = publication.package.path
            let bytes = try publication.container.read(opf)
            let target = folder.appendingPathComponent(book.lastPathComponent)
            try EPUBRewriter.write(book, replacing: opf, with: bytes, to: target)
            let before = try ZipStoredEntry.entries(of: [UInt8](Data(contentsOf: book)))
            let after = try ZipStoredEntry.entries(of: [UInt8](Data(contentsOf: target)))
            #expect(after.map(\.name) == before.map(\.name), "\(book.lastPathComponent)")
            for (old, new) in zip(before, after) where old.name != opf {
                #expect(new.compressed == old.compressed && new.crc == old.crc && new.method == old.method,
                        "\(book.lastPathComponent): \(old.name)")
            }
            let reopened = try Publication.open(path: target.path)
            #expect(try reopened.container.read(opf) == bytes, "\(book.lastPathComponent)")
            try FileManager.default.removeItem(at: target)
            checked += 1
        }
        #expect(checked == Paths.corpusBooks.count)
    }
}
