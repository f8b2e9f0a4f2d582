import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `check` on a library folder: generated books that are good, defective, broken, not a zip,
/// unpacked and nested; outputs in sorted order, identical across --jobs, exit codes over all books.
@Suite("Batch audits")
struct BatchTests {
    /// A library in a fresh temporary folder; removed by the caller.
    static func makeLibrary() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("library-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("shelf/b")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let copy = { (name: String, to: URL) in
            try FileManager.default.copyItem(atPath: SampleBooksTests.book(name), toPath: to.path)
        }
        try copy("accessible-epub3", root.appendingPathComponent("a-good.epub"))
        try copy("defective-epub3", nested.appendingPathComponent("c-defective.epub"))
        try copy("broken-package", root.appendingPathComponent("d-broken.epub"))
        try Data("this is not a zip".utf8).write(to: root.appendingPathComponent("e-not-a-zip.epub"))
        try FileManager.default.copyItem(at: Paths.sampleBooks.appendingPathComponent("src/legacy-epub2"),
                                         to: root.appendingPathComponent("f-unpacked"))
        try Data("ignored".utf8).write(to: root.appendingPathComponent("notes.txt"))
        return root
    }

    static let expectedOrder = ["a-good.epub", "d-broken.epub", "e-not-a-zip.epub", "f-unpacked", "shelf/b/c-defective.epub"]

    static func run(_ library: URL, jobs: Int, out: URL, extra: [String] = [], epoch: String = "1735689600") async throws -> CLIRunner.Output {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        return try await CLIRunner.run(["check", "--quiet", "--jobs", "\(jobs)", "--ndjson", out.appendingPathComponent("r.ndjson").path,
                                  "--csv", out.appendingPathComponent("r.csv").path, "--html-dir", out.appendingPathComponent("html").path]
                                 + extra + [library.path], environment: ["SOURCE_DATE_EPOCH": epoch])
    }

    static func reports(_ out: URL) throws -> [[String: Any]] {
        try String(contentsOf: out.appendingPathComponent("r.ndjson"), encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func everyBookOnceInSortedOrderWithItsVerdictIdenticalAcrossJobs() async throws {
        let library = try Self.makeLibrary()
        let out1 = library.appendingPathExtension("out1"), out2 = library.appendingPathExtension("out2")
        defer { for url in [library, out1, out2] { try? FileManager.default.removeItem(at: url) } }
        let first = try await Self.run(library, jobs: 1, out: out1)
        let second = try await Self.run(library, jobs: 2, out: out2)
        #expect(first.status == 2)  // unreadable books in the library
        #expect(second.status == 2)
        let reports = try Self.reports(out1)
        let files = reports.compactMap { ($0["subject"] as? [String: Any])?["file"] as? String }
        #expect(files == Self.expectedOrder.map { library.appendingPathComponent($0).path })
        let verdicts = reports.compactMap { $0["verdict"] as? String }
        #expect(verdicts == ["no-automated-failures", "cannot-be-assessed", "cannot-be-assessed", "no-automated-failures", "fails"])
        #expect(((reports[2]["error"] as? [String: Any])?["kind"] as? String) == "notAZip")
        let csv = try String(contentsOf: out1.appendingPathComponent("r.csv"), encoding: .utf8)
        let rows = csv.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == 1 + Self.expectedOrder.count)
        #expect(rows.dropFirst().map { $0.split(separator: ",").first.map(String.init) ?? "" } == files)
        #expect(rows[3].contains("cannot-be-assessed") && rows[3].contains("is not a readable ZIP archive"))
        for name in ["r.ndjson", "r.csv", "html/index.html", "html/by-verdict.html"] {
            #expect(try Data(contentsOf: out1.appendingPathComponent(name)) == Data(contentsOf: out2.appendingPathComponent(name)),
                    "\(name) differs between --jobs 1 and --jobs 2")
        }
        #expect(first.stderr.contains("Summary: 5 books audited") == false)  // --quiet: no summary
    }

    @Test func dashboardHasOneRowPerBookAndItsLinksResolve() async throws {
        let library = try Self.makeLibrary()
        let out = library.appendingPathExtension("out")
        defer { for url in [library, out] { try? FileManager.default.removeItem(at: url) } }
        _ = try await Self.run(library, jobs: 2, out: out)
        for view in ["index.html", "by-verdict.html", "by-failures.html"] {
            let url = out.appendingPathComponent("html/\(view)")
            let (root, _) = try XMLDocumentParser.tree(Array(try Data(contentsOf: url)), path: view, recovery: .html)
            #expect(root.attribute("lang") == "en")
            // The table of books (the index's charts have tables of their own).
            let books = try #require(root.descendants.first { $0.localName == "table" && $0.attribute("id") == "books" })
            let rows = books.descendants.filter { $0.localName == "tr" }.dropFirst()  // the header row
            #expect(rows.count == Self.expectedOrder.count, "\(view)")
            // Links to files (the skip link points inside the page).
            let links = root.descendants.filter { $0.localName == "a" }.compactMap { $0.attribute("href") }.filter { !$0.hasPrefix("#") }
            for link in links {
                #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("html/\(link)").path), "\(view) links to \(link)")
            }
            let views = Set(BatchDashboard.View.allCases.map(\.rawValue))
            #expect(links.filter { !views.contains($0) }.count == Self.expectedOrder.count)
            #expect(root.descendants.contains { $0.localName == "caption" })
        }
    }

    @Test func contentAndMetadataVerdictsReachTheCSVAndTheFilteredViews() async throws {
        let library = try Self.makeLibrary()
        let out = library.appendingPathExtension("out")
        defer { for url in [library, out] { try? FileManager.default.removeItem(at: url) } }
        _ = try await Self.run(library, jobs: 2, out: out)
        let csv = try String(contentsOf: out.appendingPathComponent("r.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        #expect(csv[0].hasPrefix("path,title,identifier,verdict,content_verdict,metadata_verdict,critical,"))
        #expect(csv[0].contains(",first_reason,error"))
        // The defective sample fails on both; its worst reason (a critical missing alt) leads.
        let defective = try #require(csv.first { $0.contains("c-defective.epub") })
        #expect(defective.contains(",fails,fails,fails,"))
        #expect(defective.contains("wcag-1.1.1: Not met: 1.1.1 Non-text content has a text alternative"))
        let page = { (view: BatchDashboard.View) throws -> String in
            try String(contentsOf: out.appendingPathComponent("html/\(view.rawValue)"), encoding: .utf8)
        }
        let contentFails = try page(.contentFails), metadataOnly = try page(.metadataOnly)
        #expect(contentFails.contains("c-defective.epub") && !contentFails.contains("a-good.epub"))
        #expect(!metadataOnly.contains("c-defective.epub.html"))
        #expect(try page(.path).contains("<th scope=\"col\">Content</th><th scope=\"col\">Metadata</th><th scope=\"col\">Metadata after fix</th>"
                                         + "<th scope=\"col\">Main reason</th>"))
        #expect(try page(.path).contains("Content fails: 1; Fails on metadata only: 0; No automated failures: 2; Cannot be assessed: 2."))
    }

    @Test func exitCodeFollowsFailOnOverAllBooksAndSummaryNamesTheRules() async throws {
        let library = try Self.makeLibrary()
        defer { try? FileManager.default.removeItem(at: library) }
        for broken in ["d-broken.epub", "e-not-a-zip.epub"] { try FileManager.default.removeItem(at: library.appendingPathComponent(broken)) }
        let result = try await CLIRunner.run(["check", "--format", "json", "--fail-on", "critical", library.path])
        #expect(result.status == 1)  // the defective book has critical findings
        #expect(result.stderr.contains("Summary: 3 books audited"))
        #expect(result.stderr.contains("1 fails, 2 no-automated-failures, 0 cannot-be-assessed"))
        #expect(result.stderr.contains("image-alt"))
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 3)
        try FileManager.default.removeItem(at: library.appendingPathComponent("shelf"))
        #expect(try await CLIRunner.run(["check", "--quiet", library.path]).status == 0)
    }

    @Test func changedSinceReauditsOnlyChangedBooks() async throws {
        let library = try Self.makeLibrary()
        let out = library.appendingPathExtension("out"), again = library.appendingPathExtension("again")
        defer { for url in [library, out, again] { try? FileManager.default.removeItem(at: url) } }
        _ = try await Self.run(library, jobs: 2, out: out, epoch: "1000000000")
        let touched = library.appendingPathComponent("a-good.epub")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_600_000_000)], ofItemAtPath: touched.path)
        _ = try await Self.run(library, jobs: 2, out: again, extra: ["--changed-since", out.appendingPathComponent("r.ndjson").path],
                         epoch: "2000000000")
        let stamps = try Self.reports(again).map { $0["generatedAt"] as? String ?? "" }
        #expect(stamps[0] == "2033-05-18T03:33:20Z")  // changed: audited again
        #expect(stamps.dropFirst().allSatisfy { $0 == "2001-09-09T01:46:40Z" })  // unchanged: reused
    }

    @Test func reportsOfAnotherSchemaVersionAreAuditedAgain() async throws {
        let library = try Self.makeLibrary()
        let out = library.appendingPathExtension("out"), again = library.appendingPathExtension("again")
        defer { for url in [library, out, again] { try? FileManager.default.removeItem(at: url) } }
        _ = try await Self.run(library, jobs: 2, out: out, epoch: "1000000000")
        // Rewrite the first report as if an older version (schema 1.0.0, no contentVerdict) had written it.
        let ndjson = out.appendingPathComponent("r.ndjson")
        var lines = try String(contentsOf: ndjson, encoding: .utf8).split(separator: "\n").map(String.init)
        lines[0] = lines[0].replacingOccurrences(of: "\"schemaVersion\":\"\(Report.schemaVersion)\"", with: "\"schemaVersion\":\"1.0.0\"")
            .replacingOccurrences(of: "\"contentVerdict\":", with: "\"oldVerdict\":")
        try (lines.joined(separator: "\n") + "\n").write(to: ndjson, atomically: true, encoding: .utf8)
        let result = try await Self.run(library, jobs: 2, out: again, extra: ["--changed-since", ndjson.path], epoch: "2000000000")
        #expect(result.status == 2)  // the broken books, as in the first run; not 64
        let stamps = try Self.reports(again).map { $0["generatedAt"] as? String ?? "" }
        #expect(stamps[0] == "2033-05-18T03:33:20Z")  // another schema: audited again
        #expect(stamps.dropFirst().allSatisfy { $0 == "2001-09-09T01:46:40Z" })
    }

    @Test func ctrlCStopsCleanlyAndStillWritesWhatItHas() throws {
        let library = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID().uuidString)")
        let out = library.appendingPathExtension("out")
        defer { for url in [library, out] { try? FileManager.default.removeItem(at: url) } }
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        for index in 0..<3000 {  // hard links: a big library for free
            try FileManager.default.linkItem(atPath: SampleBooksTests.book("defective-epub3"),
                                             toPath: library.appendingPathComponent(String(format: "book-%04d.epub", index)).path)
        }
        let process = Process()
        process.executableURL = try #require(CLIRunner.binary)
        process.arguments = ["check", "--quiet", "--jobs", "1", "--ndjson", out.appendingPathComponent("r.ndjson").path,
                             "--csv", out.appendingPathComponent("r.csv").path, library.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 1.5)
        process.interrupt()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        #expect(stderr.contains("interrupted"))
        let lines = try String(contentsOf: out.appendingPathComponent("r.ndjson"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 0 && lines.count < 3000)
        for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) != nil) }
        let csvRows = try String(contentsOf: out.appendingPathComponent("r.csv"), encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(csvRows.count == lines.count + 1)
        #expect(stderr.contains("Summary: \(lines.count) books audited (interrupted"))
    }
}
