import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `--format ace` writes DAISY Ace's report.json layout (and `earl`, its earlier name, the same document).
@Suite("Ace report (report.json)")
struct AceReportTests {
    /// Ace's list, in Ace's order (daisy/ace `analyze-a11y-metadata.js`), written out here rather
    /// than read from the renderer, so a change of the renderer's list fails.
    static let aceA11yProperties = [
        "schema:accessMode", "schema:accessibilityFeature", "schema:accessibilityHazard", "schema:accessibilitySummary",
        "schema:accessModeSufficient", "schema:accessibilityAPI", "schema:accessibilityControl", "a11y:certifiedBy",
        "a11y:certifierCredential", "a11y:certifierReport", "dcterms:conformsTo",
    ]

    static func earl(_ book: String) async throws -> (report: Report, json: [String: Any]) {
        let report = try await SchemaTestReports.sample(book)
        let text = try AceReportRenderer.render(report)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (report, json)
    }

    static func documents(_ json: [String: Any]) throws -> [String: [String: Any]] {
        let assertions = try #require(json["assertions"] as? [[String: Any]])
        var byURL: [String: [String: Any]] = [:]
        for assertion in assertions {
            let url = try #require((assertion["earl:testSubject"] as? [String: Any])?["url"] as? String)
            #expect(byURL[url] == nil, "one assertion per document: \(url) twice")
            byURL[url] = assertion
        }
        return byURL
    }

    static func outcome(_ node: [String: Any]?) -> String? {
        (node?["earl:result"] as? [String: Any])?["earl:outcome"] as? String
    }

    @Test func topLevelHasAceKeysAndTypes() async throws {
        let (report, json) = try await Self.earl("defective-epub3")
        #expect(json["@type"] as? String == "earl:report")
        #expect(json["@context"] as? String == "http://daisy.github.io/ace/ace-report-1.0.jsonld")
        #expect(json["dct:title"] is String)
        #expect(json["dct:description"] is String)
        #expect(json["dct:date"] as? String == report.generatedAt)
        let assertor = try #require(json["earl:assertedBy"] as? [String: Any])
        #expect(assertor["@type"] as? String == "earl:software")
        #expect(assertor["doap:name"] as? String == "epub-a11y")
        #expect((assertor["doap:release"] as? [String: Any])?["doap:revision"] as? String == Report.toolVersion)
        #expect(json["outlines"] is [String: Any])
        #expect(json["data"] is [String: Any])
        #expect(json["properties"] is [String: Any])
        #expect(json["a11y-metadata"] is [String: Any])
        #expect(json["assertions"] is [Any])
        let subject = try #require(json["earl:testSubject"] as? [String: Any])
        #expect(subject["url"] as? String == report.subject.file)
        #expect(subject["epubVersion"] == nil, "not a key of Ace's test subject")
        #expect(subject["links"] is [String: Any])
        let metadata = try #require(subject["metadata"] as? [String: Any])
        #expect(metadata["dc:title"] as? String == "Untidy Notes")
        #expect(metadata["dc:language"] as? String == "en")
        #expect(Self.outcome(json) == "fail")
    }

    @Test func chapterOneHasACriticalImageAltFailure() async throws {
        let (_, json) = try await Self.earl("defective-epub3")
        let documents = try Self.documents(json)
        // Ace names content documents as the manifest does: relative to the package document's folder.
        let chapter = try #require(documents["text/chapter-1.xhtml"])
        #expect((chapter["earl:testSubject"] as? [String: Any])?["dct:title"] as? String == "Chapter 1. The Shopping List – Untidy Notes")
        #expect(chapter["@type"] as? String == "earl:assertion")
        #expect(Self.outcome(chapter) == "fail")
        let tests = try #require(chapter["assertions"] as? [[String: Any]])
        let imageAlt = try #require(tests.first { ($0["earl:test"] as? [String: Any])?["dct:title"] as? String == "image-alt" })
        let test = try #require(imageAlt["earl:test"] as? [String: Any])
        #expect(test["earl:impact"] as? String == "critical")
        #expect(test["dct:description"] as? String == RuleRegistry.rule(id: "image-alt")?.description.title)
        #expect((test["rulesetTags"] as? [String])?.contains("wcag2a") == true)
        let help = try #require(test["help"] as? [String: Any])
        #expect((help["url"] as? String)?.hasPrefix("https://") == true)
        #expect((help["dct:title"] as? String)?.isEmpty == false)
        #expect(imageAlt["earl:assertedBy"] as? String == "epub-a11y")
        #expect(imageAlt["earl:mode"] as? String == "automatic")
        let result = try #require(imageAlt["earl:result"] as? [String: Any])
        #expect(result["earl:outcome"] as? String == "fail")
        #expect(result["epub-a11y:location"] as? String == "OEBPS/text/chapter-1.xhtml:14")
        #expect((result["dct:description"] as? String)?.isEmpty == false)
        let pointer = try #require(result["earl:pointer"] as? [String: Any])
        // html > body > section > the third element child (h1, p, img): chapter-1.xhtml:14.
        #expect(pointer["cfi"] as? [String] == ["/4/2/6"])
        #expect(pointer["css"] as? [String] == [":root > body:nth-child(2) > section:nth-child(1) > img:nth-child(3)"])
        #expect(result["html"] as? String == "<img src=\"../images/receipt.png\"/>")
    }

