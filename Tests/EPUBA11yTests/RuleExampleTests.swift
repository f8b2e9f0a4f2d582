@testable import EPUBA11y
import Foundation
import EPUBCore
import Testing

/// Every rule's examples, run on minimal in-memory EPUBs (`RuleExample.book()`): a passing example
/// yields no finding of that rule; a failing one yields a finding at every `↓` it marks (or, when it
/// marks nothing, at the package document's `<package>` element) and none anywhere else.
@Suite("Rule catalogue and examples")
struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
        rule.description.examples.indices.map { (rule.description.id, $0) }
    }

    @Test("rule example", arguments: cases)
    func example(ruleID: String, index: Int) async throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.description.examples[index]
        let book = example.book()
        let publication = try book.open()
        let content = rule.description.scope == .content ? await PublicationContent.walk(publication) : nil
        let findings = RuleRegistry.evaluate(RuleContext(publication: publication, content: content), rules: [rule])
        let shown = example.documents?.first ?? example.metadata
        let got = findings.map { "\($0.location?.description ?? "nowhere") #\($0.elementID ?? "-"): \($0.message)" }
        switch example.expectation {
        case .passes:
            #expect(book.markers.isEmpty, "a passing example marks nothing")
            #expect(findings.isEmpty, "expected no finding for:\n\(shown)\ngot: \(got)")
        case .fails:
            #expect(!findings.isEmpty, "expected a finding for:\n\(shown)")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                #expect(finding.impact <= rule.description.impact)
                #expect(finding.location != nil)
                #expect(!finding.message.isEmpty)
                // One language per report (#44): every sentence a rule says has a key, and every
                // report language has every key it uses (none falls back to English).
                #expect(!finding.sentence.key.isEmpty, "an English message without a key: \(finding.message)")
                for language in ReportStrings.reportLanguages where language != "en" {
                    let missing = finding.sentence.keys(language: language).filter { ReportStringTables.tables[language]?[$0] == nil }
                    #expect(missing.isEmpty, "\(language) lacks \(missing) for: \(finding.message)")
                }
            }
            let expected = book.expectedPlaces
            for marker in expected {
                // Package-document findings name their element by line only: no metadata or
                // structure rule reports an element id there, so the id is checked in XHTML.
                let checksID = marker.elementID != nil && (marker.location.path.hasSuffix(".xhtml") || marker.location.path.hasSuffix(".smil"))
                let matched = findings.contains { $0.location == marker.location && (!checksID || $0.elementID == marker.elementID) }
                #expect(matched, "expected a finding at \(marker.location) <\(marker.elementName)\(marker.elementID.map { " id=\($0)" } ?? "")> for:\n\(shown)\ngot: \(got)")
            }
            if !example.allowsOtherFindings {
                let places = Set(expected.map { $0.location })
                for finding in findings where !places.contains(finding.location ?? SourceLocation(path: "")) {
                    Issue.record("unmarked finding at \(finding.location?.description ?? "nowhere"): \(finding.message)\nin:\n\(shown)")
                }
            }
        }
    }

    /// A marker that does not stand right before a start tag points at nothing.
    @Test("every marker precedes an element", arguments: cases)
    func markerPrecedesElement(ruleID: String, index: Int) throws {
        let example = try #require(RuleRegistry.rule(id: ruleID)).description.examples[index]
        for marker in example.book().markers {
            #expect(!marker.elementName.isEmpty && marker.elementName.first != "/",
                    "\(ruleID) example \(index): the ↓ at \(marker.location) is not before a start tag")
        }
    }

    /// Failing examples of content rules that are rightly reported at `<package>`, not in the markup.
    static let reportedAtPackage: [String: String] = [
        "epub-pagesource#4": "no source of the pagination is declared: nothing in the markup to point at",
        "epub-pagesource#5": "an unrefined dc:source is not a pagination source, so the source is still missing",
        "epub-mediaoverlays-duration#5": "no total media:duration is declared: nothing in the markup to point at",
    ]

    /// Removing a marker from a content rule's failing example must fail a test: without this, an
    /// example that lost its `↓` would fall back to "reported at `<package>`" only if the rule said so.
    @Test("every failing example of a content rule marks where it is reported", arguments: cases)
    func contentExamplesCarryMarkers(ruleID: String, index: Int) throws {
        let description = try #require(RuleRegistry.rule(id: ruleID)).description
        let example = description.examples[index]
        guard description.scope == .content, example.expectation == .fails else { return }
        let key = "\(ruleID)#\(index)"
        if Self.reportedAtPackage[key] != nil {
            #expect(example.book().markers.isEmpty, "\(key) is listed as reported at <package> but marks an element")
        } else {
            #expect(!example.book().markers.isEmpty, "\(key) marks no element: add a ↓ where the rule reports it")
        }
    }

    @Test func markersAreStrippedAndLocated() throws {
        var example = RuleExample.fails(body: "<p>One</p>\n<p>Two ↓<img id=\"map\" src=\"a.png\"/></p>")
        example.metadata = "↓<dc:title>T</dc:title>"
        let book = example.book()
        #expect(book.files.allSatisfy { !$0.text.contains("↓") })
        let chapter = try #require(book.files.first { $0.path == "OEBPS/chapter1.xhtml" })
        let lines = chapter.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(book.markers.map(\.location.path) == [RuleExample.Book.packagePath, "OEBPS/chapter1.xhtml"])
        #expect(book.markers.map(\.elementName) == ["dc:title", "img"])
        #expect(book.markers.map(\.elementID) == [nil, "map"])
        let imageLine = try #require(book.markers[1].location.line)
        #expect(lines[imageLine - 1].contains("<img id=\"map\""))
        let package = try #require(book.files.first?.text.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(package[try #require(book.markers[0].location.line) - 1].contains("<dc:title>"))
        #expect(package[try #require(book.packageLocation.line) - 1].hasPrefix("<package "))
        // The library's book opens, and its reader reports lines the same way.
        #expect(try book.open().package.path == RuleExample.Book.packagePath)
    }

    @Test func rulesCommandShowsMarkersAndWhereEachFailingExampleIsReported() async throws {
        let result = try await CLIRunner.run(["rules", "image-alt"])
        #expect(result.status == 0)
        #expect(result.stdout.contains(#"fails :  ↓<img src="map.png"/>"#))
        #expect(result.stdout.contains("reported at OEBPS/chapter1.xhtml:5 (<img>)"))
        // Split examples keep the marked element on its own line, and so does the report.
        let tables = try await CLIRunner.run(["rules", "th-has-data-cells"])
        #expect(tables.stdout.contains("reported at OEBPS/chapter1.xhtml:6 (<th>), OEBPS/chapter1.xhtml:7 (<th>)"))
        // A failing example that marks nothing is reported at <package>.
        let missing = try await CLIRunner.run(["rules", "metadata-accessmode"])
        #expect(missing.stdout.contains("reported at OEBPS/content.opf:2 (<package>)"))
    }

    @Test func catalogueIsOneSortedListOfUniqueKebabCaseIDs() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            let id = rule.description.id
            // Kebab-case; Ace's own mixed-case ids are kept verbatim so results stay comparable.
            let allowed: (Character) -> Bool = rule.description.tags.contains("ace")
                ? { $0.isLetter || $0.isNumber || $0 == "-" } : { $0.isLowercase || $0.isNumber || $0 == "-" }
            #expect(id.allSatisfy(allowed), "\(id) is not kebab-case")
        }
    }

    @Test("every rule documents itself and has passing and failing examples", arguments: RuleRegistry.all.map { $0.description.id })
    func ruleIsDocumented(id: String) throws {
        let description = try #require(RuleRegistry.rule(id: id)).description
        #expect(!description.title.isEmpty)
        #expect(description.rationale.count > 20)
        #expect(!description.references.isEmpty)
        #expect(description.references.allSatisfy { $0.url.hasPrefix("https://") })
        #expect(!description.tags.isEmpty)
        #expect(description.examples.contains { $0.expectation == .passes })
        #expect(description.examples.contains { $0.expectation == .fails })
    }

    /// axe-core tags some rules experimental (off by default, so Ace never reports them): their
    /// counterparts here never fail above minor (docs/CALIBRATION.md, issue #42).
    @Test func experimentalRulesAreMinorAtMost() throws {
        let experimental = RuleRegistry.all.filter { $0.description.tags.contains("experimental") }
        #expect(experimental.map { $0.description.id }.contains("td-has-header"))
        for rule in experimental { #expect(rule.description.impact <= .minor, "\(rule.description.id)") }
    }

    @Test func aceRuleIDsAndImpactsAreKept() throws {
        let expected: [String: Impact] = [
            "metadata-accessmode": .serious, "metadata-accessibilityfeature": .serious,
            "metadata-accessibilityhazard": .serious, "metadata-accessibilitysummary": .moderate,
            "metadata-accessmodesufficient": .moderate, "metadata-accessmode-invalid": .minor,
            "metadata-accessmodesufficient-invalid": .minor, "metadata-accessibilityfeature-invalid": .moderate,
            "metadata-accessibilityhazard-invalid": .moderate, "metadata-conformsto-invalid": .moderate,
            "epub-title": .serious, "epub-lang": .serious, "epub-pagelist-mediaoverlays": .serious,
        ]
        for (id, impact) in expected {
            let rule = try #require(RuleRegistry.rule(id: id), "missing Ace rule \(id)")
            #expect(rule.description.impact == impact, "\(id)")
            #expect(rule.description.tags.contains("ace"))
        }
    }
}

