@testable import EPUBA11y
import EPUBCore
import Testing

@Suite("Structure rules: tables, headings, language, titles, well-formedness, ids")
struct StructureRuleTests {
    /// Runs one rule on a book of these chapters (`chapter1.xhtml`, ...).
    static func findings(_ rule: any Rule.Type, documents: [String]) async throws -> [Finding] {
        let publication = try RuleExample.passes(documents: documents).book().open()
        let content = await PublicationContent.walk(publication)
        return RuleRegistry.evaluate(RuleContext(publication: publication, content: content), rules: [rule])
    }

    // MARK: BCP 47

    @Test("well-formed language tags", arguments: [
        "en", "en-GB", "EN-gb", "fr", "zh-Hant-TW", "sr-Latn-RS", "de-CH-1996", "es-419", "x-private",
        "en-a-bbb-x-a-ccc", "i-klingon", "zh-yue-HK", "hy-Latn-IT-arevela", "sl-rozaj-biske", "de-DE-u-co-phonebk",
        "en-US-x-twain", "qaa-Qaaa-QM-x-southern", "zh-min-nan", "en-GB-oed", "sgn-BE-FR", "ja-Latn-hepburn", "ar-a-aaa-b-bbb",
    ])
    func wellFormed(tag: String) {
        #expect(BCP47.isWellFormed(tag))
    }

    @Test("ill-formed language tags", arguments: [
        "", "en_US", "english", "French", "e", "en-", "en--GB", "123", "en-GB-", "-en", "en US", " en", "a-DE", "en-a",
        "en-x", "x-toolongsubtag", "zh-Hant-Latn", "de-419-DE", "en-GB-abcdefghi", "en-a-b-cc", "fr-\u{212A}", "en-GB-oed-x",
        "i-nonexistent",
    ])
    func illFormed(tag: String) {
        #expect(!BCP47.isWellFormed(tag))
    }

    @Test func primaryLanguageIgnoresCaseAndRegion() {
        #expect(BCP47.primaryLanguage(of: "EN-gb") == "en")
        #expect(BCP47.primaryLanguage(of: " fr ") == "fr")
        #expect(BCP47.primaryLanguage(of: "i-klingon") == "i")
    }

    // MARK: Headings

    @Test func headingOrderSkipsAsidesButNotTheChapter() async throws {
        let findings = try await Self.findings(HeadingOrderRule.self, documents: [RuleExample.xhtml(body: """
            <h1>Chapter</h1>
            <aside><h4>Sidebar</h4><h6>Deep</h6></aside>
            <nav><h5>Local contents</h5></nav>
            <h2>Section</h2>
            <h4>Too deep</h4>
            <div role="heading">No level</div>
            """)])
        #expect(findings.count == 2)
        let skip = try #require(findings.first { $0.impact == .moderate })
        #expect(skip.location == SourceLocation(path: "OEBPS/chapter1.xhtml", line: 9))
        #expect(skip.message.contains("h4 \"Too deep\"") && skip.message.contains("h2 \"Section\"") && skip.message.contains("level 3"))
        let missingLevel = try #require(findings.first { $0.impact == .minor })
        #expect(missingLevel.location?.line == 10 && missingLevel.message.contains("aria-level"))
    }

    @Test func headingHierarchyContinuesAcrossTheSpine() async throws {
        let findings = try await Self.findings(EPUBHeadingHierarchyRule.self, documents: [
            RuleExample.xhtml(body: "<h1>Part One</h1>"),
            RuleExample.xhtml(body: "<h2>Chapter 1</h2>\n<h3>Scene</h3>\n<aside><h1>Box</h1></aside>\n<h2>Chapter 2</h2>"),
            RuleExample.xhtml(body: "<h2>Chapter 3</h2>\n<p>Text</p>\n<h1 id=\"epi\">Epilogue</h1>"),
        ])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.location == SourceLocation(path: "OEBPS/chapter3.xhtml", line: 7))
        #expect(finding.elementID == "epi")
        #expect(finding.message.contains("h1 \"Epilogue\"") && finding.message.contains("h2 \"Chapter 3\""))
    }

    // MARK: Well-formedness and ids

    @Test func notWellFormedReportsTheFirstErrorAndItsLine() async throws {
        let findings = try await Self.findings(NotWellFormedRule.self, documents: [
            RuleExample.xhtml(body: "<h1>Fine</h1>"),
            RuleExample.xhtml(body: "<h1>Chapter</h1>\n<p>One</p>\n<p>Two<br></p>\n<p>Three</p>"),
        ])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.location?.path == "OEBPS/chapter2.xhtml")
        #expect(finding.location?.line == 7)
        #expect(finding.impact == .serious)
        #expect(finding.message.contains("line 7"))
        #expect(finding.message.contains("br"))
        #expect(finding.message.contains("HTML parser"))
        #expect(finding.message.contains("reading systems may render it differently or not at all"))
    }

    @Test func duplicateIDIsSeriousOnlyWhenReferenced() async throws {
        let findings = try await Self.findings(DuplicateIDRule.self, documents: [RuleExample.xhtml(body: """
            <p id="a">One</p>
            <p id="a">Two</p>
            <p id="a">Three</p>
            <label for="b">Name</label><input id="b"/><span id="b">x</span>
            """)])
        #expect(findings.map(\.impact) == [.minor, .minor, .serious])
        #expect(findings.map(\.location?.line) == [6, 7, 8])
        #expect(findings[0].message.contains("\"a\"") && findings[0].message.contains("line 5"))
        #expect(findings[2].message.contains("for of the label"))
    }
}
