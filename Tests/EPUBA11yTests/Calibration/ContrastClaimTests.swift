import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// `highContrastDisplay` against the contrast the book's CSS gives its text (WCAG 1.4.6: 7:1,
/// 4.5:1 large), and the 1.4.3 row decided by `color-contrast` (issue #18).
@Suite struct ContrastClaimTests {
    static func chapter(_ style: String) -> String {
        TestBook.xhtml(body: #"<h1>One</h1><p style="\#(style)">Text.</p>"#)
    }

    static func claim(_ style: String) async throws -> ClaimCheck {
        let claims = try await ClaimEvidenceTests.claims([chapter(style)], features: ["highContrastDisplay"])
        return try #require(claims["feature-highContrastDisplay"])
    }

    static func row(_ style: String) async throws -> ConformanceAssessment.Row {
        let report = try await CalibrationBooks.report(CalibrationBooks.book([chapter(style)]))
        return try #require(report.assessment?.rows.first { $0.id == "wcag-1.4.3" })
    }

    @Test func enhancedContrastIsConsistent() async throws {
        let claim = try await Self.claim("color: #333; background-color: #fff")  // 12.6:1
        #expect(claim.status == .consistent)
        #expect(claim.evidence == "all 2 text run(s) reach 7:1 (4.5:1 when large)")
    }

    /// WCAG F24 fails 1.4.6 too: dark text with no background of its own is left for review, with where.
    @Test func enhancedContrastWithTheColourSetAloneIsLeftForReview() async throws {
        let claim = try await Self.claim("color: #333")
        #expect(claim.status == .needsReview && claim.impact == .moderate)
        #expect(claim.evidence.contains("1 set their colour or background on one side only (WCAG F24), first at OEBPS/chapter1.xhtml:"),
                "\(claim.evidence)")
        #expect(claim.location?.path.hasSuffix("chapter1.xhtml") == true)
    }

    @Test func belowSevenButAboveFourAndAHalfIsAModerateContradiction() async throws {
        let claim = try await Self.claim("color: #767676")  // 4.54:1
        #expect(claim.status == .contradicted && claim.impact == .moderate)
        #expect(claim.evidence.hasPrefix("1 of 2 text run(s) fall below 1.4.6's enhanced contrast"), "\(claim.evidence)")
        #expect(claim.location?.path.hasSuffix("chapter1.xhtml") == true)
    }

    @Test func belowTheMinimumIsASeriousContradiction() async throws {
        let claim = try await Self.claim("color: #777")  // 4.48:1
        #expect(claim.status == .contradicted && claim.impact == .serious)
        #expect(claim.evidence.contains("#777777 on #ffffff (4.48:1)"), "\(claim.evidence)")
    }

    @Test func undecidedTextLeavesTheClaimForReview() async throws {
        let claim = try await Self.claim("opacity: 0.9")
        #expect(claim.status == .needsReview)
    }

    @Test func theRowFollowsTheRule() async throws {
        let failing = try await Self.row("color: #777")
        #expect(failing.status == .notMet && failing.rules.contains("color-contrast"))
        let undecided = try await Self.row("background-image: url(paper.png)")
        #expect(undecided.status == .needsReview && undecided.rules == ["color-contrast"])
        let unpaired = try await Self.row("color: black")
        #expect(unpaired.status == .needsReview && unpaired.rules == ["color-background-pairing"])
    }
}
