import Foundation
import Testing

/// Every relative link of the README and of the pages under docs/ resolves (issue #44): the file
/// exists, and an anchor names a heading of it (GitHub's slugs). Pages move between folders;
/// their links must move with them.
@Suite("Documentation links")
struct DocumentationLinkTests {
    /// The Markdown pages a reader follows links through.
    static var pages: [URL] {
        let root = Paths.packageRoot
        var found = [root.appendingPathComponent("README.md"), root.appendingPathComponent("strings/README.md")]
        let docs = root.appendingPathComponent("docs")
        if let walker = FileManager.default.enumerator(at: docs, includingPropertiesForKeys: nil) {
            for case let url as URL in walker where url.pathExtension == "md" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    @Test("every relative link of README.md and docs/ resolves, anchors included")
    func relativeLinksResolve() throws {
        let pages = Self.pages
        #expect(pages.count >= 10, "\(pages.map(\.lastPathComponent))")
        var checked = 0
        for page in pages {
            let text = try String(contentsOf: page, encoding: .utf8)
            for link in Self.links(in: text) {
                checked += 1
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(parts[0]).standardizedFileURL
                guard FileManager.default.fileExists(atPath: target.path) else {
                    Issue.record("\(Self.name(page)): the link \(link) names no file")
                    continue
                }
                if parts.count > 1, target.pathExtension == "md" {
                    let headings = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    #expect(headings.contains(parts[1]), "\(Self.name(page)): the link \(link) names no heading of \(target.lastPathComponent)")
                }
            }
        }
        #expect(checked >= 20, "links found: \(checked)")
    }

    @Test("the checker sees a broken link and a broken anchor")
    func checkerFindsBrokenLinks() {
        let text = "See [a](docs/guide/cli.md#the-command-line), [b](https://example.org) and `[c](not-a-link.md)`.\n"
        #expect(Self.links(in: text) == ["docs/guide/cli.md#the-command-line"])
        #expect(Self.anchors(in: "# The command line\n## `check --lang`: reports, in French\n") == ["the-command-line", "check---lang-reports-in-french"])
    }

    static func name(_ page: URL) -> String {
        String(page.path.dropFirst(Paths.packageRoot.path.count + 1))
    }

    /// The relative link targets of `markdown` outside code (inline code and fenced blocks).
    static func links(in markdown: String) -> [String] {
        var result: [String] = []
        var fenced = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            if fenced { continue }
            // Inline code spans are not links.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
            for match in prose.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                result.append(target)
            }
        }
        return result
    }

    /// GitHub's anchors for the headings of `markdown`: lower case, punctuation dropped, spaces as
    /// hyphens, a repeated slug numbered.
    static func anchors(in markdown: String) -> [String] {
        var seen: [String: Int] = [:]
        var result: [String] = []
        var fenced = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle(); continue }
            guard !fenced, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            var slug = ""
            for character in title.lowercased() {
                if character == " " { slug.append("-") } else if character.isLetter || character.isNumber || character == "-" || character == "_" { slug.append(character) }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.append(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }
}
