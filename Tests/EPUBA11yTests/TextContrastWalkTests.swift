import EPUBA11y
import EPUBCore
import Testing

/// The contrast analysis over long documents, where style sharing finds most paragraphs' style
/// without a cascade: the one run that differs is judged, at its own line, wherever it falls, and
/// each document is judged apart.
@Suite("Text contrast over long documents")
struct TextContrastWalkTests {
    /// A chapter of `count` paragraphs, each on its own line after the first `body` line; the
    /// one at index `pale` has the class a `<style>` element makes pale grey.
    static func chapter(paragraphs count: Int, pale: Int, tail: String = "") -> String {
        let paragraphs = (0..<count).map { $0 == pale ? #"<p class="pale">faint words</p>"# : "<p>Line \($0).</p>" }
        // The style sheet's text in three runs (a comment and a CDATA section split it), one of them blank.
        return TestBook.xhtml(body: "\n" + paragraphs.joined(separator: "\n") + tail,
                              head: "<title>T</title><style>\n  <!-- --> <![CDATA[ ]]>\n .pale { color: #aaa }\n</style>")
    }

    /// The 1-based line of the first line of `text` holding `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    static func contrast(_ documents: [String]) async throws -> [TextContrast] {
        let publication = try CalibrationBooks.book(documents).open()
        let content = await PublicationContent.walk(publication, concurrency: 1)
        return content.documents.compactMap(\.contrast)
    }

    @Test(arguments: [0, 300, 511, 512, 1_999])
    func aFailingRunIsFoundWhereverItFalls(pale: Int) async throws {
        let chapter = Self.chapter(paragraphs: 2_000, pale: pale)
        let contrast = try #require(try await Self.contrast([chapter]).first)
        #expect(contrast.insufficientRuns == 1)
        #expect(contrast.sufficientRuns == 2_000 - 1, "the other paragraphs (the title, in `head`, is not displayed)")
        let failure = try #require(contrast.failures.first)
        #expect(failure.line == Self.line(of: "pale\">", in: chapter) && failure.text == "faint words" && failure.foreground == "#aaaaaa")
        #expect(failure.colorSource?.selector == ".pale" && failure.colorSource?.line == Self.line(of: ".pale {", in: chapter))
    }

    @Test func svgTextAfterAThousandParagraphsIsUndecided() async throws {
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg"><text>drawn</text></svg><p>after</p>"#
        let contrast = try #require(try await Self.contrast([Self.chapter(paragraphs: 1_000, pale: 10, tail: svg)]).first)
        #expect(contrast.undecidedRuns == 1 && contrast.undecided.first?.text == "drawn")
        #expect(contrast.insufficientRuns == 1 && contrast.sufficientRuns == 1_000 - 1 + 1, "the paragraph after the SVG is judged")
    }

    @Test func eachDocumentIsJudgedWhole() async throws {
        let chapters = [Self.chapter(paragraphs: 700, pale: 699), Self.chapter(paragraphs: 5, pale: 0)]
        let results = try await Self.contrast(chapters)
        #expect(results.map(\.insufficientRuns) == [1, 1])
        #expect(results.map { $0.failures.first?.line } == chapters.map { Self.line(of: "pale\">", in: $0) })
    }
}
