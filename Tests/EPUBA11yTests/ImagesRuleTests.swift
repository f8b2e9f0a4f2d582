@testable import EPUBA11y
import EPUBCore
import Testing

/// The image, link, media and ARIA-reference rules beyond their examples: counts, locations,
/// messages and element ids on fuller documents.
@Suite("Images rules")
struct ImagesRuleTests {
    /// Findings of `rule` on a one-chapter book (`OEBPS/chapter1.xhtml`; the body starts at line 5).
    static func findings(_ rule: any Rule.Type, body: String) async throws -> [Finding] {
        try await findings(rule, example: .passes(body: body))
    }

    static func findings(_ rule: any Rule.Type, example: RuleExample) async throws -> [Finding] {
        let publication = try example.book().open()
        let content = await PublicationContent.walk(publication)
        return RuleRegistry.evaluate(RuleContext(publication: publication, content: content), rules: [rule])
    }

    @Test func multiImageDocumentCountsAndLocations() async throws {
        let body = """
            <img src="images/receipt.png"/>
            <img src="images/map.png" alt="A map of the harbour"/>
            <p>Text.</p>
            <img id="kettle" src="images/kettle.png"/>
            <img src="images/rule.png" alt=""/>
            <img src="images/star.png" role="presentation"/>
            <img src="images/hidden.png" aria-hidden="true"/>
            """
        let findings = try await Self.findings(ImageAltRule.self, body: body)
        #expect(findings.count == 2)
        #expect(findings.map(\.location) == [SourceLocation(path: "OEBPS/chapter1.xhtml", line: 5),
                                              SourceLocation(path: "OEBPS/chapter1.xhtml", line: 8)])
        #expect(findings.allSatisfy { $0.ruleID == "image-alt" && $0.impact == .critical && $0.outcome == .failed })
    }

    @Test func messagesQuoteTheOffendingValue() async throws {
        let alt = try await Self.findings(ImageAltRule.self, body: #"<img src="../images/receipt.png"/>"#)
        #expect(alt.first?.message.contains(#""../images/receipt.png""#) == true)

        let filename = try await Self.findings(ImageAltFilenameRule.self, body: #"<img src="images/image01.png" alt="image01.png"/>"#)
        #expect(filename.count == 1)
        #expect(filename.first?.message.contains(#""image01.png""#) == true)
        #expect(filename.first?.outcome == .needsReview)

        let reference = try await Self.findings(ARIAReferenceTargetRule.self,
                                                body: #"<ul id="list" aria-describedby="list-footnote other"><li>Bread</li></ul><p id="other">x</p>"#)
        #expect(reference.count == 1)
        #expect(reference.first?.message.contains("aria-describedby") == true)
        #expect(reference.first?.message.contains(#""list-footnote""#) == true)
        #expect(reference.first?.message.contains("other") == false)

        let link = try await Self.findings(LinkNameRule.self, body: #"<p><a href="chapter1.xhtml#top"></a></p>"#)
        #expect(link.first?.message.contains(#""chapter1.xhtml#top""#) == true)
    }

    @Test func elementIDIsSetWhenTheElementHasOne() async throws {
        let alt = try await Self.findings(ImageAltRule.self, body: #"<img id="fig1" src="a.png"/><img src="b.png"/>"#)
        #expect(alt.map(\.elementID) == ["fig1", nil])
        let reference = try await Self.findings(ARIAReferenceTargetRule.self, body: #"<section id="s" aria-labelledby="gone"><p>x</p></section>"#)
        #expect(reference.map(\.elementID) == ["s"])
        let video = try await Self.findings(VideoCaptionRule.self, body: #"<video id="tour" src="tour.mp4" controls="controls"></video>"#)
        #expect(video.map(\.elementID) == ["tour"])
        let math = try await Self.findings(MathAlttextRule.self, body: #"<p><math xmlns="http://www.w3.org/1998/Math/MathML" id="eq1"><mi>x</mi></math></p>"#)
        #expect(math.map(\.elementID) == ["eq1"])
    }

    @Test func standardEbooksMarkupYieldsNoImageFinding() async throws {
        let body = """
            <section id="colophon" epub:type="colophon" role="doc-colophon">
              <img alt="" src="../images/logo.svg" epub:type="z3998:publisher-logo" role="presentation"/>
            </section>
            <section id="chapter-1" epub:type="chapter" role="doc-chapter">
              <figure id="illustration-1">
                <img alt="Illustration of a man in a top hat leaning on a gate." src="../images/illustration-1.jpg" epub:type="se:image.color-depth.full-color se:image.style.realistic"/>
                <figcaption>“Good morning,” said he.</figcaption>
              </figure>
            </section>
            """
        for rule in [ImageAltRule.self, ImageAltFilenameRule.self, ImageAltEmptyWithTitleRule.self, ImageRolePresentationAltRule.self,
                     SVGImgAltRule.self, RoleImgAltRule.self] as [any Rule.Type] {
            let findings = try await Self.findings(rule, body: body)
            #expect(findings.isEmpty, "\(rule.description.id): \(findings.map(\.message))")
        }
    }

    @Test func ariaReferencesGradeByWhatIsLost() async throws {
        let findings = try await Self.findings(ARIAReferenceTargetRule.self, body: """
            <p aria-labelledby="a">x</p>
            <button type="button" aria-controls="b">y</button>
            <p aria-describedby="c c">z</p>
            """)
        #expect(findings.map(\.impact) == [.serious, .moderate, .serious])
        #expect(findings.map { $0.location?.line } == [5, 6, 7])
    }

    @Test func svgWrappedImagesAreTiedToTheirIsland() async throws {
        let body = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" role="img" aria-label="A plate"><image xlink:href="plate.png"/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><rect width="9" height="9"/></svg>
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" id="p2"><image xlink:href="plate2.png"/></svg>
            """
        let findings = try await Self.findings(SVGImgAltRule.self, body: body)
        #expect(findings.count == 1)
        #expect(findings.first?.location?.line == 7)
        #expect(findings.first?.elementID == "p2")
        #expect(findings.first?.outcome == .needsReview && findings.first?.impact == .minor)
        #expect(findings.first?.message.contains(#""plate2.png""#) == true)
    }

    @Test func genericAndFileNameAltText() {
        #expect(ImageAltFilenameRule.problem("Photo 3", fileName: "a.png") != nil)
        #expect(ImageAltFilenameRule.problem("img_0042", fileName: "a.png") != nil)
        #expect(ImageAltFilenameRule.problem("Picture of", fileName: "a.png") != nil)
        #expect(ImageAltFilenameRule.problem("Kettle", fileName: "kettle.png") != nil)
        #expect(ImageAltFilenameRule.problem("Picture of a kettle", fileName: "a.png") == nil)
        #expect(ImageAltFilenameRule.problem("Iconic lighthouse", fileName: "a.png") == nil)
        #expect(ImageAltFilenameRule.problem("A graph of rainfall", fileName: "graph.png") == nil)
    }

    @Test func autoplayWithControlsNeedsReviewWithout() async throws {
        let findings = try await Self.findings(NoAutoplayAudioRule.self, body: """
            <audio src="a.mp3" autoplay="autoplay"></audio>
            <audio src="b.mp3" autoplay="autoplay" controls="controls"></audio>
            <audio src="c.mp3" autoplay="autoplay" muted="muted"></audio>
            """)
        #expect(findings.map(\.outcome) == [.failed, .needsReview])
        #expect(findings.map(\.impact) == [.moderate, .minor])
    }

    @Test func longdescGradesBrokenTargets() async throws {
        let findings = try await Self.findings(ImageLongdescRule.self, body: """
            <img src="a.png" alt="A" longdesc="#d"/><p id="d">Description.</p>
            <img src="b.png" alt="B" longdesc="chapter1.xhtml#missing"/>
            <img src="c.png" alt="C" longdesc="https://example.org/desc"/>
            """)
        #expect(findings.map(\.impact) == [.minor, .moderate, .minor])
        #expect(findings[1].message.contains(#""missing""#))
    }
}
