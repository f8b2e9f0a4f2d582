import Foundation
import Testing

/// Help that reads as written (issue #44): the argument parser wraps every abstract and
/// discussion to the terminal's width, so a line break written inside a sentence of the source
/// comes out as a short line in the middle of a paragraph ("2 a book\ncould not be read").
/// These tests render every help page at 80 columns and fail on a line that ends before the
/// parser would have ended it: the next line's first word would have fitted, and the line does
/// not end a sentence or introduce a list.
@Suite("Help text")
struct HelpTextTests {
    /// The width the pages are rendered at (the parser reads COLUMNS).
    static let width = 80

    @Test("every help page of epub-a11y and epub-a11y-server wraps only where the parser wraps")
    func noHardLineBreaksInsideSentences() async throws {
        let pages = try await Self.helpPages()
        // The root page names the subcommands; all of them must have been rendered, so a new
        // subcommand is covered without editing this test.
        #expect(pages.count >= 9, "root, the subcommands and the server: \(pages.keys.sorted())")
        for (name, text) in pages.sorted(by: { $0.key < $1.key }) {
            for breakage in Self.hardBreaks(in: text) {
                Issue.record("`\(name)` --help breaks a sentence at 80 columns:\n\(breakage.0)⏎\n\(breakage.1)")
            }
        }
    }

    @Test("the check finds a hard break written inside a sentence, and not the parser's own wrapping")
    func checkerSeesHardBreaks() {
        let wrapped = """
            OVERVIEW: Audit books and print the EPUB Accessibility 1.1 conformance report
            (the default command).

              -o, --output <output>   Write to this file (one book) or into this folder
                                      (one file per book) instead of standard output.
            """
        #expect(Self.hardBreaks(in: wrapped).isEmpty)
        let broken = """
            Exit status of check: 0 no failed finding at or above --fail-on, 1 there is
            one, 2 a book
            could not be read, 64 usage error.
            """
        let found = Self.hardBreaks(in: broken)
        #expect(found.map(\.0) == ["one, 2 a book"], "\(found)")
        let list = """
            Exit status:
              - 0 when nothing failed.
            """
        #expect(Self.hardBreaks(in: list).isEmpty)
    }

    /// The pairs of lines (line, next line) where the first ends before the parser would have
    /// ended it, inside one paragraph of one block.
    static func hardBreaks(in text: String) -> [(String, String)] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var found: [(String, String)] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard let last = trimmed.last, let word = next.split(separator: " ").first else { continue }
            // The parser's chunk is `width` characters, the space after a word included, so a
            // word fits when the line, a space, the word and a space fit.
            let wouldFit = line.count + 1 + word.count + 1 <= width
            let endsSentence = ".!?:".contains(last)
            let startsList = ["-", "•", "*"].contains(word) || word.first?.isNumber == true && word.hasSuffix(".")
            if wouldFit && !endsSentence && !startsList && indentation(of: next) == textColumn(of: line) {
                found.append((line, next))
            }
        }
        return found
    }

    /// Where a line's text starts: after an option's name column ("  -o, --output <output>   Write
    /// …"), else after its indentation.
    static func textColumn(of line: String) -> Int {
        let indent = indentation(of: line)
        guard indent < 6, let gap = line.firstRange(of: "  ", after: indent) else { return indent }
        let rest = line[gap.upperBound...]
        return line.distance(from: line.startIndex, to: gap.upperBound) + rest.prefix { $0 == " " }.count
    }

    static func indentation(of line: String) -> Int { line.prefix { $0 == " " }.count }

    /// Every help page at 80 columns: the root, each subcommand the root lists, the server.
    static func helpPages() async throws -> [String: String] {
        let environment = ["COLUMNS": String(width)]
        let root = try await CLIRunner.run(["--help"], environment: environment)
        try #require(root.status == 0, "epub-a11y --help: \(root.stderr)")
        var pages = ["epub-a11y": root.stdout]
        let listing = root.stdout.components(separatedBy: "SUBCOMMANDS:").dropFirst().first ?? ""
        let subcommand = #/^  ([a-z][a-z-]*)(?: \(default\))?\s\s/#.anchorsMatchLineEndings()
        for match in listing.matches(of: subcommand) {
            let name = String(match.output.1)
            let page = try await CLIRunner.run(["help", name], environment: environment)
            try #require(page.status == 0, "epub-a11y help \(name): \(page.stderr)")
            pages["epub-a11y \(name)"] = page.stdout
        }
        let server = try #require(CLIRunner.serverBinary, "the epub-a11y-server executable is built beside the tests")
        let serverHelp = try await CLIRunner.run(["--help"], environment: environment, executable: server.path)
        try #require(serverHelp.status == 0, "epub-a11y-server --help: \(serverHelp.stderr)")
        pages["epub-a11y-server"] = serverHelp.stdout
        return pages
    }
}

private extension String {
    /// The first range of `needle` at or after the character offset `offset`.
    func firstRange(of needle: String, after offset: Int) -> Range<String.Index>? {
        guard let start = index(startIndex, offsetBy: offset, limitedBy: endIndex) else { return nil }
        return self[start...].range(of: needle)
    }
}
