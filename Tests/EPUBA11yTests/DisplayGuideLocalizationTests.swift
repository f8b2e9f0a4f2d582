@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The Display Guide in every shipped W3C locale (issue #16): each renders whole, a missing key
/// falls back to English and says so, spaces and placeholders join cleanly, tags resolve like the
/// platforms'.
@Suite("Display Guide localisations")
struct DisplayGuideLocalizationTests {
    /// The samples always; three corpus books when the corpus is there.
    static var books: [URL] {
        var books = ["accessible-epub3", "defective-epub3", "legacy-epub2"].map { Paths.sampleBooks.appendingPathComponent("\($0).epub") }
        if Paths.hasCorpus {
            books += ["idpf-accessible_epub_3", "se-william-shakespeare_hamlet", "daisy-epub30-test-0320-media-overlays"]
                .map { URL(fileURLWithPath: Paths.corpusBook("\($0).epub")) }
        }
        return books
    }

    static func guide(_ url: URL, _ vocabulary: DisplayGuideVocabulary) throws -> DisplayGuide {
        let publication = try Publication.open(path: url.path)
        return DisplayGuide.make(metadata: AccessibilityMetadata(package: publication.package), package: publication.package, vocabulary: vocabulary)
    }

    static func text(_ guide: DisplayGuide, _ id: String) -> DisplayGuide.Statement? {
        guide.fields.lazy.compactMap { $0.statement(id) }.first
    }

    @Test func everyShippedLocaleRendersEveryBookWhole() throws {
        #expect(DisplayGuideLocalizations.all.count == 43)
        #expect(DisplayGuideLocalizations.locales.count == 38)
        for vocabulary in DisplayGuideLocalizations.all {
            for book in Self.books {
                let guide = try Self.guide(book, vocabulary)
                let label = "\(vocabulary.locale)/\(vocabulary.provider) \(book.lastPathComponent)"
                #expect(guide.fields.count == 8, "\(label)")
                for field in guide.fields {
                    #expect(!field.title.isEmpty && field.title == DisplayGuideJoin.trimmed(field.title), "\(label) \(field.id)")
                    for statement in field.statements where statement.id != "accessibility-summary" {
                        for wording in [statement.compact, statement.descriptive] {
                            #expect(!wording.isEmpty, "\(label) \(statement.id) is blank")
                            #expect(!wording.contains("{") && !wording.contains("}"), "\(label) \(statement.id): \(wording)")
                            #expect(!wording.contains("  ") && wording == DisplayGuideJoin.trimmed(wording), "\(label) \(statement.id): [\(wording)]")
                        }
                    }
                }
            }
        }
    }

    /// A locale lacking a key shows the English string for that key only, and names it.
    @Test func aMissingKeyFallsBackToEnglishAndIsNamed() throws {
        let japanese = try #require(DisplayGuideLocalizations.vocabulary(for: "ja"))
        #expect(japanese.provider == "vitalsource" && japanese.fellBack("hazards-flashing-none"))
        // The publisher-contact and six per-hazard statements 2.0.c added; the 2.0.b file has none of them.
        #expect(japanese.fallbackKeys == ["accessibility-summary-publisher-contact", "hazards-flashing-none", "hazards-flashing-unknown", "hazards-motion-none",
                                          "hazards-motion-unknown", "hazards-sound-none", "hazards-sound-unknown"])
        #expect(japanese.text("hazards-flashing-none") == DisplayGuideVocabulary.english.text("hazards-flashing-none"))
        #expect(!japanese.fellBack("hazards-none") && japanese.text("hazards-none").compact != "No hazards")
        let french = try #require(DisplayGuideLocalizations.vocabulary(for: "fr"))
        #expect(french.provider == "edrlab" && french.fallbackKeys.isEmpty && french.version == "2.0.c")
    }

    /// The claim is composed of fragments whose separating spaces sit on either side, or nowhere.
    @Test func claimsJoinWithOneSpaceOrNoneInEveryStyle() throws {
        let sample = Paths.sampleBooks.appendingPathComponent("accessible-epub3.epub")
        func claim(_ tag: String) throws -> DisplayGuide.Statement {
            let vocabulary = try #require(DisplayGuideLocalizations.vocabulary(for: tag))
            return try #require(Self.text(try Self.guide(sample, vocabulary), "conformance-details-claim"))
        }
        // EDRLab: "Respecte " then fragments without spaces.
        #expect(try claim("fr-FR").compact == "Respecte EPUB Accessibilité 1.1 WCAG 2.2 Niveau AA")
        // VitalSource 2.0.b English: no trailing space, fragments with leading spaces.
        #expect(try claim("en-GB").compact.hasSuffix("claims to meet EPUB Accessibility 1.1 WCAG 2.2 Level AA"))
        // Japanese: no space after the kana, the fragments' own spaces kept once.
        #expect(try claim("ja-JP").compact == "この出版社は、次を満たしていると申告しています EPUB アクセシビリティ 1.1 WCAG 2.2 レベルAA")
        // A value appended to a 2.0 prefix: its trailing space kept once, or none after full-width punctuation.
        let certifier = { (tag: String) throws -> String in
            let vocabulary = try #require(DisplayGuideLocalizations.vocabulary(for: tag))
            return try #require(Self.text(try Self.guide(sample, vocabulary), "conformance-certifier")).compact
        }
        #expect(try certifier("fr") == "Accessibilité évaluée par epub-a11y Sample Certification Desk")
        #expect(try certifier("ja") == "この出版物の認定者：epub-a11y Sample Certification Desk")
    }

    /// A certification date: as written, and an ISO 8601 day also in the locale's long form.
    @Test func datesAreShownAsWrittenAndInTheLocalesForm() {
        let french = Locale(identifier: "fr_FR"), english = Locale(identifier: "en_US")
        #expect(DisplayGuideDate.localized("2025-01-01", locale: french) == "1 janvier 2025")
        #expect(DisplayGuideDate.localized("2025-03-15T10:00:00Z", locale: english) == "March 15, 2025")
        #expect(DisplayGuideDate.localized("2025-02-30", locale: english) == nil)  // no such day
        #expect(DisplayGuideDate.localized("March 2025", locale: english) == nil)
        #expect(DisplayGuideDate.localized("2025-01-01 or so", locale: english) == nil)
        #expect(DisplayGuideDate.localized("2025", locale: english) == nil)
    }

    @Test func templatesAndFills() {
        #expect(DisplayGuideJoin.template("certified by ", ["certifier"]) == "certified by {certifier}")
        #expect(DisplayGuideJoin.template("certified by", ["certifier"]) == "certified by {certifier}")
        #expect(DisplayGuideJoin.template("認定者：", ["certifier"]) == "認定者：{certifier}")
        #expect(DisplayGuideJoin.template("meet {a} {b}", ["a", "b"]) == "meet {a} {b}")
        #expect(DisplayGuideJoin.fill("meet {a} {b}", ["a": " X ", "b": "Y"]) == "meet X Y")
        #expect(DisplayGuideJoin.fill("by {name}", ["name": "{not expanded}"]) == "by {not expanded}")
    }

    @Test(arguments: [
        ("fr-CA", "fr-CA"), ("fr-BE", "fr-FR"), ("FR", "fr-FR"), ("fr_fr", "fr-FR"), ("pt", "pt-BR"), ("pt-PT", "pt-PT"),
        ("zh-Hant", "zh-TW"), ("zh", "zh-CN"), ("zh-Hans-CN", "zh-CN"), ("en-GB", "en-GB"), ("en", "en-US"), ("en-AU", "en-US"),
        ("no", "nb-NO"), ("iw", "he-IL"), ("es-AR", "es-ES"), ("de-AT", "de-DE"),
    ])
    func tagsResolveLikeThePlatforms(tag: String, locale: String) throws {
        #expect(DisplayGuideLocalizations.vocabulary(for: tag)?.locale == locale)
    }

    @Test func providersAreChosenByTheDocumentedRule() throws {
        #expect(DisplayGuideLocalizations.vocabulary(for: "en-US")?.provider == "w3c")
        #expect(DisplayGuideLocalizations.vocabulary(for: "it")?.provider == "lia")
        #expect(DisplayGuideLocalizations.vocabulary(for: "fi")?.provider == "celia_natlib")
        #expect(DisplayGuideLocalizations.vocabulary(for: "sv")?.provider == "mtm_spsm_celia")
        #expect(DisplayGuideLocalizations.vocabulary(for: "xx") == nil && DisplayGuideLocalizations.vocabulary(for: "") == nil)
    }
}

