@testable import EPUBA11y
@testable import EPUBCore
import Testing

/// The fast paths of issue #45 against the slow paths they replaced: names compared as keys,
/// text gathered from lent bytes, escaping skipped when nothing needs it.
@Suite("Walker fast paths agree with their references")
struct BorrowedEventsTests {
    static let names = [
        "", "a", "b", "p", "i", "em", "li", "br", "h1", "h6", "h7", "H1", "td", "th", "tr", "ul", "ol", "dl", "div", "img", "nav",
        "svg", "span", "body", "area", "form", "main", "meta", "link", "html", "head", "title", "input", "aside", "table",
        "thead", "tbody", "tfoot", "audio", "video", "track", "embed", "label", "meter", "strong", "figure", "source", "script",
        "select", "button", "iframe", "object", "canvas", "header", "footer", "section", "article", "details", "caption",
        "picture", "colgroup", "textarea", "progress", "figcaption", "blockquote", "annotation-xml", "aria-labelledby",
        "aria-describedby", "headers", "for", "é", "ü1", "日本", "tablex", "figcaptions", "P", "DIV", "h1\u{301}",
    ]

    static func element(_ name: String) -> XMLStartElement {
        XMLStartElement(localName: name, namespace: XMLNamespace.xhtml, attributes: [], line: 1, depth: 0)
    }

    @Test("a name's key is its bytes when it has one to eight, 0 otherwise; equal keys, equal names")
    func nameKeys() {
        #expect(XMLStartElement.nameKey("") == 0)
        #expect(XMLStartElement.nameKey("a") == 0x61)
        #expect(XMLStartElement.nameKey("div") == 0x76_69_64)
        #expect(XMLStartElement.nameKey("textarea") != 0)
        #expect(XMLStartElement.nameKey("figcaption") == 0)
        var seen: [UInt64: String] = [:]
        for name in Self.names where XMLStartElement.nameKey(name) != 0 {
            let key = XMLStartElement.nameKey(name)
            #expect(seen[key] == nil || seen[key] == name, "\(name) and \(seen[key] ?? "") share a key")
            seen[key] = name
            #expect(Self.element(name).nameKey == key)
        }
        #expect(seen.count > 60)
    }

    @Test("XHTML element names found by key as by name")
    func elementNamesByKey() {
        var found = 0
        for name in Self.names {
            let byName = XHTMLElementName(name)
            #expect(XHTMLElementName(Self.element(name)) == byName, "\(name)")
            if byName != nil { found += 1 }
        }
        #expect(found > 30)
        #expect(XHTMLElementName.byKey.count == 43)  // every name the table lists (figcaption, ten bytes, is left to the string path)
    }

    @Test("name sets answer by key as by name")
    func nameSetsByKey() {
        let sets = [LinkBlockState.inline, ARIAStandard.landmarkElements, ARIAStandard.chromiumRoleElements,
                    ContentInventoryBuilder.sectioningElements, ContentInventoryBuilder.roledElements,
                    ContentInventoryBuilder.idReferenceNames]
        var members = 0
        for set in sets {
            for name in Self.names {
                #expect(set.contains(Self.element(name)) == set.contains(name), "\(name)")
                if set.contains(name) { members += 1 }
            }
        }
        #expect(members > 40)
    }

    @Test("a text buffer holds what was appended, across growth and emptying")
    func textBuffer() {
        var buffer = XMLTextBuffer()
        var reference: [UInt8] = []
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            if round % 37 == 0 {
                buffer.removeAll()
                reference.removeAll()
            }
            let piece = (0..<Int.random(in: 0...90, using: &generator)).map { _ in UInt8.random(in: 0x20...0x7E, using: &generator) }
            piece.withUnsafeBufferPointer { buffer.append($0.span) }
            reference += piece
            #expect(buffer.count == reference.count)
            #expect(buffer.string == String(decoding: reference, as: UTF8.self))
            #expect(buffer.withBytes { span in (0..<span.count).map { span[$0] } } == reference)
        }
        buffer.removeAll()
        buffer.append("é—x")
        #expect(buffer.string == "é—x" && buffer.count == "é—x".utf8.count && !buffer.isEmpty)
    }

    @Test("isBlank on lent bytes agrees with isBlank on the string")
    func blankBytes() {
        for text in ["", " ", "\n\t ", "\u{A0}", "\u{3000}x", "x", " \u{301}", "\u{2003}\u{2003}", "é"] {
            var copy = text
            let fromBytes = copy.withUTF8 { WhiteSpaceScan.isBlank($0.span) }
            #expect(fromBytes == WhiteSpaceScan.isBlank(text), "\(text.debugDescription)")
        }
    }

    @Test("escaping returns what the scalar loop returns")
    func escaping() {
        let pieces = ["a", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{1}", "\u{1F}", "\u{7F}", "é", "\u{FFFE}", "\u{FFFF}",
                      "\u{FFFD}", "\u{EFBF}", "\u{BFBE}", "日", "👍"]
        var generator = SystemRandomNumberGenerator()
        var samples = pieces
        for _ in 0..<3000 {
            samples.append((0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined())
        }
        var unchanged = 0
        for sample in samples {
            if !XMLEscaping.needsEscaping(sample, quotes: true) { unchanged += 1 }
            for quotes in [false, true] {
                #expect(XMLEscaping.escape(sample, quotes: quotes) == XMLEscaping.escapedByScalar(sample, quotes: quotes), "\(sample.debugDescription)")
            }
        }
        #expect(unchanged > 200)  // the shortcut was taken
    }
}
