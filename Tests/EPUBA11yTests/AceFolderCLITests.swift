import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `check --format ace --output <folder>` writes what `ace --outdir <folder>` writes.
@Suite("check --format ace --output")
struct AceFolderCLITests {
    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ace-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func json(_ url: URL) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    @Test func oneBookWritesReportHTMLAndData() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("out")
        let run = try await CLIRunner.run(["check", "--format", "ace", "-o", out.path, "SampleBooks/defective-epub3.epub"])
        #expect(run.status == 1, "the defective sample fails: \(run.stderr)")
        let report = try Self.json(out.appendingPathComponent("report.json"))
        #expect(report["@type"] as? String == "earl:report")
        #expect((report["earl:testSubject"] as? [String: Any])?["url"] as? String == "SampleBooks/defective-epub3.epub", "the book as named, as Ace names it")
        let html = try String(contentsOf: out.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        // data/ holds each img the report lists, byte for byte as the book holds it.
        let book = try Publication.open(path: Paths.sampleBooks.appendingPathComponent("defective-epub3.epub").path)
        let images = try #require((report["data"] as? [String: Any])?["images"] as? [[String: Any]])
        let sources = Set(images.compactMap { $0["src"] as? String }).sorted()
        #expect(!sources.isEmpty)
        for source in sources where book.container.contains(source) {
            let copied = try Data(contentsOf: out.appendingPathComponent("data").appendingPathComponent(source))
            #expect(copied == Data(try book.container.read(source)), "\(source)")
        }
    }

    @Test func booksWithOneNameGetAFolderEach() async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var inputs: [String] = []
        for (shelf, sample) in [("a", "defective-epub3"), ("b", "accessible-epub3")] {
            let shelfURL = folder.appendingPathComponent(shelf)
            try FileManager.default.createDirectory(at: shelfURL, withIntermediateDirectories: true)
            let copy = shelfURL.appendingPathComponent("book.epub")
            try FileManager.default.copyItem(at: Paths.sampleBooks.appendingPathComponent("\(sample).epub"), to: copy)
            inputs.append(copy.path)
        }
        let out = folder.appendingPathComponent("reports")
        let run = try await CLIRunner.run(["check", "--format", "ace", "-o", out.path] + inputs)
        #expect(run.status == 1, "\(run.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["book", "book-2"])
        // In input order: the first is the defective book, the second the accessible one.
        #expect((try Self.json(out.appendingPathComponent("book/report.json"))["earl:result"] as? [String: Any])?["earl:outcome"] as? String == "fail")
        #expect((try Self.json(out.appendingPathComponent("book-2/report.json"))["earl:result"] as? [String: Any])?["earl:outcome"] as? String == "pass")
        for name in names {
            #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("\(name)/report.html").path))
        }
        // The inputs are untouched.
        for input in inputs {
            let original = input.contains("/a/") ? "defective-epub3" : "accessible-epub3"
            #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == Data(contentsOf: Paths.sampleBooks.appendingPathComponent("\(original).epub")))
        }
    }

    @Test func withoutOutputTheReportGoesToStandardOutput() async throws {
        let run = try await CLIRunner.run(["check", "--format", "ace", "SampleBooks/accessible-epub3.epub"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["@type"] as? String == "earl:report")
        #expect(try AceSchema.errors(of: run.stdout) == [])
    }
}
