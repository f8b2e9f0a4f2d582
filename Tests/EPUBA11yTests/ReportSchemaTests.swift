import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// Reports of the sample and corpus books, built the way `check` builds them, with a pinned date.
enum SchemaTestReports {
    static let generatedAt = "2025-01-01T00:00:00Z"

    /// The report of a SampleBooks book; `broken-package` gives the unreadable-book report.
    static func sample(_ name: String) async throws -> Report {
        try await report(path: Paths.sampleBooks.appendingPathComponent("\(name).epub").path)
    }

    /// The report of the book at `path`, from its shared audit (``audit(path:)``).
    static func report(path: String) async throws -> Report {
        do throws(EPUBError) {
            _ = try Publication.open(path: path)
        } catch {  // typed throws: `error` is the EPUBError
            return Report(unreadable: error, generatedAt: generatedAt)
        }
        return Report(audit: try await audit(path: path), generatedAt: generatedAt)
    }

    /// The audit of the book at `path`, made once per test process: the corpus, calibration and
    /// schema suites audit the same corpus books (every one twice, the known-good ones and ten
    /// more a third time), and an audit is deterministic, so they share one instead of auditing
    /// each book up to three times in a debug build. Every parse limit at its default but the CPU
    /// budget (`CorpusAuditTests.limits`): times are measured in `make bench`, not here.
    static func audit(path: String) async throws -> BookAudit {
        try await AuditMemo.shared.audit(path: path) {
            try await AccessibilityInspector(options: .init(limits: CorpusAuditTests.limits)).audit(URL(fileURLWithPath: path))
        }
    }
}

/// Audits by book path, each made once; a second caller during the audit waits for the first.
actor AuditMemo {
    static let shared = AuditMemo()
    private var audits: [String: Task<BookAudit, any Error>] = [:]

    func audit(path: String, make: @escaping @Sendable () async throws -> BookAudit) async throws -> BookAudit {
        if let existing = audits[path] { return try await existing.value }
        let task = Task { try await make() }
        audits[path] = task
        return try await task.value
    }
}

/// Runs Python's `jsonschema` (Draft 2020-12) on documents against `docs/report.schema.json`
/// (or another of the JSON schemas in `docs/`).
enum ReportSchemaValidator {
    static let schemaURL = Paths.packageRoot.appendingPathComponent("docs/report.schema.json")

    /// Checks the schema, validates the document, prints one line per error; exit 0 valid, 1 invalid.
    static let script = """
        import json, sys
        from jsonschema.validators import validator_for
        schema = json.load(open(sys.argv[1], encoding="utf-8"))
        Validator = validator_for(schema)  # the draft the schema's $schema names (2020-12 here, 4 for SARIF)
        Validator.check_schema(schema)
        document = json.load(open(sys.argv[2], encoding="utf-8"))
        errors = sorted(Validator(schema).iter_errors(document), key=lambda e: [str(p) for p in e.absolute_path])
        for error in errors:
            print("/".join(str(p) for p in error.absolute_path) or "(root)", ":", error.message[:300])
        sys.exit(1 if errors else 0)
        """

    struct Run {
        let status: Int32
        let output: String
    }

