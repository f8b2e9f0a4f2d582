import EPUBCore
import Foundation
import Testing

/// The CSS Syntax Level 3 tokenizer (issue #18, first part): the token kinds of §4 on the
/// constructs style sheets of books use, escapes, bad tokens, lines, and termination on any input.
@Suite("CSS tokenizer (CSS Syntax Level 3)")
struct CSSTokenizerTests {
    static func kinds(_ text: String) -> [CSSToken.Kind] { CSSTokenizer.tokens(text).map(\.kind).filter { $0 != .whitespace } }

    @Test func aRuleWithSelectorsAndDeclarations() {
        #expect(Self.kinds("p.note > em, #intro{color:#777 !important;font-size:1.2em}") == [
            .ident("p"), .delim("."), .ident("note"), .delim(">"), .ident("em"), .comma, .hash("intro", isID: true), .openCurly,
            .ident("color"), .colon, .hash("777", isID: false), .delim("!"), .ident("important"), .semicolon,
            .ident("font-size"), .colon, .dimension(1.2, unit: "em"), .closeCurly,
        ])
    }

    @Test func numbersPercentagesAndSigns() {
        #expect(Self.kinds("10 -2.5 +.5 50% 1e3 3px -webkit-x --var") == [
            .number(10, isInteger: true), .number(-2.5, isInteger: false), .number(0.5, isInteger: false), .percentage(50),
            .number(1000, isInteger: false), .dimension(3, unit: "px"), .ident("-webkit-x"), .ident("--var"),
        ])
    }

    @Test func functionsURLsAndAtRules() {
        #expect(Self.kinds(#"@media screen{a{background:url( img/a b.png )}} rgb(1,2,3) url("x.png") url(a"b)"#) == [
            .atKeyword("media"), .ident("screen"), .openCurly, .ident("a"), .openCurly, .ident("background"), .colon, .badURL,
            .closeCurly, .closeCurly, .function("rgb"), .number(1, isInteger: true), .comma, .number(2, isInteger: true), .comma,
            .number(3, isInteger: true), .closeParen, .function("url"), .string("x.png"), .closeParen, .badURL,
        ])
        #expect(Self.kinds("url(a.png)") == [.url("a.png")])
    }

    @Test func commentsEscapesStringsAndLines() {
        let tokens = CSSTokenizer.tokens("/* a\ncomment */ .\\31 st { content: \"a\\\"b\" }\r\n'bad\nh1", firstLine: 10)
        let kinds = tokens.map(\.kind).filter { $0 != .whitespace }
        #expect(kinds == [.delim("."), .ident("1st"), .openCurly, .ident("content"), .colon, .string("a\"b"), .closeCurly, .badString, .ident("h1")])
        #expect(tokens.first { $0.kind == .ident("1st") }?.line == 11)
        #expect(tokens.first { $0.kind == .ident("h1") }?.line == 13)
        #expect(Self.kinds("<!-- a --> \\") == [.cdo, .ident("a"), .cdc, .delim("\\")])
    }

    /// An ASCII sheet is read from its bytes, any other by scalars: both preprocess alike
    /// (CR, CRLF and FF as one line end, NUL as U+FFFD) and give the same tokens and lines.
    @Test func asciiSheetsTokenizeAsTheGeneralPath() {
        let ascii = "a{color:red}\r\nb\r\r{x:\0y}\u{0C}\n/*c*/\rp.q > r{s:'t'}\\\r\n"
        let general = ascii + "/* \u{E9} */"
        let fast = CSSTokenizer.tokens(ascii, firstLine: 3), slow = CSSTokenizer.tokens(general, firstLine: 3)
        #expect(fast == Array(slow.prefix(fast.count)))
        #expect(fast.count >= 20 && slow.count <= fast.count + 1)
        #expect(fast.first { $0.kind == .ident("b") }?.line == 4)
        #expect(fast.first { $0.kind == .ident("\u{FFFD}y") }?.line == 6)
        #expect(fast.first { $0.kind == .ident("p") }?.line == 9)
        #expect(fast.contains { $0.kind == .string("t") } && fast.last?.line == 9)
    }

    /// Names read as a plain run first, then escapes and non-ASCII characters one by one.
    @Test func namesWithEscapesOrNonASCIIAfterAPlainRun() {
        #expect(Self.kinds(#".a\62 c #ab\É é-x x\"#) == [
            .delim("."), .ident("abc"), .hash("abÉ", isID: true), .ident("é-x"), .ident("x"), .delim("\\"),
        ])
        #expect(Self.kinds(#"--é9 a-\g"#) == [.ident("--é9"), .ident("a-g")])
    }

    /// Any bytes end in a finite list of tokens: the tokenizer never traps or loops.
    @Test func anyInputEnds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"/*\"'(){}[]#@.-+0123456789eE%url!;:, \n\t\\abcé"#.unicodeScalars)
        for _ in 0..<300 {
            let length = Int.random(in: 0...200, using: &generator)
            var text = String.UnicodeScalarView()
            for _ in 0..<length { text.append(alphabet.randomElement(using: &generator) ?? "a") }
            let input = String(text)
            let tokens = CSSTokenizer.tokens(input)
            #expect(tokens.count <= input.unicodeScalars.count + 1)
        }
    }
}
