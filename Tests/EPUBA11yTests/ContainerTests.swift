import EPUBCore
import Foundation
import Testing

@Suite("Containers: ZIP in memory, ZIP file, unpacked folder")
struct ContainerTests {
    @Test func zipFromBytesListsEntriesInArchiveOrder() throws {
        let container = try ZipContainer(bytes: try TestBook().bytes(), name: "book.epub")
        #expect(container.entries.map(\.path) == ["mimetype", "META-INF/container.xml", "OEBPS/content.opf",
                                                   "OEBPS/nav.xhtml", "OEBPS/chapter1.xhtml"])
        #expect(container.entries.first?.isStored == true)
        #expect(try container.readText("mimetype") == "application/epub+zip")
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/none.xhtml") }
        #expect(error.kind == .missingEntry)
        #expect(error.description == "book.epub: OEBPS/none.xhtml is missing")
    }

    @Test("lookups match canonically equivalent names (NFC href, NFD entry)")
    func unicodeNormalisationInsensitiveLookup() throws {
        var writer = ZipArchiveWriter()
        writer.add("OEBPS/cafe\u{301}.xhtml", "<p/>")  // NFD: e + combining acute
        let container = try ZipContainer(bytes: try writer.archive())
        #expect(container.entry(at: "OEBPS/caf\u{E9}.xhtml") != nil)  // NFC
        #expect(try container.readText("OEBPS/caf\u{E9}.xhtml") == "<p/>")
    }

    @Test func zipFileAndFolderGiveTheSamePublication() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epub-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let book = TestBook()
        for entry in book.zipEntries() {
            let url = folder.appendingPathComponent(entry.name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(entry.bytes).write(to: url)
        }
        let file = folder.appendingPathExtension("epub")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(try book.bytes()).write(to: file)

        let fromFolder = try Publication.open(path: folder.path)
        let fromFile = try Publication.open(path: file.path)
        #expect(!fromFolder.container.isArchive)
        #expect(fromFile.container.isArchive)
        #expect(fromFolder.package == fromFile.package)
        #expect(fromFolder.navigationDocument == fromFile.navigationDocument)
        #expect(fromFolder.ocf.mimetype.isValid)
        #expect(Set(fromFolder.container.entries.map(\.path)) == Set(fromFile.container.entries.map(\.path)))
    }

    @Test func folderSymlinkLeavingTheRootIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("epub-a11y-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("passwd").path,
                                                   withDestinationPath: "/etc/passwd")
        let container = try DirectoryContainer(path: folder.path)
        #expect(container.entry(at: "passwd") == nil)
        #expect(container.unsafeEntryNames == ["../passwd"])
        #expect(try #require(throws: EPUBError.self) { try container.read("passwd") }.kind == .missingEntry)
    }

    @Test func missingFileAndFolder() {
        let error = #expect(throws: EPUBError.self) { try Publication.open(path: "/nonexistent/book.epub") }
        #expect(error?.kind == .fileNotFound)
        #expect(error?.description == "/nonexistent/book.epub: no such file or folder")
    }

    @Test func writerOutputIsReproducible() throws {
        #expect(try TestBook().bytes() == TestBook().bytes())
    }
}
