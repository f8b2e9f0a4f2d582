import EPUBA11y
import Foundation
import Testing

/// The README's commands run (issue #44): every line of its fenced `sh` blocks is run as a reader
/// would run it, in a scratch folder beside the sample books, and the abridged output it quotes is
/// what `check` prints. A command this test does not know how to run fails it, so a new kind of
/// command in the README comes with a way to check it.
///
/// Among the service's suites (Makefile's SERVICE_TESTS): its `curl` lines need a live server.
@Suite("README commands", .serialized)
struct ReadmeCommandTests {
    static let readme = Paths.packageRoot.appendingPathComponent("README.md")

    /// One command line of a fenced `sh` block, its comment removed.
    struct Command: CustomStringConvertible {
        let line: Int
        let text: String
        var words: [String] { text.split(separator: " ").map(String.init) }
        var description: String { "README.md:\(line): \(text)" }
    }

    @Test("every command of the README's sh blocks runs")
    func everyShellCommandRuns() async throws {
        let commands = try Self.shellCommands(in: String(contentsOf: Self.readme, encoding: .utf8))
        #expect(commands.count >= 10, "the README shows its commands in ```sh blocks: \(commands)")
        let scratch = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let makefile = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        var curls: [Command] = []
        var assignments: [String: String] = [:]
        for command in commands {
            let words = command.words
            switch words.first {
            case "make":
                for target in words.dropFirst() where !target.contains("=") {
                    #expect(makefile.contains("\n\(target):"), "\(command): the Makefile has no target \(target)")
                }
            case ".build/release/epub-a11y":
                try await Self.runCLI(command, in: scratch)
            case "podman":
                // Building and running the image is ContainerImageTests' work (with these flags);
                // here, the tag is the one `make image` gives it.
                #expect(words.contains("localhost/epub-a11y:\(Report.toolVersion)"), "\(command): make image tags localhost/epub-a11y:\(Report.toolVersion)")
                #expect(words.contains("--read-only"), "\(command)")
            case "curl":
                curls.append(command)
            case let word? where word.contains("=") && words.count == 1:
                let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
                assignments[parts[0]] = parts.count > 1 ? parts[1] : ""
            default:
                Issue.record("\(command): this test does not know how to run it; teach it")
            }
        }
        #expect(!curls.isEmpty, "the README shows how to call the service")
        try await Self.runCurls(curls, assignments: assignments, in: scratch)
    }

    @Test("the abridged output the README quotes is what check prints")
    func quotedOutputIsReal() async throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = Self.fencedBlocks(in: markdown).filter { $0.language.isEmpty }
        let quoted = try #require(blocks.first { $0.lines.first?.text.hasPrefix("SampleBooks/defective-epub3.epub") == true },
                                  "the README quotes the defective sample's report")
        let run = try await CLIRunner.run(["check", "SampleBooks/defective-epub3.epub"], environment: ["EPUB_A11Y_CPU_SCALE": "5"])
        #expect(run.status == 1, "the defective sample fails: \(run.stderr)")
        let printed = Set(run.stdout.split(separator: "\n").map { String($0) })
        for line in quoted.lines where line.text.trimmingCharacters(in: .whitespaces) != "..." {
            #expect(printed.contains(line.text), "README.md:\(line.number) is not in check's output: \(line.text)")
        }
    }

    // MARK: - Running

    /// Runs a CLI line with the debug build in `scratch`, where `SampleBooks` is the samples.
    static func runCLI(_ command: Command, in scratch: URL) async throws {
        let arguments = Array(command.words.dropFirst())
        let run = try await CLIRunner.run(arguments, environment: ["EPUB_A11Y_CPU_SCALE": "5"], in: scratch)
        // 0 and 1 are verdicts; 2 is a book that could not be read (the broken sample in a folder).
        #expect(run.status <= 2, "\(command): exit \(run.status)\n\(run.stderr)")
        #expect(!run.stderr.contains("Error: "), "\(command): a usage error\n\(run.stderr)")
        for (index, word) in arguments.enumerated() where ["-o", "--output", "--ndjson", "--csv", "--html-dir"].contains(word) {
            guard index + 1 < arguments.count else { continue }
            let written = scratch.appendingPathComponent(arguments[index + 1])
            #expect(FileManager.default.fileExists(atPath: written.path), "\(command): wrote no \(arguments[index + 1])")
        }
    }

    /// Runs the curl lines against a live server on a port of its own, with the README's
    /// variables, every request required to succeed (`--fail`).
    static func runCurls(_ curls: [Command], assignments: [String: String], in scratch: URL) async throws {
        let server = try ServerProcess(arguments: ["--port", "0"])
        let port = try await server.listeningPort()
        defer { server.signal(SIGTERM) }
        var script = "set -e\ncurl() { command curl --fail --silent --show-error --output /dev/null --max-time 60 \"$@\"; }\n"
        for (name, value) in assignments.sorted(by: { $0.key < $1.key }) {
            script += "\(name)='\(value.replacingOccurrences(of: "127.0.0.1:8080", with: "127.0.0.1:\(port)"))'\n"
        }
        for curl in curls {
            script += "echo \(Self.quoted(curl.description)) >&2\n\(curl.text)\n"
        }
        let run = try await CLIRunner.run(["-c", script], executable: "/bin/bash", in: scratch)
        #expect(run.status == 0, "a README curl failed:\n\(run.stderr)")
    }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// A fresh folder in which `SampleBooks` is a link to the samples: the README's relative
    /// paths resolve, and what its commands write lands there, not in the repository.
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("SampleBooks"), withDestinationURL: Paths.sampleBooks)
        return folder
    }

    // MARK: - Reading the README

    struct Block {
        struct Line {
            let number: Int
            let text: String
        }
        let language: String
        let lines: [Line]
    }

    /// The fenced code blocks of `markdown`, with their language and numbered lines.
    static func fencedBlocks(in markdown: String) -> [Block] {
        var blocks: [Block] = []
        var open: (language: String, lines: [Block.Line])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") {
                if let current = open {
                    blocks.append(Block(language: current.language, lines: current.lines))
                    open = nil
                } else {
                    open = (String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
                }
            } else if open != nil {
                open?.lines.append(Block.Line(number: index + 1, text: String(line)))
            }
        }
        return blocks
    }

    /// The commands of the `sh` blocks: comments (`  # …`) removed, blank lines skipped.
    static func shellCommands(in markdown: String) throws -> [Command] {
        fencedBlocks(in: markdown).filter { $0.language == "sh" }.flatMap { block in
            block.lines.compactMap { line -> Command? in
                var text = line.text
                if let comment = text.range(of: " # ") ?? text.range(of: "  #") { text = String(text[..<comment.lowerBound]) }
                text = text.trimmingCharacters(in: .whitespaces)
                return text.isEmpty || text.hasPrefix("#") ? nil : Command(line: line.number, text: text)
            }
        }
    }
}
