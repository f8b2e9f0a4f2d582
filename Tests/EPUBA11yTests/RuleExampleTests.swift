import EPUBA11y
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
    func example(ruleID: String, index: Int) throws {
        let rule = try #require(RuleRegistry.rule(id: ruleID))
        let example = rule.description.examples[index]
        let publication = try Self.book(for: example).open()
        let findings = rule.evaluate(RuleContext(publication: publication))
        switch example.expectation {
        case .passes:
            #expect(findings.isEmpty, "expected no finding for:\n\(example.metadata)\ngot: \(findings.map(\.message))")
        case .fails:
            #expect(!findings.isEmpty, "expected a finding for:\n\(example.metadata)")
            for finding in findings {
                #expect(finding.ruleID == ruleID)
                #expect(finding.impact <= rule.description.impact)
                #expect(finding.location?.path == "OEBPS/content.opf")
                #expect(!finding.message.isEmpty)
            }
        }
    }

    /// The example's metadata verbatim, in an otherwise minimal book.
    static func book(for example: RuleExample) -> TestBook {
        var book = TestBook()
        book.package = """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="\(example.version)" unique-identifier="uid" \(example.packageAttributes)>
              <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
            \(example.metadata)
              </metadata>
              <manifest>
                <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
                <item id="c1" href="chapter1.xhtml" media-type="application/xhtml+xml"/>
              </manifest>
              <spine><itemref idref="c1"/></spine>
            </package>
            """
        book.files += example.files.sorted { $0.key < $1.key }.map { ("OEBPS/\($0.key)", $0.value) }
        return book
    }

    @Test func catalogueIsOneSortedListOfUniqueKebabCaseIDs() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(ids == ids.sorted())
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id) is not kebab-case")
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
