@testable import EPUBA11y
import Testing

@Suite("White space tested on bytes")
struct WhiteSpaceScanTests {
    /// `isBlank` stands in for `allSatisfy(\.isWhitespace)` in the walker: every pairing of the
    /// pieces text events are made of must get the same answer, marks after spaces included.
    @Test("isBlank agrees with Character.isWhitespace")
    func isBlankAgreesWithCharacters() {
        let pieces = ["", " ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "\u{202F}",
                      "a", ".", "\u{1C}", "\u{301}", "\u{200D}", "é", "λ", "\u{600}", "😀", String(repeating: " ", count: 40)]
        var blank = 0
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    let text = first + second + third
                    let expected = text.allSatisfy(\.isWhitespace)
                    #expect(WhiteSpaceScan.isBlank(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
                    if expected { blank += 1 }
                }
            }
        }
        #expect(blank > 100)  // both answers were exercised
    }
}
