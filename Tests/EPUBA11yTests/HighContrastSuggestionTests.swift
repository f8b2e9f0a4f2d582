@testable import EPUBA11y
import EPUBCore
import Testing

/// `suggest` and `accessibilityFeature highContrastDisplay`: proposed only when the CSS gives
/// every run of text WCAG 1.4.6's enhanced contrast with its colours paired, left to confirm when
/// images could hold text the CSS says nothing of, never suggested otherwise.
@Suite("High contrast display suggested from the text's contrast")
struct HighContrastSuggestionTests {
    /// A book of one chapter whose `<style>` is `css` (none when empty), with `body` as its content.
    static func book(css: String = "", body: String = "<h1>One</h1><p>Plain words.</p>", metadata: String = "") -> TestBook {
        var book = TestBook()
        book.package = TestBook.opf(metadata: metadata)
        let head = "<title>T</title>" + (css.isEmpty ? "" : "<style>\(css)</style>")
        book.files = [("OEBPS/nav.xhtml", TestBook.nav()), ("OEBPS/chapter1.xhtml", TestBook.xhtml(body: body, head: head))]
        return book
    }

    static func suggestion(_ book: TestBook) async throws -> MetadataSuggestion {
        MetadataSuggester.suggest(try await AccessibilityInspector().audit(try book.bytes(), name: "book.epub"))
    }

    static func highContrast(_ suggestion: MetadataSuggestion) -> MetadataSuggestion.Statement? {
        suggestion.statements.first { $0.property == "accessibilityFeature" && $0.value == "highContrastDisplay" }
    }

    static func summary(_ suggestion: MetadataSuggestion) -> String {
        suggestion.statements.first { $0.property == "accessibilitySummary" }?.value ?? ""
    }

    @Test func textInTheReadingSystemsBlackOnWhiteWithoutImagesIsProposed() async throws {
        let suggestion = try await Self.suggestion(Self.book())
        let statement = try #require(Self.highContrast(suggestion))
        #expect(statement.status == .proposed)
        // The spine's one document and its two runs (the heading and the paragraph), counted.
        #expect(statement.evidence.first?.hasPrefix("2 text run(s) in 1 document(s) reach 7:1") == true, "\(statement.evidence)")
        #expect(suggestion.additions.contains { $0.value == "highContrastDisplay" }, "a proposed feature is written by fix")
        #expect(Self.summary(suggestion).contains("text stands out from its background in high contrast"))
    }

    /// #595959 on white is 7.00:1, #5a5a5a 6.89:1: the line WCAG 1.4.6 draws.
    @Test(arguments: [("#595959", true), ("#5a5a5a", false)])
    func greyTextIsProposedOnlyFromSevenToOne(color: String, proposed: Bool) async throws {
        let suggestion = try await Self.suggestion(Self.book(css: "body { color: \(color); background-color: #ffffff }"))
        #expect((Self.highContrast(suggestion)?.status == .proposed) == proposed)
        if !proposed { #expect(Self.highContrast(suggestion) == nil, "neither proposed nor left to confirm") }
    }

    /// Large text needs 4.5:1 for 1.4.6: #767676 (4.54:1) is enough for a 24px heading, not for its paragraph.
    @Test func largeTextNeedsFourAndAHalf() async throws {
        let css = "body { color: #000000; background-color: #ffffff } h1 { color: #767676; font-size: 24px }"
        #expect(Self.highContrast(try await Self.suggestion(Self.book(css: css)))?.status == .proposed)
        let smaller = css.replacingOccurrences(of: "24px", with: "18px")
        #expect(Self.highContrast(try await Self.suggestion(Self.book(css: smaller))) == nil)
    }

    /// Not decided by the CSS, or (WCAG F24, a failure of 1.4.6 as of 1.4.3) black text on no
    /// background of its own, which a dark theme breaks: a person looks, and `fix` writes it only then.
    @Test(arguments: ["p { background-image: url(paper.png) }", "p { color: #000000 }"])
    func undecidedOrOneSidedTextIsLeftToConfirm(css: String) async throws {
        let suggestion = try await Self.suggestion(Self.book(css: css))
        let statement = try #require(Self.highContrast(suggestion))
        #expect(statement.status == .toConfirm)
        #expect(statement.evidence == ["1 of 2 text run(s) in 1 document(s) undecided or one-sided; the others reach 7:1 (4.5:1 when large)"])
        #expect(!suggestion.additions.contains { $0.value == "highContrastDisplay" })
        let confirmed = try FixPlan(suggestion, accepting: FixPlan.Acceptance(features: ["highContrastDisplay"]))
        #expect(confirmed.statements.contains { $0.value == "highContrastDisplay" && $0.status == .proposed })
        // Written, but not among what the draft says the machine checked.
        let summary = try #require(confirmed.statements.first { $0.property == "accessibilitySummary" })
        #expect(summary.value.hasPrefix("This publication was checked by machine:") && !summary.value.contains("stands out"), "\(summary.value)")
    }

    /// Text below 7:1 is not offered to confirm, and a person's `--accept` of it is refused.
    @Test func acceptingItOverTextBelowSevenToOneIsRefused() async throws {
        let suggestion = try await Self.suggestion(Self.book(css: "body { color: #767676; background-color: #ffffff }"))
        #expect(Self.highContrast(suggestion) == nil)
        #expect(throws: FixPlan.Refusal.self) {
            try FixPlan(suggestion, accepting: FixPlan.Acceptance(features: ["highContrastDisplay"]))
        }
        #expect(throws: Never.self) { try FixPlan(suggestion, accepting: FixPlan.Acceptance(features: ["readingOrder"])) }
    }

