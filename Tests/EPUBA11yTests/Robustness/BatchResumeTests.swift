import Foundation
import Testing

/// Issue #10 item 6: a batch killed outright (SIGKILL: no handler runs) keeps every report it
/// finished, in input order, and `--changed-since` resumes from them without losing any.
@Suite("Batch: a killed run loses nothing and resumes", .serialized)
struct BatchResumeTests {
    static func library(_ count: Int) throws -> URL {
        let library = FileManager.default.temporaryDirectory.appendingPathComponent("kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        for index in 0..<count {  // hard links: a big library for free
            try FileManager.default.linkItem(atPath: SampleBooksTests.book("defective-epub3"),
                                             toPath: library.appendingPathComponent(String(format: "book-%04d.epub", index)).path)
        }
        return library
    }

    static func lines(_ url: URL) throws -> [Substring] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    }

    static func stamps(_ url: URL) throws -> [String] {
        try lines(url).map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["generatedAt"] as? String ?? ""
        }
    }

    @Test func sigkillKeepsFinishedReportsAndChangedSinceResumesInPlace() async throws {
        let count = 1_200
        let library = try Self.library(count)
        let ndjson = library.appendingPathExtension("ndjson"), csv = library.appendingPathExtension("csv")
        defer { for url in [library, ndjson, csv] { try? FileManager.default.removeItem(at: url) } }
        let process = Process()
        process.executableURL = try #require(CLIRunner.binary)
        process.arguments = ["check", "--quiet", "--jobs", "1", "--ndjson", ndjson.path, "--csv", csv.path, library.path]
        process.environment = ["SOURCE_DATE_EPOCH": "1000000000"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // A blocking sleep, not `Task.sleep`: on a busy cooperative pool the task's wake-up came
        // late enough (under ThreadSanitizer) for the batch to finish before the kill.
        usleep(1_500_000)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)

        // Every line on disk is a whole report, in input order; the CSV has the same books.
        let kept = try Self.lines(ndjson)
        #expect(kept.count > 0 && kept.count < count)
        for (index, line) in kept.enumerated() {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let subject = object?["subject"] as? [String: Any]
            #expect((subject?["file"] as? String)?.hasSuffix(String(format: "book-%04d.epub", index)) == true)
        }
        let rows = try String(contentsOf: csv, encoding: .utf8).components(separatedBy: "\r\n").filter { !$0.isEmpty }
        #expect(rows.count == kept.count + 1)

        // A torn last line (killed mid-write) is skipped, not fatal: that book is audited again.
        let handle = try FileHandle(forWritingTo: ndjson)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(#"{"subject":{"file":"#.utf8))
        try handle.close()

        // Resume into the same file: the earlier reports are reused, the rest audited.
        let resumed = try await CLIRunner.run(["check", "--quiet", "--jobs", "2", "--ndjson", ndjson.path,
                                         "--changed-since", ndjson.path, library.path],
                                        environment: ["SOURCE_DATE_EPOCH": "2000000000"])
        #expect(resumed.status == 1)  // the defective sample fails; nothing else went wrong
        let stamps = try Self.stamps(ndjson)
        #expect(stamps.count == count)
        #expect(stamps.prefix(kept.count).allSatisfy { $0 == "2001-09-09T01:46:40Z" })  // reused
        #expect(stamps.dropFirst(kept.count).allSatisfy { $0 == "2033-05-18T03:33:20Z" })  // audited now
        #expect(!FileManager.default.fileExists(atPath: ndjson.path + ".partial"))
    }

    @Test func aDamagedLineInsideTheFileIsAnErrorNamingIt() async throws {
        let library = try Self.library(2)
        let ndjson = library.appendingPathExtension("ndjson")
        defer { for url in [library, ndjson] { try? FileManager.default.removeItem(at: url) } }
        try Data("not json\n{}\n".utf8).write(to: ndjson)
        let output = try await CLIRunner.run(["check", "--quiet", "--changed-since", ndjson.path, library.path])
        #expect(output.status == 64)
        #expect(output.stderr.contains("\(ndjson.path):1: not a report"))
    }
}
