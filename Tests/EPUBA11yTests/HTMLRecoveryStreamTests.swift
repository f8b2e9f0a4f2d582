@testable import EPUBA11y
@_spi(Oracle) @testable import EPUBCore
import Foundation
import Testing


/// The HTML recovery streamed (SAX push parse, no tree) against the tree it replaced
/// (`LibXML2.recoverHTMLTree`, the old `htmlCtxtReadMemory` + TreeWalk path), event by event.
@Suite("HTML recovery stream (SAX push parse against the old tree walk)")
struct HTMLRecoveryStreamTests {
    static let chunkSizes = [1, 7, 4096, 64 << 10]

    /// The oracle: the tree path, from a fresh session.
    private static func tree(_ bytes: [UInt8], limits: XMLParseLimits = .default) -> (String, EventLog) {
        var log = EventLog()
        let result = LibXML2.recoverHTMLTree(bytes, url: "doc.xhtml", session: ParseSession(limits: limits),
                                             failure: XMLParseFailure(diagnostics: [], cause: .library("nothing recovered")), walker: &log)
        return (describe(result), log)
    }

    private static func stream(_ bytes: [UInt8], chunkSize: Int, limits: XMLParseLimits = .default,
                               isCancelled: () -> Bool = { false }) -> (String, EventLog) {
        var log = EventLog()
        var chunks = ByteChunks(bytes, size: chunkSize)
        let result = LibXML2.recoverHTML(&chunks, url: "doc.xhtml", session: ParseSession(limits: limits),
                                         failure: XMLParseFailure(diagnostics: [], cause: .library("nothing recovered")),
                                         isCancelled: isCancelled, walker: &log)
        return (describe(result), log)
    }

    private static func describe(_ result: Result<XMLParseReport, XMLParseFailure>) -> String {
        switch result {
        case .success(let report):
            return "\(report.parser) elements \(report.elementCount) unexpanded \(report.unexpandedEntityReferences) diagnostics \(report.diagnostics)"
        case .failure(let failure):
            return "failure \(failure.reason) limit \(String(describing: failure.limit)) cancelled \(failure.cancelled)"
        }
    }

    /// The limits of the comparisons: the default ones but for the CPU budget. These tests compare
    /// two parses of the same bytes, not their speed; a debug build feeding a 26,000-element
    /// document seven bytes at a time, beside other tests on a busy machine, passed the 2 s budget
    /// in CI (the Pepys endnotes) and the stream stopped where the tree had not.
    static let comparisonLimits = XMLParseLimits(maxCPUTime: .seconds(600))

    /// The first difference between the tree's events and the stream's at each chunk size, if any:
    /// `HTMLRecoveryOracle`'s comparison, the one the differential fuzz target runs.
    private static func differences(_ bytes: [UInt8], chunkSizes: [Int] = chunkSizes) -> [String] {
        chunkSizes.compactMap { size in
            HTMLRecoveryOracle.firstDifference(bytes, chunkSize: size, limits: comparisonLimits).map { "chunk size \(size): \($0)" }
        }
    }

