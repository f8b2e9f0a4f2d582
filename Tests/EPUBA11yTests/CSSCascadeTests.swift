@testable import EPUBCore
import Foundation
import Testing

/// Selectors Level 3 parsing and matching, media conditions, and the cascade computed during a
/// real libxml2 walk (issue #18).
@Suite("CSS selectors and cascade")
struct CSSCascadeTests {
    /// Records the computed style of every element that has an `id`.
    struct Probe: XMLWalker {
        var styles: CSSStyleWalker
        var byID: [String: CSSComputedStyle] = [:]
        mutating func startElement(_ element: XMLStartElement) {
            styles.enter(element)
            if let id = element.attribute("id") { byID[id] = styles.current }
        }
        mutating func endElement(localName: String, namespace: String?, depth: Int) { styles.leave() }
        mutating func text(_ text: String, line: Int) { styles.text(text) }
    }

    static func styles(head: String = "", body: String, sheets: [String: String] = [:]) throws -> [String: CSSComputedStyle] {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en">
            <head><title>T</title>\(head)</head>
            <body>\(body)</body>
            </html>
            """
        let parsed = CSSStyleSheets(sheets.mapValues { CSSStyleSheet($0) })
        var probe = Probe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: parsed))
        _ = try XMLDocumentParser.walk(Array(document.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        return probe.byID
    }

    static func color(_ styles: [String: CSSComputedStyle], _ id: String) -> String { styles[id]?.color.description ?? "missing" }

    @Test func aLinkResolvesOncePerFolderButASelfReferenceForEachDocument() {
        let sheets = CSSStyleSheets([:])
        #expect(sheets.linkTarget("../css/s.css", from: "OEBPS/text/c1.xhtml") == "OEBPS/css/s.css")
        #expect(sheets.linkTarget("../css/s.css", from: "OEBPS/text/c2.xhtml") == "OEBPS/css/s.css")
        #expect(sheets.linkTarget("../css/s.css", from: "OEBPS/more/text/c3.xhtml") == "OEBPS/more/css/s.css")
        #expect(sheets.linkTarget("../../../s.css", from: "OEBPS/text/c1.xhtml") == nil, "outside the container")
        // An href with no path is the document itself, whichever document of the folder links it.
        #expect(sheets.linkTarget("", from: "OEBPS/text/c1.xhtml") == "OEBPS/text/c1.xhtml")
        #expect(sheets.linkTarget("", from: "OEBPS/text/c2.xhtml") == "OEBPS/text/c2.xhtml")
        #expect(sheets.linkTarget("#x", from: "OEBPS/text/c2.xhtml") == "OEBPS/text/c2.xhtml")
    }

    @Test func specificityAndInvalidLists() throws {
        let selectors = try #require(CSSSelector.parseList("#a .b p, ul > li:first-child + li, [epub|type~='note']::before, *"))
        #expect(selectors.map { [$0.specificity.ids, $0.specificity.classes, $0.specificity.types] } == [[1, 1, 1], [0, 1, 3], [0, 1, 1], [0, 0, 0]])
        #expect(selectors[1].combinators == [.child, .adjacent])
        #expect(selectors[2].pseudoElement == "before")
        #expect(selectors[2].subject.attributes.first?.namespace == XMLNamespace.epub)
        for bad in ["p >", "a..b", "p, ", "[x=]", ":nth-child(2x)", "p::before span"] {
            #expect(CSSSelector.parseList(bad) == nil, "\(bad)")
        }
        #expect(CSSSelectorParser.anPlusB("2n+1")! == (2, 1) && CSSSelectorParser.anPlusB("-n + 3")! == (-1, 3))
        #expect(CSSSelector.parseList("li:nth-child(2n+1)")?.first?.subject.pseudoClasses == [.nthChild(a: 2, b: 1)])
        #expect(CSSSelector.parseList("li:nth-child( -n + 3 )")?.first?.subject.pseudoClasses == [.nthChild(a: -1, b: 3)])
        #expect(CSSSelectorParser.anPlusB("odd")! == (2, 1) && CSSSelectorParser.anPlusB("7")! == (0, 7))
    }

    @Test func combinatorsAttributesAndStructuralPseudoClasses() throws {
        let styles = try Self.styles(head: """
            <style>
            div.box > p { color: #010101 }
            section p em { color: #020202 }
            h2 + p { color: #030303 }
            h3 ~ p { color: #040404 }
            li:nth-child(2n+1) { color: #050505 }
            li:first-of-type { background-color: #060606 }
            [epub|type~="noteref"] { color: #070707 }
            a[href^="http"]:not(.local) { color: #080808 }
            p:lang(fr) { color: #090909 }
            :root { background-color: #fefefe }
            </style>
            """, body: """
            <div class="box"><p id="child">c</p><span><p id="grandchild">g</p></span></div>
            <section><div><p><em id="deep">d</em></p></div></section>
            <h2>x</h2><p id="adjacent">a</p><p id="notAdjacent">n</p>
            <h3>y</h3><img src="i.png" alt=""/><p id="sibling">s</p>
            <ul><li id="one">1</li><li id="two">2</li><li id="three">3</li></ul>
            <a id="ref" epub:type="footnote noteref" href="#n">1</a>
            <a id="external" href="https://example.org/">e</a><a id="local" class="local" href="http://x">l</a>
            <p id="french" xml:lang="fr-CA">bonjour</p>
            """)
        #expect(Self.color(styles, "child") == "#010101")
        #expect(Self.color(styles, "grandchild") == "#000000")
        #expect(Self.color(styles, "deep") == "#020202")
        #expect(Self.color(styles, "adjacent") == "#030303")
        #expect(Self.color(styles, "notAdjacent") == "#000000")
        #expect(Self.color(styles, "sibling") == "#040404")
        #expect([Self.color(styles, "one"), Self.color(styles, "two"), Self.color(styles, "three")] == ["#050505", "#000000", "#050505"])
        #expect(Self.color(styles, "one") == "#050505" && Self.color(styles, "two") == "#000000" && Self.color(styles, "three") == "#050505")
        #expect(styles["one"]?.backgroundColor.description == "#060606" && styles["two"]?.backgroundColor.alpha == 0)
        #expect(Self.color(styles, "ref") == "#070707")
        #expect(Self.color(styles, "external") == "#080808" && Self.color(styles, "local") == "#0000ee")
        #expect(Self.color(styles, "french") == "#090909")
        #expect(styles["child"]?.backdrop.description == "#fefefe")
    }

    @Test func notAdjacentFollowsAnH2OnlyThroughTheSiblingRule() throws {
        // `h3 ~ p` must not reach a p before the h3.
        let styles = try Self.styles(head: "<style>h3 ~ p { color: #040404 }</style>", body: #"<p id="before">b</p><h3>h</h3><p id="after">a</p>"#)
        #expect(Self.color(styles, "before") == "#000000" && Self.color(styles, "after") == "#040404")
    }

    @Test func siblingsClosedBeforeASiblingSelectorArrivedAreUndecidableNotAbsent() throws {
        // No sheet has `+` or `~` until the `<style>` in the body: the walk keeps no closed
        // siblings before it, so what precedes that style element is unknown, never "none".
        let styles = try Self.styles(body: """
            <p id="a">x</p><p id="b">y</p><style>p + p, p ~ h2 { color: #333 }</style><p id="c">z</p><p id="d">w</p><h2 id="e">h</h2>
            """)
        #expect(Self.color(styles, "d") == "#333333", "a sibling closed after the rule came is kept")
        #expect(styles["c"]?.contrastUncertainty?.english.contains("sibling") == true, "its previous sibling closed before the rule came")
        #expect(styles["d"]?.contrastUncertainty == nil)
        #expect(Self.color(styles, "e") == "#333333", "p#d is a kept earlier sibling of the h2")
        #expect(Self.color(styles, "b") == "#000000" && styles["b"]?.contrastUncertainty == nil, "no sibling rule applied yet")
        // With the rule in `head`, every sibling is kept and nothing is undecidable.
        let known = try Self.styles(head: "<style>p + p { color: #333 }</style>", body: #"<p id="a">x</p><p id="b">y</p>"#)
        #expect(Self.color(known, "b") == "#333333" && known["b"]?.contrastUncertainty == nil && Self.color(known, "a") == "#000000")
    }

    @Test func childrenCountedByNameOnlyOnceASelectorReadsThemAreUndecidableBeforeNotWrong() throws {
        // No sheet reads positions by name (`:nth-of-type`, `~`) until the `<style>` in the first
        // `div`: the walk counts none before it, so the positions of that `div`'s later children
        // are undecidable; the next `div`'s children are counted from its start.
        let styles = try Self.styles(body: """
            <div><p id="a">x</p><style>p:first-of-type { color: #333 } h2:nth-of-type(2) { color: #444 }</style>
            <p id="b">y</p><h2 id="c">h</h2><h2 id="d">h</h2></div>
            <div><p id="e">z</p><p id="f">w</p><h2 id="g">h</h2><h2 id="h">h</h2></div>
            """)
        #expect(Self.color(styles, "a") == "#000000" && styles["a"]?.contrastUncertainty == nil, "no such rule yet")
        for id in ["b", "c", "d"] {
            #expect(styles[id]?.contrastUncertainty?.english.contains("same name") == true, "\(id): its earlier siblings were not counted")
        }
        #expect(Self.color(styles, "e") == "#333333" && styles["e"]?.contrastUncertainty == nil)
        #expect(Self.color(styles, "f") == "#000000" && styles["f"]?.contrastUncertainty == nil)
        #expect(Self.color(styles, "g") == "#000000" && Self.color(styles, "h") == "#444444")
        // With the rule in `head`, every child is counted and nothing is undecidable.
        let known = try Self.styles(head: "<style>p:first-of-type { color: #333 }</style>",
                                    body: #"<div><h2>t</h2><p id="a">x</p><p id="b">y</p></div>"#)
        #expect(Self.color(known, "a") == "#333333" && Self.color(known, "b") == "#000000" && known["b"]?.contrastUncertainty == nil)
    }

    @Test func elementsAlikeButForWhatASelectorTestsGetTheirOwnStyles() throws {
        // Siblings compared before a key is built: each difference a selector tests must tell them apart.
        let styles = try Self.styles(head: """
            <style>
            span[data-x="1"] { color: #111 } span[data-y] { color: #222 } #k { color: #333 } .c { color: #444 }
            span:lang(fr) { color: #555 } span[data-z="1" i] { color: #666 }
            </style>
            """, body: """
            <p><span id="a1" data-x="1">a</span><span id="a2" data-x="2">a</span><span id="a3" data-x="1">a</span></p>
            <p><span id="b1" title="t">b</span><span id="b2" data-y="">b</span><span id="b3" title="u">b</span></p>
            <p><span id="j">c</span><span id="k">c</span><span id="l">c</span></p>
            <p><span id="m" class="d">d</span><span id="n" class="c">d</span><span id="o" class="d e">d</span></p>
            <p><span id="q">e</span><span id="r" xml:lang="fr">e</span><span id="s" lang="de">e</span></p>
            <p><span id="t" data-z="1">f</span><span id="u" data-z="2">f</span><span id="v" data-z="1" title="x">f</span></p>
            """)
        let colors = ["a1", "a2", "a3", "b1", "b2", "b3", "j", "k", "l", "m", "n", "o", "q", "r", "s", "t", "u", "v"].map { Self.color(styles, $0) }
        #expect(colors == ["#111111", "#000000", "#111111", "#000000", "#222222", "#000000", "#000000", "#333333", "#000000",
                           "#000000", "#444444", "#000000", "#000000", "#555555", "#000000", "#666666", "#000000", "#666666"])
        // And the comparison is what found them: the second and third of three alike spans build no key.
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title></head>
            <body><p><span id="x1">a</span><span id="x2">b</span><span id="x3">c</span></p></body></html>
            """
        var probe = Probe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: CSSStyleSheets([:])))
        _ = try XMLDocumentParser.walk(Array(document.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        #expect(probe.byID.count == 3)
        #expect(probe.styles.stylesFoundAlike == 2)
    }

    @Test func alikeElementsShareTheirStructuralCandidatesButMatchThemAgainstTheirOwnSiblings() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title>
            <style>h2 + p { color: #333 } p:first-child { color: #444 } p.k:first-child { color: #555 }</style></head>
            <body><section><p id="a">x</p><h2>t</h2><p id="b">y</p><p id="c">z</p><p id="d" class="k">w</p></section></body></html>
            """
        var probe = Probe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: CSSStyleSheets([:])))
        _ = try XMLDocumentParser.walk(Array(document.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        #expect(["a", "b", "c", "d"].map { Self.color(probe.byID, $0) } == ["#444444", "#333333", "#000000", "#000000"])
        // html, body, section, p and p.k: the ids, which no structural subject requires, do not
        // tell the paragraphs apart (one search per element would make 7).
        #expect(probe.styles.structuralCandidateSearches == 5)
    }

    @Test func attributeNamesMatchASCIICaseInsensitivelyInXHTMLOnly() throws {
        let styles = try Self.styles(head: "<style>span[TITLE] { color: #111 } span[DATA-É] { color: #222 }</style>",
                                     body: #"<p><span id="a" title="x">a</span><span id="b" data-é="1">b</span><span id="c" data-É="1">c</span></p>"#)
        // ASCII letters fold (Selectors 4 §6.1); others do not.
        #expect(["a", "b", "c"].map { Self.color(styles, $0) } == ["#111111", "#000000", "#222222"])
    }

    @Test func cascadeOrderImportanceInheritanceAndKeywords() throws {
        let styles = try Self.styles(head: """
            <style>
            p { color: #111111 }
            .b { color: #222222 }
            p.b { color: #333333 }
            p.imp { color: #444444 !important }
            .wrap { color: #555555; background-color: rgba(0, 0, 255, 0.5) }
            .current { background-color: currentColor }
            .reset { color: initial }
            :root { --ink: #666666 }
            .var { color: var(--ink) } .fallback { color: var(--none, #777777) }
            </style>
            """, body: """
            <p id="p">p</p><p id="b" class="b">b</p><p id="imp" class="imp b" style="color: #999999">i</p>
            <p id="inline" class="b" style="color: #aaaaaa">s</p>
            <div class="wrap"><span id="inherits">x</span><span id="current" class="current">c</span><span id="reset" class="reset">r</span></div>
            <span id="var" class="var">v</span><span id="fallback" class="fallback">f</span>
            """)
        #expect(Self.color(styles, "p") == "#111111")
        #expect(Self.color(styles, "b") == "#333333")
        #expect(Self.color(styles, "imp") == "#444444")
        #expect(Self.color(styles, "inline") == "#aaaaaa")
        #expect(Self.color(styles, "inherits") == "#555555")
        #expect(styles["inherits"]?.backdrop.description == "#8080ff")  // 50 % blue over the white page
        #expect(styles["current"]?.backgroundColor.description == "#555555")
        #expect(Self.color(styles, "reset") == "#000000" && styles["reset"]?.colorSource == nil)
        #expect(Self.color(styles, "var") == "#666666" && Self.color(styles, "fallback") == "#777777")
        #expect(styles["b"]?.colorSource?.description == "p.b (OEBPS/text/c.xhtml:6)")
    }

    @Test func fontSizesWeightsAndLargeText() throws {
        let styles = try Self.styles(head: """
            <style>
            html { font-size: 20px }
            .em { font-size: 1.5em } .pct { font-size: 50% } .rem { font-size: 2rem } .pt { font-size: 18pt }
            .kw { font-size: x-large } .bold14 { font: bold 14pt Georgia, serif } .vw { font-size: 5vw }
            </style>
            """, body: """
            <div class="em"><span id="em">e</span><span id="pct" class="pct">p</span></div>
            <span id="rem" class="rem">r</span><span id="pt" class="pt">t</span><span id="kw" class="kw">k</span>
            <span id="bold" class="bold14">b</span><h1 id="h1">h</h1><span style="font-size: 16px"><strong id="strong">s</strong></span><span id="vw" class="vw">v</span>
            """)
        #expect(styles["em"]?.fontSize == 30 && styles["pct"]?.fontSize == 15 && styles["rem"]?.fontSize == 40)
        #expect(styles["pt"]?.fontSize == 24 && styles["pt"]?.isLargeText == true)
        #expect(styles["kw"]?.fontSize == 24)
        #expect(styles["bold"]?.fontWeight == 700 && styles["bold"]?.isLargeText == true)
        #expect(styles["h1"]?.fontSize == 40 && styles["h1"]?.fontWeight == 700)
        #expect(styles["strong"]?.fontWeight == 700 && styles["strong"]?.isLargeText == false)
        #expect(styles["vw"]?.fontSizeUncertainty != nil)
        let huge = try Self.styles(body: String(repeating: #"<div style="font-size: 1000em">"#, count: 60) + #"<span id="s">x</span>"#
                                          + String(repeating: "</div>", count: 60))
        #expect(huge["s"]?.fontSize == 100_000)
    }

    @Test func hiddenOffScreenAndUndecidable() throws {
        let styles = try Self.styles(head: """
            <style>
            .sr { position: absolute; left: -999em } .clip { position: absolute; clip: rect(0 0 0 0) }
            .img { background: url(paper.png) #fff } .cover { background-color: #fff }
            div.lc p:last-child { color: #eee } @media (min-width: 40em) { .wide { color: #eee } }
            .first::first-letter { color: red } .sel::selection { color: red }
            </style>
            """, body: """
            <p id="sr" class="sr">s</p><p id="clip" class="clip">c</p><p id="none" style="display: none">n</p>
            <div class="img"><p id="onImage">i</p><div class="cover"><p id="covered">c</p></div></div>
            <div class="lc"><p id="last">l</p></div><p id="wide" class="wide">w</p><p id="first" class="first">f</p><p id="sel" class="sel">s</p>
            <p id="fixed" style="position: fixed">f</p><p id="faded" style="opacity: 0.5">o</p>
            """)
        #expect(styles["sr"]?.isHidden == true && styles["clip"]?.isHidden == true && styles["none"]?.isHidden == true)
        #expect(styles["onImage"]?.contrastUncertainty?.english.contains("background image") == true)
        #expect(styles["covered"]?.contrastUncertainty == nil)
        #expect(styles["last"]?.contrastUncertainty?.english.contains(":last-child") == true)
        #expect(styles["wide"]?.contrastUncertainty?.english.contains("min-width") == true)
        #expect(styles["first"]?.contrastUncertainty?.english.contains("::first-letter") == true)
        #expect(styles["sel"]?.contrastUncertainty == nil)
        #expect(styles["fixed"]?.contrastUncertainty?.english.contains("positioned fixed") == true)
        #expect(styles["faded"]?.contrastUncertainty?.english.contains("opacity") == true)
    }

    @Test func linkedSheetsImportsAndMedia() throws {
        let styles = try Self.styles(head: """
            <link rel="stylesheet" href="../css/main.css"/><link rel="stylesheet" href="../css/print.css" media="print"/>
            <link rel="alternate stylesheet" href="../css/night.css"/>
            """, body: #"<p id="p" class="note">n</p>"#, sheets: [
                "OEBPS/css/main.css": "@import 'base.css';\n.note { color: var(--ink) }",
                "OEBPS/css/base.css": ":root { --ink: #123456 } .note { background-color: #fafafa }",
                "OEBPS/css/print.css": ".note { color: #eeeeee }",
                "OEBPS/css/night.css": ".note { color: #dddddd }",
            ])
        #expect(Self.color(styles, "p") == "#123456")
        #expect(styles["p"]?.backdropSource?.path == "OEBPS/css/base.css")
    }

    @Test(arguments: [
        ("@media screen", CSSCondition.Answer.applies), ("@media print", .doesNotApply), ("@media amzn-kf8", .doesNotApply),
        ("@media all and (prefers-color-scheme: dark)", .doesNotApply), ("@media (prefers-color-scheme: light)", .applies),
        ("@media not print", .applies), ("@media print, screen", .applies), ("@supports (display: flex)", .applies),
        ("@media (max-width: 400px)", .undecidable("@media (max-width: 400px)")),
        ("@supports not (display: grid)", .undecidable("@supports not (display: grid)")),
        ("@supports (font-variant-alternates: annotation(x))", .applies),
    ])
    func mediaAndSupportsConditions(condition: String, answer: CSSCondition.Answer) {
        #expect(CSSCondition.evaluate(condition) == answer)
    }

    /// A hostile selector (31 descendant combinators) over a document 250 elements deep (libxml2 stops at 256) ends quickly, undecided or not matching.
    @Test func matchingWorkIsBounded() throws {
        let selector = Array(repeating: "div", count: 31).joined(separator: " ") + " p"
        let body = String(repeating: "<div>", count: 250) + #"<span id="s">x</span>"# + String(repeating: "</div>", count: 250)
        let styles = try Self.styles(head: "<style>\(selector) { color: #eee } div span { color: #333 }</style>", body: body)
        #expect(Self.color(styles, "s") == "#333333")
    }
}