    static func python(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new } }
        process.currentDirectoryURL = Paths.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// Nil when `jsonschema` can be imported, installing it once per test run if needed; else why not.
    static let unavailable: String? = {
        let probe = ["-c", "import jsonschema"]
        if let run = try? python(probe), run.status == 0 { return nil }
        for install in [["-m", "pip", "install", "-q", "jsonschema"],
                        ["-m", "pip", "install", "-q", "--user", "--break-system-packages", "jsonschema"]] {
            _ = try? python(install)
            if let run = try? python(probe), run.status == 0 { return nil }
        }
        let detail = (try? python(probe))?.output ?? "python3 could not be started"
        return "Python's jsonschema package is not available and `python3 -m pip install jsonschema` failed: \(detail)"
    }()

    /// The validation errors of `json` against `schema` (empty when valid). Throws when the validator cannot run.
    static func errors(of json: String, schema: URL = schemaURL) throws -> [String] {
        if let unavailable { throw ValidatorUnavailable(message: unavailable) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("report-schema-\(UUID().uuidString).json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = try python(["-c", script, schema.path, file.path])
        guard run.status == 0 || run.status == 1 else {
            throw ValidatorUnavailable(message: "the validator crashed (status \(run.status)): \(run.output)")
        }
        let errors = run.output.split(separator: "\n").map(String.init)
        if run.status == 1 && errors.isEmpty { throw ValidatorUnavailable(message: "the validator failed without errors") }
        return errors
    }

    struct ValidatorUnavailable: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

@Suite("JSON report schema (docs/report.schema.json)")
struct ReportSchemaTests {
    static let corpusBooks = [
        "idpf-accessible_epub_3", "se-william-shakespeare_hamlet", "readium-emerald-city-oz", "idpf-cc-shared-culture",
        "daisy-epub30-test-0330-math", "idpf-svg-in-spine", "w3c-fxl-page-spread-center", "idpf-wasteland-otf-obf",
        "daisy-epub30-test-0320-media-overlays", "w3c-mol-navigation",  // the report's mediaOverlays data
    ]

    static func json(_ report: Report) throws -> String { try JSONOutput.encode(report) }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    static func serialize(_ object: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    static func schema() throws -> [String: Any] {
        try object(try String(contentsOf: ReportSchemaValidator.schemaURL, encoding: .utf8))
    }

    @Test("every sample report validates", arguments: SampleBooksTests.names)
    func sampleReportValidates(book: String) async throws {
        let errors = try ReportSchemaValidator.errors(of: try Self.json(try await SchemaTestReports.sample(book)))
        #expect(errors.isEmpty, "\(book): \(errors.joined(separator: "\n"))")
    }

    @Test("corpus reports validate", .enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"), arguments: corpusBooks)
    func corpusReportValidates(book: String) async throws {
        let report = try await SchemaTestReports.report(path: Paths.corpusBook("\(book).epub"))
        #expect(report.error == nil, "\(book) should be readable")
        let errors = try ReportSchemaValidator.errors(of: try Self.json(report))
        #expect(errors.isEmpty, "\(book): \(errors.joined(separator: "\n"))")
    }

    /// The schema is strict: a wrong enum value or an unknown key anywhere is rejected.
    @Test func mutatedReportsAreRejected() async throws {
        let original = try Self.object(try Self.json(try await SchemaTestReports.sample("defective-epub3")))
        #expect(try ReportSchemaValidator.errors(of: try Self.serialize(original)).isEmpty, "the unmutated report must validate")

        var wrongVerdict = original
        wrongVerdict["verdict"] = "conforms"
        let verdictErrors = try ReportSchemaValidator.errors(of: try Self.serialize(wrongVerdict))
        #expect(verdictErrors.contains { $0.hasPrefix("verdict :") }, "\(verdictErrors)")

        var extraKey = original
        extraKey["score"] = 42
        let extraErrors = try ReportSchemaValidator.errors(of: try Self.serialize(extraKey))
        #expect(extraErrors.contains { $0.contains("'score' was unexpected") }, "\(extraErrors)")

        var findings = try #require(original["findings"] as? [[String: Any]])
        findings[0]["impact"] = "blocker"
        findings[1]["severity"] = "high"
        var nested = original
        nested["findings"] = findings
        let nestedErrors = try ReportSchemaValidator.errors(of: try Self.serialize(nested))
        #expect(nestedErrors.contains { $0.hasPrefix("findings/0/impact :") }, "\(nestedErrors)")
        #expect(nestedErrors.contains { $0.hasPrefix("findings/1 :") && $0.contains("'severity'") }, "\(nestedErrors)")

        var missing = original
        missing.removeValue(forKey: "summary")
        #expect(!(try ReportSchemaValidator.errors(of: try Self.serialize(missing))).isEmpty, "a required key removed")

        var unreadableWithFindings = try Self.object(try Self.json(try await SchemaTestReports.sample("broken-package")))
        unreadableWithFindings["verdict"] = "fails"
        #expect(!(try ReportSchemaValidator.errors(of: try Self.serialize(unreadableWithFindings))).isEmpty,
                "an unreadable book's verdict is cannot-be-assessed")
    }

    /// The schema lists exactly the top-level keys the report encodes, and requires the ones always there.
    @Test func schemaListsEveryTopLevelKey() async throws {
        let schema = try Self.schema()
        let properties = Set(try #require(schema["properties"] as? [String: Any]).keys)
        let required = Set(try #require(schema["required"] as? [String]))
        // An NDJSON line of a batch run: the report plus its file's fingerprint and fix's outlook.
        let batchReport = BatchEntry(report: try await SchemaTestReports.sample("defective-epub3"),
                                     source: SourceFingerprint(size: 1, modified: 0),
                                     fix: FixOutlook(metadataVerdict: .noAutomatedFailures, statements: 3, refusal: nil))
        let readable = Set(try Self.object(try JSONOutput.encode(batchReport)).keys)
        let unreadable = Set(try Self.object(try Self.json(try await SchemaTestReports.sample("broken-package"))).keys)
        // `findingsOmitted` only when a book has more findings of one kind than a report lists
        // (BoundedReportTests checks such a report against the schema).
        #expect(properties == readable.union(unreadable).union(["findingsOmitted"]))
        #expect(required == readable.intersection(unreadable).subtracting(["source", "fix"]))
        #expect(schema["additionalProperties"] as? Bool == false)
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let version = try #require((schema["properties"] as? [String: Any])?["schemaVersion"] as? [String: Any])
        #expect(version["const"] as? String == Report.schemaVersion)
    }

    /// Every property of every object in the schema has a description, and every object is closed.
    @Test func schemaIsDocumentedAndClosed() throws {
        var undocumented: [String] = [], open: [String] = []
        func walk(_ node: Any, _ path: String) {
            if let list = node as? [Any] {
                for (index, item) in list.enumerated() { walk(item, "\(path)/\(index)") }
                return
            }
            guard let object = node as? [String: Any] else { return }
            if let properties = object["properties"] as? [String: Any] {
                if object["additionalProperties"] as? Bool != false, object["type"] as? String == "object" { open.append(path) }
                for (name, schema) in properties where (schema as? [String: Any])?["description"] == nil {
                    if path.hasSuffix("/then") || path.hasSuffix("/else") { continue }  // constraints, not definitions
                    undocumented.append("\(path)/properties/\(name)")
                }
            }
            for (key, value) in object { walk(value, "\(path)/\(key)") }
        }
        walk(try Self.schema(), "#")
        #expect(undocumented.isEmpty, "properties without a description: \(undocumented.sorted())")
        #expect(open.isEmpty, "objects without additionalProperties false: \(open.sorted())")
    }
}
