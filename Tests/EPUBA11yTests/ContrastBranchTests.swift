@testable import EPUBA11y
import EPUBCore
import Testing

/// Contrast decided when every media-query branch decides (issue #42): a size that depends on the
/// screen leaves text between 3:1 and 4.5:1 open only when some branch makes it large.
@Suite("Contrast across media-query branches")
struct ContrastBranchTests {
    static func contrast(_ css: String, _ body: String) async throws -> TextContrast {
        let document = try await ExposureTests.inventory(body, head: "<title>C</title><style>\(css)</style>")
        return try #require(document.contrast)
    }

    /// #767676 on white is 4.54:1; #8a8a8a is 3.45:1: enough for large text only.
    static let grey = "th { color: #8a8a8a; font-weight: 600 }"

    @Test func normalInEveryBranchFailsInEveryBranch() async throws {
        // 15.2 px or 17 px at weight 600: normal text under both branches.
        let css = Self.grey + " th { font-size: 0.95em } @media (min-width: 50em) { th { font-size: 1.0625em } }"
        let result = try await Self.contrast(css, "<table><tr><th>Day</th></tr><tr><td>Mon</td></tr></table>")
        #expect(result.insufficientRuns == 1 && result.undecidedRuns == 0)
    }

    @Test func aBranchWhereTheTextIsLargeLeavesItOpen() async throws {
        let css = Self.grey + " th { font-size: 0.95em } @media (min-width: 50em) { th { font-size: 1.6em } }"
        let result = try await Self.contrast(css, "<table><tr><th>Day</th></tr><tr><td>Mon</td></tr></table>")
        #expect(result.insufficientRuns == 0 && result.undecidedRuns == 1)
        #expect(result.undecided.first?.reason?.english.contains("the size is uncertain") == true)
    }

    @Test func relativeSizesFollowTheirParentsBranches() async throws {
        // The span is 1.5em of 15.2 px or of 17 px: 22.8 px (normal) or 25.5 px (large).
        let css = "span { color: #8a8a8a; font-size: 1.5em } p { font-size: 0.95em } @media (min-width: 50em) { p { font-size: 1.0625em } }"
        let open = try await Self.contrast(css, "<p><span>Notes</span></p>")
        #expect(open.undecidedRuns == 1 && open.insufficientRuns == 0)
        // At 1.2em: 18.24 px or 20.4 px, normal in both.
        let decided = try await Self.contrast(css.replacingOccurrences(of: "1.5em", with: "1.2em"), "<p><span>Notes</span></p>")
        #expect(decided.insufficientRuns == 1 && decided.undecidedRuns == 0)
    }

    @Test func viewportUnitsAreNeverEnumerated() async throws {
        let result = try await Self.contrast("p { color: #8a8a8a; font-size: 2vw }", "<p>Text</p>")
        #expect(result.undecidedRuns == 1 && result.insufficientRuns == 0)
    }
}
