@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// One language per report (issue #44): a French, German, Spanish or Italian text or HTML report
/// holds no English sentence of ours. "Ours" is every string of `strings/en.json` and
/// `strings/rules/en.json` and the English wording of every message of the report (the rules'
/// findings, evidence, claims, the profile's reason, why a book could not be read). What is not
/// ours is taken out first: the words of libxml2 and libzip (the HTML report marks them
/// `lang="en"`), and the book's own text and identifiers a sentence quotes (its values).
@Suite("One language per report")
struct OneLanguageReportTests {
    static let languages = ["fr", "de", "es", "it"]
    static let generatedAt = "2025-01-01T00:00:00Z"

    /// The sample books and two books built here whose claims the content contradicts, audited
    /// once for every test of the suite (a report per language is then cheap).
    static let books = Task { () -> [(name: String, audit: Result<BookAudit, EPUBError>)] in
        var out: [(String, Result<BookAudit, EPUBError>)] = []
        for name in SampleBooksTests.names {
            do {
                let publication = try Publication.open(path: SampleBooksTests.book(name), name: "SampleBooks/\(name).epub")
                out.append((name, .success(await AccessibilityInspector().audit(publication))))
            } catch let error as EPUBError {
                out.append((name, .failure(error)))
            } catch {
                Issue.record("\(name): \(error)")
            }
        }
        do {
            out.append(("claims-1.0", .success(await AccessibilityInspector().audit(try claimsBook().open()))))
            let requested = AccessibilityInspector(options: .init(profile: .epubA11y12))
            out.append(("fixed-layout-requested-1.2", .success(await requested.audit(try fixedLayoutBook().open()))))
        } catch {
            Issue.record("the books built here do not open: \(error)")
        }
        return out
    }

    static func report(_ audit: Result<BookAudit, EPUBError>, language: String) -> Report {
        switch audit {
        case .success(let audit):
            Report(audit: audit, generatedAt: generatedAt, vocabulary: DisplayGuideVocabulary.resolve(language) ?? .english)
        case .failure(let error):
            Report(unreadable: error, generatedAt: generatedAt)
        }
    }

    // MARK: The test

    @Test(arguments: languages)
    func noEnglishSentenceOfOursInAReport(language: String) async throws {
        let words = ReportStrings.report(for: language)
        #expect(words.language == language)
        let books = await Self.books.value
        #expect(books.count == SampleBooksTests.names.count + 2)
        for (name, audit) in books {
            let report = Self.report(audit, language: language)
            let sentences = Self.englishSentences(report, words)
            let text = Self.withoutForeignText(TextReportRenderer(strings: words).render(report), report, words)
            let html = Self.withoutForeignText(try Self.visibleText(HTMLReportRenderer.render(report, strings: words), language: language),
                                               report, words)
            for (format, output) in [("text", text), ("html", html)] {
                let leaks = sentences.filter { output.range(of: $0) != nil }.sorted()
                #expect(leaks.isEmpty, "\(name), \(language), \(format): English sentences of ours: \(leaks)")
                // An English literal the tables never had: a line with three English function words.
                let english = output.split(separator: "\n").filter { Self.looksEnglish($0) }
                #expect(english.isEmpty, "\(name), \(language), \(format): lines in English: \(english)")
            }
            // The detector sees what it looks for: the English reports of the same book hold some of them
            // (checked once, with the French sentences).
            guard language == "fr" else { continue }
            let inEnglish = Self.report(audit, language: "en")
            let english = Self.withoutForeignText(TextReportRenderer(strings: .english).render(inEnglish), report, .english)
                + "\n" + (try Self.visibleText(HTMLReportRenderer.render(inEnglish, strings: .english), language: "en"))
            #expect(sentences.contains { english.range(of: $0) != nil }, "\(name): no English sentence found in the English report")
            #expect(english.split(separator: "\n").contains { Self.looksEnglish($0) }, "\(name): no line of the English report looks English")
        }
    }

