import EPUBA11y
import EPUBCore
import Testing

/// WCAG rows about content the book lacks are not applicable, with the reason; the manual
/// review list holds only what the book contains.
@Suite struct NotApplicableTests {
    static func rows(_ body: String) async throws -> [String: ConformanceAssessment.Row] {
        let report = try await CalibrationBooks.report(CalibrationBooks.book([TestBook.xhtml(body: body)]))
        return Dictionary(uniqueKeysWithValues: try #require(report.assessment).rows.map { ($0.id, $0) })
    }

    @Test func rowsForAbsentContentSayWhat() async throws {
        let rows = try await Self.rows("<h1>One</h1><p>Plain text only.</p>")
        let expected: [String: String] = [
            "wcag-1.1.1": "there are no images and no MathML in the content",
            "wcag-1.2.1": "there is no audio or video in the content",
            "wcag-1.2.2": "there is no video in the content",
            "wcag-1.2.5": "there is no video in the content",
            "wcag-1.4.2": "there is no audio or video in the content",
            "wcag-1.4.5": "there are no images in the content",
            "wcag-2.1.1": "there are no scripts, forms or embedded interactive objects",
            "wcag-2.4.4": "there are no links in the content",
            "wcag-3.3.2": "there are no forms or form controls in the content",
        ]
        for (id, reason) in expected {
            let row = try #require(rows[id], "\(id)")
            #expect(row.status == .notApplicable, "\(id)")
            #expect(row.evidence == [reason], "\(id)")
            #expect(row.manualChecks.isEmpty, "\(id)")
        }
        // What every book has stays for a person.
        #expect(rows["wcag-1.3.1"]?.status == .needsReview)
        // Black text on the white page throughout and no image that could hold text: contrast is decided, and met.
        #expect(rows["wcag-1.4.3"]?.status == .met)
        #expect(rows["wcag-1.4.3"]?.manualChecks.isEmpty == true)
        #expect(rows["wcag-1.4.3"]?.evidence.first?.hasSuffix("reach their contrast threshold, as the book's CSS decides it") == true)
    }

    @Test func rowsApplyWhenTheContentIsThere() async throws {
        let rows = try await Self.rows(#"""
            <h1>One</h1><p><a href="chapter1.xhtml">Again</a></p><img src="map.png" alt="A map"/>
            <form action="#"><label for="q">Answer</label><input id="q" type="text"/></form>
            <video src="v.mp4" controls="controls"><track kind="captions" src="v.vtt"/></video>
            """#)
        for id in ["wcag-1.1.1", "wcag-1.2.1", "wcag-1.2.2", "wcag-1.2.5", "wcag-1.4.5", "wcag-2.1.1", "wcag-2.4.4", "wcag-3.3.2"] {
            #expect(rows[id]?.status != .notApplicable, "\(id)")
        }
    }

    @Test func onlyLogosLeaveImagesOfTextNotApplicable() async throws {
        let rows = try await Self.rows(#"<h1>One</h1><p>Text.</p><img src="logo.png" alt="Press logo"/><img src="rule.png" alt=""/>"#)
        #expect(rows["wcag-1.4.5"]?.status == .notApplicable)
        #expect(rows["wcag-1.4.5"]?.evidence.first?.contains("logos") == true)
        #expect(rows["wcag-1.1.1"]?.status != .notApplicable)
    }
}
