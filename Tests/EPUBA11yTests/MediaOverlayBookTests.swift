import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// In-memory books with overlays: which items are overlays, how they are read, and the
/// `synchronizedAudioText` claim against them.
@Suite("Media overlays: books")
struct MediaOverlayBookTests {
    static func smil(_ chapter: String, fragments: [String] = ["a"]) -> String {
        let pars = fragments.enumerated().map { index, fragment in
            #"<par><text src="\#(chapter)#\#(fragment)"/><audio src="audio.mp3" clipBegin="\#(index)s" clipEnd="\#(index + 1)s"/></par>"#
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body>
            \(pars.joined(separator: "\n"))
            </body></smil>
            """
    }

    /// Two chapters; `narrated` says which of them name an overlay. `declared` adds the feature.
    static func book(narrated: [Bool], declared: Bool, version: String = "3.0", extraFiles: [(String, String)] = []) -> TestBook {
        var manifest = #"<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>"# + "\n"
        manifest += #"<item id="audio" href="audio.mp3" media-type="audio/mpeg"/>"# + "\n"
        var files: [(String, String)] = [("OEBPS/nav.xhtml", TestBook.nav()), ("OEBPS/audio.mp3", "ID3")]
        for (index, isNarrated) in narrated.enumerated() {
            let name = "chapter\(index + 1).xhtml"
            manifest += #"<item id="c\#(index + 1)" href="\#(name)" media-type="application/xhtml+xml"\#(isNarrated ? #" media-overlay="mo\#(index + 1)""# : "")/>"# + "\n"
            files.append(("OEBPS/\(name)", TestBook.xhtml(body: #"<p id="a">Text.</p>"#)))
            if isNarrated {
                manifest += #"<item id="mo\#(index + 1)" href="mo\#(index + 1).smil" media-type="application/smil+xml"/>"# + "\n"
                files.append(("OEBPS/mo\(index + 1).smil", smil(name)))
            }
        }
        let spine = narrated.indices.map { #"<itemref idref="c\#($0 + 1)"/>"# }.joined()
        let metadata = declared ? #"<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>"# : ""
        var book = TestBook(package: TestBook.opf(metadata: metadata, manifest: manifest, spine: spine, version: version))
        book.files = files + extraFiles
        return book
    }

    func claim(_ book: TestBook) async throws -> ClaimCheck? {
        let report = try await AccessibilityInspector().report(for: book.bytes())
        return try #require(report.assessment).claims.first { $0.id == "feature-synchronizedAudioText" }
    }

    @Test func overlaysAreTheSMILItemsAndReadOnce() async throws {
        let publication = try Self.book(narrated: [true, false], declared: true).open()
        #expect(publication.mediaOverlayItems.map(\.id) == ["mo1"])
        let content = await PublicationContent.walk(publication)
        #expect(content.overlays.count == 1)
        let overlay = try #require(content.overlays.first)
        #expect(overlay.path == "OEBPS/mo1.smil" && overlay.itemID == "mo1" && overlay.failure == nil)
        #expect(overlay.pars.count == 1 && overlay.pars[0].line == 3)
        #expect(overlay.pars[0].text?.target?.path == "OEBPS/chapter1.xhtml")
        #expect(content.hasMediaOverlays)
        let coverage = MediaOverlayCoverage(publication: publication, content: content)
        #expect(coverage.narrated == ["OEBPS/chapter1.xhtml"] && coverage.silent == ["OEBPS/chapter2.xhtml"])
        #expect(coverage.narratedSeconds == 1)
    }

    @Test func aMalformedOverlayIsNotRecoveredAsHTML() async throws {
        var book = Self.book(narrated: [true], declared: false)
        book.files = book.files.map { $0.0 == "OEBPS/mo1.smil" ? ($0.0, "<smil xmlns=\"http://www.w3.org/ns/SMIL\"><body><par></body></smil>") : $0 }
        let content = await PublicationContent.walk(try book.open())
        let overlay = try #require(content.overlays.first)
        #expect(overlay.failure?.kind == .malformedXML)
        #expect(overlay.failure?.reason.contains("not well-formed") == true)
        #expect(overlay.pars.isEmpty)
    }

    @Test func epub2BooksHaveNoOverlays() async throws {
        let publication = try Self.book(narrated: [true], declared: true, version: "2.0").open()
        #expect(await PublicationContent.walk(publication).overlays.isEmpty)
    }

    @Test func declaredWithoutOverlaysIsContradicted() async throws {
        let check = try #require(await claim(Self.book(narrated: [false, false], declared: true)))
        #expect(check.status == .contradicted && check.impact == .serious)
        #expect(check.failsMetadata)
    }

    @Test func declaredAndCoveringTheSpineIsConsistent() async throws {
        let check = try #require(await claim(Self.book(narrated: [true, true], declared: true)))
        #expect(check.status == .consistent, "\(check.evidence)")
        #expect(check.evidence.contains("2 of 2"))
    }

    @Test func declaredAndCoveringPartOfTheSpineNeedsReview() async throws {
        let check = try #require(await claim(Self.book(narrated: [true, false], declared: true)))
        #expect(check.status == .needsReview)
        #expect(check.evidence.contains("OEBPS/chapter2.xhtml"))
        #expect(check.location?.path == "OEBPS/chapter2.xhtml")
    }

    @Test func overlaysNotDeclaredAreUndeclared() async throws {
        let check = try #require(await claim(Self.book(narrated: [true, true], declared: false)))
        #expect(check.status == .undeclared && check.impact == .minor)
    }

    @Test func neitherDeclaredNorPresentIsNotChecked() async throws {
        #expect(try await claim(Self.book(narrated: [false], declared: false)) == nil)
    }

    @Test func epub2IsNotApplicable() async throws {
        #expect(try await claim(Self.book(narrated: [true], declared: true, version: "2.0")) == nil)
    }

    @Test func anOverlayWithBrokenTargetsAndClipsIsReported() async throws {
        var book = Self.book(narrated: [true], declared: false)
        book.files = book.files.map { file in
            guard file.0 == "OEBPS/mo1.smil" else { return file }
            return (file.0, """
                <smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body>
                <par><text src="chapter1.xhtml#missing"/><audio src="gone.mp3" clipBegin="2s" clipEnd="1s"/></par>
                </body></smil>
                """)
        }
        let report = try await AccessibilityInspector().report(for: book.bytes())
        let byRule = Dictionary(grouping: report.findings.filter { $0.location?.path == "OEBPS/mo1.smil" }, by: \.ruleID)
        #expect(byRule["epub-mediaoverlays-text"]?.first?.location?.line == 2)
        #expect(byRule["epub-mediaoverlays-audio"]?.first?.message.contains("neither in the manifest nor in the container") == true)
        #expect(byRule["epub-mediaoverlays-clip"]?.first?.message.contains("ends before it begins") == true)
        // No media:duration at all: the overlay's manifest item and the package are reported.
        let durations = report.findings.filter { $0.ruleID == "epub-mediaoverlays-duration" }
        #expect(durations.count == 2)
    }
}
