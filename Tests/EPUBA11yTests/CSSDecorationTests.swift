@testable import EPUBCore
import Testing

/// The properties that set a link apart from its text other than colour (axe `link-in-text-block`).
@Suite("CSS decoration for link-in-text-block")
struct CSSDecorationTests {
    @Test func linksAreUnderlinedByTheReadingSystemAndTheShorthandResetsTheLines() throws {
        let styles = try CSSCascadeTests.styles(
            head: "<style>a.plain { text-decoration: none red } a.over { text-decoration: overline wavy } p.u { text-decoration-line: underline }</style>",
            body: #"<p id="p"><a id="a" href="x">a</a><a id="plain" class="plain" href="x">b</a><a id="over" class="over" href="x">c</a></p>"#
                + #"<p id="pu" class="u"><span id="s">in</span></p>"#)
        #expect(styles["p"]?.textDecorationLine == "none")
        #expect(styles["a"]?.textDecorationLine == "underline")
        #expect(styles["plain"]?.textDecorationLine == "none")
        #expect(styles["over"]?.textDecorationLine == "overline")
        // Not inherited, but propagated to the text of descendants.
        #expect(styles["s"]?.textDecorationLine == "none")
        #expect(styles["s"]?.decoratedByAncestor == true)
        #expect(styles["p"]?.decoratedByAncestor == false)
    }

    @Test func fontStyleInheritsAndBordersNeedAStyleAndAWidth() throws {
        let styles = try CSSCascadeTests.styles(
            head: "<style>em { font-style: italic } .b1 { border-bottom: 1px solid } .b0 { border-bottom: 0 solid } .b2 { border: thin dotted red } .b3 { border-style: none none dashed }</style>",
            body: #"<p><em id="em"><span id="in">x</span></em><span id="b1" class="b1">x</span><span id="b0" class="b0">x</span>"#
                + #"<span id="b2" class="b2">x</span><span id="b3" class="b3"><span id="b3c">x</span></span></p>"#)
        #expect(styles["em"]?.fontStyle == "italic")
        #expect(styles["in"]?.fontStyle == "italic")
        #expect(styles["b1"]?.borderBottomStyle == "solid")
        #expect(styles["b0"]?.borderBottomStyle == "none")
        #expect(styles["b2"]?.borderBottomStyle == "dotted")
        #expect(styles["b3"]?.borderBottomStyle == "dashed")
        #expect(styles["b3c"]?.borderBottomStyle == "none")
    }

    @Test func aDecorationUnderAnUndecidableMediaQueryIsUncertain() throws {
        let styles = try CSSCascadeTests.styles(
            head: "<style>a { text-decoration: none } @media (min-width: 40em) { a { text-decoration: underline } }</style>",
            body: #"<p><a id="a" href="x">a</a></p>"#)
        #expect(styles["a"]?.textDecorationLine == "none")
        #expect(styles["a"]?.decorationUncertainty != nil)
    }
}
