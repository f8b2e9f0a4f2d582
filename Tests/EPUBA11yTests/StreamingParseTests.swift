@testable import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// Every event of a walk as text, so two walks can be compared whole (lines and depths included).
/// Shared by the streaming tests of the XML pass and of the HTML recovery.
struct EventLog: XMLWalker, Equatable {
    var events: [String] = []

    mutating func startElement(_ element: XMLStartElement) {
        let attributes = element.attributes.map { "\($0.namespace ?? "-")|\($0.localName)=\($0.value)" }
        events.append("<\(element.namespace ?? "-")|\(element.localName) line \(element.line) depth \(element.depth) \(attributes)")
    }

    mutating func endElement(localName: String, namespace: String?, depth: Int) {
        events.append("</\(namespace ?? "-")|\(localName) depth \(depth)")
    }

    mutating func text(_ text: String, line: Int) { events.append("text line \(line): \(text)") }

    /// The events without the lines of text runs: libxml2 gives a text node the line it has reached
    /// at its first character callback, which for a run longer than its 300-byte buffer depends on
    /// where a chunk ended. No walker reads text lines; element lines do not move.
    var withoutTextLines: [String] {
        events.map { $0.hasPrefix("text line ") ? "text" + $0.drop { $0 != ":" } : $0 }
    }

    var text: String { events.filter { $0.hasPrefix("text ") }.map { String($0.split(separator: ":", maxSplits: 1)[1].dropFirst()) }.joined() }
}

@Suite("Streaming parse (SAX2 push parser fed in chunks)")
struct StreamingParseTests {
    static let chunkSizes = [1, 7, 4096]

