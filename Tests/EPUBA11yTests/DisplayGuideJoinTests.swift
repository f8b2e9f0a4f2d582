@testable import EPUBA11y
import Foundation
import Testing

/// `DisplayGuideJoin.joined` looks only at the seam; the whole-string version it replaced is
/// kept here as the oracle, over seams of every kind of white space and script.
@Suite("Display Guide: joining at the seam")
struct DisplayGuideJoinTests {
    /// The implementation before issue #46: both strings reversed, trimmed and counted.
    static func oracle(_ left: String, _ right: String) -> String {
        guard !left.isEmpty, !right.isEmpty else { return left + right }
        let leftTrimmed = String(left.reversed().drop { $0.isWhitespace }.reversed())
        let rightTrimmed = String(right.drop { $0.isWhitespace })
        let hadSpace = leftTrimmed.count != left.count || rightTrimmed.count != right.count
        return hadSpace ? leftTrimmed + " " + rightTrimmed : left + right
    }

    static let parts = [
        "", " ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{3000}", "\u{2009}", "certified by", "certified by ",
        " EPUB Accessibility 1.1", "claims to meet", "認証", "認証 ", " 適合", "ผ่าน", "é", "e\u{0301}", " \u{0301}x",
        "x \u{0301}", "👩‍👩‍👧", " 👩‍👩‍👧 ", "{name}", "a  b", " a ",
    ]

    @Test("the seam-only join gives what the whole-string join gave, for every pair")
    func sameAsTheOracle() {
        for left in Self.parts {
            for right in Self.parts {
                #expect(DisplayGuideJoin.joined(left, right) == Self.oracle(left, right), "[\(left)] + [\(right)]")
            }
        }
    }

    @Test("trimming gives what Foundation's trimmingCharacters(in: .whitespacesAndNewlines) gives")
    func trimmedAsFoundation() {
        // Every White_Space scalar, U+200B (which Foundation trims too) and neighbours that are not (U+180E, U+FEFF, U+00AD).
        let spaces: [Unicode.Scalar] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000, 0x2005, 0x200A,
                                        0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0x180E, 0x200B, 0xFEFF, 0xAD].compactMap(Unicode.Scalar.init)
        var texts = Self.parts
        for space in spaces {
            let s = String(Character(space))
            texts += [s, s + "a" + s, "a" + s + "b", s + s + "認証" + s, s + "\u{0301}x" + s]
        }
        for text in texts {
            #expect(DisplayGuideJoin.trimmed(text) == text.trimmingCharacters(in: .whitespacesAndNewlines), "[\(text.unicodeScalars.map { String($0.value, radix: 16) })]")
        }
    }

    @Test func fillKeepsOneSpaceAtEachSeam() {
        #expect(DisplayGuideJoin.fill("certified by {certifier}", ["certifier": " Fuzz Desk "]) == "certified by Fuzz Desk")
        #expect(DisplayGuideJoin.fill("{a}{b}", ["a": "x ", "b": " y"]) == "x y")
        #expect(DisplayGuideJoin.fill("認証{a}", ["a": "適合"]) == "認証適合")
        #expect(DisplayGuideJoin.fill("keep {unknown}", [:]) == "keep {unknown}")
    }
}
