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

    /// The link-in-text-block count of visible bytes, eight at a time, against the byte loop it replaced.
    @Test("visible bytes are counted eight at a time as one at a time")
    func visibleByteCountAgreesWithLoop() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0xA0, 0xC3, 0xE2, 0xFF]
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x20 }
                let expected = bytes.reduce(0) { $0 + ($1 > 0x20 ? 1 : 0) }
                #expect(bytes.withUnsafeBufferPointer(ContentInventoryBuilder.visibleByteCount) == expected, "\(bytes)")
            }
        }
    }
}
