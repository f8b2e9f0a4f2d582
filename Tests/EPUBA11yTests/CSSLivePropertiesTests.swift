@testable import EPUBCore
import Foundation
import Testing

/// Rules that can change no style in their cascade are left out of structural matching, and
/// elements the walk has left are reused; neither may change a computed style (issue #18's cost).
@Suite("CSS live properties and reused elements")
struct CSSLivePropertiesTests {
    static func declaration(_ property: CSSCascade.Property, _ value: String) -> CSSCascade.Declaration {
        CSSCascade.Declaration(property: property, value: value, important: false, source: CSSSource(selector: "p", path: "a.css", line: 1))
    }

    @Test func onlyValuesThatHideTakeEffectForTheHidingProperties() {
        let effective: [(CSSCascade.Property, String, Bool)] = [
            (.textIndent, "0", false), (.textIndent, "1.5em", false), (.textIndent, "-1em", true), (.textIndent, "var(--indent)", true),
            (.display, "block", false), (.display, "NONE", true), (.display, "var(--d)", true),
            (.visibility, "visible", true), (.visibility, "hidden", true), (.visibility, "collapse", true),
            (.position, "relative", false), (.position, "Absolute", true), (.position, "fixed", true),
            (.left, "2px", false), (.top, "-999em", true), (.clip, "auto", false), (.clip, "rect(0 0 0 0)", true),
            (.clipPath, "none", false), (.clipPath, "inset(50%)", true),
            // Every other property always can.
            (.color, "red", true), (.fontSize, "1em", true), (.opacity, "1", true), (.custom("--x"), "0", true),
        ]
        for (property, value, expected) in effective {
            #expect(CSSLiveProperties.canTakeEffect(Self.declaration(property, value)) == expected, "\(property): \(value)")
        }
        // Offsets and clips are read only for a box positioned absolute or fixed.
        let offsets = CSSLiveProperties.bit(.left) | CSSLiveProperties.bit(.clip)
        #expect(CSSLiveProperties(capable: offsets).isInert(CSSLiveProperties.bit(.left)))
        #expect(!CSSLiveProperties(capable: offsets | CSSLiveProperties.bit(.position)).isInert(CSSLiveProperties.bit(.left)))
        // A rule that declares anything else is never inert.
        #expect(!CSSLiveProperties(capable: 0).isInert(CSSLiveProperties.bit(.textIndent) | CSSLiveProperties.bit(.color)))
        #expect(CSSLiveProperties(capable: 0).isInert(CSSLiveProperties.bit(.textIndent) | CSSLiveProperties.bit(.display)))
    }

