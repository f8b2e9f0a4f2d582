@testable import EPUBA11y
@testable import EPUBCore
import Foundation
import Testing

/// `fix` (issue #15): the suggested block goes into a copy of the book; the rest is copied as is,
/// a second run adds nothing, and the input is never the output.
@Suite("fix: a remediated copy")
struct FixCommandTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    static func discoveryFailures(_ url: URL) async throws -> [String] {
        let report = try await AccessibilityInspector().report(for: url)
        return report.failedRuleIDs(tagged: "discovery")
    }

    @Test func fixWritesTheBlockKeepsEverythingElseAndIsIdempotent() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.epub"), output = folder.appendingPathComponent("out.epub")
        let inputBytes = try MetadataSuggestionTests.illustrated(alt: "Map of the route").bytes()
        try Data(inputBytes).write(to: input)
        #expect(try await !Self.discoveryFailures(input).isEmpty)

        let first = try await CLIRunner.run(["fix", input.path, "--output", output.path, "--accept", "hazard=none"])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("metadata-accessmode: failed -> passed"))
        #expect(try await Self.discoveryFailures(output).isEmpty)
        #expect(try Data(contentsOf: input) == Data(inputBytes))  // the input is untouched
        // Every entry but the package document is the same compressed bytes, in the same order.
        let before = try ZipStoredEntry.entries(of: inputBytes), after = try ZipStoredEntry.entries(of: Array(try Data(contentsOf: output)))
        #expect(before.map(\.name) == after.map(\.name))
        for (old, new) in zip(before, after) where old.name != "OEBPS/content.opf" {
            #expect(old.compressed == new.compressed && old.method == new.method && old.crc == new.crc, "\(old.name)")
        }
        let package = String(decoding: try ZipContainer(path: output.path).read("OEBPS/content.opf"), as: UTF8.self)
        #expect(package.contains(#"<meta property="schema:accessibilityHazard">none</meta>"#))
        #expect(!package.contains(">readingOrder<"))

        // A second run has nothing to add and writes the same bytes.
        let again = folder.appendingPathComponent("again.epub")
        let second = try await CLIRunner.run(["fix", output.path, "--output", again.path])
        #expect(second.status == 0)
        #expect(second.stdout.contains("nothing to add"))
        #expect(try Data(contentsOf: again) == Data(contentsOf: output))

        // The output may not be the input: refused, nothing written.
        let same = try await CLIRunner.run(["fix", output.path, "--output", output.path])
        #expect(same.status == 2)
        #expect(try Data(contentsOf: output) == Data(contentsOf: again))
    }

    @Test func refusalsWriteNothing() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.epub")
        let broken = try await CLIRunner.run(["fix", "SampleBooks/broken-package.epub", "--output", output.path])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken-package.epub"))
        let certifierAlone = try await CLIRunner.run(["fix", "SampleBooks/legacy-epub2.epub", "--output", output.path, "--certifier", "X"])
        #expect(certifierAlone.status == 64)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    /// `--accept highContrastDisplay` writes the feature a person confirmed where the text reaches
    /// 7:1 but an image may hold text; over text below 7:1 it is refused, naming why, and nothing is written.
    @Test func acceptingHighContrastDisplayFollowsTheTextsContrast() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let illustrated = folder.appendingPathComponent("illustrated.epub"), output = folder.appendingPathComponent("out.epub")
        try Data(MetadataSuggestionTests.illustrated(alt: "Map of the route").bytes()).write(to: illustrated)
        let accepted = try await CLIRunner.run(["fix", illustrated.path, "--output", output.path, "--accept", "highContrastDisplay"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains(#"<meta property="schema:accessibilityFeature">highContrastDisplay</meta>"#), "\(accepted.stdout)")

        let pale = folder.appendingPathComponent("pale.epub"), refusedOutput = folder.appendingPathComponent("pale-out.epub")
        try Data(HighContrastSuggestionTests.book(css: "body { color: #767676; background-color: #ffffff }").bytes()).write(to: pale)
        let refused = try await CLIRunner.run(["fix", pale.path, "--output", refusedOutput.path, "--accept", "highContrastDisplay"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("pale.epub") && refused.stderr.contains("falls below WCAG 1.4.6's 7:1"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: refusedOutput.path))
    }

    /// Standard Ebooks books stripped of their metadata in memory, fixed with the library's
    /// in-memory `fix`: every discovery rule passes again, every other entry is unchanged.
    @Test(.enabled(if: Paths.hasCorpus, "../shared/corpus/books is absent"))
    func strippedStandardEbooksAreFixed() async throws {
        for url in Paths.corpusBooks.filter({ $0.lastPathComponent.hasPrefix("se-") }).prefix(4) {
            let packagePath = try Publication.open(path: url.path).package.path
            let stripped = try MetadataSuggestionTests.strippingAccessibilityMetadata(url, package: packagePath)
            let (fixed, fix) = try await AccessibilityInspector().fix(stripped, name: url.lastPathComponent, accepting: .init(noHazards: true))
            let report = fix.after
            let failing = report.failedRuleIDs(tagged: "discovery")
            #expect(failing.isEmpty, "\(url.lastPathComponent): \(failing)")
            let before = try ZipStoredEntry.entries(of: stripped), after = try ZipStoredEntry.entries(of: fixed)
            #expect(before.map(\.name) == after.map(\.name))
            #expect(zip(before, after).allSatisfy { $0.name == packagePath || ($0.compressed == $1.compressed && $0.crc == $1.crc) })
        }
    }
}