    /// Parses `bytes` whole and at every chunk size; expects the same events and report each time.
    @discardableResult
    private static func sameAtEveryChunkSize(
        _ bytes: [UInt8], path: String = "OEBPS/doc.xhtml", recovery: XMLDocumentParser.Recovery = .html,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> (XMLParseReport, EventLog) {
        var whole = EventLog()
        let report = try XMLDocumentParser.walk(bytes, path: path, recovery: recovery, chunkSize: Int.max, into: &whole)
        for size in chunkSizes {
            var chunked = EventLog()
            let chunkedReport = try XMLDocumentParser.walk(bytes, path: path, recovery: recovery, chunkSize: size, into: &chunked)
            #expect(chunkedReport == report, "chunk size \(size)", sourceLocation: sourceLocation)
            #expect(chunked.withoutTextLines == whole.withoutTextLines, "chunk size \(size)", sourceLocation: sourceLocation)
        }
        return (report, whole)
    }

    static let crafted = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html [
          <!ENTITY pub "Éditions «Test»">
          <!ENTITY rich "<b>bold</b> text">
        ]>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="fr">
        <head><title>A &amp; B</title></head>
        <body epub:type="bodymatter">
        <!-- a comment splits text -->
        <p title="x &amp; &pub; &#233;">a &lt; b &amp; c, &pub;, &rich;.</p>
        <p>before<!-- c -->after<?pi data?>tail</p>
        <pre><![CDATA[if (a < b) { x(); }]]><![CDATA[ more]]>plain</pre>
        <p>漢字 — é 😀 ünïcödé</p>
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10">
          <title>A circle</title><a xlink:href="#c"><circle r="1"/></a></svg>
        <math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><mo>=</mo><mn>1</mn></math>
        </body>
        </html>
        """

    @Test func craftedDocumentIsTheSameAtEveryChunkSize() throws {
        let (report, log) = try Self.sameAtEveryChunkSize(Array(Self.crafted.utf8))
        #expect(report.parser == .xml)
        #expect(report.elementCount == 16)  // the <b> inside &rich; is text, as it was
        #expect(report.unexpandedEntityReferences == 0)
        // Predefined and character references arrive as text; the document's entities are
        // expanded as declared (markup inside stays text), each as its own text event.
        #expect(log.events.contains("text line 10: Éditions «Test»"))
        #expect(log.events.contains("text line 10: <b>bold</b> text"))
        #expect(log.events.contains("text line 10: a < b & c, "))
        #expect(log.text.contains("A & B"))
        #expect(log.text.contains("if (a < b) { x(); } more"))
        #expect(log.text.contains("漢字 — é 😀 ünïcödé"))
        // Comments and processing instructions end text runs, as they ended text nodes.
        #expect(log.events.contains("text line 11: before"))
        #expect(log.events.contains("text line 11: after"))
        #expect(log.events.contains("text line 11: tail"))
        // Two adjacent CDATA sections are one run; the text after them another.
        #expect(log.events.contains("text line 12: if (a < b) { x(); } more"))
        #expect(log.events.contains("text line 12: plain"))
        // Attributes: entities resolved, namespaces resolved.
        #expect(log.events.contains { $0.contains("|p line 10 depth 2") && $0.contains("-|title=x & Éditions «Test» é") })
        #expect(log.events.contains { $0.contains("http://www.w3.org/2000/svg|a ") && $0.contains("http://www.w3.org/1999/xlink|href=#c") })
        #expect(log.events.contains { $0.hasPrefix("<http://www.w3.org/1999/xhtml|body line 8 depth 1")
                && $0.contains("http://www.idpf.org/2007/ops|type=bodymatter") })
        #expect(log.events.contains { $0.hasPrefix("<http://www.w3.org/1998/Math/MathML|mi ") })
        #expect(log.events.last == "</http://www.w3.org/1999/xhtml|html depth 0")
    }

    @Test func undeclaredPrefixesHTMLEntitiesAndEntityBudget() throws {
        // `epub:` undeclared (a namespace error, not fatal), `&nbsp;` under an XHTML 1.1 DOCTYPE.
        let source = """
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.1//EN" "http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd">
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>t</title></head>
            <body><section epub:type="chapter" foo:bar="1"><p>a&nbsp;b</p></section></body></html>
            """
        let (report, log) = try Self.sameAtEveryChunkSize(Array(source.utf8))
        #expect(report.parser == .xml)
        #expect(log.events.contains { $0.contains("|section ") && $0.contains("http://www.idpf.org/2007/ops|type=chapter")
                && $0.contains("-|foo:bar=1") })
        #expect(log.text.contains("a\u{A0}b"))

        // Past the expansion budget references stay unexpanded and are counted.
        let big = String(repeating: "x", count: 1_000)
        let bomb = """
            <!DOCTYPE html [<!ENTITY big "\(big)">]>
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>\(String(repeating: "&big;", count: 50))</p></body></html>
            """
        var log2 = EventLog()
        let limits = XMLParseLimits(maxEntityExpansion: 10_500)
        let bombReport = try XMLDocumentParser.walk(Array(bomb.utf8), path: "b.xhtml", recovery: .html, limits: limits,
                                                    chunkSize: 7, into: &log2)
        #expect(bombReport.unexpandedEntityReferences == 40)
        #expect(log2.text.utf8.count == 10_000)
    }

    @Test func utf16WithByteOrderMarkIsTheSameAtEveryChunkSize() throws {
        let source = #"<?xml version="1.0" encoding="UTF-16"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p title="é">漢字 😀</p></body></html>"#
        for bigEndian in [false, true] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in source.utf16 {
                let pair = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
                bytes += bigEndian ? pair.reversed() : pair
            }
            let (report, log) = try Self.sameAtEveryChunkSize(bytes)
            #expect(report.parser == .xml)
            #expect(log.text == "漢字 😀")
            #expect(log.events.contains { $0.contains("-|title=é") })
        }
    }

    /// The XML pass feeds the walker before the document turns out not to be well-formed; the HTML
    /// pass must start from the walker as it was, so nothing of the XML pass is left in it.
    @Test func notWellFormedDocumentIsRecoveredFromAFreshWalker() throws {
        let source = """
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head>
            <body><p epub:type="note">One<br></p>
            <p>Two &amp; <svg><circle r="1"/></svg></p></body></html>
            """
        let (report, log) = try Self.sameAtEveryChunkSize(Array(source.utf8))
        #expect(report.parser == .htmlRecovery)
        #expect(report.diagnostics.contains { $0.level == .fatal && $0.line == 2 && $0.message.contains("Opening and ending tag mismatch") })
        #expect(log.events.filter { $0.contains("|html line") }.count == 1)
        #expect(log.events.first?.hasPrefix("<http://www.w3.org/1999/xhtml|html line 1 depth 0") == true)
        #expect(log.events.contains { $0.contains("|p ") && $0.contains("http://www.idpf.org/2007/ops|type=note") })
        #expect(log.events.contains { $0.hasPrefix("<http://www.w3.org/2000/svg|circle ") })
        #expect(log.text.contains("Two & "))

        // Without recovery the document fails with the XML diagnostics, at every chunk size.
        for size in Self.chunkSizes {
            var walker = EventLog()
            #expect(throws: XMLDocumentError.self) {
                try XMLDocumentParser.walk(Array(source.utf8), path: "x.xhtml", recovery: .none, chunkSize: size, into: &walker)
            }
        }
    }

    /// libxml2's depth limit used to fire in its tree builder; a streaming pass raises the same
    /// error at the same place (line and column of the start tag's `<`, as `xmllint` reports it).
    @Test(arguments: [(50, 8, 33), (85, 5, 433)])
    func excessiveDepthIsTheSameErrorAsBefore(every: Int, line: Int, column: Int) throws {
        var source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>\n"
        for index in 0..<300 { source += index % every == 0 ? "<div class=\"a\"\n id=\"d\(index)\">x" : "<div>" }
        source += "</body></html>"
        for size in [1, 7, 4096, Int.max] {
            var walker = EventLog()
            let error = try #require(throws: XMLDocumentError.self) {
                try XMLDocumentParser.walk(Array(source.utf8), path: "d.xhtml", recovery: .none, chunkSize: size, into: &walker)
            }
            let depth = try #require(error.diagnostics.first)
            #expect(error.diagnostics.count == 1)
            #expect(depth.level == .fatal && depth.code == 1)
            #expect(depth.message == "Excessive depth in document: 256 use XML_PARSE_HUGE option")
            #expect(depth.line == line, "chunk size \(size)")
            #expect(depth.column == column, "chunk size \(size)")
        }
    }

    /// libxml2 keeps line numbers past 65,535 only with XML_PARSE_BIG_LINES; the stream reads the
    /// parser's own line, so an element far down a long document has its real line.
    @Test func linesPast65535AreKept() throws {
        let source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>" + String(repeating: "\n", count: 70_000)
            + "<p id=\"far\">x</p></body></html>"
        let (_, log) = try Self.sameAtEveryChunkSize(Array(source.utf8))
        #expect(log.events.contains { $0.hasPrefix("<http://www.w3.org/1999/xhtml|p line 70001 depth 2") })
    }

    /// The attribute scan runs chunk by chunk; cut anywhere, it counts what the whole scan counts.
    @Test func attributeScanIsTheSameInChunks() throws {
        let tricky = [
            #"<!DOCTYPE html [<!ENTITY e "a > b c d"> <!-- x --> ]><html a="1" b='2' c=3><p x y z/></html>"#,
            "<!-- - -- ---><p a b c d></p><!--->x y z w v--><q a/>",
            "<![CDATA[ <p a b c d e f> ]]]]><i a b/><?pi <p a b c d e f g>??><b a=\"x y z\" c/>",
            "<!- not a comment <p a b c d e f> -><p a b/><!x [ > ] > <p a b c d e f g h>",
            "<p\n a\n\tb\r c = \"1\" d/e f>text</p ><",
        ]
        for source in tricky {
            let bytes = Array(source.utf8)
            let whole = XMLPreflight.maxAttributesPerTag(bytes, stoppingAbove: .max)
            for size in [1, 2, 3, 7] {
                var scanner = XMLPreflight()
                var chunks = ByteChunks(bytes, size: size)
                while let chunk = chunks.next() { scanner.feed(chunk) }
                #expect(scanner.most == whole, "\(source) at chunk size \(size)")
            }
        }
        #expect(XMLPreflight.maxAttributesPerTag(Array(tricky[0].utf8), stoppingAbove: .max) == 3)
        #expect(XMLPreflight.maxAttributesPerTag(Array(tricky[1].utf8), stoppingAbove: .max) == 4)
        #expect(XMLPreflight.maxAttributesPerTag(Array(tricky[2].utf8), stoppingAbove: .max) == 2)
        #expect(XMLPreflight.maxAttributesPerTag(Array(tricky[3].utf8), stoppingAbove: .max) == 8)
        #expect(XMLPreflight.maxAttributesPerTag(Array(tricky[4].utf8), stoppingAbove: .max) == 5)

        // A tag past the limit stops the parse at every chunk size, before libxml2 sees the tag whole.
        let attributes = (0..<2_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body><p \(attributes)>x</p></body></html>"
        for size in [1, 7, 4096, Int.max] {
            var walker = EventLog()
            let error = try #require(throws: XMLDocumentError.self) {
                try XMLDocumentParser.walk(Array(source.utf8), path: "a.xhtml", recovery: .html, chunkSize: size, into: &walker)
            }
            #expect(error.limit == .attributesPerElement, "chunk size \(size)")
            #expect(!walker.events.contains { $0.contains("|p ") })
        }
    }

    @Test func cancellationStopsAtTheNextChunkWithATypedError() throws {
        let paragraph = "<p class=\"c\">Some text of a paragraph, long enough to take a while.</p>\n"
        let source = "<html xmlns=\"http://www.w3.org/1999/xhtml\"><body>"
            + String(repeating: paragraph, count: 100_000) + "</body></html>"
        let bytes = Array(source.utf8)
        var asked = 0
        var walker = EventLog()
        do {
            _ = try XMLDocumentParser.walk(bytes, path: "big.xhtml", recovery: .html, limits: XMLParseLimits(maxNodes: 10_000_000),
                                           chunkSize: 4096, isCancelled: {
                                               asked += 1
                                               return asked > 3
                                           }, into: &walker)
            Issue.record("a cancelled parse returned a report")
        } catch {
            #expect(error.isCancelled)
            #expect(error.limit == nil)
            #expect(error.summary.contains("cancelled"))
        }
        #expect(asked == 4)
        // Promptly: three chunks of 4 KiB hold well under 200 paragraphs of the 100,000 (counted, not timed).
        #expect(walker.events.count < 1_000)
    }

    @Test func aCancelledTaskStopsTheWalkOfAPublicationDocument() async throws {
        let publication = try Publication.open(path: Paths.sampleBooks.appendingPathComponent("accessible-epub3.epub").path)
        let path = try #require(publication.contentDocuments.first?.path)
        let kind = await Task { () -> EPUBError.Kind? in
            withUnsafeCurrentTask { $0?.cancel() }
            var walker = EventLog()
            do {
                _ = try publication.walkDocument(at: path, into: &walker)
                return nil
            } catch let error as EPUBError {
                return error.kind
            } catch {
                return nil
            }
        }.value
        #expect(kind == .cancelled)
        // Not cancelled: the same document walks.
        var walker = EventLog()
        #expect(try publication.walkDocument(at: path, into: &walker).parser == .xml)
    }

    /// Real documents: the inventory (and every event) is the same whole and in chunks.
    @Test func sampleBookDocumentsAreTheSameAtEveryChunkSize() throws {
        for name in ["accessible-epub3", "defective-epub3", "legacy-epub2"] {
            let publication = try Publication.open(path: Paths.sampleBooks.appendingPathComponent("\(name).epub").path)
            // Up to eight documents a book: every producer's markup, at a cost the suite can carry.
            for item in publication.contentDocuments.prefix(8) {
                // Documents over 256 KiB take seconds each in a debug build; the release corpus run
                // compares every report of the corpus whole (closing note of #14).
                guard let path = item.path, let bytes = try? publication.container.read(path), bytes.count <= 256 << 10 else { continue }
                try Self.sameAtEveryChunkSize(bytes, path: path)
                try Self.sameInventory(bytes, path: path, mediaType: item.mediaType, chunkSizes: Self.chunkSizes)
            }
        }
    }

    /// The contiguous fast path of the attribute scan (text skipped to the next `<`, tags in a
    /// tight loop) against the byte-by-byte reference, which a non-contiguous collection takes:
    /// after every chunk, the same count, on random markup and on every sample book document.
    @Test func attributeScanFastPathEqualsTheByteByByteScan() throws {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("<<>>!!--[]CDATA??\"'= \t\n/abc".utf8)
        var inputs: [[UInt8]] = (0..<3000).map { _ in
            (0..<Int.random(in: 0...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }
        }
        let books = try FileManager.default.contentsOfDirectory(at: Paths.sampleBooks, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "epub" } + Paths.corpusBooks.prefix(12)
        for book in books {
            guard let publication = try? Publication.open(path: book.path) else { continue }
            for item in publication.contentDocuments {
                if let path = item.path, let bytes = try? publication.container.read(path) { inputs.append(bytes) }
            }
        }
        #expect(inputs.count > 3005)
        for bytes in inputs {
            for size in [1, 7, 4096] {
                var fast = XMLPreflight(), reference = XMLPreflight()
                var chunks = ByteChunks(bytes, size: size)
                while let chunk = chunks.next() {
                    let fastMost = fast.feed(chunk), referenceMost = reference.feed(chunk.lazy.map { $0 })
                    #expect(fastMost == referenceMost, "\(String(decoding: bytes.prefix(200), as: UTF8.self).debugDescription) at \(size)")
                    if fastMost != referenceMost { return }
                }
            }
            // Stopping above a limit stops at the same count.
            #expect(XMLPreflight().feedCopy(bytes, 1) == XMLPreflight().feedCopy(bytes.lazy.map { $0 }, 1))
        }
    }

    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func corpusDocumentsGiveTheSameInventoryInChunks() throws {
        var documents = 0
        for book in Paths.corpusBooks {
            guard let publication = try? Publication.open(path: book.path) else { continue }
            for item in publication.contentDocuments {
                guard let path = item.path, let bytes = try? publication.container.read(path) else { continue }
                // 7-byte chunks cost a libxml2 call per 7 bytes: on the small documents only, so the
                // suite stays fast; every document is cut into 4 KiB chunks.
                try Self.sameInventory(bytes, path: path, mediaType: item.mediaType, chunkSizes: bytes.count <= 64 << 10 ? [7, 4096] : [4096])
                documents += 1
            }
        }
        #expect(documents > 250)
    }

    private static func sameInventory(_ bytes: [UInt8], path: String, mediaType: String, chunkSizes: [Int]) throws {
        func inventory(_ size: Int) -> ContentInventory? {
            var builder = ContentInventoryBuilder(path: path, mediaType: mediaType)
            guard (try? XMLDocumentParser.walk(bytes, path: path, recovery: .html, chunkSize: size, into: &builder)) != nil else {
                return nil
            }
            return builder.inventory
        }
        let whole = inventory(Int.max)
        for size in chunkSizes {
            #expect(inventory(size) == whole, "\(path) at chunk size \(size)")
        }
    }
}

extension XMLPreflight {
    /// The count a fresh scanner reaches over `bytes`, stopping above `limit`.
    func feedCopy<C: Collection>(_ bytes: C, _ limit: Int) -> Int where C.Element == UInt8 {
        var scanner = self
        return scanner.feed(bytes, stoppingAbove: limit)
    }
}
