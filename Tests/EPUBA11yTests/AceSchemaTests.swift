import Foundation
import Testing

/// `docs/ace-report.schema.json`: DAISY Ace's `report.json`, written from Ace's documentation and sources.
/// Another test can validate a report against it with `AceSchema.errors(of:)`.
enum AceSchema {
    static let url = Paths.packageRoot.appendingPathComponent("docs/ace-report.schema.json")
    /// Genuine Ace reports and Ace's documented examples (see `Fixtures/ace/README.md`).
    static let fixtures = Paths.packageRoot.appendingPathComponent("Tests/EPUBA11yTests/Fixtures/ace")

    /// The validation errors of `json` against the Ace schema (empty when valid), one `path : message` line each.
    /// Throws when Python's `jsonschema` cannot run, as `ReportSchemaValidator.errors(of:schema:)` does.
    static func errors(of json: String) throws -> [String] {
        try ReportSchemaValidator.errors(of: json, schema: url)
    }

    /// The validation errors of every `.json` file in `folder`, one Python process for all of them:
    /// `file: path : message` lines (empty when all are valid).
    static func errors(ofFilesIn folder: URL) throws -> [String] {
        if let unavailable = ReportSchemaValidator.unavailable { throw ReportSchemaValidator.ValidatorUnavailable(message: unavailable) }
        let script = """
            import json, sys, pathlib
            from jsonschema.validators import validator_for
            schema = json.load(open(sys.argv[1], encoding="utf-8"))
            validator = validator_for(schema)(schema)
            files = sorted(pathlib.Path(sys.argv[2]).glob("*.json"))
            print(f"validated {len(files)} files")
            for file in files:
                for error in validator.iter_errors(json.load(open(file, encoding="utf-8"))):
                    print(f"{file.name}: {'/'.join(str(p) for p in error.absolute_path) or '(root)'} : {error.message[:300]}")
            """
        let run = try ReportSchemaValidator.python(["-c", script, url.path, folder.path])
        return run.output.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("validated ") }
    }
}

/// The schema describes Ace, not only us: Ace's own sample reports and its documented report validate,
/// and changes Ace would never write are rejected (so the schema is not too loose to mean anything).
@Suite("Ace report schema (docs/ace-report.schema.json)")
struct AceSchemaTests {
    /// Every `.json` file in `Fixtures/ace`.
    static let fixtureNames = ["ace-docs-report.json", "ace-sample-ace.json", "ace-sample-report.json"]

    /// Checks the schema against the Draft 2020-12 meta-schema; prints its `$schema`.
    static let checkSchemaScript = """
        import json, sys
        from jsonschema import Draft202012Validator
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        print(schema["$schema"])
        """

