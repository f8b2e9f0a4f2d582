@testable import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// A library split across machines: `--shard K/N` (or an index from the environment), then
/// `merge` gives what one run gives, byte for byte.
@Suite("Shards and merge")
struct ShardTests {
    /// The documented hash (FNV-1a 64 of the path's UTF-8), checked against values computed
    /// independently (Python), so the shard of a path is the same everywhere.
    @Test func theShardOfAPathIsTheDocumentedHash() throws {
        #expect(FNV1a.hash("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(BookShard.shard(of: "books/one.epub", count: 3) == 0)
        #expect(BookShard.shard(of: "../shared/corpus/books/idpf-accessible_epub_3.epub", count: 3) == 2)
        #expect(BookShard("2/3") == BookShard(index: 1, count: 3))
        for bad in ["0/3", "4/3", "1/0", "x/3", "1/3/4", "", "/3"] { #expect(BookShard(bad) == nil, "\(bad)") }
    }

    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func threeShardsMergedAreOneRun() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The CPU budget of a document lifted (×100), as `CorpusAuditTests` lifts it: whether a
        // debug build on a loaded machine stops a long document by its budget (Pepys's 2 MB of
        // endnotes, stopped in one run of the clean clone of 329c27e and not in the others)
        // depends on the clock, and the one run would then differ from the shards, whatever merge does.
        let pinned = ["SOURCE_DATE_EPOCH": "1700000000", "EPUB_A11Y_CPU_SCALE": "100"]
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let corpus = Paths.corpus.path
        _ = try await CLIRunner.run(["check", "-q", corpus, "--ndjson", path("one.ndjson"), "--csv", path("one.csv")], environment: pinned)
        var shardBooks: [[String]] = []
        for k in 1...3 {
            // Shard 2 takes its index from the environment, as a Kubernetes Indexed Job does.
            let selection = k == 2 ? ["--shard-count", "3", "--shard-index-env", "JOB_COMPLETION_INDEX"] : ["--shard", "\(k)/3"]
            let run = try await CLIRunner.run(["check", "-q", corpus, "--ndjson", path("shard\(k).ndjson")] + selection,
                                        environment: pinned.merging(["JOB_COMPLETION_INDEX": "1"]) { $1 })
            #expect(run.status != 64, "\(run.stderr)")
            shardBooks.append(try Self.books(path("shard\(k).ndjson")))
        }
        let all = try Self.books(path("one.ndjson"))
        #expect(all.count == Paths.corpusBooks.count)
        #expect(Set(shardBooks.flatMap { $0 }) == Set(all), "a book is missing from every shard")
        #expect(shardBooks.map(\.count).reduce(0, +) == all.count, "a book is in two shards")
        #expect(shardBooks.allSatisfy { !$0.isEmpty })
        let merge = try await CLIRunner.run(["merge", path("shard1.ndjson"), path("shard2.ndjson"), path("shard3.ndjson"),
                                       "--ndjson", path("merged.ndjson"), "--csv", path("merged.csv"), "--summary"])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(merge.stdout.contains("\(all.count) books audited"))
        #expect(try Data(contentsOf: folder.appendingPathComponent("merged.ndjson")) == Data(contentsOf: folder.appendingPathComponent("one.ndjson")))
        #expect(try Data(contentsOf: folder.appendingPathComponent("merged.csv")) == Data(contentsOf: folder.appendingPathComponent("one.csv")))
        // A shard given twice: reported, the first kept, exit status 1.
        let twice = try await CLIRunner.run(["merge", path("shard1.ndjson"), path("shard1.ndjson"), "--ndjson", path("twice.ndjson")])
        #expect(twice.status == 1 && twice.stderr.contains("is reported by"))
        #expect(try Self.books(path("twice.ndjson")) == shardBooks[0].sorted())
    }

    @Test func filesFromSkipsCommentsAndBlankLines() async throws {
        let list = FileManager.default.temporaryDirectory.appendingPathComponent("list-\(UUID().uuidString).txt")
        try "# the samples\nSampleBooks/accessible-epub3.epub\n\n   SampleBooks/legacy-epub2.epub  \n# done\n".write(to: list, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: list) }
        let run = try await CLIRunner.run(["check", "--format", "json", "--files-from", list.path])
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(reports.compactMap { ($0["subject"] as? [String: Any])?["file"] as? String }
                == ["SampleBooks/accessible-epub3.epub", "SampleBooks/legacy-epub2.epub"])
        let bad = try await CLIRunner.run(["check", "--shard-count", "3", "--shard-index-env", "NO_SUCH_VARIABLE_SET", "SampleBooks"])
        #expect(bad.status == 64 && bad.stderr.contains("NO_SUCH_VARIABLE_SET"))
        let outOfRange = try await CLIRunner.run(["check", "--shard-count", "3", "--shard-index-env", "INDEX", "SampleBooks"], environment: ["INDEX": "3"])
        #expect(outOfRange.status == 64 && outOfRange.stderr.contains("0 to 2"))
    }

    static func books(_ ndjson: String) throws -> [String] {
        try String(contentsOfFile: ndjson, encoding: .utf8).split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require((object["subject"] as? [String: Any])?["file"] as? String)
        }
    }
}

