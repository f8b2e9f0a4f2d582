import EPUBA11y
import EPUBCore
import Testing

/// Every finding lands in the conformance table: each registered rule feeds at least one
/// requirement row (as a rule that can make it not met, or as advice a person reviews), so no
/// rule reports into the findings list alone.
@Suite struct RequirementCoverageTests {
    @Test func everyRuleFeedsARequirementRow() {
        let covered = Set(RequirementCatalog.all.flatMap { $0.rules + $0.adviceRules })
        let orphans = RuleRegistry.all.map { $0.description.id }.filter { !covered.contains($0) }
        #expect(orphans.isEmpty, "rules no requirement row reads: \(orphans)")
        let unknown = covered.filter { RuleRegistry.rule(id: $0) == nil }
        #expect(unknown.isEmpty, "requirement rows name rules that do not exist: \(unknown.sorted())")
    }

    /// A book without overlays: the media overlay row is not applicable, and says why.
    @Test func theMediaOverlayRowIsNotApplicableWithoutOverlays() async throws {
        let report = try await CalibrationBooks.report(CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Text.</p>")]))
        let row = try #require(report.assessment?.rows.first { $0.id == "epub-media-overlays" })
        #expect(row.status == .notApplicable && row.evidence == ["the book has no media overlays"])
    }
}