    static let handWritten: [String] = [
        // Unclosed tags, implied html/head/body, <p> auto-closed by the next block.
        "<title>T</title><p>one<p>two<div>three<li>four",
        "<html><head><title>T</title><body><p>a<b>bold<i>both</b>italic</p></html>",
        // Whitespace between blocks, inline elements, whitespace-only inline content.
        "<html>\n<head>\n<title>T</title>\n</head>\n<body>\n<div>\n<p>a</p>\n\n<p>b</p>\n</div>\n<p><b>x</b> <i>y</i></p>\n<p> <b> x </b> </p>\n<span> </span>\n</body>\n</html>\n",
        "<body>  <p>  lead</p>  <b> </b>  <em>e</em>  tail  </body>",
        // Comments and processing instructions between whitespace and inside text.
        "<!-- before --><html><!-- a -->\n<body>\n<!-- b -->\n<p>x<!-- c -->y<?pi z?>w</p>\n <!-- d --> \n</body></html>\n<!-- after -->",
        // Script and style (CDATA in the tree), with markup-looking content and embedded close tags.
        "<html><head><style>p { a: b } </p> <b></style><script>if (a < b && c > d) { x('</b>') }</script></head><body><p>t</p><script>\n var s = 1;\n</script>after</body></html>",
        "<html><body><p>x</p>\n<script>one</script><!-- c --><style>two</style>text<script></script></body></html>",
        // Entities: HTML named, unknown, numeric, in text and attributes.
        "<html><body><p title=\"a&amp;b &eacute; &foo; &#65;\">a&nbsp;b &foo; &#233; &#x1F600; &amp &lt;&gt; & x &#0; &#xD800;</p></body></html>",
        // epub:type, xml:lang, xmlns declarations, undeclared prefixes, boolean attributes.
        "<html xmlns=\"http://www.w3.org/1999/xhtml\" xmlns:epub=\"http://www.idpf.org/2007/ops\" xml:lang=\"en\"><body epub:type=\"bodymatter\"><section epub:type=\"chapter\" foo:bar=\"1\"><epub:switch><epub:case>c</epub:case></epub:switch><input type=\"checkbox\" checked disabled value><option selected>o</option></section></body></html>",
        // Inline SVG and MathML islands, with prefixed names.
        "<html><body><p>a<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"><title>c</title><a xlink:href=\"#c\"><circle r=\"1\"/></a></svg><math><mi>x</mi><m:mo>=</m:mo></math><svg:svg><svg:rect/></svg:svg>b</p></body></html>",
        // DOCTYPEs: HTML 4.01 strict (areBlanks' body rule), XHTML 1.1, and one misplaced.
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/strict.dtd\">\n<html><body>\n  <p>x</p>  \n <b>y</b> </body></html>",
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.1//EN\" \"http://www.w3.org/TR/xhtml11/DTD/xhtml11.dtd\">\n<html xmlns=\"http://www.w3.org/1999/xhtml\"><head><title>t</title></head>\n<body><p>a&nbsp;b<br/>c</p><p>unclosed</body></html>\n",
        "<html><body><p>x</p><!DOCTYPE html><p>y</p></body></html>",
        // After the root closed: text, elements, a second html.
        "<html><body><p>x</p></body></html>\n  trailing <p>more</p><html><b>again</b></html>",
        "<p>x</p></html></html><p>y",
        // Broken tags: no '>', invalid names, stray '<' and '&', end tags that match nothing.
        "<html><body><p class=\"a\" <b>bold</b><div id=x</div><p>< not a tag <3 &&; </nothing></p></body></html>",
        "<html><body><p>a</p><img src=\"x.png\" alt=\"pic\"><br><hr/><table><tr><td>1<td>2<tr><td>3</table></body></html>",
        "<html><body><ul><li>one<li>two</ul><dl><dt>t<dd>d</dl><select><option>a<option>b</select></body></html>",
        "<head><meta charset=\"iso-8859-1\"><meta http-equiv=\"Content-Type\" content=\"text/html; charset=windows-1252\"></head><body><p>é ü 漢字</p></body>",
        // Text straight in html/head (implied p), lines of a long document.
        "<html>text in html<head>text in head</head><body>ok</body></html>",
        "<html><body>" + String(repeating: "<p>line</p>\n", count: 300) + String(repeating: "long text ", count: 400) + "<p>end</p></body></html>",
        // A UTF-8 byte order mark.
        "\u{FEFF}<html><body><p>bom</p></body></html>",
        // Documents that end in text: the push parser hands out a last single character from a copy.
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"1\">\n  <image width=\"1\" />\n</svg>\n",
        "<p>a</p>\n\n", "<p>a\n", "<p>text", "<p>x &amp", "<p>x &#6", "<p>x</p>\r\n",
        "<html><body><p>x</p></body></html>trailing <b>b</b> tail",
    ]

    @Test func handWrittenDocumentsGiveTheTreeWalkEvents() {
        for source in Self.handWritten {
            let found = Self.differences(Array(source.utf8))
            #expect(found.isEmpty, "\(source.prefix(80)): \(found.prefix(2))")
        }
        // The tree found something in each (not two empty logs agreeing).
        for source in Self.handWritten {
            #expect(Self.tree(Array(source.utf8)).1.events.count > 2)
        }
    }

    @Test func invalidUTF8AndNULBytes() {
        var bytes = Array("<html><body><p>caf".utf8) + [0xE9] + Array(" latin and \u{00E9} utf-8</p><p>".utf8) + [0xFF, 0xC3] + Array("x</p></body></html>".utf8)
        #expect(Self.differences(bytes).isEmpty, "\(Self.differences(bytes).prefix(2))")
        bytes = Array("<html><body><p>a".utf8) + [0] + Array("b</p><p>c</p></body></html>".utf8)
        #expect(Self.differences(bytes).isEmpty, "\(Self.differences(bytes).prefix(2))")
    }