    static func text(_ name: String) throws -> String {
        try String(contentsOf: AceSchema.fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func serialize(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    /// `report` with its first document's first test-level assertion changed by `change`.
    static func changingFirstTest(of report: [String: Any], _ change: (inout [String: Any]) -> Void) throws -> [String: Any] {
        var report = report
        var documents = try #require(report["assertions"] as? [[String: Any]])
        var tests = try #require(documents.first?["assertions"] as? [[String: Any]])
        try #require(!tests.isEmpty, "the fixture needs a test-level assertion to change")
        change(&tests[0])
        documents[0]["assertions"] = tests
        report["assertions"] = documents
        return report
    }

    /// The documented report (the only fixture with a failed test), after checking it validates unchanged.
    static func documentedReport() throws -> [String: Any] {
        let report = try object(try text("ace-docs-report.json"))
        let errors = try AceSchema.errors(of: try serialize(report))
        #expect(errors.isEmpty, "the unchanged documented report must validate: \(errors)")
        return report
    }

    // MARK: - The schema and the fixtures

    @Test func schemaIsValidDraft202012() throws {
        if let unavailable = ReportSchemaValidator.unavailable {
            throw ReportSchemaValidator.ValidatorUnavailable(message: unavailable)
        }
        let run = try ReportSchemaValidator.python(["-c", Self.checkSchemaScript, AceSchema.url.path])
        #expect(run.status == 0, "the schema is not valid Draft 2020-12: \(run.output)")
        #expect(run.output.trimmingCharacters(in: .whitespacesAndNewlines) == "https://json-schema.org/draft/2020-12/schema")

        let schema = try Self.object(try String(contentsOf: AceSchema.url, encoding: .utf8))
        let description = try #require(schema["description"] as? String)
        for source in ["website/content/docs/report-json.md", "tests/data/report/report.json",
                       "packages/ace-report/src/report-builders.js", "packages/ace-report-axe/src/index.js"] {
            #expect(description.contains(source), "the description names its source \(source)")
        }
        let required = Set(try #require(schema["required"] as? [String]))
        let expected: Set<String> = ["@type", "@context", "dct:title", "dct:description", "dct:date",
                                     "earl:assertedBy", "earl:testSubject", "assertions", "earl:result"]
        #expect(required == expected)
    }

    @Test(arguments: fixtureNames)
    func aceFixtureValidates(name: String) throws {
        let errors = try AceSchema.errors(of: try Self.text(name))
        #expect(errors.isEmpty, "\(name): \(errors.joined(separator: "\n"))")
    }

    /// A fixture added to `Fixtures/ace` is validated too.
    @Test func everyFixtureIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: AceSchema.fixtures.path)
        #expect(Set(files.filter { $0.hasSuffix(".json") }) == Set(Self.fixtureNames))
    }

    /// Ace has written `help` as `{url, title}` as well as the documented `{url, dct:title, dct:description}`.
    @Test func earlierHelpShapeValidates() throws {
        let report = try Self.changingFirstTest(of: try Self.documentedReport()) { test in
            var details = test["earl:test"] as? [String: Any] ?? [:]
            details["help"] = ["url": "http://kb.daisy.org/publishing/docs/script/aria.html", "title": "ARIA"]
            test["earl:test"] = details
        }
        let errors = try AceSchema.errors(of: try Self.serialize(report))
        #expect(errors.isEmpty, "\(errors)")
    }

    // MARK: - Changes Ace never writes are rejected

    @Test func anUnknownOutcomeIsRejected() throws {
        var report = try Self.object(try Self.text("ace-sample-report.json"))
        report["earl:result"] = ["earl:outcome": "maybe"]
        let errors = try AceSchema.errors(of: try Self.serialize(report))
        #expect(!errors.isEmpty)
        #expect(errors.contains { $0.hasPrefix("earl:result/earl:outcome :") }, "\(errors)")
    }

    @Test func accessibilityMetadataWithoutPresentIsRejected() throws {
        var report = try Self.object(try Self.text("ace-sample-report.json"))
        var metadata = try #require(report["a11y-metadata"] as? [String: Any])
        #expect(metadata.keys.contains("present"))
        metadata["present"] = nil
        report["a11y-metadata"] = metadata
        let errors = try AceSchema.errors(of: try Self.serialize(report))
        #expect(!errors.isEmpty)
        #expect(errors.contains { $0.hasPrefix("a11y-metadata :") && $0.contains("'present'") }, "\(errors)")
    }

    @Test func anUnknownImpactIsRejected() throws {
        let report = try Self.changingFirstTest(of: try Self.documentedReport()) { test in
            var details = test["earl:test"] as? [String: Any] ?? [:]
            details["earl:impact"] = "catastrophic"
            test["earl:test"] = details
        }
        let errors = try AceSchema.errors(of: try Self.serialize(report))
        #expect(!errors.isEmpty)
        #expect(errors.contains { $0.hasPrefix("assertions/0/assertions/0/earl:test/earl:impact :") }, "\(errors)")
    }

    @Test func aCFIStringInPlaceOfAnArrayIsRejected() throws {
        let report = try Self.changingFirstTest(of: try Self.documentedReport()) { test in
            var result = test["earl:result"] as? [String: Any] ?? [:]
            var pointer = result["earl:pointer"] as? [String: Any] ?? [:]
            pointer["cfi"] = "/4/16/4/2"
            result["earl:pointer"] = pointer
            test["earl:result"] = result
        }
        let errors = try AceSchema.errors(of: try Self.serialize(report))
        #expect(!errors.isEmpty)
        #expect(errors.contains { $0.hasPrefix("assertions/0/assertions/0/earl:result/earl:pointer/cfi :") }, "\(errors)")
    }
}
