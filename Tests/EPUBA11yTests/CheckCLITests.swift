import Foundation
import EPUBA11y
import Testing

@Suite("epub-a11y check: the command-line contract")
struct CheckCLITests {
    static let exitCases: [([String], Int32)] = [
        (["check", "SampleBooks/accessible-epub3.epub"], 0),
        (["SampleBooks/accessible-epub3.epub"], 0),  // check is the default subcommand
        (["check", "SampleBooks/defective-epub3.epub"], 1),
        (["check", "--fail-on", "critical", "SampleBooks/defective-epub3.epub"], 1),
        (["check", "SampleBooks/legacy-epub2.epub"], 0),
        (["check", "--fail-on", "minor", "SampleBooks/legacy-epub2.epub"], 1),
        (["check", "SampleBooks/broken-package.epub"], 2),
        (["check", "SampleBooks/accessible-epub3.epub", "SampleBooks/broken-package.epub"], 2),
        (["check", "--rule", "no-such-rule", "SampleBooks/accessible-epub3.epub"], 64),
        (["check", "--fail-on", "extreme", "SampleBooks/accessible-epub3.epub"], 64),
        (["check", "--format", "html", "SampleBooks/accessible-epub3.epub", "SampleBooks/legacy-epub2.epub"], 64),
    ]

    @Test("exit status follows --fail-on", arguments: exitCases)
    func exitStatus(arguments: [String], status: Int32) async throws {
        #expect(try await CLIRunner.run(arguments).status == status)
    }

    @Test("--changed-since naming a file that is not there is a usage error that names the option and the file")
    func changedSinceMissingFile() async throws {
        let result = try await CLIRunner.run(["check", "--changed-since", "/nonexistent/audit.ndjson", "SampleBooks/accessible-epub3.epub"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--changed-since /nonexistent/audit.ndjson: "), "\(result.stderr)")
        #expect(!result.stderr.contains("NSCocoaErrorDomain"), "\(result.stderr)")
    }

    @Test func ruleSelectionNarrowsFindings() async throws {
        let result = try await CLIRunner.run(["check", "--format", "json", "--rule", "image-alt", "SampleBooks/defective-epub3.epub"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0["ruleID"] as? String == "image-alt" })
        let disabled = try await CLIRunner.run(["check", "--disable-rule", "image-alt", "--disable-rule", "input-image-alt",
                                          "--fail-on", "critical", "--quiet", "SampleBooks/defective-epub3.epub"])
        #expect(disabled.status == 0)  // its only critical findings were image-alt
        #expect(disabled.stdout.isEmpty)
        let tagged = try await CLIRunner.run(["check", "--tag", "page-navigation", "--format", "json", "SampleBooks/defective-epub3.epub"])
        let tags = try #require(try JSONSerialization.jsonObject(with: Data(tagged.stdout.utf8)) as? [String: Any])
        #expect((tags["findings"] as? [[String: Any]])?.allSatisfy { ($0["ruleID"] as? String)?.hasPrefix("metadata-access") == false } == true)
    }

    @Test func textReportReadsTopToBottomWithoutColourWhenPiped() async throws {
        let result = try await CLIRunner.run(["check", "SampleBooks/defective-epub3.epub"])
        let text = result.stdout
        #expect(!text.contains("\u{1B}["))  // not a TTY: no colour
        let order = ["Verdict: FAILS", "Accessibility claims", "EPUB Accessibility 1.1 requirements", "Findings", "CRITICAL",
                     "OEBPS/text/chapter-1.xhtml:14", "Manual review"]
        var cursor = text.startIndex
        for marker in order {
            let found = try #require(text.range(of: marker, range: cursor..<text.endIndex), "missing or out of order: \(marker)")
            cursor = found.upperBound
        }
    }

    @Test func outputFolderGetsOneFilePerBook() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try await CLIRunner.run(["check", "--format", "html", "--output", folder.path,
                                        "SampleBooks/accessible-epub3.epub", "SampleBooks/legacy-epub2.epub"])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["accessible-epub3.html", "legacy-epub2.html"])
    }

    @Test func aFolderOfBooksIsExpandedInSortedOrder() async throws {
        let result = try await CLIRunner.run(["check", "--format", "json", "SampleBooks"])
        #expect(result.status == 2)  // the broken sample
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let files = reports.compactMap { ($0["subject"] as? [String: Any])?["file"] as? String }
        // The .epub files, then the unpacked sources (folders holding META-INF/container.xml).
        let names = ["accessible-epub3", "broken-package", "defective-epub3", "legacy-epub2"]
        #expect(files == names.map { "SampleBooks/\($0).epub" } + names.map { "SampleBooks/src/\($0)" })
    }

    @Test func reproducibleWithSourceDateEpoch() async throws {
        let first = try await CLIRunner.run(["check", "--format", "json", "SampleBooks/legacy-epub2.epub"], environment: ["SOURCE_DATE_EPOCH": "1735689600"])
        let second = try await CLIRunner.run(["check", "--format", "json", "SampleBooks/legacy-epub2.epub"], environment: ["SOURCE_DATE_EPOCH": "1735689600"])
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.contains("\"generatedAt\" : \"2025-01-01T00:00:00Z\""))
    }

    @Test func rulesCatalogueAndOneRule() async throws {
        let list = try await CLIRunner.run(["rules"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("image-alt") && list.stdout.contains("critical"))
        #expect(list.stdout.hasSuffix("\(RuleRegistry.all.count) rules\n") && RuleRegistry.all.count >= 87)
        let one = try await CLIRunner.run(["rules", "image-alt"])
        #expect(one.stdout.contains("References:") && one.stdout.contains("passes") && one.stdout.contains("fails"))
        #expect(try await CLIRunner.run(["rules", "nope"]).status == 64)
    }
}

@Suite("epub-a11y check on a terminal")
struct CheckTerminalTests {
    /// Runs the binary under a pseudo-terminal (util-linux `script`), as a person would.
    static func runOnTerminal(noColor: Bool) async throws -> String {
        let binary = try #require(CLIRunner.binary).path
        // `env` sets or clears NO_COLOR explicitly: the test runner may export one itself.
        let command = (noColor ? "env NO_COLOR=1 " : "env -u NO_COLOR ") + "\(binary) check SampleBooks/defective-epub3.epub"
        return try await CLIRunner.run(["-qec", command, "/dev/null"], executable: "/usr/bin/script").stdout
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is not installed"))
    func colourOnlyOnATerminalAndNotWithNoColor() async throws {
        let coloured = try await Self.runOnTerminal(noColor: false)
        #expect(coloured.contains("\u{1B}[31mFAILS\u{1B}[0m"))
        let plain = try await Self.runOnTerminal(noColor: true)
        #expect(plain.contains("Verdict: FAILS"))
        #expect(!plain.contains("\u{1B}["))
    }
}