    /// The same rule for any feature the suggestion leaves out: a fixed-layout book is not offered
    /// displayTransformability, and accepting it is refused rather than dropped unsaid.
    @Test func acceptingAFeatureNotOfferedIsRefusedWithWhy() async throws {
        var book = Self.book()
        book.package = TestBook.opf(metadata: #"<meta property="rendition:layout">pre-paginated</meta>"#)
        let suggestion = try await Self.suggestion(book)
        #expect(!suggestion.statements.contains { $0.value == "displayTransformability" })
        do {
            _ = try FixPlan(suggestion, accepting: FixPlan.Acceptance(features: ["displayTransformability"]))
            Issue.record("accepted a feature the suggestion does not offer")
        } catch {
            #expect(error.reason == "accessibilityFeature displayTransformability is not offered for confirmation: the book is fixed-layout, so its text cannot reflow")
        }
    }

    /// An image may hold text whose contrast no style sheet says: a person confirms, and `fix` does not write it.
    @Test func withAnImageItIsLeftToConfirm() async throws {
        let body = #"<h1>One</h1><p>Plain words.</p><img src="map.png" alt="Map of the route"/>"#
        var book = Self.book(body: body)
        book.package = TestBook.opf(manifest: """
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
                <item id="map" href="map.png" media-type="image/png"/>
            """)
        book.files.append(("OEBPS/map.png", "PNG"))
        let suggestion = try await Self.suggestion(book)
        let statement = try #require(Self.highContrast(suggestion))
        #expect(statement.status == .toConfirm)
        #expect(statement.evidence.contains { $0.contains("1 image(s), first img at OEBPS/chapter1.xhtml:") }, "\(statement.evidence)")
        #expect(!suggestion.additions.contains { $0.value == "highContrastDisplay" })
        // Not a doubt of the draft summary: an extra a book may offer, not a question every book must settle.
        let summary = Self.summary(suggestion)
        #expect(summary.contains("Not yet confirmed by a person: the reading order") && !summary.contains("contrast"), "\(summary)")
    }

    /// Declared, it is kept as declared; the draft summary states it only when the content proves it.
    @Test func aDeclaredFeatureIsKeptAndTheSummaryStatesOnlyWhatTheTextShows() async throws {
        let metadata = #"<meta property="schema:accessibilityFeature">highContrastDisplay</meta>"#
        let pale = try await Self.suggestion(Self.book(css: "body { color: #aaaaaa; background-color: #ffffff }", metadata: metadata))
        #expect(Self.highContrast(pale)?.status == .declared)
        #expect(pale.statements.filter { $0.value == "highContrastDisplay" }.count == 1)
        #expect(!Self.summary(pale).contains("high contrast"), "the declared claim is what the pale text contradicts")
        // The control: the same book, undeclared and black on white, has the sentence.
        #expect(Self.summary(try await Self.suggestion(Self.book())).contains("text stands out from its background in high contrast"))
        #expect(pale.conflicts.contains { $0.statement.contains("highContrastDisplay") && $0.kind == "contradicted" })
    }

    /// In the book's language: each table that drafts summaries has the phrase.
    @Test(arguments: ["en", "fr", "de", "es", "it"])
    func everySummaryLanguageHasThePhrase(language: String) throws {
        let phrases = try #require(ReportStrings.summary(for: language))
        #expect(phrases.language == language)
        #expect(ReportStrings.exists("summary.shown.highContrastDisplay"))
        #expect(!phrases("summary.shown.highContrastDisplay").isEmpty && phrases("summary.shown.highContrastDisplay") != "summary.shown.highContrastDisplay")
    }
}