    @Test func aStructuralRuleIsMatchedOnlyWhereItsPropertiesCanTakeEffect() throws {
        var cascade = CSSCascade()
        #expect(!cascade.hasStructuralRules)
        cascade.add(CSSStyleSheet("h2 + p, p:first-child { text-indent: 0 } p { text-indent: 1em }"), path: "OEBPS/a.css")
        #expect(!cascade.hasStructuralRules, "no indent in the cascade can hide text: the rule changes no style")
        // A later sheet that can hide text by its indent makes the earlier rule decide again.
        cascade.add(CSSStyleSheet(".sr { text-indent: -9999px }"), path: "OEBPS/b.css")
        #expect(cascade.hasStructuralRules)

        // Inert: the paragraphs are told apart by no structural answer, and share one style.
        let inert = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title>
            <style>p:first-child { text-indent: 0 } p { color: #333; text-indent: 1em }</style></head>
            <body><section><p id="a">x</p><p id="b">y</p><p id="c">z</p></section></body></html>
            """
        var probe = CSSCascadeTests.Probe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: CSSStyleSheets([:])))
        _ = try XMLDocumentParser.walk(Array(inert.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        #expect(["a", "b", "c"].map { CSSCascadeTests.color(probe.byID, $0) } == ["#333333", "#333333", "#333333"])
        #expect(probe.styles.structuralCandidateSearches == 0)
        #expect(probe.styles.stylesFoundAlike == 2)

        // Live: the first child's indent overrides the one that hides.
        let styles = try CSSCascadeTests.styles(
            head: "<style>p { text-indent: -9999px } p:first-child { text-indent: 0 }</style>",
            body: #"<section><p id="a">x</p><p id="b">y</p></section>"#)
        #expect(styles["a"]?.isHidden == false)
        #expect(styles["b"]?.isHidden == true)
    }

    @Test func anElementIsReusedOnlyWhenNothingElseHoldsIt() throws {
        // The first paragraph is remembered by the walk (the next alike element is compared with
        // it): reused for the second while remembered, it would give that one its colour.
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title><meta charset="utf-8"/>
            <style>.a { color: #111 } .b { color: #222 }</style></head>
            <body><p class="a" id="p1">x<span><br/></span></p><p class="b" id="p2">y<span><br/></span></p><p class="b" id="p3">z<span><br/></span></p><p class="a" id="p4">w</p></body></html>
            """
        var probe = CSSCascadeTests.Probe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: CSSStyleSheets([:])))
        _ = try XMLDocumentParser.walk(Array(document.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        #expect(["p1", "p2", "p3", "p4"].map { CSSCascadeTests.color(probe.byID, $0) } == ["#111111", "#222222", "#222222", "#111111"])
        // The `span`s, built when their `br` entered but whose styles no one asked for, were left
        // unheld (the `br`s and `meta`, with no child and no text, are never built).
        #expect(probe.styles.elementsReused >= 3)
    }

    /// Asks for styles only where a run of text has a visible character, as the contrast analysis does.
    struct TextProbe: XMLWalker {
        var styles: CSSStyleWalker
        /// The colour of the innermost element at each run of visible text, by its `id`.
        var colors: [String: String] = [:]
        var ids: [String?] = []
        mutating func startElement(_ element: XMLStartElement) {
            styles.enter(element)
            ids.append(element.attribute("id"))
        }
        mutating func endElement(localName: String, namespace: String?, depth: Int) {
            styles.leave()
            ids.removeLast()
        }
        mutating func text(_ text: String, line: Int) {
            styles.text(text)
            guard !text.allSatisfy(\.isWhitespace) else { return }
            let color = styles.current.color.description
            if let id = ids.last ?? nil { colors[id] = color }
        }
    }

    static func walk(style: String, body: String) throws -> TextProbe {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml"><head><title>T</title><meta charset="utf-8"/><style>\(style)</style></head>
            <body>\(body)</body></html>
            """
        var probe = TextProbe(styles: CSSStyleWalker(documentPath: "OEBPS/text/c.xhtml", styleSheets: CSSStyleSheets([:])))
        _ = try XMLDocumentParser.walk(Array(document.utf8), path: "OEBPS/text/c.xhtml", recovery: .none, into: &probe)
        return probe
    }

    @Test func anElementWithNoChildAndNoTextIsNeverBuiltYetCountsAmongItsSiblings() throws {
        // 13 elements; `meta`, the `br`s, the `img` and the empty `span` never need building (the
        // text of `style`, like any, asks for the style of its element).
        let body = #"<p id="a">x<br/><img src="i.png" alt=""/><span></span><span id="s">y</span></p><p id="b">z<br/></p>"#
        let lazy = try Self.walk(style: "span:nth-child(4) { color: #a00 } p { color: #333 }", body: body)
        #expect(lazy.styles.elementsBuilt == 8, "html, head, title, style, body, the two p and the span with text")
        // Positions among siblings count the elements never built.
        #expect(lazy.colors == ["a": "#333333", "s": "#aa0000", "b": "#333333"])

        // With a sibling selector, a closing element is built to stay a previous sibling.
        let siblings = try Self.walk(style: "span + span { color: #0a0 } p { color: #333 }", body: body)
        #expect(siblings.colors == ["a": "#333333", "s": "#00aa00", "b": "#333333"])
        #expect(siblings.styles.elementsBuilt == 12, "all but meta, left before the sibling rule came")
    }

    @Test func aChildlessElementWithTheStartTagOfAnEarlierOneTakesItsStyleUnbuilt() throws {
        // Paragraphs of one start tag as selectors see it (their ids and a `title`, which no
        // selector reads, aside), then ones told apart: by an id a selector names, by a class, by
        // their parent's style; and one that a child follows.
        let body = #"<div class="a"><p id="p1">x</p><p id="p2">y</p><p id="p3">z</p><p id="k">w</p><p id="c1" class="c">v</p>"#
            + #"<p id="t1" title="a">r</p><p id="p5">t<em id="e">s</em></p></div><div class="b"><p id="p4">u</p></div>"#
        let probe = try Self.walk(style: ".a { color: #111 } .b { color: #222 } #k { color: #333 } .c { color: #444 } p em { color: #666 }", body: body)
        #expect(probe.colors == ["p1": "#111111", "p2": "#111111", "p3": "#111111", "k": "#333333", "c1": "#444444", "t1": "#111111",
                                 "p5": "#111111", "e": "#666666", "p4": "#222222"])
        // p2, p3 and t1 are never built; p5 is, when its child enters.
        #expect(probe.styles.elementsBuilt == 13, "html, head, title, style, body, two div, p1, k, c1, p5, em, p4")

        // An attribute a selector tests tells them apart.
        let titled = try Self.walk(style: #"p { color: #111 } p[title="b"] { color: #777 }"#,
                                   body: #"<div><p id="u1" title="a">x</p><p id="u2" title="b">y</p><p id="u3" title="a">z</p></div>"#)
        #expect(titled.colors == ["u1": "#111111", "u2": "#777777", "u3": "#111111"])
        #expect(titled.styles.elementsBuilt == 8, "u3 only is not built")

        // A selector that could match them by their place: each is built, and matched where it stands.
        let placed = try Self.walk(style: "p { color: #111 } p:nth-child(2) { color: #555 }",
                                   body: #"<div><p id="q1">x</p><p id="q2">y</p><p id="q3">z</p></div>"#)
        #expect(placed.colors == ["q1": "#111111", "q2": "#555555", "q3": "#111111"])
        #expect(placed.styles.elementsBuilt == 9)
    }
}
