@testable import EPUBCore
import Foundation
import Testing

/// CSS colour values and WCAG's contrast formula (issue #18, first part).
@Suite("CSS colours and WCAG contrast")
struct CSSColorTests {
    static func color(_ text: String) throws -> CSSColor {
        guard case .color(let color)? = CSSColor.parse(text) else { throw CocoaError(.formatting) }
        return color
    }

    /// WCAG 2.2's definition, with pairs whose ratios WebAIM's checker and the WCAG
    /// Understanding documents give.
    @Test(arguments: [("black", "white", 21.0), ("#777", "#fff", 4.48), ("#767676", "white", 4.54), ("#595959", "#ffffff", 7.0),
                      ("white", "white", 1.0), ("#0000ff", "#ffffff", 8.59), ("red", "white", 4.0), ("#ff0", "#000", 19.56)])
    func contrastRatiosAreWCAGs(foreground: String, background: String, ratio: Double) throws {
        let value = CSSColor.contrastRatio(try Self.color(foreground), try Self.color(background))
        #expect(abs(value - ratio) < 0.005, "\(foreground) on \(background): \(value)")
        #expect(CSSColor.contrastRatio(try Self.color(background), try Self.color(foreground)) == value)
    }

    @Test(arguments: [
        ("#abc", "#aabbcc"), ("#AABBCC", "#aabbcc"), ("#aabbcc80", "#aabbcc80"), ("#abcd", "#aabbccdd"), ("ReBeccaPurple", "#663399"),
        ("rgb(255, 0, 0)", "#ff0000"), ("rgb(100% 0% 0%)", "#ff0000"), ("rgba(0,0,0,0.5)", "#00000080"), ("rgb(0 0 0 / 50%)", "#00000080"),
        ("hsl(120, 100%, 50%)", "#00ff00"), ("hsl(240deg 100% 50% / 1)", "#0000ff"), ("hsla(0, 0%, 100%, 1)", "#ffffff"),
        ("hsl(-120, 100%, 50%)", "#0000ff"), ("transparent", "#00000000"), ("rgb(300, -5, 0)", "#ff0000"),
    ])
    func colourSyntaxes(text: String, expected: String) throws {
        #expect(try Self.color(text).description == expected)
    }

    @Test func whatIsNotAColourIsNil() {
        for text in ["", "#12", "#12345", "#ggg", "rgb(1,2)", "rgb(a,b,c)", "var(--ink)", "linear-gradient(red, blue)", "inherit", "hsl(nan, 1%, 1%)",
                     "rgb(1,2,3,4,5)", "bluish"] {
            #expect(CSSColor.parse(text) == nil, "\(text)")
        }
        #expect(CSSColor.parse(" CurrentColor ") == .currentColor)
    }

    /// Alpha is composited over the backdrop before the ratio is taken.
    @Test func alphaCompositesOverTheBackdrop() throws {
        let half = try Self.color("rgba(0, 0, 0, 0.5)").composited(over: .white)
        #expect(half.description == "#808080")
        #expect(CSSColor.transparent.composited(over: .white) == .white)
        #expect(try Self.color("red").composited(over: .white) == Self.color("red"))
    }

    /// The luminance of a colour in bytes is read from a table: the same number, to the last bit,
    /// as WCAG's formula gives (reports are compared byte for byte), and so is any other colour's.
    @Test func luminanceIsWCAGsFormulaToTheBit() throws {
        func formula(_ color: CSSColor) -> Double {
            func linear(_ channel: Double) -> Double { channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4) }
            return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
        }
        for byte in UInt32(0)...255 {
            let colors = [CSSColor(rgb: byte << 16 | (255 - byte) << 8 | byte / 2), CSSColor(rgb: byte * 0x010101)]
            for color in colors { #expect(color.relativeLuminance.bitPattern == formula(color).bitPattern, "\(color)") }
        }
        // Channels between bytes (a colour composited over another, a percentage) take the formula.
        let between = [CSSColor(red: 0.5, green: 0.04, blue: 0.999), try Self.color("rgba(10, 200, 30, 0.37)").composited(over: .white),
                       try Self.color("rgb(33.3%, 66.7%, 0.1%)"), try Self.color("hsl(200, 40%, 35%)")]
        for color in between { #expect(color.relativeLuminance.bitPattern == formula(color).bitPattern, "\(color)") }
        // The table is what answers a byte channel, and only a byte channel.
        for byte in 0...255 {
            let channel = Double(byte) / 255
            #expect(CSSColor.linearFromTable(channel)?.bitPattern == CSSColor.computedLinear(channel).bitPattern, "\(byte)")
        }
        for channel in [0.5, 0.04, 0.999, 1e-9, 0.333] { #expect(CSSColor.linearFromTable(channel) == nil, "\(channel)") }
    }
}
