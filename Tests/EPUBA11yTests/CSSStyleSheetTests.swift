@testable import EPUBCore
import Foundation
import Testing

/// Style sheets parsed as CSS Syntax Level 3 §5 says (issue #18, first part).
@Suite("CSS style sheets (CSS Syntax Level 3 parsing)")
struct CSSStyleSheetTests {
    @Test func rulesDeclarationsImportantAndLines() {
        let sheet = CSSStyleSheet("""
            @charset "utf-8";
            @import url("base.css");
            @import "print.css" print;
            p.note > em, #intro {
              color: #777 !important;
              background : rgb( 255 , 250 , 240 );
              font: italic bold 12px/30px Georgia, serif
            }
            @font-face { font-family: X; src: url(x.woff) }
            @media (prefers-color-scheme: dark) { body { color: white } }
            h1 { color: red; ; color:blue ! important; bogus }
            """, firstLine: 3)
        #expect(sheet.imports == ["base.css", "print.css"])
        #expect(sheet.rules.map(\.selectorText) == ["p.note > em, #intro", "body", "h1"])
        let first = sheet.rules[0]
        #expect(first.line == 6)
        #expect(first.declarations.map(\.name) == ["color", "background", "font"])
        #expect(first.declarations[0].value == "#777" && first.declarations[0].important && first.declarations[0].line == 7)
        #expect(first.declarations[1].value == "rgb( 255 , 250 , 240 )" && !first.declarations[1].important)
        #expect(first.declarations[2].value == "italic bold 12px/30px Georgia, serif")
        #expect(sheet.rules[1].conditions == ["@media (prefers-color-scheme: dark)"])
        #expect(sheet.rules[2].declarations.map { "\($0.value)\($0.important ? "!" : "")" } == ["red", "blue!"])
    }

    @Test func styleAttributes() {
        let declarations = CSSStyleSheet.declarations(ofStyleAttribute: "color: #333; background-color:transparent;--ink: red", line: 40)
        #expect(declarations.map(\.name) == ["color", "background-color", "--ink"])
        #expect(declarations.allSatisfy { $0.line == 40 })
    }

    /// Selector and value texts are trimmed of what Foundation's `.whitespaces` holds, without it.
    @Test func trimmingSpacesIsFoundationsWhitespacesTrim() {
        let ends: [Unicode.Scalar] = ["\t", " ", "\u{A0}", "\u{1680}", "\u{2000}", "\u{2005}", "\u{200A}", "\u{202F}", "\u{205F}",
                                      "\u{3000}", "\n", "\r", "\u{0B}", "\u{85}", "\u{200B}", "\u{2028}", "\u{FEFF}", "a", "é"]
        for first in ends {
            for last in ends {
                for middle in ["", "p > a", " \u{A0} ", "\u{3000}x"] {
                    var text = String.UnicodeScalarView()
                    text.append(first)
                    text.append(contentsOf: middle.unicodeScalars)
                    text.append(last)
                    let string = String(text)
                    #expect(CSSStyleSheet.trimmingSpaces(string) == string.trimmingCharacters(in: .whitespaces), "\(string.debugDescription)")
                }
            }
        }
        #expect(CSSStyleSheet("  p  >  a \u{A0}{ color : red }").rules.first?.selectorText == "p > a")
    }

    /// Hostile nesting ends, without recursion, and keeps what follows a bad part.
    @Test func deepNestingAndBrokenInputEnd() {
        let deep = String(repeating: "(", count: 200_000) + "{}" + String(repeating: "@media x {", count: 10_000) + "p{color:red}"
        _ = CSSStyleSheet(deep)
        let broken = CSSStyleSheet("p { color: red; } } ] ) a { color: blue } b { color: green")
        #expect(broken.rules.map(\.selectorText).contains("b"))
        #expect(broken.rules.last?.declarations.first?.value == "green")
    }
}