@Suite("Rule documentation")
struct RuleDocumentationTests {
    static let page = Paths.packageRoot.appendingPathComponent("docs/guide/rules.md")
    static let begin = "<!-- rule table: generated from the rule catalogue by RuleDocumentationTests; UPDATE_DOCS=1 swift test --filter RuleDocumentationTests rewrites it -->"
    static let end = "<!-- end of the generated rule table -->"

    /// The table of every registered rule, from the catalogue (issue #44: the rule reference is
    /// generated, so it cannot drift from the code).
    static func table() -> String {
        var lines = ["| id | impact | reads | checks | WCAG |", "|---|---|---|---|---|"]
        for description in RuleRegistry.all.map { $0.description }.sorted(by: { $0.id < $1.id }) {
            let ace = description.tags.contains("ace") ? " (Ace)" : ""
            let criteria = description.tags.compactMap(successCriterion).joined(separator: ", ")
            let title = description.title.replacingOccurrences(of: "|", with: "\\|")
            lines.append("| `\(description.id)`\(ace) | \(description.impact.rawValue) | \(description.scope.rawValue) | \(title) | \(criteria) |")
        }
        return lines.joined(separator: "\n")
    }

    /// `wcag111` → 1.1.1, `wcag1410` → 1.4.10; nil for levels (`wcag2aa`) and other tags.
    static func successCriterion(_ tag: String) -> String? {
        guard tag.hasPrefix("wcag") else { return nil }
        let digits = Array(tag.dropFirst(4))
        guard digits.count >= 3, digits.allSatisfy(\.isNumber) else { return nil }
        return "\(digits[0]).\(digits[1]).\(String(digits[2...]))"
    }

    @Test("the rule table of docs/guide/rules.md is the one the rule catalogue gives")
    func ruleTableIsGenerated() throws {
        let text = try String(contentsOf: Self.page, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "docs/guide/rules.md lacks the generated table's opening comment")
        let stop = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex), "docs/guide/rules.md lacks the table's closing comment")
        let current = text[start.upperBound..<stop.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
        let expected = Self.table()
        if ProcessInfo.processInfo.environment["UPDATE_DOCS"] == "1", current != expected {
            try (text[..<start.upperBound] + "\n" + expected + "\n" + text[stop.lowerBound...]).write(to: Self.page, atomically: true, encoding: .utf8)
            return
        }
        #expect(current == expected, "docs/guide/rules.md's rule table is stale: UPDATE_DOCS=1 swift test --filter RuleDocumentationTests")
        #expect(RuleRegistry.all.allSatisfy { current.contains("| `\($0.description.id)`") })
        #expect(Self.successCriterion("wcag1410") == "1.4.10" && Self.successCriterion("wcag2aa") == nil)
    }
}