/// The locale reaches the reports: `Options.locale`, `metadata --lang`, the JSON's `localization`.
@Suite("Display Guide localisations in reports")
struct DisplayGuideLocaleOptionTests {
    static let sample = Paths.sampleBooks.appendingPathComponent("accessible-epub3.epub")

    @Test func optionsLocaleIsHonouredAndEnglishStaysAsItWas() async throws {
        let french = try await AccessibilityInspector(options: .init(locale: .french)).report(for: Self.sample)
        #expect(french.displayGuide?.localization?.locale == "fr-FR" && french.displayGuide?.localization?.provider == "edrlab")
        #expect(french.displayGuide?.field("ways-of-reading")?.title == "Lisibilité")
        let english = try await AccessibilityInspector().report(for: Self.sample)
        #expect(english.displayGuide?.localization == nil && english.displayGuide != nil)
        #expect(english.displayGuide?.field("ways-of-reading")?.title == "Ways of reading")
        #expect(!(try JSONOutput.encode(english)).contains("\"localization\""))
        // The guide alone, from the package document, in Japanese, names what it shows in English.
        let japanese = try AccessibilityInspector(options: .init(locale: .init("ja"))).displayGuide(for: Self.sample)
        #expect(japanese.localization?.fallbackKeys.contains("hazards-flashing-none") == true)
    }

