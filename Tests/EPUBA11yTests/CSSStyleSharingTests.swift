@testable import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// Elements share computed styles within a document and across a book's documents (issue #18's
/// cost): sharing must change no style. Real books are walked twice, sharing and computing every
/// element's cascade, and every element's style compared; small documents pin the cases a key
/// could miss (an ancestor's class only the book's sheet tests, the root's font size, a sibling).
@Suite("CSS style sharing")
struct CSSStyleSharingTests {
    /// Every element's computed style, in document order.
    struct Recorder: XMLWalker {
        var styles: CSSStyleWalker
        var computed: [CSSComputedStyle] = []
        var byID: [String: CSSComputedStyle] = [:]
        mutating func startElement(_ element: XMLStartElement) {
            styles.enter(element)
            computed.append(styles.current)
            if let id = element.attribute("id") { byID[id] = styles.current }
        }
        mutating func endElement(localName: String, namespace: String?, depth: Int) { styles.leave() }
        mutating func text(_ text: String, line: Int) { styles.text(text) }
    }

    /// The styles of every content document of `publication`, in spine order, all walks sharing
    /// one book's sheets, and how many cascades the walks computed.
    static func styles(of publication: Publication, sharing: Bool) -> (documents: [(path: String, styles: [CSSComputedStyle])], cascades: Int) {
        let sheets = CSSStyleSheets(container: publication.container)
        var cascades = 0
        let documents: [(path: String, styles: [CSSComputedStyle])] = publication.contentDocuments.compactMap { item in
            guard let path = item.path else { return nil }
            var recorder = Recorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets, sharesStyles: sharing))
            _ = try? publication.walkDocument(at: path, into: &recorder)
            cascades += recorder.styles.cascadesComputed
            return (path, recorder.computed)
        }
        return (documents, cascades)
    }

    /// Books with much CSS: structural selectors by the dozen, MathML, `style` attributes, several sheets.
    static let books = [
        "se-william-shakespeare_hamlet.epub", "idpf-WCAG.epub", "idpf-linear-algebra.epub", "idpf-childrens-literature.epub",
        "pandoc-wasteland.epub", "idpf-accessible_epub_3.epub", "readium-Hales-Motivic-Measure.epub", "idpf-epub30-spec.epub",
    ]

    /// The corpus book `name`, opened; nil when the corpus is not on this machine.
    static func corpusBook(_ name: String) throws -> Publication? {
        let file = Paths.corpus.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        return try Publication.open(path: file.path)
    }

    @Test(arguments: books)
    func sharingChangesNoStyleOfARealBook(name: String) throws {
        guard let publication = try Self.corpusBook(name) else { return }  // no corpus here
        let (shared, sharedCascades) = Self.styles(of: publication, sharing: true)
        let (computed, allCascades) = Self.styles(of: publication, sharing: false)
        #expect(shared.map(\.path) == computed.map(\.path))
        var elements = 0
        for (one, other) in zip(shared, computed) {
            #expect(one.styles.count == other.styles.count, "\(one.path)")
            for (index, (a, b)) in zip(one.styles, other.styles).enumerated() where a != b {
                Issue.record("\(name) \(one.path): element \(index) differs: shared \(a.color) on \(a.backdrop), computed \(b.color) on \(b.backdrop)")
                break
            }
            elements += one.styles.count
        }
        #expect(elements > 100, "the book was walked")
        // Sharing happened: a cascade for every element without it (and the root's once more in a
        // document whose `head` brought sheets after its title's text asked for it), for fewer than
        // half with it (idpf-WCAG: 236 of 867).
        #expect(allCascades >= elements && allCascades <= elements + shared.count, "\(allCascades) cascades for \(elements) elements")
        #expect(sharedCascades * 2 < elements, "\(sharedCascades) cascades for \(elements) elements")
    }

    /// The style of the element each run of visible text is in, asked for only then (as the
    /// contrast analysis asks), by the element's position in document order. Not in `head`: a
    /// style computed at an element's start there is one the linked sheets, still unread, did not
    /// decide (the root's is found again once `head` ends, and so are those below it).
    struct TextRecorder: XMLWalker {
        var styles: CSSStyleWalker
        var entered = 0
        var open: [(index: Int, name: String)] = []
        var atText: [Int: CSSComputedStyle] = [:]
        mutating func startElement(_ element: XMLStartElement) {
            styles.enter(element)
            open.append((entered, element.localName))
            entered += 1
        }
        mutating func endElement(localName: String, namespace: String?, depth: Int) {
            styles.leave()
            _ = open.popLast()
        }
        mutating func text(_ text: String, line: Int) {
            styles.text(text)
            guard let element = open.last?.index, atText[element] == nil, WhiteSpaceScan.hasVisibleCharacter(text) else { return }
            let style = styles.current
            if !open.contains(where: { $0.name == "head" }) { atText[element] = style }
        }
    }

    @Test(arguments: books)
    func aStyleComputedAtTheFirstTextIsTheOneComputedAtTheStart(name: String) throws {
        // Styles are computed when text asks, with those of the open ancestors not yet computed:
        // each must be what it would have been at the element's start.
        guard let publication = try Self.corpusBook(name) else { return }  // no corpus here
        let (eager, _) = Self.styles(of: publication, sharing: true)
        let sheets = CSSStyleSheets(container: publication.container)
        var compared = 0
        for document in eager {
            var recorder = TextRecorder(styles: CSSStyleWalker(documentPath: document.path, styleSheets: sheets))
            _ = try? publication.walkDocument(at: document.path, into: &recorder)
            #expect(recorder.entered == document.styles.count, "\(document.path)")
            for (element, style) in recorder.atText.sorted(by: { $0.key < $1.key }) where document.styles.indices.contains(element) {
                compared += 1
                if style != document.styles[element] {
                    Issue.record("\(name) \(document.path): element \(element) differs: at its text \(style.color) on \(style.backdrop), at its start \(document.styles[element].color)")
                    break
                }
            }
        }
        #expect(compared > 50, "runs of text were judged")
    }

    @Test func elementsWithoutTextCostNoCascade() throws {
        // Every cascade computed (no sharing): html, head, title (its text), html again (once `head`
        // brought the sheet), body, p, em; not the link, the br, the img, the div and its span, which no text is in.
        let body = #"<body><p>a<br/><em>b</em><img src="x.png" alt=""/></p><div> <span/> </div></body>"#
        let path = "OEBPS/text/c.xhtml"
        let sheets = CSSStyleSheets(["OEBPS/css/s.css": CSSStyleSheet("em { color: #333 }")])
        var recorder = TextRecorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets, sharesStyles: false))
        _ = try XMLDocumentParser.walk(Array(Self.document(body: body).utf8), path: path, recovery: .none, into: &recorder)
        #expect(recorder.entered == 11)
        #expect(recorder.styles.cascadesComputed == 7)
        #expect(recorder.atText.values.map(\.color.description).sorted() == ["#000000", "#333333"])
    }

    @Test func theSameDeclarationsUnderAnEqualParentStyleAreResolvedOnce() throws {
        // The two `em` have keys of their own (a `div`, which a selector names, is not a `p`), and
        // each its cascade, but the same declarations win for both under equal parent styles: the
        // second takes the first's resolved style. So do the root found again once `head` brought
        // the sheet, the `p` (no declaration, under `body`'s style, as `body` under the root's) and
        // the `div`; not the `strong`, which another declaration styles.
        let body = #"<body><p><em>a</em></p><div class="y"><em>b</em><strong>c</strong></div></body>"#
        let path = "OEBPS/text/c.xhtml"
        let sheets = CSSStyleSheets(["OEBPS/css/s.css": CSSStyleSheet("div.x em { font-weight: bold } em, strong { color: #333 }")])
        var styles: [[String]] = []
        for sharing in [true, false] {
            var recorder = TextRecorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets, sharesStyles: sharing))
            _ = try XMLDocumentParser.walk(Array(Self.document(body: body).utf8), path: path, recovery: .none, into: &recorder)
            #expect(recorder.styles.stylesResolvedAgain == (sharing ? 4 : 0))
            styles.append(recorder.atText.sorted { $0.key < $1.key }.map { "\($0.value.color) \($0.value.fontWeight)" })
        }
        #expect(styles[0] == styles[1])
        #expect(styles[0].suffix(3) == ["#333333 400", "#333333 400", "#333333 700"])
    }

    /// Two documents of one book walked in turn, sharing its sheets.
    static func walk(_ documents: [String], sheet: String, sharing: Bool = true) throws -> [[String: CSSComputedStyle]] {
        let sheets = CSSStyleSheets(["OEBPS/css/s.css": CSSStyleSheet(sheet)])
        return try documents.enumerated().map { number, body in
            let path = "OEBPS/text/c\(number).xhtml"
            var recorder = Recorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets, sharesStyles: sharing))
            _ = try XMLDocumentParser.walk(Array(body.utf8), path: path, recovery: .none, into: &recorder)
            return recorder.byID
        }
    }

    static let paragraphs = #"<body><p id="p">text <span id="s">more</span></p><br/><p id="q">again</p></body>"#

    static func document(html: String = "", body: String = paragraphs) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" \(html)>
        <head><title>T</title><link rel="stylesheet" href="../css/s.css"/></head>
        \(body)
        </html>
        """
    }

    @Test func aClassOfTheRootThatOnlyTheBooksSheetTestsKeepsDocumentsApart() throws {
        // The root starts before the sheet is linked, when no selector tests its class: its context
        // must be found again once the sheet is in, or the second document would share the first's styles.
        let styles = try Self.walk([Self.document(html: #"class="dark""#), Self.document()],
                                   sheet: ".dark body p { color: #fefefe; background-color: #010101 }")
        #expect(styles[0]["p"]?.color.description == "#fefefe")
        #expect(styles[1]["p"]?.color.description == "#000000")
        #expect(styles[0]["q"]?.color.description == "#fefefe")
        #expect(styles[1]["q"]?.color.description == "#000000")
    }

    @Test func theRootsFontSizeKeepsDocumentsApart() throws {
        // `body` has the same style in both (an absolute size): only the root's size tells the paragraphs apart.
        let styles = try Self.walk([Self.document(html: #"style="font-size: 20px""#), Self.document()],
                                   sheet: "body { font-size: 16px } p { font-size: 2rem }")
        #expect(styles[0]["p"]?.fontSize == 40)
        #expect(styles[1]["p"]?.fontSize == 32)
    }

    @Test func siblingsWithTheSameStartTagShareOnlyWhatStructuralSelectorsAllow() throws {
        let body = #"<body><h2>t</h2><p id="a">1</p><p id="b">2</p><br/><p id="c">3</p><p id="d">4</p></body>"#
        for sharing in [true, false] {
            let styles = try Self.walk([Self.document(body: body)], sheet: "h2 + p { color: #020202 } br + p { color: #030303 } p:first-child { color: #040404 }",
                                       sharing: sharing)
            #expect(styles[0]["a"]?.color.description == "#020202")
            #expect(styles[0]["b"]?.color.description == "#000000")
            #expect(styles[0]["c"]?.color.description == "#030303")
            #expect(styles[0]["d"]?.color.description == "#000000")
        }
    }

    @Test func paragraphsWhoseAncestorsNoStructuralSelectorCanMatchAreFoundAlikeUnbuilt() throws {
        // A Standard Ebooks sheet styles `hgroup h2 + p`: every paragraph is its candidate, and was
        // built and matched against it. Outside an `hgroup` none can match, and the context says so
        // (the selector's `hgroup` is in it): the paragraphs after the first of a context are found
        // alike from their start tags, before they are built. A sibling rule with no ancestor
        // (`h2 + p`) could match any paragraph: each is built and matched.
        let sections = (1...30).map { #"<section><h2>s\#($0)</h2><p>a</p><p>b</p><p>c</p></section>"# }.joined()
        let body = #"<body><hgroup><h2>T</h2><p>u</p></hgroup>\#(sections)<hgroup><h2>E</h2><p>v</p></hgroup></body>"#
        let path = "OEBPS/text/c.xhtml"
        func walk(_ sheet: String, sharing: Bool = true) throws -> TextRecorder {
            let sheets = CSSStyleSheets(["OEBPS/css/s.css": CSSStyleSheet(sheet)])
            var recorder = TextRecorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets, sharesStyles: sharing))
            _ = try XMLDocumentParser.walk(Array(Self.document(body: body).utf8), path: path, recovery: .none, into: &recorder)
            return recorder
        }
        let nested = try walk("hgroup h2 + p { font-size: 25px }")
        let computed = try walk("hgroup h2 + p { font-size: 25px }", sharing: false)
        #expect(nested.atText == computed.atText)
        // The subtitles are the only paragraphs the rule styles (elements in document order: html,
        // head, title, link, body, hgroup, h2, p), the last one after 90 paragraphs of its depth
        // under the same parent style: the hgroup's context keeps it apart from them.
        #expect(nested.atText[7]?.fontSize == 25)
        #expect(nested.atText.values.filter { $0.fontSize == 25 }.count == 2)
        // 30 sections of a heading and 3 paragraphs: all but the first section's found from their start tags.
        #expect(nested.styles.stylesFoundUnbuilt >= 115, "\(nested.styles.stylesFoundUnbuilt) found unbuilt")
        let sibling = try walk("h2 + p { font-size: 25px }")
        #expect(sibling.atText.values.filter { $0.fontSize == 25 }.count == 32)
        // The headings only.
        #expect(sibling.styles.stylesFoundUnbuilt <= 31, "\(sibling.styles.stylesFoundUnbuilt) found unbuilt")
    }

    @Test func aSiblingRuleBeyondTheKeptSiblingsIsDecidedAlikeWithAndWithoutSharing() throws {
        // 80 paragraphs: the window of earlier siblings drops the first ones. No `h3` ever comes,
        // which the names counted at the level prove: `h3 ~ p` is no match for every paragraph,
        // in the key of a shared style and in the cascade alike.
        let paragraphs = (1...80).map { #"<p id="p\#($0)">\#($0)</p>"# }.joined()
        let document = Self.document(body: "<body><div>\(paragraphs)</div></body>")
        let sheet = "h3 ~ p { color: #070707 } p ~ p { background-color: #fdfdfd }"
        let shared = try Self.walk([document], sheet: sheet, sharing: true)[0]
        let computed = try Self.walk([document], sheet: sheet, sharing: false)[0]
        for number in [1, 2, 40, 70, 80] {
            let id = "p\(number)"
            #expect(shared[id] == computed[id], "\(id)")
            #expect(computed[id]?.colorUncertainty == nil, "\(id)")
            #expect(computed[id]?.color.description == "#000000", "\(id)")
        }
        #expect(computed["p1"]?.backgroundColor.description != "#fdfdfd")
        #expect(computed["p80"]?.backgroundColor.description == "#fdfdfd")
    }

    @Test func aStyleAttributeThatSetsAColourKeepsItsLine() throws {
        let body = """
            <body><p id="a" style="color: #050505">1</p>
            <p id="b" style="color: #050505">2</p><p id="c" style="text-align: center">3</p></body>
            """
        let styles = try Self.walk([Self.document(body: body)], sheet: "p { color: #060606 }")
        #expect(styles[0]["a"]?.colorSource?.line != styles[0]["b"]?.colorSource?.line)
        #expect(styles[0]["a"]?.colorSource?.selector == "style attribute")
        #expect(styles[0]["c"]?.color.description == "#060606")
    }

    @Test func laterChaptersComputeNoCascadeForWhatAChapterAddsToABigTable() throws {
        // The first chapter fills its cascade's table with forty-odd entries; the second finds one
        // new style (its `em`), a handful next to them; the third, alike, must find that one shared,
        // and its root, found again after `head` brought the sheet, too.
        let classes = (1...20).map { ".c\($0) { color: #0000\(String(format: "%02d", $0)) }" }.joined(separator: " ")
        let sheets = CSSStyleSheets(["OEBPS/css/s.css": CSSStyleSheet(classes)])
        let first = Self.document(body: "<body>" + (1...20).map { #"<p class="c\#($0)">t</p>"# }.joined() + "</body>")
        let later = Self.document(body: #"<body><p class="c1"><em>t</em></p></body>"#)
        let cascades = try [first, later, later].enumerated().map { number, document in
            let path = "OEBPS/text/c\(number).xhtml"
            var recorder = Recorder(styles: CSSStyleWalker(documentPath: path, styleSheets: sheets))
            _ = try XMLDocumentParser.walk(Array(document.utf8), path: path, recovery: .none, into: &recorder)
            return recorder.styles.cascadesComputed
        }
        #expect(cascades[0] > 20 && cascades[1] == 1)
        #expect(cascades[2] == 0)
    }
}

/// The byte-level helpers of the hot path agree with what they replace.
@Suite("CSS hot-path helpers")
struct CSSHotPathHelperTests {
    @Test func visibleCharactersAreThoseOutsideUnicodesWhiteSpace() {
        // Every scalar, alone and after white space, against the Unicode property it lists.
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            let expected = !scalar.properties.isWhitespace
            if WhiteSpaceScan.hasVisibleCharacter(text) != expected || WhiteSpaceScan.hasVisibleCharacter(" \u{A0}" + text) != expected {
                Issue.record("U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        #expect(!WhiteSpaceScan.hasVisibleCharacter(""))
    }

    @Test func runsOfEveryWhiteSpaceCharacterAreBlankUntilAnotherCharacterFollows() {
        // All 25 White_Space characters in a row (one to three bytes each, so the runs cross
        // eight-byte words at every offset), then each character whose UTF-8 starts like one of them.
        let spaces = (UInt32(0)...0x3000).compactMap(Unicode.Scalar.init).filter(\.properties.isWhitespace)
        #expect(spaces.count == 25)
        let run = String(String.UnicodeScalarView(spaces))
        for prefix in ["", " ", "  ", "   "] {
            #expect(!WhiteSpaceScan.hasVisibleCharacter(prefix + run + run))
            for visible in ["x", "\u{A9}", "\u{2010}", "\u{2060}", "\u{1681}", "\u{3001}", "\u{0915}"] {
                #expect(WhiteSpaceScan.hasVisibleCharacter(prefix + run + visible + run), "\(visible.unicodeScalars.first!.value)")
            }
        }
    }

    @Test func whiteSpaceIsReadEightBytesAtATimeAsByteByByte() {
        // Every ASCII character after runs of every length that cross eight-byte words, of each
        // white space byte: runs of up to 15 bytes are read through the view, longer ones from storage.
        let spaces: [UInt8] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
        for length in 0...19 {
            for (offset, space) in spaces.enumerated() {
                let run = (0..<length).map { $0 % 3 == 0 ? space : spaces[($0 + offset) % spaces.count] }
                #expect(!WhiteSpaceScan.hasVisibleCharacter(String(decoding: run, as: UTF8.self)), "\(length) \(space)")
                for ascii in UInt8(0)...0x7F {
                    let expected = !spaces.contains(ascii)
                    let text = String(decoding: run + [ascii] + run, as: UTF8.self)
                    if WhiteSpaceScan.hasVisibleCharacter(text) != expected { Issue.record("\(length) spaces, then \(ascii)") }
                }
            }
        }
        // Runs of spaces, read thirty-two bytes at a time, after a line end or not: every ASCII
        // character at every offset of the first 80 bytes, then more spaces.
        for lead in [[], [UInt8(0x0A)]] {
            for length in 0...80 {
                let run = lead + [UInt8](repeating: 0x20, count: length)
                #expect(!WhiteSpaceScan.hasVisibleCharacter(String(decoding: run + run, as: UTF8.self)), "\(length) spaces")
                for ascii in UInt8(0)...0x7F {
                    let expected = !spaces.contains(ascii)
                    let text = String(decoding: run + [ascii] + [UInt8](repeating: 0x20, count: 40), as: UTF8.self)
                    if WhiteSpaceScan.hasVisibleCharacter(text) != expected { Issue.record("\(length) spaces, then \(ascii)") }
                }
            }
        }
        #expect(WhiteSpaceScan.isASCIIWhiteSpace(0x2020_2020_0D0C_0B09))
        #expect(!WhiteSpaceScan.isASCIIWhiteSpace(0x2020_2020_0E0C_0B09))
        #expect(!WhiteSpaceScan.isASCIIWhiteSpace(0x2020_2020_2020_2008))
        #expect(!WhiteSpaceScan.isASCIIWhiteSpace(0xA020_2020_2020_2020))
        #expect(!WhiteSpaceScan.isASCIIWhiteSpace(0x2120_2020_2020_2020))
    }

    @Test func wordsAreASCIIWhitespaceSeparated() {
        let cases: [(String, String, Bool)] = [
            ("noteref", "noteref", true), ("footnote noteref", "noteref", true), ("noteref footnote", "noteref", true),
            ("  noteref\t", "noteref", true), ("noterefs", "noteref", false), ("anoteref", "noteref", false),
            ("note ref", "noteref", false), ("noteref", "note", false), ("", "noteref", false), ("a b", "", false),
            ("a b", "a b", false), ("z3998:poem\u{A0}x", "z3998:poem", false), ("x\u{C}noteref", "noteref", true),
        ]
        for (value, word, expected) in cases {
            #expect(CSSElementPath.hasWord(value, word) == expected, "\(value) ~= \(word)")
            #expect(CSSElementPath.hasWord(value, word) == CSSElementPath.words(value).contains { $0 == word && !word.isEmpty }, "\(value)")
        }
    }
}
