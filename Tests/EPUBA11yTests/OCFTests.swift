import EPUBCore
import Testing

@Suite("OCF: mimetype, container.xml, encryption.xml")
struct OCFTests {
    @Test func validBookHasCleanOCFFacts() throws {
        let publication = try TestBook().open()
        #expect(publication.ocf.mimetype.isValid)
        #expect(publication.ocf.rootfiles.map(\.fullPath) == ["OEBPS/content.opf"])
        #expect(publication.issues.isEmpty)
    }

    @Test func mimetypeProblemsAreIssuesNotErrors() throws {
        var book = TestBook()
        book.mimetype = "application/zip\n"
        book.mimetypeStored = false
        let publication = try book.open()
        #expect(!publication.ocf.mimetype.isValid)
        let codes = publication.issues.map(\.code)
        #expect(codes.contains("ocf-mimetype-value"))
        #expect(codes.contains("ocf-mimetype-compressed"))
    }

    @Test func mimetypeNotFirstAndMissing() throws {
        var book = TestBook()
        book.mimetype = nil
        book.files.append(("mimetype", "application/epub+zip"))
        #expect(try book.open().issues.contains { $0.code == "ocf-mimetype-not-first" })
        book.files.removeLast()
        #expect(try book.open().issues.contains { $0.code == "ocf-mimetype-missing" })
    }

    @Test func missingContainerXMLStopsTheBook() throws {
        var book = TestBook()
        book.containerXML = nil
        let error = try #require(throws: EPUBError.self) { try book.open() }
        #expect(error.kind == .missingEntry)
        #expect(error.description == "test.epub: META-INF/container.xml is missing")
    }

    @Test func containerWithoutRootfileStopsTheBook() throws {
        var book = TestBook()
        book.containerXML = #"<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container" version="1.0"><rootfiles/></container>"#
        let error = try #require(throws: EPUBError.self) { try book.open() }
        #expect(error.kind == .noRootfile)
    }

    @Test func rootfilePointingToNothingOrOutside() throws {
        var book = TestBook()
        book.containerXML = TestBook.containerXML(rootfile: "OEBPS/missing.opf")
        #expect(try #require(throws: EPUBError.self) { try book.open() }.kind == .missingEntry)
        book.containerXML = TestBook.containerXML(rootfile: "../../content.opf")
        let error = try #require(throws: EPUBError.self) { try book.open() }
        #expect(error.kind == .unsafePath)
        #expect(error.reason.contains("../../content.opf"))
    }

    @Test func percentEncodedRootfilePath() throws {
        var book = TestBook()
        book.packagePath = "OEBPS/my package.opf"
        book.containerXML = TestBook.containerXML(rootfile: "OEBPS/my%20package.opf")
        #expect(try book.open().package.path == "OEBPS/my package.opf")
    }

    @Test func encryptionXMLSeparatesFontObfuscationFromRealEncryption() throws {
        var book = TestBook()
        book.files.append(("META-INF/encryption.xml", """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
              <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>
                <enc:CipherData><enc:CipherReference URI="OEBPS/fonts/a%20b.otf"/></enc:CipherData></enc:EncryptedData>
              <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>
                <enc:CipherData><enc:CipherReference URI="OEBPS/chapter1.xhtml"/></enc:CipherData></enc:EncryptedData>
            </encryption>
            """))
        let publication = try book.open()
        let resources = publication.ocf.encryptedResources
        #expect(resources.map(\.path) == ["OEBPS/fonts/a b.otf", "OEBPS/chapter1.xhtml"])
        #expect(resources.map(\.isFontObfuscation) == [true, false])
        let issues = publication.issues.filter { $0.code == "ocf-encrypted-resource" }
        #expect(issues.count == 1)
        #expect(issues.first?.message.contains("OEBPS/chapter1.xhtml") == true)
    }
}

@Suite("Encrypted content is reported, not read")
struct EncryptionTests {
    @Test func encryptionXMLResourceIsNotParsed() async throws {
        var book = TestBook()
        book.files.append(("META-INF/encryption.xml", """
            <encryption xmlns="urn:oasis:names:tc:opendocument:xmlns:container" xmlns:enc="http://www.w3.org/2001/04/xmlenc#">
              <enc:EncryptedData><enc:EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes256-cbc"/>
                <enc:CipherData><enc:CipherReference URI="OEBPS/chapter1.xhtml"/></enc:CipherData></enc:EncryptedData>
            </encryption>
            """))
        let results = try await book.open().walkContentDocuments { _ in RecordingWalker() }
        let result = try #require(results.first)
        guard case .failure(let error) = result.outcome else {
            Issue.record("an encrypted document was parsed")
            return
        }
        #expect(error.kind == .encryptedEntry)
        #expect(result.walker.elements.isEmpty)
    }

    @Test func zipEncryptedEntryIsRefusedOnRead() throws {
        var entries = TestBook().zipEntries()
        entries.append(.init(name: "OEBPS/secret.xhtml", bytes: Array("<p>hidden</p>".utf8), password: "pw"))
        let container = try ZipContainer(bytes: try ZipArchiveWriter(entries: entries).archive(), name: "drm.epub")
        #expect(container.entry(at: "OEBPS/secret.xhtml")?.isEncrypted == true)
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/secret.xhtml") }
        #expect(error.kind == .encryptedEntry)
        #expect(error.description == "drm.epub: OEBPS/secret.xhtml is encrypted and cannot be read")
    }
}