    /// Like Ace (which drops axe's "incomplete" results), only failed findings become assertions;
    /// the package document is first, and every failed finding is filed under its document.
    @Test func onlyFailedFindingsAreAsserted() async throws {
        let (report, json) = try await Self.earl("defective-epub3")
        let assertions = try #require(json["assertions"] as? [[String: Any]])
        let failed = report.findings.filter { $0.outcome == .failed }
        #expect(report.findings.contains { $0.outcome == .needsReview }, "the defective book has needs-review findings")
        let tests = assertions.flatMap { ($0["assertions"] as? [[String: Any]]) ?? [] }
        #expect(tests.count == failed.count)
        let titles = Set(tests.compactMap { ($0["earl:test"] as? [String: Any])?["dct:title"] as? String })
        #expect(titles == Set(failed.map(\.ruleID)))
        #expect((assertions.first?["earl:testSubject"] as? [String: Any])?["url"] as? String == report.subject.packageDocument)
        let documents = try Self.documents(json)
        for finding in failed {
            let path = try #require(finding.location?.path)
            let url = path == report.subject.packageDocument ? path : String(path.dropFirst("OEBPS/".count))
            #expect(Self.outcome(documents[url]) == "fail", "\(path)")
        }
        // Every content document is listed, failing or not, as Ace lists every spine document.
        for document in report.data?.documents ?? [] {
            #expect(documents[String(document.path.dropFirst("OEBPS/".count))] != nil, "\(document.path)")
        }
    }

    @Test func a11yMetadataFollowsAce() async throws {
        let (_, json) = try await Self.earl("defective-epub3")
        let summary = try #require(json["a11y-metadata"] as? [String: Any])
        // Nothing declared: all eleven missing, in Ace's order (Ace's own sample lists API and Control as missing too).
        #expect(summary["missing"] as? [String] == Self.aceA11yProperties)
        #expect(summary["empty"] as? [String] == [])
        #expect(summary["present"] as? [String] == [])

        let (_, accessible) = try await Self.earl("accessible-epub3")
        let present = try #require((accessible["a11y-metadata"] as? [String: Any])?["present"] as? [String])
        #expect(present.contains("schema:accessMode") && present.contains("dcterms:conformsTo"))
        let metadata = try #require((accessible["earl:testSubject"] as? [String: Any])?["metadata"] as? [String: Any])
        #expect(metadata["schema:accessMode"] != nil)
    }

    @Test func propertiesDataAndOutlines() async throws {
        let (_, json) = try await Self.earl("defective-epub3")
        let properties = try #require(json["properties"] as? [String: Any])
        #expect(Set(properties.keys) == ["hasManifestFallbacks", "hasBindings", "hasSVGContentDocuments", "hasFormElements",
                                         "hasMathML", "hasPageBreaks"])
        #expect(properties["hasPageBreaks"] as? Bool == true)
        #expect(properties["hasMathML"] as? Bool == false)

        let data = try #require(json["data"] as? [String: Any])
        #expect(data["audios"] == nil && data["videos"] == nil, "only non-empty keys")
        let images = try #require(data["images"] as? [[String: Any]])
        let receipt = try #require(images.first { $0["src"] as? String == "OEBPS/images/receipt.png" })
        #expect(receipt["alt"] is NSNull)
        #expect(receipt["location"] as? String == "text/chapter-1.xhtml#epubcfi(/4/2/6)")
        #expect(receipt["html"] as? String == "<img src=\"../images/receipt.png\"/>")
        #expect(images.contains { $0["alt"] as? String == "image01.png" })

        let outlines = try #require(json["outlines"] as? [String: Any])
        let headings = try #require(outlines["headings"] as? String)
        #expect(headings.hasPrefix("<ul><li><span class=\"toc-h1\">Chapter 1. The Shopping List</span>"))
        #expect(headings.contains("<span class=\"toc-missing\">Missing heading h2</span>"), "h1 then h4 skips levels")
        #expect(headings.contains("<span class=\"toc-h4\">A note stuck to the kettle</span>"))
        for tag in ["ul", "li", "span"] {
            #expect(headings.components(separatedBy: "<\(tag)").count == headings.components(separatedBy: "</\(tag)>").count,
                    "balanced <\(tag)>")
        }
    }

    @Test func accessibleBookPasses() async throws {
        let (report, json) = try await Self.earl("accessible-epub3")
        #expect(Self.outcome(json) == "pass")
        let assertions = try #require(json["assertions"] as? [[String: Any]])
        #expect(assertions.count > 1, "clean documents are listed too")
        for assertion in assertions {
            #expect(Self.outcome(assertion) == "pass")
            #expect((assertion["assertions"] as? [Any])?.isEmpty == true)
        }
        #expect(report.findings.allSatisfy { $0.outcome != .failed })
    }

    @Test func unreadableBookFails() async throws {
        let (report, json) = try await Self.earl("broken-package")
        let error = try #require(report.error)
        #expect(json["@type"] as? String == "earl:report")
        #expect(Self.outcome(json) == "fail")
        let description = try #require((json["earl:result"] as? [String: Any])?["dct:description"] as? String)
        #expect(description.contains(error.reason))
        #expect((json["assertions"] as? [Any])?.isEmpty == true)
        #expect((json["earl:testSubject"] as? [String: Any])?["url"] as? String == report.subject.file)
    }

    @Test("rendering is deterministic", arguments: SampleBooksTests.names)
    func deterministic(book: String) async throws {
        let first = try AceReportRenderer.render(try await SchemaTestReports.sample(book))
        let second = try AceReportRenderer.render(try await SchemaTestReports.sample(book))
        #expect(first == second)
        #expect(!first.hasSuffix("\n"))
    }
}