    /// Every string of a table that is a sentence in English is a sentence in the language too
    /// (no English left in a value, the part of a table no sample book reaches included).
    @Test(arguments: languages)
    func noTranslationKeepsAnEnglishSentence(language: String) throws {
        let table = try #require(ReportStringTables.tables[language])
        let fragments = try #require(Self.fragments[language])
        #expect(!fragments.isEmpty)
        for (key, value) in table {
            let value = Self.normalized(value)
            let leaks = fragments.filter { value.range(of: $0) != nil }
            #expect(leaks.isEmpty, "\(language).json \(key): \(leaks)")
        }
    }

    // MARK: English sentences of ours

    /// What must not appear in a report in `words`' language: the sentence pieces of `en.json`
    /// and the English wording of the report's own messages, each of at least three words.
    static func englishSentences(_ report: Report, _ words: ReportStrings) -> Set<String> {
        var messages: [ReportMessage] = report.profile.map { [$0.reasonMessage] } ?? []
        messages += report.findings.map(\.sentence)
        messages += report.error.map { [ReportMessage.reason(of: $0)] } ?? []
        messages += report.verdictReasons.compactMap(\.evidenceMessage)
        messages += report.assessment?.rows.flatMap(\.evidenceMessages) ?? []
        messages += report.assessment?.claims.flatMap { [$0.claimMessage, $0.evidenceMessage] } ?? []
        var out = fragments[words.language] ?? []
        for message in messages {
            let localized = normalized(message.text(in: words))
            // Runs of our words and values between the English that is not ours (a rule's message).
            var runs: [(text: String, hasWords: Bool)] = [("", false)]
            for piece in message.pieces(in: .english) {
                switch piece {
                case .words(let text): runs[runs.count - 1].text += text
                    runs[runs.count - 1].hasWords = runs[runs.count - 1].hasWords || text.contains { $0.isLetter }
                case .value(let text, _): runs[runs.count - 1].text += text
                case .english: runs.append(("", false))
                }
            }
            for run in runs where run.hasWords {
                let text = normalized(run.text)
                if wordCount(text) >= 3, localized.range(of: text) == nil { out.insert(text) }
            }
        }
        return out
    }

    /// ``tableFragments(_:)`` of each language tested, found once.
    static let fragments = Dictionary(uniqueKeysWithValues: languages.map { ($0, tableFragments($0)) })

    /// The literal pieces (between placeholders) of every `en.json` string that `language` words
    /// differently, of at least three words, that no string of `language` contains.
    static func tableFragments(_ language: String) -> Set<String> {
        let english = ReportStringTables.tables["en"] ?? [:]
        let table = ReportStringTables.tables[language] ?? [:]
        let translated = table.values.map(normalized)
        var out: Set<String> = []
        for (key, value) in english where table[key] != value {
            for piece in value.split(separator: /\{[a-z_]+\}/) {
                let text = normalized(String(piece))
                if wordCount(text) >= 3, !translated.contains(where: { $0.range(of: text) != nil }) { out.insert(text) }
            }
        }
        return out
    }

    static func wordCount(_ text: String) -> Int { text.split { !$0.isLetter }.count }

    /// Whitespace runs as one space (no-break spaces included), trimmed; line breaks are kept.
    static func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// English words that French, German, Spanish and Italian do not use ("was" and "an" are German,
    /// "no" Spanish and Italian).
    static let englishWords: Set<Substring> = ["the", "is", "are", "has", "have", "were", "and", "with", "there", "which",
                                               "this", "that", "been", "could", "of", "to", "be", "for", "from", "its", "not"]

    /// Whether a line holds three different English function words: a sentence of English.
    static func looksEnglish(_ line: Substring) -> Bool {
        Set(line.lowercased().split { !$0.isLetter }.map { Substring($0) }).intersection(englishWords).count >= 3
    }

    // MARK: What is not ours

