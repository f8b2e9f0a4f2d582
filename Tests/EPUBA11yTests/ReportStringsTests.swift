@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// The report's string tables (`strings/*.json`): English matches the catalogue it mirrors,
/// French covers every report string, placeholders and plurals fill as a translator expects,
/// and a French report is French where it is ours and marked English where it is not.
@Suite("Report string tables")
struct ReportStringsTests {
    static var english: [String: String] { ReportStringTables.tables["en"] ?? [:] }

    /// A translator reads en.json, not Swift: its requirement titles and manual checks must be
    /// the catalogue's, and it must hold no title of a requirement that no longer exists.
    @Test func englishRequirementStringsAreTheCatalogues() {
        var expected: [String: String] = [:]
        for requirement in RequirementCatalog.all {
            expected["requirement.\(requirement.id)"] = requirement.title
            for (index, check) in requirement.manualChecks.enumerated() { expected["requirement.\(requirement.id).manual.\(index + 1)"] = check }
        }
        let table = Self.english.filter { $0.key.hasPrefix("requirement.") }
        #expect(table == expected, "strings/en.json and RequirementCatalog differ: \(Set(table.keys).symmetricDifference(expected.keys).sorted())")
    }

    @Test func theReportLanguagesAreThoseWithEveryString() {
        #expect(ReportStrings.reportLanguages == ["de", "en", "es", "fr", "it"])
        #expect(ReportStrings.report(for: "fr-CA").language == "fr")
        #expect(ReportStrings.report(for: "FR_be").language == "fr")
        #expect(ReportStrings.report(for: "de-CH").language == "de")
        // No Japanese table: a Japanese report is English (its Display Guide is Japanese).
        #expect(ReportStrings.report(for: "ja-JP").language == "en")
        #expect(ReportStrings.report(for: "").language == "en")
    }

    /// A key a table lacks is English; a key it has is its own.
    @Test func aMissingKeyIsEnglish() throws {
        let german = try #require(ReportStrings.summary(for: "de-AT"))
        #expect(german.language == "de")
        #expect(german("summary.no-claim") != ReportStrings.english("summary.no-claim") && german.has("summary.no-claim"))
        // Every shipped table is complete now: a partial one (a translation in progress) shows the rest in English.
        let partial = ReportStrings(language: "nl", table: ["verdict.fails": "Faalt"])
        #expect(partial("verdict.fails") == "Faalt" && partial.has("verdict.fails"))
        #expect(partial("verdict.unreadable") == ReportStrings.english("verdict.unreadable") && !partial.has("verdict.unreadable"))
    }

    @Test func placeholdersFillOnceAndNeverFromAValue() {
        #expect(ReportStrings.fill("{a} and {b}", ["a": "{b}", "b": "B"]) == "{b} and B")
        #expect(ReportStrings.fill("{missing} {a}", ["a": "A"]) == "{missing} A")
        #expect(ReportStrings.fill("unclosed {a", ["a": "A"]) == "unclosed {a")
        #expect(ReportStrings.fill("", ["a": "A"]) == "")
    }

    /// CLDR: French counts 0 as singular, English as plural.
    @Test func pluralsFollowTheLanguage() {
        let french = ReportStrings.report(for: "fr")
        #expect(french.count("count.finding", 0) == "0 constat" && french.count("count.finding", 2) == "2 constats")
        #expect(ReportStrings.english.count("count.finding", 0) == "0 findings")
        #expect(ReportStrings.english.count("count.finding", 1) == "1 finding")
    }

