import EPUBA11y
import EPUBCore
import Foundation
import Testing

/// EPUB Accessibility 1.1 and 1.2 as profiles: chosen from the claim (or asked for), named in
/// the report, and deciding what is a MUST (1.2: accessModeSufficient) and what a SHOULD
/// (1.2: accessMode).
@Suite struct ConformanceProfileTests {
    static let claim12 = #"<meta property="dcterms:conformsTo">EPUB Accessibility 1.2 - WCAG 2.2 Level AA</meta>"#

    /// Complete 1.1 metadata minus `without` (a property name), with `claim` as the conformance claim.
    static func metadata(claim: String, without: String? = nil) -> String {
        [
            #"<meta property="schema:accessMode">textual</meta>"#,
            #"<meta property="schema:accessModeSufficient">textual</meta>"#,
            #"<meta property="schema:accessibilityFeature">structuralNavigation</meta>"#,
            #"<meta property="schema:accessibilityHazard">none</meta>"#,
            #"<meta property="schema:accessibilitySummary">A test book with one chapter of plain text.</meta>"#,
            claim,
            #"<meta property="a11y:certifiedBy">Test Desk</meta>"#,
        ].filter { line in without.map { !line.contains("\"schema:\($0)\"") } ?? true }.joined(separator: "\n")
    }

    static func report(metadata: String, profile: ConformanceProfile? = nil) async throws -> Report {
        let book = CalibrationBooks.book([TestBook.xhtml(body: "<h1>One</h1><p>Plain text.</p>")], metadata: metadata)
        let inspector = AccessibilityInspector(options: .init(timestamp: .fixed(CalibrationBooks.generatedAt), profile: profile))
        return inspector.report(of: await inspector.audit(try book.open()))
    }

    static func row(_ report: Report, _ id: String) throws -> ConformanceAssessment.Row {
        try #require(report.assessment?.rows.first { $0.id == id }, "no row \(id)")
    }

    // MARK: Choosing the profile

