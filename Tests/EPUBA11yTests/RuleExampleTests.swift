import EPUBA11y
import Foundation
import EPUBCore
import Testing

/// Every rule's examples, run on minimal in-memory EPUBs: a passing example yields no
/// finding of that rule, a failing one at least one.
@Suite("Rule catalogue and examples")
struct RuleExampleTests {
    static let cases: [(String, Int)] = RuleRegistry.all.flatMap { rule in
        rule.description.examples.indices.map { (rule.description.id, $0) }
    }

    @Test("rule example", arguments: cases)
    func example(ruleID: String, index: Int) async throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.description.examples[index]
        let publication = try Self.book(for: example).open()
        let content = rule.description.scope == .content ? await PublicationContent.walk(publication) : nil
        let findings = rule.evaluate(RuleContext(publication: publication, content: content))
        let shown = example.documents?.first ?? example.metadata
        switch example.expectation {
        case .passes:
            #expect(findings.isEmpty, "expected no finding for:\n\(shown)\ngot: \(findings.map(\.message))")
        case .fails:
            #expect(!findings.isEmpty, "expected a finding for:\n\(shown)")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                #expect(finding.impact <= rule.description.impact)
                #expect(finding.location != nil)
                #expect(!finding.message.isEmpty)
            }
        }
    }

    /// The example's metadata verbatim and its documents, in an otherwise minimal book.
    static func book(for example: RuleExample) -> TestBook {
        let documents = example.documents ?? [RuleExample.xhtml(body: "<h1>Chapter</h1><p>Text.</p>")]
        let names = documents.indices.map { "chapter\($0 + 1).xhtml" }
        let toc = names.map { #"<li><a href="\#($0)">\#($0)</a></li>"# }.joined()
        var book = TestBook()
        book.package = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="\(example.version)" unique-identifier="uid" \(example.packageAttributes)>
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
            \(example.metadata)
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            \(names.enumerated().map { #"<item id="c\#($0.offset + 1)" href="\#($0.element)" media-type="application/xhtml+xml"/>"# }.joined(separator: "\n"))
            \(example.manifestItems)
              </manifest>
              <spine>\(example.spine ?? names.indices.map { #"<itemref idref="c\#($0 + 1)"/>"# }.joined())</spine>
            </package>
            """
        book.files = [("OEBPS/nav.xhtml", example.navigation ?? TestBook.nav(toc: toc))]
        book.files += zip(names, documents).map { ("OEBPS/\($0.0)", $0.1) }
        book.files += example.files.sorted { $0.key < $1.key }.map { ("OEBPS/\($0.key)", $0.value) }
        return book
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
        #expect(description.references.allSatisfy { $0.hasPrefix("https://") })
        #expect(!description.tags.isEmpty)
        #expect(description.examples.contains { $0.expectation == .passes })
        #expect(description.examples.contains { $0.expectation == .fails })
    }

    @Test func aceRuleIDsAndImpactsAreKept() throws {
        let expected: [String: Impact] = [
            "metadata-accessmode": .serious, "metadata-accessibilityfeature": .serious,
            "metadata-accessibilityhazard": .serious, "metadata-accessibilitysummary": .moderate,
            "metadata-accessmodesufficient": .moderate, "metadata-accessmode-invalid": .minor,
            "metadata-accessmodesufficient-invalid": .minor, "metadata-accessibilityfeature-invalid": .moderate,
            "metadata-accessibilityhazard-invalid": .moderate, "metadata-conformsto-invalid": .moderate,
            "epub-title": .serious, "epub-lang": .serious,
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
    @Test("the README's rule table lists every registered rule with its impact")
    func readmeListsEveryRule() throws {
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleRegistry.all {
            let description = rule.description
            #expect(readme.contains("| `\(description.id)`"), "README lacks \(description.id)")
            let row = readme.split(separator: "\n").first { $0.hasPrefix("| `\(description.id)`") } ?? ""
            #expect(row.contains("| \(description.impact.rawValue) |"), "README impact of \(description.id)")
        }
    }
}
