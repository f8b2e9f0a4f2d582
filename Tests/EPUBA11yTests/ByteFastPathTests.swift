@testable import EPUBA11y
@testable import EPUBCore
import Testing

/// Byte paths for ASCII text against the character paths they stand in for (issue #45).
@Suite("ASCII byte paths agree with the character paths")
struct ByteFastPathTests {
    static func random(_ pieces: [String], count: ClosedRange<Int>, _ generator: inout SystemRandomNumberGenerator) -> String {
        (0..<Int.random(in: count, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test("typographic punctuation folds as the Unicode path folds it")
    func punctuationFolds() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "fig", " ", "4", "IV", ".", "-", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2014}", "\u{2013}", "\u{2026}",
                      "\u{A0}", "\u{AB}", "\u{BB}", "\u{2022}", "\u{2010}", "\u{2027}", "\u{2030}", "\u{205E}", "é", "\u{200D}", "\u{301}",
                      "\u{2028}", "\u{2060}"]
        var samples = ["“The Harbour”—1914", "Plate IV — “Night”", "a\u{200D}b", "x\u{2019}\u{301}y", "\u{2014}", "Fig.\u{A0}4a"]
        for _ in 0..<4000 { samples.append(Self.random(pieces, count: 0...10, &generator)) }
        var fast = 0
        for sample in samples {
            if AltTextPlaceholders.asciiWithPunctuationAsSpaces(sample) != nil { fast += 1 }
            for keeping in [false, true] {
                let folded = AltTextPlaceholders.tokens(sample, keepingNumbers: keeping)
                let reference = AltTextPlaceholders.unicodeTokens(sample, keepingNumbers: keeping)
                #expect(folded.words == reference.words && folded.numbered == reference.numbered, "\(sample.debugDescription) keeping: \(keeping)")
            }
        }
        #expect(fast > 500)  // the byte path was taken
        #expect(AltTextPlaceholders.asciiWithPunctuationAsSpaces("a\u{200D}b") == nil)
    }

    @Test("entry names are normalised as segment by segment")
    func entryNames() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "OEBPS", "/", "//", ".", "..", "...", ".x", "x.", "ch1.xhtml", "é", "\u{301}", "\\", " "]
        var samples = ["", "/", "a", "a/", "a//b", "./a", "a/.", "a/..", "../a", "a/../b", "...", "a/.../b", "OEBPS/ch1.xhtml", "/\u{301}a"]
        for _ in 0..<5000 { samples.append(Self.random(pieces, count: 0...7, &generator)) }
        var same = 0
        for sample in samples {
            #expect(ContainerPath.normalize(sample) == (sample.hasPrefix("/") || sample.hasPrefix("\\") ? nil : ContainerPath.normalizedBySegments(sample)), "\(sample.debugDescription)")
            if ContainerPath.isNormalASCIIPath(sample) { same += 1 }
        }
        #expect(same > 200)
    }

    /// What ``ImageItem/fileName`` did by characters.
    static func fileNameByCharacters(targetPath: String?, src: String?) -> String? {
        let path = targetPath ?? src?.split(separator: "#").first.map(String.init)
        guard let last = path?.split(separator: "/").last, !last.isEmpty else { return nil }
        return String(last)
    }

    @Test("an image's file name is found in bytes as by characters")
    func fileNames() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "img", ".png", "/", "//", "#", "##", "x", "é", "\u{301}", "%20"]
        var samples = ["", "#", "#frag", "a#b", "##x", "a/b/", "/", "images/cover.jpg", "a/#b", "é/x.png", "/\u{301}x"]
        for _ in 0..<3000 { samples.append(Self.random(pieces, count: 0...6, &generator)) }
        for sample in samples {
            #expect(ImageItem.fileName(targetPath: nil, src: sample) == Self.fileNameByCharacters(targetPath: nil, src: sample), "src \(sample.debugDescription)")
            #expect(ImageItem.fileName(targetPath: sample, src: "z.png") == Self.fileNameByCharacters(targetPath: sample, src: "z.png"), "path \(sample.debugDescription)")
        }
        #expect(ImageItem.fileName(targetPath: nil, src: nil) == nil)
    }

    @Test("identifiers are escaped as scalar by scalar")
    func identifiers() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Z", "_", "-", "0", "9", "p", "mrow", ":", ".", " ", "é", "\u{0}", "\u{1F}", "\u{7F}", "#"]
        var samples = ["", "-", "-1", "1a", "_x", "a-b", "h1", "annotation-xml", "epub:switch", "--", "-a", "é"]
        for _ in 0..<3000 { samples.append(Self.random(pieces, count: 0...5, &generator)) }
        var plain = 0
        for sample in samples {
            #expect(CSSIdentifier.escape(sample) == CSSIdentifier.escapedByScalar(sample), "\(sample.debugDescription)")
            if CSSIdentifier.isPlainIdentifier(sample) { plain += 1 }
        }
        #expect(plain > 200)
    }
}
