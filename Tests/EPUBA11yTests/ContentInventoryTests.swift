@testable import EPUBA11y
import EPUBCore
import Testing

@Suite("Content inventory (one walk per document)")
struct ContentInventoryTests {
    static func inventory(_ body: String, head: String = "<title> The  Title </title>",
                          htmlAttributes: String = #"xml:lang="en" lang="en""#,
                          limits: XMLParseLimits = .default) throws -> ContentInventory {
        var builder = ContentInventoryBuilder(path: "OEBPS/text/ch1.xhtml", mediaType: "application/xhtml+xml")
        let source = RuleExample.xhtml(body: body, head: head, htmlAttributes: htmlAttributes)
        _ = try XMLDocumentParser.walk(Array(source.utf8), path: "OEBPS/text/ch1.xhtml", recovery: .html, limits: limits,
                                       into: &builder)
        return builder.inventory
    }

    @Test func rootTitleAndLanguages() throws {
        let inventory = try Self.inventory(#"<p lang="fr" xml:lang="fr">Bonjour</p>"#, htmlAttributes: #"lang="en" xml:lang="en-GB""#)
        #expect(inventory.rootElement == "html")
        #expect(inventory.rootLang == "en")
        #expect(inventory.rootXMLLang == "en-GB")
        #expect(inventory.title == "The Title")
        #expect(inventory.languages.map(\.value) == ["en", "en-GB", "fr", "fr"])
        #expect(inventory.languages.filter(\.isRoot).count == 2)
        #expect(try Self.inventory("<p/>", head: "").title == nil)
    }

    @Test func imagesWithFigureCaptionsAndDescriptions() throws {
        let inventory = try Self.inventory("""
            <figure id="f1"><img src="../images/a%20b.png" alt="A map" aria-describedby="d1"/>
              <figcaption>The <em>harbour</em></figcaption></figure>
            <img src="x.png"/>
            <img src="deco.png" alt="" title="Swirl"/>
            <svg xmlns="http://www.w3.org/2000/svg" role="img" aria-label="Chart"><title>Rainfall</title><image href="c.png"/></svg>
            <input type="image" src="go.png" alt="Go"/>
            <map name="m"><area href="#a" alt=""/></map>
            <div role="img" aria-label="Stars">***</div>
            """)
        let images = inventory.images
        #expect(images.map(\.kind) == [.img, .img, .img, .svg, .svgImage, .inputImage, .area, .roleImg])
        #expect(images[0].alt == "A map")
        #expect(images[0].target?.path == "OEBPS/images/a b.png")
        #expect(images[0].figcaption == "The harbour")
        #expect(images[0].ariaDescribedBy == ["d1"])
        #expect(images[0].ancestry.inFigure)
        #expect(images[1].alt == nil && images[1].figcaption == nil && !images[1].ancestry.inFigure)
        #expect(images[2].isDecorative && images[2].title == "Swirl")
        #expect(images[3].svgTitle == "Rainfall" && images[3].roles == ["img"] && images[3].ariaLabel == "Chart")
        #expect(images[4].src == "c.png")
        #expect(images[6].hasHref && images[6].alt == "")
    }

    @Test func headingsLinksAndTheirNames() throws {
        let inventory = try Self.inventory("""
            <h1 id="t">Part <img src="i.png" alt="One"/></h1>
            <aside><h4>Note</h4></aside>
            <div role="heading" aria-level="3">Faux</div>
            <h2></h2>
            <p><a href="ch2.xhtml#s1"><img src="next.png" alt="Next chapter"/></a> <a href="https://example.org" aria-label="Example">x</a><a href="ch3.xhtml"></a></p>
            """)
        #expect(inventory.headings.map(\.level) == [1, 4, 3, 2])
        #expect(inventory.headings.map(\.text) == ["Part One", "Note", "Faux", ""])
        #expect(inventory.headings[1].ancestry.inAside)
        #expect(!inventory.headings[0].ancestry.inAside)
        #expect(inventory.links.map(\.accessibleName) == ["Next chapter", "Example", nil])
        #expect(inventory.links[0].target.path == "OEBPS/text/ch2.xhtml")
        #expect(inventory.links[0].target.fragment == "s1")
        #expect(inventory.links[1].target.kind == .external)
    }

    @Test func tablesWithCellsAndNesting() throws {
        let inventory = try Self.inventory("""
            <table id="t1"><caption>Tides</caption>
              <tr><th scope="col" id="h1">Day</th><th scope="col">High</th></tr>
              <tr><td headers="h1">Mon</td><td colspan="1">5 m<table role="presentation"><tr><td>x</td></tr></table></td></tr>
            </table>
            <table summary="old"><tr><td>a</td><td>b</td></tr></table>
            """)
        #expect(inventory.tables.count == 3)
        let first = inventory.tables[0]
        #expect(first.caption == "Tides")
        #expect(first.rowCount == 2)
        #expect(first.headerCells.map(\.scope) == ["col", "col"])
        #expect(first.dataCells.map(\.column) == [0, 1])
        #expect(first.dataCells.first?.headers == ["h1"])
        #expect(first.dataCells.map(\.row) == [1, 1])
        #expect(inventory.tables[1].isLayout)
        #expect(inventory.tables[1].cells.count == 1)
        #expect(inventory.tables[2].summaryAttribute == "old")
        #expect(inventory.tables[2].headerCells.isEmpty)
    }

    @Test func pageBreaksIdsReferencesSemanticsMediaMathAndEmbedded() throws {
        let inventory = try Self.inventory("""
            <span epub:type="pagebreak" role="doc-pagebreak" id="p1" aria-label="1"/>
            <span epub:type="pagebreak" id="p2">2</span>
            <hr role="doc-pagebreak" id="p3"/>
            <p id="p1" aria-describedby="n1 n2">dup</p>
            <nav epub:type="landmarks"><ol><li><a epub:type="bodymatter" href="ch1.xhtml">Start</a></li></ol></nav>
            <aside epub:type="footnote" id="n1">Note</aside>
            <video src="v.mp4" controls="controls"><track kind="captions" src="v.vtt" srclang="en"/></video>
            <audio autoplay="autoplay"><source src="a.mp3"/></audio>
            <math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x squared"><msup><mi>x</mi><mn>2</mn></msup></math>
            <script src="s.js"/><form><input type="text"/></form><iframe src="f.xhtml"/>
            """)
        #expect(inventory.pageBreaks.map(\.id) == ["p1", "p2", "p3"])
        #expect(inventory.pageBreaks.map(\.label) == ["1", "2", nil])
        #expect(inventory.pageBreaks.map(\.byRole) == [true, false, true])
        #expect(inventory.ids.filter { $0.id == "p1" }.count == 2)
        #expect(inventory.idReferences.first?.ids == ["n1", "n2"])
        let landmark = try #require(inventory.semantics.first { $0.epubTypes == ["bodymatter"] })
        #expect(landmark.ancestry.inLandmarksNav && landmark.hasHref)
        #expect(inventory.semantics.first { $0.epubTypes == ["footnote"] }?.ancestry.inLandmarksNav == false)
        #expect(inventory.media.map(\.kind) == [.video, .audio])
        #expect(inventory.media[0].tracks.map(\.kind) == ["captions"])
        #expect(inventory.media[1].sources == ["a.mp3"] && inventory.media[1].autoplay && !inventory.media[1].controls)
        #expect(inventory.math.first?.alttext == "x squared")
        #expect(inventory.embedded.map(\.kind) == [.script, .form, .input, .iframe])
    }

    @Test func svgContentDocument() throws {
        var builder = ContentInventoryBuilder(path: "OEBPS/p.svg", mediaType: "image/svg+xml")
        let source = #"<svg xmlns="http://www.w3.org/2000/svg" xml:lang="en"><title>Page 1</title><image href="p1.jpg"/></svg>"#
        _ = try XMLDocumentParser.walk(Array(source.utf8), path: "OEBPS/p.svg", recovery: .html, into: &builder)
        #expect(builder.inventory.isSVG)
        #expect(builder.inventory.title == "Page 1")
        #expect(builder.inventory.images.map(\.kind) == [.svgImage])
    }
}