    @Test("the profile follows the claimed version; no claim is 1.1", arguments: [
        ("", ConformanceProfile.epubA11y11, ProfileChoice.Source.default),
        (#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.1 Level A</meta>"#, .epubA11y11, .claimed),
        (claim12, .epubA11y12, .claimed),
        (#"<meta property="dcterms:conformsTo">EPUB Accessibility 1.3 - WCAG 2.2 Level AA</meta>"#, .epubA11y12, .claimed),
        (#"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"#, .epubA11y11, .claimed),
        (#"<meta property="dcterms:conformsTo">https://example.org/some-other-standard</meta>"#, .epubA11y11, .default),
    ])
    func profileFromClaim(claim: String, expected: ConformanceProfile, source: ProfileChoice.Source) async throws {
        let report = try await Self.report(metadata: Self.metadata(claim: claim))
        let profile = try #require(report.profile)
        #expect(profile.profile == expected)
        #expect(profile.source == source)
        if source == .claimed { #expect(profile.reason.contains("the book claims")) }
    }

    @Test func aRequestedProfileWinsAndSaysWhatTheBookClaims() async throws {
        let report = try await Self.report(metadata: Self.metadata(claim: Self.claim12), profile: .epubA11y11)
        let profile = try #require(report.profile)
        #expect(profile.profile == .epubA11y11 && profile.source == .requested)
        #expect(profile.reason == #"EPUB Accessibility 1.1 as requested; the book claims "EPUB Accessibility 1.2 - WCAG 2.2 Level AA""#)
        #expect(try Self.row(report, "discovery-accessmodesufficient").level == .should)
    }

    // MARK: What 1.2 changes

    @Test func underOnePointTwoAccessModeSufficientIsAMust() async throws {
        let metadata = Self.metadata(claim: Self.claim12, without: "accessModeSufficient")
        let report12 = try await Self.report(metadata: metadata)
        let row = try Self.row(report12, "discovery-accessmodesufficient")
        #expect(row.level == .must && row.status == .notMet)
        #expect(row.reference == "https://www.w3.org/TR/epub-a11y-12/#confreq-schema-accessModeSufficient")
        #expect(report12.metadataVerdict == .fails)
        #expect(report12.verdictReasons.contains { $0.id == "discovery-accessmodesufficient" })
        let finding = try #require(report12.findings.first { $0.ruleID == "metadata-accessmodesufficient" })
        #expect(finding.message.contains("EPUB Accessibility 1.2 requires"))

        // The same book judged by 1.1: a recommendation, which fails nothing.
        let report11 = try await Self.report(metadata: metadata, profile: .epubA11y11)
        let row11 = try Self.row(report11, "discovery-accessmodesufficient")
        #expect(row11.level == .should && row11.status == .notMet)
        #expect(row11.reference == "https://www.w3.org/TR/epub-a11y-11/#confreq-schema-accessModeSufficient")
        #expect(!report11.verdictReasons.contains { $0.id == "discovery-accessmodesufficient" })
    }

    @Test func underOnePointTwoAccessModeIsAShould() async throws {
        let metadata = Self.metadata(claim: Self.claim12, without: "accessMode")
        let report12 = try await Self.report(metadata: metadata)
        #expect(try Self.row(report12, "discovery-accessmode").level == .should)
        let finding12 = try #require(report12.findings.first { $0.ruleID == "metadata-accessmode" })
        #expect(finding12.impact == .moderate)
        #expect(!report12.verdictReasons.contains { $0.id == "discovery-accessmode" })

        let report11 = try await Self.report(metadata: metadata, profile: .epubA11y11)
        #expect(try Self.row(report11, "discovery-accessmode").level == .must)
        #expect(report11.findings.first { $0.ruleID == "metadata-accessmode" }?.impact == .serious)
        #expect(report11.verdictReasons.contains { $0.id == "discovery-accessmode" })
    }

    @Test("the nine 1.2 claim strings are exact claims", arguments: ["2.0", "2.1", "2.2"])
    func onePointTwoStringsAreClaims(wcag: String) async throws {
        for level in ["A", "AA", "AAA"] {
            let value = "EPUB Accessibility 1.2 - WCAG \(wcag) Level \(level)"
            let provenance = Provenance(location: SourceLocation(path: "OEBPS/content.opf", line: 1), form: .metaProperty,
                                        property: "dcterms:conformsTo")
            let claim = ConformanceClaim(value: value, id: nil, provenance: provenance)
            #expect(claim.kind == .epubAccessibility && claim.epubAccessibilityVersion == "1.2" && claim.wcagVersion == wcag)
            #expect(claim.wcagLevel?.rawValue == level)
        }
    }

    /// With one claim, 1.2 needs no `refines`: the certifier, its credential, report and date bind to it,
    /// and the Display Guide shows it as a 1.2 claim.
    @Test func aLoneOnePointTwoClaimBindsUnrefinedCertification() async throws {
        let metadata = Self.metadata(claim: Self.claim12) + """

            <meta property="a11y:certifierCredential">Gold Badge</meta>
            <meta property="dcterms:date">2026-03-01</meta>
            <link rel="a11y:certifierReport" href="https://example.org/report.html"/>
            """
        let report = try await Self.report(metadata: metadata)
        let certification = try #require(report.metadata?.certifications.first)
        #expect(certification.claimIndex == 0)
        #expect(certification.credentials.map(\.value) == ["Gold Badge"])
        #expect(certification.dates.map(\.value) == ["2026-03-01"])
        #expect(certification.reports.map(\.value.href) == ["https://example.org/report.html"])
        let statements = try #require(report.displayGuide?.field("conformance")).statements
        let ids = statements.map(\.id)
        #expect(ids.contains("conformance-aa") && !ids.contains("conformance-unknown-standard"))
        #expect(ids.contains("conformance-certifier") && ids.contains("conformance-certifier-credentials"))
        #expect(ids.contains("conformance-details-certification-info") && ids.contains("conformance-details-certifier-report"))
        let details = try #require(statements.first { $0.id == "conformance-details-claim" })
        #expect(details.compact.contains("EPUB Accessibility 1.2") && details.compact.contains("WCAG 2.2"))
    }

    /// Under 1.1 an unrefined `dcterms:date` may be any date of the publication: not an evaluation date.
    @Test func anUnrefinedDateBesideAOnePointOneClaimIsNotTheEvaluationDate() async throws {
        let claim = #"<meta property="dcterms:conformsTo">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#
        let report = try await Self.report(metadata: Self.metadata(claim: claim) + #"<meta property="dcterms:date">2026-03-01</meta>"#)
        let certification = try #require(report.metadata?.certifications.first)
        #expect(certification.claimIndex == 0 && certification.dates.isEmpty)
    }

    @Test func aDateThatIsNotISO8601IsModerateUnderOnePointTwoAndMinorUnderOnePointOne() async throws {
        let metadata = Self.metadata(claim: Self.claim12) + #"<meta property="dcterms:date">1 March 2026</meta>"#
        let finding12 = try await Self.report(metadata: metadata).findings.first { $0.ruleID == "metadata-certification-date" }
        #expect(finding12?.impact == .moderate && finding12?.message.contains("EPUB Accessibility 1.2 requires") == true)
        let refined = Self.metadata(claim: #"<meta property="dcterms:conformsTo" id="c">EPUB Accessibility 1.1 - WCAG 2.2 Level AA</meta>"#)
            .replacingOccurrences(of: #"<meta property="a11y:certifiedBy">"#, with: ##"<meta property="a11y:certifiedBy" id="e" refines="#c">"##)
            + ##"<meta property="dcterms:date" refines="#e">1 March 2026</meta>"##
        let finding11 = try await Self.report(metadata: refined).findings.first { $0.ruleID == "metadata-certification-date" }
        #expect(finding11?.impact == .minor)
    }

    // MARK: Superseded 1.0 claims

    @Test func aOnePointZeroClaimGetsAMinorNoteWithTheCurrentString() async throws {
        let claim = #"<link rel="dcterms:conformsTo" href="http://www.idpf.org/epub/a11y/accessibility-20170105.html#wcag-aa"/>"#
        let report = try await Self.report(metadata: Self.metadata(claim: claim))
        let finding = try #require(report.findings.first { $0.ruleID == "metadata-conformsto-superseded" })
        #expect(finding.impact == .minor)
        #expect(finding.message.contains(#""EPUB Accessibility 1.1 - WCAG 2.0 Level AA""#))
        #expect(try Self.row(report, "conformance-claim").status == .needsReview)
        #expect(!report.verdictReasons.contains { $0.id == "conformance-claim" })
    }

    // MARK: Front ends

    @Test func theCommandLineTakesAndValidatesTheProfile() async throws {
        let json = try await CLIRunner.run(["check", "--profile", "epub-a11y-1.2", "--format", "json", "SampleBooks/accessible-epub3.epub"])
        let object = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let profile = try #require(object["profile"] as? [String: Any])
        #expect(profile["profile"] as? String == "epub-a11y-1.2" && profile["source"] as? String == "requested")
        let text = try await CLIRunner.run(["check", "SampleBooks/accessible-epub3.epub"])
        #expect(text.stdout.contains(#"Profile: EPUB Accessibility 1.1: the book claims EPUB Accessibility 1.1 ("EPUB Accessibility 1.1 - WCAG 2.2 Level AA")"#))
        #expect(try await CLIRunner.run(["check", "--profile", "epub-a11y-2.0", "SampleBooks/accessible-epub3.epub"]).status == 64)
        let metadata = try await CLIRunner.run(["metadata", "--profile", "epub-a11y-1.2", "SampleBooks/accessible-epub3.epub"])
        #expect(metadata.stdout.contains("judged by EPUB Accessibility 1.2: EPUB Accessibility 1.2 as requested"))
    }

    /// A batch reuses an earlier report only when it was judged by the profile asked for now.
    @Test func earlierReportsOfAnotherProfileAreNotReused() async throws {
        let path = Paths.packageRoot.appendingPathComponent("SampleBooks/accessible-epub3.epub").path
        let earlier = "2000-01-01T00:00:00Z", now = "2030-01-01T00:00:00Z"
        var previous: [String: BatchEntry] = [:]
        _ = await AccessibilityInspector(options: .init(timestamp: .fixed(earlier))).reports(for: [path]) { _, entry in previous[path] = entry }
        #expect(previous[path]?.report.profile?.source == .claimed)

        var reused: Report?
        _ = await AccessibilityInspector(options: .init(timestamp: .fixed(now))).reports(for: [path], previous: previous) { _, entry in
            reused = entry.report
        }
        #expect(reused?.generatedAt == earlier)

        var redone: Report?
        let requested = AccessibilityInspector(options: .init(timestamp: .fixed(now), profile: .epubA11y12))
        _ = await requested.reports(for: [path], previous: previous) { _, entry in redone = entry.report }
        #expect(redone?.generatedAt == now)
        #expect(redone?.profile?.profile == .epubA11y12 && redone?.profile?.source == .requested)
    }
}