    /// The report's text without what is not ours: the English of libxml2 and libzip in its
    /// sentences, the values they quote of three words or more (the book's alt text, titles,
    /// ids), and the book's own words (its title, its Display Guide statements), whitespace
    /// normalised. A taken-out piece leaves a mark, so no sentence runs across it.
    static func withoutForeignText(_ text: String, _ report: Report, _ words: ReportStrings) -> String {
        var out = normalized(text)
        let book = [report.subject.title].compactMap { $0 }
            + (report.displayGuide?.fields.flatMap { field in [field.title] + field.statements.map(\.compact) } ?? [])
        let messages = report.findings.map(\.sentence) + (report.error.map { [ReportMessage.reason(of: $0)] } ?? [])
        let quoted = messages.flatMap { $0.pieces(in: words) }.compactMap { piece -> String? in
            switch piece {
            case .english(let text): text
            case .value(let text, _): wordCount(text) >= 3 ? text : nil
            case .words: nil
            }
        }
        for foreign in Set((quoted + book).map(normalized)).sorted(by: { $0.count > $1.count }) where !foreign.isEmpty {
            out = out.replacingOccurrences(of: foreign, with: "\u{1}")
        }
        return out
    }

    /// The HTML page's text, without elements in another language than the page's (the rules'
    /// English, the book's own text), nor its style sheet, whitespace normalised; a line per block.
    static func visibleText(_ html: String, language: String) throws -> String {
        let root = try HTMLReportTests.parse(html)
        #expect(root.attribute("lang") == language)
        var out = ""
        var stack: [XMLNode] = [.element(root)]
        while let node = stack.popLast() {
            switch node {
            case .text(let text):
                out += text
            case .element(let element):
                let lang = element.attribute("lang").flatMap { LanguageTag($0)?.language }
                if element.localName == "style" || (lang != nil && lang != language) {
                    out += "\u{1}"  // no sentence runs across what was taken out
                } else if blocks.contains(element.localName) {
                    out += "\n"
                    stack.append(.text("\n"))
                    stack.append(contentsOf: element.children.reversed())
                } else {
                    stack.append(contentsOf: element.children.reversed())
                }
            }
        }
        return normalized(out)
    }

    static let blocks: Set<String> = ["title", "p", "li", "td", "th", "h1", "h2", "h3", "h4", "caption", "dt", "dd", "div", "tr", "section"]

    // MARK: Books built here

    /// A book claiming EPUB Accessibility 1.0 (WCAG AA) and features its content lacks: images
    /// without alternatives under accessMode textual, no page list, no math, audio but no video,
    /// no overlays; and autoplaying sound under noSoundHazard.
    static func claimsBook() -> TestBook {
        let features = ["alternativeText", "tableOfContents", "pageNavigation", "printPageNumbers", "MathML", "describedMath",
                        "longDescription", "closedCaptions", "transcript", "synchronizedAudioText", "unlocked", "highContrastDisplay"]
        let metadata = """
            <meta property="schema:accessMode">textual</meta>
            <meta property="schema:accessModeSufficient">textual</meta>
            <meta property="schema:accessibilityHazard">noSoundHazard</meta>
            <meta property="schema:accessibilitySummary">A test book.</meta>
            <link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>
            <meta property="a11y:certifiedBy">Test Desk</meta>
            """ + features.map { #"<meta property="schema:accessibilityFeature">\#($0)</meta>"# }.joined(separator: "\n")
        let chapter = TestBook.xhtml(body: """
            <h1>One</h1><p>Text.</p><img src="map.png"/><img src="press-logo.png" alt="Press logo"/>
            <audio src="talk.mp3" autoplay="autoplay" controls="controls"></audio>
            """)
        return CalibrationBooks.book([chapter], metadata: metadata)
    }

    /// A fixed-layout book claiming displayTransformability and visual access, with a video, a page
    /// break but no page list, undeclared MathML and no certifier; judged by 1.2 on request.
    static func fixedLayoutBook() -> TestBook {
        let metadata = """
            <meta property="rendition:layout">pre-paginated</meta>
            <meta property="schema:accessMode">textual</meta>
            <meta property="schema:accessMode">visual</meta>
            <meta property="schema:accessibilityFeature">displayTransformability</meta>
            <meta property="schema:accessibilityHazard">none</meta>
            <meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level A</meta>
            """
        let chapter = TestBook.xhtml(body: """
            <h1>One</h1><span epub:type="pagebreak" role="doc-pagebreak" id="p1" aria-label="1"/>
            <video src="film.mp4" controls="controls"></video>
            <math xmlns="http://www.w3.org/1998/Math/MathML" alttext="x"><mi>x</mi></math>
            """)
        return CalibrationBooks.book([chapter], metadata: metadata)
    }
}
