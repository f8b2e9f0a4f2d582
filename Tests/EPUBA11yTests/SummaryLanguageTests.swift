@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The drafted `accessibilitySummary` speaks the book's language when there are phrases for it,
/// and says so; other books get English marked with `xml:lang` (issue #15).
@Suite("Suggestion: the summary in the book's language")
struct SummaryLanguageTests {
    static func book(language: String) -> TestBook {
        var book = MetadataSuggestionTests.illustrated(alt: "Carte du trajet")
        book.package = book.package.replacingOccurrences(of: "<dc:language>en</dc:language>", with: "<dc:language>\(language)</dc:language>")
        return book
    }

    static func summary(_ suggestion: MetadataSuggestion) throws -> MetadataSuggestion.Statement {
        try #require(suggestion.statements.first { $0.property == "accessibilitySummary" })
    }

    @Test func aFrenchBookGetsAFrenchDraftWithoutXMLLang() async throws {
        let suggestion = try await MetadataSuggestionTests.suggestion(Self.book(language: "fr-CA"))
        #expect(suggestion.language == "fr-CA" && suggestion.summaryLanguage == "fr")
        let summary = try Self.summary(suggestion)
        #expect(summary.value.hasPrefix("Cette publication a été vérifiée automatiquement\u{00A0}: "), "\(summary.value)")
        #expect(summary.value.contains("les images ont une alternative textuelle"))
        #expect(summary.value.hasSuffix("Elle ne déclare aucune conformité à EPUB Accessibility ni aux WCAG."))
        #expect(summary.reason.contains("in the book's language, fr"))
        let element = try #require(FixPlan(proposing: suggestion).elements.first { $0.contains("accessibilitySummary") })
        #expect(!element.contains("xml:lang"))
        // A confirmed claim is stated in the same language.
        let confirmed = try FixPlan(suggestion, accepting: .init(claim: FixReplaceTests.claim, certifier: "X"))
        #expect(confirmed.statements.contains { $0.value.contains("Elle déclare\u{00A0}: \(FixReplaceTests.claim).") })
    }

    @Test func aBookInALanguageWithoutPhrasesGetsEnglishMarkedAsSuch() async throws {
        let suggestion = try await MetadataSuggestionTests.suggestion(Self.book(language: "ja"))
        #expect(suggestion.summaryLanguage == "en")
        let summary = try Self.summary(suggestion)
        #expect(summary.value.hasPrefix("This publication was checked by machine: "))
        #expect(summary.reason.contains("no draft in the book's language, ja"))
        let element = try #require(FixPlan(proposing: suggestion).elements.first { $0.contains("accessibilitySummary") })
        #expect(element.hasPrefix(#"<meta property="schema:accessibilitySummary" xml:lang="en">"#))
    }

    @Test(arguments: [("fr-CA", "fr"), ("DE-de", "de"), ("es", "es"), ("it-IT", "it"), ("en-GB", "en"), ("pt-BR", "en"), ("ja", "en")])
    func languageResolution(tag: String, drafted: String) {
        #expect(SummaryDraft.language(for: tag) == drafted)
    }

    /// The languages with every summary phrase (strings/<language>.json) are those drafted; a table
    /// missing one phrase would not be offered (its summary would switch language mid-sentence).
    @Test func theLanguagesDraftedAreThoseWithEveryPhrase() {
        #expect(ReportStrings.summaryLanguages == ["de", "en", "es", "fr", "it"])
        for language in ReportStrings.summaryLanguages {
            let phrases = try? #require(ReportStrings.summary(for: language))
            #expect(phrases?("summary.checked", ["list": "X"]).contains("X") == true, "\(language)")
            #expect(phrases?("summary.claims", ["claim": "Y"]).contains("Y") == true, "\(language)")
        }
    }

    /// A fixed-layout book of images: neither textual access nor textual sufficiency is asserted,
    /// and the draft does not say the opposite of what it leaves to confirm.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func aFixedLayoutBookOfImagesAssertsNoTextualReading() async throws {
        let audit = try await AccessibilityInspector().audit(URL(fileURLWithPath: Paths.corpusBook("idpf-sous-le-vent.epub")))
        let suggestion = MetadataSuggester.suggest(audit)
        #expect(MetadataSuggestionTests.statement(suggestion, "accessModeSufficient", "textual")?.status == .toConfirm)
        let summary = try Self.summary(suggestion)
        #expect(!summary.value.contains("son contenu peut être lu sous forme de texte seul"), "\(summary.value)")
        #expect(summary.value.contains("le fait que le texte seul transmette tout le contenu"))
    }
}