extension ShardTests {
    /// `merge` streams: a file out of book order is refused with its line, never silently reordered.
    @Test func anUnsortedShardFileIsRefusedWithItsLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unsorted-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("run.ndjson").path
        let run = try await CLIRunner.run(["check", "-q", "SampleBooks/legacy-epub2.epub", "SampleBooks/accessible-epub3.epub", "--ndjson", file])
        #expect(run.status == 0, "\(run.stderr)")
        let merge = try await CLIRunner.run(["merge", file, "--ndjson", folder.appendingPathComponent("out.ndjson").path])
        #expect(merge.status == 64 && merge.stderr.contains("run.ndjson:2: SampleBooks/accessible-epub3.epub comes after"), "\(merge.stderr)")
    }
}

extension ShardTests {
    /// docs/guide/scale.md's Indexed Job is a valid Kubernetes Job (strict: no unknown field), and it
    /// uses the options the CLI has.
    @Test func theIndexedJobManifestIsValid() async throws {
        if let unavailable = PythonTool.kubernetesValidate.unavailable() { Issue.record(Comment(rawValue: unavailable)); return }
        let run = try ReportSchemaValidator.python(["-m", "kubernetes_validate", "--strict", "docs/scale/indexed-job.yaml"])
        #expect(run.status == 0 && run.output.contains("passed"), "\(run.output)")
        let manifest = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/scale/indexed-job.yaml"), encoding: .utf8)
        let help = try await CLIRunner.run(["check", "--help"]).stdout
        for option in ["--files-from", "--shard-count", "--shard-index-env", "--ndjson", "--jobs", "--quiet"] {
            #expect(manifest.contains(option) && help.contains(option), "\(option)")
        }
    }

    /// The HTTP service's Deployment and Service (docs/scale/service.yaml): valid as strictly, its
    /// server flags the ones `epub-a11y-server --help` lists, the grace period longer than an
    /// audit may take, and both manifests name the image `make image` builds for this version.
    @Test func theServiceManifestIsValid() async throws {
        if let unavailable = PythonTool.kubernetesValidate.unavailable() { Issue.record(Comment(rawValue: unavailable)); return }
        let run = try ReportSchemaValidator.python(["-m", "kubernetes_validate", "--strict", "docs/scale/service.yaml"])
        #expect(run.status == 0, "\(run.output)")
        for resource in ["deployment/epub-a11y", "service/epub-a11y"] {
            #expect(run.output.contains("passed for resource \(resource)"), "\(run.output)")
        }
        let manifest = try String(contentsOf: Paths.packageRoot.appendingPathComponent("docs/scale/service.yaml"), encoding: .utf8)
        let binary = try #require(CLIRunner.serverBinary)
        let help = try await CLIRunner.run(["--help"], executable: binary.path).stdout
        let flags = manifest.matches(of: /\n\s+- (--[a-z-]+)=([^\s]+)/).map { (String($0.output.1), String($0.output.2)) }
        #expect(flags.count >= 5, "\(flags)")
        for (flag, _) in flags { #expect(help.contains(flag), "\(flag) is not in epub-a11y-server --help") }
        let timeout = flags.first { $0.0 == "--timeout" }.flatMap { Int($0.1) } ?? 60
        let upload = flags.first { $0.0 == "--request-timeout" }.flatMap { Int($0.1) } ?? 30
        let grace = manifest.firstMatch(of: /terminationGracePeriodSeconds: ([0-9]+)/).flatMap { Int($0.output.1) }
        #expect((grace ?? 0) > timeout + upload, "terminationGracePeriodSeconds \(String(describing: grace))")
        for path in ["docs/scale/service.yaml", "docs/scale/indexed-job.yaml"] {
            let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(text.contains("image: localhost/epub-a11y:\(Report.toolVersion)\n"), "\(path)")
            for setting in ["runAsNonRoot: true", "readOnlyRootFilesystem: true", #"drop: ["ALL"]"#, "type: RuntimeDefault", "mountPath: /tmp"] {
                #expect(text.contains(setting), "\(path): \(setting)")
            }
        }
    }
}
