@testable import EPUBCore
import Testing

@Suite("Container paths and href resolution")
struct ContainerPathTests {
    @Test("entry names are normalised and may not escape the root", arguments: [
        ("OEBPS/text/ch1.xhtml", "OEBPS/text/ch1.xhtml"),
        ("./OEBPS//a/./b.xhtml", "OEBPS/a/b.xhtml"),
        ("OEBPS/a/../b.xhtml", "OEBPS/b.xhtml"),
    ])
    func normalizesEntryNames(name: String, expected: String) {
        #expect(ContainerPath.normalize(name) == expected)
    }

    @Test("unsafe entry names are refused", arguments: ["../../x", "/etc/passwd", "OEBPS/../../x", "\\windows\\x"])
    func refusesUnsafeNames(name: String) {
        #expect(ContainerPath.normalize(name) == nil)
    }

    @Test("hrefs are percent-decoded once and resolved against the referring document", arguments: [
        ("text/ch%201.xhtml", "OEBPS/content.opf", "OEBPS/text/ch 1.xhtml"),
        ("../Images/a%2Bb.png", "OEBPS/Text/ch1.xhtml", "OEBPS/Images/a+b.png"),
        ("Text/caf%C3%A9.xhtml", "OEBPS/content.opf", "OEBPS/Text/café.xhtml"),
        ("Text/café.xhtml", "OEBPS/content.opf", "OEBPS/Text/café.xhtml"),
        ("a%2520b.xhtml", "OEBPS/content.opf", "OEBPS/a%20b.xhtml"),  // decoded once, not twice
        ("日本語/第1章.xhtml", "item/standard.opf", "item/日本語/第1章.xhtml"),
        ("/OEBPS/x.xhtml", "OEBPS/text/ch1.xhtml", "OEBPS/x.xhtml"),
        ("  chapter.xhtml ", "content.opf", "chapter.xhtml"),
    ])
    func resolvesHrefs(href: String, base: String, expected: String) {
        let resolved = ContainerPath.resolve(href, from: base)
        #expect(resolved.kind == .container)
        #expect(resolved.path == expected)
    }

    @Test func keepsAndDecodesFragments() {
        let resolved = ContainerPath.resolve("ch1.xhtml#sec%202", from: "OEBPS/nav.xhtml")
        #expect(resolved.path == "OEBPS/ch1.xhtml")
        #expect(resolved.fragment == "sec 2")
        let sameDocument = ContainerPath.resolve("#note-1", from: "OEBPS/ch2.xhtml")
        #expect(sameDocument.path == "OEBPS/ch2.xhtml")
        #expect(sameDocument.fragment == "note-1")
    }

    @Test("hrefs with a scheme are external", arguments: ["https://example.org/a", "mailto:a@b.c", "urn:isbn:123", "data:image/png;base64,AA"])
    func recognisesExternalReferences(href: String) {
        let resolved = ContainerPath.resolve(href, from: "OEBPS/content.opf")
        #expect(resolved.kind == .external)
        #expect(resolved.path == nil)
    }

    @Test("hrefs that climb above the root are flagged, not clamped")
    func flagsEscapes() {
        let resolved = ContainerPath.resolve("../../secret.xhtml", from: "OEBPS/content.opf")
        #expect(resolved.kind == .outsideContainer)
        #expect(resolved.path == nil)
    }

    @Test func whitespaceNormalisation() {
        #expect("  a \n\t b  ".normalizingXMLWhitespace() == "a b")
        #expect("\r\n x \r\n".trimmingXMLWhitespace() == "x")
        #expect("   ".normalizingXMLWhitespace().isEmpty)
    }

    /// The ASCII path of `resolve` against the character path it stands in for: every combination
    /// of the pieces hrefs are made of, from several bases, plus the non-ASCII cases it hands over.
    @Test("the byte path of href resolution agrees with the character path")
    func asciiResolutionMatchesCharacterPath() {
        let pieces = ["", " ", "\t", "\r\n", "a", "b.xhtml", "..", ".", "/", "//", "%20", "%2F", "%C3%A9", "%zz", "#", "#x%20y",
                      "?q=1", ":", "https:", "mailto:a@b", "1a:", "a+b-c.d:", "é", "\u{301}", "x y", "&"]
        let bases = ["", "a.xhtml", "OEBPS/text/ch1.xhtml", "OEBPS/t e/x.xhtml", "OEBPS/é/x.xhtml", "a/b/c/d.xhtml"]
        var compared = 0
        for first in pieces {
            for second in pieces {
                for third in ["", "/c.xhtml", "/../x", "#f", "?q#f"] {
                    let href = first + second + third
                    for base in bases {
                        #expect(ContainerPath.resolve(href, from: base) == ContainerPath.resolveByCharacter(href, from: base),
                                "\(href) from \(base)")
                        compared += 1
                    }
                }
            }
        }
        // The fast path must have taken most of them: if it declined everything, nothing was compared.
        let taken = pieces.filter { (ContainerPath.resolveASCII($0 + "x", from: "a/b.xhtml") ?? nil) != nil }.count
        #expect(compared == pieces.count * pieces.count * 5 * bases.count)
        #expect(taken > pieces.count / 2)
    }
}