    /// The generator refuses a translation that changes a placeholder, invents a key or gives
    /// one plural form without the other; the table in the repository passes.
    @Test(arguments: [
        (#"{"count.finding.one": "{nombre} constat", "count.finding.other": "{count} constats"}"#, "placeholders"),
        (#"{"no.such.key": "x"}"#, "is not a key of en.json"),
        (#"{"count.finding.one": "{count} constat"}"#, "needs its .other form"),
    ])
    func theGeneratorRefusesABrokenTranslation(json: String, message: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: Paths.packageRoot.appendingPathComponent("strings/en.json"), to: folder.appendingPathComponent("en.json"))
        try json.write(to: folder.appendingPathComponent("xx.json"), atomically: true, encoding: .utf8)
        let run = try ReportSchemaValidator.python(["scripts/generate-report-strings.py", "--check"], environment: ["REPORT_STRINGS_DIR": folder.path])
        #expect(run.status == 2 && run.output.contains(message), "\(run.output)")
    }

    // MARK: The French report

    static func frenchReport(_ name: String) async throws -> Report {
        try await ReportTests.report(name, vocabulary: try #require(DisplayGuideVocabulary.resolve("fr-FR")))
    }

    /// The page is French: its lang, its section headings and column headers; the rules' messages
    /// and evidence are English and say so; the structural checks of the English report hold.
    @Test(arguments: ["accessible-epub3", "defective-epub3", "legacy-epub2"])
    func theFrenchHTMLReportIsFrenchWhereItIsOurs(sample: String) async throws {
        let report = try await Self.frenchReport(sample)
        let html = HTMLReportRenderer.render(report)
        #expect(try HTMLReportTests.structuralProblems(html, allowedLinks: HTMLReportTests.bookLinks(report)).isEmpty)
        let root = try HTMLReportTests.parse(html)
        #expect(root.attribute("lang") == "fr")
        let all = HTMLReportTests.elements(root)
        let french = ReportStrings.report(for: "fr")
        let sectionTitles = all.filter { $0.localName == "h2" && $0.attribute("id") != "toc-title" }.map(\.textContent)
        #expect(sectionTitles == HTMLReportRenderer.sections.map { french("section." + $0) })
        for header in all where header.localName == "th" && header.attribute("scope") == "col" {
            #expect(!["Requirement", "Status", "Evidence", "Outcome", "Location", "Manual checks", "Claim"].contains(header.textContent),
                    "English column header \(header.textContent)")
        }
        // Every finding's message cell (the second cell of a findings row) is French and not
        // marked English: the rules' sentences come from strings/rules/fr.json (#44).
        let sentences = Set(report.findings.map { Self.space(french.text($0.sentence)) })
        var cellsSeen = 0
        for table in all where table.localName == "table" && table.attribute("class") == "findings" {
            for row in table.descendants where row.localName == "tr" {
                let cells = row.elements.filter { $0.localName == "td" }
                guard cells.count == 3 else { continue }
                cellsSeen += 1
                #expect(cells[1].attribute("lang") == nil, "\(cells[1].textContent)")
                #expect(sentences.contains(Self.space(cells[1].textContent)), "not a French sentence: \(cells[1].textContent)")
            }
        }
        #expect(report.findings.isEmpty || cellsSeen > 0)
    }

    static func space(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    /// Why a book could not be read has a sentence in every report language: `EPUBError.reasons`
    /// (EPUBCore's English) is `error.*` of strings/en.json, and each other table has them all.
    @Test func everyReasonABookCannotBeReadIsInTheTables() {
        let english = Self.english.filter { $0.key.hasPrefix("error.") }
        let expected = Dictionary(uniqueKeysWithValues: EPUBError.reasons.map { ("error." + $0.key, $0.value) })
        #expect(english == expected, "strings/en.json and EPUBError.reasons differ: \(Set(english.keys).symmetricDifference(expected.keys).sorted())")
        for language in ReportStrings.reportLanguages {
            let missing = expected.keys.filter { ReportStringTables.tables[language]?[$0] == nil }
            #expect(missing.isEmpty, "\(language).json lacks \(missing.sorted())")
        }
        // The English a report words from a reason is the error's own sentence.
        let error = EPUBError(.limitExceeded, file: "x.epub", entry: "a.xhtml", because: .init(
            "document-unchecked", ["path": "a.xhtml"], parts: ["detail": .init("xml.limit", parts: ["limit": XMLParseLimit.nodes.reason(.default)])]))
        #expect(ReportMessage.reason(of: error).english == error.reason)
        #expect(error.reason.hasPrefix("a.xhtml was not checked: the document has more than "))
        #expect(!ReportStrings.report(for: "fr").text(.reason(of: error)).contains("was not checked"))
    }

    /// `check --lang fr` words an unreadable book's report in French too (no guide to take it from).
    @Test func anUnreadableBookIsReportedInTheLanguageAsked() async throws {
        let run = try await CLIRunner.run(["check", "--lang", "fr", "--format", "html", "SampleBooks/broken-package.epub"])
        #expect(run.stdout.hasPrefix("<!DOCTYPE html>\n<html lang=\"fr\">"), "\(run.stderr)")
        #expect(run.stdout.contains("Évaluation impossible"))
        let text = try await CLIRunner.run(["check", "--lang", "fr", "SampleBooks/broken-package.epub"])
        #expect(text.stdout.contains("ÉVALUATION IMPOSSIBLE"))
        // The reason is French around libxml2's own (English) words.
        #expect(text.stdout.contains("le document de paquet OEBPS/content.opf n’est pas du XML bien formé à la ligne 8"), "\(text.stdout)")
        #expect(run.stdout.contains("<span lang=\"en\">Opening and ending tag mismatch"), "\(run.stdout)")
    }
}

extension ReportMessage {
    /// Every key of the string tables this message and the messages nested in it use in
    /// `language` (a plural one with the form its count picks there).
    func keys(language: String) -> [String] {
        var out: [String] = []
        if !key.isEmpty {
            if plural, case .number(let count)? = arguments["count"] {
                out.append(key + (ReportStrings.isOne(count, language: language) ? ".one" : ".other"))
            } else {
                out.append(key)
            }
        }
        for (_, argument) in arguments.sorted(by: { $0.key < $1.key }) {
            switch argument {
            case .message(let message): out += message.keys(language: language)
            case .list(let messages): out += messages.flatMap { $0.keys(language: language) }
            case .value, .number, .english: break
            }
        }
        return out
    }
}