    @Test func utf16WithByteOrderMark() {
        let source = "<html><head><meta charset=\"utf-8\"><title>t</title></head><body><p title=\"é\">漢字 😀</p>\n<p>two</p></body></html>"
        for bigEndian in [false, true] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in source.utf16 {
                let pair = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
                bytes += bigEndian ? pair.reversed() : pair
            }
            let found = Self.differences(bytes)
            #expect(found.isEmpty, "big endian \(bigEndian): \(found.prefix(2))")
            #expect(Self.tree(bytes).1.events.contains { $0.contains("漢字 😀") })
        }
    }

    @Test func emptyAndBinaryInputRecoverNothing() {
        let inputs: [[UInt8]] = [[], [0x20], Array("   \n\t".utf8), [0xFF, 0xFE], [0xFE, 0xFF, 0x00], [0, 0, 0, 0],
                                 (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 37) }, Array("<!-- only a comment -->".utf8)]
        for bytes in inputs {
            let found = Self.differences(bytes)
            #expect(found.isEmpty, "\(bytes.prefix(8)): \(found.prefix(2))")
        }
        #expect(Self.stream([], chunkSize: 1).0.hasPrefix("failure nothing recovered"))
        #expect(Self.stream(Array("   ".utf8), chunkSize: 1).0.hasPrefix("failure nothing recovered"))
    }

    /// Past libxml2's depth limit the tree builder halted the parse; the stream stops at the same element.
    @Test func deepNesting() {
        for depth in [100, 255, 256, 257, 258, 400] {
            let source = "<html><body>" + String(repeating: "<div>x", count: depth) + "<p>deep</p>" + String(repeating: "</div>", count: depth) + "<p>after</p></body></html>"
            let found = Self.differences(Array(source.utf8))
            #expect(found.isEmpty, "depth \(depth): \(found.prefix(2))")
        }
        let source = "<html><body>" + String(repeating: "<span>", count: 300) + "</body></html>"
        let (_, log) = Self.stream(Array(source.utf8), chunkSize: 7)
        #expect(log.events.filter { $0.hasPrefix("<") && !$0.hasPrefix("</") }.count == 257)  // html, body, 255 spans: nodePush refused the next
    }

    @Test func budgetLimitsStopTheStream() {
        let source = "<html><body>" + String(repeating: "<p class=\"a\">x</p>", count: 2_000) + "</body></html>"
        let limits = XMLParseLimits(maxNodes: 1_000)
        let (treeReport, _) = Self.tree(Array(source.utf8), limits: limits)
        for size in [7, 4096] {
            #expect(Self.stream(Array(source.utf8), chunkSize: size, limits: limits).0 == treeReport)
        }
        #expect(treeReport.contains("limit Optional(EPUBCore.XMLParseLimit.nodes)"))
    }

    @Test func cancellationDuringTheRecoveryIsTypedCancellation() throws {
        // Not well-formed (unclosed <p>), so `walk` goes on to the HTML recovery after the XML pass.
        let source = "<html><body>" + String(repeating: "<p class=\"c\">Some text of a paragraph\n", count: 20_000) + "</body></html>"
        let bytes = Array(source.utf8)
        let xmlChunks = (bytes.count + 4095) / 4096
        var asked = 0
        var walker = EventLog()
        do {
            _ = try XMLDocumentParser.walk(bytes, path: "c.xhtml", recovery: .html, chunkSize: 4096, isCancelled: {
                asked += 1
                return asked > xmlChunks + 4  // the XML pass, the check before recovery, then three HTML chunks
            }, into: &walker)
            Issue.record("a cancelled recovery returned a report")
        } catch {
            #expect(error.isCancelled)
            #expect(error.limit == nil)
        }
        #expect(asked == xmlChunks + 5)
        #expect(walker.events.contains { $0.contains("|p ") })  // the recovery had begun
        #expect(walker.events.count < 1_000)

        // Directly, before any chunk: cancelled, nothing walked.
        let (report, log) = Self.stream(bytes, chunkSize: 7, isCancelled: { true })
        #expect(report.contains("cancelled true"))
        #expect(log.events.isEmpty)
    }

    /// `walk` itself recovers through the stream: the report and events are the tree's.
    @Test func walkRecoversThroughTheStream() throws {
        let source = "<html><body><p>a<br>b</p><p>c</body></html>"
        var walker = EventLog()
        let report = try XMLDocumentParser.walk(Array(source.utf8), path: "w.xhtml", recovery: .html, chunkSize: 3, into: &walker)
        #expect(report.parser == .htmlRecovery)
        #expect(walker == Self.tree(Array(source.utf8)).1)
        #expect(report.elementCount == 5)  // html, body, p, br, p
    }

    /// Every content document of the sample books, forced through the HTML recovery.
    @Test func sampleBookDocumentsThroughTheRecovery() throws {
        var documents = 0
        for name in ["accessible-epub3", "defective-epub3", "legacy-epub2"] {
            let publication = try Publication.open(path: Paths.sampleBooks.appendingPathComponent("\(name).epub").path)
            for item in publication.contentDocuments {
                guard let path = item.path, let bytes = try? publication.container.read(path) else { continue }
                let found = Self.differences(bytes, chunkSizes: bytes.count <= 64 << 10 ? Self.chunkSizes : [7, 4096, 64 << 10])
                #expect(found.isEmpty, "\(name) \(path): \(found.prefix(2))")
                documents += 1
            }
        }
        #expect(documents >= 3)
    }

    /// Every content document of the corpus, forced through the HTML recovery.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func corpusDocumentsThroughTheRecovery() throws {
        var documents = 0
        var differing: [String] = []
        for book in Paths.corpusBooks {
            guard let publication = try? Publication.open(path: book.path) else { continue }
            for item in publication.contentDocuments {
                guard let path = item.path, let bytes = try? publication.container.read(path) else { continue }
                // A libxml2 call per byte is slow in a debug build: one-byte chunks on small documents.
                let sizes = bytes.count <= 16 << 10 ? Self.chunkSizes : [7, 4096, 64 << 10]
                let found = Self.differences(bytes, chunkSizes: sizes)
                if !found.isEmpty { differing.append("\(book.lastPathComponent) \(path): \(found.prefix(2))") }
                documents += 1
            }
        }
        #expect(differing.isEmpty, "\(differing.count) of \(documents) documents differ: \(differing.prefix(5))")
        #expect(documents > 250)
    }
}
