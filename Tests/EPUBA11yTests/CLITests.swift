import Foundation
import Testing

@Suite("epub-a11y command line")
struct CLITests {
    @Test func inspectPrintsTheBookAndExitsZero() async throws {
        let result = try await CLIRunner.run(["inspect", "SampleBooks/accessible-epub3.epub"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("The Lighthouse Keeper's Log"))
        #expect(result.stdout.contains("OEBPS/package.opf:29  dcterms:conformsTo #conf"))
    }

    @Test func brokenBookExitsTwoWithOneErrorLineAndTheOthersStillPrint() async throws {
        let result = try await CLIRunner.run(["inspect", "SampleBooks/broken-package.epub", "SampleBooks/legacy-epub2.epub"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: SampleBooks/broken-package.epub: the package document OEBPS/content.opf is not well-formed XML at line 8: Opening and ending tag mismatch: metadata line 3 and metdata\n")
        #expect(result.stdout.contains("A Short Walk"))
    }

    @Test func missingFileExitsTwo() async throws {
        let result = try await CLIRunner.run(["inspect", "nope.epub"])
        #expect(result.status == 2)
        #expect(result.stderr == "error: nope.epub: no such file or folder\n")
        // check is the default subcommand: an unknown word is a book that does not exist.
        let implicit = try await CLIRunner.run(["frobnicate"])
        #expect(implicit.status == 2)
        #expect(implicit.stderr == "error: frobnicate: no such file or folder\n")
    }

    @Test("usage errors exit 64", arguments: [["inspect"], ["inspect", "--format", "yaml", "x.epub"], ["inspect", "--jobs", "0", "x.epub"]])
    func usageErrors(arguments: [String]) async throws {
        #expect(try await CLIRunner.run(arguments).status == 64)
    }

    @Test func jsonIsValidDeterministicAndSorted() async throws {
        let first = try await CLIRunner.run(["inspect", "--format", "json", "SampleBooks/defective-epub3.epub"])
        let second = try await CLIRunner.run(["inspect", "--format", "json", "SampleBooks/defective-epub3.epub"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Untidy Notes")
        let documents = try #require(object["contentDocuments"] as? [[String: Any]])
        #expect(documents.contains { $0["parser"] as? String == "html-recovery" && $0["errorLine"] as? Int == 11 })
        #expect(first.stdout.range(of: "\"accessibilityMetadata\"")!.lowerBound < first.stdout.range(of: "\"counts\"")!.lowerBound)
    }

    @Test func helpListsTheFormats() async throws {
        let result = try await CLIRunner.run(["inspect", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("text") && result.stdout.contains("json"))
    }

    @Test func helpNoLongerListsServe() async throws {
        let result = try await CLIRunner.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("SUBCOMMANDS:"))
        for subcommand in ["check", "inspect", "metadata", "rules", "pack"] {
            #expect(result.stdout.contains("  \(subcommand)"), "\(subcommand) missing from --help")
        }
        #expect(!result.stdout.contains("serve"), "--help still mentions serve:\n\(result.stdout)")
    }

    @Test("serve says where the service went and exits 64", arguments: [["serve"], ["serve", "--host", "0.0.0.0", "--port", "9000"]])
    func serveExplainsWhereItWent(arguments: [String]) async throws {
        let result = try await CLIRunner.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Run `epub-a11y-server` with the same flags"))
    }

    @Test func packWritesAValidBook() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pack-\(UUID().uuidString).epub")
        defer { try? FileManager.default.removeItem(at: output) }
        let pack = try await CLIRunner.run(["pack", "--exclude", "*.md", "SampleBooks/src/defective-epub3", output.path])
        #expect(pack.status == 0)
        let inspect = try await CLIRunner.run(["inspect", output.path])
        #expect(inspect.status == 0)
        #expect(!inspect.stdout.contains("ocf-mimetype"))
        #expect(try await CLIRunner.run(["pack", "no-such-folder", output.path]).status == 64)
    }
}

@Suite("epub-a11y metadata")
struct MetadataCLITests {
    @Test func textShowsTheGuideTheMetadataAndTheFindings() async throws {
        let result = try await CLIRunner.run(["metadata", "SampleBooks/defective-epub3.epub"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("Ways of reading"))
        #expect(result.stdout.contains("No information about nonvisual reading is available"))
        #expect(result.stdout.contains("serious  metadata-accessmode  OEBPS/package.opf:2"))
        #expect(result.stdout.contains("Findings (6)"))
    }

    @Test func descriptiveFlagSwitchesTheStrings() async throws {
        let compact = try await CLIRunner.run(["metadata", "SampleBooks/accessible-epub3.epub"]).stdout
        let descriptive = try await CLIRunner.run(["metadata", "--descriptive", "SampleBooks/accessible-epub3.epub"]).stdout
        #expect(compact.contains("Appearance can be modified\n"))
        #expect(descriptive.contains("Appearance of the text and page layout can be modified"))
    }

    @Test func jsonOfABookWithoutMetadataHasTheNoInformationStatements() async throws {
        let result = try await CLIRunner.run(["metadata", "--format", "json", "SampleBooks/defective-epub3.epub"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let guide = try #require(object["displayGuide"] as? [String: Any])
        let fields = try #require(guide["fields"] as? [[String: Any]])
        let ids = fields.flatMap { ($0["statements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(ids.contains("conformance-no"))
        #expect(ids.contains("hazards-no-metadata"))
        #expect(ids.contains("ways-of-reading-nonvisual-reading-no-metadata"))
    }

    @Test func brokenBookExitsTwo() async throws {
        let result = try await CLIRunner.run(["metadata", "SampleBooks/broken-package.epub"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("error: SampleBooks/broken-package.epub: the package document"))
    }
}
