import EPUBCore
import Foundation
import Testing

/// Inputs built to break the reader. Each must give a typed error or a recorded
/// parse error, quickly: never a crash, a hang, or a file read from disk.
@Suite("Hostile inputs")
struct HostileInputTests {
    @Test func truncatedZip() throws {
        let bytes = try TestBook().bytes()
        let error = try #require(throws: EPUBError.self) {
            try Publication.open(bytes: Array(bytes.prefix(bytes.count / 2)), name: "cut.epub")
        }
        #expect(error.kind == .notAZip)
        #expect(error.description.hasPrefix("cut.epub: is not a readable ZIP archive"))
    }

    @Test("not a zip", arguments: [Array("<html>not a zip</html>".utf8), [UInt8](repeating: 0x50, count: 4096), []])
    func notAZip(bytes: [UInt8]) throws {
        let error = try #require(throws: EPUBError.self) { try Publication.open(bytes: bytes, name: "x.epub") }
        // An empty input is refused before libzip (which would treat it as an empty archive).
        #expect(error.kind == .notAZip)
    }

    @Test func entryNamedToEscapeTheRoot() throws {
        var entries = TestBook().zipEntries()
        entries.append(.init(name: "../../x", bytes: Array("evil".utf8)))
        entries.append(.init(name: "/etc/passwd", bytes: Array("evil".utf8)))
        let publication = try Publication.open(bytes: try ZipArchiveWriter(entries: entries).archive(), name: "slip.epub")
        #expect(publication.container.unsafeEntryNames == ["../../x", "/etc/passwd"])
        #expect(publication.issues.filter { $0.code == "ocf-unsafe-entry-name" }.count == 2)
        let error = try #require(throws: EPUBError.self) { try publication.container.read("../../x") }
        #expect(error.kind == .unsafePath)
    }

    @Test func zipBombByCompressionRatio() throws {
        var entries = TestBook().zipEntries()
        entries.append(.init(name: "OEBPS/bomb.xhtml", bytes: [UInt8](repeating: 0, count: 20 << 20)))
        let container = try ZipContainer(bytes: try ZipArchiveWriter(entries: entries).archive(), name: "bomb.epub")
        let entry = try #require(container.entry(at: "OEBPS/bomb.xhtml"))
        #expect(entry.size == 20 << 20)
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/bomb.xhtml") }
        #expect(error.kind == .limitExceeded)
        #expect(error.reason.contains("ratio"))
    }

    @Test func entryLargerThanTheDeclaredSizeLimit() throws {
        var entries = TestBook().zipEntries()
        entries.append(.init(name: "OEBPS/big.xhtml", bytes: (0..<(2 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
        let limits = ContainerLimits(maxEntrySize: 1 << 20)
        let container = try ZipContainer(bytes: try ZipArchiveWriter(entries: entries).archive(), limits: limits)
        let error = try #require(throws: EPUBError.self) { try container.read("OEBPS/big.xhtml") }
        #expect(error.kind == .limitExceeded)
        #expect(error.reason.contains("declares 2097152 bytes"))
    }

    @Test func totalInflatedBytesAreCapped() throws {
        let bytes = try TestBook().bytes()
        let opfSize = try #require(try ZipContainer(bytes: bytes).entry(at: "OEBPS/content.opf")).size
        let container = try ZipContainer(bytes: bytes, limits: ContainerLimits(maxTotalSize: opfSize + 50))
        _ = try container.read("OEBPS/content.opf")  // fits under the cap alone
        let error = #expect(throws: EPUBError.self) {
            for entry in container.entries { _ = try container.read(entry.path) }
        }
        #expect(error?.kind == .limitExceeded)
    }

    @Test("a header that understates the entry size is caught while reading")
    func lyingHeader() throws {
        let payload = [UInt8]((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        var writer = ZipArchiveWriter()
        writer.add("big.xhtml", bytes: payload)
        var bytes = try writer.archive()
        var patched = 0
        // Local header (PK\3\4): uncompressed size at +22. Central header (PK\1\2): at +24.
        for offset in 0..<(bytes.count - 30) where bytes[offset] == 0x50 && bytes[offset + 1] == 0x4B {
            let sizeOffset: Int? = switch (bytes[offset + 2], bytes[offset + 3]) {
            case (3, 4): offset + 22
            case (1, 2): offset + 24
            default: nil
            }
            guard let sizeOffset else { continue }
            bytes.replaceSubrange(sizeOffset..<(sizeOffset + 4), with: [0xE8, 0x03, 0, 0])  // 1000
            patched += 1
        }
        #expect(patched == 2)
        let container = try ZipContainer(bytes: bytes, name: "liar.epub")
        #expect(container.entry(at: "big.xhtml")?.size == 1000)
        let error = try #require(throws: EPUBError.self) { try container.read("big.xhtml") }
        #expect(error.kind == .corruptEntry)
        #expect(error.reason.contains("header declares 1000"))
    }

    @Test func hundredThousandEntries() throws {
        var writer = ZipArchiveWriter(entries: TestBook().zipEntries())
        for index in 0..<100_000 { writer.entries.append(.init(name: "OEBPS/f\(index).txt", bytes: [], stored: true)) }
        let bytes = try writer.archive()
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(throws: EPUBError.self) { try Publication.open(bytes: bytes, name: "many.epub") }
        #expect(error.kind == .limitExceeded)
        #expect(error.description == "many.epub: holds 100005 entries, more than the limit of 50000")
        // Not a timing assertion of speed, a guard against a hang: refusing must not take minutes.
        #expect(clock.now - start < .seconds(60))
        let opened = try Publication.open(bytes: bytes, limits: ContainerLimits(maxEntryCount: 200_000))
        #expect(opened.container.entries.count == 100_005)
    }

    @Test("XXE: an external entity is never loaded", arguments: [
        #"<!DOCTYPE html [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>"#,
        #"<!DOCTYPE html SYSTEM "file:///etc/passwd">"#,
        #"<!DOCTYPE html [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>"#,
    ])
    func externalEntities(doctype: String) throws {
        let source = """
            <?xml version="1.0"?>
            \(doctype)
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>before &xxe; after</p></body></html>
            """
        let (_, walker) = try walk(source)
        #expect(!walker.text.contains("root:"))
        #expect(walker.text.contains("before"))
    }

    @Test("billion laughs: entity expansion stops, it does not hang or explode")
    func billionLaughs() throws {
        var doctype = #"<!ENTITY lol0 "lol">"#
        for level in 1...10 {
            doctype += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let source = """
            <?xml version="1.0"?>
            <!DOCTYPE html [\(doctype)]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>&lol10;</p></body></html>
            """
        let (report, walker) = try walk(source)
        #expect(walker.text.utf8.count < 100_000)
        #expect(report.elementCount >= 1)
    }

    @Test("200,000 nested elements: the walk is iterative and the tree is freed without overflow")
    func deepNesting() throws {
        let depth = 200_000
        let source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>"
            + String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth) + "</body></html>"
        let (report, walker) = try walk(source)
        #expect(!report.isWellFormed)  // libxml2 refuses depth > 256 without XML_PARSE_HUGE
        #expect(report.diagnostics.contains { $0.message.contains("depth") })
        #expect(walker.elements.count == walker.ends)
    }
}
