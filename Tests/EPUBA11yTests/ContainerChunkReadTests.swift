import Foundation
import Testing
@testable import EPUBCore

/// Entries read a chunk at a time (`Container.openEntry`), as content documents now reach the
/// parser: the same bytes as a whole read, the same refusals, and readers that interleave.
@Suite("Containers: entries read in chunks")
struct ContainerChunkReadTests {
    /// Bytes that deflate unevenly, so chunk edges fall inside compressed blocks.
    static let payload: [UInt8] = (0..<70_000).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 13) }

    static func drain(_ reader: any ContainerEntryReader, chunkSize: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk = try reader.read(upTo: chunkSize)
            if chunk.isEmpty { return bytes }
            #expect(chunk.count <= max(1, chunkSize))
            bytes += chunk
        }
    }

    static func zip() throws -> ZipContainer {
        var writer = ZipArchiveWriter()
        writer.add("a.xhtml", bytes: payload)
        writer.add("b.xhtml", bytes: Array(payload.reversed()), stored: true)
        writer.add("empty.xhtml", bytes: [])
        return try ZipContainer(bytes: try writer.archive(), name: "chunks.epub")
    }

    @Test(arguments: [1, 7, 4096, 65_536, 1 << 20])
    func zipEntriesInChunksEqualWholeReads(chunkSize: Int) throws {
        let container = try Self.zip()
        for path in ["a.xhtml", "b.xhtml", "empty.xhtml"] where chunkSize > 1 || path != "a.xhtml" {
            let reader = try container.openEntry(path)
            #expect(try Self.drain(reader, chunkSize: chunkSize) == container.read(path))
            #expect(try reader.read(upTo: chunkSize).isEmpty)  // stays at the end
        }
    }

    @Test func folderEntriesInChunksEqualWholeReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("chunk-read-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.payload).write(to: folder.appendingPathComponent("a.xhtml"))
        let container = try DirectoryContainer(path: folder.path)
        for size in [7, 4096, 1 << 20] {
            #expect(try Self.drain(container.openEntry("a.xhtml"), chunkSize: size) == Self.payload)
        }
        // A file that grows after the scan is refused, not read past its size.
        let reader = try container.openEntry("a.xhtml")
        try Data(Self.payload + [1, 2, 3]).write(to: folder.appendingPathComponent("a.xhtml"))
        let error = try #require(throws: EPUBError.self) { _ = try Self.drain(reader, chunkSize: 50_000) }
        #expect(error.kind == .corruptEntry)
        #expect(error.reason.contains("changed size"))
    }

    /// libzip's handles are shared by every entry of an archive: two readers whose chunks alternate
    /// (two documents parsed at once) must each get their own entry's bytes.
    @Test func interleavedReadersOfOneArchiveGetTheirOwnBytes() throws {
        let container = try Self.zip()
        let a = try container.openEntry("a.xhtml"), b = try container.openEntry("b.xhtml")
        var gotA: [UInt8] = [], gotB: [UInt8] = []
        while true {
            let chunkA = try a.read(upTo: 1000), chunkB = try b.read(upTo: 333)
            if chunkA.isEmpty && chunkB.isEmpty { break }
            gotA += chunkA
            gotB += chunkB
        }
        #expect(gotA == Self.payload)
        #expect(gotB == Array(Self.payload.reversed()))
    }

    @Test func aHeaderThatUnderstatesTheSizeIsCaughtMidStream() throws {
        var writer = ZipArchiveWriter()
        writer.add("big.xhtml", bytes: Self.payload)
        var bytes = try writer.archive()
        // Local header (PK\3\4): uncompressed size at +22; central header (PK\1\2): at +24. 1000 bytes.
        for offset in 0..<(bytes.count - 30) where bytes[offset] == 0x50 && bytes[offset + 1] == 0x4B {
            let sizeOffset: Int? = switch (bytes[offset + 2], bytes[offset + 3]) {
            case (3, 4): offset + 22
            case (1, 2): offset + 24
            default: nil
            }
            if let sizeOffset { bytes.replaceSubrange(sizeOffset..<(sizeOffset + 4), with: [0xE8, 0x03, 0, 0]) }
        }
        let container = try ZipContainer(bytes: bytes, name: "liar.epub")
        let reader = try container.openEntry("big.xhtml")
        var delivered = 0
        let error = try #require(throws: EPUBError.self) {
            while true {
                let chunk = try reader.read(upTo: 100)
                if chunk.isEmpty { break }
                delivered += chunk.count
            }
        }
        #expect(error.kind == .corruptEntry)
        #expect(error.reason.contains("header declares 1000"))
        #expect(delivered <= 1000)  // never a byte past the declared size
    }

    @Test func openingChecksTheLimitsLikeAWholeRead() throws {
        var writer = ZipArchiveWriter()
        writer.add("a.xhtml", bytes: Self.payload)
        writer.add("b.xhtml", bytes: Self.payload)
        let bytes = try writer.archive()
        let small = try ZipContainer(bytes: bytes, limits: ContainerLimits(maxEntrySize: 1000))
        let tooBig = try #require(throws: EPUBError.self) { _ = try small.openEntry("a.xhtml") }
        #expect(tooBig.kind == .limitExceeded)
        // Each open counts its declared size against the total, like a whole read.
        let capped = try ZipContainer(bytes: bytes, limits: ContainerLimits(maxTotalSize: UInt64(Self.payload.count) + 10))
        _ = try capped.openEntry("a.xhtml")
        let total = try #require(throws: EPUBError.self) { _ = try capped.openEntry("b.xhtml") }
        #expect(total.kind == .limitExceeded)
        let missing = try #require(throws: EPUBError.self) { _ = try capped.openEntry("nope.xhtml") }
        #expect(missing.kind == .missingEntry)
    }

    /// A source that does not know its size beforehand is still held to the document limit.
    @Test func aSourceWithoutADeclaredSizeIsHeldToTheDocumentLimit() throws {
        let document = Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>\(String(repeating: "word ", count: 400))</p></body></html>".utf8)
        let source = XMLDocumentSource { AnyIterator(ByteChunks(document, size: 64)) }
        var walker = RecordingWalker()
        let error = try #require(throws: XMLDocumentError.self) {
            try XMLDocumentParser.walk(source, path: "doc.xhtml", recovery: .html,
                                       limits: XMLParseLimits(maxDocumentBytes: 1000), into: &walker)
        }
        #expect(error.limit == .documentBytes)
        var whole = RecordingWalker()
        let report = try XMLDocumentParser.walk(source, path: "doc.xhtml", recovery: .html, into: &whole)
        #expect(report.isWellFormed)
        #expect(whole.text.contains("word word"))
    }
}

/// The CPU limit reached inside a text callback: libxml2's `xmlStopParser` frees the input buffer
/// the callback's bytes point into, so the callback must not read them afterwards (valgrind found
/// such a read; under `make test-asan` this test is where a regression would show).
@Suite("Parse limits: a stop inside a text callback")
struct StopInsideTextCallbackTests {
    @Test func theCPULimitInATextRunStopsWithTheLimit() throws {
        // Thousands of character callbacks (every entity reference ends one) and few elements,
        // so the clock is read from the text path first.
        let text = String(repeating: "ab&amp;cd&lt;", count: 20_000)
        let document = Array("<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p>\(text)</p></body></html>".utf8)
        var walker = RecordingWalker()
        let error = try #require(throws: XMLDocumentError.self) {
            try XMLDocumentParser.walk(document, path: "doc.xhtml", recovery: .html,
                                       limits: XMLParseLimits(maxCPUTime: .zero), into: &walker)
        }
        #expect(error.limit == .cpuTime)
    }
}