    @Test func aFrenchReportValidatesAgainstTheSchema() async throws {
        let report = Report(audit: try await AccessibilityInspector().audit(Self.sample), generatedAt: SchemaTestReports.generatedAt,
                        vocabulary: try #require(DisplayGuideVocabulary.resolve("fr")))
        let errors = try ReportSchemaValidator.errors(of: try JSONOutput.encode(report))
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test func metadataTakesLangAndRefusesAnUnknownOne() async throws {
        let french = try await CLIRunner.run(["metadata", "--lang", "fr", "SampleBooks/accessible-epub3.epub"])
        #expect(french.status == 0, "\(french.stderr)")
        #expect(french.stdout.contains("Display Guide 2.0.c, traduction fr-FR par edrlab"))
        #expect(french.stdout.contains("  Métadonnées telles qu’écrites ("))
        #expect(french.stdout.contains("    Lisibilité\n") && french.stdout.contains("Respecte EPUB Accessibilité 1.1 WCAG 2.2 Niveau AA"))
        #expect(french.stdout.contains("Accessibilité évaluée le 2025-01-01 (1 janvier 2025)"))
        let json = try await CLIRunner.run(["metadata", "--lang", "ja-JP", "--format", "json", "SampleBooks/accessible-epub3.epub"])
        #expect(json.status == 0 && json.stdout.contains("\"provider\" : \"vitalsource\""))
        let unknown = try await CLIRunner.run(["metadata", "--lang", "xx", "SampleBooks/accessible-epub3.epub"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("Supported: ar-SA, bg-BG") && unknown.stderr.contains("zh-TW"))
    }
}

/// `check --lang` and the HTML report of a translated guide: the guide's language on its
/// container, English fallbacks and the book's own summary marked with theirs, and the same
/// structural checks as the English report.
@Suite("Display Guide localisations in the HTML report")
struct LocalizedHTMLReportTests {
    /// A book whose per-hazard statements the 2.0.b Japanese file lacks.
    static func perHazardBook() -> TestBook {
        var book = TestBook()
        book.package = TestBook.opf(metadata: """
                <meta property="schema:accessibilityHazard">noFlashingHazard</meta>
                <meta property="schema:accessibilityHazard">noMotionSimulationHazard</meta>
                <meta property="schema:accessibilityHazard">unknownSoundHazard</meta>
                <meta property="schema:accessibilitySummary">A short book.</meta>
            """)
        return book
    }

    static func report(_ bytes: [UInt8], _ tag: String) async throws -> Report {
        let audit = try await AccessibilityInspector().audit(bytes, name: "book.epub")
        return Report(audit: audit, generatedAt: HTMLReportTests.generatedAt, vocabulary: try #require(DisplayGuideVocabulary.resolve(tag)))
    }

    @Test(arguments: ["fr", "ja"])
    func translatedReportsPassTheStructuralChecks(tag: String) async throws {
        for sample in ["accessible-epub3", "defective-epub3", "legacy-epub2"] {
            let bytes = Array(try Data(contentsOf: Paths.sampleBooks.appendingPathComponent("\(sample).epub")))
            let report = try await Self.report(bytes, tag)
            let html = HTMLReportRenderer.render(report)
            let problems = try HTMLReportTests.structuralProblems(html, allowedLinks: HTMLReportTests.bookLinks(report))
            #expect(problems.isEmpty, "\(tag) \(sample): \(problems)")
            // French has a report table: the page is French and so is its guide. Japanese has none:
            // the page is English and the guide says it is Japanese.
            let locale = try #require(report.displayGuide?.localization?.locale)
            #expect(html.contains(tag == "fr" ? "<html lang=\"fr\">" : "<html lang=\"en\">"))
            #expect(html.contains(tag == "fr" ? "<div class=\"guide\">" : "<div class=\"guide\" lang=\"\(locale)\">"))
        }
    }

    @Test func englishFallbacksAndTheBookSummaryAreMarked() async throws {
        let report = try await Self.report(try Self.perHazardBook().bytes(), "ja")
        let html = HTMLReportRenderer.render(report)
        let root = try HTMLReportTests.parse(html)
        let english = HTMLReportTests.elements(root).filter { element in element.attribute("lang") == "en" }
        let texts = english.map { element in element.textContent }
        #expect(texts.contains("No flashing hazards"), "\(texts)")
        #expect(texts.contains("No motion simulation hazards"))
        #expect(texts.contains("A short book."))  // the package's xml:lang="en", not the guide's Japanese
        // The English report marks nothing: the page is English already.
        let plain = HTMLReportRenderer.render(try await Self.report(try Self.perHazardBook().bytes(), "en"))
        #expect(!plain.contains("<li lang=") && !plain.contains("class=\"guide\" lang="))
    }

    @Test func checkTakesLang() async throws {
        let run = try await CLIRunner.run(["check", "--lang", "fr", "SampleBooks/accessible-epub3.epub"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Déclarations d’accessibilité (Guide d’affichage du W3C, traduction fr-FR par edrlab)"))
        #expect(run.stdout.contains("    Lisibilité\u{00A0}: "))
        #expect(run.stdout.contains("  Verdict\u{00A0}: AUCUN ÉCHEC AUTOMATIQUE\u{00A0}: "))
        // Japanese: the guide in Japanese, the rest of the report in English (no Japanese table).
        let japanese = try await CLIRunner.run(["check", "--lang", "ja", "SampleBooks/accessible-epub3.epub"])
        #expect(japanese.stdout.contains("Accessibility claims (W3C Display Guide, ja-JP translation by vitalsource)"))
        #expect(japanese.stdout.contains("  Verdict: NO AUTOMATED FAILURES: "))
        let unknown = try await CLIRunner.run(["check", "--lang", "klingon", "SampleBooks/accessible-epub3.epub"])
        #expect(unknown.status == 64 && unknown.stderr.contains("Supported: "))
    }
}
