@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `docs/suggestion.schema.json` documents what `suggest --format json|ndjson` and the service
/// write: real suggestions validate, and the schema is strict enough to reject a changed one.
@Suite("JSON suggestion schema (docs/suggestion.schema.json)")
struct SuggestionSchemaTests {
    static let schema = Paths.packageRoot.appendingPathComponent("docs/suggestion.schema.json")
    static let samples = ["accessible-epub3", "defective-epub3", "legacy-epub2"]
    /// English, French, German (EPUB 2), Japanese, fixed layout, media overlays, MathML, declared metadata.
    static let corpusBooks = ["idpf-accessible_epub_3", "se-william-shakespeare_hamlet", "idpf-sous-le-vent", "pandoc-epub2_picture",
                              "idpf-jlreq-in-japanese", "daisy-epub30-test-0320-media-overlays", "daisy-epub30-test-0330-math"]

    static func json(_ url: URL) async throws -> String {
        try JSONOutput.encode(MetadataSuggester.suggest(try await AccessibilityInspector().audit(url)))
    }

    @Test(arguments: samples)
    func sampleSuggestionsValidate(book: String) async throws {
        let json = try await Self.json(Paths.sampleBooks.appendingPathComponent("\(book).epub"))
        let errors = try ReportSchemaValidator.errors(of: json, schema: Self.schema)
        #expect(errors.isEmpty, "\(book): \(errors.joined(separator: "\n"))")
    }

    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"), arguments: corpusBooks)
    func corpusSuggestionsValidate(book: String) async throws {
        let json = try await Self.json(URL(fileURLWithPath: Paths.corpusBook("\(book).epub")))
        let errors = try ReportSchemaValidator.errors(of: json, schema: Self.schema)
        #expect(errors.isEmpty, "\(book): \(errors.joined(separator: "\n"))")
    }

    /// Each NDJSON line of a folder is one suggestion that validates.
    @Test func ndjsonLinesValidate() async throws {
        let run = try await CLIRunner.run(["suggest", "--format", "ndjson", "SampleBooks"])
        #expect(run.status == 2)  // broken-package cannot be opened, and says so on standard error
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count >= 3)  // the three readable .epub files, and the unpacked books under SampleBooks/src
        for line in lines {
            let errors = try ReportSchemaValidator.errors(of: String(line), schema: Self.schema)
            #expect(errors.isEmpty, "\(errors)")
        }
    }

    @Test func aChangedSuggestionIsRejected() async throws {
        let json = try await Self.json(Paths.sampleBooks.appendingPathComponent("defective-epub3.epub"))
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var statements = try #require(object["statements"] as? [[String: Any]])
        statements[0]["status"] = "maybe"
        object["statements"] = statements
        object["extra"] = true
        let changed = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        let errors = try ReportSchemaValidator.errors(of: changed, schema: Self.schema)
        #expect(errors.contains { $0.hasPrefix("statements/0/status :") }, "\(errors)")
        #expect(errors.contains { $0.hasPrefix("(root) :") && $0.contains("extra") }, "\(errors)")
    }
}
