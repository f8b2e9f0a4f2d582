@testable import EPUBA11y
import EPUBCore
import Testing

/// What a reader's assistive technology meets (issue #42): the cascade and `aria-hidden` decide
/// which items the rules judge, as axe-core's `isVisibleToScreenReaders` does; media-query
/// branches are judged where the content shows; the navigation document outside the spine is
/// judged too; scripts that build content leave the contrast row a review item.
@Suite("Exposure: hidden content, navigation documents, scripted text")
struct ExposureTests {
    /// The inventory of one chapter whose body is `body` (`head` adds to its head).
    static func inventory(_ body: String, head: String = "<title>Chapter</title>") async throws -> ContentInventory {
        let publication = try RuleExample.passes(documents: [RuleExample.xhtml(body: body, head: head)]).book().open()
        return try #require(await PublicationContent.walk(publication).documents.first)
    }

    @Test func hiddenByNamesTheDeclarationThatHides() async throws {
        let document = try await Self.inventory(#"<div class="toc"><a href="chapter1.xhtml"></a></div><p hidden=""><img src="a.png"/></p>"#,
                                               head: "<title>C</title><style>div.toc { display: none }</style>")
        let link = try #require(document.links.first)
        #expect(link.hiddenBy?.english.contains("display: none") == true && link.hiddenBy?.english.contains("div.toc") == true)
        let image = try #require(document.images.first)
        #expect(image.hiddenBy?.english.contains("reading system's default style") == true)
        // The judged view leaves both out; the inventory keeps them for the data and the rules that see everything.
        let exposed = document.exposedOnly()
        #expect(exposed.links.isEmpty && exposed.images.isEmpty)
        #expect(document.links.count == 1 && document.images.count == 1)
    }

    @Test func ariaHiddenHidesTheSubtreeAndOffScreenContentStaysExposed() async throws {
        let document = try await Self.inventory(#"<div aria-hidden="true"><p><img src="a.png"/></p></div><p style="position: absolute; left: -9999px"><img src="b.png"/></p><img src="c.png"/>"#)
        #expect(document.images.map { $0.hiddenBy == nil } == [false, true, true])
        #expect(document.images.first?.hiddenBy?.english.contains("aria-hidden") == true)
    }

    @Test func mediaQueryBranchesAreJudgedWhereTheContentShows() async throws {
        // Hidden only on narrow screens: shown elsewhere, so judged.
        let narrow = try await Self.inventory(#"<p class="n"><img src="a.png"/></p>"#,
                                             head: "<title>C</title><style>@media (max-width: 30em) { p.n { display: none } }</style>")
        #expect(narrow.images.first?.hiddenBy == nil)
        // Hidden by default, shown on wide screens: shown somewhere, so judged.
        let wide = try await Self.inventory(#"<p class="w"><img src="a.png"/></p>"#,
                                           head: "<title>C</title><style>p.w { display: none } @media (min-width: 40em) { p.w { display: block } }</style>")
        #expect(wide.images.first?.hiddenBy == nil)
        // Hidden on every screen.
        let always = try await Self.inventory(#"<p class="a"><img src="a.png"/></p>"#,
                                             head: "<title>C</title><style>p.a { display: none } @media print { p.a { display: block } }</style>")
        #expect(always.images.first?.hiddenBy != nil)
    }

    @Test func visibilityVisibleShowsAgainButDisplayNoneDoesNot() async throws {
        let document = try await Self.inventory(#"<div style="visibility: hidden"><img src="a.png" style="visibility: visible"/><img src="b.png"/></div><div style="display: none"><img src="c.png" style="display: inline"/></div>"#)
        #expect(document.images.map { $0.hiddenBy == nil } == [true, false, false])
    }

    @Test func svgDescriptionsAreNeverPaintedSoNeverReviewedForContrast() async throws {
        let document = try await Self.inventory(#"<svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Chart"><desc>Bars for 2024, tallest in June</desc><metadata>x</metadata><rect width="5" height="9"/></svg><p>Text.</p>"#)
        let contrast = try #require(document.contrast)
        #expect((contrast.undecided + contrast.failures).allSatisfy { !$0.text.contains("Bars for 2024") })
        #expect(contrast.undecidedRuns == 0)
    }

    @Test func scriptedTextLeavesTheContrastRowAReviewItem() async throws {
        let scripted = RuleExample.passes(documents: [RuleExample.xhtml(body: "<p>Text.</p>", head: #"<title>C</title><script src="build.js"></script>"#)])
        let plain = RuleExample.passes(documents: [RuleExample.xhtml(body: "<p>Text.</p>")])
        func contrastRow(_ example: RuleExample) async throws -> ConformanceAssessment.Row {
            let audit = await AccessibilityInspector().audit(try example.book().open())
            return try #require(ConformanceAssessment(audit: audit).rows.first { $0.id == "wcag-1.4.3" })
        }
        #expect(try await contrastRow(scripted).manualChecks.contains(RequirementCatalog.contrastOfScriptedText))
        #expect(try await !contrastRow(plain).manualChecks.contains(RequirementCatalog.contrastOfScriptedText))
    }

    @Test func navigationDocumentOutsideTheSpineIsJudged() async throws {
        var example = RuleExample.passes(documents: [RuleExample.xhtml(body: "<h1>One</h1>")])
        example.navigation = """
            <?xml version="1.0" encoding="UTF-8"?>
            <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
            <head></head>
            <body><nav epub:type="toc"><ol><li><a href="chapter1.xhtml"></a></li></ol></nav></body>
            </html>
            """
        let audit = await AccessibilityInspector().audit(try example.book().open())
        let atNav = Set(audit.findings.filter { $0.location?.path == "OEBPS/nav.xhtml" }.map(\.ruleID))
        #expect(atNav.isSuperset(of: ["html-has-lang", "document-title", "link-name", "epub-type-has-matching-role"]))
        // It is not a spine document: the book's documents and data do not count it.
        #expect(audit.content.documents.allSatisfy { $0.path != "OEBPS/nav.xhtml" })
        #expect(audit.content.navigation.map(\.path) == ["OEBPS/nav.xhtml"])
    }
}
